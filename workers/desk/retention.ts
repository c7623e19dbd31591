import { purgeExpiredLeads, retentionCutoff } from "../leads/scheduled";
import { purgeRequestRecords } from "../requests/retention";
import { purgePhotosOfLeadsBefore } from "../photos/purge";

/** The desk's share of the retention purge: its records go when the leads they describe go. */
export async function purgeDeskBefore(db: D1Database, before: Date): Promise<number> {
  const at = before.toISOString();
  const day = at.slice(0, 10);
  const results = await db.batch([
    db.prepare("DELETE FROM lead_deliveries WHERE at < ? OR lead_id NOT IN (SELECT id FROM leads)").bind(at),
    db
      .prepare("DELETE FROM desk_audit WHERE at < ? OR (lead_id IS NOT NULL AND lead_id NOT IN (SELECT id FROM leads))")
      .bind(at),
    db.prepare("DELETE FROM desk_digests WHERE day < ?").bind(day),
    db.prepare("DELETE FROM lead_pushes WHERE pushed_at < ? OR lead_id NOT IN (SELECT id FROM leads)").bind(at),
  ]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}

/**
 * The daily retention purge (PURGE_CRON): leads older than the retention
 * period, then the desk's records of them. It lives here so that the desk
 * depends on the lead pipeline and never the other way round.
 */
export async function purgeLeadsAndDeskRecords(
  db: D1Database,
  retentionDays: number,
  now: Date,
  photos?: R2Bucket,
): Promise<void> {
  // A lead's photos (issue 21) go first: the lead's id is their key.
  if (photos) await purgePhotosOfLeadsBefore(db, photos, retentionCutoff(retentionDays, now));
  await purgeExpiredLeads(db, retentionDays, now);
  const desk = await purgeDeskBefore(db, retentionCutoff(retentionDays, now));
  console.log(JSON.stringify({ event: "desk.purged", deleted: desk, retentionDays }));
  const requests = await purgeRequestRecords(db, retentionCutoff(retentionDays, now), now);
  console.log(JSON.stringify({ event: "requests.purged", deleted: requests, retentionDays }));
}
