/**
 * The Worker: Cloudflare's three entry points, each handed on. Requests go to
 * an API endpoint (workers/api/endpoints.ts), the desk (workers/desk/gate.ts,
 * behind Cloudflare Access), a request page (workers/requests/http.ts) or a
 * page (workers/pages/serve.ts); every answer gets the security headers.
 * Queue batches go to the lead consumer and the e-mail outbox; crons to
 * workers/crons.ts.
 */
import { isDeskPath, serveDesk } from "./desk/gate";
import { linkDeskManifest } from "./desk/install";
import { deskCallPath, serveCall } from "./desk/call";
import type { WorkerEnv } from "./env";
import { findEndpoint } from "./api/endpoints";
import { runCron } from "./crons";
import { withRetryAfter } from "./http/rate-limit";
import { createNonce, withSecurityHeaders } from "./http/security-headers";
import { handleDeadLetterBatch, handleLeadBatch } from "./leads/consumer";
import { consumerDeps, photoDeps } from "./leads/deps";
import { servePrivatePage, servePublicPage } from "./pages/serve";
import { deskPhotoPath, servePhoto } from "./photos/serve";
import { isRequestPath, serveRequestPage, withRequestPageHeaders } from "./requests/http";
import { requestMailer, outboxSendDeps } from "./requests/mail";
import { handleDeadEmailMessages, handleEmailMessages, leadsThenEmails } from "./requests/outbox";
import { isReminderTokenPath, reminderDeps, serveReminderPath, withPrivateReminderHeaders } from "./reminders/http";

const DEAD_LETTER_QUEUE = "lead-notifications-dlq";

async function route(
  request: Request,
  pathname: string,
  env: WorkerEnv,
  ctx: ExecutionContext,
  nonce: string,
): Promise<Response> {
  const endpoint = findEndpoint(pathname);
  if (endpoint) return endpoint.handle(request, env, ctx);
  // The desk is private: checked by its own gate and rendered afresh, never from the page cache.
  if (isDeskPath(pathname)) {
    return serveDesk(request, env, async (desk) => {
      const photo = deskPhotoPath(pathname); // a lead's photo (issue 21), behind the same gate
      if (photo) return servePhoto(request, env.LEAD_PHOTOS, photo.leadId, photo.photoId);
      const call = deskCallPath(pathname); // a push notification's "Call" action (issue 22)
      if (call) return serveCall(desk, call);
      return linkDeskManifest(await servePrivatePage(request, env, ctx, nonce, { desk }));
    });
  }
  // So are request pages (/requests/{token}): rate limited, rendered afresh, private.
  if (isRequestPath(pathname)) {
    return serveRequestPage(
      request,
      env,
      (posted, requests) => servePrivatePage(posted, env, ctx, nonce, { requests }),
      requestMailer(env),
      photoDeps(env),
    );
  }
  // Reminders (issue 24): the calendar file, and the private confirm and unsubscribe pages.
  if (pathname.startsWith("/reminders/")) {
    const served = await serveReminderPath(request, reminderDeps(env), (page) =>
      servePrivatePage(page, env, ctx, nonce, {}),
    );
    if (served) return served;
  }
  return servePublicPage(request, env, ctx, nonce);
}

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const { pathname } = new URL(request.url);
    const response = await route(request, pathname, env, ctx, nonce);
    const secured = withSecurityHeaders(withRetryAfter(response), nonce, {
      turnstile: Boolean(env.TURNSTILE_SITE_KEY),
    });
    // A request page's own headers (no-store, noindex, no referrer) come last: they are stricter.
    if (isReminderTokenPath(pathname)) return withPrivateReminderHeaders(secured);
    return isRequestPath(pathname) ? withRequestPageHeaders(secured) : secured;
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
    await runCron(controller.cron, env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<WorkerEnv>;
