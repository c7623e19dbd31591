/** The request pages' mailer as tests use it: the outbox in the real local D1, a recording queue, a clock. */
import { mailer, type RequestMailer } from "../requests/mail";
import { db, RecordingQueue, uniqueId } from "./fakes";

export function testRequestMailer(queue = new RecordingQueue(), now: () => Date = () => new Date()): RequestMailer {
  return mailer({
    db,
    queue: queue.asQueue() as Queue<unknown>,
    now,
    customerFrom: "visits@example.co.uk",
    ownerFrom: "leads@example.co.uk",
    ownerTo: "owner@example.co.uk",
  });
}

/** A fresh address no other test writes to: the per-recipient limits count by address. */
export const strangerAddress = () => `stranger.${uniqueId().replace(/[^a-z0-9]/gi, "")}@example.com`;

/** The outbox's e-mails to an address, oldest first: whether each kept its text, was queued or held back. */
export const emailsTo = async (to: string) =>
  (
    await db
      .prepare("SELECT kind, raw, held_reason, queued_at FROM customer_emails WHERE recipient = ? ORDER BY created_at")
      .bind(to)
      .all<{ kind: string; raw: string | null; held_reason: string | null; queued_at: string | null }>()
  ).results;
