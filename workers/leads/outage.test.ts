/**
 * Long outages, simulated: the lead queue and its dead-letter queue are
 * played message by message on a simulated clock (retries wait the delay the
 * consumer asks for, a message retried past max_retries moves to the
 * dead-letter queue), with the real local D1 switched off and on. In every
 * case each lead answered 2xx is e-mailed at least once and stored exactly once.
 */
import { describe, expect, it } from "vitest";
import {
  consumer,
  db,
  formTokenIssued,
  intake,
  RecordingMailer,
  RecordingQueue,
  SwitchableD1,
  validFields,
} from "../test/fakes";
import { handleDeadLetterBatch, handleLeadBatch } from "./consumer";
import { acceptQuote } from "./intake";
import type { LeadMessage } from "./queue";
import type { LeadRow } from "./store";

const MAX_RETRIES = 5; // wrangler.toml: lead-notifications max_retries
const DLQ_MAX_RETRIES = 100; // wrangler.toml: lead-notifications-dlq max_retries
const HOUR = 3_600_000;

interface Queued {
  body: LeadMessage;
  queue: "main" | "dlq";
  attempts: number;
  at: number;
}

/** Cloudflare Queues, played on a clock: what the consumers do, not how fast. */
class QueueSimulation {
  pending: Queued[] = [];
  now: number;
  lostMessages = 0;
  deliveries = 0;
  constructor(
    start: number,
    private readonly queueDown: (at: number) => boolean = () => false,
  ) {
    this.now = start;
  }

  /** The lead queue as the consumers see it. */
  queue(): Queue<LeadMessage> {
    return {
      send: async (body: LeadMessage, options?: QueueSendOptions) => {
        if (this.queueDown(this.now)) throw new Error("queue unavailable");
        this.pending.push({
          body: structuredClone(body),
          queue: "main",
          attempts: 1,
          at: this.now + (options?.delaySeconds ?? 0) * 1000,
        });
      },
    } as unknown as Queue<LeadMessage>;
  }

  async run(
    handlers: { onStep?: (now: number) => void; deps: () => Parameters<typeof handleLeadBatch>[1] },
    maxSteps = 5000,
  ) {
    for (let step = 0; step < maxSteps && this.pending.length > 0; step++) {
      this.pending.sort((a, b) => a.at - b.at);
      const next = this.pending.shift()!;
      this.now = Math.max(this.now, next.at);
      handlers.onStep?.(this.now);
      this.deliveries++;
      let outcome: { retry?: number } | "ack" | undefined;
      const message = {
        id: crypto.randomUUID(),
        timestamp: new Date(this.now),
        attempts: next.attempts,
        body: next.body,
        ack: () => (outcome = "ack"),
        retry: (options?: QueueRetryOptions) => (outcome = { retry: options?.delaySeconds ?? 0 }),
      };
      const batch = {
        queue: next.queue === "main" ? "lead-notifications" : "lead-notifications-dlq",
        messages: [message],
        ackAll: () => (outcome = "ack"),
        retryAll: () => (outcome = { retry: 0 }),
      } as unknown as MessageBatch<unknown>;
      try {
        if (next.queue === "main") await handleLeadBatch(batch, handlers.deps());
        else await handleDeadLetterBatch(batch, handlers.deps());
      } catch {
        outcome = { retry: 0 }; // a thrown handler retries the whole batch
      }
      if (outcome === "ack") continue;
      const delay = (outcome?.retry ?? 0) * 1000;
      const limit = next.queue === "main" ? MAX_RETRIES : DLQ_MAX_RETRIES;
      if (next.attempts <= limit) this.pending.push({ ...next, attempts: next.attempts + 1, at: this.now + delay });
      else if (next.queue === "main") this.pending.push({ ...next, queue: "dlq", attempts: 1, at: this.now });
      else this.lostMessages++; // the dead-letter queue has no dead-letter queue of its own
    }
  }
}

async function rowsNamed(name: string) {
  return (await db.prepare("SELECT * FROM leads WHERE name = ?").bind(name).all<LeadRow>()).results;
}

const emailsFor = (mailer: RecordingMailer, name: string) => mailer.sent.filter((e) => e.subject.includes(name)).length;

async function acceptWhileD1Down(count: number, queue: Queue<LeadMessage>, d1: D1Database) {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const fields = validFields({ formToken: await formTokenIssued(30_000) });
    const outcome = await acceptQuote({ fields }, intake({ db: d1, queue }));
    expect(outcome.status).toBe(201);
    names.push(fields.name);
  }
  return names;
}

describe("D1 down for 24 hours, then back", () => {
  it("every lead is e-mailed during the outage and stored exactly once afterwards", { timeout: 60_000 }, async () => {
    const start = Date.now();
    const d1 = new SwitchableD1();
    const sim = new QueueSimulation(start);
    const names = await acceptWhileD1Down(3, sim.queue(), d1.asD1());
    expect(sim.pending).toHaveLength(3);

    const mailer = new RecordingMailer();
    let emailedDuringOutage = 0;
    await sim.run({
      onStep: (now) => {
        if (now >= start + 24 * HOUR && d1.down) {
          d1.down = false;
          emailedDuringOutage = mailer.sent.length;
        }
      },
      deps: () => consumer(mailer, { db: d1.asD1(), queue: sim.queue(), now: () => new Date(sim.now) }),
    });

    expect(d1.down).toBe(false); // the simulation did run past the 24 hours
    expect(emailedDuringOutage).toBe(3); // the owner heard of every lead while D1 was down
    expect(sim.lostMessages).toBe(0);
    for (const name of names) {
      expect(emailsFor(mailer, name)).toBe(1);
      const rows = await rowsNamed(name);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.notification_status).toBe("notified");
      expect(rows[0]?.notified_at).not.toBeNull();
    }
  });
});

