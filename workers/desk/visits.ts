/**
 * The owner's visit actions on a request: Confirm a window, Propose one or two
 * others, Decline with a reason, "On my way", "Done", and revoke the request
 * page's links. Each checks the visit's state in the statement that changes
 * it, writes the desk audit, moves the sales status and shows on the request
 * page; the visitor is e-mailed when they gave an address. Confirming counts
 * the window's booked visits in the same statement (capacity, business.ts).
 */
import { visitWindows } from "~/content/business";
import type { DeskVisitAction } from "~/lib/contracts/desk-port.server";
import { type ActionOutcome, ON_WAY_MINUTES } from "~/lib/contracts/desk";
import { isOffered, windowById, windowDate } from "~/lib/contracts/visit-windows";
import type { VisitState } from "~/lib/contracts/request-page";
import { bookedSalesStatement, closeWithSalesStatement, confirmStatement, revokeLinks } from "../requests/store";
import type { RequestMailer } from "../requests/mail";
import type { RequestTexter } from "../requests/texts";
import { type AuditEntry, auditStatement } from "./audit";
import { log } from "../log";

export interface VisitDeps {
  db: D1Database;
  actor: string;
  now: () => Date;
  mail?: RequestMailer;
  /** The visitor's texts (a UK mobile; absent when texts are off). */
  texts?: RequestTexter;
  /** Visits per window; business.ts unless a test sets it. */
  capacity?: number;
}

const MAX_REASON = 500;

async function mailSafely(send: (() => Promise<void>) | undefined) {
  try {
    await send?.();
  } catch (error) {
    log("desk.visit_mail_not_queued", { error: String(error) });
  }
}

/** Texts are never in the way of the visit action: a failure to queue one is logged. */
async function textSafely(
  deps: VisitDeps,
  leadId: string,
  kind: "proposed" | "confirmed" | "on_way",
  minutes?: number,
) {
  try {
    await deps.texts?.toVisitor(leadId, kind, { minutes });
  } catch (error) {
    log("desk.visit_text_not_queued", { leadId, kind, error: String(error) });
  }
}

function entry(deps: VisitDeps, leadId: string, detail: string, outcome: "done" | "refused"): AuditEntry {
  return { actor: deps.actor, action: "visit", leadId, detail, outcome, at: deps.now() };
}

async function refuse(deps: VisitDeps, leadId: string, detail: string, outcome: ActionOutcome = "refused") {
  await auditStatement(deps.db, entry(deps, leadId, detail, "refused")).run();
  return outcome;
}

/** Moves a visit from one of `from` to `to`, with the audit and a sales status move, in one batch. */
async function move(
  deps: VisitDeps,
  leadId: string,
  from: readonly VisitState[],
  to: VisitState,
  detail: string,
  set: { sql: string; values: (string | null)[] } = { sql: "", values: [] },
  sales?: { to: "won" | "contacted"; from: readonly string[] },
): Promise<boolean> {
  const at = deps.now();
  const { db } = deps;
  const states = from.map(() => "?").join(", ");
  const statements = [
    db
      .prepare(
        `UPDATE lead_requests SET visit_state = ?, updated_at = ?${set.sql}
         WHERE lead_id = ? AND visit_state IN (${states})`,
      )
      .bind(to, at.toISOString(), ...set.values, leadId, ...from),
  ];
  const [update] = await db.batch(statements);
  if (update?.meta.changes !== 1) {
    await refuse(deps, leadId, detail);
    return false;
  }
  const follow = [auditStatement(db, entry(deps, leadId, detail, "done"))];
  if (sales) {
    const salesFrom = sales.from.map(() => "?").join(", ");
    follow.push(
      db
        .prepare(`UPDATE leads SET sales_status = ? WHERE id = ? AND sales_status IN (${salesFrom})`)
        .bind(sales.to, leadId, ...sales.from),
    );
    if (sales.to === "won") follow.push(closeWithSalesStatement(db, leadId, "won", at));
  }
  await db.batch(follow);
  return true;
}

