/**
 * A browser request from another site (a hidden form or a beacon on
 * evil.example): its Origin is not ours, or Sec-Fetch-Site says cross-site.
 * Endpoints that change something refuse these. API clients that send no
 * Origin (curl, a server) are not browsers and keep working.
 */
export function isCrossSite(request: Request): boolean {
  if (request.headers.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true; // "null" (sandboxed frames, data: pages) or garbage
  }
}
