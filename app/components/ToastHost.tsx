import { Suspense, useEffect, useState } from "react";
import { lazyComponent } from "~/lib/browser/lazy-component";
import { onRegionWanted } from "~/lib/browser/toasts";

const region = lazyComponent(() => import("./Toasts"));

/**
 * Mounts the notification region the first time something asks for it: a
 * form getting focus (QuoteForm), so its code (12 KiB gzip, Radix Toast) is
 * there before the form's first notice, and a visitor who never fills a form
 * never downloads it.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onRegionWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  const ToastRegion = region.Component();
  return (
    <Suspense>
      <ToastRegion />
    </Suspense>
  );
}