export async function visitAction(deps: VisitDeps, leadId: string, action: DeskVisitAction): Promise<ActionOutcome> {
  const { db } = deps;
  const now = deps.now();
  switch (action.kind) {
    case "confirm": {
      const window = windowById(action.windowId);
      if (!window) return refuse(deps, leadId, `Confirm ${action.windowId}`);
      const detail = `Visit confirmed: ${windowDate(window)}`;
      // ONE statement counts the window's booked visits and books this one: never over capacity.
      const [update] = await db.batch([
        confirmStatement(db, leadId, window.id, now, deps.capacity ?? visitWindows.capacity, [
          "requested",
          "proposed",
          "declined",
          "confirmed",
        ]),
        bookedSalesStatement(db, leadId),
      ]);
      if (update?.meta.changes !== 1) {
        const full = await db
          .prepare("SELECT visit_state FROM lead_requests WHERE lead_id = ?")
          .bind(leadId)
          .first<{ visit_state: VisitState }>();
        const canBook = full && ["requested", "proposed", "declined", "confirmed"].includes(full.visit_state);
        return refuse(
          deps,
          leadId,
          `${detail} (${canBook ? "window full" : "not possible now"})`,
          canBook ? "full" : "refused",
        );
      }
      await auditStatement(db, entry(deps, leadId, detail, "done")).run();
      await mailSafely(deps.mail && (() => deps.mail!.toVisitor(leadId, "confirmed")));
      await textSafely(deps, leadId, "confirmed");
      return "visit_confirmed";
    }
    case "propose": {
      const ids = [...new Set(action.windowIds.filter(Boolean))].slice(0, 2);
      const windows = ids.map((id) => windowById(id));
      if (windows.length === 0 || windows.some((w) => !w || !isOffered(w, now))) {
        return refuse(deps, leadId, `Propose ${ids.join(", ") || "(none)"}`);
      }
      const detail = `Proposed: ${windows.map((w) => windowDate(w!)).join(" or ")}`;
      const done = await move(
        deps,
        leadId,
        ["requested", "declined", "proposed"],
        "proposed",
        detail,
        { sql: ", proposed_windows = ?, decline_reason = NULL", values: [JSON.stringify(ids)] },
        { to: "contacted", from: ["new"] },
      );
      if (!done) return "refused";
      await mailSafely(deps.mail && (() => deps.mail!.toVisitor(leadId, "proposed")));
      await textSafely(deps, leadId, "proposed");
      return "visit_proposed";
    }
    case "decline": {
      const reason = action.reason.trim().slice(0, MAX_REASON);
      if (!reason) return refuse(deps, leadId, "Decline without a reason", "empty");
      const done = await move(
        deps,
        leadId,
        ["requested", "proposed", "confirmed"],
        "declined",
        `Declined: ${reason}`,
        { sql: ", decline_reason = ?, proposed_windows = NULL, visit_window = NULL", values: [reason] },
        { to: "contacted", from: ["new", "booked"] },
      );
      if (!done) return "refused";
      await mailSafely(deps.mail && (() => deps.mail!.toVisitor(leadId, "declined")));
      return "visit_declined";
    }
    case "on_way": {
      if (!(ON_WAY_MINUTES as readonly number[]).includes(action.minutes)) {
        return refuse(deps, leadId, `On my way (${String(action.minutes).slice(0, 10)} minutes)`, "minutes");
      }
      const done = await move(deps, leadId, ["confirmed"], "on_way", `On my way: about ${action.minutes} minutes`, {
        sql: ", on_way_minutes = ?",
        values: [String(action.minutes)],
      });
      if (!done) return "refused";
      await mailSafely(deps.mail && (() => deps.mail!.toVisitor(leadId, "on_way")));
      await textSafely(deps, leadId, "on_way", action.minutes);
      return "visit_on_way";
    }
    case "done": {
      const done = await move(
        deps,
        leadId,
        ["confirmed", "on_way"],
        "done",
        "Visit done",
        { sql: ", closed_at = COALESCE(closed_at, ?)", values: [now.toISOString()] },
        { to: "won", from: ["new", "contacted", "booked"] },
      );
      return done ? "visit_done" : "refused";
    }
    case "revoke": {
      const revoked = await revokeLinks(db, leadId, now);
      await auditStatement(
        db,
        entry(deps, leadId, `Request page links revoked (${revoked})`, revoked > 0 ? "done" : "refused"),
      ).run();
      return revoked > 0 ? "revoked" : "refused";
    }
  }
}
