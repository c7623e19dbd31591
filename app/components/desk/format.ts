/** Times on the desk, on the owner's clock. */
const short = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** e.g. "Mon 23 Nov, 11:40" */
export function formatDeskTime(iso: string): string {
  return short.format(new Date(iso));
}

const weekLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "2026-11-16" -> "16 Nov" */
export function formatWeek(day: string): string {
  return weekLabel.format(new Date(`${day}T00:00:00Z`));
}

const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The London day of an instant as YYYY-MM-DD (for date inputs). */
export function londonIsoDay(instant: Date): string {
  return isoDay.format(instant);
}
