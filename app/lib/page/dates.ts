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

const londonOffset = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "longOffset" });

/**
 * "2026-06-23" -> "2026-06-23T09:00:00+01:00": a date with a time and the UK's offset on that day (GMT or
 * BST), as structured data expects for publication dates.
 */
export function londonDateTime(isoDate: string, time = "09:00"): string {
  const zone = londonOffset.formatToParts(new Date(`${isoDate}T12:00:00Z`)).find((p) => p.type === "timeZoneName");
  const offset = zone?.value.replace("GMT", "") || "+00:00";
  return `${isoDate}T${time}:00${offset}`;
}
