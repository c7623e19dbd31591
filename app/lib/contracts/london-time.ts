/**
 * Days and clock times on the owner's clock (Europe/London, British Summer Time included): the one
 * place the Worker's desk and digest, the beacon counts and the visit windows read London time from.
 */

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function londonParts(instant: Date) {
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
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}

/** The Monday of the week a "YYYY-MM-DD" day is in. */
export function mondayOf(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
