/**
 * Visit windows: the mornings and afternoons a visitor can ask for, computed
 * in Europe/London time from the opening hours in business.ts. Pure functions
 * of a moment, used by the forms' loaders, the intake (re-checked when a form
 * is posted), the request page, the desk and the calendar file.
 *
 * Rules: a window lies inside its day's opening hours; today's windows are
 * offered only before the same-day cut-off (12pm) and only if they have not
 * started; up to `visitWindows.daysAhead` days ahead. A window's id is its
 * London day and part, e.g. "2026-11-24:pm".
 */
import { type DayOfWeek, visitWindows } from "~/content/business";
import {
  addDays,
  clockMinutes,
  DAYS_FROM_SUNDAY,
  londonDay,
  londonInstant,
  londonMinutes,
  shortTime,
  utcDay,
} from "~/lib/contracts/london-time";
import { hoursOn, SAME_DAY_CUTOFF_MINUTES } from "~/lib/contracts/opening-status";

export type WindowPart = "am" | "pm";

export interface VisitWindow {
  id: string;
  /** YYYY-MM-DD, Europe/London. */
  day: string;
  part: WindowPart;
  /** "07:00", London clock time. */
  start: string;
  end: string;
}

export interface VisitWindowOption extends VisitWindow {
  /** e.g. "Today afternoon (12:00-16:00)", "Wednesday 25 November, morning (7:00-12:00)". */
  label: string;
}

const PART_NAMES: Record<WindowPart, string> = { am: "morning", pm: "afternoon" };
const WINDOW_ID = /^(\d{4})-(\d{2})-(\d{2}):(am|pm)$/;

