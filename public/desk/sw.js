/* global self */
// The lead desk's service worker, scope /desk: shows a push of a new
// lead and opens the desk when it is tapped. It caches nothing and has no fetch
// handler, so every page (the public site and the desk) always comes from the
// network. The payload is written by workers/leads/push.ts (PushNotice).
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let notice = { title: "New request", body: "Open the lead desk", url: "/desk", tag: "desk" };
  try {
    notice = { ...notice, ...event.data.json() };
  } catch {
    // An empty or unreadable push still tells the owner to look.
  }
  const actions = notice.callUrl ? [{ action: "call", title: "Call" }] : [];
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      // A nudge replaces the lead's first notification and buzzes again; a plain replacement is silent.
      renotify: Boolean(notice.renotify),
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: notice.url, callUrl: notice.callUrl },
      actions,
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url, callUrl } = event.notification.data ?? {};
  // Only paths of this desk are opened: the push service cannot send the phone anywhere else.
  const target = event.action === "call" && callUrl ? callUrl : url;
  const path = typeof target === "string" && target.startsWith("/desk") ? target : "/desk";
  event.waitUntil(self.clients.openWindow(path));
});
