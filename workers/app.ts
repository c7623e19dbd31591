/**
 * The Worker: Cloudflare's three entry points, each handed on. Requests go
 * through the door table (workers/doors.ts: the API endpoints, the desk,
 * request pages, reminders) or are a public page (workers/pages/serve.ts);
 * every answer gets the security headers, and a private door's answers the
 * private headers after them. Queue batches go to the lead consumer and the
 * e-mail outbox; crons to workers/crons.ts.
 */
import { runCron } from "./crons";
import { findDoor } from "./doors";
import type { WorkerEnv } from "./env";
import { withPrivateHeaders } from "./http/private";
import { withRetryAfter } from "./http/rate-limit";
import { createNonce, withSecurityHeaders } from "./http/security-headers";
import { handleDeadLetterBatch, handleLeadBatch } from "./leads/consumer";
import { handleDeadEmailMessages, handleEmailMessages, leadsThenEmails } from "./mail/outbox";
import { splitOff } from "./mail/queue-batch";
import { servePublicPage } from "./pages/serve";
import { handleDeadOwnerChanges, handleOwnerChanges, isOwnerChangesMessage } from "./requests/changes";
import { handleDeadTextMessages, handleTextMessages, isTextMessage } from "./texts/outbox";
import { consumerDeps, outboxSendDeps, ownerChangesDeps, textSendDeps } from "./wiring";

const DEAD_LETTER_QUEUE = "lead-notifications-dlq";

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const url = new URL(request.url);
    const { pathname } = url;
    const door = findDoor(pathname);
    const response =
      (await door?.serve({ request, pathname, env, ctx, nonce })) ??
      (await servePublicPage(request, url, env, ctx, nonce));
    const secured = withSecurityHeaders(withRetryAfter(response), nonce, {
      turnstile: Boolean(env.TURNSTILE_SITE_KEY),
    });
    return (await door?.private?.(pathname)) ? withPrivateHeaders(secured) : secured;
  },

  async queue(batch, env) {
    // The outbox's e-mails share the queue; they are handled after the leads and apart from them.
    const dead = batch.queue === DEAD_LETTER_QUEUE;
    // Texts to customers and the owner's notices of customer changes share it too, after the leads and e-mails.
    const { taken: texts, rest: notTexts } = splitOff(batch, isTextMessage);
    const { taken: changes, rest } = splitOff(notTexts, isOwnerChangesMessage);
    await leadsThenEmails(
      rest,
      (leads) => (dead ? handleDeadLetterBatch(leads, consumerDeps(env)) : handleLeadBatch(leads, consumerDeps(env))),
      (emails) => (dead ? handleDeadEmailMessages : handleEmailMessages)(emails, outboxSendDeps(env)),
    );
    if (changes.length) await (dead ? handleDeadOwnerChanges : handleOwnerChanges)(changes, ownerChangesDeps(env));
    if (texts.length) await (dead ? handleDeadTextMessages : handleTextMessages)(texts, textSendDeps(env));
  },

  async scheduled(controller, env) {
    await runCron(controller.cron, env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<WorkerEnv>;
