/**
 * Gas safety and service reminders: what the /reminders form
 * posts, how it is checked (the Worker checks it again), when the reminders
 * go, and the port the pages call. Shared by the pages and the Worker.
 */
import { z } from "zod";
import { addDays } from "./london-time";
import { EMAIL_MAX_LENGTH } from "./email-address";

export const REMINDER_PATHS = {
  signUp: "/reminders",
  /** A .ics with alarms, for anyone who wants no e-mail: GET ?kind=&dueDate=. */
  calendar: "/reminders/reminder.ics",
  confirm: (token: string) => `/reminders/confirm/${token}`,
  unsubscribe: (token: string) => `/reminders/unsubscribe/${token}`,
  /** Every reminder of one confirmed address: a bearer link, like the request page. */
  manage: (token: string) => `/reminders/manage/${token}`,
} as const;

export const REMINDER_KINDS = {
  "gas-safety": {
    label: "Landlord gas safety record (CP12)",
    short: "gas safety check",
    /** The price card the booking link preselects (app/content/business.ts pricingPackages). */
    book: "gas-safety-check",
  },
  service: { label: "Boiler service", short: "boiler service", book: "annual-service" },
} as const;

export type ReminderKind = keyof typeof REMINDER_KINDS;

/**
 * The reminders' booking link: the prices page's quote form as a booking of
 * the kind's price card, with the postcode district and the property's name
 * filled in when known (app/lib/page/booking.ts reads them back).
 */
export function reminderBookingPath(kind: ReminderKind, property: { district?: string; name?: string | null } = {}) {
  const query = new URLSearchParams({ book: REMINDER_KINDS[kind].book });
  if (property.district) query.set("postcode", property.district);
  if (property.name) query.set("property", property.name);
  return `/prices?${query.toString()}#quote`;
}

/** "Flat 2, 14 Acklam Road (TS5)", or "your property in TS5" without a name. */
export function propertyText(postcode: string, name?: string | null): string {
  return name ? `${name} (${postcode})` : `your property in ${postcode}`;
}

/** The exact wording of the consent box; stored with the time it was ticked. */
export const REMINDER_CONSENT_TEXT =
  "Yes, e-mail me reminders 8 weeks and 3 weeks before this date, every year, until I unsubscribe. I can unsubscribe from any e-mail with one click.";

/** Weeks before the due date each reminder goes, on London days. */
export const REMINDER_STAGES = [
  { id: "8w", weeks: 8 },
  { id: "3w", weeks: 3 },
] as const;

export type ReminderStage = (typeof REMINDER_STAGES)[number]["id"];

/** The London day a stage's reminder is due to go for a due date. */
export function stageDay(dueDate: string, stage: ReminderStage): string {
  const weeks = REMINDER_STAGES.find((s) => s.id === stage)?.weeks ?? 0;
  return addDays(dueDate, -7 * weeks);
}

/**
 * The stage to send on a London day for a due date, if any: the latest stage
 * whose day has come, while the due date is still ahead. A sign-up inside the
 * last 8 weeks gets only the 3-week reminder; a day missed is caught up next day.
 */
export function stageDueOn(dueDate: string, today: string): ReminderStage | undefined {
  if (today >= dueDate) return undefined;
  let due: ReminderStage | undefined;
  for (const stage of REMINDER_STAGES) if (stageDay(dueDate, stage.id) <= today) due = stage.id;
  return due;
}

/** The same day a year on (29 February becomes 28 February). */
export function nextYear(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year + 1, month - 1, date));
  if (shifted.getUTCMonth() !== month - 1) return addDays(`${year + 1}-${String(month).padStart(2, "0")}-01`, 27);
  return shifted.toISOString().slice(0, 10);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;

/** A YYYY-MM-DD that names a day of the calendar: 2027-13-01, 2027-01-32 and 2027-00-10 do not (and never throw). */
export function isRealDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A form's date: a real YYYY-MM-DD day. */
const dateField = () =>
  z
    .string({ error: "Please enter the date." })
    .trim()
    .refine(isRealDay, { error: "Please enter the date as a day, month and year." });

/** The longest property name kept (a flat and a street fit). */
export const PROPERTY_NAME_MAX = 60;

/**
 * The property's name: optional free text, trimmed, inner spaces collapsed;
 * letters (any language), digits, spaces and , . ' ’ - / # & ( ) only, so it
 * reads the same in an e-mail's subject, text and HTML. (A function, as the
 * other schemas, so pages that only read this module's constants carry no zod.)
 */
