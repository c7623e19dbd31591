/** Days and hours on the owner's clock (Europe/London, British Summer Time included). */

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function londonParts(instant: Date) {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
  };
}

/** "YYYY-MM-DD" of the London day an instant falls on. */
export function londonDay(instant: Date): string {
  const { year, month, day } = londonParts(instant);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The hour (0-23) on London clocks at an instant. */
export function londonHour(instant: Date): number {
  return londonParts(instant).hour;
}

/** The instant a London day starts (its midnight), as a Date. */
export function londonDayStart(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date);
  const local = londonParts(new Date(guess));
  // London is UTC or UTC+1; at UTC midnight the London clock shows 00:00 or 01:00.
  const offsetMs = (local.hour * 60 + local.minute) * 60_000;
  return new Date(guess - offsetMs);
}

/** The day after (or before, with a negative n) a "YYYY-MM-DD" day. */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/** The Monday of the week a "YYYY-MM-DD" day is in. */
export function mondayOf(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
