/** The visitor e-mail outbox: sent once, retried, marked failed after every retry, re-queued by the cron. */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { db, RecordingQueue } from "../test/fakes";
import { seedLead } from "../test/desk-leads";
import { type CustomerEmailRow, deliverEmail, enqueueEmail, handleDeadEmailMessages, redriveEmails } from "./outbox";

const email = {
  from: "visits@example.co.uk",
  to: "v@example.com",
  subject: "Your page",
  text: "T",
  html: "<p>T</p>",
  raw: "RAW",
};
const row = (id: string) => db.prepare("SELECT * FROM customer_emails WHERE id = ?").bind(id).first<CustomerEmailRow>();

describe("the visitor e-mail outbox", () => {
  it("sends once, then forgets the text; a second delivery of the same message sends nothing", async () => {
    const lead = await seedLead();
    const queue = new RecordingQueue();
    const id = await enqueueEmail(
      { db, queue: queue.asQueue() as Queue<unknown>, now: () => new Date() },
      lead.id,
      "visitor_link",
      email,
    );
    expect(queue.sent).toEqual([{ kind: "customer_email", id }]);
    const sent: string[] = [];
    const deps = { db, now: () => new Date(), send: async (r: { raw: string }) => void sent.push(r.raw) };
    expect(await deliverEmail(deps, id)).toBe("sent");
    expect(await deliverEmail(deps, id)).toBe("already");
    expect(sent).toEqual(["RAW"]);
    expect(await row(id)).toMatchObject({ raw: null, attempts: 1 });
  });

  it("after every retry: one last try, then marked failed (kept for the desk), never dropped", async () => {
    const lead = await seedLead();
    const id = await enqueueEmail(
      { db, queue: new RecordingQueue().asQueue() as Queue<unknown>, now: () => new Date() },
      lead.id,
      "visitor_confirmed",
      email,
    );
    const batch = createMessageBatch<unknown>("lead-notifications-dlq", [
      { id: "m", timestamp: new Date(), attempts: 1, body: { kind: "customer_email", id } },
    ]);
    const ctx = createExecutionContext();
    await handleDeadEmailMessages(batch.messages, {
      db,
      now: () => new Date(),
      send: async () => {
        throw new Error("still down");
      },
    });
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m"]);
    expect(await row(id)).toMatchObject({ sent_at: null, raw: "RAW", last_error: "Error: still down" });
    expect((await row(id))?.failed_at).not.toBeNull();
  });

  it("the cron re-queues an e-mail that never reached the queue", async () => {
    const lead = await seedLead();
    const past = new Date(Date.now() - 10 * 60_000);
    const id = await enqueueEmail(
      { db, queue: new RecordingQueue(1).asQueue() as Queue<unknown>, now: () => past },
      lead.id,
      "visitor_link",
      email,
    );
    expect((await row(id))?.queued_at).toBeNull();
    const queue = new RecordingQueue();
    await redriveEmails(db, queue.asQueue() as Queue<unknown>, new Date());
    expect(queue.sent).toContainEqual({ kind: "customer_email", id });
    expect((await row(id))?.queued_at).not.toBeNull();
  });
});
