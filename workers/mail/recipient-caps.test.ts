/**
 * Limits per recipient: nobody can use the site to flood a stranger's inbox.
 * The cap itself (daily, once per scope, at the same moment, one mailbox
 * however spelled, only a keyed hash kept) and the outbox every visitor
 * e-mail goes through (workers/requests/recipient-limits.test.ts: the request
 * page's e-mail form and the contact form's `email`).
 */
import { describe, expect, it } from "vitest";
import { recipientLimits } from "~/content/business";
import { enqueueEmail } from "./outbox";
import { seedLead } from "../test/desk-leads";
import { db, RecordingQueue } from "../test/fakes";
import { emailsTo, strangerAddress as stranger } from "../test/request-mail";
import { claimRecipient, normaliseRecipient, purgeRecipientSends, recipientKey, visitorRule } from "./recipient-caps";

const HOUR = 3_600_000;
const composed = (to: string) => ({
  from: "visits@example.co.uk",
  to,
  subject: "Your page",
  text: "T",
  html: "H",
  raw: "RAW",
});

describe("per-recipient limits", () => {
  it("a daily cap across every kind, at the same moment too, free again 24 hours later", async () => {
    const to = { channel: "email" as const, address: stranger() };
    let clock = new Date("2026-03-29T00:30:00Z");
    const deps = { db, now: () => clock };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => claimRecipient(deps, to, visitorRule(i % 2 ? "visitor_link" : "reminder"))),
    );
    expect(outcomes.filter((o) => o.sent)).toHaveLength(recipientLimits.perDay);
    expect(outcomes.find((o) => !o.sent)).toMatchObject({ reason: "daily" });
    clock = new Date(clock.getTime() + 23 * HOUR);
    expect((await claimRecipient(deps, to, visitorRule("visitor_on_way"))).sent).toBe(false);
    clock = new Date(clock.getTime() + HOUR + 1000);
    expect((await claimRecipient(deps, to, visitorRule("visitor_on_way"))).sent).toBe(true);
  });

  it("once per scope: the same scope is held back, another scope is not", async () => {
    const to = { channel: "email" as const, address: stranger() };
    const deps = { db, now: () => new Date() };
    const once = (scope: string) => visitorRule("visitor_link", { scope, withinMs: 365 * 24 * HOUR });
    expect(await claimRecipient(deps, to, once("lead-a"))).toEqual({ sent: true });
    expect(await claimRecipient(deps, to, once("lead-a"))).toMatchObject({ sent: false, reason: "once" });
    expect(await claimRecipient(deps, to, once("lead-b"))).toEqual({ sent: true });
  });

  it("one mailbox however it is spelled; a phone number in either form; only a keyed hash is stored", async () => {
    const same = ["Jane.Doe+x@Gmail.com", "janedoe@googlemail.com", " JANEDOE+other@gmail.com "];
    expect(new Set(same.map((address) => normaliseRecipient({ channel: "email", address })))).toEqual(
      new Set(["janedoe@gmail.com"]),
    );
    expect(normaliseRecipient({ channel: "sms", address: "07700 900123" })).toBe(
      normaliseRecipient({ channel: "sms", address: "+44 7700 900123" }),
    );
    expect(normaliseRecipient({ channel: "email", address: "a.b@example.com" })).not.toBe(
      normaliseRecipient({ channel: "email", address: "ab@example.com" }),
    );
    const address = stranger();
    await claimRecipient({ db, now: () => new Date(), secret: "s1" }, { channel: "email", address }, visitorRule("x"));
    const key = await recipientKey({ channel: "email", address }, "s1");
    expect(key).not.toBe(await recipientKey({ channel: "email", address }, "s2"));
    const row = await db.prepare("SELECT * FROM recipient_sends WHERE recipient_key = ?").bind(key).first();
    expect(JSON.stringify(row)).not.toContain(address.split("@")[0]);
  });

  it("rows are purged once kept long enough: a day for the daily cap", async () => {
    const address = stranger();
    const at = new Date("2026-10-25T00:30:00Z");
    await claimRecipient({ db, now: () => at }, { channel: "email", address }, visitorRule("x"));
    const key = await recipientKey({ channel: "email", address });
    const count = async () =>
      (
        await db
          .prepare("SELECT COUNT(*) AS n FROM recipient_sends WHERE recipient_key = ?")
          .bind(key)
          .first<{ n: number }>()
      )?.n;
    await purgeRecipientSends(db, new Date(at.getTime() + 23 * HOUR));
    expect(await count()).toBe(1);
    await purgeRecipientSends(db, new Date(at.getTime() + 25 * HOUR));
    expect(await count()).toBe(0);
  });

  it("the outbox holds every visitor e-mail over the cap: stored without its text, never queued; the owner's are never held", async () => {
    const lead = await seedLead();
    const queue = new RecordingQueue();
    const to = stranger();
    const deps = { db, queue: queue.asQueue() as Queue<unknown>, now: () => new Date() };
    for (const kind of ["visitor_link", "reminder_confirm", "visitor_review", "visitor_confirmed"]) {
      for (let i = 0; i < 3; i++) await enqueueEmail(deps, lead.id, kind, composed(to));
    }
    for (let i = 0; i < 3; i++) await enqueueEmail(deps, lead.id, "owner_cancelled", composed(to));
    const rows = await emailsTo(to);
    const visitor = rows.filter((row) => !row.kind.startsWith("owner_"));
    expect(visitor.filter((row) => row.raw !== null)).toHaveLength(recipientLimits.perDay);
    expect(
      visitor.filter((row) => row.held_reason !== null && row.raw === null && row.queued_at === null),
    ).toHaveLength(12 - recipientLimits.perDay);
    expect(rows.filter((row) => row.kind === "owner_cancelled" && row.raw === "RAW")).toHaveLength(3);
    expect(queue.sent).toHaveLength(recipientLimits.perDay + 3);
  });
});
