/**
 * E-mails about a request page: to the visitor (the link; the visit
 * confirmed, proposed, declined, on the way) and to the owner (the visitor
 * cancelled or accepted a window). Built by the mail floor
 * (workers/mail/mime.ts). The visitor's e-mails hold the first name,
 * the link and the window, never the phone number or full postcode.
 */
import { absoluteUrl, business } from "~/content/business";
import { requestPagePath } from "~/lib/contracts/request-page";
import { buildEmail, type ComposedEmail, escapeHtml } from "../mail/mime";

export type VisitorEmailKind = "link" | "confirmed" | "proposed" | "declined" | "on_way";

export interface RequestEmailFacts {
  leadId: string;
  firstName: string;
  /** The full name and district, for the owner only. */
  ownerLabel: string;
  token: string;
  /** The booked window, dated ("Wednesday 25 November, morning (7:00-12:00)"). */
  window?: string;
  proposed?: string[];
  reason?: string;
  /** "On my way": about how many minutes away. */
  minutes?: number;
  /** The booked visit as .ics, attached to the confirmation. */
  calendar?: string;
}

function visitorLines(kind: VisitorEmailKind, facts: RequestEmailFacts): { subject: string; lines: string[] } {
  const call = `Questions or changes: call ${business.phone.display}.`;
  switch (kind) {
    case "link":
      return {
        subject: "Your boiler repair request: your page",
        lines: [
          "We have your request. Everything about it, and the visit once it is booked, is on your page:",
          "[link]",
          "Keep this e-mail: the link is the only way back to the page.",
          call,
        ],
      };
    case "confirmed":
      return {
        subject: `Visit confirmed: ${facts.window ?? "your visit"}`,
        lines: [
          `Your visit is confirmed for ${facts.window ?? "the time agreed"}. The calendar file is attached.`,
          "Your request page:",
          "[link]",
          call,
        ],
      };
    case "proposed":
      return {
        subject: "Another time for your visit",
        lines: [
          "The engineer cannot make the time you asked for and offers:",
          ...(facts.proposed ?? []).map((label) => `- ${label}`),
          "Accept one on your request page:",
          "[link]",
          call,
        ],
      };
    case "declined":
      return {
        subject: "About your visit request",
        lines: [
          `Sorry, the engineer cannot take the visit at the time asked${facts.reason ? `: ${facts.reason}` : "."}`,
          "You can choose another time on your request page:",
          "[link]",
          call,
        ],
      };
    case "on_way":
      return {
        subject: "The engineer is on the way",
        lines: [
          facts.minutes
            ? `The engineer is on the way to you now: about ${facts.minutes} minutes away.`
            : "The engineer is on the way to you now.",
          "Your request page:",
          "[link]",
          call,
        ],
      };
  }
}

function compose(
  { from, to, subject, lines, link }: { from: string; to: string; subject: string; lines: string[]; link?: string },
  messageId: string,
  attachment?: string,
): ComposedEmail {
  const text = lines.map((line) => (line === "[link]" ? (link ?? "") : line)).join("\n\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b">
${lines
  .map((line) =>
    line === "[link]" && link
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e40af;color:#fff;padding:12px 18px;border-radius:8px;font-weight:bold;text-decoration:none">Open your request page</a><br><span style="font-size:12px;color:#475569">${escapeHtml(link)}</span></p>`
      : `<p>${escapeHtml(line)}</p>`,
  )
  .join("\n")}
<p style="color:#64748b;font-size:12px">${escapeHtml(business.name)}, ${escapeHtml(business.siteUrl)}. Smell gas? Call the National Gas Emergency Service free on ${escapeHtml(business.gasEmergencyLine.display)}.</p>
</body></html>`;
  return buildEmail({
    senderName: business.name,
    from,
    to,
    subject,
    messageId,
    text,
    html,
    attachment: attachment
      ? { filename: "visit.ics", contentType: "text/calendar; charset=utf-8", text: attachment }
      : undefined,
  });
}

export function composeVisitorEmail(
  kind: VisitorEmailKind,
  facts: RequestEmailFacts,
  addresses: { from: string; to: string },
  messageId: string,
): ComposedEmail {
  const { subject, lines } = visitorLines(kind, facts);
  const greeting = `Hello ${facts.firstName},`;
  return compose(
    { ...addresses, subject, lines: [greeting, ...lines], link: absoluteUrl(requestPagePath(facts.token)) },
    messageId,
    kind === "confirmed" ? facts.calendar : undefined,
  );
}

/** The owner's e-mail of a customer's changes on their request page, one line each (grouped when several came together). */
export function composeOwnerChanges(
  ownerLabel: string,
  changes: { at: string; line: string }[],
  addresses: { from: string; to: string },
  messageId: string,
  deskUrl: string,
): ComposedEmail {
  const subject = `${changes.length === 1 ? "Customer change" : `${changes.length} customer changes`}: ${ownerLabel}`;
  const lines = [
    `${ownerLabel} changed their request on their request page:`,
    ...changes.map(({ at, line }) => `- ${londonClock(at)}: ${line}`),
    `On the desk: ${deskUrl}`,
  ];
  return compose({ ...addresses, subject, lines }, messageId);
}

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const londonClock = (iso: string) => clock.format(new Date(iso));
