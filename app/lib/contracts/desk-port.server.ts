/**
 * What the desk pages need from the Worker: the Worker verifies
 * the Cloudflare Access token, then implements this in workers/desk/ and puts
 * it in the router context for that one request. No desk port, no desk.
 */
import type { ActionOutcome, LeadFilter, NotificationState, SalesStatus } from "./desk";
import type { VisitState, WindowChoice } from "./request-page";

export interface DeskLeadSummary {
  id: string;
  createdAt: string;
  name: string;
  /** E.164, for tel: and sms: links. */
  phone: string;
  /** As the owner dials it, e.g. 07700 900123. */
  phoneDisplay: string;
  postcode: string;
  district: string;
  service: string | null;
  sourcePage: string | null;
  salesStatus: SalesStatus;
  notification: NotificationState;
  /** The optional webhook (chat/push) accepted it. */
  webhookSent: boolean;
  /** Set when the pipeline flagged it as possibly spam (still e-mailed). */
  suspicion: string | null;
  /** The suspicion in words ("sent without the site's form, by an app or a bot"). */
  suspicionText: string | null;
  lastError: string | null;
  /** The problem's first words, for the list. */
  problemStart: string | null;
  /** The window the customer asked for (label), if any. */
  requestedWindow: string | null;
  /** Where the visit stands, when the lead has a request page. */
  visitState: VisitState | null;
  /** Set when this lead is a corrected re-send of an earlier one (its id): the visitor changed their details. */
  correctsLeadId: string | null;
}

/** Another request of the same submission: the one a correction replaces, or a correction of this one. */
export interface RelatedRequest {
  id: string;
  createdAt: string;
  phoneDisplay: string;
  relation: "corrects" | "corrected-by";
}

/** The visit of a lead with a request page, for the desk's lead page. */
export interface DeskVisit {
  state: VisitState;
  requestedWindow: WindowChoice | null;
  bookedWindow: WindowChoice | null;
  proposedWindows: WindowChoice[];
  declineReason: string | null;
  /** A booked visit the customer asked to move: the times they would prefer (confirm one to move it). */
  changeAsked?: WindowChoice[];
  /** The customer gave an e-mail address (visit e-mails go to it). */
  emailGiven: boolean;
  /** Links to the request page that still work. */
  liveLinks: number;
  /** Windows that can be confirmed or proposed now, with how many visits each already has. */
  windows: (WindowChoice & { booked: number; full: boolean })[];
  capacity: number;
  /** "On my way": how many minutes away the owner said. */
  onWayMinutes: number | null;
}

export type DeskVisitAction =
  | { kind: "confirm"; windowId: string }
  | { kind: "propose"; windowIds: string[] }
  | { kind: "decline"; reason: string }
  | { kind: "on_way"; minutes: number }
  | { kind: "done" }
  | { kind: "revoke" };

export interface TimelineEntry {
  at: string;
  /** What happened, in the owner's words. */
  text: string;
  kind: "received" | "delivery" | "failure" | "status" | "note" | "action";
  actor?: string;
}

/** "Ask for a review" on a lead done or won: one link for every customer. */
export interface DeskReview {
  /** The owner's review link; null until confirmed (launchFacts.reviewLink). */
  link: string | null;
  /** The customer gave an e-mail address: the link is e-mailed. */
  emailGiven: boolean;
  /** When the desk last asked (audit), if it did. */
  askedAt: string | null;
  /** Without an address: the link as an SVG QR code to show at the door. */
  qrSvg: string | null;
}

/** A confirmed reminder due soon, for the desk's list. */
export interface DeskReminder {
  dueDate: string;
  kind: string;
  email: string;
  postcode: string;
  /** The property's name the person gave, or "". */
  property: string;
  confirmedAt: string;
}

export interface DeskLeadDetail extends DeskLeadSummary {
  issue: string | null;
  /** The page the request was sent from, in words ("the contact page"). */
  sourcePageName: string;
  /** What the customer added on their request page (loft hatch, side door...), oldest first. */
  customerNotes: { at: string; text: string }[];
  notifiedAt: string | null;
  webhookSentAt: string | null;
  attempts: number;
  /** Statuses the owner can move this lead to now (the status machine). */
  nextStatuses: SalesStatus[];
  canRestore: boolean;
  canSendAgain: boolean;
  /** Requests linked by a correction, oldest first. */
  related: RelatedRequest[];
  timeline: TimelineEntry[];
  visit: DeskVisit | null;
  /** Photos sent with the request, served through the desk only. */
  photos?: { url: string; name: string; size: number; width: number; height: number }[];
  /** Set once the job is done or won: asking for a review. */
  review?: DeskReview | null;
  /** Whether the customer gets texts, and the site's texts in the last 24 hours against its cap. */
  texts?: DeskTexts;
}

