/**
 * Reads a quote request sent as multipart/form-data with photos: the same
 * fields object the JSON path produces (quote-body.ts), plus the files in
 * parts named `photos`. The body is read up to PHOTO_LIMITS.maxRequestBytes;
 * a body that is no form (no boundary, too many parts, too large) is refused
 * whole with a clear 4xx.
 */
import { readBodyBytes, TooLarge } from "~/lib/contracts/bounded-body";
import { business } from "~/content/business";
import { MAX_BODY_BYTES } from "~/lib/contracts/quote/body";
import type { QuoteAnswer } from "~/lib/contracts/quote/fields";
import { PHOTO_LIMITS } from "./limits";

export const PHOTOS_FIELD = "photos";

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export type MultipartQuote =
  { fields: Record<string, unknown>; files: UploadedFile[] } | { status: 400 | 413; answer: QuoteAnswer };

const callUs = `call us on ${business.phone.display}`;
const MB = 1024 * 1024;

export const FORM_REFUSALS = {
  tooLarge: `That request is too large: photos may add up to ${PHOTO_LIMITS.maxRequestBytes / MB} MB. Please send fewer or smaller photos, or ${callUs}.`,
  unreadable: `We could not read that form. Please try again, or ${callUs}.`,
  tooManyParts: `That form has too many parts to be one of ours. Please try again, or ${callUs}.`,
  textTooLarge: `That request is too large. Please shorten the description, or ${callUs}.`,
} as const;

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
}

/**
 * A too-large body is still read (and dropped) up to this much before the 413
 * goes out: a browser whose upload is cut off mid-way shows a connection
 * error, not the page's message. Beyond it the connection is closed.
 */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

export async function parseMultipartQuote(request: Request): Promise<MultipartQuote> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBodyBytes(request, PHOTO_LIMITS.maxRequestBytes, { drainUpTo: DRAIN_MAX_BYTES });
  } catch (error) {
    if (error instanceof TooLarge) return { status: 413, answer: { success: false, message: FORM_REFUSALS.tooLarge } };
    throw error;
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
    return { status: 400, answer: { success: false, message: FORM_REFUSALS.tooManyParts } };
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
