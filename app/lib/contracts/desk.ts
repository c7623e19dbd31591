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
  /** 1-based page of the list (DESK_PAGE_SIZE leads each). */
  page?: number;
}

/** Leads on one page of the desk's list. */
export const DESK_PAGE_SIZE = 25;

/** A real calendar day written YYYY-MM-DD (no 13th month, no 30 February). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What is wrong with a date the owner gave, in words; null when it is a real day (or none was given). */
export function dayProblem(label: string, text: string | null): string | null {
  if (!text || isCalendarDay(text)) return null;
  return `The ${label} date “${text.slice(0, 20)}” is not a date: choose a day from the calendar.`;
}

/** Reads the list's filters from a URL's query; an impossible date is an error to show (400), never a crash. */
export function parseLeadFilter(params: URLSearchParams): { filter: LeadFilter; error: string | null } {
  const q = params.get("q")?.trim().slice(0, 100);
  const status = params.get("status");
  const from = params.get("from") || null;
  const to = params.get("to") || null;
  const page = Number(params.get("page") ?? "1");
  const error = dayProblem("From", from) ?? dayProblem("To", to);
  return {
    filter: {
      ...(q ? { q } : {}),
      ...(isSalesStatus(status) ? { status } : {}),
      ...(from && !error ? { from } : {}),
      ...(to && !error ? { to } : {}),
      ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
    },
    error,
  };
}

/** The desk's paths, written once. */
export const DESK_PATHS = {
  list: "/desk",
  insight: "/desk/insight",
  devices: "/desk/devices",
  exportCsv: "/desk/export.csv",
  reminders: "/desk/reminders",
  settings: "/desk/settings",
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
  visit_on_way: "The customer's page says you are on the way (and they are e-mailed if they gave an address).",
  visit_done: "Visit done: marked won. Ask for a review below.",
  full: "That window is full: choose or propose another.",
  revoked: "The links to the customer's page no longer work.",
  review_emailed: "Review asked for: the e-mail with the review link is on its way.",
  review_shown: "Review asked for: show the customer the link or the QR code below.",
  review_no_link: "The review link is not set yet: paste it on the Settings page first.",
  minutes: "Choose how many minutes away you are.",
  link_shown: "A fresh link to the customer's request page is below: copy it or text it.",
  link_texted: "The request page link is being texted to the customer.",
  link_emailed: "The request page link is being e-mailed to the customer.",
  text_capped: "No text sent: this number (or the whole site) has had the most texts we send in 24 hours.",
  text_opted_out: "No text sent: the customer replied STOP to our texts.",
  text_not_mobile: "No text sent: the number is not a UK mobile. Call them instead.",
  texts_off: "No text sent: texts are off (Twilio is not set up).",
  no_email: "No e-mail sent: the customer gave no e-mail address.",
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

/** How far away "On my way" can say, in minutes: one tap each. */
export const ON_WAY_MINUTES = [15, 30, 45, 60] as const;
export type ActionOutcome = keyof typeof ACTION_MESSAGES;
