/** The request pages' mailer as tests use it: the outbox in the real local D1, a recording queue, a clock. */
import { mailer, type RequestMailer } from "../requests/mail";
import { db, RecordingQueue } from "./fakes";

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
