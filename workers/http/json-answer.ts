import type { QuoteAnswer } from "~/lib/contracts/quote/fields";

/** The JSON answer to a quote or its photos sent by script: never stored by a cache. */
export function jsonAnswer(status: number, answer: QuoteAnswer, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(answer), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
