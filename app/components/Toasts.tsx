import * as Toast from "@radix-ui/react-toast";
import { Icon } from "~/components/Icon";
import { useEffect, useState } from "react";
import { TOAST, type Notice, subscribe } from "~/lib/browser/toasts";

/** The notification region: Radix Toast with the timings in app/lib/browser/toasts.ts. Loaded on first use. */
export default function Toasts() {
  const [notices, setNotices] = useState<(Notice & { open: boolean })[]>([]);

  useEffect(
    () =>
      subscribe((notice) =>
        // One at a time: a new message replaces the one on screen.
        setNotices((current) =>
          [...current.map((n) => ({ ...n, open: false })), { ...notice, open: true }].slice(-TOAST.limit),
        ),
      ),
    [],
  );

  function dismiss(id: number) {
    setNotices((current) => current.map((n) => (n.id === id ? { ...n, open: false } : n)));
    setTimeout(() => setNotices((current) => current.filter((n) => n.id !== id || n.open)), TOAST.removeDelayMs);
  }

  return (
    <Toast.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {notices.map((notice) => (
        <Toast.Root
          key={notice.id}
          open={notice.open}
          onOpenChange={(open) => open || dismiss(notice.id)}
          type={notice.tone === "error" ? "foreground" : "background"}
          className="toast flex items-start gap-3 rounded-xl bg-white p-4 pr-10 shadow-2xl ring-1 ring-slate-200"
        >
          {notice.tone === "success" ? (
            <Icon name="check-circle-2" className="mt-0.5 size-5 shrink-0 text-green-700" />
          ) : (
            <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0 text-red-700" />
          )}
          <Toast.Description className="text-[0.95rem] text-slate-800">{notice.message}</Toast.Description>
          <Toast.Close
            aria-label="Dismiss"
            className="absolute top-2 right-2 rounded p-1.5 text-slate-500 hover:bg-slate-100"
          >
            <Icon name="x" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST.hotkey]}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-20 z-[60] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none md:bottom-0"
      />
    </Toast.Provider>
  );
}
