/**
 * Pages: React Router renders them (with the request's ports in the router
 * context); known pages at their canonical URL are kept rendered with
 * placeholders, in memory and in the edge cache, and get this response's
 * values (nonce, form token, live status) substituted on the way out.
 * ADR 0002 (the page cache) and ADR 0008 (server-rendered parts).
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import type { DeskPort } from "~/lib/contracts/desk-port.server";
import type { RequestPagePort } from "~/lib/contracts/request-page";
import { requestContext } from "~/lib/contracts/request-context.server";
import { sitePages } from "~/lib/contracts/site-pages.server";
import type { WorkerEnv } from "../env";
import { remindersPort } from "../reminders/http";
import { leadIntakePort, reminderDeps } from "../wiring";
import {
  edgeCache,
  fromEdgeResponse,
  hasEveryPlaceholder,
  HTML_CACHE_CONTROL,
  isCacheableResponse,
  PageCache,
  pageCacheKey,
  planPage,
  servePage,
  storePage,
  toEdgeResponse,
} from "./cache";
import { withPaintFirst } from "./paint-first";
import { freshValues, type PerResponseValues, placeholderValues } from "./per-response";
import { substitutions } from "./substitutions";

const loadBuild = () => import("virtual:react-router/server-build");
const handleDocumentOrData = createRequestHandler(loadBuild, import.meta.env.MODE);

/** The only paths whose pages are cached: one entry per page, so the cache cannot be flooded. */
const knownPaths: ReadonlySet<string> = new Set(sitePages().map((page) => page.path));
/** Known pages rendered afresh every time: the contact form offers the visit windows of the moment. */
const livePaths: ReadonlySet<string> = new Set(["/contact"]);
/** In front of the edge cache, per isolate; bounded by the number of known pages. */
const memory = new PageCache(knownPaths.size, 60_000);

/** Changes with every deploy (and build), and every year for the footer's year. */
async function deployVersion(env: WorkerEnv): Promise<string> {
  const build = await loadBuild();
  // Workers version metadata (`[version_metadata]` in wrangler.toml): a new id on every deploy.
  const deployId = env.CF_VERSION_METADATA?.id ?? "local";
  return `${deployId}.${build.assets.version}.${new Date().getUTCFullYear()}`;
}

/** What a page rendered for one request may use besides the lead intake: the desk's or a request page's port. */
export interface PagePorts {
  desk?: DeskPort;
  requests?: RequestPagePort;
}

async function render(
  request: Request,
  env: WorkerEnv,
  ctx: ExecutionContext,
  values: PerResponseValues,
  ports: PagePorts = {},
) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    env,
    ctx,
    ...values,
    leads: leadIntakePort(env),
    reminders: remindersPort(reminderDeps(env)),
    ...ports,
  });
  const response = await handleDocumentOrData(request, context);
  const page = withPaintFirst(response, values.nonce);
  if (!(page.headers.get("Content-Type") ?? "").startsWith("text/html") || page.headers.has("Cache-Control"))
    return page;
  const withCacheControl = new Response(page.body, page);
  withCacheControl.headers.set("Cache-Control", HTML_CACHE_CONTROL);
  return withCacheControl;
}

/** A known page at its canonical URL: from memory, the edge cache, or rendered once and stored. */
async function cachedPage(
  request: Request,
  env: WorkerEnv,
  ctx: ExecutionContext,
  path: string,
  values: PerResponseValues,
) {
  const key = pageCacheKey(new URL(request.url).origin, path, await deployVersion(env));
  const now = Date.now();
  const fromMemory = memory.get(key, now);
  if (fromMemory) return servePage(fromMemory, substitutions(fromMemory.placeholders, values), "hit-memory");
  const edge = await edgeCache().match(key);
  const fromEdge = edge && (await fromEdgeResponse(edge, now));
  if (fromEdge) {
    memory.set(key, fromEdge);
    return servePage(fromEdge, substitutions(fromEdge.placeholders, values), "hit");
  }
  const placeholders = placeholderValues();
  const response = await render(request, env, ctx, placeholders);
  const page = await storePage(response, placeholders, now);
  const fresh = substitutions(placeholders, values);
  if (!isCacheableResponse(response) || !hasEveryPlaceholder(page, fresh)) {
    return servePage(page, fresh, "bypass");
  }
  memory.set(key, page);
  ctx.waitUntil(edgeCache().put(key, toEdgeResponse(page)));
  return servePage(page, fresh, "miss");
}

/** A public page: redirected to its canonical spelling, served from the page cache, or rendered. */
export async function servePublicPage(request: Request, env: WorkerEnv, ctx: ExecutionContext, nonce: string) {
  const values = await freshValues(env, nonce);
  const plan = planPage(request, knownPaths);
  if (plan.kind === "redirect") return new Response(null, { status: 301, headers: { Location: plan.location } });
  if (plan.kind === "cache" && !livePaths.has(plan.path)) return cachedPage(request, env, ctx, plan.path, values);
  return render(request, env, ctx, values);
}

/** A private page (the desk, a request page), rendered afresh for this request with its port. */
export async function servePrivatePage(
  request: Request,
  env: WorkerEnv,
  ctx: ExecutionContext,
  nonce: string,
  ports: PagePorts,
) {
  return render(request, env, ctx, await freshValues(env, nonce), ports);
}
