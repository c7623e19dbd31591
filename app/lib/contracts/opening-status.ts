/**
 * The same-day rule (book before 12pm) and the opening hours, computed in
 * Europe/London time, British Summer Time included. Pure functions of a
 * moment, so the server and the browser agree and tests can pin the clock.
 */
import { type DayOfWeek, openingHours } from "~/content/business";
import { clockMinutes, DAYS_FROM_SUNDAY, londonParts, shortTime } from "./london-time";

/** Day of the week and minutes since midnight on the clocks in Middlesbrough. */
export function londonClock(now: Date): { day: DayOfWeek; minutes: number } {
  const { weekday, hour, minute } = londonParts(now);
  return { day: DAYS_FROM_SUNDAY[weekday] ?? "Monday", minutes: hour * 60 + minute };
}

/** "2h 13m", "45m". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

export const SAME_DAY_CUTOFF_MINUTES = 12 * 60;

export interface SameDayStatus {
  beforeCutoff: boolean;
  message: string;
}

/** Book before 12pm for a same-day repair (every day of the week). */
export function sameDayStatus(now: Date): SameDayStatus {
  const { minutes } = londonClock(now);
  if (minutes < SAME_DAY_CUTOFF_MINUTES) {
    return {
      beforeCutoff: true,
      message: `Book in the next ${formatDuration(SAME_DAY_CUTOFF_MINUTES - minutes)} for a same-day repair`,
    };
  }
  return {
    beforeCutoff: false,
    message: "Book now for a visit tomorrow. No heat or hot water? Our 24/7 emergency line is open now",
  };
}

export interface OpenStatus {
  open: boolean;
  message: string;
}

/** The footer hours' line a day of the week falls in; undefined when closed that day. */
export function hoursOn(day: DayOfWeek) {
  return openingHours.lines.find((line) => line.days.includes(day));
}

/** A day's footer hours in minutes since midnight, and as the status says them ("8:00"). */
interface DayHours {
  opens: number;
  closes: number;
  opensAt: string;
  closesAt: string;
}

/** Each day's hours by weekday (0 is Sunday), read once from business.ts: a status is two look-ups. */
const HOURS_BY_WEEKDAY: readonly (DayHours | undefined)[] = DAYS_FROM_SUNDAY.map((day) => {
  const line = hoursOn(day);
  return (
    line && {
      opens: clockMinutes(line.opens),
      closes: clockMinutes(line.closes),
      opensAt: shortTime(line.opens),
      closesAt: shortTime(line.closes),
    }
  );
});

/** 'Open now' / 'Opens at 8:00' from the footer hours (Mon-Fri 7:00-19:00, Sat-Sun 8:00-16:00). */
export function openStatus(now: Date): OpenStatus {
  const { weekday, hour, minute } = londonParts(now);
  const minutes = hour * 60 + minute;
  const today = HOURS_BY_WEEKDAY[weekday];
  if (today && minutes >= today.opens && minutes < today.closes) {
    return { open: true, message: `Open now until ${today.closesAt}` };
  }
  if (today && minutes < today.opens) return { open: false, message: `Opens at ${today.opensAt}` };
  const tomorrow = HOURS_BY_WEEKDAY[(weekday + 1) % 7];
  return { open: false, message: tomorrow ? `Opens tomorrow at ${tomorrow.opensAt}` : "Closed" };
}
