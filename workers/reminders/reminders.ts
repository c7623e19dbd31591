/**
 * Reminders people sign up for: the sign-up (double opt-in, at most one
 * confirm e-mail per address an hour), the confirm and unsubscribe links, the
 * daily sending and the desk's list. The page where a confirmed address
 * manages all its reminders is ./manage.ts.
 * E-mails go through the e-mail outbox (workers/mail/outbox.ts)
 * and CUSTOMER_EMAIL, as the visitor's e-mails do; an outbox row's lead_id is
 * `reminder:{id}`.
 */
import { absoluteUrl, reminderLimits } from "~/content/business";
import { addDays, londonDay } from "~/lib/contracts/london-time";
import {
  type ConfirmOutcome,
  type ConfirmView,
  nextYear,
  REMINDER_CONSENT_TEXT,
  type ReminderFacts,
  reminderFieldErrors,
  REMINDER_PATHS,
  reminderSchema,
  type ReminderKind,
  type ReminderSignUpOutcome,
  type ReminderStage,
  stageDueOn,
  type UnsubscribeView,
} from "~/lib/contracts/reminders";
import { rateLimitKey } from "../http/rate-limit";
import { enqueueEmail, type OutboxDeps } from "../mail/outbox";
import { hashRequestToken, isTokenShaped, newRequestToken } from "../http/link-token";
import { composeConfirmEmail, composeReminderEmail } from "./emails";
import { type ManageLinkDeps, manageLinkOf } from "./manage-link";
import { log } from "../log";

