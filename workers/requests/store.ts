/**
 * D1 access for request pages: the request row of a lead, its links (token
 * hashes), and what the visitor did on the page. Every statement is
 * parameterised.
 */
import type { VisitState } from "~/lib/contracts/request-page";
import type { LeadRow } from "../leads/store";
import type { SalesStatus } from "~/lib/contracts/desk";
import { hashRequestToken, isTokenShaped, newRequestToken } from "../http/link-token";

export interface LeadRequestRow {
  lead_id: string;
  created_at: string;
  email: string | null;
  requested_window: string | null;
  visit_state: VisitState;
  visit_window: string | null;
  proposed_windows: string | null;
  decline_reason: string | null;
  updated_at: string;
  seen_at: string | null;
  closed_at: string | null;
  /** The visit's state before the visitor cancelled; NULL unless cancelled on the page. */
  cancelled_from: VisitState | null;
  /** "On my way": minutes away, as the owner said (migration 0016). */
  on_way_minutes?: number | null;
  /** The last request_events id the owner was told of (workers/requests/changes.ts). */
  changes_told_through?: number | null;
  /** Windows the customer asked to move a booked visit to (JSON array), until the owner answers. */
  change_windows?: string | null;
}

export type RequestEventKind =
  "details" | "window" | "accepted" | "email" | "cancelled" | "cancel_undone" | "change_asked";

export interface RequestEventRow {
  id: number;
  lead_id: string;
  at: string;
  kind: RequestEventKind;
  text: string | null;
}

/** A link stops working this long after the request is won, lost, done or cancelled. */
export const LINK_DAYS_AFTER_CLOSE = 30;
const DAY_MS = 86_400_000;

/** States in which a visit takes up its window's capacity. */
export const BOOKED_STATES: readonly VisitState[] = ["confirmed", "on_way", "done"];

export interface RequestExtras {
  email?: string;
  windowId?: string;
}

/**
 * Opens the request page of a stored lead and returns its new token (shown
 * once, never stored). A repeated submission of the same lead keeps the
 * request as first sent and gets a fresh link to it.
 */
