/**
 * "Notify this phone" in the desk, in the browser: registers the
 * desk's service worker (public/desk/sw.js, scope /desk) and subscribes with
 * the Push API. Imported only by the desk's devices page, so it never loads
 * on the public site.
 */
import { DESK_PATHS } from "~/lib/contracts/desk";

export type PushSupport = "supported" | "ios-needs-home-screen" | "unsupported";

/** Safari on iPhone or iPad offers push only to a web app opened from the home screen. */
export function isIosBrowserTab(): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const standalone =
    matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

export function pushSupport(): PushSupport {
  if (isIosBrowserTab()) return "ios-needs-home-screen";
  if ("serviceWorker" in navigator && "PushManager" in window && "Notification" in window) return "supported";
  return "unsupported";
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64Url.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Asks for permission, registers the service worker and subscribes; throws with a message the owner can read. */
export async function subscribeThisBrowser(publicKey: string): Promise<BrowserSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    throw new Error("Notifications are blocked for this site: allow them in the browser's settings.");
  await navigator.serviceWorker.register(DESK_PATHS.serviceWorker, { scope: DESK_PATHS.list });
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error("The browser gave no usable subscription.");
  return { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth };
}
