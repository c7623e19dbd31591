import { API_PATHS } from "../contracts/api-paths";
import { contactFallbackError } from "~/content/business";
import type { QuoteAnswer } from "../contracts/quote/fields";

/**
 * Sends a quote request as JSON to POST /api/contact. Any
 * failure (network, an unreadable answer) becomes the fallback message
 * naming the phone number; success needs both the answer and the status.
 */
export async function sendQuote(payload: Record<string, string>): Promise<QuoteAnswer> {
  try {
    const response = await fetch(API_PATHS.contact, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    const answer = (await response.json()) as Partial<QuoteAnswer>;
    if (typeof answer.success !== "boolean") throw new Error("unexpected answer");
    const success = answer.success && response.ok;
    return {
      success,
      message: answer.message || contactFallbackError,
      errors: answer.errors,
      // The request page's link (a path of this site).
      requestUrl: success ? answer.requestUrl : undefined,
      // How that link was sent (text, e-mail), for the "Request received" panel.
      linkSentBy: success ? answer.linkSentBy : undefined,
      photoUpload: answer.photoUpload,
    };
  } catch {
    return { success: false, message: contactFallbackError };
  }
}
