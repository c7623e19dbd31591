/**
 * POST /api/contact: JSON {name, phone, postcode, issue}, or
 * an ordinary form post, answered with JSON {success, message, errors?}.
 * Never a stack trace, never a bare error page.
 */
import { contactFallbackError } from "~/content/business";
import { isMultipart } from "~/lib/contracts/bounded-body";
import { parseQuoteBody } from "~/lib/contracts/quote/body";
import { sameSitePath } from "~/lib/contracts/same-site-path";
import { isCrossSite } from "../http/cross-site";
import { acceptMultipartQuote, announcedPhotos, offerPhotoUpload } from "../leads/photo-intake";
import type { PhotoDeps } from "../photos/batch";
import { acceptQuote, type IntakeDeps } from "../leads/intake";
import { log } from "../log";
import { CALL_US } from "~/lib/contracts/quote/call-us";
import { jsonAnswer } from "../http/json-answer";

/** The page the visitor was on: the form's own `sourcePage` or the Referer, only when it is one of ours. */
export function sourcePage(request: Request, fields: Record<string, unknown>): string | undefined {
  const sent = Object.hasOwn(fields, "sourcePage") ? sameSitePath(fields.sourcePage) : undefined;
  if (sent) return sent;
  const referer = request.headers.get("Referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? sameSitePath(url.pathname) : undefined;
  } catch {
    return undefined;
  }
}

export async function handleContactRequest(
  request: Request,
  deps: IntakeDeps,
  photos: PhotoDeps = { db: deps.db, newId: deps.newId },
): Promise<Response> {
  if (request.method !== "POST") {
    return jsonAnswer(405, { success: false, message: "Send a quote request with POST." }, { Allow: "POST" });
  }
  if (isCrossSite(request)) {
    return jsonAnswer(403, { success: false, message: `Please use the form on our website, or ${CALL_US}.` });
  }
  try {
    if (isMultipart(request)) {
      // With photos: the same fields, the lead first, then the photos.
      const sent = await acceptMultipartQuote(
        request,
        (input) => acceptQuote(input, deps),
        (fields) => sourcePage(request, fields),
        photos,
      );
      if (!("fields" in sent)) return jsonAnswer(sent.status, sent.answer);
      const { outcome } = sent;
      const retry = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
      return jsonAnswer(outcome.status, outcome.answer, retry);
    }
    const parsed = await parseQuoteBody(request);
    if (!("fields" in parsed)) return jsonAnswer(parsed.status, parsed.answer);
    const photoCount = announcedPhotos(parsed.fields); // photos that follow the text
    const accepted = await acceptQuote(
      {
        fields: parsed.fields,
        ip: request.headers.get("CF-Connecting-IP") ?? undefined,
        sourcePage: sourcePage(request, parsed.fields),
        ...(photoCount ? { photoCount } : {}),
      },
      deps,
    );
    const outcome = await offerPhotoUpload(accepted, photoCount, deps.formTokenEnv, deps.now());
    return jsonAnswer(
      outcome.status,
      outcome.answer,
      outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {},
    );
  } catch (error) {
    log("contact.unexpected_error", { error: String(error) });
    return jsonAnswer(500, { success: false, message: contactFallbackError });
  }
}
