/**
 * Helpers of the reminders' tests: the e-mails composed (the outbox keeps
 * their text until sent), their links, a fixed clock, the sign-up form.
 */
import { db, RecordingQueue } from "./fakes";
import type { ReminderDeps } from "../reminders/reminders";

export interface Sent {
  kind: string;
  recipient: string;
  subject: string;
  raw: string;
}

/** Every e-mail composed for reminders, oldest first. */
export async function composed(): Promise<Sent[]> {
  const { results } = await db
    .prepare(
      "SELECT kind, recipient, subject, raw FROM customer_emails WHERE lead_id LIKE 'reminder:%' ORDER BY created_at, rowid",
    )
    .all<Sent>();
  return results;
}

/** The decoded text of a MIME message's text/plain part. */
export function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? "";
  const bytes = Uint8Array.from(atob(part.replace(/\s+/g, "")), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim();

export const tokenOf = (url: string | undefined, purpose: string) =>
  new RegExp(`/reminders/${purpose}/([A-Za-z0-9_-]{43})`).exec(url ?? "")?.[1] ?? "";

export function depsAt(clock: { now: Date }): ReminderDeps {
  return {
    db,
    queue: new RecordingQueue().asQueue() as Queue<unknown>,
    now: () => clock.now,
    from: "visits@example.co.uk",
  };
}

/** The daily cron at 03:17 UTC on a London day. */
export const cronOn = (day: string) => new Date(`${day}T03:17:00Z`);

/** The sign-up form as a landlord fills it in. */
export const form = (dueDate: string, extra: Record<string, string> = {}) => ({
  email: "Landlord@Example.com",
  kind: "gas-safety",
  dueDate,
  postcode: "ts5 6ab",
  consent: "yes",
  ...extra,
});

export async function clearReminders() {
  await db.batch([
    db.prepare("DELETE FROM reminders"),
    db.prepare("DELETE FROM reminder_links"),
    db.prepare("DELETE FROM reminder_sends"),
    db.prepare("DELETE FROM reminder_manage_links"),
    db.prepare("DELETE FROM customer_emails"),
    // The same addresses over the same days in every test: the per-recipient cap starts afresh.
    db.prepare("DELETE FROM recipient_sends"),
  ]);
}
