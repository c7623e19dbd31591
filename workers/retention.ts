/**
 * The daily retention purge (PURGE_CRON), in one place: every stored thing
 * goes when its time is up. A lead's photos first (the lead's id is their
 * key), then the leads older than the retention period, then what described
 * them (the desk's records, the request pages' records, the outbox and the texts), then
 * the reminders no longer kept. Each room says how its own records go; this
 * file says what goes, in which order.
 */
import { purgeDeskBefore } from "./desk/retention";
import { purgeExpiredLeads, retentionCutoff } from "./leads/scheduled";
import { log } from "./log";
import { purgeRecipientSends } from "./mail/recipient-caps";
import { purgePhotosOfLeadsBefore } from "./photos/purge";
import { purgeReminders } from "./reminders/reminders";
import { purgeRequestRecords } from "./requests/retention";
import { purgeTextRecords } from "./texts/retention";

export async function purgeExpiredRecords(
  db: D1Database,
  retentionDays: number,
  now: Date,
  photos?: R2Bucket,
): Promise<void> {
  const cutoff = retentionCutoff(retentionDays, now);
  if (photos) await purgePhotosOfLeadsBefore(db, photos, cutoff);
  await purgeExpiredLeads(db, retentionDays, now);
  const desk = await purgeDeskBefore(db, cutoff);
  log("desk.purged", { deleted: desk, retentionDays });
  const requests = await purgeRequestRecords(db, cutoff, now);
  log("requests.purged", { deleted: requests, retentionDays });
  const texts = await purgeTextRecords(db, cutoff);
  log("texts.purged", { deleted: texts, retentionDays });
  const reminders = await purgeReminders(db, now);
  log("reminders.purged", { deleted: reminders });
  const sends = await purgeRecipientSends(db, now);
  log("recipient_sends.purged", { deleted: sends });
}
