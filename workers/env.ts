/**
 * The Worker's bindings, typed once. `Env` is wrangler.toml's (generated into
 * worker-configuration.d.ts by `npm run typegen`); to it this adds what
 * wrangler.toml cannot declare: the secrets and optional settings (set with
 * `wrangler secret put`, or .dev.vars locally) and what the lead queue carries.
 * Every module takes `WorkerEnv` (or the bindings it needs); none casts `env`.
 */
import type { LeadMessage } from "./leads/queue";
import type { CustomerEmailMessage } from "./mail/outbox";
import type { TextMessage } from "./texts/outbox";
import type { OwnerChangesMessage } from "./requests/changes";

export interface WorkerEnv extends Omit<Env, "LEAD_QUEUE"> {
  /** Lead notifications and, beside them, the outbox's e-mails (workers/mail/outbox.ts), texts and the owner's change notices. */
  LEAD_QUEUE: Queue<LeadMessage | CustomerEmailMessage | TextMessage | OwnerChangesMessage>;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_SITE_KEY?: string;
  /** Signs the quote forms' tokens (workers/leads/form-token.ts). */
  FORM_TOKEN_SECRET?: string;
  /** The lead desk behind Cloudflare Access (workers/desk/access.ts); unset, /desk answers 404. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** Web Push to the owner's phones (workers/leads/push.ts); unset, the desk offers no "Notify this phone". */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The contact push services see (RFC 8292 `sub`); defaults to the business's mailto: address. */
  VAPID_SUBJECT?: string;
  /** Text messages to customers through Twilio (workers/texts/); without the first three, texts are off. */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  /** The sender: a UK number in E.164 or an alphanumeric sender ID; or TWILIO_MESSAGING_SERVICE_SID instead. */
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
  /** Twilio's API host (https://api.twilio.com); a stand-in in tests and local runs. */
  TWILIO_API_BASE?: string;
  /** "1" opens the desk on localhost without Access, for development and the browser tests only. */
  DESK_DEV_OPEN?: string;
  /** Set only by the build's prerender step (scripts/prerender.mjs): pages rendered with placeholders. */
  PRERENDER_KEY?: string;
}
