import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context.server";
import { withPaintFirst } from "./paint-first";
import { createNonce, withSecurityHeaders } from "./security-headers";

const handleDocumentOrData = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const context = new RouterContextProvider();
    context.set(requestContext, { env, ctx, nonce });
    const response = await handleDocumentOrData(request, context);
    return withSecurityHeaders(withPaintFirst(response, nonce), nonce);
  },

  async queue(batch) {
    // The lead-notification consumer arrives with the lead pipeline. Until it
    // does, nothing is acknowledged: every message is retried, then kept on the
    // dead-letter queue, so no notification is dropped.
    for (const message of batch.messages) message.retry();
  },
} satisfies ExportedHandler<Env>;
