import { Suspense, useEffect, useState } from "react";
import { lazyComponent, whenIdleAfterLoad } from "~/lib/lazy-component";
import { onRegionWanted } from "~/lib/notify";

const region = lazyComponent(() => import("./Notifications"));

/**
 * Mounts the notification region the first time something asks for it. Its
 * code is fetched when the browser is idle after the page has loaded, so the
 * first notice shows at once.
 */
export function NotificationHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onRegionWanted(() => setWanted(true)), []);
  useEffect(() => whenIdleAfterLoad(region.load), []);
  if (!wanted) return null;
  const Notifications = region.Component();
  return (
    <Suspense>
      <Notifications />
    </Suspense>
  );
}