export interface DeskTexts {
  /** Why the customer gets no texts; null when they do. */
  off: "no_secrets" | "not_mobile" | "opted_out" | null;
  siteToday: number;
  sitePerDay: number;
}

/** One page of the list, and how many leads match in all. */
export interface DeskLeadPage {
  leads: DeskLeadSummary[];
  total: number;
}

/** Why a lead is in "Needs action"; the page says it in words. */
export type NeedsActionReason =
  | { kind: "today"; window: string; onWay: boolean }
  | { kind: "changed"; what: "details" | "window" | "accepted" | "email" | "cancelled" | "cancel_undone"; at: string }
  | { kind: "new" }
  | { kind: "waiting"; since: string };

export interface NeedsActionCard {
  lead: DeskLeadSummary;
  reasons: NeedsActionReason[];
}

/** What needs the owner now: visits today, customers who changed something, new leads, proposals unanswered. */
export interface NeedsAction {
  cards: NeedsActionCard[];
  /** New leads left out of the cards (they are in the list, filter "New"). */
  moreNew: number;
  /** Other leads that need the owner, left out of the cards to keep the page short (they move up as he works). */
  moreOther: number;
}

export interface CountRow {
  label: string;
  count: number;
}

export interface DeskInsight {
  /** Monday of each of the last 12 weeks (London), oldest first, with the leads received. */
  weeks: CountRow[];
  bySourcePage: CountRow[];
  byService: CountRow[];
  byDistrict: CountRow[];
  won: number;
  all: number;
  /** Per page: call taps, e-mail taps (first-party beacon) and forms sent, last 12 weeks. */
  pages: { page: string; calls: number; emails: number; forms: number }[];
}

/** A phone (or other browser) that gets a push for every new lead. */
export interface DeskDevice {
  id: string;
  label: string;
  /** Who turned it on (the Access identity). */
  userEmail: string;
  createdAt: string;
  lastSuccessAt: string | null;
  lastError: string | null;
}

/** What the browser's PushSubscription.toJSON() gives, as the desk posts it. */
export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
}

export type DeviceOutcome = "added" | "renamed" | "removed" | "tested" | "test_failed" | "refused" | "not_configured";

export interface DeskPort {
  /** Who is signed in (the Access identity). */
  user: string;
  listLeads(filter: LeadFilter): Promise<DeskLeadPage>;
  needsAction(): Promise<NeedsAction>;
  getLead(id: string): Promise<DeskLeadDetail | null>;
  changeStatus(id: string, to: string): Promise<ActionOutcome>;
  addNote(id: string, text: string): Promise<ActionOutcome>;
  /** "Not spam": back to new, and the owner is notified as for a normal lead. */
  restoreSpam(id: string): Promise<ActionOutcome>;
  /** "Send again": a failed notification goes back through the queue. */
  sendAgain(id: string): Promise<ActionOutcome>;
  /** Confirm, propose, decline, on my way, done, revoke the request page's links. */
  visit(id: string, action: DeskVisitAction): Promise<ActionOutcome>;
  /** A fresh link to the lead's request page (only its hash is stored), to copy or text by hand; audited. */
  requestLink(id: string): Promise<string | null>;
  /** Sends the request page link again, by text or by e-mail; audited. */
  resendLink(id: string, by: "text" | "email"): Promise<ActionOutcome>;
  /** CSV (UTF-8 with BOM, CRLF) of the leads received between two London days, inclusive. */
  exportCsv(from: string, to: string): Promise<string>;
  insight(): Promise<DeskInsight>;
  /** The owner's review link (Settings), or null while it is not set. */
  reviewLink(): Promise<string | null>;
  /** Saves the review link: an https address; audited. */
  setReviewLink(link: string): Promise<"saved" | "refused">;
  /** "Ask for a review": e-mailed if the customer gave an address, else shown at the door; audited. */
  askForReview(id: string): Promise<ActionOutcome>;
  /** Confirmed reminders due in the next 60 days, soonest first. */
  reminders(): Promise<DeskReminder[]>;
  /** The same as CSV (UTF-8 with BOM, CRLF); audited as an export. */
  remindersCsv(): Promise<string>;
  /** Web Push: the VAPID public key browsers subscribe with; null when push is not set up. */
  pushPublicKey: string | null;
  listDevices(): Promise<DeskDevice[]>;
  addDevice(subscription: NewPushSubscription): Promise<DeviceOutcome>;
  renameDevice(id: string, label: string): Promise<DeviceOutcome>;
  removeDevice(id: string): Promise<DeviceOutcome>;
  testDevice(id: string): Promise<DeviceOutcome>;
  /** The lead's phone number for the dialler (a notification's "Call" action); null when there is no such lead. */
  phoneOf(id: string): Promise<string | null>;
}
