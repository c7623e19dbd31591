/**
 * Reads a quote request body (JSON or web form, at most MAX_BODY_BYTES, through
 * the bounded reader every endpoint uses), or
 * says why it cannot. Pure: POST /api/contact (workers/api/contact.ts)
 * and the pages' form actions (quote-action.server.ts) share it.
 */
import { readBody, TooLarge } from "../bounded-body";
import type { QuoteAnswer } from "./fields";
import { CALL_US } from "./call-us";

export const MAX_BODY_BYTES = 16 * 1024;

export type ParsedBody = { fields: Record<string, unknown> } | { status: 400 | 413 | 415; answer: QuoteAnswer };

export async function parseQuoteBody(request: Request): Promise<ParsedBody> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const isJson = type === "application/json";
  const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  if (!isJson && !isForm) {
    return {
      status: 415,
      answer: { success: false, message: `Please send the quote request as JSON or as a web form, or ${CALL_US}.` },
    };
  }
  let text: string;
  try {
    text = await readBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) {
      return {
        status: 413,
        answer: {
          success: false,
          message: `That request is too large. Please shorten the description, or ${CALL_US}.`,
        },
      };
    }
    throw error;
  }
  const unreadable = {
    status: 400 as const,
    answer: { success: false, message: `We could not read that request. Please try again, or ${CALL_US}.` },
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
