/**
 * The Worker's door to the reminders' own paths: the calendar file, and the
 * confirm and unsubscribe pages (private: no-store, noindex, no referrer,
 * since their URL holds a token). Opening either link changes nothing (mail
 * scanners open every link in an e-mail); a POST does: the confirm page's
 * button, the unsubscribe page's button or a mail program's one-click button
 * (RFC 8058, which sends no Origin a page form would). It takes effect here,
 * before React Router, then the page says so.
 */
import type { RemindersPort } from "~/lib/contracts/reminders";
import { REMINDER_PATHS, REMINDER_TOKEN_PATH } from "~/lib/contracts/reminders";
import { reminderCalendar } from "./calendar";
import { confirm, confirmView, type ReminderDeps, signUp, unsubscribe, unsubscribeView } from "./reminders";

export function remindersPort(deps: ReminderDeps): RemindersPort {
  return {
    signUp: (fields, ip) => signUp(deps, fields, ip),
    confirmView: (token) => confirmView(deps.db, token),
    unsubscribeView: (token) => unsubscribeView(deps.db, token),
  };
}

/** A confirm or unsubscribe page (or its .data request). */
export function isReminderTokenPath(pathname: string): boolean {
  return REMINDER_TOKEN_PATH.test(pathname);
}

/** The reminders' own answers, or undefined for React Router to render. */
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
  const token = REMINDER_TOKEN_PATH.exec(url.pathname);
  if (!token || !isReminderTokenPath(url.pathname)) return undefined;
  if (request.method === "POST" && !url.pathname.endsWith(".data")) {
    if (token[1] === "confirm") await confirm(deps, token[2] ?? "");
    else await unsubscribe(deps, token[2] ?? "");
    // The page, as after a GET: it now says what was done (or that the link is unknown).
    return render(new Request(url, { method: "GET", headers: request.headers }));
  }
  return render(request);
}
