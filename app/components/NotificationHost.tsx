import { lazy, Suspense, useEffect, useState } from "react";
import { onRegionWanted } from "~/lib/notify";

const Notifications = lazy(() => import("./Notifications"));

/** Mounts the notification region the first time something asks for it. */
export function NotificationHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onRegionWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense>
      <Notifications />
    </Suspense>
  );
}