export interface ReminderRow {
  id: string;
  created_at: string;
  email: string;
  kind: ReminderKind;
  due_date: string;
  postcode: string;
  property_name: string | null;
  consent_text: string;
  consented_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface ReminderDeps extends OutboxDeps, ManageLinkDeps {
  /** The reminder e-mails come from this address (CUSTOMER_EMAIL_FROM). */
  from: string;
  rateLimiter?: RateLimit;
  /** Each visitor's look-ups and presses of the confirm, unsubscribe and manage pages. */
  pageRateLimiter?: RateLimit;
}

/** The outbox's lead_id of a reminder's e-mails. */
export const outboxKey = (id: string) => `reminder:${id}`;

/** What a page or an e-mail shows of a stored reminder. */
export const factsOf = (row: ReminderRow): ReminderFacts => ({
  kind: row.kind,
  dueDate: row.due_date,
  postcode: row.postcode,
  propertyName: row.property_name,
});

/** Whether an address has a confirmed reminder it has not left: only such an address has a manage page. */
export async function isConfirmedAddress(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS yes FROM reminders WHERE email = ? AND confirmed_at IS NOT NULL AND unsubscribed_at IS NULL")
    .bind(email)
    .first<{ yes: number }>();
  return Boolean(row);
}

export async function newLink(
  db: D1Database,
  id: string,
  purpose: "confirm" | "unsubscribe",
  now: Date,
): Promise<string> {
  const token = newRequestToken();
  await db
    .prepare("INSERT INTO reminder_links (token_hash, reminder_id, purpose, created_at) VALUES (?, ?, ?, ?)")
    .bind(await hashRequestToken(token), id, purpose, now.toISOString())
    .run();
  return token;
}

async function reminderOfToken(
  db: D1Database,
  token: string,
  purpose: "confirm" | "unsubscribe",
): Promise<ReminderRow | null> {
  if (!isTokenShaped(token)) return null;
  return db
    .prepare(
      `SELECT reminders.* FROM reminder_links JOIN reminders ON reminders.id = reminder_links.reminder_id
       WHERE reminder_links.token_hash = ? AND reminder_links.purpose = ?`,
    )
    .bind(await hashRequestToken(token), purpose)
    .first<ReminderRow>();
}

/** The sign-up form: checked, stored with the consent's wording and time, and the confirm e-mail queued. */
export async function signUp(
  deps: ReminderDeps,
  fields: Record<string, unknown>,
  ip?: string,
): Promise<ReminderSignUpOutcome> {
  const now = deps.now();
  if (deps.rateLimiter) {
    const { success } = await deps.rateLimiter.limit({ key: `reminders:${rateLimitKey(ip)}` });
    if (!success) return { status: 429, message: "Too many sign-ups from here. Please wait a minute and try again." };
  }
  const parsed = reminderSchema(londonDay(now)).safeParse(fields);
  if (!parsed.success) return { status: 422, errors: reminderFieldErrors(parsed.error.issues) };
  const { email, kind, dueDate, postcode, propertyName } = parsed.data;
  const at = now.toISOString();
  try {
    // The same sign-up again (the confirm e-mail went astray, or the form was sent twice) is the same
    // reminder: its consent is renewed and a fresh confirm e-mail sent, so one e-mail goes on each day.
    const same = await deps.db
      .prepare(
        `SELECT id FROM reminders
         WHERE email = ? AND kind = ? AND due_date = ? AND postcode = ? AND property_name IS ?
         AND unsubscribed_at IS NULL`,
      )
      .bind(email, kind, dueDate, postcode, propertyName)
      .first<{ id: string }>();
    const id = same?.id ?? crypto.randomUUID();
    if (same) {
      await deps.db
        .prepare("UPDATE reminders SET consent_text = ?, consented_at = ? WHERE id = ?")
        .bind(REMINDER_CONSENT_TEXT, at, id)
        .run();
    } else {
      await deps.db
        .prepare(
          `INSERT INTO reminders (id, created_at, email, kind, due_date, postcode, property_name, consent_text, consented_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(id, at, email, kind, dueDate, postcode, propertyName, REMINDER_CONSENT_TEXT, at)
        .run();
    }
    // One confirm e-mail per address per window: a repeat within it sends nothing new (the visitor's
    // answer is the same, so the form cannot be used to learn or to flood anyone's inbox).
    if (!(await confirmEmailedSince(deps.db, email, now))) {
      const confirm = await newLink(deps.db, id, "confirm", now);
      const unsubscribe = await newLink(deps.db, id, "unsubscribe", now);
      const composed = composeConfirmEmail(
        {
          kind,
          dueDate,
          postcode,
          propertyName,
          confirmUrl: absoluteUrl(REMINDER_PATHS.confirm(confirm)),
          unsubscribeUrl: absoluteUrl(REMINDER_PATHS.unsubscribe(unsubscribe)),
        },
        { from: deps.from, to: email },
        crypto.randomUUID(),
      );
      await enqueueEmail(deps, outboxKey(id), "reminder_confirm", composed);
    } else {
      log("reminders.confirm_email_held", { kind });
    }
  } catch (error) {
    log("reminders.signup_failed", { error: String(error) });
    return { status: 503, message: "Sorry, the sign-up could not be saved just now. Please try again in a minute." };
  }
  log("reminders.signed_up", { kind, district: postcode });
  return { status: 202, email };
}

/** Whether a confirm e-mail went to this address within the window (reminderLimits). */
async function confirmEmailedSince(db: D1Database, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - reminderLimits.confirmEmailWindowMinutes * 60_000).toISOString();
  const row = await db
    .prepare(
      "SELECT 1 AS yes FROM customer_emails WHERE kind = 'reminder_confirm' AND recipient = ? AND created_at > ? LIMIT 1",
    )
    .bind(email, since)
    .first<{ yes: number }>();
  return Boolean(row);
}

/** The confirm page's button: from now on the reminders are sent (pressing it again changes nothing). */
export async function confirm(deps: Pick<ReminderDeps, "db" | "now">, token: string): Promise<ConfirmOutcome> {
  const row = await reminderOfToken(deps.db, token, "confirm");
  if (!row) return { state: "unknown" };
  if (row.unsubscribed_at) return { state: "unsubscribed" };
  if (!row.confirmed_at) {
    await deps.db
      .prepare("UPDATE reminders SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL")
      .bind(deps.now().toISOString(), row.id)
      .run();
  }
  return { state: "confirmed", ...factsOf(row) };
}

/** The confirm page: once confirmed, with the link to the address's manage page. */
export async function confirmView(
  deps: Pick<ReminderDeps, "db" | "now" | "linkSecret">,
  token: string,
): Promise<ConfirmView> {
  const row = await reminderOfToken(deps.db, token, "confirm");
  if (!row) return { state: "unknown" };
  if (row.unsubscribed_at) return { state: "unsubscribed" };
  if (!row.confirmed_at) return { state: "unconfirmed", ...factsOf(row) };
  return { state: "confirmed", ...factsOf(row), manageToken: await manageLinkOf(deps, row.email, deps.now()) };
}

export async function unsubscribeView(db: D1Database, token: string): Promise<UnsubscribeView> {
  const row = await reminderOfToken(db, token, "unsubscribe");
  if (!row) return { state: "unknown" };
  return { state: row.unsubscribed_at ? "unsubscribed" : "subscribed", ...factsOf(row) };
}

/** One click (RFC 8058 POST, or the page's button): no e-mail goes from this moment; the address goes in 30 days. */
export async function unsubscribe(deps: Pick<ReminderDeps, "db" | "now">, token: string): Promise<boolean> {
  const row = await reminderOfToken(deps.db, token, "unsubscribe");
  if (!row) return false;
  const at = deps.now().toISOString();
  await deps.db.batch([
    deps.db
      .prepare("UPDATE reminders SET unsubscribed_at = ? WHERE id = ? AND unsubscribed_at IS NULL")
      .bind(at, row.id),
    // Anything composed but not yet sent is not sent.
    deps.db
      .prepare("UPDATE customer_emails SET raw = NULL, failed_at = ? WHERE lead_id = ? AND sent_at IS NULL")
      .bind(at, outboxKey(row.id)),
  ]);
  log("reminders.unsubscribed", { kind: row.kind });
  return true;
}

/**
 * The daily cron: due dates that have passed move on a year (the next
 * check), then each confirmed, subscribed reminder whose stage has come gets
 * its e-mail, once: the send is recorded under (reminder, due date, stage)
 * before the e-mail is queued, so a second run the same day sends nothing.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const today = londonDay(now);
  const live = "confirmed_at IS NOT NULL AND unsubscribed_at IS NULL";
  const { results: past } = await deps.db
    .prepare(`SELECT id, due_date FROM reminders WHERE ${live} AND due_date <= ?`)
    .bind(today)
    .all<{ id: string; due_date: string }>();
  for (const row of past) {
    let due = row.due_date;
    while (due <= today) due = nextYear(due);
    await deps.db.prepare("UPDATE reminders SET due_date = ? WHERE id = ?").bind(due, row.id).run();
  }
  // Only due dates within 8 weeks (and a day) can have a stage today.
  const { results } = await deps.db
    .prepare(`SELECT * FROM reminders WHERE ${live} AND due_date > ? AND due_date <= ? ORDER BY due_date`)
    .bind(today, addDays(today, 57))
    .all<ReminderRow>();
  let sent = 0;
  for (const row of results) {
    const stage = stageDueOn(row.due_date, today);
    if (!stage) continue;
    // An 8-week reminder not sent by the time the 3-week one is due is not sent late.
    const claimed = await deps.db
      .prepare("INSERT OR IGNORE INTO reminder_sends (reminder_id, due_date, stage, sent_at) VALUES (?, ?, ?, ?)")
      .bind(row.id, row.due_date, stage, now.toISOString())
      .run();
    if (claimed.meta.changes !== 1) continue;
    const unsubscribeUrl = absoluteUrl(REMINDER_PATHS.unsubscribe(await newLink(deps.db, row.id, "unsubscribe", now)));
    const manageUrl = absoluteUrl(REMINDER_PATHS.manage(await manageLinkOf(deps, row.email, now)));
    const emailId = await enqueueEmail(
      deps,
      outboxKey(row.id),
      `reminder_${stage}`,
      composeReminderEmail(
        { ...factsOf(row), stage: stage as ReminderStage, unsubscribeUrl, manageUrl },
        { from: deps.from, to: row.email },
        crypto.randomUUID(),
      ),
    );
    await deps.db
      .prepare("UPDATE reminder_sends SET email_id = ? WHERE reminder_id = ? AND due_date = ? AND stage = ?")
      .bind(emailId, row.id, row.due_date, stage)
      .run();
    sent++;
  }
  log("reminders.sent", { sent });
  return sent;
}

/** For the desk: confirmed, subscribed reminders due in the next `days` London days, soonest first. */
export async function remindersDueSoon(db: D1Database, now: Date, days = 60): Promise<ReminderRow[]> {
  const today = londonDay(now);
  const { results } = await db
    .prepare(
      `SELECT * FROM reminders WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
       AND due_date >= ? AND due_date <= ? ORDER BY due_date, id`,
    )
    .bind(today, addDays(today, days))
    .all<ReminderRow>();
  return results;
}

/**
 * Retention: unconfirmed sign-ups 7 days after the latest sign-up, unsubscribed
 * (or removed) reminders 30 days after; their links, sends and e-mails with
 * them, and an address's manage link (its row, ./manage-link.ts) once it has
 * no reminder left.
 */
export async function purgeReminders(db: D1Database, now: Date): Promise<number> {
  const day = 86_400_000;
  const unconfirmed = new Date(now.getTime() - 7 * day).toISOString();
  const unsubscribed = new Date(now.getTime() - 30 * day).toISOString();
  const gone = "reminder_id NOT IN (SELECT id FROM reminders)";
  const results = await db.batch([
    db
      .prepare(
        `DELETE FROM reminders WHERE (confirmed_at IS NULL AND consented_at <= ?)
         OR (unsubscribed_at IS NOT NULL AND unsubscribed_at <= ?)`,
      )
      .bind(unconfirmed, unsubscribed),
    db.prepare(`DELETE FROM reminder_links WHERE ${gone}`),
    db.prepare(`DELETE FROM reminder_sends WHERE ${gone}`),
    db.prepare("DELETE FROM reminder_manage_links WHERE email NOT IN (SELECT email FROM reminders)"),
    db.prepare(
      "DELETE FROM customer_emails WHERE lead_id LIKE 'reminder:%' AND substr(lead_id, 10) NOT IN (SELECT id FROM reminders)",
    ),
  ]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
