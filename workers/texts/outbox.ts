/**
 * The texts outbox, as the e-mail one (workers/mail/outbox.ts): each text
 * is stored in D1 first (`texts`), announced on the lead queue as
 * {kind: "text", id}, sent by the consumer through Twilio and recorded; a
 * failure retries with the owner's backoff (30 s, doubling), the dead-letter
 * queue makes one last try and marks it failed for the desk, and the
 * five-minute cron re-queues any that never reached the queue.
 *
 * Never twice: one row per event per number (a unique key), and a lease stops
 * two deliveries sending at once. Against SMS pumping the row is only made
 * when the number has not opted out, has had fewer than
 * `textMessages.perNumberPerDay` texts in 24 hours and the site fewer than
 * `perSitePerDay`, all checked in the statement that makes it; otherwise a
 * row is kept as `capped` or `opted_out` (nothing sent, the desk shows it).
 */
import { z } from "zod";
import { textMessages } from "~/content/business";
import { deliverEach, lastTryEach } from "../mail/queue-batch";
import { sendText, type TwilioConfig, TwilioRefused, UNSUBSCRIBED_CODE } from "./twilio";
import { log, logError } from "../log";

export interface TextMessage {
  kind: "text";
  id: string;
}

const messageSchema = z.object({ kind: z.literal("text"), id: z.string().min(1).max(100) });

export function isTextMessage(body: unknown): body is TextMessage {
  return messageSchema.safeParse(body).success;
}

export type TextKind = "link" | "proposed" | "confirmed" | "on_way" | "resend";

export interface TextRow {
  id: string;
  lead_id: string;
  event_key: string;
  kind: TextKind;
  recipient: string;
  body: string | null;
  created_at: string;
  status: string;
  status_at: string | null;
  error_code: string | null;
  sid: string | null;
  queued_at: string | null;
  lease_until: string | null;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
}

export interface TextOutboxDeps {
  db: D1Database;
  queue: Queue<unknown>;
  now: () => Date;
  caps?: { perNumber: number; perSite: number };
}

const DAY_MS = 86_400_000;
/** Rows that count against the caps: every text made to be sent. */
const COUNTED = "status NOT IN ('capped', 'opted_out')";

export type EnqueueOutcome = "queued" | "already" | "capped_number" | "capped_site" | "opted_out";

/**
 * Stores the text (when the number may get it) and queues it. The checks and
 * the insert are one statement, so requests arriving together cannot pass a
 * cap between them.
 */
export async function enqueueText(
  deps: TextOutboxDeps,
  text: { leadId: string; eventKey: string; kind: TextKind; to: string; body: string },
): Promise<EnqueueOutcome> {
  const { db } = deps;
  const caps = deps.caps ?? { perNumber: textMessages.perNumberPerDay, perSite: textMessages.perSitePerDay };
  const now = deps.now();
  const at = now.toISOString();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const id = crypto.randomUUID();
  const made = await db
    .prepare(
      `INSERT INTO texts (id, lead_id, event_key, kind, recipient, body, created_at)
       SELECT ?, ?, ?, ?, ?, ?, ?
       WHERE NOT EXISTS (SELECT 1 FROM text_opt_outs WHERE number = ?)
         AND (SELECT COUNT(*) FROM texts WHERE recipient = ? AND created_at > ? AND ${COUNTED}) < ?
         AND (SELECT COUNT(*) FROM texts WHERE created_at > ? AND ${COUNTED}) < ?
       ON CONFLICT (lead_id, event_key, recipient) DO NOTHING`,
    )
    .bind(
      ...[id, text.leadId, text.eventKey, text.kind, text.to, text.body, at],
      ...[text.to, text.to, since, caps.perNumber, since, caps.perSite],
    )
    .run();
  if (made.meta.changes !== 1) return refusal(deps, text, caps, since);
  try {
    await deps.queue.send({ kind: "text", id } satisfies TextMessage);
    await db.prepare("UPDATE texts SET queued_at = ? WHERE id = ?").bind(at, id).run();
  } catch (error) {
    log("text.queue_failed", { leadId: text.leadId, id, error: String(error) });
  }
  return "queued";
}

