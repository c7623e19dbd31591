/**
 * The request pages' mailer: composes the visitor's and the owner's e-mails
 * about a request and hands them to the outbox (workers/mail/outbox.ts). A visitor without
 * an e-mail address gets none. Each visitor e-mail carries a fresh link to the
 * request page (only its hash is stored, so an old link cannot be re-sent).
 */
import { recipientLimits } from "~/content/business";
import { windowById, windowDate } from "~/lib/contracts/visit-windows";
import { calendarFile } from "./calendar";
import { composeVisitorEmail, type RequestEmailFacts } from "./emails";
import { enqueueEmail, type OutboxDeps } from "../mail/outbox";
import { newLink, proposedOf, requestOfLead } from "./store";
import { firstNameOf } from "../leads/lead";

/** E-mails a change causes (queued by `mailer` below; absent in tests that do not look). */
export interface RequestMailer {
  /** To the visitor, when they gave an address: the link, or a change of the visit. */
  toVisitor(
    leadId: string,
    kind: "link" | "confirmed" | "proposed" | "declined" | "on_way",
    token?: string,
  ): Promise<void>;
}

export interface MailDeps extends OutboxDeps {
  /** The visitor's e-mails come from this address (CUSTOMER_EMAIL_FROM). */
  customerFrom: string;
  /** The owner's notices: LEAD_NOTIFY_FROM to LEAD_NOTIFY_TO, as the lead e-mails. */
  ownerFrom: string;
  ownerTo: string;
}

const dated = (id: string | null) => {
  const window = windowById(id);
  return window ? windowDate(window) : undefined;
};

export function mailer(deps: MailDeps): RequestMailer {
  return {
    async toVisitor(leadId, kind, token) {
      const found = await requestOfLead(deps.db, leadId);
      const to = found?.request.email;
      if (!found || !to) return;
      const link = token ?? (await newLink(deps.db, leadId, deps.now()));
      const facts: RequestEmailFacts = {
        leadId,
        firstName: firstNameOf(found.lead.name),
        ownerLabel: found.lead.name,
        token: link,
        window: dated(found.request.visit_window),
        proposed: proposedOf(found.request)
          .map(dated)
          .filter((label): label is string => label !== undefined),
        reason: found.request.decline_reason ?? undefined,
        minutes: kind === "on_way" ? (found.request.on_way_minutes ?? undefined) : undefined,
        calendar: kind === "confirmed" ? (calendarFile(found, link) ?? undefined) : undefined,
      };
      const id = crypto.randomUUID();
      await enqueueEmail(
        deps,
        leadId,
        `visitor_${kind}`,
        composeVisitorEmail(kind, facts, { from: deps.customerFrom, to }, id),
        // The link goes once per address per request, however often an address is posted.
        kind === "link" ? { scope: leadId, withinMs: recipientLimits.linkOncePerRequestDays * 86_400_000 } : undefined,
      );
    },
  };
}
