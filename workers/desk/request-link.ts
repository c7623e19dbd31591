/**
 * The desk's request page link: a fresh one to copy or text by hand, and
 * sending it again by text or by e-mail. Each is audited; a link is made only
 * for a lead with a request page, and only its hash is stored.
 */
import { absoluteUrl, textMessages } from "~/content/business";
import type { ActionOutcome } from "~/lib/contracts/desk";
import type { DeskTexts } from "~/lib/contracts/desk-port.server";
import { requestPagePath } from "~/lib/contracts/request-page";
import { newLink, requestOfLead } from "../requests/store";
import { ukMobile } from "../texts/numbers";
import { textsToday } from "../texts/outbox";
import type { TextOutcome } from "../requests/texts";
import { audit } from "./audit";
import type { DeskActionDeps } from "./actions";

export async function deskRequestLink(deps: DeskActionDeps, leadId: string): Promise<string | null> {
  const found = await requestOfLead(deps.db, leadId);
  const link = found ? absoluteUrl(requestPagePath(await newLink(deps.db, leadId, deps.now()))) : null;
  await audit(deps.db, {
    actor: deps.actor,
    action: "visit",
    leadId,
    detail: "Request page link shown",
    outcome: link ? "done" : "refused",
    at: deps.now(),
  });
  return link;
}

const RESEND_OUTCOME: Record<TextOutcome, ActionOutcome> = {
  queued: "link_texted",
  already: "link_texted",
  not_mobile: "text_not_mobile",
  opted_out: "text_opted_out",
  capped_number: "text_capped",
  capped_site: "text_capped",
};

export async function resendLink(deps: DeskActionDeps, leadId: string, by: "text" | "email"): Promise<ActionOutcome> {
  const found = await requestOfLead(deps.db, leadId);
  let outcome: ActionOutcome;
  if (!found) outcome = "refused";
  else if (by === "email") {
    if (!found.request.email || !deps.mail) outcome = "no_email";
    else {
      await deps.mail.toVisitor(leadId, "link");
      outcome = "link_emailed";
    }
  } else if (!deps.texts) outcome = "texts_off";
  else {
    // Each resend is an event of its own (one text per tap), still within the number's cap.
    const sent = await deps.texts.toVisitor(leadId, "resend", { eventKey: `resend:${deps.now().toISOString()}` });
    outcome = RESEND_OUTCOME[sent];
  }
  await audit(deps.db, {
    actor: deps.actor,
    action: "visit",
    leadId,
    detail: `Request page link sent again by ${by === "text" ? "text" : "e-mail"}`,
    outcome: outcome === "link_texted" || outcome === "link_emailed" ? "done" : "refused",
    at: deps.now(),
  });
  return outcome;
}

/** Whether the lead's customer gets texts, and the site's texts against its daily cap, for the desk. */
export async function deskTexts(db: D1Database, phone: string, textsOn: boolean, now: Date): Promise<DeskTexts> {
  const mobile = ukMobile(phone);
  const optedOut = mobile
    ? await db.prepare("SELECT 1 AS x FROM text_opt_outs WHERE number = ?").bind(mobile).first()
    : null;
  return {
    off: !textsOn ? "no_secrets" : !mobile ? "not_mobile" : optedOut ? "opted_out" : null,
    siteToday: await textsToday(db, now),
    sitePerDay: textMessages.perSitePerDay,
  };
}
