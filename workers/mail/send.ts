/**
 * Sending: the two send_email bindings and the one rule for choosing between
 * them, by recipient. The owner's address (LEAD_NOTIFY_TO) is reached through
 * LEAD_EMAIL; every other recipient (visitors, people who asked for
 * reminders or were asked for a review) through CUSTOMER_EMAIL.
 */
import { EmailMessage } from "cloudflare:email";
import type { ComposedEmail } from "./mime";

export interface MailBindings {
  /** LEAD_EMAIL: to the owner. */
  owner: SendEmail;
  /** CUSTOMER_EMAIL: to anyone else. */
  customer: SendEmail;
  /** The owner's address (LEAD_NOTIFY_TO). */
  ownerAddress: string;
}

/** The binding for a recipient: the owner's own, or the customers'. */
export function bindingFor(bindings: MailBindings, recipient: string): SendEmail {
  return recipient.trim().toLowerCase() === bindings.ownerAddress.trim().toLowerCase()
    ? bindings.owner
    : bindings.customer;
}

/** Sends a raw message (as the outbox keeps it) through the binding its recipient calls for. */
export async function sendRaw(
  bindings: MailBindings,
  message: { sender: string; recipient: string; raw: string },
): Promise<void> {
  await bindingFor(bindings, message.recipient).send(new EmailMessage(message.sender, message.recipient, message.raw));
}

/** Sends a composed e-mail at once (the owner's lead e-mail and daily digest). */
export async function sendEmail(bindings: MailBindings, email: ComposedEmail): Promise<void> {
  await sendRaw(bindings, { sender: email.from, recipient: email.to, raw: email.raw });
}
