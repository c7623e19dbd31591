import { createContext } from "react-router";
import type { RequestPagePort } from "./request-page";
import type { DeskPort } from "./desk-port.server";
import type { QuoteAnswer } from "./quote/fields";
import type { RemindersPort } from "./reminders";

/** A quote request as a page action hands it to the lead pipeline. */
export interface QuoteIntakeInput {
  fields: Record<string, unknown>;
  /** The visitor's IP (CF-Connecting-IP), for the rate limit and Turnstile. */
  ip?: string;
  /** Path of the page the form was on. */
  sourcePage?: string;
  /** Photos that passed the checks and go with the request: the owner's e-mail says how many. */
  photoCount?: number;
}

export interface QuoteIntakeOutcome {
  status: 201 | 403 | 422 | 429 | 503;
  answer: QuoteAnswer;
  /** Set with 429: when the visitor may try again. */
  retryAfterSeconds?: number;
}

/** The lead pipeline as routes see it; the Worker (workers/leads/) implements it. */
export interface LeadIntakePort {
  acceptQuote(input: QuoteIntakeInput): Promise<QuoteIntakeOutcome>;
  /**
   * A page form posted as multipart/form-data with photos: the
   * Worker reads the body, accepts the lead, then stores the photos. Optional, so ports made
   * elsewhere (tests) need not have it; without it a multipart post is read as text only.
   */
  acceptQuoteWithPhotos?(request: Request, sourcePage: string): Promise<QuoteFormOutcome>;
}

/**
 * The fields read from a page form and what the intake answered, or why the
 * form could not be read, with the text that could still be read from it.
 */
export type QuoteFormOutcome =
  | { fields: Record<string, unknown>; outcome: QuoteIntakeOutcome }
  | { status: 400 | 413 | 415; answer: QuoteAnswer; typed?: Record<string, string> };

/** What the Worker hands every loader and action for one request. */
export interface RequestContext {
  env: Env;
  ctx: ExecutionContext;
  /** Per-response CSP nonce for inline scripts. */
  nonce: string;
  /**
   * Unique per response and signed: when the server rendered the page's
   * forms (the minimum fill time counts from it), and the quote forms'
   * submission id when JavaScript is off, so a double-clicked submit never
   * makes two leads.
   */
  formToken: string;
  /** Where quote requests go. */
  leads: LeadIntakePort;
  /** When this response was made (ISO): the live opening status starts from it. */
  renderedAt: string;
  /** Set only on /desk requests whose Cloudflare Access token the Worker verified. */
  desk?: DeskPort;
  /** Gas safety and service reminders: sign-up, confirm, unsubscribe (workers/reminders/). */
  reminders: RemindersPort;
  /** Set only on /requests/{token} requests (workers/requests/http.ts). */
  requests?: RequestPagePort;
}

export const requestContext = createContext<RequestContext>();
