/**
 * The page cache: rendered pages kept at the edge in Cloudflare's Cache API
 * (`caches.default`, shared by every isolate in a location), with a small
 * in-memory layer in front of it per isolate.
 *
 * Every page is the same for every visitor (no login, no cookies). Only the
 * per-response values (workers/pages/per-response.ts: CSP nonce, form token, live
 * opening status) must differ: a page is rendered once with placeholders,
 * stored together with them, and each response gets fresh values substituted.
 *
 * It cannot be flooded: only the canonical URLs of known pages (the sitemap's
 * list) are cached, so both layers hold at most one entry per page and deploy.
 * Other spellings of a known page (/ABOUT, /about/, /about//, /%61bout)
 * redirect permanently to the canonical URL; everything else is rendered
 * without the cache. Only plain GETs of HTML that answered 200 are kept; a
 * query string, a cookie or `Cache-Control: no-cache` always renders afresh.
 *
 * The cache key is the canonical URL plus the deploy version (Workers version
 * metadata and the build's asset version) and the year (the footer's), so a
 * deploy never serves the previous deploy's pages.
 */
import type { PerResponseValues } from "./per-response";

export interface StoredPage {
  status: number;
  headers: [string, string][];
  /** HTML with `placeholders` where the per-response values go. */
  body: string;
  placeholders: PerResponseValues;
  storedAt: number;
}

/** What the Worker does with a page request. */
export type PagePlan = { kind: "redirect"; location: string } | { kind: "cache"; path: string } | { kind: "render" };

/** The canonical spelling of a path: decoded, lower case, no repeated or trailing slashes. */
export function canonicalPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // not valid percent-encoding: leave it to the router (404)
  }
  path = path.toLowerCase().replace(/\/{2,}/g, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function planPage(request: Request, knownPaths: ReadonlySet<string>): PagePlan {
  const url = new URL(request.url);
  const canonical = canonicalPath(url.pathname);
  if (!knownPaths.has(canonical)) return { kind: "render" };
  if (canonical !== url.pathname) {
    return { kind: "redirect", location: `${url.origin}${canonical}${url.search}` };
  }
  return isCacheableRequest(request) ? { kind: "cache", path: canonical } : { kind: "render" };
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

/** The Cache API key of a canonical page path in one deploy. */
export function pageCacheKey(origin: string, path: string, version: string): string {
  return `${origin}${path}?page-cache=${encodeURIComponent(version)}`;
}

/** Cloudflare's cache of this location (the types of the DOM lib lack `default`). */
export function edgeCache(): Cache {
  return (caches as CacheStorage & { default: Cache }).default;
}

/** In-memory layer per isolate: at most one entry per known page, each for `ttlMs`. */
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

/** How long the edge keeps a page (a deploy changes the key sooner). */
const EDGE_TTL_SECONDS = 86_400;
const PLACEHOLDERS_HEADER = "X-Page-Placeholders";
const STORED_AT_HEADER = "X-Page-Stored-At";

export async function storePage(response: Response, placeholders: PerResponseValues, now: number): Promise<StoredPage> {
  return {
    status: response.status,
    headers: [...response.headers],
    body: await response.text(),
    placeholders,
    storedAt: now,
  };
}

/** The edge copy of a stored page (never sent to a visitor as it is). */
export function toEdgeResponse(page: StoredPage): Response {
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  headers.set(PLACEHOLDERS_HEADER, JSON.stringify(page.placeholders));
  headers.set(STORED_AT_HEADER, String(page.storedAt));
  return new Response(page.body, { status: page.status, headers });
}

export async function fromEdgeResponse(response: Response, now: number): Promise<StoredPage | undefined> {
  const placeholders = response.headers.get(PLACEHOLDERS_HEADER);
  if (!placeholders) return undefined;
  const headers = new Headers(response.headers);
  for (const name of [PLACEHOLDERS_HEADER, STORED_AT_HEADER, "Cache-Control", "CF-Cache-Status", "Age", "Expires"]) {
    headers.delete(name);
  }
  return {
    status: response.status,
    headers: [...headers],
    body: await response.text(),
    placeholders: JSON.parse(placeholders) as PerResponseValues,
    // The memory layer's clock starts when this isolate got it.
    storedAt: now,
  };
}

/** Placeholder -> this response's value. */
export type Substitutions = ReadonlyMap<string, string>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A stored body cut at its placeholders once, so each response is one join instead of a search per value. */
interface CutBody {
  placeholders: string;
  /** Text, placeholder, text, placeholder, ... text. */
  pieces: string[];
}
const cuts = new WeakMap<StoredPage, CutBody>();

function cut(page: StoredPage, substitutions: Substitutions): string[] {
  const placeholders = [...substitutions.keys()].join("\n");
  const known = cuts.get(page);
  if (known?.placeholders === placeholders) return known.pieces;
  const pattern = new RegExp(`(${[...substitutions.keys()].map(escapeRegExp).join("|")})`);
  const pieces = substitutions.size ? page.body.split(pattern) : [page.body];
  cuts.set(page, { placeholders, pieces });
  return pieces;
}

function substitute(page: StoredPage, substitutions: Substitutions): string {
  const pieces = cut(page, substitutions);
  let html = "";
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] ?? "";
    html += i % 2 ? (substitutions.get(piece) ?? piece) : piece;
  }
  return html;
}

/** Browsers must ask again every time: the edge cache is the Worker's, not theirs. */
export const HTML_CACHE_CONTROL = "private, no-cache";

/** A response for one visitor: the stored page with this response's values. */
export function servePage(page: StoredPage, substitutions: Substitutions, cacheStatus: string): Response {
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", HTML_CACHE_CONTROL);
  headers.set("X-Page-Cache", cacheStatus);
  return new Response(substitute(page, substitutions), { status: page.status, headers });
}

/** Whether a page rendered with placeholders can be stored: every substitution must find its placeholder. */
export function hasEveryPlaceholder(page: StoredPage, substitutions: Substitutions): boolean {
  return [...substitutions.keys()].every((placeholder) => page.body.includes(placeholder));
}
