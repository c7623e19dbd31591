/**
 * The reminder e-mails: the confirm e-mail (double opt-in) and the reminders
 * 8 and 3 weeks before the due date. Built by the mail floor (workers/mail/mime.ts). Every one carries a one-click unsubscribe (RFC 8058: the
 * List-Unsubscribe and List-Unsubscribe-Post headers) and the same link in
 * its text, and every one about a confirmed address the link to its manage
 * page; none holds more than the address, the kind, the date, the postcode
 * district and the property's name the person typed.
 */
import { absoluteUrl, business } from "~/content/business";
import {
  propertyText,
  REMINDER_KINDS,
  reminderBookingPath,
  type ReminderFacts,
  type ReminderStage,
} from "~/lib/contracts/reminders";
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
  links: { unsubscribeUrl: string; manageUrl?: string },
  messageId: string,
): ComposedEmail {
  const { unsubscribeUrl, manageUrl } = links;
  const lines = [
    ...parts.flatMap((part) => (part.button ? [part.text, part.button.href] : [part.text])),
    ...(manageUrl ? [`All your reminders (change a date, add or remove a property): ${manageUrl}`] : []),
    `Unsubscribe from this reminder with one click: ${unsubscribeUrl}`,
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
<p style="color:#64748b;font-size:12px">${escapeHtml(business.name)}, ${escapeHtml(business.siteUrl)}. You get this because you asked for reminders on our site.${manageUrl ? ` <a href="${escapeHtml(manageUrl)}" style="color:#475569">All your reminders</a>: change a date, add or remove a property.` : ""} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569">Unsubscribe</a> from this reminder with one click.</p>
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

export interface ReminderEmailFacts extends ReminderFacts {
  unsubscribeUrl: string;
}

/** "the gas safety check for Flat 2, 14 Acklam Road (TS5)" */
const checkFor = (facts: ReminderFacts) =>
  `the ${REMINDER_KINDS[facts.kind].short} for ${propertyText(facts.postcode, facts.propertyName)}`;

/** The subject's name for the property: its name, or its district. */
const subjectProperty = (facts: ReminderFacts) => facts.propertyName ?? facts.postcode;

export function composeConfirmEmail(
  facts: ReminderEmailFacts & { confirmUrl: string },
  addresses: { from: string; to: string },
  messageId: string,
): ComposedEmail {
  const what = REMINDER_KINDS[facts.kind].short;
  return compose(
    addresses,
    `Please confirm: ${what} reminders, ${subjectProperty(facts)}`,
    [
      {
        text: `Thank you for asking for e-mail reminders before ${checkFor(facts)} is due on ${dayText(facts.dueDate)}. Please confirm this is your address: nothing is sent until you open this link and press the button there.`,
        button: { label: "Confirm the reminders", href: facts.confirmUrl },
      },
      {
        text: "If you did not ask for them, ignore this e-mail: nothing more is sent, and your address is deleted after 7 days.",
      },
    ],
    { unsubscribeUrl: facts.unsubscribeUrl },
    messageId,
  );
}

/** What the booking link fills in, in words: "the gas safety check, TS5 and Flat 2, 14 Acklam Road". */
function filledIn(facts: ReminderFacts): string {
  const filled = [`the ${REMINDER_KINDS[facts.kind].short}`, facts.postcode, facts.propertyName].filter(Boolean);
  return `${filled.slice(0, -1).join(", ")} and ${filled.at(-1)}`;
}

export function composeReminderEmail(
  facts: ReminderEmailFacts & { stage: ReminderStage; manageUrl: string },
  addresses: { from: string; to: string },
  messageId: string,
): ComposedEmail {
  const what = REMINDER_KINDS[facts.kind].short;
  const weeks = facts.stage === "8w" ? "8 weeks" : "3 weeks";
  const bookUrl = absoluteUrl(reminderBookingPath(facts.kind, { district: facts.postcode, name: facts.propertyName }));
  const check = checkFor(facts);
  return compose(
    addresses,
    `Reminder: ${what} due ${dayText(facts.dueDate)}, ${subjectProperty(facts)}`,
    [
      { text: `${check.charAt(0).toUpperCase()}${check.slice(1)} is due on ${dayText(facts.dueDate)}, in ${weeks}.` },
      ...(facts.kind === "gas-safety"
        ? [{ text: EARLY_CHECK_TEXT }]
        : [{ text: SERVICE_TEXT }, { text: `If the home is let: ${LET_HOME_TEXT}` }]),
      {
        text: `Book it online (the form opens with ${filledIn(facts)} already filled in; add your name and phone number) or call us:`,
        button: { label: "Book now", href: bookUrl },
      },
      { text: `Phone ${business.phone.display}.` },
    ],
    { unsubscribeUrl: facts.unsubscribeUrl, manageUrl: facts.manageUrl },
    messageId,
  );
}

/** The note that a reminder was added on the manage page (no second opt-in: the address is confirmed). */
export function composeAddedEmail(
  facts: ReminderEmailFacts & { manageUrl: string },
  addresses: { from: string; to: string },
  messageId: string,
): ComposedEmail {
  const what = REMINDER_KINDS[facts.kind].short;
  return compose(
    addresses,
    `Reminder added: ${what}, ${subjectProperty(facts)}`,
    [
      {
        text: `A reminder was added on your reminders page: we will e-mail you 8 weeks and 3 weeks before ${checkFor(facts)} is due on ${dayText(facts.dueDate)}, and again each year.`,
      },
      {
        text: "If you did not add it, remove it on your reminders page:",
        button: { label: "See your reminders", href: facts.manageUrl },
      },
    ],
    { unsubscribeUrl: facts.unsubscribeUrl, manageUrl: facts.manageUrl },
    messageId,
  );
}
