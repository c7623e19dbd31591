/** Production wiring of the lead pipeline to the Worker's bindings. */
import { leadConfig, type LeadEnv } from "./config";
import type { ConsumerDeps } from "./consumer";
import { sendEmail } from "./email";
import type { IntakeDeps } from "./intake";
import type { LeadMessage } from "./queue";
import { postWebhook } from "./webhook";

export function intakeDeps(env: LeadEnv): IntakeDeps {
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE as Queue<LeadMessage>,
    rateLimiter: env.LEAD_RATE_LIMITER,
    config: leadConfig(env),
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
  };
}

export function consumerDeps(env: LeadEnv): ConsumerDeps {
  const config = leadConfig(env);
  return {
    db: env.LEADS_DB,
    config,
    now: () => new Date(),
    sendEmail: (email) => sendEmail(env.LEAD_EMAIL, email),
    postWebhook: (lead) => postWebhook(config.webhookUrl ?? "", config.webhookSecret ?? "", lead, new Date()),
  };
}
