/**
 * A small first-party analytics hook: records an event (e.g. which area a
 * visitor tapped) by sending a beacon to our own Worker, which logs it. No
 * third party, no cookies, nothing personal.
 */
import { API_PATHS } from "./api-paths";

export function track(event: string, data: Record<string, string> = {}) {
  const body = JSON.stringify({ event, ...data, page: location.pathname });
  try {
    if (!navigator.sendBeacon?.(API_PATHS.track, new Blob([body], { type: "application/json" }))) {
      void fetch(API_PATHS.track, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } });
    }
  } catch {
    // Analytics must never get in a visitor's way.
  }
}
