/**
 * Limits per recipient where a stranger's address can be typed: the request
 * page's e-mail form and the contact form's `email`. The visitor is answered
 * as ever, the owner's lead is never held, and the desk shows what was held
 * back.
 */
import { describe, expect, it } from "vitest";
import { recipientLimits } from "~/content/business";
import { requestTimeline } from "../desk/visit-view";
import { acceptQuote } from "../leads/intake";
import { seedLead } from "../test/desk-leads";
import { db, humanFields, intake, RecordingQueue, uniqueId } from "../test/fakes";
import { emailsTo, strangerAddress as stranger, testRequestMailer as mail } from "../test/request-mail";
import { withRequestPage } from "./intake-hook";
import { openRequest } from "./store";
import { requestPagePort } from "./visitor";

describe("per-recipient limits on the request page and the contact form", () => {
  it("the request page's e-mail form posted six times with one address: one link e-mail; the page answers as ever; the desk says what was held", async () => {
    const lead = await seedLead({ name: `Limits Customer ${uniqueId()}` });
    const token = await openRequest(db, lead.id, {}, new Date());
    const queue = new RecordingQueue();
    const port = requestPagePort({ db, now: () => new Date(), mail: mail(queue) });
    const to = stranger();
    for (let i = 0; i < 6; i++) expect(await port.act(token, { kind: "email", email: to })).toBe("email");
    const rows = await emailsTo(to);
    expect(rows.filter((row) => row.raw !== null)).toHaveLength(1);
    expect(rows.filter((row) => row.held_reason === "already sent to this address")).toHaveLength(5);
    expect(queue.sent).toHaveLength(1);
    const timeline = await requestTimeline(db, lead.id);
    expect(timeline.map((entry) => entry.text)).toContain(
      "E-mail to the customer not sent: the link to their page (already sent to this address)",
    );
  });

  it("the contact form's `email` on ten requests: every lead stored and announced to the owner, each visitor answered with a link, e-mails only up to the daily cap", async () => {
    const to = stranger();
    const queue = new RecordingQueue();
    const outcomes = [];
    for (let i = 0; i < 10; i++) {
      const fields = await humanFields({ email: to });
      const requestMail = mail(queue);
      const deps = intake({
        queue: queue.asQueue(),
        requestPage: (leadId, contact, extras, answer, firstTime) =>
          withRequestPage({ db, now: () => new Date(), requestMail }, leadId, contact, extras, answer, firstTime),
      });
      outcomes.push(await acceptQuote({ fields, ip: "203.0.113.9" }, deps));
    }
    expect(outcomes.map((o) => o.status)).toEqual(Array(10).fill(201));
    expect(outcomes.every((o) => o.answer.requestUrl?.startsWith("/requests/"))).toBe(true);
    const leadMessages = queue.sent.filter((message) => (message as { kind?: string }).kind !== "customer_email");
    expect(leadMessages).toHaveLength(10);
    const rows = await emailsTo(to);
    expect(rows.filter((row) => row.raw !== null)).toHaveLength(recipientLimits.perDay);
    expect(rows.filter((row) => row.held_reason?.startsWith("the limit of"))).toHaveLength(10 - recipientLimits.perDay);
  });
});
