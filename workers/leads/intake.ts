/**
 * Intake of a quote request: rate limit, validation, spam traps, optional
 * Turnstile, storage in D1 and the notification on the queue.
 *
 * Spam: only hard evidence (the honeypot filled, Turnstile failed when it is
 * configured) files a request as `spam` (stored, never e-mailed, recoverable).
 * A request sent too soon after the server rendered the form, or without a
 * genuine signed form token (e.g. an API client sending only the four quote
 * fields), is a possible person: stored and e-mailed, marked "possible spam"
 * (leads.suspicion).
 *
 * Guarantees: a valid request is answered with success only once it is safe
 * in D1 or on the queue (with D1 down, the queue carries the whole lead and the
 * consumer stores it); when both fail the visitor is told to call. A repeated
 * submission id never makes a second lead or a second notification.
 */
import { contactFallbackError, formatPrice } from "~/content/business";
import {
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  type QuoteAnswer,
  type QuoteField,
  type QuoteFieldErrors,
  SUBMISSION_ID_FIELD,
  TURNSTILE_FIELD,
} from "~/lib/contracts/quote/fields";
import { formatUkPhone, quoteRequestSchema } from "~/lib/contracts/quote/request";
import type { QuoteIntakeInput, QuoteIntakeOutcome } from "~/lib/contracts/request-context.server";
import { sameSitePath } from "~/lib/contracts/same-site-path";
import { rateLimitKey, RETRY_AFTER_SECONDS } from "../http/rate-limit";
import type { LeadConfig } from "./config";
import { describeService, pricingPackageById } from "./describe-service";
import type { FormTokenEnv } from "../http/form-secret";
import { FORM_TOKEN_MAX_LEADS, checkFormToken, type Suspicion } from "./form-token";
import { firstNameOf, type Lead, leadLogFields } from "./lead";
import { errorText, log } from "../log";
import { leadMessage, type LeadMessage } from "./queue";
import { insertLead, leadsVouchedFor, markQueued, rowToLead } from "./store";
import { verifyTurnstile } from "./turnstile";
import { type QuoteExtras, quoteExtras } from "./extras";
import { CALL_US } from "~/lib/contracts/quote/call-us";

/** Who the link may be texted to: the stored number, and whether the request may be a bot's. */
export interface RequestContact {
  phone: string;
  suspicious: boolean;
}

/**
 * Opens the stored lead's request page and adds its link to the answer
 * (workers/requests/intake-hook.ts, handed in by workers/wiring.ts, so the
 * intake never imports the request pages).
 */
export type RequestPageOpener = (
  leadId: string,
  contact: RequestContact,
  extras: QuoteExtras,
  answer: QuoteAnswer,
  firstTime: boolean,
) => Promise<QuoteAnswer>;

export interface IntakeDeps {
  db: D1Database;
  queue: Queue<LeadMessage>;
  rateLimiter?: RateLimit;
  config: LeadConfig;
  now: () => Date;
  newId: () => string;
  /** Holds FORM_TOKEN_SECRET, which signs and checks the forms' tokens. */
  formTokenEnv: FormTokenEnv;
  /** For Turnstile's verification call. */
  fetcher?: typeof fetch;
  /** The request page of a stored lead (and the visitor's e-mail or text with its link). */
  requestPage: RequestPageOpener;
}

export type IntakeInput = QuoteIntakeInput;

export interface IntakeOutcome extends QuoteIntakeOutcome {
  /** Set when a lead (or spam) was stored or queued. */
  leadId?: string;
}

export const MESSAGES = {
  invalid: "Please check the details below and try again.",
  rateLimited: `You have sent several requests in a short time. Please wait a minute and try again, or ${CALL_US}.`,
  challenge: `We could not confirm the form was sent by a person. Please try again, or ${CALL_US}.`,
  unavailable: contactFallbackError,
};

export function successMessage(lead: Pick<Lead, "name" | "phone">, packageId?: string): string {
  const pkg = pricingPackageById(packageId);
  if (pkg) return `Booking ${pkg.name} for ${formatPrice(pkg)}. We'll contact you shortly!`;
  return `Thanks ${firstNameOf(lead.name)}, we have your request. An engineer will call you on ${formatUkPhone(lead.phone)} shortly to arrange your visit. If your boiler is an emergency, ${CALL_US} now.`;
}

const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,160}$/;
/** A field the client sent itself (never one inherited from Object.prototype). */
const field = (fields: Record<string, unknown>, name: string) =>
  Object.hasOwn(fields, name) && typeof fields[name] === "string" ? (fields[name] as string) : undefined;

/** Hard evidence of a bot: a person never sees the honeypot field. */
function honeypotFilled(fields: Record<string, unknown>): boolean {
  return (field(fields, HONEYPOT_FIELD) ?? "").trim() !== "";
}

/** The form token already vouched for as many leads as one page may send (a count we can skip if D1 fails). */
async function tokenUsedUp(db: D1Database, nonce: string): Promise<boolean> {
  try {
    return (await leadsVouchedFor(db, nonce)) >= FORM_TOKEN_MAX_LEADS;
  } catch {
    return false;
  }
}

