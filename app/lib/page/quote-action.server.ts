/**
 * The page action behind every quote form, for visitors without JavaScript:
 * the form posts to its own page, which shows the confirmation or the field
 * errors with the input kept. The same intake as POST /api/contact, reached
 * through the lead port the Worker puts in the router context.
 */
import { data, type RouterContextProvider } from "react-router";
import { parseQuoteBody } from "../contracts/quote/body";
import type { QuoteAnswer, QuoteField } from "../contracts/quote/fields";
import { type QuoteIntakeOutcome, requestContext } from "../contracts/request-context.server";

export interface QuoteActionData {
  answer: QuoteAnswer;
  /** What the visitor typed, to show again next to the errors. */
  values: Partial<Record<QuoteField, string>>;
  /** Which form on the page was sent. */
  formId?: string;
}

const KEPT: QuoteField[] = ["name", "phone", "postcode", "issue", "service", "email", "visitWindow"];

export async function quoteAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { leads } = context.get(requestContext);
  const withPhotos = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
  // With photos (issue 21) the Worker reads the form, accepts the lead, then stores the photos.
  const sent =
    withPhotos && leads.acceptQuoteWithPhotos
      ? await leads.acceptQuoteWithPhotos(request, new URL(request.url).pathname)
      : undefined;
  const parsed = sent ?? (await parseQuoteBody(request));
  if (!("fields" in parsed)) {
    // An unreadable form names itself in its action URL (`?formId=`, the photo forms), so its page shows why.
    const formId = new URL(request.url).searchParams.get("formId") ?? undefined;
    return data<QuoteActionData>({ answer: parsed.answer, values: {}, formId }, { status: parsed.status });
  }
  const { fields } = parsed;
  const outcome: QuoteIntakeOutcome =
    sent && "outcome" in sent
      ? sent.outcome
      : await leads.acceptQuote({
          fields,
          ip: request.headers.get("CF-Connecting-IP") ?? undefined,
          sourcePage: new URL(request.url).pathname,
        });
  const values: QuoteActionData["values"] = {};
  if (!outcome.answer.success) {
    for (const key of KEPT)
      if (Object.hasOwn(fields, key) && typeof fields[key] === "string") values[key] = fields[key].toWellFormed();
  }
  const headers: Record<string, string> = outcome.retryAfterSeconds
    ? { "Retry-After": String(outcome.retryAfterSeconds) }
    : {};
  return data<QuoteActionData>(
    { answer: outcome.answer, values, formId: typeof fields.formId === "string" ? fields.formId : undefined },
    { status: outcome.status === 201 ? 200 : outcome.status, headers },
  );
}
