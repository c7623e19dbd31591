/**
 * A small first-party analytics hook: records an event (e.g. which area a
 * visitor tapped) by sending a beacon to our own Worker, which logs it. No
 * third party, no cookies, nothing personal.
 */
export const TRACK_PATH = "/api/track";

export function track(event: string, data: Record<string, string> = {}) {
  const body = JSON.stringify({ event, ...data, page: location.pathname });
  try {
    if (!navigator.sendBeacon?.(TRACK_PATH, new Blob([body], { type: "application/json" }))) {
      void fetch(TRACK_PATH, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } });
    }
  } catch {
    // Analytics must never get in a visitor's way.
  }
}
