import { useEffect, useState } from "react";
import { gasEmergencyLine, openingHours } from "~/content/business";
import { openStatus, sameDayStatus } from "~/lib/contracts/opening-status";
import { Icon } from "./Icon";

/**
 * A slim bar above the header on every page: whether we are open, the
 * same-day booking countdown (Europe/London time) and, for a gas smell, the
 * National Gas Emergency Service number. Rendered on the server with the
 * request time; after hydration it follows the visitor's clock each minute.
 */
export function StatusBar({ renderedAt }: { renderedAt: string }) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const emergency = gasEmergencyLine;
  return (
    <aside
      aria-label="Opening hours and gas emergency"
      className="bg-brand-900 text-[0.8rem] text-brand-100 sm:text-sm"
    >
      <div className="container-page flex max-w-[90rem] flex-wrap items-center justify-between gap-x-4 gap-y-0.5 py-1.5">
        <LiveStatus now={now} />
        <p>
          <a
            href={`tel:${emergency.e164}`}
            className="inline-flex items-center gap-1 font-semibold text-red-200 hover:text-white"
            data-testid="gas-emergency"
          >
            <Icon name="flame" className="size-3.5" />
            {`Smell gas? Call ${emergency.display}`}
          </a>
        </p>
      </div>
    </aside>
  );
}

/**
 * Open now / opens at and the same-day countdown at one moment. Cached pages
 * are served with this part rendered afresh for each response (see
 * workers/pages/per-response.ts), so it stays correct while the rest is cached.
 */
export function LiveStatus({ now }: { now: Date }) {
  const open = openStatus(now);
  const sameDay = sameDayStatus(now);
  return (
    <p className="flex items-center gap-2" data-testid="live-status">
      <span
        aria-hidden="true"
        className={`inline-block size-2 rounded-full ${open.open ? "bg-green-400" : "bg-amber-400"}`}
      />
      <span>
        <strong className="font-semibold text-white">{open.message}</strong>
        <span className="hidden md:inline">{` · ${openingHours.emergency}`}</span>
        <span>{` · ${sameDay.message}`}</span>
      </span>
    </p>
  );
}
