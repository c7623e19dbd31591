/**
 * Queue consumers. The notification queue tells the owner about each lead (by
 * e-mail, then Web Push to his phones, then the optional webhook) and makes
 * sure it is in D1.
 *
 * Never lost: the message carries the whole lead. With D1 down the owner is
 * e-mailed from the message alone, and a follow-up message (marked
 * `emailedAt`) keeps retrying until D1 is back and holds the lead, recorded as
 * e-mailed. The dead-letter consumer never drops a lead: with D1 still down it
 * puts the message back on the lead queue (and, if even that fails, retries
 * on the dead-letter queue).
 *
 * Exactly once, as far as never-lost allows: with D1 up, the row records what
 * was sent and a short lease stops two deliveries sending at once. Never-lost
 * wins over exactly-once, so the owner can get a second e-mail for a lead when
 * (a) D1 is down and the queue delivers the same message twice, or the
 * follow-up message cannot be queued, so the original is retried (in the
 * same isolate a memory of what was e-mailed prevents that); (b) the
 * lead was e-mailed during an outage and the cron re-drives its row before
 * the follow-up message records the e-mail; (c) the e-mail was sent but D1
 * failed before recording it. A lead is never stored twice (one row per
 * submission id).
 */
import { type DeliveryChannel, recordDelivery } from "./deliveries";
import type { LeadConfig } from "./config";
import { composeLeadEmail } from "./email";
import { storedPhotoCount } from "../photos/claims";
import { type Lead, leadLogFields } from "./lead";
import { errorText, log, logError } from "../log";
import { backoffSeconds } from "../mail/backoff";
import { pushLead, type PushDeps } from "./push";
import { leadMessage, type LeadMessage, leadMessageSchema, REQUEUE_DELAY_SECONDS } from "./queue";
import {
  claimForNotification,
  getLead,
  insertLead,
  markEmailed,
  markFailed,
  markNotified,
  markWebhookSent,
  recordEarlierEmail,
  recordFailure,
} from "./store";

export interface ConsumerDeps {
  db: D1Database;
  /** The lead queue: follow-up messages while D1 is down. */
  queue: Queue<LeadMessage>;
  config: LeadConfig;
  now: () => Date;
  /** Sends the owner's e-mail (the send_email binding in production). */
  sendEmail: (email: ReturnType<typeof composeLeadEmail>) => Promise<void>;
  /** Posts the optional webhook; only called when one is configured. */
  postWebhook: (lead: Lead) => Promise<void>;
  /** Web Push to the owner's subscribed phones; absent when no VAPID keys are set. */
  push?: PushDeps;
}

const LEASE_MS = 60_000;

/**
 * Leads this isolate e-mailed from the message alone whose follow-up could not
 * be queued yet (D1 and the queue both down): a retry of the same message in
 * this isolate does not e-mail again. Best effort only (memory, one isolate);
 * the durable record is D1.
 */
const emailedWhileStoreDown = new Map<string, string>();
const REMEMBERED_MAX = 1000;

type Outcome = "notified" | "already-done" | "busy";

/** D1 could not be read or written. */
class StoreUnavailable extends Error {}
/** The e-mail went, but D1 failed before it was recorded. */
class EmailedUnrecorded extends Error {
  constructor(readonly emailedAt: string) {
    super("e-mailed, but D1 failed before recording it");
  }
}

/** Runs a D1 operation; any failure (a synchronous throw included) becomes StoreUnavailable. */
async function d1<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new StoreUnavailable(errorText(error));
  }
}

/** The window a stored request asked for; null when none, or when D1 cannot say (the e-mail goes all the same). */
async function requestedWindowOf(db: D1Database, leadId: string): Promise<string | null> {
  try {
    const row = await db
      .prepare("SELECT requested_window FROM lead_requests WHERE lead_id = ?")
      .bind(leadId)
      .first<{ requested_window: string | null }>();
    return row?.requested_window ?? null;
  } catch {
    return null;
  }
}

