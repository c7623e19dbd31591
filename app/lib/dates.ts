const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-11-21" -> "21 November 2026", for publication and "last updated" dates. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(isoDate));
}
