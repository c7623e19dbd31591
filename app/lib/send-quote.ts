import { API_PATHS } from "./api-paths";
import { contactFallbackError } from "~/content/business";
import type { QuoteAnswer } from "./quote-fields";

/**
 * Sends a quote request as JSON to POST /api/contact. Any
 * failure (network, an unreadable answer) becomes the fallback message
 * naming the phone number; success needs both the answer and the status.
 */
export async function sendQuote(payload: Record<string, string>, photos: readonly File[] = []): Promise<QuoteAnswer> {
  try {
    // With photos (issue 21): the same fields as multipart/form-data, the files in parts named `photos`.
    let body: BodyInit = JSON.stringify(payload);
    if (photos.length) {
      const form = new FormData();
      for (const [key, value] of Object.entries(payload)) form.append(key, value);
      for (const photo of photos) form.append("photos", photo);
      body = form;
    }
    const response = await fetch(API_PATHS.contact, {
      method: "POST",
      headers: photos.length
        ? { Accept: "application/json" }
        : { "Content-Type": "application/json", Accept: "application/json" },
      body,
    });
    const answer = (await response.json()) as Partial<QuoteAnswer>;
    if (typeof answer.success !== "boolean") throw new Error("unexpected answer");
    return {
      success: answer.success && response.ok,
      message: answer.message || contactFallbackError,
      errors: answer.errors,
      photos: answer.photos,
    };
  } catch {
    return { success: false, message: contactFallbackError };
  }
}