async function ownerEmail(lead: Lead, deps: ConsumerDeps) {
  // A corrected re-send names the request it corrects, so the owner calls the right number.
  const earlier = lead.correctsLeadId ? await getLead(deps.db, lead.correctsLeadId).catch(() => null) : null;
  const photosStored = lead.photos ? await storedPhotoCount(deps.db, lead.id).catch(() => undefined) : undefined;
  // The time asked for: carried by the message, else (a lead re-driven from D1) read from its request.
  const requestedWindow = lead.requestedWindow ?? (await requestedWindowOf(deps.db, lead.id));
  return composeLeadEmail(
    { ...lead, requestedWindow },
    {
      photosStored,
      from: deps.config.notifyFrom,
      to: deps.config.notifyTo,
      correctedFrom: earlier
        ? {
            id: earlier.id,
            name: earlier.name,
            phone: earlier.phone,
            postcode: earlier.postcode,
            createdAt: earlier.created_at,
          }
        : undefined,
    },
  );
}

/** Tells the owner about one lead (with D1 up), skipping whatever was already sent. */
export async function notifyOwner(message: LeadMessage, deps: ConsumerDeps): Promise<Outcome> {
  const { emailedAt } = message;
  let { lead } = message;
  let row = await d1(() => getLead(deps.db, lead.id));
  if (!row) {
    // Intake could not store it (D1 was down): store it now, then notify.
    const stored = await d1(() => insertLead(deps.db, lead, "pending", emailedAt ?? null));
    row = stored.row;
    if (row.id !== lead.id) {
      // The same submission arrived another way and is already stored.
      if (emailedAt) await d1(() => recordEarlierEmail(deps.db, row!.id, emailedAt));
      return "already-done";
    }
    log("lead.stored_by_consumer", leadLogFields(lead));
  } else if (emailedAt && !row.notified_at) {
    await d1(() => recordEarlierEmail(deps.db, lead.id, emailedAt));
    row = { ...row, notified_at: emailedAt };
  }
  if (row.notification_status !== "pending") return "already-done";
  // The row knows whether it corrects an earlier request (stored here when D1 was down at intake).
  lead = { ...lead, correctsLeadId: row.corrects_lead_id };
  if (!(await d1(() => claimForNotification(deps.db, lead.id, deps.now(), LEASE_MS)))) return "busy";

  let channel: DeliveryChannel = "email"; // for the desk's timeline
  try {
    if (!row.notified_at) {
      await deps.sendEmail(await ownerEmail(lead, deps));
      const sentAt = deps.now();
      await markEmailed(deps.db, lead.id, sentAt).catch(() => {
        throw new EmailedUnrecorded(sentAt.toISOString());
      });
      // The desk's timeline; best effort, the row above is the record.
      await recordDelivery(deps.db, lead.id, channel, sentAt).catch(() => undefined);
    }
    // After the e-mail, so a push service's trouble never delays or blocks it; devices already told are
    // skipped. A push failure is thrown after the webhook, so it holds back neither.
    let pushFailure: Error | undefined;
    if (deps.push) {
      const pushed = await pushLead(deps.db, lead, deps.push, deps.now);
      if (pushed.sent > 0 || pushed.removed > 0) {
        log("lead.pushed", { ...leadLogFields(lead), devices: pushed.sent, removed: pushed.removed });
        if (pushed.sent > 0) await recordDelivery(deps.db, lead.id, "push", deps.now()).catch(() => undefined);
      }
      if (pushed.failed.length > 0) pushFailure = new Error(`push failed: ${pushed.failed.join("; ")}`);
    }
    channel = "webhook";
    if (deps.config.webhookUrl && deps.config.webhookSecret && !row.webhook_sent_at) {
      await deps.postWebhook(lead);
      await markWebhookSent(deps.db, lead.id, deps.now());
      await recordDelivery(deps.db, lead.id, channel, deps.now()).catch(() => undefined);
    }
    channel = "push";
    if (pushFailure) throw pushFailure;
    await markNotified(deps.db, lead.id);
    log("lead.notified", leadLogFields(lead));
    return "notified";
  } catch (error) {
    await recordFailure(deps.db, lead.id, errorText(error)).catch(() => undefined);
    await recordDelivery(deps.db, lead.id, channel, deps.now(), errorText(error)).catch(() => undefined);
    throw error;
  }
}

/**
 * D1 is down: e-mail the owner from the message alone (unless that was done
 * already), then queue a follow-up that stores the lead once D1 is back.
 */
