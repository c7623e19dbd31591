/**
 * Toasts (short on-screen notices; "notification" is kept for the owner's lead alerts): at most one at a time, shown for 5000 ms,
 * swipe right 50 px to dismiss, F8 focuses the region; a dismissed one is
 * removed from memory after 1,000,000 ms. The on-screen region (Radix Toast)
 * loads on first use; this module is the tiny part every page carries.
 */
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  hotkey: "F8",
} as const;

export interface Notice {
  id: number;
  message: string;
  tone: "success" | "error";
}

type Listener = (notice: Notice) => void;

let listener: Listener | undefined;
let waiting: Notice[] = [];
let nextId = 1;
const wanted = new Set<() => void>();

/** Shows a message in the notification region (loading it if needed). */
export function notify(message: string, tone: Notice["tone"]) {
  const notice = { id: nextId++, message, tone };
  if (listener) listener(notice);
  else {
    waiting = [notice].slice(-TOAST.limit);
    requestRegion();
  }
}

/** Asks for the region to be loaded ahead of the first message (e.g. when a form gets focus). */
export function requestRegion() {
  for (const callback of wanted) callback();
}

/** The root's host calls this to learn when the region is wanted. */
export function onRegionWanted(callback: () => void) {
  wanted.add(callback);
  return () => {
    wanted.delete(callback);
  };
}

/** The region subscribes here once loaded, and receives any message sent while it loaded. */
export function subscribe(next: Listener) {
  listener = next;
  for (const notice of waiting) next(notice);
  waiting = [];
  return () => {
    if (listener === next) listener = undefined;
  };
}