export function weekdayOf(day: string): DayOfWeek {
  return DAYS_FROM_SUNDAY[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? "Monday";
}

/** The window with this id, with its clock times; undefined when malformed or the business is closed then. */
export function windowById(id: unknown): VisitWindow | undefined {
  if (typeof id !== "string") return undefined;
  const match = WINDOW_ID.exec(id);
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (Number.isNaN(Date.parse(`${day}T12:00:00Z`)) || utcDay(new Date(`${day}T12:00:00Z`)) !== day) return undefined;
  return windowOn(day, match[4] as WindowPart);
}

/** A weekday's morning or afternoon on the clock. */
interface WindowTimes {
  start: string;
  end: string;
}

/** Each weekday's windows, from the opening hours (made once: the same every week). */
const TIMES: Record<DayOfWeek, Partial<Record<WindowPart, WindowTimes>>> = Object.fromEntries(
  DAYS_FROM_SUNDAY.map((weekday) => {
    const hours = hoursOn(weekday);
    const midday = visitWindows.middayAt;
    const parts: Partial<Record<WindowPart, WindowTimes>> = {};
    if (hours)
      for (const [part, start, end] of [
        ["am", hours.opens, midday],
        ["pm", midday, hours.closes],
      ] as const)
        if (clockMinutes(start) < clockMinutes(end)) parts[part] = { start, end };
    return [weekday, parts];
  }),
) as Record<DayOfWeek, Partial<Record<WindowPart, WindowTimes>>>;

/**
 * The morning or afternoon window of a real "YYYY-MM-DD" day (its weekday when known); undefined when
 * the business is closed then.
 */
function windowOn(day: string, part: WindowPart, weekday = weekdayOf(day)): VisitWindow | undefined {
  const times = TIMES[weekday][part];
  return times && { id: `${day}:${part}`, day, part, start: times.start, end: times.end };
}

/** The London day and minutes since its midnight at an instant. */
function londonClockOf(instant: Date) {
  return { day: londonDay(instant), minutes: londonMinutes(instant) };
}

/** When the window begins and ends, as instants. */
export function windowInstants(window: VisitWindow): { start: Date; end: Date } {
  return { start: londonInstant(window.day, window.start), end: londonInstant(window.day, window.end) };
}

/**
 * Whether the window has begun at this instant (London clocks): a window that
 * has begun is passed for a visitor, never offered or accepted again (an
 * e-mail opened two days late still shows the times it proposed).
 */
export function hasBegun(window: VisitWindow, now: Date): boolean {
  return windowInstants(window).start.getTime() <= now.getTime();
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Wednesday 25 November" of a "YYYY-MM-DD" day (as Intl's en-GB long weekday, day and month write it). */
export function dayName(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return `${DAYS_FROM_SUNDAY[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Today afternoon (12:00-16:00)", "Tomorrow morning (7:00-12:00)", "Wednesday 25 November, morning (7:00-12:00)". */
export function windowLabel(window: VisitWindow, now: Date | string): string {
  const today = typeof now === "string" ? now : londonDay(now);
  return labelAfter(window, window.day === today ? 0 : window.day === addDays(today, 1) ? 1 : 2);
}

/** A window's label, `daysAway` days after today's (2 for any later day). */
function labelAfter(window: VisitWindow, daysAway: number): string {
  const times = `(${shortTime(window.start)}-${shortTime(window.end)})`;
  const part = PART_NAMES[window.part];
  if (daysAway === 0) return `Today ${part} ${times}`;
  if (daysAway === 1) return `Tomorrow ${part} ${times}`;
  return `${dayName(window.day)}, ${part} ${times}`;
}

/** The window named without "today"/"tomorrow", for e-mails and calendars read later. */
export function windowDate(window: VisitWindow): string {
  return `${dayName(window.day)}, ${PART_NAMES[window.part]} (${shortTime(window.start)}-${shortTime(window.end)})`;
}

function offeredAt(window: VisitWindow, clock: { day: string; minutes: number }): boolean {
  const last = addDays(clock.day, visitWindows.daysAhead);
  if (window.day < clock.day || window.day > last) return false;
  return window.day !== clock.day || offeredToday(window, clock.minutes);
}

/** Whether a window of today may still be asked for at `minutes` past midnight: before the same-day cut-off and its start. */
function offeredToday(window: VisitWindow, minutes: number): boolean {
  return minutes < SAME_DAY_CUTOFF_MINUTES && clockMinutes(window.start) > minutes;
}

/** Whether a visitor may ask for this window at this moment. */
export function isOffered(window: VisitWindow, now: Date): boolean {
  return offeredAt(window, londonClockOf(now));
}

/** Every window offered now, soonest first: today's still to come, then every window of the days ahead. */
export function offeredWindows(now: Date): VisitWindowOption[] {
  const clock = londonClockOf(now);
  const options: VisitWindowOption[] = [];
  const today = Date.parse(`${clock.day}T12:00:00Z`);
  for (let offset = 0; offset <= visitWindows.daysAhead; offset++) {
    const date = new Date(today + offset * 86_400_000);
    const day = utcDay(date);
    for (const part of ["am", "pm"] as const) {
      const window = windowOn(day, part, DAYS_FROM_SUNDAY[date.getUTCDay()]);
      if (window && (offset > 0 || offeredToday(window, clock.minutes)))
        options.push({ ...window, label: labelAfter(window, offset) });
    }
  }
  return options;
}

export type WindowCheck =
  | { kind: "none" }
  | { kind: "ok"; window: VisitWindowOption }
  /** The window asked for has passed (e.g. the page was served at 11:58 and sent at 12:03): the next one instead. */
  | { kind: "moved"; from: string; window: VisitWindowOption };

/**
 * Re-checks a posted window at the moment it arrives. Empty: none. Offered:
 * kept. Passed or no longer offered: the next offered window, and the visitor
 * is told. Malformed: undefined (the field is refused).
 */
export function recheckWindow(value: unknown, now: Date): WindowCheck | undefined {
  if (value === undefined || value === null || value === "") return { kind: "none" };
  const window = windowById(value);
  if (!window) return undefined;
  if (isOffered(window, now)) return { kind: "ok", window: { ...window, label: windowLabel(window, now) } };
  const next = offeredWindows(now).find((option) => option.id > window.id) ?? offeredWindows(now)[0];
  if (!next) return { kind: "none" };
  return { kind: "moved", from: windowLabel(window, now), window: next };
}
