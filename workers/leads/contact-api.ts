/**
 * POST /api/contact: JSON {name, phone, postcode, issue}, or
 * an ordinary form post, answered with JSON {success, message, errors?}.
 * Never a stack trace, never a bare error page.
 */
import { business, contactFallbackError } from "~/content/business";
import type { QuoteAnswer } from "~/lib/quote-fields";
import { acceptQuote, type IntakeDeps } from "./intake";

export const MAX_BODY_BYTES = 16 * 1024;

const callUs = `call us on ${business.phone.display}`;

function json(status: number, answer: QuoteAnswer, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(answer), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

class TooLarge extends Error {}

/** Reads at most `limit` bytes of the body; larger bodies are refused, whatever Content-Length claims. */
async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw new TooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export type ParsedBody = { fields: Record<string, unknown> } | { status: 400 | 413 | 415; answer: QuoteAnswer };

/**
 * Reads a quote request body (JSON or web form, at most MAX_BODY_BYTES), or
 * says why it cannot: the JSON endpoint and the pages' form actions share it.
 */
export async function parseQuoteBody(request: Request): Promise<ParsedBody> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const isJson = type === "application/json";
  const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  if (!isJson && !isForm) {
    return {
      status: 415,
      answer: { success: false, message: `Please send the quote request as JSON or as a web form, or ${callUs}.` },
    };
  }
  let text: string;
  try {
    text = await readBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) {
      return {
        status: 413,
        answer: { success: false, message: `That request is too large. Please shorten the description, or ${callUs}.` },
      };
    }
    throw error;
  }
  const unreadable = {
    status: 400 as const,
    answer: { success: false, message: `We could not read that request. Please try again, or ${callUs}.` },
  };
  if (isJson) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return unreadable;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) return unreadable;
    return { fields: value as Record<string, unknown> };
  }
  try {
    const form =
      type === "multipart/form-data"
        ? await new Request(request.url, { method: "POST", headers: request.headers, body: text }).formData()
        : new URLSearchParams(text);
    return { fields: Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) };
  } catch {
    return unreadable;
  }
}

/** The page the visitor was on, from the Referer, when it is one of ours. */
export function sourcePage(request: Request, fields: Record<string, unknown>): string | undefined {
  if (typeof fields.sourcePage === "string" && fields.sourcePage.startsWith("/")) return fields.sourcePage;
  const referer = request.headers.get("Referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

export async function handleContactRequest(request: Request, deps: IntakeDeps): Promise<Response> {
  if (request.method !== "POST") {
    return json(405, { success: false, message: "Send a quote request with POST." }, { Allow: "POST" });
  }
  try {
    const parsed = await parseQuoteBody(request);
    if (!("fields" in parsed)) return json(parsed.status, parsed.answer);
    const outcome = await acceptQuote(
      {
        fields: parsed.fields,
        ip: request.headers.get("CF-Connecting-IP") ?? undefined,
        sourcePage: sourcePage(request, parsed.fields),
      },
      deps,
    );
    return json(outcome.status, outcome.answer);
  } catch (error) {
    console.log(JSON.stringify({ event: "contact.unexpected_error", error: String(error) }));
    return json(500, { success: false, message: contactFallbackError });
  }
}
