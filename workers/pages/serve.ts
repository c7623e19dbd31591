/**
 * Pages: the public pages of the sitemap at their canonical URL, and their
 * client navigation data, come from the files rendered at build time with
 * placeholders (workers/pages/prerendered.ts, ADR 0030), with this response's
 * values (nonce, form token, live status) filled in. React Router renders the
 * rest for each request (private pages with the request's ports, the contact
 * page, unknown paths, query strings). ADR 0008 (server-rendered parts).
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import type { DeskPort } from "~/lib/contracts/desk-port.server";
import type { RequestPagePort } from "~/lib/contracts/request-page";
import { londonYear } from "~/lib/contracts/london-time";
import { requestContext } from "~/lib/contracts/request-context.server";
import { sitePages } from "~/lib/contracts/site-pages.server";
import type { WorkerEnv } from "../env";
import { remindersPort } from "../reminders/http";
import { leadIntakePort, reminderDeps } from "../wiring";
import { canonicalRedirect, HTML_CACHE_CONTROL } from "./canonical";
import { withPaintFirst } from "./paint-first";
import { freshValues, type PerResponseValues, placeholderValues } from "./per-response";
import { fromPrerendered, type PrerenderedHead, prerenderedFile, type SlotName } from "./prerendered";
import { liveStatusHtml, statusFromTemplates, statusTemplates, visitWindowOptionsHtml } from "./substitutions";

const loadBuild = () => import("virtual:react-router/server-build");
const handleDocumentOrData = createRequestHandler(loadBuild, import.meta.env.MODE);

/** The sitemap's pages: the only ones prerendered. */
const knownPaths: ReadonlySet<string> = new Set(sitePages().map((page) => page.path));

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

/**
 * Build time only (scripts/prerender.mjs): a known page or its data rendered with placeholders, and
 * in `X-Prerender` where its file goes and the headers and placeholders the file needs. Only a Worker started with
 * the secret `PRERENDER_KEY` (never set in production) answers this, to requests that carry it.
 */
const PRERENDER_KEY_HEADER = "X-Prerender-Key";

async function prerender(request: Request, env: WorkerEnv, ctx: ExecutionContext, file: string) {
  const placeholders = placeholderValues();
  const response = await render(request, env, ctx, placeholders);
  const body = await response.text();
  const head: Omit<PrerenderedHead, "slots"> & { file: string; placeholders: Record<SlotName, string> } = {
    file,
    status: response.status,
    headers: [...response.headers],
    year: londonYear(new Date()),
    turnstileSiteKey: env.TURNSTILE_SITE_KEY || undefined,
    statusTemplates: statusTemplates(new Date(placeholders.renderedAt)),
    placeholders: {
      ...placeholders,
      liveStatus: liveStatusHtml(placeholders.renderedAt),
      visitWindows: visitWindowOptionsHtml(placeholders.renderedAt),
    },
  };
  const answer = new Response(body, response);
  // A header carries bytes, not UTF-8 text: everything beyond ASCII (the status's "·") as JSON escapes.
  const ascii = JSON.stringify(head).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  answer.headers.set("X-Prerender", ascii);
  return answer;
}

/** A public page: redirected to its canonical spelling, from its prerendered file, or rendered. */
export async function servePublicPage(
  request: Request,
  url: URL,
  env: WorkerEnv,
  ctx: ExecutionContext,
  nonce: string,
) {
  const file = prerenderedFile(request.method, url, knownPaths);
  if (file && env.PRERENDER_KEY && request.headers.get(PRERENDER_KEY_HEADER) === env.PRERENDER_KEY) {
    return prerender(request, env, ctx, file);
  }
  // The file is asked for first: the form token's signature is made while it comes.
  const stored = file ? env.ASSETS.fetch(`${url.origin}${file}`) : undefined;
  const values = await freshValues(env, nonce);
  if (stored) {
    const page = await fromPrerendered(
      await stored,
      (name, head) => {
        if (name === "visitWindows") return visitWindowOptionsHtml(values.renderedAt);
        if (name !== "liveStatus") return values[name];
        return head.statusTemplates
          ? statusFromTemplates(head.statusTemplates, new Date(values.renderedAt))
          : liveStatusHtml(values.renderedAt);
      },
      // Rendered instead in another year (the footer's) or with another Turnstile key than the build's.
      (head) =>
        head.year === londonYear(new Date()) && (head.turnstileSiteKey ?? "") === (env.TURNSTILE_SITE_KEY ?? ""),
    );
    if (page) return page;
  }
  const redirect = canonicalRedirect(url, knownPaths);
  if (redirect) return new Response(null, { status: 301, headers: { Location: redirect } });
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
