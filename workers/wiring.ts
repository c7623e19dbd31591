/**
 * The wiring: the Worker's environment turned into what each feature takes.
 * Plain functions, env in, deps or ports out, called per request, batch or
 * cron by workers/app.ts, workers/crons.ts and the door table
 * (workers/doors.ts). Only this file, app.ts and crons.ts read `WorkerEnv`;
 * the features below take the narrow deps built here.
 */
import { absoluteUrl, mailtoHref } from "~/content/business";
import { API_PATHS } from "~/lib/contracts/api-paths";
import type { LeadIntakePort } from "~/lib/contracts/request-context.server";
import type { DeskPort } from "~/lib/contracts/desk-port.server";
import { createDeskPort } from "./desk/port";
import type { WorkerEnv } from "./env";
import type { LeadConfig } from "./leads/config";
import type { ConsumerDeps } from "./leads/consumer";
import { acceptQuote, type IntakeDeps } from "./leads/intake";
import { acceptMultipartQuote } from "./leads/photo-intake";
import { type PushDeps, vapidSubject } from "./leads/push";
import type { LeadMessage } from "./leads/queue";
import { postWebhook } from "./leads/webhook";
import type { SendDeps } from "./mail/outbox";
import { type MailBindings, sendEmail, sendRaw } from "./mail/send";
import type { PhotoDeps } from "./photos/batch";
import type { ReminderDeps } from "./reminders/reminders";
import { withRequestPage } from "./requests/intake-hook";
import { mailer, type RequestMailer } from "./requests/mail";
import type { ChangesDeps } from "./requests/changes";
import { type RequestTexter, texter } from "./requests/texts";
import type { TextDoorDeps } from "./texts/http";
import type { TextSendDeps } from "./texts/outbox";
import { TWILIO_API_BASE, type TwilioConfig } from "./texts/twilio";
import { log } from "./log";

/** Optional secrets are not in wrangler.toml, so not in the generated Env. */
export function leadConfig(env: WorkerEnv): LeadConfig {
  const retentionDays = Number.parseInt(env.LEAD_RETENTION_DAYS, 10);
  return {
    notifyTo: env.LEAD_NOTIFY_TO,
    notifyFrom: env.LEAD_NOTIFY_FROM,
    retentionDays: Number.isFinite(retentionDays) && retentionDays > 0 ? retentionDays : 365,
    webhookUrl: env.LEAD_WEBHOOK_URL || undefined,
    webhookSecret: env.LEAD_WEBHOOK_SECRET || undefined,
    turnstileSecret: env.TURNSTILE_SECRET_KEY || undefined,
  };
}

/** The address visitors' e-mails come from: CUSTOMER_EMAIL_FROM, else the owner's notices' sender. */
const customerFrom = (env: WorkerEnv) => env.CUSTOMER_EMAIL_FROM || env.LEAD_NOTIFY_FROM;

/** The two send_email bindings and the owner's address that picks between them (workers/mail/send.ts). */
export function mailBindings(env: WorkerEnv): MailBindings {
  return { owner: env.LEAD_EMAIL, customer: env.CUSTOMER_EMAIL, ownerAddress: env.LEAD_NOTIFY_TO };
}

export function requestMailer(env: WorkerEnv): RequestMailer {
  return mailer({
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE,
    now: () => new Date(),
    recipientSecret: env.FORM_TOKEN_SECRET,
    customerFrom: customerFrom(env),
    ownerFrom: env.LEAD_NOTIFY_FROM,
    ownerTo: env.LEAD_NOTIFY_TO,
  });
}

/** The consumer's sending of outbox e-mails, each through the binding its recipient calls for. */
export function outboxSendDeps(env: WorkerEnv): SendDeps {
  return { db: env.LEADS_DB, now: () => new Date(), send: (row) => sendRaw(mailBindings(env), row) };
}

export function intakeDeps(env: WorkerEnv): IntakeDeps {
  const now = () => new Date();
  const requestMail = requestMailer(env);
  const requestTexts = requestTexter(env);
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE,
    rateLimiter: env.LEAD_RATE_LIMITER,
    config: leadConfig(env),
    formTokenEnv: env,
    now,
    newId: () => crypto.randomUUID(),
    requestPage: (leadId, contact, extras, answer, firstTime) =>
      withRequestPage({ db: env.LEADS_DB, now, requestMail, requestTexts }, leadId, contact, extras, answer, firstTime),
  };
}