async function notifyWithoutStore(message: Message<unknown>, body: LeadMessage, deps: ConsumerDeps) {
  const fields = leadLogFields(body.lead);
  if (body.emailedAt) {
    // Only the storing is left: wait for D1 (after max_retries the dead-letter consumer puts it back).
    log("lead.store_waiting", { ...fields, attempt: message.attempts });
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    return;
  }
  let emailedAt = emailedWhileStoreDown.get(body.lead.id);
  if (!emailedAt) {
    try {
      await deps.sendEmail(await ownerEmail(body.lead, deps));
    } catch (error) {
      log("lead.notify_failed", { ...fields, attempt: message.attempts, error: errorText(error) });
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      return;
    }
    emailedAt = deps.now().toISOString();
    log("lead.emailed_without_store", fields);
    if (emailedWhileStoreDown.size >= REMEMBERED_MAX) {
      emailedWhileStoreDown.delete(emailedWhileStoreDown.keys().next().value!);
    }
    emailedWhileStoreDown.set(body.lead.id, emailedAt);
  }
  if (await followUp(message, body, emailedAt, deps)) emailedWhileStoreDown.delete(body.lead.id);
}

/**
 * Queues "store this lead, already e-mailed at …" and acknowledges the
 * original. If the queue refuses, the original is retried: never lost, but a
 * retry in another isolate e-mails again.
 */
async function followUp(message: Message<unknown>, body: LeadMessage, emailedAt: string, deps: ConsumerDeps) {
  try {
    await deps.queue.send(leadMessage(body.lead, false, emailedAt), { delaySeconds: 60 });
    message.ack();
    return true;
  } catch (error) {
    log("lead.follow_up_failed", { ...leadLogFields(body.lead), error: errorText(error) });
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    return false;
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
    const body = parsed.data;
    try {
      const outcome = await notifyOwner(body, deps);
      if (outcome === "busy") message.retry({ delaySeconds: 60 });
      else message.ack();
    } catch (error) {
      if (error instanceof StoreUnavailable) {
        log("lead.store_unavailable", { ...leadLogFields(body.lead), attempt: message.attempts, error: error.message });
        await notifyWithoutStore(message, body, deps);
      } else if (error instanceof EmailedUnrecorded) {
        await followUp(message, body, error.emailedAt, deps);
      } else {
        log("lead.notify_failed", { ...leadLogFields(body.lead), attempt: message.attempts, error: errorText(error) });
        message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      }
    }
  }
}

/**
 * Messages that used up every retry. Never dropped: the lead is stored (with
 * one last try at the e-mail; a lead the owner still was not told about is
 * marked failed, for the owner's desk). With D1 down the message goes back on
 * the lead queue to wait; if the queue refuses too, the dead-letter queue
 * retries it.
 */
export async function handleDeadLetterBatch(batch: MessageBatch<unknown>, deps: ConsumerDeps) {
  for (const message of batch.messages) {
    const parsed = leadMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      log("lead.unreadable_dead_letter", { messageId: message.id });
      message.ack();
      continue;
    }
    const body = parsed.data;
    const { lead } = body;
    try {
      await deadLetter(body, deps);
      message.ack();
    } catch (error) {
      log("lead.dead_letter_store_failed", { ...leadLogFields(lead), error: errorText(error) });
      try {
        await deps.queue.send(body, { delaySeconds: REQUEUE_DELAY_SECONDS });
        log("lead.requeued", leadLogFields(lead));
        message.ack();
      } catch (queueError) {
        log("lead.requeue_failed", { ...leadLogFields(lead), error: errorText(queueError) });
        message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      }
    }
  }
}

async function deadLetter(body: LeadMessage, deps: ConsumerDeps) {
  const { lead, emailedAt } = body;
  let row = await getLead(deps.db, lead.id);
  if (!row) row = (await insertLead(deps.db, lead, "pending", emailedAt ?? null)).row;
  else if (emailedAt && !row.notified_at) await recordEarlierEmail(deps.db, row.id, emailedAt);
  if (row.notification_status !== "pending") return;
  if (!row.notified_at && !emailedAt) {
    const sent = await ownerEmail({ ...lead, correctsLeadId: row.corrects_lead_id }, deps)
      .then((email) => deps.sendEmail(email))
      .then(() => true)
      .catch(() => false);
    if (sent) {
      await markEmailed(deps.db, row.id, deps.now());
      await markNotified(deps.db, row.id);
      log("lead.notified", leadLogFields(lead));
      return;
    }
  }
  await markFailed(deps.db, row.id, "notification gave up after every retry");
  logError("lead.notification_failed", leadLogFields(lead));
}