describe("D1 and the queue both down in the consumer", () => {
  it(
    "the owner is e-mailed; the lead is stored once when they are back (a second e-mail is the accepted price, across isolates)",
    { timeout: 60_000 },
    async () => {
      const start = Date.now();
      const d1 = new SwitchableD1();
      const queueBackAt = start + 2 * HOUR;
      const sim = new QueueSimulation(start, (at) => at > start && at < queueBackAt);
      const [name] = await acceptWhileD1Down(1, sim.queue(), d1.asD1());
      sim.now = start + 1; // from now on the queue refuses sends (the follow-up message)
      const mailer = new RecordingMailer();
      await sim.run({
        onStep: (now) => {
          if (now >= start + 6 * HOUR) d1.down = false;
        },
        deps: () => consumer(mailer, { db: d1.asD1(), queue: sim.queue(), now: () => new Date(sim.now) }),
      });
      expect(sim.lostMessages).toBe(0);
      expect(emailsFor(mailer, name!)).toBeGreaterThanOrEqual(1);
      const rows = await rowsNamed(name!);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.notification_status).toBe("notified");
    },
  );

  it("at intake: the visitor is told to call (nothing was promised, nothing is stored)", async () => {
    const d1 = new SwitchableD1();
    const fields = validFields();
    const outcome = await acceptQuote({ fields }, intake({ db: d1.asD1(), queue: new RecordingQueue(1).asQueue() }));
    expect(outcome.status).toBe(503);
    expect(outcome.answer.message).toContain("01642 040623");
  });
});

describe("the dead-letter consumer with D1 down", () => {
  it(
    "never drops the lead: it goes back on the lead queue, and is stored when D1 returns",
    { timeout: 60_000 },
    async () => {
      const start = Date.now();
      const d1 = new SwitchableD1();
      const sim = new QueueSimulation(start);
      const [name] = await acceptWhileD1Down(1, sim.queue(), d1.asD1());
      // Straight to the dead-letter queue, as after max_retries.
      sim.pending = sim.pending.map((m) => ({ ...m, queue: "dlq" as const }));
      const mailer = new RecordingMailer();
      await sim.run({
        onStep: (now) => {
          if (now >= start + 3 * HOUR) d1.down = false;
        },
        deps: () => consumer(mailer, { db: d1.asD1(), queue: sim.queue(), now: () => new Date(sim.now) }),
      });
      expect(sim.lostMessages).toBe(0);
      expect(emailsFor(mailer, name!)).toBe(1);
      expect(await rowsNamed(name!)).toHaveLength(1);
    },
  );

  it("with the queue refusing too, the dead-letter message is retried, not acknowledged", async () => {
    const d1 = new SwitchableD1();
    const queue = new RecordingQueue();
    await acceptQuote({ fields: validFields() }, intake({ db: d1.asD1(), queue: queue.asQueue() }));
    const calls: string[] = [];
    const message = {
      id: "d1",
      timestamp: new Date(),
      attempts: 1,
      body: queue.sent[0],
      ack: () => calls.push("ack"),
      retry: () => calls.push("retry"),
    };
    const batch = { queue: "lead-notifications-dlq", messages: [message], ackAll() {}, retryAll() {} };
    await handleDeadLetterBatch(
      batch as unknown as MessageBatch<unknown>,
      consumer(new RecordingMailer(), { db: d1.asD1(), queue: new RecordingQueue(1).asQueue() }),
    );
    expect(calls).toEqual(["retry"]);
  });
});

describe("e-mail failing until the last retry", () => {
  it("the sixth delivery sends it: e-mailed once, stored once, notified", { timeout: 30_000 }, async () => {
    const sim = new QueueSimulation(Date.now());
    const fields = validFields({ formToken: await formTokenIssued(30_000) });
    const outcome = await acceptQuote({ fields }, intake({ queue: sim.queue() }));
    expect(outcome.status).toBe(201);
    const mailer = new RecordingMailer(MAX_RETRIES);
    await sim.run({ deps: () => consumer(mailer, { queue: sim.queue(), now: () => new Date(sim.now) }) });
    expect(sim.deliveries).toBe(MAX_RETRIES + 1);
    expect(emailsFor(mailer, fields.name)).toBe(1);
    const rows = await rowsNamed(fields.name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ notification_status: "notified", attempts: MAX_RETRIES + 1 });
  });

  it(
    "failing for good: the dead-letter consumer tries once more, then marks the lead failed (kept for the owner)",
    { timeout: 30_000 },
    async () => {
      const sim = new QueueSimulation(Date.now());
      const fields = validFields();
      await acceptQuote({ fields }, intake({ queue: sim.queue() }));
      const mailer = new RecordingMailer(Number.POSITIVE_INFINITY);
      await sim.run({ deps: () => consumer(mailer, { queue: sim.queue(), now: () => new Date(sim.now) }) });
      expect(emailsFor(mailer, fields.name)).toBe(0);
      expect((await rowsNamed(fields.name))[0]?.notification_status).toBe("failed");
    },
  );
});