/** Where a request's photos go: the private LEAD_PHOTOS bucket, each claimed in LEADS_DB first. */
export function photoDeps(env: WorkerEnv): PhotoDeps {
  return { db: env.LEADS_DB, bucket: env.LEAD_PHOTOS, newId: () => crypto.randomUUID() };
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

/** Web Push's keys and the network, when the VAPID keys are set (docs/deploying.md). */
export function pushDeps(env: WorkerEnv): PushDeps | undefined {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return undefined;
  return {
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: vapidSubject(env.VAPID_SUBJECT, mailtoHref),
    },
    fetch: (input, init) => fetch(input, init),
  };
}

export function consumerDeps(env: WorkerEnv): ConsumerDeps {
  const config = leadConfig(env);
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE,
    config,
    now: () => new Date(),
    sendEmail: (email) => sendEmail(mailBindings(env), email),
    postWebhook: (lead) => postWebhook(config.webhookUrl ?? "", config.webhookSecret ?? "", lead, new Date()),
    push: pushDeps(env),
  };
}

export function reminderDeps(env: WorkerEnv): ReminderDeps {
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE,
    now: () => new Date(),
    recipientSecret: env.FORM_TOKEN_SECRET,
    linkSecret: env.FORM_TOKEN_SECRET,
    from: customerFrom(env),
    rateLimiter: env.REMINDER_RATE_LIMITER,
    pageRateLimiter: env.REMINDER_PAGE_RATE_LIMITER,
  };
}

/** The desk's port for one signed-in user. */
export function deskPort(env: WorkerEnv, user: string): DeskPort {
  return createDeskPort(
    {
      db: env.LEADS_DB,
      queue: env.LEAD_QUEUE as Queue<LeadMessage>,
      actor: user,
      now: () => new Date(),
      mail: requestMailer(env),
      texts: requestTexter(env),
      customerFrom: customerFrom(env),
      recipientSecret: env.FORM_TOKEN_SECRET,
      photos: env.LEAD_PHOTOS,
      pushPublicKey: env.VAPID_PUBLIC_KEY || null,
    },
    pushDeps(env),
  );
}

let loggedTextsOff = false;

/** Twilio's account from the secrets; undefined (texts off, logged once per isolate) when they are not all set. */
export function twilioConfig(env: WorkerEnv): TwilioConfig | undefined {
  const from = env.TWILIO_FROM || undefined;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID || undefined;
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || (!from && !messagingServiceSid)) {
    if (!loggedTextsOff) {
      loggedTextsOff = true;
      log("texts.off", { reason: "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN or TWILIO_FROM not set" });
    }
    return undefined;
  }
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from,
    messagingServiceSid,
    apiBase: env.TWILIO_API_BASE || TWILIO_API_BASE,
    statusCallback: absoluteUrl(API_PATHS.textStatus),
  };
}

/** The texter the intake and the desk use; undefined when texts are off. */
export function requestTexter(env: WorkerEnv): RequestTexter | undefined {
  if (!twilioConfig(env)) return undefined;
  return texter({ db: env.LEADS_DB, queue: env.LEAD_QUEUE as Queue<unknown>, now: () => new Date() });
}

/** The consumer's sending of outbox texts through Twilio. */
export function textSendDeps(env: WorkerEnv): TextSendDeps {
  return { db: env.LEADS_DB, now: () => new Date(), twilio: twilioConfig(env) };
}

/** Twilio's doors (workers/texts/http.ts): they answer 404 while texts are off. */
export function textDoorDeps(env: WorkerEnv): TextDoorDeps {
  return { db: env.LEADS_DB, now: () => new Date(), authToken: twilioConfig(env)?.authToken };
}

/** The owner's notices of a customer's changes on the request page: e-mail (the outbox) and push. */
export function ownerChangesDeps(env: WorkerEnv): ChangesDeps {
  return {
    db: env.LEADS_DB,
    queue: env.LEAD_QUEUE as Queue<unknown>,
    now: () => new Date(),
    ownerFrom: env.LEAD_NOTIFY_FROM,
    ownerTo: env.LEAD_NOTIFY_TO,
    push: pushDeps(env),
  };
}
