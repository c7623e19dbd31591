/**
 * The owner's e-mail for a new lead: subject with name and postcode, every
 * field, a tap-to-call link, the time in Europe/London. Built and sent by the
 * mail floor (workers/mail/). Every customer value is escaped in the HTML part
 * and kept out of headers except the subject, which mimetext encodes (and
 * names cannot contain line breaks).
 */
import { buildEmail, type ComposedEmail, escapeHtml } from "../mail/mime";
import { cleanText, formatUkPhone } from "~/lib/contracts/quote/request";
import { sameSitePath } from "~/lib/contracts/same-site-path";
import { absoluteUrl, business } from "~/content/business";
import type { Lead } from "./lead";
import { windowById, windowDate } from "~/lib/contracts/visit-windows";

const londonTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** e.g. "Wednesday 1 July 2026 at 12:30" (UK clock time, British Summer Time included). */
export function formatLondonTime(iso: string): string {
  const part = Object.fromEntries(londonTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute}`;
}

/** Why a lead is marked possible spam, in the owner's words (leads.suspicion). */
export const SUSPICION_TEXT: ReadonlyMap<string, string> = new Map([
  ["too_fast", "it was sent sooner after the form was shown than most people can type"],
  ["no_form_token", "it did not come from a form on the website (no form token)"],
  ["invalid_form_token", "its form token was not one the website issued"],
  ["stale_form_token", "the form it came from was shown more than a week earlier"],
  ["reused_form_token", "the form it came from had already sent two requests (one page reused, as a bot might)"],
]);

/** What the owner is told of the earlier request a corrected re-send replaces. */
export interface CorrectedFrom {
  id: string;
  name: string;
  phone: string;
  postcode: string;
  createdAt: string;
}

function correctionNotice(earlier: CorrectedFrom): string {
  return `Corrected details: this visitor sent the same request again with different details. Use these, not the earlier request from ${cleanText(earlier.name)} (${formatUkPhone(earlier.phone)}, ${cleanText(earlier.postcode)}, ${formatLondonTime(earlier.createdAt)}, reference ${earlier.id}).`;
}

/** The window asked for, dated, or "(not chosen)". */
function requestedVisit(id: string | null | undefined): string {
  const window = windowById(id);
  return window ? windowDate(window) : "(not chosen)";
}

export function composeLeadEmail(
  input: Lead,
  {
    from,
    to,
    correctedFrom,
    photosStored,
  }: {
    from: string;
    to: string;
    correctedFrom?: CorrectedFrom;
    /** Photos of the lead stored when the e-mail is composed (undefined: could not be counted). */
    photosStored?: number;
  },
): ComposedEmail {
  // Every value as the owner may see it: no control or direction characters, whatever the queue carried.
  const lead: Lead = {
    ...input,
    name: cleanText(input.name),
    postcode: cleanText(input.postcode),
    issue: input.issue === null ? null : cleanText(input.issue, { multiline: true }),
    service: input.service === null ? null : cleanText(input.service),
    sourcePage: sameSitePath(input.sourcePage) ?? null,
  };
  const phone = formatUkPhone(lead.phone);
  const when = formatLondonTime(lead.createdAt);
  const suspicion = lead.suspicion ? (SUSPICION_TEXT.get(lead.suspicion) ?? "it looked automated") : undefined;
  const corrected = lead.correctsLeadId ? correctedFrom : undefined;
  const subject = `${suspicion ? "Possible spam: " : ""}${lead.correctsLeadId ? "Corrected details: " : ""}New quote request: ${lead.name}, ${lead.postcode}`;
  const rows: [string, string][] = [
    ["Name", lead.name],
    ["Phone", phone],
    ["Postcode", lead.postcode],
    ["Problem", lead.issue ?? "(not given)"],
    ["Service", lead.service ?? "(not chosen)"],
    ["Visit asked for", requestedVisit(lead.requestedWindow)],
    ["Sent from", lead.sourcePage ? absoluteUrl(lead.sourcePage) : "(unknown page)"],
    ["Received", when],
    ["Reference", lead.id],
    ...(lead.correctsLeadId ? ([["Corrects", lead.correctsLeadId]] as [string, string][]) : []),
  ];
  if (lead.photos) {
    // Only photos actually stored are counted: R2 may refuse one, or an announced upload may never come.
    const desk = absoluteUrl(`/desk/leads/${lead.id}`);
    const count = (n: number) => `${n} photo${n === 1 ? "" : "s"}`;
    const text =
      photosStored === undefined
        ? `the visitor chose ${count(lead.photos)}; the desk shows those stored: ${desk}`
        : photosStored >= lead.photos
          ? `${count(photosStored)} stored: ${desk}`
          : `${photosStored} stored so far of ${count(lead.photos)} the visitor chose; the desk shows every photo that arrives: ${desk}`;
    rows.splice(5, 0, ["Photos", text]);
  }
  const warning = suspicion
    ? `Possible spam: ${suspicion}. It may still be a real customer, so it was delivered; please check before calling.`
    : undefined;
  const correction = corrected
    ? correctionNotice(corrected)
    : lead.correctsLeadId
      ? `Corrected details: this visitor sent an earlier request (reference ${lead.correctsLeadId}) with different details. Use these.`
      : undefined;
  const text = [
    ...(warning ? [warning, ""] : []),
    ...(correction ? [correction, ""] : []),
    `New quote request from the website. Call ${lead.name} back on ${phone}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Tap to call: tel:${lead.phone}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b">
<h1 style="font-size:20px;margin:0 0 12px">New quote request</h1>
${warning ? `<p style="margin:0 0 16px;padding:10px;background:#fef3c7;color:#78350f;font-weight:bold">${escapeHtml(warning)}</p>` : ""}
${correction ? `<p style="margin:0 0 16px;padding:10px;background:#dbeafe;color:#1e3a8a;font-weight:bold">${escapeHtml(correction)}</p>` : ""}
<p style="margin:0 0 16px"><a href="tel:${escapeHtml(lead.phone)}" style="display:inline-block;background:#c2410c;color:#fff;padding:12px 18px;border-radius:8px;font-weight:bold;text-decoration:none">Call ${escapeHtml(lead.name)} on ${escapeHtml(phone)}</a></p>
<table cellpadding="6" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left" valign="top" style="color:#475569">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<p style="color:#64748b;font-size:12px">Sent by the ${escapeHtml(business.name)} website.</p>
</body></html>`;

  return buildEmail({ senderName: `${business.name} website`, from, to, subject, messageId: lead.id, text, html });
}
