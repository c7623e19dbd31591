/** Production wiring of the lead pipeline to the Worker's bindings. */
import { leadConfig, type LeadEnv } from "./config";
import type { ConsumerDeps } from "./consumer";
import { sendEmail } from "./email";
import type { LeadIntakePort } from "~/lib/request-context.server";
import { acceptQuote, type IntakeDeps } from "./intake";
import type { LeadMessage } from "./queue";
import { postWebhook } from "./webhook";
import { requestMailer } from "../requests/mail";
import { acceptMultipartQuote, type PhotoDeps } from "../photos/contact";

export function intakeDeps(env: LeadEnv): IntakeDeps {
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE as Queue<LeadMessage>,
    rateLimiter: env.LEAD_RATE_LIMITER,
    config: leadConfig(env),
    formTokenEnv: env,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    requestMail: requestMailer(env),
  };
}

/** The lead pipeline as the routes' port (app/lib/request-context.server.ts). */
export function leadIntakePort(env: LeadEnv): LeadIntakePort {
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
export function photoDeps(env: LeadEnv): PhotoDeps {
  return { bucket: env.LEAD_PHOTOS, newId: () => crypto.randomUUID() };
}

export function consumerDeps(env: LeadEnv): ConsumerDeps {
  const config = leadConfig(env);
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE as Queue<LeadMessage>,
    config,
    now: () => new Date(),
    sendEmail: (email) => sendEmail(env.LEAD_EMAIL, email),
    postWebhook: (lead) => postWebhook(config.webhookUrl ?? "", config.webhookSecret ?? "", lead, new Date()),
  };
}
