import { Suspense, useEffect, useState } from "react";
import { lazyComponent, whenIdleAfterLoad } from "~/lib/browser/lazy-component";
import { onRegionWanted } from "~/lib/browser/toasts";

const region = lazyComponent(() => import("./Toasts"));

/**
 * Mounts the notification region the first time something asks for it. Its
 * code is fetched when the browser is idle after the page has loaded, so the
 * first notice shows at once.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onRegionWanted(() => setWanted(true)), []);
  useEffect(() => whenIdleAfterLoad(region.load), []);
  if (!wanted) return null;
  const ToastRegion = region.Component();
  return (
    <Suspense>
      <ToastRegion />
    </Suspense>
  );
}
