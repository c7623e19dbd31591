/**
 * The Worker's door to /desk. Runs before React Router: without a verified
 * Access token (or the localhost development switch) no desk code runs and
 * the answer is a bare 404 (desk not configured) or 403. Writes must come from
 * the desk's own origin. Every desk response is private, never stored and
 * never indexed, and never goes through the page cache.
 */
import type { JWTVerifyGetKey } from "jose";
import type { DeskPort } from "~/lib/contracts/desk-port.server";
import type { WorkerEnv } from "../env";
import { ACCESS_HEADER, accessConfig, devSwitchOpen, verifyAccessToken } from "./access";
import { createDeskPort } from "./port";

/** /desk, anything under it, and React Router's data requests for them (/desk.data, /desk/x.data). */
export function isDeskPath(pathname: string): boolean {
  return /^\/desk(?:$|\/|\.data$)/.test(pathname);
}

export const DEV_USER = "developer (localhost, DESK_DEV_OPEN)";

export type DeskAccess = { allowed: true; user: string } | { allowed: false; status: 403 | 404 };

/** A write (POST, ...) only from a page of this origin: no cross-site form can act on the desk. */
export function isSameOrigin(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

export async function checkDeskAccess(request: Request, env: WorkerEnv, keySet?: JWTVerifyGetKey): Promise<DeskAccess> {
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

/** Headers on every desk response, allowed or not. */
export function withDeskHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function refusal(status: 403 | 404): Response {
  return new Response(status === 404 ? "Not Found" : "Forbidden", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Answers a desk request: refuses it, or renders it (with the desk port in
 * the router context) through `render`, which must not use the page cache.
 */
export async function serveDesk(
  request: Request,
  env: WorkerEnv,
  render: (desk: DeskPort) => Promise<Response>,
  keySet?: JWTVerifyGetKey,
): Promise<Response> {
  const access = await checkDeskAccess(request, env, keySet);
  if (!access.allowed) return withDeskHeaders(refusal(access.status));
  return withDeskHeaders(await render(createDeskPort(env, access.user)));
}
