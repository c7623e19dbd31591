/**
 * E-mails to visitors (request pages, reminders, review requests) and the
 * owner's notices about a request go through an outbox: each is composed and
 * stored in D1 (customer_emails), then announced on the lead queue as
 * {kind: "customer_email", id}. The consumer sends it and records it; a
 * failure retries with the same backoff as the owner's e-mail, the
 * dead-letter queue marks it failed (kept, shown on the desk), and the
 * five-minute cron re-queues any that never reached the queue. These messages
 * are handled after the batch's leads and apart from them, so a visitor's
 * e-mail failing never delays or loses the owner's.
 */
import { z } from "zod";
import { log, logError } from "../log";
import type { ComposedEmail } from "./mime";
import { deliverEach, lastTryEach, splitOff } from "./queue-batch";
import { type CapRule, claimRecipient, visitorRule } from "./recipient-caps";

export interface CustomerEmailMessage {
  kind: "customer_email";
  id: string;
}

const messageSchema = z.object({ kind: z.literal("customer_email"), id: z.string().min(1).max(100) });

export function isCustomerEmailMessage(body: unknown): body is CustomerEmailMessage {
  return messageSchema.safeParse(body).success;
}

export interface CustomerEmailRow {
  id: string;
  lead_id: string;
  created_at: string;
  kind: string;
  sender: string;
  recipient: string;
  subject: string;
  raw: string | null;
  sent_at: string | null;
  queued_at: string | null;
  lease_until: string | null;
  attempts: number;
  last_error: string | null;
  failed_at: string | null;
  /** Held back by a per-recipient limit: never sent (recipient-caps.ts). */
  held_reason: string | null;
}

export interface OutboxDeps {
  db: D1Database;
  queue: Queue<unknown>;
  now: () => Date;
  /** FORM_TOKEN_SECRET: keys the recipient hashes of the per-recipient limits. */
  recipientSecret?: string;
}

/**
 * Stores the e-mail and queues it; if the queue refuses, the cron sends it on.
 * Every e-mail to a visitor (any kind but the owner's `owner_…`) is first
 * claimed under the per-recipient limits (recipient-caps.ts): held back, it is
 * stored without its text and never sent, the reason kept for the desk's
 * timeline.
 */
