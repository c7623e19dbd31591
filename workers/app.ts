import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context.server";
import { sitePages } from "~/lib/site-pages.server";
import { leadConfig, type LeadEnv } from "./leads/config";
import { handleDeadLetterBatch, handleLeadBatch } from "./leads/consumer";
import { consumerDeps, leadIntakePort } from "./leads/deps";
import { sendEmail } from "./leads/email";
import { DIGEST_CRONS, sendDailyDigest } from "./desk/digest";
import { isDeskPath, serveDesk } from "./desk/gate";
import { deskPhotoPath, servePhoto } from "./photos/serve";
import type { DeskPort } from "~/lib/desk-port.server";
import { findEndpoint } from "./endpoints";
import type { LeadMessage } from "./leads/queue";
import { PURGE_CRON, redrivePendingLeads } from "./leads/scheduled";
import { purgeLeadsAndDeskRecords } from "./desk/retention";
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
} from "./page-cache";
import { withPaintFirst } from "./paint-first";
import { substitutions } from "./page-substitutions";
import { freshValues, type PerResponseValues, placeholderValues } from "./per-response";
import { withRetryAfter } from "./rate-limit";
import { createNonce, withSecurityHeaders } from "./security-headers";
import type { RequestPagePort } from "~/lib/contracts/request-page";
import { isRequestPath, serveRequestPage, withRequestPageHeaders } from "./requests/http";
import { outboxSendDeps, requestMailer } from "./requests/mail";
import { handleDeadEmailMessages, handleEmailMessages, leadsThenEmails, redriveEmails } from "./requests/outbox";

const loadBuild = () => import("virtual:react-router/server-build");
const handleDocumentOrData = createRequestHandler(loadBuild, import.meta.env.MODE);

const DEAD_LETTER_QUEUE = "lead-notifications-dlq";

/** The only paths whose pages are cached: one entry per page, so the cache cannot be flooded. */
const knownPaths: ReadonlySet<string> = new Set(sitePages().map((page) => page.path));
/** Known pages rendered afresh every time: the contact form offers the visit windows of the moment (issue 20). */
const livePaths: ReadonlySet<string> = new Set(["/contact"]);
/** In front of the edge cache, per isolate; bounded by the number of known pages. */
const memory = new PageCache(knownPaths.size, 60_000);

/** Changes with every deploy (and build), and every year for the footer's year. */
async function deployVersion(env: Env): Promise<string> {
  const build = await loadBuild();
  // Workers version metadata (`[version_metadata]` in wrangler.toml): a new id on every deploy.
  const deployId = env.CF_VERSION_METADATA?.id ?? "local";
  return `${deployId}.${build.assets.version}.${new Date().getUTCFullYear()}`;
}

async function render(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  values: PerResponseValues,
  desk?: DeskPort,
  requests?: RequestPagePort,
) {
  const context = new RouterContextProvider();
  context.set(requestContext, { env, ctx, ...values, leads: leadIntakePort(env), desk, requests });
  const response = await handleDocumentOrData(request, context);
  const page = withPaintFirst(response, values.nonce);
  if (!(page.headers.get("Content-Type") ?? "").startsWith("text/html") || page.headers.has("Cache-Control"))
    return page;
  const withCacheControl = new Response(page.body, page);
  withCacheControl.headers.set("Cache-Control", HTML_CACHE_CONTROL);
  return withCacheControl;
}

/** A known page at its canonical URL: from memory, the edge cache, or rendered once and stored. */
async function cachedPage(request: Request, env: Env, ctx: ExecutionContext, path: string, values: PerResponseValues) {
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

async function renderPage(request: Request, env: Env, ctx: ExecutionContext, nonce: string) {
  const values = await freshValues(env as LeadEnv, nonce);
  const plan = planPage(request, knownPaths);
  if (plan.kind === "redirect") return new Response(null, { status: 301, headers: { Location: plan.location } });
  if (plan.kind === "cache" && !livePaths.has(plan.path)) return cachedPage(request, env, ctx, plan.path, values);
  return render(request, env, ctx, values);
}

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const { pathname } = new URL(request.url);
    const endpoint = findEndpoint(pathname);
    // The desk is private: checked by its own gate and rendered afresh, never from the page cache.
    // So are request pages (/requests/{token}): rate limited, rendered afresh, private.
    const requestPage = !endpoint && isRequestPath(pathname);
    const response = endpoint
      ? await endpoint.handle(request, env, ctx)
      : isDeskPath(pathname)
        ? await serveDesk(request, env, async (desk) => {
            const photo = deskPhotoPath(pathname); // a lead's photo (issue 21), behind the same gate
            if (photo) return servePhoto(request, env.LEAD_PHOTOS, photo.leadId, photo.photoId);
            return render(request, env, ctx, await freshValues(env as LeadEnv, nonce), desk);
          })
        : requestPage
          ? await serveRequestPage(
              request,
              env,
              async (requests) =>
                render(request, env, ctx, await freshValues(env as LeadEnv, nonce), undefined, requests),
              requestMailer(env),
            )
          : await renderPage(request, env, ctx, nonce);
    const secured = withSecurityHeaders(withRetryAfter(response), nonce, {
      turnstile: Boolean((env as LeadEnv).TURNSTILE_SITE_KEY),
    });
    return requestPage ? withRequestPageHeaders(secured) : secured;
  },

  async queue(batch, env) {
    // The request pages' e-mails share the queue; they are handled after the leads and apart from them.
    const dead = batch.queue === DEAD_LETTER_QUEUE;
    await leadsThenEmails(
      batch,
      (leads) => (dead ? handleDeadLetterBatch(leads, consumerDeps(env)) : handleLeadBatch(leads, consumerDeps(env))),
      (emails) => (dead ? handleDeadEmailMessages : handleEmailMessages)(emails, outboxSendDeps(env)),
    );
  },

  async scheduled(controller, env) {
    const now = new Date(controller.scheduledTime);
    if ((DIGEST_CRONS as readonly string[]).includes(controller.cron)) {
      const { notifyFrom: from, notifyTo: to } = leadConfig(env);
      await sendDailyDigest(
        { db: env.LEADS_DB, from, to, sendEmail: (email) => sendEmail(env.LEAD_EMAIL, email) },
        now,
      );
    } else if (controller.cron === PURGE_CRON) {
      await purgeLeadsAndDeskRecords(env.LEADS_DB, leadConfig(env).retentionDays, now, env.LEAD_PHOTOS);
    } else {
      await redrivePendingLeads(env.LEADS_DB, env.LEAD_QUEUE as Queue<LeadMessage>, now);
      await redriveEmails(env.LEADS_DB, env.LEAD_QUEUE as Queue<unknown>, now).catch((error: unknown) =>
        console.log(JSON.stringify({ event: "customer_email.redrive_failed", error: String(error) })),
      );
    }
  },
} satisfies ExportedHandler<Env>;
