/**
 * Every e-mail the Worker sends is built here: one `ComposedEmail` type and
 * one MIME assembly (mimetext), so the features only write what an e-mail
 * says. Bodies are base64 (names, postcodes and prices such as "£" are not
 * 7-bit ASCII); the subject is the only customer value in a header, which
 * mimetext encodes. Every customer value in an HTML part goes through
 * `escapeHtml`.
 */
import { createMimeMessage } from "mimetext/browser";
import { business } from "~/content/business";

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  // Wrapped at 76 characters, as MIME asks.
  return btoa(binary).replace(/.{76}/g, "$&\r\n");
}

/** An e-mail ready to send: the addresses, the words (for tests and the desk) and the raw MIME message. */
export interface ComposedEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface EmailParts {
  /** The sender's display name (the business, or "… website" for the owner's notices). */
  senderName: string;
  from: string;
  to: string;
  subject: string;
  /** The Message-ID's left part; the right part is the site's host name. */
  messageId: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe), set in this order. */
  headers?: readonly (readonly [string, string])[];
  attachment?: { filename: string; contentType: string; text: string };
}

/** The one MIME assembly: plain text and HTML in base64, an optional text attachment. */
export function buildEmail(parts: EmailParts): ComposedEmail {
  const message = createMimeMessage();
  message.setSender({ name: parts.senderName, addr: parts.from });
  message.setRecipient(parts.to);
  message.setSubject(parts.subject);
  message.setHeader("Message-ID", `<${parts.messageId}@${new URL(business.siteUrl).hostname}>`);
  for (const [name, value] of parts.headers ?? []) message.setHeader(name, value);
  message.addMessage({ contentType: "text/plain", data: base64Utf8(parts.text), encoding: "base64" });
  message.addMessage({ contentType: "text/html", data: base64Utf8(parts.html), encoding: "base64" });
  if (parts.attachment) {
    message.addAttachment({
      filename: parts.attachment.filename,
      contentType: parts.attachment.contentType,
      data: base64Utf8(parts.attachment.text),
      encoding: "base64",
    });
  }
  const { from, to, subject, text, html } = parts;
  return { from, to, subject, text, html, raw: message.asRaw() };
}
