/**
 * The no-e-mail alternative: a calendar file for the due date with alarms 8
 * and 3 weeks before it (the `ics` library, as the request page's visit.ics).
 * Nothing is stored: the file is made from the two query parameters.
 */
import { createEvent } from "ics";
import { absoluteUrl, business } from "~/content/business";
import { addDays } from "~/lib/contracts/london-time";
import { REMINDER_KINDS, REMINDER_STAGES, reminderBookingPath, type ReminderKind } from "~/lib/contracts/reminders";
import { EARLY_CHECK_TEXT } from "./emails";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The .ics text for a kind and due date, or null when either is not one. */
export function reminderCalendar(kind: string | null, dueDate: string | null): string | null {
  if (kind !== "gas-safety" && kind !== "service") return null;
  const match = DAY.exec(dueDate ?? "");
  if (!match || addDays(dueDate ?? "", 0) !== dueDate) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const what = REMINDER_KINDS[kind as ReminderKind];
  const { error, value } = createEvent({
    productId: "boilerrepairmiddlesbrough/reminder",
    uid: `${kind}-${dueDate}@${new URL(business.siteUrl).hostname}`,
    title: `${what.label} due`,
    description: [
      `Your ${what.short} is due on this day.`,
      ...(kind === "gas-safety" ? [EARLY_CHECK_TEXT] : []),
      `Book: ${absoluteUrl(reminderBookingPath(kind))} or call ${business.phone.display}.`,
    ].join("\n"),
    start: [year, month, day],
    duration: { days: 1 },
    transp: "TRANSPARENT",
    busyStatus: "FREE",
    alarms: REMINDER_STAGES.map((stage) => ({
      action: "display" as const,
      description: `${what.label} due in ${stage.weeks} weeks: book it now`,
      trigger: { weeks: stage.weeks, before: true },
    })),
  });
  if (error || !value) throw error ?? new Error("calendar file not made");
  return value;
}
