/**
 * A short-lived in-memory cache of rendered pages, per Worker isolate.
 *
 * Every page is the same for every visitor for minutes at a time (no login, no
 * cookies), so rendering it again for each request wastes the visitor's time.
 * Only the per-response values (the CSP nonce and the forms' submission token)
 * must differ: pages are rendered with secret placeholders, stored, and each
 * response gets fresh values substituted for them. Only plain GETs of HTML that answered 200 are kept; a
 * query string, a cookie or `Cache-Control: no-cache` always renders afresh.
 */

export interface StoredPage {
  status: number;
  headers: [string, string][];
  /** HTML with placeholders where the per-response values go. */
  body: string;
  storedAt: number;
}

export class PageCache {
  private readonly pages = new Map<string, StoredPage>();

  constructor(
    private readonly maxPages = 200,
    private readonly ttlMs = 60_000,
  ) {}

  get(key: string, now: number): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.storedAt >= this.ttlMs) {
      this.pages.delete(key);
      return undefined;
    }
    // Least recently used goes first: re-insert at the end.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }
}

/** Whether a request may be answered from (and stored in) the page cache. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.search !== "") return false;
  if (request.headers.has("Cookie")) return false;
  const cacheControl = request.headers.get("Cache-Control") ?? "";
  return !/no-cache|no-store/i.test(cacheControl);
}

export function isCacheableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie")
  );
}

export async function storePage(response: Response, now: number): Promise<StoredPage> {
  return {
    status: response.status,
    headers: [...response.headers],
    body: await response.text(),
    storedAt: now,
  };
}

/** Placeholder -> this response's value. */
export type Substitutions = ReadonlyMap<string, string>;

function substitute(html: string, substitutions: Substitutions): string {
  let result = html;
  for (const [placeholder, value] of substitutions) result = result.replaceAll(placeholder, value);
  return result;
}

/** A response for one visitor: the stored page with this response's values. */
export function servePage(page: StoredPage, substitutions: Substitutions): Response {
  return new Response(substitute(page.body, substitutions), {
    status: page.status,
    headers: page.headers,
  });
}

/** An uncached HTML response that was rendered with the placeholders: give it its real values. */
export async function replacePlaceholders(response: Response, substitutions: Substitutions): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  return new Response(substitute(await response.text(), substitutions), response);
}