export async function acceptQuote(input: IntakeInput, deps: IntakeDeps): Promise<IntakeOutcome> {
  const { fields } = input;

  if (deps.rateLimiter) {
    const { success } = await deps.rateLimiter.limit({ key: rateLimitKey(input.ip) });
    if (!success) {
      return {
        status: 429,
        answer: { success: false, message: MESSAGES.rateLimited },
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      };
    }
  }

  const parsed = quoteRequestSchema.safeParse(fields);
  // The request page's optional fields (e-mail, visit window), checked at the moment the request arrives.
  const extras = quoteExtras(fields, deps.now());
  if (!parsed.success || extras.errors) {
    const errors: QuoteFieldErrors = { ...extras.errors };
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as QuoteField | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return { status: 422, answer: { success: false, message: MESSAGES.invalid, errors } };
  }

  const now = deps.now();
  const honeypot = honeypotFilled(fields);
  let challengeFailed = false;
  if (!honeypot && deps.config.turnstileSecret) {
    const token = field(fields, TURNSTILE_FIELD) ?? field(fields, "turnstileToken");
    const human = await verifyTurnstile(deps.config.turnstileSecret, token, input.ip, deps.fetcher).catch(() => false);
    challengeFailed = !human;
  }
  const spam = honeypot || challengeFailed;
  const formToken = field(fields, FORM_TOKEN_FIELD);
  const { suspicion: tokenSuspicion, nonce } = await checkFormToken(deps.formTokenEnv, formToken, now.getTime());
  let suspicion: Suspicion | undefined = spam ? undefined : tokenSuspicion;
  if (!spam && !suspicion && nonce && (await tokenUsedUp(deps.db, nonce))) suspicion = "reused_form_token";

  const submittedId = field(fields, SUBMISSION_ID_FIELD);
  const request = parsed.data;
  const lead: Lead = {
    id: deps.newId(),
    // A failed challenge is kept under an id of its own, so the visitor's retry is a new lead, not a duplicate of spam.
    submissionId: submittedId && SUBMISSION_ID.test(submittedId) && !challengeFailed ? submittedId : deps.newId(),
    createdAt: now.toISOString(),
    name: request.name,
    phone: request.phone,
    postcode: request.postcode,
    issue: request.issue ?? null,
    service: describeService(request.service),
    sourcePage: sameSitePath(input.sourcePage) ?? null,
    suspicion: suspicion ?? null,
    formTokenNonce: nonce ?? null,
    ...(input.photoCount ? { photos: input.photoCount } : {}),
    ...(extras.window.kind === "none" ? {} : { requestedWindow: extras.window.window.id }),
  };
  // What the visitor is told always names the details that are stored.
  const answerFor = (stored: Pick<Lead, "name" | "phone">): QuoteAnswer => ({
    success: true,
    message: successMessage(stored, request.service),
  });
  const answer = answerFor(lead);
  const refused: IntakeOutcome = { status: 403, answer: { success: false, message: MESSAGES.challenge } };

  let stored: Awaited<ReturnType<typeof insertLead>>;
  try {
    stored = await insertLead(deps.db, lead, spam ? "spam" : "pending");
  } catch (error) {
    // D1 is down: the queue carries the whole lead and its consumer stores it.
    if (spam) return challengeFailed ? refused : { status: 201, answer };
    log("lead.store_failed", { ...leadLogFields(lead), error: errorText(error) });
    try {
      await deps.queue.send(leadMessage(lead, false));
      log("lead.queued_unstored", leadLogFields(lead));
      return { status: 201, answer, leadId: lead.id };
    } catch (queueError) {
      log("lead.lost_both_failed", { ...leadLogFields(lead), error: errorText(queueError) });
      return { status: 503, answer: { success: false, message: MESSAGES.unavailable } };
    }
  }

  const row = stored.row;
  if (!stored.created) {
    log("lead.duplicate_submission", leadLogFields(row));
    return {
      status: 201,
      answer: await deps.requestPage(
        row.id,
        { phone: row.phone, suspicious: Boolean(row.suspicion) },
        extras,
        answerFor(rowToLead(row)),
        false,
      ),
      leadId: row.id,
    };
  }
  // A corrected re-send is stored under its own submission id, linked to the first request.
  const storedLead: Lead = { ...lead, submissionId: row.submission_id, correctsLeadId: row.corrects_lead_id };
  if (storedLead.correctsLeadId) log("lead.corrected", { ...leadLogFields(lead), corrects: storedLead.correctsLeadId });
  if (spam) {
    // Kept in D1 (status spam), never e-mailed: recoverable if it was a person after all.
    log("lead.spam", { ...leadLogFields(lead), evidence: honeypot ? "honeypot" : "turnstile" });
    return challengeFailed ? { ...refused, leadId: lead.id } : { status: 201, answer, leadId: lead.id };
  }
  if (suspicion) log("lead.possible_spam", { ...leadLogFields(lead), suspicion });
  // The answer with the request page (and the link sent by e-mail or text), whether or not the queue took the lead.
  const withPage = async (): Promise<IntakeOutcome> => ({
    status: 201,
    answer: await deps.requestPage(
      lead.id,
      { phone: lead.phone, suspicious: Boolean(suspicion) },
      extras,
      answer,
      true,
    ),
    leadId: lead.id,
  });

  try {
    await deps.queue.send(leadMessage(storedLead, true));
  } catch (error) {
    // Safe in D1 as pending and never queued: the cron re-drives it within minutes.
    log("lead.queue_failed", { ...leadLogFields(lead), error: errorText(error) });
    return withPage();
  }
  // Only bookkeeping for the cron; the message is already on its way.
  await markQueued(deps.db, lead.id, deps.now()).catch((error: unknown) =>
    log("lead.mark_queued_failed", { ...leadLogFields(lead), error: errorText(error) }),
  );
  // After the owner's notification is on its way: the request page (and the visitor's e-mail) never delays it.
  return withPage();
}
