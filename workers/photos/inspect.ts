/**
 * Decides whether one uploaded file is a photo we keep: its type by content
 * (magic bytes, file-type), never by name or the browser's claim; its size;
 * its pixel count read from the header (image-size), so a decompression bomb
 * is refused before anything decodes it; no HTML or script hidden inside
 * (a polyglot); then its metadata removed (strip.ts). Pure: no storage.
 */
import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import { PHOTO_LIMIT_TEXT, PHOTO_LIMITS, PHOTO_TYPES, type PhotoType } from "~/lib/contracts/photo-limits";
import { displayName, isHostileName } from "./names";
import { stripMetadata } from "./strip";

export interface KeptPhoto {
  ok: true;
  /** Shown to the visitor and the owner. */
  name: string;
  type: PhotoType;
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface RefusedPhoto {
  ok: false;
  name: string;
  /** In the visitor's words, naming the file. */
  reason: string;
}

export type InspectedPhoto = KeptPhoto | RefusedPhoto;

/** Markup or script that makes a "photo" something a browser could run. */
const ACTIVE_CONTENT = ["<html", "<script", "<svg", "<!doctype", "<iframe", "<body", "<?php", "<?xml", "javascript:"];

function hasActiveContent(bytes: Uint8Array): boolean {
  // Latin-1 view of the bytes, lower-cased: every byte is one character.
  const chunk = 1 << 16;
  for (let start = 0; start < bytes.byteLength; start += chunk - 16) {
    const text = new TextDecoder("latin1").decode(bytes.subarray(start, start + chunk)).toLowerCase();
    if (ACTIVE_CONTENT.some((needle) => text.includes(needle))) return true;
  }
  return false;
}

export const refusal = (name: string, reason: string): RefusedPhoto => ({ ok: false, name, reason });

export const REFUSALS = {
  empty: (n: string) => `“${n}” is empty (0 bytes), so it was not sent.`,
  tooBig: (n: string) => `“${n}” is larger than ${PHOTO_LIMIT_TEXT.perPhoto}. Please send a smaller photo.`,
  name: (n: string) => `“${n}” has a file name we cannot accept. Please rename it and try again.`,
  heic: (n: string) =>
    `“${n}” is a HEIC photo, which we cannot open. Please send it as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible) or take a screenshot of it.`,
  notPhoto: (n: string) => `“${n}” is not a JPEG, PNG or WebP photo, so it was not sent.`,
  tooManyPixels: (n: string) =>
    `“${n}” has too many pixels (over ${PHOTO_LIMITS.maxPixels / 1_000_000} megapixels). Please send a smaller photo.`,
  active: (n: string) => `“${n}” contains web code as well as a picture, so it was not sent.`,
  unreadable: (n: string) => `“${n}” could not be read as a photo. Please try another.`,
  tooMany: (n: string) => `“${n}” was not sent: at most ${PHOTO_LIMITS.maxFiles} photos go with one request.`,
  notStored: (n: string) => `“${n}” did not arrive: our photo storage is not answering. Please try again.`,
} as const;

export async function inspectPhoto(rawName: string, bytes: Uint8Array): Promise<InspectedPhoto> {
  const name = displayName(rawName);
  if (isHostileName(rawName)) return refusal(name, REFUSALS.name(name));
  if (bytes.byteLength === 0) return refusal(name, REFUSALS.empty(name));
  if (bytes.byteLength > PHOTO_LIMITS.maxFileBytes) return refusal(name, REFUSALS.tooBig(name));
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected && ["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"].includes(detected.mime)) {
    return refusal(name, REFUSALS.heic(name));
  }
  if (!detected || !Object.hasOwn(PHOTO_TYPES, detected.mime)) return refusal(name, REFUSALS.notPhoto(name));
  const type = detected.mime as PhotoType;
  let width: number;
  let height: number;
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return refusal(name, REFUSALS.unreadable(name));
    ({ width, height } = size);
  } catch {
    return refusal(name, REFUSALS.unreadable(name));
  }
  if (width * height > PHOTO_LIMITS.maxPixels) return refusal(name, REFUSALS.tooManyPixels(name));
  if (hasActiveContent(bytes)) return refusal(name, REFUSALS.active(name));
  let stripped: Uint8Array;
  try {
    stripped = stripMetadata(bytes, type);
  } catch {
    return refusal(name, REFUSALS.unreadable(name));
  }
  return { ok: true, name, type, bytes: stripped, width, height };
}
