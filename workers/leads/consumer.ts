/**
 * Queue consumers. The notification queue tells the owner about each lead,
 * exactly once per lead even though the queue delivers at least once: the lead's
 * row records what was sent, and a short lease stops two deliveries of the same
 * lead from sending at the same moment. Failures retry with backoff; after the
 * queue's max_retries the message moves to the dead-letter queue, whose consumer
 * marks the lead failed and logs it for the owner.
 */
import { type DeliveryChannel, recordDelivery } from "../desk/deliveries";
import type { LeadConfig } from "./config";
import { composeLeadEmail } from "./email";
import { type Lead, leadLogFields } from "./lead";
import { backoffSeconds, type LeadMessage, leadMessageSchema } from "./queue";
import {
  claimForNotification,
  getLead,
  insertLead,
  markEmailed,
  markFailed,
  markNotified,
  markWebhookSent,
  recordFailure,
} from "./store";

export interface ConsumerDeps {
  db: D1Database;
  config: LeadConfig;
  now: () => Date;
  /** Sends the owner's e-mail (the send_email binding in production). */
  sendEmail: (email: ReturnType<typeof composeLeadEmail>) => Promise<void>;
  /** Posts the optional webhook; only called when one is configured. */
  postWebhook: (lead: Lead) => Promise<void>;
}

const LEASE_MS = 60_000;

type Outcome = "notified" | "already-done" | "busy";

function log(event: string, fields: Record<string, unknown>) {
  console.log(JSON.stringify({ event, ...fields }));
}

/** Tells the owner about one lead, skipping whatever was already sent. */
export async function notifyOwner(message: LeadMessage, deps: ConsumerDeps): Promise<Outcome> {
  const { lead } = message;
  let row = await getLead(deps.db, lead.id);
  if (!row) {
    // Intake could not store it (D1 was down): store it now, then notify.
    row = (await insertLead(deps.db, lead)).row;
    if (row.id !== lead.id) return "already-done"; // the same submission arrived another way
    log("lead.stored_by_consumer", leadLogFields(lead));
  }
  if (row.status !== "pending") return "already-done";
  if (!(await claimForNotification(deps.db, lead.id, deps.now(), LEASE_MS))) return "busy";

  let channel: DeliveryChannel = "email"; // for the desk's timeline
  try {
    if (!row.notified_at) {
      await deps.sendEmail(composeLeadEmail(lead, { from: deps.config.notifyFrom, to: deps.config.notifyTo }));
      await markEmailed(deps.db, lead.id, deps.now());
      await recordDelivery(deps.db, lead.id, channel, deps.now());
    }
    channel = "webhook";
    if (deps.config.webhookUrl && deps.config.webhookSecret && !row.webhook_sent_at) {
      await deps.postWebhook(lead);
      await markWebhookSent(deps.db, lead.id, deps.now());
      await recordDelivery(deps.db, lead.id, channel, deps.now());
    }
    await markNotified(deps.db, lead.id);
    log("lead.notified", leadLogFields(lead));
    return "notified";
  } catch (error) {
    await recordFailure(deps.db, lead.id, String(error)).catch(() => undefined);
    await recordDelivery(deps.db, lead.id, channel, deps.now(), String(error));
    throw error;
  }
}

export async function handleLeadBatch(batch: MessageBatch<unknown>, deps: ConsumerDeps): Promise<void> {
  for (const message of batch.messages) {
    const parsed = leadMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      // Not a lead message: nothing can be done with it, and it holds no lead to lose.
      log("lead.unreadable_message", { messageId: message.id });
      message.ack();
      continue;
    }
    try {
      const outcome = await notifyOwner(parsed.data, deps);
      if (outcome === "busy") message.retry({ delaySeconds: 60 });
      else message.ack();
    } catch (error) {
      log("lead.notify_failed", {
        ...leadLogFields(parsed.data.lead),
        attempt: message.attempts,
        error: String(error),
      });
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}

/** Messages that used up every retry: the lead is marked failed for the owner to see. */
export async function handleDeadLetterBatch(batch: MessageBatch<unknown>, deps: Pick<ConsumerDeps, "db">) {
  for (const message of batch.messages) {
    const parsed = leadMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      log("lead.unreadable_dead_letter", { messageId: message.id });
      message.ack();
      continue;
    }
    const { lead } = parsed.data;
    try {
      if (!(await getLead(deps.db, lead.id))) await insertLead(deps.db, lead);
      await markFailed(deps.db, lead.id, "notification gave up after every retry");
      console.error(JSON.stringify({ event: "lead.notification_failed", ...leadLogFields(lead) }));
      message.ack();
    } catch (error) {
      log("lead.dead_letter_store_failed", { ...leadLogFields(lead), error: String(error) });
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}
