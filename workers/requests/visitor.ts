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
import { hasBegun, isOffered, recheckWindow, windowById, windowDate } from "~/lib/contracts/visit-windows";
import { cleanText } from "~/lib/contracts/quote/request";
import { parseEmail } from "../leads/extras";
import type { RequestMailer } from "./mail";
import {
  bookedSalesStatement,
  confirmStatement,
  eventStatement,
  type FoundRequest,
  cancelUndoUntil,
  isOpen,
  leadIdForToken,
  requestOfLead,
  undoCancelStatement,
} from "./store";
import { calendarFile } from "./calendar";
import { inspectPhotos, type PhotoDeps, storeNewPhotos } from "../photos/batch";
import { parseMultipartQuote } from "../photos/multipart";
import { listPhotos } from "../photos/storage";
import { PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import { canAskForWindow, requestView } from "./view";
import { log } from "../log";
import { ownerChanged } from "./changes";

export interface RequestDeps {
  db: D1Database;
  now: () => Date;
  mail?: RequestMailer;
  capacity?: number;
  /** LEAD_PHOTOS, for photos added on the page (none bound: no photo can be added). */
  photos?: PhotoDeps;
  /** The lead queue: the owner is told of each change, grouped (workers/requests/changes.ts). */
  ownerQueue?: Queue<unknown>;
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
    log("request.mail_not_queued", { error: String(error) });
  }
}

