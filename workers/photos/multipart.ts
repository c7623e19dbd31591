/**
 * Reads a quote request sent as multipart/form-data with photos: the same
 * fields object the JSON path produces (quote-body.ts), plus the files in
 * parts named `photos`. The body is read up to PHOTO_LIMITS.maxRequestBytes;
 * a body that is no form (no boundary, too many parts, too large) is refused
 * whole with a clear 4xx, with the text fields that could still be read.
 */
import { readBodyBytes, TooLarge } from "~/lib/contracts/bounded-body";
import { MAX_BODY_BYTES } from "~/lib/contracts/quote/body";
import type { QuoteAnswer } from "~/lib/contracts/quote/fields";
import { PHOTO_LIMIT_TEXT, PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import { CALL_US } from "~/lib/contracts/quote/call-us";

export const PHOTOS_FIELD = "photos";

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** A form refused whole still hands back the text typed in it (`typed`), so the page can show it again. */
export type MultipartQuote =
  | { fields: Record<string, unknown>; files: UploadedFile[] }
  | { status: 400 | 413; answer: QuoteAnswer; typed?: Record<string, string> };

export const FORM_REFUSALS = {
  tooLarge: `That request is too large: photos may add up to ${PHOTO_LIMIT_TEXT.perRequest}. Please send fewer or smaller photos, or ${CALL_US}.`,
  unreadable: `We could not read that form. Please try again, or ${CALL_US}.`,
  tooManyParts: `That form has too many parts to be one of ours. Please try again, or ${CALL_US}.`,
  textTooLarge: `That request is too large. Please shorten the description, or ${CALL_US}.`,
} as const;

/**
 * A too-large body is still read (and dropped) up to this much before the 413
 * goes out: a browser whose upload is cut off mid-way shows a connection
 * error, not the page's message. Beyond it the connection is closed.
 */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * How much of each end of a too-large form is kept to find its text fields:
 * a page form sends them before its photos (the file input comes last), and
 * they are small (MAX_BODY_BYTES in all).
 */
const TYPED_ENDS_BYTES = 2 * MAX_BODY_BYTES;

/**
 * Bytes as a string of one character per byte (U+0000 to U+00FF), so a cut
 * UTF-8 sequence or a photo's bytes cannot shift a boundary. (TextDecoder's
 * "latin1" is windows-1252, which maps 0x80-0x9F elsewhere.)
 */
function binaryString(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.byteLength; at += 8192) {
    text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  }
  return text;
}

/**
 * The text fields of a multipart body found whole in `pieces` (the start and
 * the end of a body too large to read): every part between two boundary
 * lines that is not a file. A part cut by either end is left out.
 */
export function textFieldsIn(pieces: Uint8Array[], contentType: string): Record<string, string> {
  const boundary = /;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const fields: Record<string, string> = {};
  if (!boundary) return fields;
  for (const piece of pieces) {
    const parts = binaryString(piece).split(`--${boundary}`);
    for (const part of parts.slice(1, -1)) {
      const split = part.indexOf("\r\n\r\n");
      if (!part.startsWith("\r\n") || split < 0 || !part.endsWith("\r\n")) continue;
      const headers = part.slice(2, split);
      const name = /content-disposition:\s*form-data;[^\r\n]*?\bname="([^"]*)"/i.exec(headers)?.[1];
      if (name === undefined || /\bfilename\*?=/i.test(headers)) continue;
      const raw = part.slice(split + 4, -2);
      fields[name] = new TextDecoder().decode(Uint8Array.from(raw, (c) => c.charCodeAt(0)));
    }
  }
  return fields;
}

export async function parseMultipartQuote(request: Request): Promise<MultipartQuote> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, PHOTO_LIMITS.maxRequestBytes, {
      drainUpTo: DRAIN_MAX_BYTES,
      keepEnds: TYPED_ENDS_BYTES,
    });
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    const ends = error.ends ? [error.ends.head, error.ends.tail] : [];
    const typed = textFieldsIn(ends, request.headers.get("Content-Type") ?? "");
    return { status: 413, answer: { success: false, message: FORM_REFUSALS.tooLarge }, typed };
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (!/;\s*boundary=/i.test(type))
    return { status: 400, answer: { success: false, message: FORM_REFUSALS.unreadable } };
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": type },
      body: bytes,
    }).formData();
  } catch {
    return { status: 400, answer: { success: false, message: FORM_REFUSALS.unreadable } };
  }
  const entries = [...form.entries()];
  if (entries.length > PHOTO_LIMITS.maxParts) {
    const typed = Object.fromEntries(
      entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return { status: 400, answer: { success: false, message: FORM_REFUSALS.tooManyParts }, typed };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let textBytes = 0;
  for (const [key, value] of entries) {
    if (typeof value === "string") {
      textBytes += key.length + value.length;
      fields[key] = value; // the last of a repeated field, as the urlencoded path does
    } else if (key === PHOTOS_FIELD && !(value.name === "" && value.size === 0)) {
      // A file input left empty sends a nameless, empty part: not a photo.
      files.push({ name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  if (textBytes > MAX_BODY_BYTES)
    return { status: 413, answer: { success: false, message: FORM_REFUSALS.textTooLarge } };
  return { fields, files };
}
