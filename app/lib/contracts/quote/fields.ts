/**
 * Field names and limits of a quote request, shared by the forms (HTML
 * attributes) and the zod schema in quote-request.ts (server validation).
 * No zod here, so the browser bundle stays small.
 */
export const QUOTE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  phoneMax: 20,
  postcodeMax: 10,
  issueMax: 2000,
  serviceMax: 120,
  /**
   * A submission sooner than this after the server rendered the form is marked
   * "possible spam" (still stored and e-mailed: only hard evidence files spam).
   */
  minFillMs: 2500,
} as const;

/** The honeypot: a field people never see or fill; bots do. */
export const HONEYPOT_FIELD = "website";
/** The server's signed token saying when it rendered the form (workers/leads/form-token.ts). */
export const FORM_TOKEN_FIELD = "formToken";
/** Client-made id that makes retries and double clicks safe. */
export const SUBMISSION_ID_FIELD = "submissionId";
/** Turnstile's own field name, when the challenge is turned on. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

export type QuoteField = "name" | "phone" | "postcode" | "issue" | "service" | "email" | "visitWindow";
export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

/** What the contact endpoint and the page actions answer. */
export interface QuoteAnswer {
  success: boolean;
  message: string;
  errors?: QuoteFieldErrors;
  /** The request page's path (/requests/{token}), when the request was stored with one. */
  requestUrl?: string;
  /** Photos sent with the request: what arrived and what was refused, by name. */
  photos?: PhotoReport;
  /** How the request page's link reached the visitor (shown on the "Request received" panel). */
  linkSentBy?: LinkSentBy;
  /** When the request said photos follow (`photoCount`): where and with what token to post them. */
  photoUpload?: { url: string; token: string };
}

/** The link went by text (a UK mobile), by e-mail (an address given), both or neither; `landline`: no texts, we call. */
export interface LinkSentBy {
  text: boolean;
  email: boolean;
  landline: boolean;
}

export interface PhotoReport {
  /** Names of the photos stored. */
  received: string[];
  /** Each photo not stored, with why, in the visitor's words. */
  refused: { name: string; reason: string }[];
}
