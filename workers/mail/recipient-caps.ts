/**
 * Limits per recipient, for every channel the site sends on (an e-mail
 * address is a recipient; a phone number for text messages is one too): a
 * daily cap across every kind of message to that recipient, and "once per"
 * rules (the request page's link once per address per request). Checked
 * where messages are sent or queued, so every kind, present and future, is
 * covered.
 *
 * Only a keyed hash of the recipient is stored (HMAC-SHA256 with the form
 * token secret over the channel and the normalised address), never the
 * address itself; each row has a keep_until, after which the daily purge
 * deletes it. A claim is ONE statement that counts and records, so sends at
 * the same moment can never pass a cap together.
 */
import { recipientLimits } from "~/content/business";
import { DEV_FORM_TOKEN_SECRET } from "../http/form-secret";
import { hex } from "../http/hex";

export type RecipientChannel = "email" | "sms";

export interface Recipient {
  channel: RecipientChannel;
  address: string;
}

export interface RecipientCapDeps {
  db: D1Database;
  now: () => Date;
  /** FORM_TOKEN_SECRET: keys the recipient's hash (the public development default when unset). */
  secret?: string;
}

export interface CapRule {
  /** What is being sent, e.g. "visitor_link". */
  kind: string;
  /** At most this many messages of any kind to the recipient in any 24 hours. */
  perDay?: number;
  /** At most one message of this kind to the recipient in this scope (e.g. a lead id) within `withinMs`. */
  once?: { scope: string; withinMs: number };
}

export type CapOutcome = { sent: true } | { sent: false; reason: "once" | "daily"; held: string };

const DAY_MS = 86_400_000;
const encoder = new TextEncoder();
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox, however it is spelled: lower case, no "+tag" (which most
 * providers deliver to the same inbox), no dots in a Gmail name; a phone
 * number as its digits in international form (07700… and +447700… alike).
 */
export function normaliseRecipient({ channel, address }: Recipient): string {
  if (channel === "sms") {
    const digits = address.replace(/\D/g, "");
    return digits.startsWith("0") ? `44${digits.slice(1)}` : digits;
  }
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at < 1) return email;
  let local = email.slice(0, at).replace(/\+.*$/, "");
  const domain = email.slice(at + 1);
  if (GMAIL.has(domain)) local = local.replace(/\./g, "");
  return `${local}@${GMAIL.has(domain) ? "gmail.com" : domain}`;
}

/** The keyed hash a recipient is stored under (hex). */
export async function recipientKey(recipient: Recipient, secret = DEV_FORM_TOKEN_SECRET): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(`recipient-caps:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    encoder.encode(`${recipient.channel}:${normaliseRecipient(recipient)}`),
  );
  return hex(mac);
}

/** The daily cap every visitor message is under, unless a rule says otherwise. */
export const visitorRule = (kind: string, once?: CapRule["once"]): CapRule => ({
  kind,
  perDay: recipientLimits.perDay,
  ...(once ? { once } : {}),
});

/**
 * Claims one message to `recipient` under `rule`: recorded and `sent: true`
 * when every limit has room, else nothing is recorded and the reason says
 * which limit held it back (in words, for the owner's timeline).
 */
export async function claimRecipient(deps: RecipientCapDeps, recipient: Recipient, rule: CapRule): Promise<CapOutcome> {
  const now = deps.now();
  const key = await recipientKey(recipient, deps.secret || undefined);
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const onceSince = rule.once ? new Date(now.getTime() - rule.once.withinMs).toISOString() : "";
  const keepUntil = new Date(now.getTime() + Math.max(DAY_MS, rule.once?.withinMs ?? 0)).toISOString();
  const perDay = rule.perDay ?? Number.MAX_SAFE_INTEGER;
  const claimed = await deps.db
    .prepare(
      `INSERT INTO recipient_sends (recipient_key, kind, scope, at, keep_until)
       SELECT ?1, ?2, ?3, ?4, ?5
       WHERE (SELECT COUNT(*) FROM recipient_sends WHERE recipient_key = ?1 AND at > ?6) < ?7
         AND (?3 IS NULL OR NOT EXISTS (SELECT 1 FROM recipient_sends
              WHERE recipient_key = ?1 AND kind = ?2 AND scope = ?3 AND at > ?8))`,
    )
    .bind(key, rule.kind, rule.once?.scope ?? null, now.toISOString(), keepUntil, dayAgo, perDay, onceSince)
    .run();
  if (claimed.meta.changes === 1) return { sent: true };
  const again = rule.once
    ? await deps.db
        .prepare("SELECT 1 AS hit FROM recipient_sends WHERE recipient_key = ? AND kind = ? AND scope = ? AND at > ?")
        .bind(key, rule.kind, rule.once.scope, onceSince)
        .first<{ hit: number }>()
    : null;
  return again
    ? { sent: false, reason: "once", held: "already sent to this address" }
    : { sent: false, reason: "daily", held: `the limit of ${perDay} messages a day to this address was reached` };
}

/** The daily purge's share: rows past their keep_until. */
export async function purgeRecipientSends(db: D1Database, now: Date): Promise<number> {
  const result = await db.prepare("DELETE FROM recipient_sends WHERE keep_until < ?").bind(now.toISOString()).run();
  return result.meta.changes;
}
