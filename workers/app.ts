import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context.server";
import { leadConfig, type LeadEnv } from "./leads/config";
import { handleDeadLetterBatch, handleLeadBatch } from "./leads/consumer";
import { sendEmail } from "./leads/email";
import { consumerDeps } from "./leads/deps";
import { DIGEST_CRONS, sendDailyDigest } from "./desk/digest";
import { isDeskPath, serveDesk } from "./desk/gate";
import type { DeskPort } from "~/lib/desk-port.server";
import { findEndpoint } from "./endpoints";
import type { LeadMessage } from "./leads/queue";
import { PURGE_CRON, purgeExpiredLeads, redrivePendingLeads } from "./leads/scheduled";
import {
  isCacheableRequest,
  isCacheableResponse,
  PageCache,
  replacePlaceholders,
  servePage,
  storePage,
} from "./page-cache";
import { withPaintFirst } from "./paint-first";
import { createNonce, withSecurityHeaders } from "./security-headers";

const handleDocumentOrData = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const DEAD_LETTER_QUEUE = "lead-notifications-dlq";

const pageCache = new PageCache();
/**
 * Stand in for the per-response values in cached pages; secret to this
 * isolate, never sent. (Workers allow random values only inside a handler, so
 * they are made on first use.)
 */
let placeholders: { nonce: string; formToken: string } | undefined;

interface PerResponse {
  nonce: string;
  formToken: string;
}

async function render(request: Request, env: Env, ctx: ExecutionContext, values: PerResponse, desk?: DeskPort) {
  const context = new RouterContextProvider();
  context.set(requestContext, { env, ctx, ...values, desk });
  const response = await handleDocumentOrData(request, context);
  return withPaintFirst(response, values.nonce);
}

async function renderPage(request: Request, env: Env, ctx: ExecutionContext, nonce: string) {
  const values = { nonce, formToken: crypto.randomUUID() };
  if (!isCacheableRequest(request)) return render(request, env, ctx, values);
  placeholders ??= { nonce: createNonce(), formToken: crypto.randomUUID() };
  const substitutions = new Map([
    [placeholders.nonce, values.nonce],
    [placeholders.formToken, values.formToken],
  ]);
  const key = new URL(request.url).pathname;
  const now = Date.now();
  let page = pageCache.get(key, now);
  if (!page) {
    const response = await render(request, env, ctx, placeholders);
    if (!isCacheableResponse(response)) return replacePlaceholders(response, substitutions);
    page = await storePage(response, now);
    pageCache.set(key, page);
  }
  return servePage(page, substitutions);
}

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const { pathname } = new URL(request.url);
    const endpoint = findEndpoint(pathname);
    // The desk is private: checked by its own gate and rendered afresh, never from the page cache.
    const response = endpoint
      ? await endpoint.handle(request, env, ctx)
      : isDeskPath(pathname)
        ? await serveDesk(request, env, (desk) => render(request, env, ctx, { nonce, formToken: crypto.randomUUID() }, desk))
        : await renderPage(request, env, ctx, nonce);
    return withSecurityHeaders(response, nonce, { turnstile: Boolean((env as LeadEnv).TURNSTILE_SITE_KEY) });
  },

  async queue(batch, env) {
    if (batch.queue === DEAD_LETTER_QUEUE) await handleDeadLetterBatch(batch, { db: env.LEADS_DB });
    else await handleLeadBatch(batch, consumerDeps(env));
  },

  async scheduled(controller, env) {
    const now = new Date(controller.scheduledTime);
    if ((DIGEST_CRONS as readonly string[]).includes(controller.cron)) {
      const { notifyFrom: from, notifyTo: to } = leadConfig(env);
      await sendDailyDigest({ db: env.LEADS_DB, from, to, sendEmail: (email) => sendEmail(env.LEAD_EMAIL, email) }, now);
    } else if (controller.cron === PURGE_CRON) {
      await purgeExpiredLeads(env.LEADS_DB, leadConfig(env).retentionDays, now);
    } else {
      await redrivePendingLeads(env.LEADS_DB, env.LEAD_QUEUE as Queue<LeadMessage>, now);
    }
  },
} satisfies ExportedHandler<Env>;