/** Why a text was not made; a refused one is kept (without its body) for the desk's timeline. */
async function refusal(
  deps: TextOutboxDeps,
  text: { leadId: string; eventKey: string; kind: TextKind; to: string },
  caps: { perNumber: number; perSite: number },
  since: string,
): Promise<EnqueueOutcome> {
  const { db } = deps;
  const [existing, optedOut, forNumber, forSite] = await db.batch([
    db
      .prepare("SELECT 1 AS x FROM texts WHERE lead_id = ? AND event_key = ? AND recipient = ?")
      .bind(text.leadId, text.eventKey, text.to),
    db.prepare("SELECT 1 AS x FROM text_opt_outs WHERE number = ?").bind(text.to),
    db
      .prepare(`SELECT COUNT(*) AS n FROM texts WHERE recipient = ? AND created_at > ? AND ${COUNTED}`)
      .bind(text.to, since),
    db.prepare(`SELECT COUNT(*) AS n FROM texts WHERE created_at > ? AND ${COUNTED}`).bind(since),
  ]);
  if (existing?.results.length) return "already";
  const outcome: EnqueueOutcome = optedOut?.results.length
    ? "opted_out"
    : Number((forNumber?.results[0] as { n: number } | undefined)?.n ?? 0) >= caps.perNumber
      ? "capped_number"
      : Number((forSite?.results[0] as { n: number } | undefined)?.n ?? 0) >= caps.perSite
        ? "capped_site"
        : "already";
  if (outcome === "already") return outcome;
  const status = outcome === "opted_out" ? "opted_out" : "capped";
  const at = deps.now().toISOString();
  await db
    .prepare(
      `INSERT INTO texts (id, lead_id, event_key, kind, recipient, created_at, status, status_at, last_error)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (lead_id, event_key, recipient) DO NOTHING`,
    )
    .bind(crypto.randomUUID(), text.leadId, text.eventKey, text.kind, text.to, at, status, at, REFUSAL_TEXT[outcome])
    .run();
  log(`text.${outcome}`, { leadId: text.leadId, kind: text.kind });
  return outcome;
}

const REFUSAL_TEXT: Record<Exclude<EnqueueOutcome, "queued" | "already">, string> = {
  capped_number: `not sent: this number had ${textMessages.perNumberPerDay} texts in 24 hours, the most we send`,
  capped_site: `not sent: the site sent ${textMessages.perSitePerDay} texts in 24 hours, the daily limit`,
  opted_out: "not sent: the number asked for no more texts (STOP)",
};

export interface TextSendDeps {
  db: D1Database;
  now: () => Date;
  /** Twilio's account and the network; absent when texts are off. */
  twilio?: TwilioConfig;
}

const LEASE_MS = 60_000;

/** Records a number as opted out (a STOP reply, or Twilio's error 21610). */
export async function optOut(db: D1Database, number: string, source: string, at: Date): Promise<void> {
  await db
    .prepare("INSERT INTO text_opt_outs (number, at, source) VALUES (?, ?, ?) ON CONFLICT (number) DO NOTHING")
    .bind(number, at.toISOString(), source)
    .run();
}

