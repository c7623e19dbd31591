/**
 * D1 access for leads. Every statement is parameterised; no value is ever
 * spliced into SQL text.
 */
import type { Lead, LeadStatus } from "./lead";

export interface LeadRow {
  id: string;
  submission_id: string;
  created_at: string;
  name: string;
  phone: string;
  postcode: string;
  issue: string | null;
  service: string | null;
  source_page: string | null;
  status: LeadStatus;
  notified_at: string | null;
  webhook_sent_at: string | null;
  queued_at: string | null;
  lease_until: string | null;
  attempts: number;
  last_error: string | null;
  suspicion: string | null;
}

export function rowToLead(row: LeadRow): Lead {
  return {
    id: row.id,
    submissionId: row.submission_id,
    createdAt: row.created_at,
    name: row.name,
    phone: row.phone,
    postcode: row.postcode,
    issue: row.issue,
    service: row.service,
    sourcePage: row.source_page,
    suspicion: row.suspicion,
  };
}

/**
 * Stores a lead unless one with the same submission id exists. Returns the
 * stored row: the new one, or the earlier one for a repeated submission.
 * `notifiedAt`: the owner was already e-mailed (from the queue message, while D1 was down).
 */
export async function insertLead(
  db: D1Database,
  lead: Lead,
  status: LeadStatus = "pending",
  notifiedAt: string | null = null,
): Promise<{ row: LeadRow; created: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO leads (id, submission_id, created_at, name, phone, postcode, issue, service, source_page, status,
         suspicion, notified_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (submission_id) DO NOTHING
       RETURNING *`,
    )
    .bind(
      lead.id,
      lead.submissionId,
      lead.createdAt,
      lead.name,
      lead.phone,
      lead.postcode,
      lead.issue,
      lead.service,
      lead.sourcePage,
      status,
      lead.suspicion ?? null,
      notifiedAt,
    )
    .first<LeadRow>();
  if (inserted) return { row: inserted, created: true };
  const existing = await db
    .prepare("SELECT * FROM leads WHERE submission_id = ?")
    .bind(lead.submissionId)
    .first<LeadRow>();
  if (!existing) throw new Error("lead neither inserted nor found");
  return { row: existing, created: false };
}

export function getLead(db: D1Database, id: string): Promise<LeadRow | null> {
  return db.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<LeadRow>();
}

export async function markQueued(db: D1Database, id: string, now: Date): Promise<void> {
  await db.prepare("UPDATE leads SET queued_at = ? WHERE id = ?").bind(now.toISOString(), id).run();
}

/**
 * Takes the right to notify the owner about a pending lead for `leaseMs`, so
 * two deliveries of the same message never both send. False when the lead is
 * not pending or another delivery holds the lease.
 */
export async function claimForNotification(db: D1Database, id: string, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE leads SET lease_until = ?, attempts = attempts + 1
       WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until <= ?)`,
    )
    .bind(new Date(now.getTime() + leaseMs).toISOString(), id, now.toISOString())
    .run();
  return result.meta.changes === 1;
}

export async function markEmailed(db: D1Database, id: string, now: Date): Promise<void> {
  await db.prepare("UPDATE leads SET notified_at = ? WHERE id = ?").bind(now.toISOString(), id).run();
}

/** Records an e-mail sent while D1 was down, unless an e-mail is already recorded. */
export async function recordEarlierEmail(db: D1Database, id: string, emailedAt: string): Promise<void> {
  await db.prepare("UPDATE leads SET notified_at = ? WHERE id = ? AND notified_at IS NULL").bind(emailedAt, id).run();
}

export async function markWebhookSent(db: D1Database, id: string, now: Date): Promise<void> {
  await db.prepare("UPDATE leads SET webhook_sent_at = ? WHERE id = ?").bind(now.toISOString(), id).run();
}

/** Every channel has been told: the lead is done. */
export async function markNotified(db: D1Database, id: string): Promise<void> {
  await db
    .prepare("UPDATE leads SET status = 'notified', lease_until = NULL, last_error = NULL WHERE id = ?")
    .bind(id)
    .run();
}

export async function recordFailure(db: D1Database, id: string, error: string): Promise<void> {
  await db
    .prepare("UPDATE leads SET lease_until = NULL, last_error = ? WHERE id = ?")
    .bind(error.slice(0, 500), id)
    .run();
}

/** After the queue gave up: pending becomes failed (a lead already e-mailed stays notified). */
export async function markFailed(db: D1Database, id: string, error: string): Promise<void> {
  await db
    .prepare(
      `UPDATE leads SET status = CASE WHEN notified_at IS NULL THEN 'failed' ELSE 'notified' END,
         lease_until = NULL, last_error = ?
       WHERE id = ? AND status = 'pending'`,
    )
    .bind(error.slice(0, 500), id)
    .run();
}

/**
 * Pending leads whose queue message was never sent (or was sent long ago and
 * has not been acted on), older than `olderThan`: the cron re-sends them.
 */
export async function pendingToRedrive(db: D1Database, olderThan: Date, staleQueuedBefore: Date, limit = 100) {
  const { results } = await db
    .prepare(
      `SELECT * FROM leads
       WHERE status = 'pending' AND created_at <= ?
         AND (queued_at IS NULL OR queued_at <= ?)
       ORDER BY created_at LIMIT ?`,
    )
    .bind(olderThan.toISOString(), staleQueuedBefore.toISOString(), limit)
    .all<LeadRow>();
  return results;
}

/** Deletes leads created before `before` (the retention period). Returns how many. */
export async function purgeLeadsBefore(db: D1Database, before: Date): Promise<number> {
  const result = await db.prepare("DELETE FROM leads WHERE created_at < ?").bind(before.toISOString()).run();
  return result.meta.changes;
}
