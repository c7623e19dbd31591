/**
 * The Worker's door to /requests/{token}: rate limited per visitor, rendered
 * afresh (never the page cache), and answered private, unindexed and without
 * a referrer, whatever the outcome (page, 404 or 429).
 */
import type { RequestPagePort } from "~/lib/contracts/request-page";
import { withOwnOrigin } from "../http/private";
import { pageLimitRefusal } from "../http/rate-limit";
import { isCrossSite } from "../http/cross-site";
import type { PhotoDeps } from "../photos/batch";
import type { RequestMailer } from "./mail";
import { requestPagePort } from "./visitor";

/** /requests/…, and React Router's data requests for it (/requests/x.data). */
export function isRequestPath(pathname: string): boolean {
  return pathname === "/requests" || pathname.startsWith("/requests/") || pathname === "/requests.data";
}

export interface RequestPageEnv {
  LEADS_DB: D1Database;
  REQUEST_RATE_LIMITER?: RateLimit;
  /** The owner is told of the customer's changes through the lead queue. */
  LEAD_QUEUE?: Queue<unknown>;
}

export async function serveRequestPage(
  request: Request,
  env: RequestPageEnv,
  render: (request: Request, requests: RequestPagePort) => Promise<Response>,
  mail?: RequestMailer,
  photos?: PhotoDeps,
): Promise<Response> {
  const refused = await pageLimitRefusal(env.REQUEST_RATE_LIMITER, "request-page", request);
  if (refused) return refused;
  // A post from another site (its Origin, or the browser's Sec-Fetch-Site, says so) is refused, as the
  // contact form and the desk refuse it; the page's own forms post with Origin null from the same origin.
  const posted = withOwnOrigin(request);
  if (request.method === "POST" && isCrossSite(posted)) {
    return new Response("Please use the forms on your request page, or call us.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const port = requestPagePort({ db: env.LEADS_DB, now: () => new Date(), mail, photos, ownerQueue: env.LEAD_QUEUE });
  const calendar = CALENDAR_PATH.exec(new URL(request.url).pathname);
  if (calendar?.[1]) {
    // The booked visit's calendar file; anything else (no visit booked, a bad link) is the site's 404 page.
    const ics = await port.calendar(calendar[1]);
    if (ics) {
      return new Response(request.method === "HEAD" ? null : ics, {
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": 'attachment; filename="visit.ics"',
        },
      });
    }
  }
  return render(posted, port);
}

/** /requests/{token}/visit.ics */
const CALENDAR_PATH = /^\/requests\/([A-Za-z0-9_-]{43})\/visit\.ics$/;
