/**
 * The request page the intake opens (injected into it by workers/wiring.ts): once a lead is stored (and its
 * notification queued), open its request page and add the link to the
 * answer. A failure here never fails the request: the lead is safe, the
 * visitor only misses the link (logged).
 */
import { requestPagePath } from "~/lib/contracts/request-page";
import type { QuoteAnswer } from "~/lib/contracts/quote/fields";
import { type QuoteExtras, windowNote } from "../leads/extras";
import { log } from "../log";
import type { RequestMailer } from "./mail";
import { openRequest } from "./store";

export async function withRequestPage(
  deps: { db: D1Database; now: () => Date; requestMail?: RequestMailer },
  leadId: string,
  extras: QuoteExtras,
  answer: QuoteAnswer,
  firstTime: boolean,
): Promise<QuoteAnswer> {
  const windowId = extras.window.kind === "none" ? undefined : extras.window.window.id;
  let token: string;
  try {
    token = await openRequest(deps.db, leadId, { email: extras.email, windowId }, deps.now());
  } catch (error) {
    log("request.link_not_made", { leadId, error: String(error) });
    return answer;
  }
  if (firstTime && extras.email && deps.requestMail) {
    await deps.requestMail.toVisitor(leadId, "link", token).catch((error: unknown) => {
      log("request.mail_not_queued", { leadId, error: String(error) });
    });
  }
  return { ...answer, message: `${answer.message}${windowNote(extras)}`, requestUrl: requestPagePath(token) };
}
