/**
 * The booked visit as an iCalendar file (the `ics` library): the window's
 * start and end are London clock times turned into instants, so a calendar
 * anywhere shows the visit at the right moment, British Summer Time included.
 */
import { createEvent } from "ics";
import { absoluteUrl, business } from "~/content/business";
import { requestPagePath } from "~/lib/contracts/request-page";
import { windowById, windowDate, windowInstants } from "~/lib/contracts/visit-windows";
import { postcodeDistrict } from "../leads/lead";
import type { FoundRequest } from "./store";

/** The .ics text of a booked visit, or null when nothing is booked. */
export function calendarFile(found: Pick<FoundRequest, "lead" | "request">, token: string): string | null {
  const { request, lead } = found;
  if (!["confirmed", "on_way"].includes(request.visit_state)) return null;
  const window = windowById(request.visit_window);
  if (!window) return null;
  const { start, end } = windowInstants(window);
  const { error, value } = createEvent({
    productId: "boilerrepairmiddlesbrough/visit",
    uid: `visit-${lead.id}@${new URL(business.siteUrl).hostname}`,
    title: `${business.name}: engineer's visit`,
    description: [
      `The engineer arrives between ${window.start} and ${window.end} (UK time), ${windowDate(window)}.`,
      `Your request: ${absoluteUrl(requestPagePath(token))}`,
      `To change or cancel, call ${business.phone.display}. Smell gas? Call the National Gas Emergency Service free on ${business.gasEmergencyLine.display}.`,
    ].join("\n"),
    location: `Your home (${postcodeDistrict(lead.postcode)})`,
    url: absoluteUrl(requestPagePath(token)),
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    status: "CONFIRMED",
    busyStatus: "BUSY",
  });
  if (error || !value) throw error ?? new Error("calendar file not made");
  return value;
}
