import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import { inAppLinkHref } from "../lib/page/server-rendered";

/** As long as <Link prefetch="intent"> waits on a hover before it fetches. */
const HOVER_DELAY_MS = 100;

/** The page to fetch for an event in a site link of server HTML (the fragment names no page). */
const siteLinkIn = (event: Event) => inAppLinkHref(event.target, { inServerHtml: true })?.split("#")[0];

/**
 * Site links inside server-rendered HTML are plain <a> elements, so they cannot
 * prefetch as a <Link prefetch="intent"> does. This one listener does it for
 * them: a hover (after 100 ms), a focus or a touch on such a link fetches the
 * page's code and data (`PrefetchPageLinks`), so the tap that follows
 * navigates without waiting on the network.
 */
export function ServerLinkPrefetch() {
  const { pathname } = useLocation();
  const [page, setPage] = useState<string>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const now = (event: Event) => {
      const href = siteLinkIn(event);
      if (href) setPage(href);
    };
    const soon = (event: Event) => {
      clearTimeout(timer);
      const href = siteLinkIn(event);
      if (href) timer = setTimeout(() => setPage(href), HOVER_DELAY_MS);
    };
    const cancel = () => clearTimeout(timer);
    document.addEventListener("pointerover", soon, { passive: true });
    document.addEventListener("pointerout", cancel, { passive: true });
    document.addEventListener("focusin", now);
    document.addEventListener("touchstart", now, { passive: true });
    return () => {
      cancel();
      document.removeEventListener("pointerover", soon);
      document.removeEventListener("pointerout", cancel);
      document.removeEventListener("focusin", now);
      document.removeEventListener("touchstart", now);
    };
  }, []);
  if (!page || page.split("?")[0] === pathname) return null;
  return <PrefetchPageLinks page={page} />;
}
