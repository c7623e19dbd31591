import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context.server";
import {
  isCacheableRequest,
  isCacheableResponse,
  PageCache,
  replacePlaceholder,
  servePage,
  storePage,
} from "./page-cache";
import { withPaintFirst } from "./paint-first";
import { createNonce, withSecurityHeaders } from "./security-headers";

const handleDocumentOrData = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const pageCache = new PageCache();
/**
 * Stands in for the nonce in cached pages; secret to this isolate, never sent.
 * (Workers allow random values only inside a handler, so it is made on first use.)
 */
let noncePlaceholder: string | undefined;

async function render(request: Request, env: Env, ctx: ExecutionContext, nonce: string) {
  const context = new RouterContextProvider();
  context.set(requestContext, { env, ctx, nonce });
  const response = await handleDocumentOrData(request, context);
  return withPaintFirst(response, nonce);
}

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    if (!isCacheableRequest(request)) {
      return withSecurityHeaders(await render(request, env, ctx, nonce), nonce);
    }
    noncePlaceholder ??= createNonce();
    const placeholder = noncePlaceholder;
    const key = new URL(request.url).pathname;
    const now = Date.now();
    let page = pageCache.get(key, now);
    if (!page) {
      const response = await render(request, env, ctx, placeholder);
      if (!isCacheableResponse(response)) {
        return withSecurityHeaders(await replacePlaceholder(response, placeholder, nonce), nonce);
      }
      page = await storePage(response, now);
      pageCache.set(key, page);
    }
    return withSecurityHeaders(servePage(page, placeholder, nonce), nonce);
  },

  async queue(batch) {
    // The lead-notification consumer arrives with the lead pipeline. Until it
    // does, nothing is acknowledged: every message is retried, then kept on the
    // dead-letter queue, so no notification is dropped.
    for (const message of batch.messages) message.retry();
  },
} satisfies ExportedHandler<Env>;
