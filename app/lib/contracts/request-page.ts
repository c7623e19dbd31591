/**
 * The visitor's request page (/requests/{token}) as the route sees it: what
 * it shows, what the visitor can do there, and the port the Worker
 * implements (workers/requests/port.ts) and puts in the router context.
 * Nothing here holds the visitor's phone number, full postcode or surname.
 */
import type { ReminderKind } from "./reminders";
import { EMAIL_MAX_LENGTH } from "./email-address";
import { PHOTO_LIMIT_TEXT, PHOTO_LIMITS } from "./photo-limits";
import type { VisitWindowOption } from "./visit-windows";

export const REQUEST_PAGE_PREFIX = "/requests/";

/** The request page's path for a token. */
export const requestPagePath = (token: string) => `${REQUEST_PAGE_PREFIX}${token}`;

/** Where the visit stands (lead_requests.visit_state). */
export const VISIT_STATES = ["requested", "proposed", "confirmed", "declined", "on_way", "done", "cancelled"] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export interface WindowChoice {
  id: string;
  /** e.g. "Tomorrow morning (7:00-12:00)". */
  label: string;
}

export interface RequestStep {
  key: "received" | "seen" | "booked" | "on_way" | "done";
  /** e.g. "Visit booked for Wednesday 25 November, morning (7:00-12:00)". */
  label: string;
  reached: boolean;
}

export interface RequestNote {
  at: string;
  /** What the visitor added or did, as the page shows it. */
  text: string;
}

export interface RequestPageView {
  firstName: string;
  /** The outward code only, e.g. "TS5". */
  district: string;
  issue: string | null;
  service: string | null;
  /** A gas safety or service request: the page offers the reminder sign-up. */
  reminderKind?: ReminderKind | null;
  receivedAt: string;
  state: VisitState;
  steps: RequestStep[];
  requestedWindow: WindowChoice | null;
  bookedWindow: WindowChoice | null;
  /** Windows the owner proposed instead (while `state` is "proposed"). */
  proposedWindows: WindowChoice[];
  declineReason: string | null;
  /** What the visitor added on this page, oldest first. */
  notes: RequestNote[];
  /** Whether an e-mail address is on file (never the address itself). */
  hasEmail: boolean;
  /** Photos stored with the request, and how many more it can take. */
  photos: { received: number; room: number };
  /** Windows the visitor may ask for now (when none is booked or proposed). */
  offeredWindows: VisitWindowOption[];
  /** A booked visit: windows the visitor may ask to move it to (the owner confirms one). */
  changeOptions?: VisitWindowOption[];
  /** The times the visitor asked to move the booked visit to, until the owner answers. */
  changeAsked?: WindowChoice[];
  /** False once cancelled, done, won or lost: nothing more can be changed. */
  open: boolean;
  /** Cancelled by the visitor: until when they can undo it (24 hours, unless the owner acts first); else null. */
  cancelUndoUntil?: string | null;
}

export type RequestAction =
  | { kind: "details"; text: string }
  | { kind: "cancel" }
  | { kind: "undo_cancel" }
  | { kind: "accept"; windowId: string }
  | { kind: "window"; windowId: string }
  | { kind: "email"; email: string }
  /** Ask to move a booked visit to one or two other windows; the owner confirms one on the desk. */
  | { kind: "change"; windowIds: string[] };

/** What the page says after each action (`?done=`). */
export const REQUEST_ACTION_MESSAGES = {
  details: "Added to your request. The engineer will see it.",
  cancelled:
    "Your request is cancelled, and we have told the engineer. Changed your mind? You can undo it below for 24 hours, or until the engineer acts on it.",
  cancel_undone: "Your request is back as it was, and we have told the engineer.",
  accepted: "Thank you: your visit is booked for the window you accepted.",
  window: "Thank you: we have your preferred time. The engineer will confirm it.",
  moved: "That time has just passed, so we have asked for the next window instead. The engineer will confirm it.",
  email: "Thank you: we will e-mail you the link to this page and any change to your visit.",
  passed: "Sorry, that time has passed, so it can no longer be booked. Please choose another time below, or call us.",
  change_asked:
    "Thank you: we have told the engineer the times you would prefer. Your visit stays as booked until they confirm a new one.",
  full: "Sorry, that window has just been filled. Please choose another, or call us.",
  invalid_email: "That does not look like an e-mail address. Please check it.",
  empty: "Nothing was added: the box was empty.",
  photos: "Thank you: your photos are with the engineer.",
  photos_some: `Some of those photos could not be added: we take ${PHOTO_LIMITS.maxFiles} photos at most, ${PHOTO_LIMIT_TEXT.types}, up to ${PHOTO_LIMIT_TEXT.perPhoto} each. The others are with the engineer.`,
  photos_full: `This request already has ${PHOTO_LIMITS.maxFiles} photos, the most we take. If there is more to show, please call us.`,
  photos_none: `None of those photos could be added. Please choose ${PHOTO_LIMIT_TEXT.types} photos of up to ${PHOTO_LIMIT_TEXT.perPhoto} each, or call us.`,
  photos_too_large: `Those photos add up to more than ${PHOTO_LIMIT_TEXT.perRequest}. Please send fewer at a time, or call us.`,
  refused: "That is not possible any more: the request may have changed meanwhile. Please call us if you need to.",
} as const;
export type RequestActionOutcome = keyof typeof REQUEST_ACTION_MESSAGES;

/** The request page as the route sees it; the Worker implements it in workers/requests/. */
export interface RequestPagePort {
  /** The page's view; null when the token is unknown, expired or revoked (the route answers 404). */
  view(token: string): Promise<RequestPageView | null>;
  act(token: string, action: RequestAction): Promise<RequestActionOutcome>;
  /**
   * Photos added on the page (a multipart post of `photos` files), checked and
   * stored like those sent with the request, up to its limit. The outcome says
   * whether all, some or none were added; the page never echoes a file name
   * from its address.
   */
  addPhotos(token: string, request: Request): Promise<RequestActionOutcome>;
  /** The booked visit as an iCalendar file; null when nothing is booked (or the token is not valid). */
  calendar(token: string): Promise<string | null>;
}

/** Limits of what the visitor can type on the page. */
export const REQUEST_LIMITS = { detailsMax: 2000, emailMax: EMAIL_MAX_LENGTH } as const;