export async function act(deps: RequestDeps, token: string, action: RequestAction): Promise<RequestActionOutcome> {
  const request = await found(deps, token);
  if (request && action.kind === "undo_cancel") return undoCancel(deps, request);
  if (!request || !isOpen(request)) return "refused";
  const leadId = request.lead.id;
  const now = deps.now();
  const { db } = deps;
  switch (action.kind) {
    case "details": {
      const text = cleanText(action.text, { multiline: true }).trim().slice(0, REQUEST_LIMITS.detailsMax);
      if (!text) return "empty";
      await eventStatement(db, leadId, "details", now, text).run();
      await ownerChanged(deps.ownerQueue, leadId);
      return "details";
    }
    case "cancel": {
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE lead_requests SET visit_state = 'cancelled', cancelled_from = visit_state, closed_at = ?, updated_at = ?
             WHERE lead_id = ? AND visit_state NOT IN ('cancelled', 'done')`,
          )
          .bind(now.toISOString(), now.toISOString(), leadId),
        eventStatement(db, leadId, "cancelled", now),
      ]);
      if (update?.meta.changes !== 1) return "refused";
      await ownerChanged(deps.ownerQueue, leadId);
      return "cancelled";
    }
    case "window": {
      if (!canAskForWindow(request, now)) return "refused";
      const from = request.request.visit_state;
      const check = recheckWindow(action.windowId, now);
      if (!check || check.kind === "none") return "refused";
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE lead_requests SET requested_window = ?, visit_state = 'requested', decline_reason = NULL,
               proposed_windows = NULL, updated_at = ?
             WHERE lead_id = ? AND visit_state = ? AND COALESCE(proposed_windows, '') = COALESCE(?, '')`,
          )
          .bind(check.window.id, now.toISOString(), leadId, from, request.request.proposed_windows),
        eventStatement(db, leadId, "window", now, windowDate(check.window)),
      ]);
      if (update?.meta.changes !== 1) return "refused";
      await ownerChanged(deps.ownerQueue, leadId);
      return check.kind === "moved" ? "moved" : "window";
    }
    case "accept": {
      // Checked again now, on London clocks: a proposed time that has begun can no longer be accepted.
      const window = windowById(action.windowId);
      if (!window || request.request.visit_state !== "proposed") return "refused";
      if (hasBegun(window, now)) return "passed";
      const [update] = await db.batch([
        confirmStatement(db, leadId, window.id, now, deps.capacity ?? visitWindows.capacity, ["proposed"], true),
        bookedSalesStatement(db, leadId),
      ]);
      if (update?.meta.changes !== 1) return "full";
      await eventStatement(db, leadId, "accepted", now, windowDate(window)).run();
      await ownerChanged(deps.ownerQueue, leadId);
      await mailSafely(() => deps.mail?.toVisitor(leadId, "confirmed"));
      return "accepted";
    }
    case "undo_cancel":
      return "refused";
    case "change": {
      // A booked visit stays booked; the owner sees the times asked for and confirms one (or keeps it).
      const ids = [...new Set(action.windowIds.filter(Boolean))].slice(0, 2);
      const chosen = ids.map((id) => windowById(id));
      if (request.request.visit_state !== "confirmed" || chosen.length === 0) return "refused";
      if (chosen.some((window) => !window || !isOffered(window, now) || window.id === request.request.visit_window)) {
        return "refused";
      }
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE lead_requests SET change_windows = ?, updated_at = ?
             WHERE lead_id = ? AND visit_state = 'confirmed'`,
          )
          .bind(JSON.stringify(ids), now.toISOString(), leadId),
        eventStatement(db, leadId, "change_asked", now, chosen.map((window) => windowDate(window!)).join(" or ")),
      ]);
      if (update?.meta.changes !== 1) return "refused";
      await ownerChanged(deps.ownerQueue, leadId);
      return "change_asked";
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
      await ownerChanged(deps.ownerQueue, leadId);
      await mailSafely(() => deps.mail?.toVisitor(leadId, "link", token));
      return "email";
    }
  }
}

/** The visitor changed their mind: the request is as it was before, and the owner, told of the cancellation, is told. */
async function undoCancel(deps: RequestDeps, request: FoundRequest): Promise<RequestActionOutcome> {
  const now = deps.now();
  const leadId = request.lead.id;
  if (!cancelUndoUntil(request, now)) return "refused";
  const [update] = await deps.db.batch([
    undoCancelStatement(deps.db, leadId, now, deps.capacity ?? visitWindows.capacity),
    // Noted only when the undo took (same transaction).
    deps.db
      .prepare(
        `INSERT INTO request_events (lead_id, at, kind) SELECT ?1, ?2, 'cancel_undone'
         WHERE EXISTS (SELECT 1 FROM lead_requests WHERE lead_id = ?1 AND visit_state != 'cancelled' AND updated_at = ?2)`,
      )
      .bind(leadId, now.toISOString()),
  ]);
  if (update?.meta.changes !== 1) return "refused";
  await ownerChanged(deps.ownerQueue, leadId);
  return "cancel_undone";
}

/** How many photos a lead has (0 when no bucket is bound or it cannot be read). */
async function photoCount(deps: RequestDeps, leadId: string): Promise<number> {
  const bucket = deps.photos?.bucket;
  return bucket ? (await listPhotos(bucket, leadId).catch(() => [])).length : 0;
}

/**
 * Photos added on the request page: read and checked as with the request
 * itself (type by content, no metadata kept, the request's limit of 4 in all),
 * then noted on the request ("Added 2 photos.") for the page and the desk.
 */
export async function addPhotos(deps: RequestDeps, token: string, post: Request): Promise<RequestActionOutcome> {
  const request = await found(deps, token);
  if (!request || !isOpen(request) || !deps.photos?.bucket) return "refused";
  const parsed = await parseMultipartQuote(post);
  if (!("fields" in parsed)) return parsed.status === 413 ? "photos_too_large" : "photos_none";
  if (!parsed.files.length) return "empty";
  const leadId = request.lead.id;
  const before = await photoCount(deps, leadId);
  if (before >= PHOTO_LIMITS.maxFiles) return "photos_full";
  const { kept, refused } = await inspectPhotos(parsed.files, before);
  // Each photo's place is claimed in D1 before it is stored: posts at the same moment never pass the limit.
  const report = await storeNewPhotos(leadId, kept, refused, { ...deps.photos, db: deps.db, now: deps.now });
  const added = report.stored;
  if (added > 0) {
    await eventStatement(
      deps.db,
      leadId,
      "details",
      deps.now(),
      `Added ${added} photo${added === 1 ? "" : "s"}.`,
    ).run();
    await ownerChanged(deps.ownerQueue, leadId);
  }
  if (!report.refused.length) return added > 0 || report.received.length ? "photos" : "photos_none";
  return added > 0 ? "photos_some" : "photos_none";
}

export function requestPagePort(deps: RequestDeps): RequestPagePort {
  return {
    view: async (token) => {
      const request = await found(deps, token);
      return request ? requestView(request, deps.now(), await photoCount(deps, request.lead.id)) : null;
    },
    act: (token, action) => act(deps, token, action),
    addPhotos: (token, post) => addPhotos(deps, token, post),
    calendar: async (token) => {
      const request = await found(deps, token);
      return request ? calendarFile(request, token) : null;
    },
  };
}
