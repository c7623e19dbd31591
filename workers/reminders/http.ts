/**
 * The Worker's door to the reminders' own paths: the calendar file, and the
 * confirm, unsubscribe and manage pages (private: no-store, noindex, no
 * referrer, since their URL holds a token; rate limited per visitor). The
 * pages are recognised as React Router recognises them (any letter case, a
 * trailing slash, %-encoded letters), so no spelling it serves loses the
 * private headers. Opening a confirm or unsubscribe link changes nothing (mail
 * scanners open every link in an e-mail); a POST does: the confirm page's
 * button, the unsubscribe page's button or a mail program's one-click button
 * (RFC 8058, which sends no Origin a page form would). It takes effect here,
 * before React Router, then the page says so. The manage page's buttons are
 * its route's action (app/routes/reminder-manage.tsx).
 */
import type { RemindersPort } from "~/lib/contracts/reminders";
import { REMINDER_PATHS } from "~/lib/contracts/reminders";
import { withOwnOrigin } from "../http/private";
import { pageLimitRefusal } from "../http/rate-limit";
import { matchedRoute } from "../http/route-match";
import { reminderCalendar } from "./calendar";
import { manage, manageView } from "./manage";
import { confirm, confirmView, type ReminderDeps, signUp, unsubscribe, unsubscribeView } from "./reminders";

export function remindersPort(deps: ReminderDeps): RemindersPort {
  return {
    signUp: (fields, ip) => signUp(deps, fields, ip),
    confirmView: (token) => confirmView(deps, token),
    unsubscribeView: (token) => unsubscribeView(deps.db, token),
    manageView: (token) => manageView(deps, token),
    manage: (token, fields) => manage(deps, token, fields),
  };
}

/**
 * Whether React Router could serve a reminders page at this path: its first segment is "reminders" in
 * any letter case or %-encoding, with a segment after it (the sign-up page itself is public). A cheap test, so that route matching runs only for such paths and
 * never for the public pages every other request asks for.
 */
export function mightBeReminderPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true; // malformed %-encoding: let route matching decide
  }
  return /^\/+reminders\/+[^/]/i.test(decoded);
}

/** The private reminder page React Router serves at this path, if any. */
async function reminderLinkOf(pathname: string): Promise<{ purpose: string; token: string } | undefined> {
  if (!mightBeReminderPath(pathname)) return undefined;
  const route = await matchedRoute(pathname);
  if (route?.id === "routes/reminder-link") {
    return { purpose: route.params.purpose?.toLowerCase() ?? "", token: route.params.token ?? "" };
  }
  if (route?.id === "routes/reminder-manage") return { purpose: "manage", token: route.params.token ?? "" };
  return undefined;
}

/** A confirm, unsubscribe or manage page (or its .data request), in any spelling React Router serves. */
export async function isPrivateReminderPath(pathname: string): Promise<boolean> {
  return (await reminderLinkOf(pathname)) !== undefined;
}

/** The reminders' own answers, or undefined for the site's pages to answer. */
export async function serveReminderPath(
  request: Request,
  deps: ReminderDeps,
  render: (request: Request) => Promise<Response>,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (url.pathname === REMINDER_PATHS.calendar) {
    if (request.method !== "GET" && request.method !== "HEAD")
      return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
    const ics = reminderCalendar(url.searchParams.get("kind"), url.searchParams.get("dueDate"));
    if (!ics) {
      return new Response("Choose the kind of check and a due date (YYYY-MM-DD).", {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return new Response(request.method === "HEAD" ? null : ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="reminder.ics"',
      },
    });
  }
  const link = await reminderLinkOf(url.pathname);
  if (!link) return undefined;
  const refused = await pageLimitRefusal(deps.pageRateLimiter, "reminder-page", request);
  if (refused) return refused;
  const isDocumentPost = request.method === "POST" && !url.pathname.endsWith(".data");
  if (isDocumentPost && (link.purpose === "confirm" || link.purpose === "unsubscribe")) {
    if (link.purpose === "confirm") await confirm(deps, link.token);
    else await unsubscribe(deps, link.token);
    // The page, as after a GET: it now says what was done (or that the link is unknown).
    return render(new Request(url, { method: "GET", headers: request.headers }));
  }
  // The manage page's forms post to its own route; under no-referrer the browser sends Origin: null.
  return render(withOwnOrigin(request));
}
