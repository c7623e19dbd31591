/**
 * The optional fields a quote request may carry beside the four quote fields:
 * `email` (never required) and `visitWindow` (re-checked at the moment the
 * request arrives: a window that has passed becomes the next one, and the
 * visitor is told).
 */
import { REQUEST_LIMITS } from "~/lib/contracts/request-page";
import { recheckWindow, type WindowCheck } from "~/lib/contracts/visit-windows";
import type { QuoteFieldErrors } from "~/lib/contracts/quote/fields";

/** A plain, single address: something@domain.tld, no spaces, no control or angle characters. */
const EMAIL = /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:"\p{Cc}.]{2,}$/u;

/** The address trimmed (domain lower-cased), or undefined when it is not one. */
export function parseEmail(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const email = raw.trim();
  if (email.length > REQUEST_LIMITS.emailMax || !EMAIL.test(email)) return undefined;
  const at = email.lastIndexOf("@");
  return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}

export interface QuoteExtras {
  email?: string;
  window: WindowCheck;
  errors?: QuoteFieldErrors;
}

const own = (fields: Record<string, unknown>, name: string) => (Object.hasOwn(fields, name) ? fields[name] : undefined);

export function quoteExtras(fields: Record<string, unknown>, now: Date): QuoteExtras {
  const errors: QuoteFieldErrors = {};
  const rawEmail = own(fields, "email");
  const email = rawEmail === undefined || rawEmail === null || rawEmail === "" ? undefined : parseEmail(rawEmail);
  if (rawEmail !== undefined && rawEmail !== null && rawEmail !== "" && !email) {
    errors.email = "Please check your e-mail address (or leave it empty: it is optional).";
  }
  const window = recheckWindow(own(fields, "visitWindow"), now);
  if (!window) errors.visitWindow = "Please choose a visit time from the list (or none: it is optional).";
  return { email, window: window ?? { kind: "none" }, ...(Object.keys(errors).length ? { errors } : {}) };
}

/** What the thank-you adds when the window asked for had passed by the time the request arrived. */
export function windowNote(extras: QuoteExtras): string {
  if (extras.window.kind === "moved") {
    return ` ${extras.window.from} was no longer available when your request arrived, so we have asked for ${extras.window.window.label} instead.`;
  }
  if (extras.window.kind === "ok") return ` You asked for ${extras.window.window.label}: the engineer will confirm it.`;
  return "";
}
