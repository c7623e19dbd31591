/**
 * The request pages' share of the retention purge: their rows go with the
 * leads they belong to (or at the retention cutoff), and a closed request's
 * links go once they have expired (30 days after it closed).
 */
import { LINK_DAYS_AFTER_CLOSE } from "./store";

export async function purgeRequestRecords(db: D1Database, before: Date, now: Date): Promise<number> {
  const at = before.toISOString();
  const expired = new Date(now.getTime() - LINK_DAYS_AFTER_CLOSE * 86_400_000).toISOString();
  const gone = "lead_id NOT IN (SELECT id FROM leads)";
  const results = await db.batch([
    db.prepare(`DELETE FROM lead_requests WHERE created_at < ? OR ${gone}`).bind(at),
    db
      .prepare(
        `DELETE FROM request_links WHERE created_at < ? OR ${gone}
         OR lead_id IN (SELECT lead_id FROM lead_requests WHERE closed_at IS NOT NULL AND closed_at <= ?)`,
      )
      .bind(at, expired),
    db.prepare(`DELETE FROM request_events WHERE at < ? OR ${gone}`).bind(at),
    // The photos' claims (their count per lead) go with the lead, as its photos do.
    db.prepare(`DELETE FROM lead_photos WHERE claimed_at < ? OR ${gone}`).bind(at),
    // A reminder's e-mails (lead_id "reminder:{id}") go with the reminder (workers/reminders/).
    db
      .prepare(`DELETE FROM customer_emails WHERE created_at < ? OR (${gone} AND lead_id NOT LIKE 'reminder:%')`)
      .bind(at),
  ]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
