/**
 * Intake of a quote request: rate limit, validation, spam traps, optional
 * Turnstile, storage in D1 and the notification on the queue.
 *
 * Guarantees: a valid request is answered with success only once it is safe
 * in D1 or on the queue (with D1 down, the queue carries the whole lead and the
 * consumer stores it); when both fail the visitor is told to call. A repeated
 * submission id never makes a second lead or a second notification.
 */
import { business, contactFallbackError, formatPrice } from "~/content/business";
import {
  HONEYPOT_FIELD,
  QUOTE_LIMITS,
  type QuoteAnswer,
  type QuoteField,
  type QuoteFieldErrors,
  STARTED_AT_FIELD,
  SUBMISSION_ID_FIELD,
  TURNSTILE_FIELD,
} from "~/lib/quote-fields";
import { formatUkPhone, quoteRequestSchema } from "~/lib/quote-request";
import type { LeadConfig } from "./config";
import { describeService, pricingPackageById } from "./describe-service";
import { type Lead, leadLogFields } from "./lead";
import { leadMessage, type LeadMessage } from "./queue";
import { insertLead, markQueued } from "./store";
import { verifyTurnstile } from "./turnstile";

export interface IntakeDeps {
  db: D1Database;
  queue: Queue<LeadMessage>;
  rateLimiter?: RateLimit;
  config: LeadConfig;
  now: () => Date;
  newId: () => string;
  /** For Turnstile's verification call. */
  fetcher?: typeof fetch;
}

export interface IntakeInput {
  fields: Record<string, unknown>;
  /** The visitor's IP (CF-Connecting-IP), for the rate limit and Turnstile. */
  ip?: string;
  /** Path of the page the form was on. */
  sourcePage?: string;
}

export interface IntakeOutcome {
  status: 201 | 403 | 422 | 429 | 503;
  answer: QuoteAnswer;
  /** Set when a lead (or spam) was stored or queued. */
  leadId?: string;
}

const callUs = `call us on ${business.phone.display}`;

export const MESSAGES = {
  invalid: "Please check the details below and try again.",
  rateLimited: `You have sent several requests in a short time. Please wait a minute and try again, or ${callUs}.`,
  challenge: `We could not confirm the form was sent by a person. Please try again, or ${callUs}.`,
  unavailable: contactFallbackError,
};

export function successMessage(lead: Pick<Lead, "name" | "phone">, packageId?: string): string {
  const pkg = pricingPackageById(packageId);
  if (pkg) return `Booking ${pkg.name} for ${formatPrice(pkg)}. We'll contact you shortly!`;
  const firstName = lead.name.split(/\s+/)[0] ?? lead.name;
  return `Thanks ${firstName}, we have your request. An engineer will call you on ${formatUkPhone(lead.phone)} shortly to arrange your visit. If your boiler is an emergency, ${callUs} now.`;
}

const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
const asString = (value: unknown) => (typeof value === "string" ? value : undefined);

function isSpam(fields: Record<string, unknown>, now: Date): boolean {
  const honeypot = asString(fields[HONEYPOT_FIELD]);
  if (honeypot && honeypot.trim() !== "") return true;
  const startedAt = Number(asString(fields[STARTED_AT_FIELD]) ?? fields[STARTED_AT_FIELD]);
  if (Number.isFinite(startedAt) && startedAt > 0) {
    return now.getTime() - startedAt < QUOTE_LIMITS.minFillMs;
  }
  return false;
}

function log(event: string, fields: Record<string, unknown>) {
  console.log(JSON.stringify({ event, ...fields }));
}

export async function acceptQuote(input: IntakeInput, deps: IntakeDeps): Promise<IntakeOutcome> {
  const { fields } = input;

  if (deps.rateLimiter) {
    const { success } = await deps.rateLimiter.limit({ key: input.ip ?? "unknown" });
    if (!success) return { status: 429, answer: { success: false, message: MESSAGES.rateLimited } };
  }

  const parsed = quoteRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: QuoteFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as QuoteField | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { status: 422, answer: { success: false, message: MESSAGES.invalid, errors } };
  }

  const now = deps.now();
  const spam = isSpam(fields, now);

  if (!spam && deps.config.turnstileSecret) {
    const token = asString(fields[TURNSTILE_FIELD]) ?? asString(fields.turnstileToken);
    const human = await verifyTurnstile(deps.config.turnstileSecret, token, input.ip, deps.fetcher).catch(
      () => false,
    );
    if (!human) return { status: 403, answer: { success: false, message: MESSAGES.challenge } };
  }

  const submittedId = asString(fields[SUBMISSION_ID_FIELD]);
  const request = parsed.data;
  const lead: Lead = {
    id: deps.newId(),
    submissionId: submittedId && SUBMISSION_ID.test(submittedId) ? submittedId : deps.newId(),
    createdAt: now.toISOString(),
    name: request.name,
    phone: request.phone,
    postcode: request.postcode,
    issue: request.issue ?? null,
    service: describeService(request.service),
    sourcePage: input.sourcePage?.slice(0, 200) ?? null,
  };
  const answer: QuoteAnswer = { success: true, message: successMessage(lead, request.service) };

  let stored: Awaited<ReturnType<typeof insertLead>>;
  try {
    stored = await insertLead(deps.db, lead, spam ? "spam" : "pending");
  } catch (error) {
    // D1 is down: the queue carries the whole lead and its consumer stores it.
    if (spam) return { status: 201, answer };
    log("lead.store_failed", { ...leadLogFields(lead), error: String(error) });
    try {
      await deps.queue.send(leadMessage(lead, false));
      log("lead.queued_unstored", leadLogFields(lead));
      return { status: 201, answer, leadId: lead.id };
    } catch (queueError) {
      log("lead.lost_both_failed", { ...leadLogFields(lead), error: String(queueError) });
      return { status: 503, answer: { success: false, message: MESSAGES.unavailable } };
    }
  }

  const row = stored.row;
  if (!stored.created) {
    log("lead.duplicate_submission", leadLogFields(row));
    return { status: 201, answer, leadId: row.id };
  }
  if (spam) {
    log("lead.spam", leadLogFields(lead));
    return { status: 201, answer, leadId: lead.id };
  }

  try {
    await deps.queue.send(leadMessage(lead, true));
  } catch (error) {
    // Safe in D1 as pending and never queued: the cron re-drives it within minutes.
    log("lead.queue_failed", { ...leadLogFields(lead), error: String(error) });
    return { status: 201, answer, leadId: lead.id };
  }
  // Only bookkeeping for the cron; the message is already on its way.
  await markQueued(deps.db, lead.id, deps.now()).catch((error: unknown) =>
    log("lead.mark_queued_failed", { ...leadLogFields(lead), error: String(error) }),
  );
  return { status: 201, answer, leadId: lead.id };
}