const propertyName = () =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim().replace(/\s+/g, " "))
    .refine((value) => value.length <= PROPERTY_NAME_MAX, {
      error: `Please keep the property's name to ${PROPERTY_NAME_MAX} characters, for example Flat 2, 14 Acklam Road.`,
    })
    .refine((value) => /^[\p{L}\p{N} ,.'’\-/#&()]*$/u.test(value), {
      error: "Please use only letters, numbers, spaces and , . ' - / # & ( ) in the property's name.",
    })
    .transform((value) => value || null);

/** The due date of the form's date and "the date I know": the next one, or a year after the last one; or the error. */
function dueDateOf(date: string, dateIs: "due" | "last", today: string): { dueDate: string } | { error: string } {
  if (dateIs === "last" && date > today) {
    return { error: "The last check cannot be in the future: choose when the next one is due instead." };
  }
  const dueDate = dateIs === "last" ? nextYear(date) : date;
  if (dueDate <= today || dueDate > addDays(today, 731)) {
    return {
      error:
        dateIs === "last"
          ? "That last check was over a year ago, so the next one is already due: book it now, then sign up with the new date."
          : "Please enter a due date after today and within the next two years.",
    };
  }
  return { dueDate };
}

/** "TS5 6AB", "ts5" or "TS5" -> "TS5"; undefined when it is neither a postcode nor a district. */
export function postcodeDistrictOf(value: string): string | undefined {
  const compact = value.toUpperCase().replace(/\s+/g, "");
  const district = compact.length >= 5 ? compact.slice(0, -3) : compact;
  if (compact.length >= 5 && !/^\d[A-Z]{2}$/.test(compact.slice(-3))) return undefined;
  return DISTRICT.test(district) ? district : undefined;
}

/**
 * The sign-up: `dueDate` is the day the next check is due, or, with
 * `dateIs=last`, the day of the last one (the next is due a year later). The
 * due date must be after today and within two years.
 */
export function reminderSchema(today: string) {
  return z
    .object({
      email: z
        .string({ error: "Please enter your e-mail address." })
        .trim()
        .min(1, { error: "Please enter your e-mail address." })
        .max(EMAIL_MAX_LENGTH, { error: "That e-mail address is too long." })
        .pipe(z.email({ error: "Please enter an e-mail address like name@example.com." })),
      kind: z.enum(["gas-safety", "service"], {
        error: "Please choose a landlord gas safety record or a boiler service.",
      }),
      dateIs: z.enum(["due", "last"]).default("due"),
      dueDate: dateField(),
      postcode: z
        .string({ error: "Please enter the property's postcode district, for example TS5." })
        .transform((value, ctx) => {
          const district = postcodeDistrictOf(value);
          if (!district) {
            ctx.addIssue({
              code: "custom",
              message: "Please enter the property's postcode district, for example TS5.",
            });
            return z.NEVER;
          }
          return district;
        }),
      propertyName: propertyName(),
      consent: z.literal("yes", { error: "Please tick the box to say you want the reminder e-mails." }),
    })
    .transform((fields, ctx) => {
      const due = dueDateOf(fields.dueDate, fields.dateIs, today);
      if ("error" in due) {
        ctx.addIssue({ code: "custom", path: ["dueDate"], message: due.error });
        return z.NEVER;
      }
      return {
        email: fields.email.toLowerCase(),
        kind: fields.kind,
        dueDate: due.dueDate,
        postcode: fields.postcode,
        propertyName: fields.propertyName,
      };
    });
}

/** A reminder added on the manage page: the sign-up's fields less the address and the consent box (its button is the consent). */
export function addReminderSchema(today: string) {
  return reminderSchema(today)
    .in.omit({ email: true, consent: true })
    .transform((fields, ctx) => {
      const due = dueDateOf(fields.dueDate, fields.dateIs, today);
      if ("error" in due) {
        ctx.addIssue({ code: "custom", path: ["dueDate"], message: due.error });
        return z.NEVER;
      }
      return { kind: fields.kind, dueDate: due.dueDate, postcode: fields.postcode, propertyName: fields.propertyName };
    });
}

