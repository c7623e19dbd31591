/**
 * Web Push: the third channel that tells the owner about a lead,
 * to every phone that pressed "Notify this phone" on the desk.
 *
 * Each push is encrypted for its device (RFC 8291, aes128gcm) and signed with
 * the site's VAPID key (RFC 8292) by @block65/webcrypto-web-push, which runs
 * on Workers' Web Crypto (docs/decisions/0015-web-push-library.md).
 *
 * One notification per lead per device: `lead_pushes` records each device
 * told, and a retried message skips those (the consumer's lease stops two
 * deliveries pushing at once). The topic is the lead id too, so a push
 * service that still holds an undelivered push for the lead replaces it.
 * A push service's 404 or 410 means the subscription is gone: its row is
 * deleted. Any other failure is thrown after every device was tried, so the
 * queue retries the devices still owed.
 *
 * The lock screen is public: the payload holds the first name, the postcode
 * district, the issue's first words, "Possible spam" and the requested visit
 * time, never the phone number or the full postcode. The dialler action opens
 * /desk/leads/{id}/call, which answers with the number behind Access
 * (workers/desk/call.ts).
 */
import { buildPushPayload } from "@block65/webcrypto-web-push";
import { DESK_PATHS } from "~/lib/contracts/desk";
import { windowById, windowDate } from "~/lib/contracts/visit-windows";
import { firstNameOf, type Lead, postcodeDistrict } from "./lead";
import { isPushServiceEndpoint } from "./push-hosts";

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push services (RFC 8292 `sub`). */
  subject: string;
}

export interface PushDeps {
  vapid: VapidConfig;
  /** Reaches the push services (global fetch in production; a stand-in in tests). */
  fetch: typeof fetch;
}

export interface PushSubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_email: string;
  label: string;
  created_at: string;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
}

/** What the desk's service worker shows (public/desk-sw.js reads these fields). */
export interface PushNotice {
  title: string;
  body: string;
  /** Same-origin path the notification opens. */
  url: string;
  /** Replaces an earlier notification of the same lead on the device. */
  tag: string;
  /** Paths for the notification's actions: the dialler (absent for a test notification). */
  callUrl?: string;
  /** Buzz again when it replaces a notification of the same tag (the "still new" nudge). */
  renotify?: boolean;
}

