/**
 * "Ask for a review": once a job is done or won, the desk offers
 * to ask the customer for a review. Every customer gets the same link (the
 * owner's fact `reviewLink` in app/content/business.ts): never chosen by the
 * job or by how happy the customer seems, never with an incentive. With an
 * e-mail address it is e-mailed (the request pages' outbox and
 * CUSTOMER_EMAIL); without one the desk shows the link and a QR code to show
 * at the door. Either way the desk records that it was asked (audit).
 */
import { business, reviewRequestLink } from "~/content/business";
import type { ActionOutcome } from "~/lib/contracts/desk";
import type { DeskReview } from "~/lib/contracts/desk-port.server";
import { renderSVG } from "uqr";
import { buildEmail, type ComposedEmail, escapeHtml } from "../mail/mime";
import { enqueueEmail } from "../mail/outbox";
import { firstNameOf } from "../leads/lead";
import { audit, auditOf } from "./audit";
import type { DeskActionDeps } from "./actions";
import { getDeskLead } from "./queries";

/** The e-mail asking for a review: the same words and link for everyone; nothing offered in return. */
export function composeReviewRequest(
  firstName: string,
  link: string,
  addresses: { from: string; to: string },
  messageId: string,
): ComposedEmail {
  const subject = `How did we do? A review for ${business.name}`;
  const lines = [
    `Hello ${firstName},`,
    "Thank you for choosing us. If you have a minute, we would value an honest review of the job, good or bad: every review is published, and we never offer anything in return for one.",
    link,
    "How we collect reviews: " + new URL("/reviews-policy", business.siteUrl).href,
    `${business.name}, ${business.phone.display}`,
  ];
  const text = lines.join("\n\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b">
${lines.map((line) => (line === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(line)}</p>`)).join("\n")}
</body></html>`;
  return buildEmail({ senderName: business.name, ...addresses, subject, messageId, text, html });
}

/** The review link as an SVG QR code, rendered on the server (uqr). */
export function reviewQrSvg(link: string): string {
  return renderSVG(link, { border: 2 });
}

async function customerEmail(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT email FROM lead_requests WHERE lead_id = ?")
    .bind(id)
    .first<{ email: string | null }>();
  return row?.email ?? null;
}

/** What the lead page shows about asking for a review. */
export async function reviewOf(
  db: D1Database,
  lead: { id: string; salesStatus: string; visitState: string | null },
  link: string | undefined = reviewRequestLink(),
): Promise<DeskReview | null> {
  if (lead.salesStatus !== "won" && lead.visitState !== "done") return null;
  const asked = (await auditOf(db, lead.id)).filter((row) => row.action === "review" && row.outcome === "done");
  const emailGiven = Boolean(await customerEmail(db, lead.id));
  return {
    link: link || null,
    emailGiven,
    askedAt: asked.at(-1)?.at ?? null,
    // Without an address the owner shows the link at the door: as text and as a QR code.
    qrSvg: link && !emailGiven ? reviewQrSvg(link) : null,
  };
}

export interface ReviewDeps extends DeskActionDeps {
  /** The review e-mail comes from this address (CUSTOMER_EMAIL_FROM). */
  customerFrom: string;
  /** The owner's confirmed review link (launchFacts.reviewLink); tests pass one. */
  reviewLink?: string;
  /** FORM_TOKEN_SECRET: keys the per-recipient limits' hashes. */
  recipientSecret?: string;
}

/** The desk's "Ask for a review": e-mailed when there is an address, else recorded as shown at the door. */
export async function askForReview(deps: ReviewDeps, id: string): Promise<ActionOutcome> {
  const at = deps.now();
  const link = deps.reviewLink ?? reviewRequestLink();
  const row = await getDeskLead(deps.db, id);
  const state = row
    ? await deps.db
        .prepare("SELECT visit_state FROM lead_requests WHERE lead_id = ?")
        .bind(id)
        .first<{ visit_state: string }>()
    : null;
  const eligible = row && (row.sales_status === "won" || state?.visit_state === "done");
  if (!row || !eligible || !link) {
    await audit(deps.db, {
      actor: deps.actor,
      action: "review",
      leadId: id,
      detail: link ? "not done or won" : "no review link",
      outcome: "refused",
      at,
    });
    return link ? "refused" : "review_no_link";
  }
  const to = await customerEmail(deps.db, id);
  if (to) {
    await enqueueEmail(
      deps,
      id,
      "visitor_review",
      composeReviewRequest(firstNameOf(row.name), link, { from: deps.customerFrom, to }, crypto.randomUUID()),
    );
  }
  await audit(deps.db, {
    actor: deps.actor,
    action: "review",
    leadId: id,
    detail: to ? "Asked for a review by e-mail" : "Asked for a review at the door (link and QR code shown)",
    outcome: "done",
    at,
  });
  return to ? "review_emailed" : "review_shown";
}
