/**
 * The Worker's door to /desk. Runs before React Router: without a verified
 * Access token (or the localhost development switch) no desk code runs and
 * the answer is a bare 404 (desk not configured) or 403. Writes must come from
 * the desk's own origin. Every desk response is private, never stored and
 * never indexed, and never goes through the page cache.
 */
import type { JWTVerifyGetKey } from "jose";
import { withPrivateHeaders } from "../http/private";
import { ACCESS_HEADER, accessConfig, type DeskAccessEnv, devSwitchOpen, verifyAccessToken } from "./access";

/** /desk, anything under it, and React Router's data requests for them (/desk.data, /desk/x.data). */
export function isDeskPath(pathname: string): boolean {
  return /^\/desk(?:$|\/|\.data$)/.test(pathname);
}

/** Who is "signed in" when the local switch opens the desk on a developer's computer (never in production). */
export const DEV_USER = "a developer on this computer";

export type DeskAccess = { allowed: true; user: string } | { allowed: false; status: 403 | 404 };

/** A write (POST, ...) only from a page of this origin: no cross-site form can act on the desk. */
export function isSameOrigin(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

export async function checkDeskAccess(
  request: Request,
  env: DeskAccessEnv,
  keySet?: JWTVerifyGetKey,
): Promise<DeskAccess> {
  const url = new URL(request.url);
  const config = accessConfig(env);
  let user: string | undefined;
  if (!config) {
    if (!devSwitchOpen(env, url)) return { allowed: false, status: 404 };
    user = DEV_USER;
  } else {
    user = (await verifyAccessToken(request.headers.get(ACCESS_HEADER), config, keySet))?.user;
    if (!user) return { allowed: false, status: 403 };
  }
  if (!isSameOrigin(request)) return { allowed: false, status: 403 };
  return { allowed: true, user };
}

/**
 * Headers on every desk response, allowed or not: private, never stored or
 * indexed. The desk keeps the site's referrer policy: its writes are checked
 * by their Origin, which a no-referrer page would send as "null".
 */
export const withDeskHeaders = (response: Response) => withPrivateHeaders(response, { noReferrer: false });

function refusal(status: 403 | 404): Response {
  return new Response(status === 404 ? "Not Found" : "Forbidden", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The path decoded, or null when its %-encoding is broken (such a path names no lead: a clear 400). */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Answers a desk request: refuses it, or renders it for the signed-in user
 * through `render`, which must not use the page cache.
 */
export async function serveDesk(
  request: Request,
  env: DeskAccessEnv,
  render: (user: string) => Promise<Response>,
  keySet?: JWTVerifyGetKey,
): Promise<Response> {
  const access = await checkDeskAccess(request, env, keySet);
  if (!access.allowed) return withDeskHeaders(refusal(access.status));
  if (decodedPath(new URL(request.url).pathname) === null) {
    return withDeskHeaders(
      new Response("This desk address is not valid (broken %-encoding): open the lead from the list.", {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      }),
    );
  }
  return withDeskHeaders(await render(access.user));
}
