/**
 * The page action behind every quote form, for visitors without JavaScript:
 * the form posts to its own page, which shows the confirmation or the field
 * errors with the input kept. The same intake as POST /api/contact, reached
 * through the lead port the Worker puts in the router context.
 */
import { data, type RouterContextProvider } from "react-router";
import { isMultipart } from "../contracts/bounded-body";
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

/** What the visitor typed in the fields a form shows again. */
function keptValues(fields: Record<string, unknown>): QuoteActionData["values"] {
  const values: QuoteActionData["values"] = {};
  for (const key of KEPT) {
    const value = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (typeof value === "string") values[key] = value.toWellFormed();
  }
  return values;
}

export async function quoteAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { leads } = context.get(requestContext);
  // With photos the Worker reads the form, accepts the lead, then stores the photos.
  const sent =
    isMultipart(request) && leads.acceptQuoteWithPhotos
      ? await leads.acceptQuoteWithPhotos(request, new URL(request.url).pathname)
      : undefined;
  const parsed = sent ?? (await parseQuoteBody(request));
  if (!("fields" in parsed)) {
    // An unreadable form names itself in its action URL (`?formId=`, the photo forms), so its page shows why,
    // with whatever text could still be read from it (a form with photos too large to accept).
    const formId = new URL(request.url).searchParams.get("formId") ?? undefined;
    const typed = sent && !("fields" in sent) ? sent.typed : undefined;
    const values = typed ? keptValues(typed) : {};
    return data<QuoteActionData>({ answer: parsed.answer, values, formId }, { status: parsed.status });
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
  const values = outcome.answer.success ? {} : keptValues(fields);
  const headers: Record<string, string> = outcome.retryAfterSeconds
    ? { "Retry-After": String(outcome.retryAfterSeconds) }
    : {};
  return data<QuoteActionData>(
    { answer: outcome.answer, values, formId: typeof fields.formId === "string" ? fields.formId : undefined },
    { status: outcome.status === 201 ? 200 : outcome.status, headers },
  );
}
