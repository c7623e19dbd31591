/**
 * Gas safety and service reminders: what the /reminders form
 * posts, how it is checked (the Worker checks it again), when the reminders
 * go, and the port the pages call. Shared by the pages and the Worker.
 */
import { z } from "zod";
import { addDays } from "./london-time";

export const REMINDER_PATHS = {
  signUp: "/reminders",
  /** A .ics with alarms, for anyone who wants no e-mail: GET ?kind=&dueDate=. */
  calendar: "/reminders/reminder.ics",
  confirm: (token: string) => `/reminders/confirm/${token}`,
  unsubscribe: (token: string) => `/reminders/unsubscribe/${token}`,
} as const;

/** /reminders/confirm/{token} and /reminders/unsubscribe/{token}: private pages (noindex, no-store). */
export const REMINDER_TOKEN_PATH = /^\/reminders\/(confirm|unsubscribe)\/([A-Za-z0-9_-]{43})(?:\.data)?$/;

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

/** The reminders' booking link: the prices page's quote form, filled in as a booking of the kind's price card. */
export function reminderBookingPath(kind: ReminderKind): string {
  return `/prices?book=${REMINDER_KINDS[kind].book}#quote`;
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

function isRealDay(day: string): boolean {
  return DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
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
        .max(254, { error: "That e-mail address is too long." })
        .pipe(z.email({ error: "Please enter an e-mail address like name@example.com." })),
      kind: z.enum(["gas-safety", "service"], {
        error: "Please choose a landlord gas safety record or a boiler service.",
      }),
      dateIs: z.enum(["due", "last"]).default("due"),
      dueDate: z
        .string({ error: "Please enter the date." })
        .trim()
        .refine(isRealDay, { error: "Please enter the date as a day, month and year." }),
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
      consent: z.literal("yes", { error: "Please tick the box to say you want the reminder e-mails." }),
    })
    .transform((fields, ctx) => {
      if (fields.dateIs === "last" && fields.dueDate > today) {
        ctx.addIssue({
          code: "custom",
          path: ["dueDate"],
          message: "The last check cannot be in the future: choose when the next one is due instead.",
        });
        return z.NEVER;
      }
      const dueDate = fields.dateIs === "last" ? nextYear(fields.dueDate) : fields.dueDate;
      if (dueDate <= today || dueDate > addDays(today, 731)) {
        ctx.addIssue({
          code: "custom",
          path: ["dueDate"],
          message:
            fields.dateIs === "last"
              ? "That last check was over a year ago, so the next one is already due: book it now, then sign up with the new date."
              : "Please enter a due date after today and within the next two years.",
        });
        return z.NEVER;
      }
      return { email: fields.email.toLowerCase(), kind: fields.kind, dueDate, postcode: fields.postcode };
    });
}

export type ReminderField = "email" | "kind" | "dueDate" | "postcode" | "consent";

export type ReminderSignUpOutcome =
  | { status: 202; email: string }
  | { status: 422; errors: Partial<Record<ReminderField, string>> }
  | { status: 429 | 503; message: string };

export type ConfirmOutcome =
  { state: "confirmed"; kind: ReminderKind; dueDate: string } | { state: "unsubscribed" } | { state: "unknown" };

/** Where a sign-up stands, for the confirm page (the POST that confirms is the Worker's own). */
export type ConfirmView = ConfirmOutcome | { state: "unconfirmed"; kind: ReminderKind; dueDate: string };

export type UnsubscribeView = { state: "subscribed" | "unsubscribed"; kind: ReminderKind } | { state: "unknown" };

/** What the reminder pages ask of the Worker (workers/reminders/port.ts). */
export interface RemindersPort {
  signUp(fields: Record<string, unknown>, ip?: string): Promise<ReminderSignUpOutcome>;
  /** Read only: mail scanners follow every link in an e-mail, so opening the link confirms nothing. */
  confirmView(token: string): Promise<ConfirmView>;
  /** Where the address stands, for the unsubscribe page (the POST is the Worker's own). */
  unsubscribeView(token: string): Promise<UnsubscribeView>;
}