export async function openRequest(db: D1Database, leadId: string, extras: RequestExtras, now: Date): Promise<string> {
  const token = newRequestToken();
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO lead_requests (lead_id, created_at, email, requested_window, updated_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (lead_id) DO NOTHING`,
      )
      .bind(leadId, at, extras.email ?? null, extras.windowId ?? null, at),
    db
      .prepare("INSERT INTO request_links (token_hash, lead_id, created_at) VALUES (?, ?, ?)")
      .bind(await hashRequestToken(token), leadId, at),
  ]);
  return token;
}

/** A further link to a lead's request page (for an e-mail): only its hash is stored. */
export async function newLink(db: D1Database, leadId: string, now: Date): Promise<string> {
  const token = newRequestToken();
  await db
    .prepare("INSERT INTO request_links (token_hash, lead_id, created_at) VALUES (?, ?, ?)")
    .bind(await hashRequestToken(token), leadId, now.toISOString())
    .run();
  return token;
}

export type RequestLead = LeadRow & { sales_status: SalesStatus };

export interface FoundRequest {
  lead: RequestLead;
  request: LeadRequestRow;
  events: RequestEventRow[];
}

/** The lead id a token opens, or null when it is unknown, revoked or expired. */
export async function leadIdForToken(db: D1Database, token: string, now: Date): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const expiredBefore = new Date(now.getTime() - LINK_DAYS_AFTER_CLOSE * DAY_MS).toISOString();
  const row = await db
    .prepare(
      `SELECT k.lead_id FROM request_links k JOIN lead_requests r ON r.lead_id = k.lead_id
       WHERE k.token_hash = ? AND k.revoked_at IS NULL AND (r.closed_at IS NULL OR r.closed_at > ?)`,
    )
    .bind(await hashRequestToken(token), expiredBefore)
    .first<{ lead_id: string }>();
  return row?.lead_id ?? null;
}

/** A lead's request, its lead row and the visitor's events; null when any is missing. */
export async function requestOfLead(db: D1Database, leadId: string): Promise<FoundRequest | null> {
  const [lead, request, events] = await db.batch([
    db.prepare("SELECT * FROM leads WHERE id = ?").bind(leadId),
    db.prepare("SELECT * FROM lead_requests WHERE lead_id = ?").bind(leadId),
    db.prepare("SELECT * FROM request_events WHERE lead_id = ? ORDER BY at, id").bind(leadId),
  ]);
  const leadRow = lead?.results[0] as RequestLead | undefined;
  const requestRow = request?.results[0] as LeadRequestRow | undefined;
  if (!leadRow || !requestRow) return null;
  return { lead: leadRow, request: requestRow, events: (events?.results ?? []) as RequestEventRow[] };
}

export function eventStatement(db: D1Database, leadId: string, kind: RequestEventKind, at: Date, text?: string) {
  return db
    .prepare("INSERT INTO request_events (lead_id, at, kind, text) VALUES (?, ?, ?, ?)")
    .bind(leadId, at.toISOString(), kind, text ?? null);
}

/** The request can still change: not cancelled or done, and not won, lost or spam on the desk. */
export function isOpen(found: Pick<FoundRequest, "lead" | "request">): boolean {
  return (
    !["cancelled", "done"].includes(found.request.visit_state) &&
    !["won", "lost", "spam"].includes(found.lead.sales_status)
  );
}

export function proposedOf(request: LeadRequestRow): string[] {
  return windowIdsOf(request.proposed_windows);
}

/** The windows a customer asked to move their booked visit to. */
export function changeWindowsOf(request: LeadRequestRow): string[] {
  return windowIdsOf(request.change_windows ?? null);
}

function windowIdsOf(json: string | null): string[] {
  if (!json) return [];
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Books a window for a lead in ONE statement that also counts the window's
 * booked visits, so concurrent confirmations can never exceed `capacity`.
 * `fromStates` are the states the booking may start from; `mustBeProposed`
 * requires the window to be one the owner proposed (the visitor accepting).
 */
export function confirmStatement(
  db: D1Database,
  leadId: string,
  windowId: string,
  at: Date,
  capacity: number,
  fromStates: readonly VisitState[],
  mustBeProposed = false,
): D1PreparedStatement {
  const states = fromStates.map(() => "?").join(", ");
  const booked = BOOKED_STATES.map(() => "?").join(", ");
  return db
    .prepare(
      `UPDATE lead_requests
       SET visit_state = 'confirmed', visit_window = ?, proposed_windows = NULL, decline_reason = NULL,
         change_windows = NULL, updated_at = ?
       WHERE lead_id = ? AND visit_state IN (${states})
         ${mustBeProposed ? "AND EXISTS (SELECT 1 FROM json_each(lead_requests.proposed_windows) WHERE value = ?)" : ""}
         AND (SELECT COUNT(*) FROM lead_requests b
              WHERE b.visit_window = ? AND b.visit_state IN (${booked}) AND b.lead_id != ?) < ?`,
    )
    .bind(
      windowId,
      at.toISOString(),
      leadId,
      ...fromStates,
      ...(mustBeProposed ? [windowId] : []),
      windowId,
      ...BOOKED_STATES,
      leadId,
      capacity,
    );
}

/** The lead's sales status follows a booking: new or contacted becomes booked. */
export function bookedSalesStatement(db: D1Database, leadId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE leads SET sales_status = 'booked' WHERE id = ? AND sales_status IN ('new', 'contacted')
       AND EXISTS (SELECT 1 FROM lead_requests WHERE lead_id = ? AND visit_state = 'confirmed')`,
    )
    .bind(leadId, leadId);
}

