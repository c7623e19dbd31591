/**
 * What the request page shows of a request: first name, postcode district,
 * the issue as typed, when it arrived, where the visit stands. Never the phone
 * number, the full postcode or the surname.
 */
import type { ReminderKind } from "~/lib/contracts/reminders";
import { PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import type { RequestPageView, RequestStep, WindowChoice } from "~/lib/contracts/request-page";
import { hasBegun, offeredWindows, windowById, windowDate, windowLabel } from "~/lib/contracts/visit-windows";
import { firstNameOf, postcodeDistrict } from "../leads/lead";
import { cancelUndoUntil, changeWindowsOf, type FoundRequest, isOpen, proposedOf, type RequestEventRow } from "./store";

function choice(id: string | null, now: Date, dated = false): WindowChoice | null {
  const window = windowById(id);
  if (!window) return null;
  return { id: window.id, label: dated ? windowDate(window) : windowLabel(window, now) };
}

const EVENT_TEXT: Record<RequestEventRow["kind"], (text: string | null) => string> = {
  details: (text) => text ?? "",
  window: (text) => `You asked for ${text ?? "a visit window"}.`,
  accepted: (text) => `You accepted ${text ?? "the proposed window"}.`,
  email: () => "You added an e-mail address for updates.",
  cancelled: () => "You cancelled this request.",
  cancel_undone: () => "You undid the cancellation.",
  change_asked: (text) => `You asked to change the visit to ${text ?? "another time"}.`,
};

export function requestView(found: FoundRequest, now: Date, photoCount = 0): RequestPageView {
  const { lead, request } = found;
  const state = request.visit_state;
  const booked = ["confirmed", "on_way", "done"].includes(state) ? choice(request.visit_window, now, true) : null;
  // Seen: the owner opened it on the desk, answered (a visit action) or moved the lead on; a cancellation is not a sign of it.
  const seen = Boolean(request.seen_at) || !["requested", "cancelled"].includes(state) || lead.sales_status !== "new";
  const done = state === "done" || lead.sales_status === "won";
  const steps: RequestStep[] = [
    { key: "received", label: "Request received", reached: true },
    { key: "seen", label: "Seen by the engineer", reached: seen },
    {
      key: "booked",
      label: booked ? `Visit booked for ${booked.label}` : "Visit booked",
      reached: booked !== null || done,
    },
    { key: "on_way", label: "Engineer on the way", reached: state === "on_way" || state === "done" },
    { key: "done", label: "Done", reached: done },
  ];
  const open = isOpen(found);
  const proposed = state === "proposed" ? openProposals(found, now) : [];
  return {
    firstName: firstNameOf(lead.name),
    district: postcodeDistrict(lead.postcode),
    issue: lead.issue,
    service: lead.service,
    reminderKind: reminderKindOf(lead.service),
    receivedAt: lead.created_at,
    state,
    steps,
    requestedWindow: choice(request.requested_window, now),
    bookedWindow: booked,
    proposedWindows: proposed.map((id) => choice(id, now)).filter((c): c is WindowChoice => c !== null),
    declineReason: state === "declined" ? request.decline_reason : null,
    notes: found.events.map((event) => ({ at: event.at, text: EVENT_TEXT[event.kind](event.text) })),
    hasEmail: request.email !== null,
    photos: { received: photoCount, room: Math.max(0, PHOTO_LIMITS.maxFiles - photoCount) },
    offeredWindows: open && canAskForWindow(found, now) ? offeredWindows(now) : [],
    changeOptions:
      open && state === "confirmed" ? offeredWindows(now).filter((w) => w.id !== request.visit_window) : [],
    changeAsked:
      state === "confirmed"
        ? changeWindowsOf(request)
            .map((id) => choice(id, now))
            .filter((c): c is WindowChoice => c !== null)
        : [],
    open,
    cancelUndoUntil: cancelUndoUntil(found, now),
  };
}

/** The reminder a request's service calls for: a gas safety check or a boiler service, else none. */
export function reminderKindOf(service: string | null): ReminderKind | null {
  if (!service) return null;
  if (/gas safety|landlord/i.test(service)) return "gas-safety";
  if (/servic/i.test(service)) return "service";
  return null;
}

/** The windows the owner proposed that have not begun: a passed one is never offered or accepted. */
export function openProposals(found: Pick<FoundRequest, "request">, now: Date): string[] {
  return proposedOf(found.request).filter((id) => {
    const window = windowById(id);
    return window !== undefined && !hasBegun(window, now);
  });
}

/** The visitor may ask for a time: none asked or declined, or every time the owner proposed has passed. */
export function canAskForWindow(found: Pick<FoundRequest, "request">, now: Date): boolean {
  const state = found.request.visit_state;
  if (state === "requested" || state === "declined") return true;
  return state === "proposed" && openProposals(found, now).length === 0;
}
