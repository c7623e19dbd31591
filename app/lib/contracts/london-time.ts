/**
 * Days and clock times on the owner's clock (Europe/London, British Summer Time included): the one
 * place the Worker's desk and digest, the beacon counts and the visit windows read London time from.
 */
import type { DayOfWeek } from "~/content/business";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * 01:00 UTC on the last Sunday of a month (0-based): when the UK's clocks change (the Summer Time
 * Act 1972 as the Summer Time Order 2002 has it, the EU rule since 1996). Computed, not looked up in
 * the time-zone database: a page fills in its live status without the first-use cost of Intl, and
 * the browser does the same sums. london-time.test.ts checks it against Intl's Europe/London.
 */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/** 60 in British Summer Time (from the last Sunday of March to the last Sunday of October), else 0 (GMT). */
export function londonOffsetMinutes(instant: Date): 0 | 60 {
  const year = instant.getUTCFullYear();
  const t = instant.getTime();
  return t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9) ? 60 : 0;
}

/** The date and time London's clocks show at an instant (from 1996; weekday 0 is Sunday). */
export function londonParts(instant: Date) {
  const shown = new Date(instant.getTime() + londonOffsetMinutes(instant) * 60_000);
  return {
    year: shown.getUTCFullYear(),
    month: shown.getUTCMonth() + 1,
    day: shown.getUTCDate(),
    hour: shown.getUTCHours(),
    minute: shown.getUTCMinutes(),
    weekday: shown.getUTCDay(),
  };
}

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

/** "YYYY-MM-DD" of a year (0-9999), month (1-12) and day. */
function dayString(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${twoDigits(month)}-${twoDigits(day)}`;
}

/*
 * UTC days and instants written as `toISOString` writes them, without it: its first use in an isolate
 * sets up the time-zone cache, a cold public page's largest single cost after its file (about 0.2 ms).
 * london-time.test.ts checks both against `toISOString` over years 0-9999.
 */

/** "YYYY-MM-DD" of the UTC day an instant falls on. */
export function utcDay(instant: Date): string {
  return dayString(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
}

/** An instant as "2026-11-27T06:05:00.000Z". */
export function isoInstant(instant: Date): string {
  const clock = [instant.getUTCHours(), instant.getUTCMinutes(), instant.getUTCSeconds()].map(twoDigits).join(":");
  return `${utcDay(instant)}T${clock}.${String(instant.getUTCMilliseconds()).padStart(3, "0")}Z`;
}

/** "YYYY-MM-DD" of the London day an instant falls on. */
export function londonDay(instant: Date): string {
  const { year, month, day } = londonParts(instant);
  return dayString(year, month, day);
}

/**
 * The year on London clocks at an instant (the footer's). Not `getFullYear`: the runtime's local time sets up
 * the time-zone cache on first use, about 0.13 ms of a cold page (as `toISOString` did).
 */
export function londonYear(instant: Date): number {
  return londonParts(instant).year;
}

/** The hour (0-23) on London clocks at an instant. */
export function londonHour(instant: Date): number {
  return londonParts(instant).hour;
}

/** Minutes since midnight on London clocks at an instant. */
export function londonMinutes(instant: Date): number {
  const { hour, minute } = londonParts(instant);
  return hour * 60 + minute;
}

/** The instant a London clock time ("HH:MM") on a London day ("YYYY-MM-DD") happens. */
export function londonInstant(day: string, hhmm: string): Date {
  const wanted = Date.parse(`${day}T${hhmm}:00Z`);
  // London is UTC or UTC+1: try the offset the clocks show at the guess, then correct once.
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const shown = new Date(guess);
    const shownAsUtc = Date.parse(`${londonDay(shown)}T00:00:00Z`) + londonMinutes(shown) * 60_000;
    guess += wanted - shownAsUtc;
  }
  return new Date(guess);
}

/** The instant a London day starts (its midnight), as a Date. */
export function londonDayStart(day: string): Date {
  return londonInstant(day, "00:00");
}

/** The day after (or before, with a negative n) a "YYYY-MM-DD" day. */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return utcDay(new Date(Date.UTC(year, month - 1, date + n)));
}

/** The Monday of the week a "YYYY-MM-DD" day is in. */
export function mondayOf(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The days of the week in the order of Date's getUTCDay (0 is Sunday). */
export const DAYS_FROM_SUNDAY: readonly DayOfWeek[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** Minutes since midnight of a clock time written "HH:MM" (the opening hours, the visit windows). */
export function clockMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** "8:00" from "08:00": a clock time as the site writes it. */
export function shortTime(hhmm: string): string {
  return hhmm.replace(/^0/, "");
}
