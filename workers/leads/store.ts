/**
 * D1 access for leads. Every statement is parameterised; no value is ever
 * spliced into SQL text.
 */
import type { Lead, NotificationStatus } from "./lead";
import { hex } from "../http/hex";

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
  notification_status: NotificationStatus;
  notified_at: string | null;
  webhook_sent_at: string | null;
  queued_at: string | null;
  lease_until: string | null;
  attempts: number;
  last_error: string | null;
  suspicion: string | null;
  corrects_lead_id: string | null;
  form_token_nonce: string | null;
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
    correctsLeadId: row.corrects_lead_id,
    formTokenNonce: row.form_token_nonce,
  };
}

/** What a visitor can correct by sending the form again; a re-send that changes any of it is a new lead. */
type Details = Pick<Lead, "name" | "phone" | "postcode" | "issue" | "service">;
const detailsKey = (lead: Details) =>
  JSON.stringify([lead.name, lead.phone, lead.postcode, lead.issue ?? null, lead.service ?? null]);

export const sameDetails = (a: Details, b: Details) => detailsKey(a) === detailsKey(b);

/**
 * The submission id a corrected re-send is stored under: the visitor's id and a
 * digest of the new details, so the same correction sent twice is still one lead.
 */
async function correctionSubmissionId(submissionId: string, lead: Details): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(detailsKey(lead)));
  return `${submissionId}~${hex(digest).slice(0, 20)}`;
}

/**
 * Stores a lead unless the same request is stored already. Returns the stored
 * row: the new one, or the earlier one for a repeated submission.
 * A re-send with the same submission id but other details (a corrected phone
 * number...) is never dropped: it is stored as a lead of its own, linked to the
 * first (`corrects_lead_id`), once per set of details. The queue consumer
 * stores leads through here too, so a correction sent while D1 was down is
 * kept the same way.
 * `notifiedAt`: the owner was already e-mailed (from the queue message, while D1 was down).
 */
export async function insertLead(
  db: D1Database,
  lead: Lead,
  status: NotificationStatus = "pending",
  notifiedAt: string | null = null,
): Promise<{ row: LeadRow; created: boolean }> {
  const stored = await insertOnce(db, lead, status, notifiedAt);
  if (stored.created || sameDetails(rowToLead(stored.row), lead)) return stored;
  const first = stored.row;
  const correction: Lead = {
    ...lead,
    submissionId: await correctionSubmissionId(first.submission_id, lead),
    correctsLeadId: first.corrects_lead_id ?? first.id,
  };
  return insertOnce(db, correction, status, notifiedAt);
}

/** One row per submission id: inserts the lead, or returns the row already stored under its submission id. */
async function insertOnce(
  db: D1Database,
  lead: Lead,
  status: NotificationStatus,
  notifiedAt: string | null,
): Promise<{ row: LeadRow; created: boolean }> {
  const inserted = await db
    .prepare(
      `INSERT INTO leads (id, submission_id, created_at, name, phone, postcode, issue, service, source_page, notification_status,
         suspicion, notified_at, corrects_lead_id, form_token_nonce)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
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
      lead.correctsLeadId ?? null,
      lead.formTokenNonce ?? null,
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

/** How many stored leads the form token with this random part has vouched for. */
export async function leadsVouchedFor(db: D1Database, nonce: string): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM leads WHERE form_token_nonce = ?")
    .bind(nonce)
    .first<{ n: number }>();
  return row?.n ?? 0;
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
       WHERE id = ? AND notification_status = 'pending' AND (lease_until IS NULL OR lease_until <= ?)`,
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
    .prepare("UPDATE leads SET notification_status = 'notified', lease_until = NULL, last_error = NULL WHERE id = ?")
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
      `UPDATE leads SET notification_status = CASE WHEN notified_at IS NULL THEN 'failed' ELSE 'notified' END,
         lease_until = NULL, last_error = ?
       WHERE id = ? AND notification_status = 'pending'`,
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
       WHERE notification_status = 'pending' AND created_at <= ?
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
