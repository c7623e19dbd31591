/** Production wiring of the lead pipeline to the Worker's bindings. */
import type { WorkerEnv } from "../env";
import { leadConfig } from "./config";
import type { ConsumerDeps } from "./consumer";
import { sendEmail } from "./email";
import type { LeadIntakePort } from "~/lib/contracts/request-context.server";
import { acceptQuote, type IntakeDeps } from "./intake";
import { postWebhook } from "./webhook";
import type { PushDeps } from "./push";
import { mailtoHref } from "~/content/business";
import { requestMailer } from "../requests/mail";
import { acceptMultipartQuote, type PhotoDeps } from "../photos/contact";

export function intakeDeps(env: WorkerEnv): IntakeDeps {
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE,
    rateLimiter: env.LEAD_RATE_LIMITER,
    config: leadConfig(env),
    formTokenEnv: env,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    requestMail: requestMailer(env),
  };
}

/** The lead pipeline as the routes' port (app/lib/contracts/request-context.server.ts). */
export function leadIntakePort(env: WorkerEnv): LeadIntakePort {
  return {
    acceptQuote: (input) => acceptQuote(input, intakeDeps(env)),
    acceptQuoteWithPhotos: (request, sourcePage) =>
      acceptMultipartQuote(
        request,
        (input) => acceptQuote(input, intakeDeps(env)),
        () => sourcePage,
        photoDeps(env),
      ),
  };
}

/** Where a request's photos go (issue 21): the private LEAD_PHOTOS bucket. */
export function photoDeps(env: WorkerEnv): PhotoDeps {
  return { bucket: env.LEAD_PHOTOS, newId: () => crypto.randomUUID() };
}

export function consumerDeps(env: WorkerEnv): ConsumerDeps {
  const config = leadConfig(env);
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE,
    config,
    now: () => new Date(),
    sendEmail: (email) => sendEmail(env.LEAD_EMAIL, email),
    postWebhook: (lead) => postWebhook(config.webhookUrl ?? "", config.webhookSecret ?? "", lead, new Date()),
    push: pushDeps(env),
  };
}

/** Web Push's keys and the network, when the VAPID keys are set (docs/deploying.md). */
export function pushDeps(env: WorkerEnv): PushDeps | undefined {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return undefined;
  return {
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT || mailtoHref,
    },
    fetch: (input, init) => fetch(input, init),
  };
}
