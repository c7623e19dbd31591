/**
 * Public pages rendered at build time (scripts/prerender.mjs asks the built
 * Worker for each page of the sitemap and its client navigation data, rendered
 * with placeholders). Each is a file in the build's assets under
 * `/_prerendered/`, which the Worker reads through its ASSETS binding and
 * visitors never get as it is (wrangler.toml: the Worker runs first there).
 *
 * A file is one line of JSON (`PrerenderedHead`: status, headers, and where the
 * per-response values go, as byte ranges of the body) and then the body. A
 * response is the body in one pass, with this response's value in each
 * range, so its cost hardly grows with the page (docs/decisions/0030).
 */
import type { PerResponseValues } from "./per-response";
import type { StatusTemplates } from "./substitutions";

/** Where the prerendered files are, in the build's assets. */
const PRERENDERED_PREFIX = "/_prerendered";

/** What goes into a page per response: the per-response values, the live opening status's and the visit windows' markup. */
export type SlotName = keyof PerResponseValues | "liveStatus" | "visitWindows";
/** This response's value of a slot (called only for the slots a file has: the data files have no markup). */
export type SlotValues = (name: SlotName, head: PrerenderedHead) => string;

export interface PrerenderedHead {
  status: number;
  headers: [string, string][];
  /** The year it was rendered in (the footer's): in another year the page is rendered instead. */
  year: number;
  /** The Cloudflare Turnstile site key it was rendered with (the quote forms' challenge), if any. */
  turnstileSiteKey?: string;
  /** [start, end, value] byte ranges of the body, in order, not overlapping. */
  slots: [number, number, SlotName][];
  /** A document's live status markup, to fill in without React. */
  statusTemplates?: StatusTemplates;
}

/** The file of a page's document or its client navigation data (`/about.data`, `/_.data` for the home page). */
function prerenderedFileOf(path: string, kind: "document" | "data"): string {
  return `${PRERENDERED_PREFIX}${path === "/" ? "" : path}/${kind}.page`;
}

/**
 * The prerendered file that answers a request, if one may: a GET of a known
 * page at its canonical URL without a query string, or of its client data
 * (whose only query may be React Router's `_routes`: the file holds every
 * route's data, and the client takes the routes it asked for).
 */
export function prerenderedFile(method: string, url: URL, knownPaths: ReadonlySet<string>): string | undefined {
  if (method !== "GET") return undefined;
  const { pathname } = url;
  if (pathname.endsWith(".data")) {
    const path = pathname === "/_.data" ? "/" : pathname.slice(0, -".data".length);
    const onlyRoutes = [...url.searchParams.keys()].every((name) => name === "_routes");
    return knownPaths.has(path) && onlyRoutes ? prerenderedFileOf(path, "data") : undefined;
  }
  return knownPaths.has(pathname) && url.search === "" ? prerenderedFileOf(pathname, "document") : undefined;
}

const NEWLINE = 0x0a;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * A visitor's response from a prerendered file (the ASSETS binding's answer):
 * its status and headers, and its body: the file's bytes around the slots
 * with this response's values in them, in order, with no search and no copy
 * in JavaScript (the runtime streams the parts out). Undefined when the file
 * is not there (not built, or `npm run dev`) or `usable` refuses its head:
 * then the page is rendered.
 */
export async function fromPrerendered(
  file: Response,
  values: SlotValues,
  usable: (head: PrerenderedHead) => boolean,
): Promise<Response | undefined> {
  if (!file.ok) return undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const newline = bytes.indexOf(NEWLINE);
  if (newline < 0) return undefined;
  let meta: PrerenderedHead;
  try {
    meta = JSON.parse(decoder.decode(bytes.subarray(0, newline))) as PrerenderedHead;
  } catch {
    return undefined; // not a prerendered file (a development server's answer for a missing one, say)
  }
  if (!usable(meta)) return undefined;
  const body = bytes.subarray(newline + 1);
  const encoded: Partial<Record<SlotName, Uint8Array<ArrayBuffer>>> = {};
  const parts: BlobPart[] = [];
  let at = 0;
  for (const [from, to, name] of meta.slots) {
    parts.push(
      body.subarray(at, from) as Uint8Array<ArrayBuffer>,
      (encoded[name] ??= encoder.encode(values(name, meta))),
    );
    at = to;
  }
  parts.push(body.subarray(at) as Uint8Array<ArrayBuffer>);
  const response = new Response(new Blob(parts), { status: meta.status, headers: meta.headers });
  response.headers.set("X-Page-Source", "prerendered");
  return response;
}
