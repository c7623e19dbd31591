/**
 * The reminder e-mails: the confirm e-mail (double opt-in) and the reminders
 * 8 and 3 weeks before the due date. Built by the mail floor (workers/mail/mime.ts). Every one carries a one-click unsubscribe (RFC 8058: the
 * List-Unsubscribe and List-Unsubscribe-Post headers) and the same link in
 * its text; none holds more than the address, the kind, the date and the
 * postcode district.
 */
import { absoluteUrl, business } from "~/content/business";
import { REMINDER_KINDS, reminderBookingPath, type ReminderKind, type ReminderStage } from "~/lib/contracts/reminders";
import { buildEmail, type ComposedEmail, escapeHtml } from "../mail/mime";

/** "Monday 1 March 2027" for a YYYY-MM-DD day. */
export function dayText(day: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(",", "");
}

/**
 * What a reminder says about doing the check early. Gas Safety (Installation
 * and Use) Regulations 1998: the annual check of regulation 36(3), with
 * regulation 36A, added by the Gas Safety (Installation and Use) (Amendment)
 * Regulations 2018 (SI 2018/139) from 6 April 2018: a check made in the two
 * months ending with the deadline date counts as made on the deadline date.
 */
export const EARLY_CHECK_TEXT =
  "The law lets you have the check done up to two months before it is due and keep the same anniversary date (Gas Safety (Installation and Use) Regulations 1998, regulations 36(3) and 36A, as amended in 2018; HSE guidance), so there is no need to leave it to the last week.";

/** The same rule, for a boiler service reminder of a let home (the service and the gas safety check often go together). */
const LET_HOME_TEXT =
  "its landlord gas safety check can also be done up to two months before it is due and keep the same anniversary date (regulations 36(3) and 36A of the Gas Safety (Installation and Use) Regulations 1998, as amended in 2018).";

const SERVICE_TEXT =
  "Most boiler manufacturers need a service every 12 months to keep an extended guarantee valid; booking a few weeks ahead gets you the day you want.";

interface Part {
  text: string;
  /** A button with this label and the link. */
  button?: { label: string; href: string };
}

function compose(
  addresses: { from: string; to: string },
  subject: string,
  parts: Part[],
  unsubscribeUrl: string,
  messageId: string,
): ComposedEmail {
  const lines = [
    ...parts.flatMap((part) => (part.button ? [part.text, part.button.href] : [part.text])),
    `Unsubscribe with one click: ${unsubscribeUrl}`,
  ];
  const text = lines.join("\n\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b">
${parts
  .map((part) =>
    part.button
      ? `<p>${escapeHtml(part.text)}</p><p><a href="${escapeHtml(part.button.href)}" style="display:inline-block;background:#1e40af;color:#fff;padding:12px 18px;border-radius:8px;font-weight:bold;text-decoration:none">${escapeHtml(part.button.label)}</a><br><span style="font-size:12px;color:#475569">${escapeHtml(part.button.href)}</span></p>`
      : `<p>${escapeHtml(part.text)}</p>`,
  )
  .join("\n")}
<p style="color:#64748b;font-size:12px">${escapeHtml(business.name)}, ${escapeHtml(business.siteUrl)}. You get this because you asked for reminders on our site. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569">Unsubscribe</a> with one click.</p>
</body></html>`;
  return buildEmail({
    senderName: business.name,
    ...addresses,
    subject,
    messageId,
    text,
    html,
    // RFC 2369 and RFC 8058: mail programs show an unsubscribe button that POSTs to this address at once.
    headers: [
      ["List-Unsubscribe", `<${unsubscribeUrl}>`],
      ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
    ],
  });
}

export interface ReminderEmailFacts {
  kind: ReminderKind;
  dueDate: string;
  postcode: string;
  unsubscribeUrl: string;
}

export function composeConfirmEmail(
  facts: ReminderEmailFacts & { confirmUrl: string },
  addresses: { from: string; to: string },
  messageId: string,
): ComposedEmail {
  const what = REMINDER_KINDS[facts.kind].short;
  return compose(
    addresses,
    `Please confirm: ${what} reminders`,
    [
      {
        text: `Someone, we hope you, asked for e-mail reminders before the ${what} for a property in ${facts.postcode} is due on ${dayText(facts.dueDate)}. Nothing is sent until you open this link and press the button there:`,
        button: { label: "Confirm the reminders", href: facts.confirmUrl },
      },
      {
        text: "If it was not you, ignore this e-mail: the request and your address are deleted after 7 days.",
      },
    ],
    facts.unsubscribeUrl,
    messageId,
  );
}

export function composeReminderEmail(
  facts: ReminderEmailFacts & { stage: ReminderStage },
  addresses: { from: string; to: string },
  messageId: string,
): ComposedEmail {
  const what = REMINDER_KINDS[facts.kind].short;
  const weeks = facts.stage === "8w" ? "8 weeks" : "3 weeks";
  const bookUrl = absoluteUrl(reminderBookingPath(facts.kind));
  return compose(
    addresses,
    `Reminder: ${what} due ${dayText(facts.dueDate)}`,
    [
      {
        text: `The ${what} for your property in ${facts.postcode} is due on ${dayText(facts.dueDate)}, in ${weeks}.`,
      },
      ...(facts.kind === "gas-safety"
        ? [{ text: EARLY_CHECK_TEXT }]
        : [{ text: SERVICE_TEXT }, { text: `If the home is let: ${LET_HOME_TEXT}` }]),
      {
        text: "Book it online (the form is filled in for you) or call us:",
        button: { label: "Book now", href: bookUrl },
      },
      { text: `Phone ${business.phone.display}.` },
    ],
    facts.unsubscribeUrl,
    messageId,
  );
}
