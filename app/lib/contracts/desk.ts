/**
 * The lead desk's vocabulary, shared by its pages (app/routes/desk*.tsx) and
 * its implementation (workers/desk/): sales statuses, their labels and the
 * filters the list understands.
 */

/** Where the owner is with a customer (not whether he was told: that is the notification state). */
export const SALES_STATUSES = ["new", "contacted", "booked", "won", "lost", "spam"] as const;
export type SalesStatus = (typeof SALES_STATUSES)[number];

export const SALES_STATUS_LABELS: Record<SalesStatus, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Booked",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export function isSalesStatus(value: unknown): value is SalesStatus {
  return typeof value === "string" && (SALES_STATUSES as readonly string[]).includes(value);
}

/** The notification state as the owner reads it. */
export type NotificationState = "emailed" | "sending" | "failed" | "held";

/** The list's filters, as plain GET parameters (the page works without JavaScript). */
export interface LeadFilter {
  /** Name, phone (any spacing, 07... or +44...) or postcode. */
  q?: string;
  status?: SalesStatus;
  /** YYYY-MM-DD, inclusive, Europe/London days. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the list's filters from a URL's query; anything malformed is ignored. */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const q = params.get("q")?.trim().slice(0, 100);
  const status = params.get("status");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return {
    ...(q ? { q } : {}),
    ...(isSalesStatus(status) ? { status } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
}

/** The desk's paths, written once. */
export const DESK_PATHS = {
  list: "/desk",
  insight: "/desk/insight",
  devices: "/desk/devices",
  exportCsv: "/desk/export.csv",
  reminders: "/desk/reminders",
  remindersCsv: "/desk/reminders.csv",
  lead: (id: string) => `/desk/leads/${encodeURIComponent(id)}`,
  /** Redirects to the lead's tel: link (workers/desk/call.ts): a notification's "Call" action. */
  call: (id: string) => `/desk/leads/${encodeURIComponent(id)}/call`,
  /** The desk's web app manifest and service worker, static files under public/desk/. */
  manifest: "/desk/manifest.webmanifest",
  serviceWorker: "/desk/sw.js",
} as const;

/** The outcome codes an action redirects with (`?done=`), and what the page says for each. */
export const ACTION_MESSAGES = {
  status: "Status changed.",
  note: "Note added.",
  restored: "Restored: the lead is back in the list and its e-mail is on its way to you.",
  resent: "Sending again: the notification is back in the queue.",
  refused: "That change is not possible for this lead (it may have changed meanwhile).",
  empty: "The note was empty: nothing was added.",
  visit_confirmed:
    "Visit confirmed: it shows on the customer's request page (and is e-mailed if they gave an address).",
  visit_proposed: "Times proposed: the customer can accept one on their request page.",
  visit_declined: "Declined: the customer sees your reason and can choose another time.",
  visit_on_way: "The customer sees that you are on the way.",
  visit_done: "Visit done: marked won.",
  full: "That window is full: choose or propose another.",
  revoked: "The request page's links no longer work.",
  review_emailed: "Review asked for: the e-mail with the review link is on its way.",
  review_shown: "Review asked for: show the customer the link or the QR code below.",
  review_no_link: "The review link is not set yet: confirm it in launchFacts.reviewLink (app/content/business.ts).",
} as const;

/** Why a lead may be spam (leads.suspicion), in the owner's words. */
export const SUSPICION_WORDS: Record<string, string> = {
  too_fast: "sent faster than a person can type",
  no_form_token: "sent without the site's form, by an app or a bot",
  invalid_form_token: "sent with a form code the site never issued",
  stale_form_token: "sent from a form shown more than a week earlier",
  reused_form_token: "sent from a form that had already sent two requests, as a bot reusing one page would",
};

export const suspicionWords = (code: string) => SUSPICION_WORDS[code] ?? "looked automated";

/** Where a visit stands, as the owner reads it. */
export const VISIT_STATE_LABELS: Record<string, string> = {
  requested: "Time requested",
  proposed: "Times proposed",
  confirmed: "Visit booked",
  declined: "Declined",
  on_way: "On the way",
  done: "Visit done",
  cancelled: "Cancelled by the customer",
};
export type ActionOutcome = keyof typeof ACTION_MESSAGES;