/** A new due date for a reminder on the manage page. */
export function changeDateSchema(today: string) {
  return z
    .object({
      dueDate: dateField(),
    })
    .transform((fields, ctx) => {
      const due = dueDateOf(fields.dueDate, "due", today);
      if ("error" in due) {
        ctx.addIssue({ code: "custom", path: ["dueDate"], message: due.error });
        return z.NEVER;
      }
      return due;
    });
}

/** What the manage page's button says it asks for; stored as the consent of a reminder added there. */
export const REMINDER_ADD_CONSENT_TEXT =
  "Pressing Add this reminder asks for e-mails 8 weeks and 3 weeks before this date, every year, until you remove it or unsubscribe.";

export type ReminderField = "email" | "kind" | "dueDate" | "postcode" | "propertyName" | "consent";

/** Every field's first error, by field ("dateIs" is shown beside the date). */
export function reminderFieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<ReminderField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as ReminderField | "dateIs" | undefined;
    const key = field === "dateIs" ? "dueDate" : field;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export type ReminderSignUpOutcome =
  | { status: 202; email: string }
  | { status: 422; errors: Partial<Record<ReminderField, string>> }
  | { status: 429 | 503; message: string };

/** One reminder as its pages show it. */
export interface ReminderFacts {
  kind: ReminderKind;
  dueDate: string;
  postcode: string;
  propertyName: string | null;
}

export type ConfirmOutcome =
  ({ state: "confirmed" } & ReminderFacts) | { state: "unsubscribed" } | { state: "unknown" };

/**
 * Where a sign-up stands, for the confirm page (the POST that confirms is the
 * Worker's own). Once confirmed it carries a fresh link to the address's
 * manage page.
 */
export type ConfirmView =
  | ({ state: "confirmed"; manageToken: string } & ReminderFacts)
  | ({ state: "unconfirmed" } & ReminderFacts)
  | { state: "unsubscribed" }
  | { state: "unknown" };

export type UnsubscribeView =
  ({ state: "subscribed" | "unsubscribed" } & ReminderFacts & { manageToken?: string }) | { state: "unknown" };

/** One reminder on the manage page. */
export interface ManagedReminder extends ReminderFacts {
  id: string;
  /** False while a sign-up on the public form waits for its confirm link (or the page's "Start" button). */
  confirmed: boolean;
}

/** The manage page: every live reminder of the address, soonest first; "gone" once none is left. */
export type ManageView = { state: "open"; email: string; reminders: ManagedReminder[] } | { state: "gone" | "unknown" };

export const MANAGE_INTENTS = ["add", "start", "change-date", "remove", "unsubscribe-all"] as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[number];

/** What a manage page's button did, or why not (the errors go beside their fields). */
export type ManageOutcome =
  | { status: 200; intent: ManageIntent; id?: string; message: string }
  | { status: 404 }
  | { status: 422; intent: ManageIntent; id?: string; errors: Partial<Record<ReminderField, string>>; message: string };

/** The fields a reminder form sends and gets back as typed when something is wrong. */
export const REMINDER_FORM_VALUES = ["email", "kind", "dueDate", "dateIs", "postcode", "propertyName"] as const;
export type ReminderFormValues = Partial<Record<(typeof REMINDER_FORM_VALUES)[number], string>>;

/**
 * A reminder form's answer (the sign-up, and each form of the manage page,
 * whose answers carry their intent and reminder): done, with what to say; or
 * what is wrong beside each field, with what was typed.
 */
export type ReminderFormAnswer = { intent?: ManageIntent; id?: string } & (
  | { done: true; message: string }
  | { done: false; values: ReminderFormValues; errors: Partial<Record<ReminderField, string>>; message?: string }
);

/** What the reminder pages ask of the Worker (workers/reminders/port.ts). */
export interface RemindersPort {
  signUp(fields: Record<string, unknown>, ip?: string): Promise<ReminderSignUpOutcome>;
  /** Read only: mail scanners follow every link in an e-mail, so opening the link confirms nothing. */
  confirmView(token: string): Promise<ConfirmView>;
  /** Where the address stands, for the unsubscribe page (the POST is the Worker's own). */
  unsubscribeView(token: string): Promise<UnsubscribeView>;
  /** The manage page: read only. */
  manageView(token: string): Promise<ManageView>;
  /** One of the manage page's buttons (`intent` in the fields). */
  manage(token: string, fields: Record<string, unknown>): Promise<ManageOutcome>;
}
