/**
 * The headers of every private response (the desk, request pages, the
 * reminders' confirm and unsubscribe pages): never stored, never indexed and,
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