/** Sends one outbox text unless it was sent; "busy" when another delivery holds it. */
export async function deliverText(
  deps: TextSendDeps,
  id: string,
): Promise<"sent" | "already" | "missing" | "busy" | "refused" | "off"> {
  const { db } = deps;
  const row = await db.prepare("SELECT * FROM texts WHERE id = ?").bind(id).first<TextRow>();
  if (!row) return "missing";
  if (row.sent_at || row.failed_at || row.body === null || row.status !== "pending") return "already";
  if (!deps.twilio) return "off";
  const now = deps.now();
  const claimed = await db
    .prepare(
      `UPDATE texts SET lease_until = ?, attempts = attempts + 1
       WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL AND (lease_until IS NULL OR lease_until <= ?)`,
    )
    .bind(new Date(now.getTime() + LEASE_MS).toISOString(), id, now.toISOString())
    .run();
  if (claimed.meta.changes !== 1) return "busy";
  const optedOut = await db.prepare("SELECT 1 AS x FROM text_opt_outs WHERE number = ?").bind(row.recipient).first();
  if (optedOut) {
    await markRefused(db, id, "opted_out", null, "not sent: the number asked for no more texts (STOP)", now);
    return "refused";
  }
  let sent: { sid: string; status: string };
  try {
    sent = await sendText(deps.twilio, { to: row.recipient, body: row.body });
  } catch (error) {
    if (error instanceof TwilioRefused) {
      // Refused for good (a bad number, unsubscribed): no retry; 21610 records the opt-out.
      if (error.code === UNSUBSCRIBED_CODE) await optOut(db, row.recipient, "error_21610", now);
      await markRefused(db, id, "failed", error.code, error.message, now);
      return "refused";
    }
    await db
      .prepare("UPDATE texts SET lease_until = NULL, last_error = ? WHERE id = ?")
      .bind(String(error).slice(0, 500), id)
      .run()
      .catch(() => undefined);
    throw error;
  }
  // Twilio has it: the body (with its link) is no longer kept; kind, status and time stay for the desk.
  await db
    .prepare(
      `UPDATE texts SET sent_at = ?, sid = ?, status = ?, status_at = ?, body = NULL, lease_until = NULL, last_error = NULL
       WHERE id = ?`,
    )
    .bind(deps.now().toISOString(), sent.sid, sent.status, deps.now().toISOString(), id)
    .run();
  return "sent";
}

async function markRefused(db: D1Database, id: string, status: string, code: string | null, why: string, at: Date) {
  await db
    .prepare(
      `UPDATE texts SET status = ?, error_code = ?, last_error = ?, failed_at = ?, status_at = ?, body = NULL,
       lease_until = NULL WHERE id = ?`,
    )
    .bind(status, code, why.slice(0, 500), at.toISOString(), at.toISOString(), id)
    .run();
}

/** The texts of a batch, each on its own: one failing retries only itself. */
export async function handleTextMessages(messages: readonly Message<unknown>[], deps: TextSendDeps): Promise<void> {
  await deliverEach<TextMessage>(
    messages,
    ({ id }) => deliverText(deps, id),
    ({ id }, error, attempt) => log("text.failed", { id, attempt, error: String(error) }),
  );
}

/** Every retry used up: one last try, else marked failed (kept for the desk), never dropped silently. */
export async function handleDeadTextMessages(messages: readonly Message<unknown>[], deps: TextSendDeps): Promise<void> {
  await lastTryEach<TextMessage>(
    messages,
    ({ id }) => deliverText(deps, id),
    async ({ id }, error) => {
      await markRefused(deps.db, id, "failed", null, String(error), deps.now()).catch(() => undefined);
      logError("text.gave_up", { id });
    },
  );
}

/** The cron: texts never queued, or queued over an hour ago and still unsent (not failed). */
export async function redriveTexts(db: D1Database, queue: Queue<unknown>, now: Date): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT id FROM texts
       WHERE status = 'pending' AND sent_at IS NULL AND failed_at IS NULL AND created_at <= ?
         AND (queued_at IS NULL OR queued_at <= ?)
       ORDER BY created_at LIMIT 100`,
    )
    .bind(new Date(now.getTime() - 120_000).toISOString(), new Date(now.getTime() - 3_600_000).toISOString())
    .all<{ id: string }>();
  for (const { id } of results) {
    await queue.send({ kind: "text", id } satisfies TextMessage);
    await db.prepare("UPDATE texts SET queued_at = ? WHERE id = ?").bind(now.toISOString(), id).run();
  }
  return results.length;
}

/** Texts in the last 24 hours (counted against the site's cap), for the desk. */
export async function textsToday(db: D1Database, now: Date): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM texts WHERE created_at > ? AND ${COUNTED}`)
    .bind(new Date(now.getTime() - DAY_MS).toISOString())
    .first<{ n: number }>();
  return row?.n ?? 0;
}