/** The first `count` words of a text, with an ellipsis when there were more. */
export function firstWords(text: string, count = 8): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(" ")}…` : words.join(" ");
}

/** The notification for a new lead: nothing on it that a stranger glancing at a lock screen should read. */
export function leadNotice(lead: Lead, requestedWindow: string | null): PushNotice {
  const district = postcodeDistrict(lead.postcode);
  const window = requestedWindow ? windowById(requestedWindow) : undefined;
  const lines = [
    lead.suspicion ? "Possible spam" : null,
    lead.issue ? firstWords(lead.issue) : null,
    window ? `Visit asked for: ${windowDate(window)}` : null,
  ].filter((line): line is string => Boolean(line));
  return {
    title: `New request: ${firstNameOf(lead.name)}, ${district}`,
    body: lines.join("\n") || "No details given",
    url: DESK_PATHS.lead(lead.id),
    tag: `lead-${lead.id}`,
    callUrl: DESK_PATHS.call(lead.id),
  };
}

/**
 * RFC 8292's `sub`, which the push services insist on (Apple's answers 403 without it): a mailto: or
 * https: contact. A bare e-mail address, as an owner may set VAPID_SUBJECT, is made a mailto:;
 * anything else is replaced by `fallback`.
 */
export function vapidSubject(configured: string | undefined, fallback: string): string {
  const value = configured?.trim() ?? "";
  if (/^(?:mailto:|https:\/\/)\S+$/i.test(value)) return value;
  if (/^[^\s@:/]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  return fallback;
}

/** A push service's answer that means the subscription no longer exists. */
const GONE = new Set([404, 410]);

export type PushResult = { ok: true } | { ok: false; gone: boolean; error: string };

/** Sends one notice to one device. Never throws: the answer says what happened. */
export async function sendPush(
  subscription: Pick<PushSubscriptionRow, "endpoint" | "p256dh" | "auth">,
  notice: PushNotice,
  deps: PushDeps,
  topic?: string,
): Promise<PushResult> {
  // Checked again before every send: a row stored before the check (or by hand) is never posted to, and is removed.
  if (!isPushServiceEndpoint(subscription.endpoint)) {
    return { ok: false, gone: true, error: "not a push service's address: removed, nothing sent" };
  }
  try {
    const { headers, method, body } = await buildPushPayload(
      { data: { ...notice }, options: { ttl: 24 * 60 * 60, urgency: "high", ...(topic ? { topic } : {}) } },
      {
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      deps.vapid,
    );
    const response = await deps.fetch(subscription.endpoint, { method, headers, body });
    await response.body?.cancel();
    if (response.ok) return { ok: true };
    return { ok: false, gone: GONE.has(response.status), error: `push service answered ${response.status}` };
  } catch (error) {
    return { ok: false, gone: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function listSubscriptions(db: D1Database): Promise<PushSubscriptionRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM push_subscriptions ORDER BY created_at, id")
    .all<PushSubscriptionRow>();
  return results;
}

/** Records what a push to a device came to: success time, last error, or the device's removal. */
export async function recordPushResult(db: D1Database, id: string, result: PushResult, at: Date): Promise<void> {
  if (result.ok) {
    await db
      .prepare("UPDATE push_subscriptions SET last_success_at = ?, last_error = NULL WHERE id = ?")
      .bind(at.toISOString(), id)
      .run();
  } else if (result.gone) {
    await db.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(id).run();
  } else {
    await db
      .prepare("UPDATE push_subscriptions SET last_error = ?, last_error_at = ? WHERE id = ?")
      .bind(result.error.slice(0, 300), at.toISOString(), id)
      .run();
  }
}

/** The topic header for a lead: at most 32 URL-safe characters (RFC 8030 §5.4). */
const leadTopic = (leadId: string) => leadId.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32);

export interface LeadPushOutcome {
  sent: number;
  removed: number;
  failed: string[];
}

/**
 * Pushes a lead to every subscribed device not yet told about it. Returns
 * what happened; `failed` non-empty means the caller should retry.
 */
export async function pushLead(db: D1Database, lead: Lead, deps: PushDeps, now: () => Date): Promise<LeadPushOutcome> {
  const { results: owed } = await db
    .prepare(
      `SELECT s.* FROM push_subscriptions s
       WHERE NOT EXISTS (SELECT 1 FROM lead_pushes p WHERE p.lead_id = ? AND p.subscription_id = s.id)
       ORDER BY s.created_at, s.id`,
    )
    .bind(lead.id)
    .all<PushSubscriptionRow>();
  const outcome: LeadPushOutcome = { sent: 0, removed: 0, failed: [] };
  if (owed.length === 0) return outcome;
  const request = await db
    .prepare("SELECT requested_window FROM lead_requests WHERE lead_id = ?")
    .bind(lead.id)
    .first<{ requested_window: string | null }>();
  const notice = leadNotice(lead, request?.requested_window ?? null);
  await Promise.all(
    owed.map(async (subscription) => {
      const result = await sendPush(subscription, notice, deps, leadTopic(lead.id));
      const at = now();
      if (result.ok) {
        await db
          .prepare(
            "INSERT INTO lead_pushes (lead_id, subscription_id, pushed_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
          )
          .bind(lead.id, subscription.id, at.toISOString())
          .run();
        outcome.sent++;
      } else if (result.gone) outcome.removed++;
      else outcome.failed.push(`${subscription.label}: ${result.error}`);
      await recordPushResult(db, subscription.id, result, at);
    }),
  );
  return outcome;
}

/**
 * One notice to every device (the morning digest): best effort, never
 * retried; each device's result is recorded and a gone device removed.
 * Returns how many devices it reached.
 */
export async function pushToAll(db: D1Database, notice: PushNotice, deps: PushDeps, now: () => Date): Promise<number> {
  const devices = await listSubscriptions(db);
  const results = await Promise.all(
    devices.map(async (device) => {
      const result = await sendPush(device, notice, deps);
      await recordPushResult(db, device.id, result, now());
      return result.ok;
    }),
  );
  return results.filter(Boolean).length;
}
