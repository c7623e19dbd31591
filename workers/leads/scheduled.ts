/**
 * Cron jobs: re-drive leads whose notification never reached the queue, and
 * delete leads older than the retention period (UK GDPR storage limitation).
 */
import { type Lead, leadLogFields } from "./lead";
import { leadMessage, type LeadMessage } from "./queue";
import { markQueued, pendingToRedrive, purgeLeadsBefore, rowToLead } from "./store";
import { log } from "../log";

/** wrangler.toml's crons (see workers/crons.ts): re-drive every 5 minutes, purge once a night. */
export const REDRIVE_CRON = "*/5 * * * *";
export const PURGE_CRON = "17 3 * * *";

const MINUTE = 60_000;

/** Pending leads older than 2 minutes that were never queued (or queued over an hour ago). */
export async function redrivePendingLeads(db: D1Database, queue: Queue<LeadMessage>, now: Date): Promise<Lead[]> {
  const rows = await pendingToRedrive(db, new Date(now.getTime() - 2 * MINUTE), new Date(now.getTime() - 60 * MINUTE));
  const sent: Lead[] = [];
  for (const row of rows) {
    const lead = rowToLead(row);
    try {
      await queue.send(leadMessage(lead, true));
      await markQueued(db, lead.id, now);
      sent.push(lead);
      log("lead.redriven", { ...leadLogFields(lead) });
    } catch (error) {
      log("lead.redrive_failed", { ...leadLogFields(lead), error: String(error) });
    }
  }
  return sent;
}

/** When a lead older than the retention period was received: everything before it goes. */
export function retentionCutoff(retentionDays: number, now: Date): Date {
  return new Date(now.getTime() - retentionDays * 24 * 60 * MINUTE);
}

export async function purgeExpiredLeads(db: D1Database, retentionDays: number, now: Date): Promise<number> {
  const deleted = await purgeLeadsBefore(db, retentionCutoff(retentionDays, now));
  log("leads.purged", { deleted, retentionDays });
  return deleted;
}