/** The owner opened the lead on the desk: the request page says it was seen (the first time only). */
export async function markSeen(db: D1Database, leadId: string, at: Date): Promise<void> {
  await db
    .prepare("UPDATE lead_requests SET seen_at = ? WHERE lead_id = ? AND seen_at IS NULL")
    .bind(at.toISOString(), leadId)
    .run();
}

/** Revokes every link of a lead (the desk's "Revoke link"). Returns how many were live. */
export async function revokeLinks(db: D1Database, leadId: string, at: Date): Promise<number> {
  const result = await db
    .prepare("UPDATE request_links SET revoked_at = ? WHERE lead_id = ? AND revoked_at IS NULL")
    .bind(at.toISOString(), leadId)
    .run();
  return result.meta.changes;
}

/**
 * When the lead is won or lost on the desk the request closes (its links
 * expire 30 days later); moved back, it opens again.
 */
export function closeWithSalesStatement(db: D1Database, leadId: string, salesStatus: SalesStatus, at: Date) {
  if (salesStatus === "won" || salesStatus === "lost") {
    return db
      .prepare("UPDATE lead_requests SET closed_at = COALESCE(closed_at, ?), updated_at = ? WHERE lead_id = ?")
      .bind(at.toISOString(), at.toISOString(), leadId);
  }
  return db
    .prepare(
      `UPDATE lead_requests SET closed_at = CASE WHEN visit_state IN ('cancelled', 'done') THEN closed_at END,
         updated_at = ? WHERE lead_id = ?`,
    )
    .bind(at.toISOString(), leadId);
}

/** How long a visitor's cancellation can be undone (unless the owner acts first). */
export const CANCEL_UNDO_MS = 24 * 3_600_000;

/**
 * Until when the visitor can undo their cancellation: 24 hours, and only
 * while the owner has not acted since (any change by the owner moves
 * `updated_at` past the cancellation). Null when it cannot be undone.
 */
export function cancelUndoUntil(found: Pick<FoundRequest, "lead" | "request">, now: Date): string | null {
  const { request } = found;
  if (request.visit_state !== "cancelled" || !request.cancelled_from || !request.closed_at) return null;
  if (request.updated_at !== request.closed_at || ["won", "lost", "spam"].includes(found.lead.sales_status))
    return null;
  const until = new Date(Date.parse(request.closed_at) + CANCEL_UNDO_MS);
  return until.getTime() > now.getTime() ? until.toISOString() : null;
}

/**
 * Undoes a cancellation in ONE statement that checks it still may be undone
 * (24 hours, the owner not having acted) and, for a booked visit, that its
 * window still has room (another visit may have taken the place).
 */
export function undoCancelStatement(db: D1Database, leadId: string, at: Date, capacity: number): D1PreparedStatement {
  const booked = BOOKED_STATES.map(() => "?").join(", ");
  return db
    .prepare(
      `UPDATE lead_requests SET visit_state = cancelled_from, cancelled_from = NULL, closed_at = NULL, updated_at = ?
       WHERE lead_id = ? AND visit_state = 'cancelled' AND cancelled_from IS NOT NULL
         AND closed_at IS NOT NULL AND updated_at = closed_at AND closed_at > ?
         AND NOT EXISTS (SELECT 1 FROM leads WHERE id = lead_requests.lead_id AND sales_status IN ('won', 'lost', 'spam'))
         AND (cancelled_from NOT IN (${booked})
              OR (SELECT COUNT(*) FROM lead_requests b
                  WHERE b.visit_window = lead_requests.visit_window AND b.visit_state IN (${booked})
                    AND b.lead_id != lead_requests.lead_id) < ?)`,
    )
    .bind(
      at.toISOString(),
      leadId,
      new Date(at.getTime() - CANCEL_UNDO_MS).toISOString(),
      ...BOOKED_STATES,
      ...BOOKED_STATES,
      capacity,
    );
}
