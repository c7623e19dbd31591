/**
 * The request page the intake opens (injected into it by workers/wiring.ts): once a lead is stored (and its
 * notification queued), open its request page and add the link to the
 * answer. A failure here never fails the request: the lead is safe, the
 * visitor only misses the link (logged).
 */
import { requestPagePath } from "~/lib/contracts/request-page";
import type { QuoteAnswer } from "~/lib/contracts/quote/fields";
import { type QuoteExtras, windowNote } from "../leads/extras";
import type { RequestContact } from "../leads/intake";
import { log } from "../log";
import type { RequestMailer } from "./mail";
import { openRequest } from "./store";
import { ukMobile } from "../texts/numbers";
import type { RequestTexter } from "./texts";

export async function withRequestPage(
  deps: { db: D1Database; now: () => Date; requestMail?: RequestMailer; requestTexts?: RequestTexter },
  leadId: string,
  contact: RequestContact,
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
  let email = false;
  if (firstTime && extras.email && deps.requestMail) {
    email = await deps.requestMail.toVisitor(leadId, "link", token).then(
      () => true,
      (error: unknown) => {
        log("request.mail_not_queued", { leadId, error: String(error) });
        return false;
      },
    );
  }
  // A UK mobile gets the link by text (when texts are on); the text never stands in the way of the answer.
  // Never to a request that may be a bot's (sent without the site's form, too fast): SMS pumping sends those.
  const text =
    firstTime && !contact.suspicious && deps.requestTexts
      ? await deps.requestTexts.toVisitor(leadId, "link", { token }).then(
          (outcome) => outcome === "queued",
          (error: unknown) => {
            log("request.text_not_queued", { leadId, error: String(error) });
            return false;
          },
        )
      : false;
  return {
    ...answer,
    message: `${answer.message}${windowNote(extras)}`,
    requestUrl: requestPagePath(token),
    linkSentBy: { text, email, landline: ukMobile(contact.phone) === null },
  };
}
