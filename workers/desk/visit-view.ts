/**
 * What the desk shows of a lead's request page: the visit (requested,
 * proposed, booked windows; the windows that can be booked with their
 * counts) and the request's own entries for the lead's timeline (what the
 * customer did on the page, the e-mails sent to them).
 */
import { visitWindows } from "~/content/business";
import type { DeskVisit, TimelineEntry } from "~/lib/contracts/desk-port.server";
import type { WindowChoice } from "~/lib/contracts/request-page";
import { offeredWindows, windowById, windowDate, windowLabel } from "~/lib/contracts/visit-windows";
import { textTimeline } from "../texts/timeline";
import type { CustomerEmailRow } from "../mail/outbox";
import {
  BOOKED_STATES,
  changeWindowsOf,
  type LeadRequestRow,
  proposedOf,
  type RequestEventRow,
} from "../requests/store";

const choice = (id: string | null, now: Date): WindowChoice | null => {
  const window = windowById(id);
  return window ? { id: window.id, label: windowLabel(window, now) } : null;
};

export async function deskVisitOf(db: D1Database, leadId: string, now: Date, capacity = visitWindows.capacity) {
  const request = await db
    .prepare("SELECT * FROM lead_requests WHERE lead_id = ?")
    .bind(leadId)
    .first<LeadRequestRow>();
  if (!request) return null;
  const offered = offeredWindows(now);
  const booked = BOOKED_STATES.map(() => "?").join(", ");
  const [{ results: counts }, links] = await Promise.all([
    db
      .prepare(
        `SELECT visit_window, COUNT(*) AS n FROM lead_requests
         WHERE visit_state IN (${booked}) AND visit_window IS NOT NULL GROUP BY visit_window`,
      )
      .bind(...BOOKED_STATES)
      .all<{ visit_window: string; n: number }>(),
    db
      .prepare("SELECT COUNT(*) AS n FROM request_links WHERE lead_id = ? AND revoked_at IS NULL")
      .bind(leadId)
      .first<{ n: number }>(),
  ]);
  const bookedIn = new Map(counts.map((row) => [row.visit_window, row.n]));
  const visit: DeskVisit = {
    state: request.visit_state,
    requestedWindow: choice(request.requested_window, now),
    bookedWindow: ["confirmed", "on_way", "done"].includes(request.visit_state)
      ? choice(request.visit_window, now)
      : null,
    proposedWindows: proposedOf(request)
      .map((id) => choice(id, now))
      .filter((c): c is WindowChoice => c !== null),
    declineReason: request.decline_reason,
    changeAsked:
      request.visit_state === "confirmed"
        ? changeWindowsOf(request)
            .map((id) => choice(id, now))
            .filter((c): c is WindowChoice => c !== null)
        : [],
    emailGiven: request.email !== null,
    liveLinks: links?.n ?? 0,
    windows: offered.map(({ id, label }) => {
      const n = bookedIn.get(id) ?? 0;
      return { id, label, booked: n, full: n >= capacity };
    }),
    capacity,
    onWayMinutes: request.on_way_minutes ?? null,
  };
  return visit;
}

const EVENT_TEXT: Record<RequestEventRow["kind"], string> = {
  details: "Customer added",
  window: "Customer asked for",
  accepted: "Customer accepted",
  email: "Customer gave an e-mail address for updates",
  cancelled: "Customer cancelled the request on their page",
  cancel_undone: "Customer undid the cancellation on their page",
  change_asked: "Customer asked to change the booked visit to",
};

/** Who was told what by e-mail, per kind of e-mail about the request: [to whom, what]. */
const EMAIL_NAMES: Record<string, [who: "customer" | "you", what: string]> = {
  visitor_link: ["customer", "the link to their page"],
  visitor_confirmed: ["customer", "visit confirmed, with a calendar file"],
  visitor_proposed: ["customer", "the times you proposed"],
  visitor_declined: ["customer", "you cannot come then"],
  visitor_on_way: ["customer", "you are on the way"],
  visitor_review: ["customer", "the review link"],
  owner_cancelled: ["you", "the customer cancelled"],
  owner_accepted: ["you", "the customer accepted a time"],
  owner_uncancelled: ["you", "the customer undid the cancellation"],
  owner_changes: ["you", "the customer's changes on their page"],
};

/** What the customer added on their request page, oldest first. */
export async function customerNotesOf(db: D1Database, leadId: string): Promise<{ at: string; text: string }[]> {
  const { results } = await db
    .prepare(
      "SELECT at, text FROM request_events WHERE lead_id = ? AND kind = 'details' AND text IS NOT NULL ORDER BY at, id",
    )
    .bind(leadId)
    .all<{ at: string; text: string }>();
  return results;
}

/**
 * The customer's actions and the e-mails about the request, for the lead's timeline. An e-mail stands
 * where it was decided (the action that caused it), saying whether it has gone yet: so "on the way"
 * never shows after "visit done" because the queue sent it a minute later.
 */
export async function requestTimeline(db: D1Database, leadId: string): Promise<TimelineEntry[]> {
  const [{ results: events }, { results: emails }] = await Promise.all([
    db.prepare("SELECT * FROM request_events WHERE lead_id = ?").bind(leadId).all<RequestEventRow>(),
    db
      .prepare(
        "SELECT id, created_at, kind, sent_at, last_error, failed_at, held_reason FROM customer_emails WHERE lead_id = ?",
      )
      .bind(leadId)
      .all<
        Pick<CustomerEmailRow, "id" | "created_at" | "kind" | "sent_at" | "last_error" | "failed_at" | "held_reason">
      >(),
  ]);
  const entries: TimelineEntry[] = events.map((event) => ({
    at: event.at,
    kind: "action",
    text: event.text && event.kind !== "email" ? `${EVENT_TEXT[event.kind]}: ${event.text}` : EVENT_TEXT[event.kind],
    actor: "customer",
  }));
  for (const email of emails) {
    const [who, what] = EMAIL_NAMES[email.kind] ?? ["customer", "about the request"];
    const told = who === "you" ? `You were e-mailed: ${what}` : `Customer e-mailed: ${what}`;
    const notSent = (why: string) => `E-mail to ${who === "you" ? "you" : "the customer"} not sent: ${what} (${why})`;
    if (email.held_reason) entries.push({ at: email.created_at, kind: "failure", text: notSent(email.held_reason) });
    else if (email.sent_at) entries.push({ at: email.created_at, kind: "delivery", text: told });
    else if (email.failed_at)
      entries.push({ at: email.created_at, kind: "failure", text: notSent(email.last_error ?? "no reason given") });
    else entries.push({ at: email.created_at, kind: "delivery", text: `${told} (waiting to go)` });
  }
  // The texts about the request, with their delivery status (workers/texts/).
  entries.push(...(await textTimeline(db, leadId)));
  return entries;
}

/** "Wednesday 25 November, morning (7:00-12:00)" of a window id, for the CSV. */
export const windowText = (id: string | null) => {
  const window = windowById(id);
  return window ? windowDate(window) : "";
};
