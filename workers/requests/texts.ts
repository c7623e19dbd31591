/**
 * The request pages' texter: what the visitor is texted when they send a
 * request and when their visit changes, to a UK mobile only, through the
 * texts outbox (workers/texts/). Texts are off without Twilio's secrets
 * (workers/wiring.ts hands in no texter). Each text carries a fresh link to
 * the request page (only its hash is stored).
 */
import { absoluteUrl } from "~/content/business";
import { requestPagePath } from "~/lib/contracts/request-page";
import { windowById, windowDate } from "~/lib/contracts/visit-windows";
import { firstNameOf } from "../leads/lead";
import { newLink, proposedOf, requestOfLead } from "./store";
import { composeText } from "../texts/compose";
import { ukMobile } from "../texts/numbers";
import { enqueueText, type EnqueueOutcome, type TextKind, type TextOutboxDeps } from "../texts/outbox";

export interface RequestTexter {
  /**
   * Texts the visitor about `kind`: "queued", or why not ("not_mobile", a cap,
   * opted out, "already" for the same event). `token`: the
   * link just made (else a fresh one); `minutes`: "on my way"; `eventKey`:
   * what makes this event one of its own (else the request's last change).
   */
  toVisitor(
    leadId: string,
    kind: TextKind,
    options?: { token?: string; minutes?: number; eventKey?: string },
  ): Promise<TextOutcome>;
}

export type TextOutcome = EnqueueOutcome | "not_mobile";

const dated = (id: string | null) => {
  const window = windowById(id);
  return window ? windowDate(window) : undefined;
};

export function texter(deps: TextOutboxDeps): RequestTexter {
  return {
    async toVisitor(leadId, kind, options = {}) {
      const found = await requestOfLead(deps.db, leadId);
      const to = ukMobile(found?.lead.phone);
      if (!found || !to) return "not_mobile";
      const token = options.token ?? (await newLink(deps.db, leadId, deps.now()));
      const body = composeText(kind, {
        firstName: firstNameOf(found.lead.name),
        url: absoluteUrl(requestPagePath(token)),
        window: dated(found.request.visit_window),
        proposed: proposedOf(found.request)
          .map(dated)
          .filter((label): label is string => label !== undefined),
        minutes: options.minutes,
      });
      const eventKey = options.eventKey ?? (kind === "link" ? "link" : `${kind}:${found.request.updated_at}`);
      return enqueueText(deps, { leadId, eventKey, kind, to, body });
    },
  };
}
