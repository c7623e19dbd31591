/**
 * POST /api/track: first-party, cookie-free page analytics (app/lib/contracts/track.ts).
 * Body `{event, page}`: the event must be one of TRACKED_EVENTS (names come
 * from code, never from input) and the page a page of this site (no query).
 * Each valid event adds one to page_events_daily for the day in
 * Europe/London. Nothing personal is stored or logged (no IP, no other
 * fields); same-site beacons only, rate limited per visitor (TRACK_RATE_LIMITER)
 * and at most 1 KB.
 */
import { londonDay } from "~/lib/contracts/london-time";
import { readBody, TooLarge } from "~/lib/contracts/bounded-body";
import { sameSitePath } from "~/lib/contracts/same-site-path";
import { sitePages } from "~/lib/contracts/site-pages.server";
import { TRACKED_EVENTS, type TrackedEvent } from "~/lib/contracts/track";
import { isCrossSite } from "../http/cross-site";
import { rateLimitKey, RETRY_AFTER_SECONDS } from "../http/rate-limit";
import { log } from "../log";

export const MAX_TRACK_BODY_BYTES = 1024;

export interface TrackDeps {
  db: D1Database;
  rateLimiter?: RateLimit;
  now: () => Date;
}

const events: ReadonlySet<string> = new Set(TRACKED_EVENTS);
let pages: ReadonlySet<string> | undefined;
const isSitePage = (path: string) => (pages ??= new Set(sitePages().map((p) => p.path))).has(path);

const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The event and page of a beacon, or undefined when either is not ours. */
export function readEvent(body: unknown): { event: TrackedEvent; page: string } | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const event = Object.hasOwn(body, "event") ? (body as { event: unknown }).event : undefined;
  const page = sameSitePath(Object.hasOwn(body, "page") ? (body as { page: unknown }).page : undefined);
  if (typeof event !== "string" || !events.has(event) || !page || !isSitePage(page)) return undefined;
  return { event: event as TrackedEvent, page };
}

export async function handleTrack(request: Request, deps: TrackDeps): Promise<Response> {
  if (request.method !== "POST") return empty(405, { Allow: "POST" });
  // A beacon is a simple request (text/plain, no preflight): any other site could send one. Only ours count.
  if (isCrossSite(request)) return empty(403);
  if (deps.rateLimiter) {
    const { success } = await deps.rateLimiter.limit({
      key: rateLimitKey(request.headers.get("CF-Connecting-IP") ?? undefined),
    });
    if (!success) return empty(429, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  let text: string;
  try {
    text = await readBody(request, MAX_TRACK_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return empty(413);
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return empty(400);
  }
  const valid = readEvent(body);
  if (!valid) return empty(400);
  try {
    await deps.db
      .prepare(
        `INSERT INTO page_events_daily (day, page, event, count) VALUES (?, ?, ?, 1)
         ON CONFLICT (day, page, event) DO UPDATE SET count = count + 1`,
      )
      .bind(londonDay(deps.now()), valid.page, valid.event)
      .run();
  } catch (error) {
    // Counts are nice to have: the visitor is never kept waiting or shown an error for them.
    log("analytics.store_failed", { error: String(error).slice(0, 300) });
  }
  return empty(204);
}
