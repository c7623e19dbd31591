/**
 * The headers of every private response (the desk, request pages, the
 * reminders' confirm, unsubscribe and manage pages): never stored, never indexed and,
 * unless the page's own writes need the Origin header, sent without a
 * referrer (its URL may hold a bearer link).
 */
export function withPrivateHeaders(response: Response, { noReferrer = true }: { noReferrer?: boolean } = {}): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  if (noReferrer) headers.set("Referrer-Policy", "no-referrer");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A private page is served with `Referrer-Policy: no-referrer`, so a browser posts
 * its forms with `Origin: null` (the Fetch standard serializes the origin as
 * null under that policy), and React Router refuses an action whose Origin is
 * not the page's own (its CSRF check): every form on the page answered 400 in
 * a real browser. The browser's own Sec-Fetch-Site, which a page cannot set,
 * says whether the post came from this site; only then is the Origin read as
 * the site's own. A post from anywhere else keeps its Origin and is refused.
 */
export function withOwnOrigin(request: Request): Request {
  const fromThisSite =
    request.method === "POST" &&
    request.headers.get("Origin") === "null" &&
    request.headers.get("Sec-Fetch-Site") === "same-origin";
  if (!fromThisSite) return request;
  const headers = new Headers(request.headers);
  headers.set("Origin", new URL(request.url).origin);
  return new Request(request, { headers });
}
