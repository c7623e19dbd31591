/**
 * What the visitor can do on the request page: add details (appended with the
 * time, never overwriting), choose or accept a window, give an e-mail address,
 * cancel (the owner is told). Each checks the request's state in the
 * statement that changes it.
 */
import { visitWindows } from "~/content/business";
import {
  REQUEST_LIMITS,
  type RequestAction,
  type RequestActionOutcome,
  type RequestPagePort,
} from "~/lib/contracts/request-page";
import { recheckWindow, windowById, windowDate } from "~/lib/contracts/visit-windows";
import { cleanText } from "~/lib/contracts/quote/request";
import { parseEmail } from "./extras";
import {
  bookedSalesStatement,
  confirmStatement,
  eventStatement,
  type FoundRequest,
  isOpen,
  leadIdForToken,
  requestOfLead,
} from "./store";
import { calendarFile } from "./calendar";
import { requestView } from "./view";

/** E-mails a change causes (workers/requests/mail.ts queues them; absent in tests that do not look). */
export interface RequestMailer {
  /** To the visitor, when they gave an address: the link, or a change of the visit. */
  toVisitor(
    leadId: string,
    kind: "link" | "confirmed" | "proposed" | "declined" | "on_way",
    token?: string,
  ): Promise<void>;
  /** To the owner: the visitor cancelled, or accepted a proposed window. */
  toOwner(leadId: string, kind: "cancelled" | "accepted"): Promise<void>;
}

export interface RequestDeps {
  db: D1Database;
  now: () => Date;
  mail?: RequestMailer;
  capacity?: number;
}

async function found(deps: RequestDeps, token: string): Promise<FoundRequest | null> {
  const leadId = await leadIdForToken(deps.db, token, deps.now());
  return leadId ? requestOfLead(deps.db, leadId) : null;
}

/** Mail is never in the way of what the visitor did: a failure to queue it is logged (the cron re-queues it). */
async function mailSafely(send: () => Promise<void> | undefined) {
  try {
    await send();
  } catch (error) {
    console.log(JSON.stringify({ event: "request.mail_not_queued", error: String(error) }));
  }
}

export async function act(deps: RequestDeps, token: string, action: RequestAction): Promise<RequestActionOutcome> {
  const request = await found(deps, token);
  if (!request || !isOpen(request)) return "refused";
  const leadId = request.lead.id;
  const now = deps.now();
  const { db } = deps;
  switch (action.kind) {
    case "details": {
      const text = cleanText(action.text, { multiline: true }).trim().slice(0, REQUEST_LIMITS.detailsMax);
      if (!text) return "empty";
      await eventStatement(db, leadId, "details", now, text).run();
      return "details";
    }
    case "cancel": {
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE lead_requests SET visit_state = 'cancelled', closed_at = ?, updated_at = ?
             WHERE lead_id = ? AND visit_state NOT IN ('cancelled', 'done')`,
          )
          .bind(now.toISOString(), now.toISOString(), leadId),
        eventStatement(db, leadId, "cancelled", now),
      ]);
      if (update?.meta.changes !== 1) return "refused";
      await mailSafely(() => deps.mail?.toOwner(leadId, "cancelled"));
      return "cancelled";
    }
    case "window": {
      if (!["requested", "declined"].includes(request.request.visit_state)) return "refused";
      const check = recheckWindow(action.windowId, now);
      if (!check || check.kind === "none") return "refused";
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE lead_requests SET requested_window = ?, visit_state = 'requested', decline_reason = NULL, updated_at = ?
             WHERE lead_id = ? AND visit_state IN ('requested', 'declined')`,
          )
          .bind(check.window.id, now.toISOString(), leadId),
        eventStatement(db, leadId, "window", now, windowDate(check.window)),
      ]);
      if (update?.meta.changes !== 1) return "refused";
      return check.kind === "moved" ? "moved" : "window";
    }
    case "accept": {
      const window = windowById(action.windowId);
      if (!window || request.request.visit_state !== "proposed") return "refused";
      const [update] = await db.batch([
        confirmStatement(db, leadId, window.id, now, deps.capacity ?? visitWindows.capacity, ["proposed"], true),
        bookedSalesStatement(db, leadId),
      ]);
      if (update?.meta.changes !== 1) return "full";
      await eventStatement(db, leadId, "accepted", now, windowDate(window)).run();
      await mailSafely(() => deps.mail?.toOwner(leadId, "accepted"));
      await mailSafely(() => deps.mail?.toVisitor(leadId, "confirmed"));
      return "accepted";
    }
    case "email": {
      const email = parseEmail(action.email);
      if (!email) return "invalid_email";
      const update = await db
        .prepare("UPDATE lead_requests SET email = ?, updated_at = ? WHERE lead_id = ?")
        .bind(email, now.toISOString(), leadId)
        .run();
      if (update.meta.changes !== 1) return "refused";
      await eventStatement(db, leadId, "email", now).run();
      await mailSafely(() => deps.mail?.toVisitor(leadId, "link", token));
      return "email";
    }
  }
}

export function requestPagePort(deps: RequestDeps): RequestPagePort {
  return {
    view: async (token) => {
      const request = await found(deps, token);
      return request ? requestView(request, deps.now()) : null;
    },
    act: (token, action) => act(deps, token, action),
    calendar: async (token) => {
      const request = await found(deps, token);
      return request ? calendarFile(request, token) : null;
    },
  };
}
