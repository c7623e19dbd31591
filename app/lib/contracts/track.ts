/**
 * First-party, cookie-free analytics: counts of a few events per page and
 * day (page_events_daily), sent as a beacon to our own Worker. Event names
 * come from this list only; nothing personal is sent.
 */
import { API_PATHS } from "./api-paths";

export const TRACKED_EVENTS = ["area_tap", "call_tap", "email_tap"] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

export function track(event: TrackedEvent) {
  const body = JSON.stringify({ event, page: location.pathname });
  try {
    if (!navigator.sendBeacon?.(API_PATHS.track, new Blob([body], { type: "application/json" }))) {
      void fetch(API_PATHS.track, {
        method: "POST",
        body,
        keepalive: true,
        headers: { "Content-Type": "application/json" },
      });
    }
  } catch {
    // Analytics must never get in a visitor's way.
  }
}

/**
 * One listener for the whole document: every tap on a phone (tel:) or e-mail
 * (mailto:) link counts as call_tap / email_tap for the page it was on, and a
 * tap on a link marked `data-track="{event}"` as that event (links in parts
 * rendered on the server only have no handlers of their own).
 */
export function trackContactTaps(root: Document = document) {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const href = link?.getAttribute("href") ?? "";
    const named = link?.getAttribute("data-track");
    if (href.startsWith("tel:")) track("call_tap");
    else if (href.startsWith("mailto:")) track("email_tap");
    else if (TRACKED_EVENTS.some((event) => event === named)) track(named as TrackedEvent);
  };
  root.addEventListener("click", onClick, { capture: true });
  return () => root.removeEventListener("click", onClick, { capture: true });
}