export async function enqueueEmail(
  deps: OutboxDeps,
  leadId: string,
  kind: string,
  email: ComposedEmail,
  once?: CapRule["once"],
): Promise<string> {
  const id = crypto.randomUUID();
  const at = deps.now().toISOString();
  const cap = kind.startsWith("owner_")
    ? undefined
    : await claimRecipient(
        { db: deps.db, now: deps.now, secret: deps.recipientSecret },
        { channel: "email", address: email.to },
        visitorRule(kind, once),
      );
  const held = cap && !cap.sent ? cap.held : null;
  await deps.db
    .prepare(
      `INSERT INTO customer_emails (id, lead_id, created_at, kind, sender, recipient, subject, raw, held_reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(id, leadId, at, kind, email.from, email.to, email.subject, held ? null : email.raw, held)
    .run();
  if (held) {
    log("customer_email.held", { leadId, id, kind, reason: held });
    return id;
  }
  try {
    await deps.queue.send({ kind: "customer_email", id } satisfies CustomerEmailMessage);
    await deps.db.prepare("UPDATE customer_emails SET queued_at = ? WHERE id = ?").bind(at, id).run();
  } catch (error) {
    log("customer_email.queue_failed", { leadId, id, error: String(error) });
  }
  return id;
}

export interface SendDeps {
  db: D1Database;
  now: () => Date;
  /** Sends a raw message from the outbox (send.ts picks the binding by recipient). */
  send: (row: CustomerEmailRow & { raw: string }) => Promise<void>;
}

const LEASE_MS = 60_000;

/** Sends one outbox e-mail unless it was sent; "busy" when another delivery holds it. */
export async function deliverEmail(deps: SendDeps, id: string): Promise<"sent" | "already" | "missing" | "busy"> {
  const row = await deps.db.prepare("SELECT * FROM customer_emails WHERE id = ?").bind(id).first<CustomerEmailRow>();
  if (!row || row.raw === null) return row ? "already" : "missing";
  if (row.sent_at) return "already";
  const now = deps.now();
  const claimed = await deps.db
    .prepare(
      `UPDATE customer_emails SET lease_until = ?, attempts = attempts + 1
       WHERE id = ? AND sent_at IS NULL AND (lease_until IS NULL OR lease_until <= ?)`,
    )
    .bind(new Date(now.getTime() + LEASE_MS).toISOString(), id, now.toISOString())
    .run();
  if (claimed.meta.changes !== 1) return "busy";
  try {
    await deps.send({ ...row, raw: row.raw });
  } catch (error) {
    await deps.db
      .prepare("UPDATE customer_emails SET lease_until = NULL, last_error = ? WHERE id = ?")
      .bind(String(error).slice(0, 500), id)
      .run()
      .catch(() => undefined);
    throw error;
  }
  // Sent: the message text is no longer kept (least data); subject and time stay for the desk's timeline.
  await deps.db
    .prepare(
      "UPDATE customer_emails SET sent_at = ?, raw = NULL, lease_until = NULL, last_error = NULL, failed_at = NULL WHERE id = ?",
    )
    .bind(deps.now().toISOString(), id)
    .run();
  return "sent";
}

/** The outbox messages of a batch, each on its own: one failing retries only itself. */
export async function handleEmailMessages(messages: readonly Message<unknown>[], deps: SendDeps): Promise<void> {
  await deliverEach<CustomerEmailMessage>(
    messages,
    ({ id }) => deliverEmail(deps, id),
    ({ id }, error, attempt) => log("customer_email.failed", { id, attempt, error: String(error) }),
  );
}

/** Every retry used up: one last try, else marked failed (kept for the desk), never dropped silently. */
export async function handleDeadEmailMessages(messages: readonly Message<unknown>[], deps: SendDeps): Promise<void> {
  await lastTryEach<CustomerEmailMessage>(
    messages,
    ({ id }) => deliverEmail(deps, id),
    async ({ id }) => {
      await deps.db
        .prepare("UPDATE customer_emails SET failed_at = ? WHERE id = ? AND sent_at IS NULL")
        .bind(deps.now().toISOString(), id)
        .run()
        .catch(() => undefined);
      logError("customer_email.gave_up", { id });
    },
  );
}

/** The cron: outbox e-mails never queued, or queued over an hour ago and still unsent (not failed). */
export async function redriveEmails(db: D1Database, queue: Queue<unknown>, now: Date): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT id FROM customer_emails
       WHERE sent_at IS NULL AND failed_at IS NULL AND held_reason IS NULL AND created_at <= ? AND (queued_at IS NULL OR queued_at <= ?)
       ORDER BY created_at LIMIT 100`,
    )
    .bind(new Date(now.getTime() - 120_000).toISOString(), new Date(now.getTime() - 3_600_000).toISOString())
    .all<{ id: string }>();
  for (const { id } of results) {
    await queue.send({ kind: "customer_email", id } satisfies CustomerEmailMessage);
    await db.prepare("UPDATE customer_emails SET queued_at = ? WHERE id = ?").bind(now.toISOString(), id).run();
  }
  return results.length;
}

/**
 * A batch of the lead queue: the leads first, as ever, then the outbox
 * e-mails apart from them, so an e-mail to a visitor failing (or slow) never
 * delays, retries or loses the owner's notification.
 */
export async function leadsThenEmails(
  batch: MessageBatch<unknown>,
  handleLeads: (batch: MessageBatch<unknown>) => Promise<void>,
  handleEmails: (messages: readonly Message<unknown>[]) => Promise<void>,
): Promise<void> {
  const { taken: emails, rest: leads } = splitOff(batch, isCustomerEmailMessage);
  await handleLeads(leads);
  await handleEmails(emails);
}
