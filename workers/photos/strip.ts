/**
 * Removes every metadata block from a JPEG, PNG or WebP, by keeping only the
 * blocks that draw the picture (a list of what is kept, never a list of what
 * is dropped): no EXIF, XMP, IPTC, GPS, comments, text chunks or ICC profiles
 * survive, nor bytes after the end of the image. The one fact kept from EXIF
 * is the orientation, written back as a fresh EXIF block holding that tag
 * alone, so a phone's portrait photo is not shown on its side.
 *
 * Why not a library: exif-be-gone (the npm strippers' usual choice) is a Node
 * stream that drops only APP1 EXIF/XMP in JPEGs, keeps IPTC (APP13) and
 * comments, and miscounts WebP chunk sizes; re-encoding (Cloudflare Images,
 * WASM codecs) decodes megapixels per photo. Whole blocks are copied
 * byte-for-byte here, so the picture is untouched.
 */
import type { PhotoType } from "~/lib/contracts/photo-limits";

export class UnreadableImage extends Error {}

const u16be = (b: Uint8Array, at: number) => ((b[at]! << 8) | b[at + 1]!) >>> 0;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u32le = (b: Uint8Array, at: number) =>
  ((b[at + 3]! << 24) | (b[at + 2]! << 16) | (b[at + 1]! << 8) | b[at]!) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** EXIF orientation (1-8) from an APP1 "Exif\0\0" segment body, or undefined. */
function exifOrientation(body: Uint8Array): number | undefined {
  if (body.byteLength < 14 || ascii(body, 0, 6) !== "Exif\0\0") return undefined;
  const tiff = body.subarray(6);
  const little = ascii(tiff, 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u32le(tiff, at) : u32be(tiff, at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.byteLength) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.byteLength) return undefined;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment holding one EXIF tag: Orientation. */
function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  if (u16be(bytes, 0) !== 0xffd8) throw new UnreadableImage("no JPEG start");
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | undefined;
  let at = 2;
  for (;;) {
    if (at + 2 > bytes.byteLength || bytes[at] !== 0xff) throw new UnreadableImage("broken JPEG segment");
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(at, at + 2)); // EOI: whatever follows is dropped
      break;
    }
    if (at + 4 > bytes.byteLength) throw new UnreadableImage("broken JPEG segment");
    const length = u16be(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.byteLength) throw new UnreadableImage("JPEG segment past the end");
    const body = bytes.subarray(at + 4, end);
    const keep =
      (marker === 0xe0 && ascii(body, 0, 5) === "JFIF\0") || // JFIF header
      (marker === 0xee && ascii(body, 0, 5) === "Adobe") || // colour transform of CMYK/YCCK
      marker === 0xdb || // quantisation tables
      marker === 0xc4 || // Huffman tables
      marker === 0xcc || // arithmetic coding conditioning
      marker === 0xdd || // restart interval
      (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc); // frame headers
    if (marker === 0xe1) orientation ??= exifOrientation(body);
    if (marker === 0xda) {
      // Start of scan: the segment, then entropy-coded data up to the next marker that is not a restart or stuffing.
      let scan = end;
      while (scan + 1 < bytes.byteLength) {
        if (bytes[scan] === 0xff) {
          const next = bytes[scan + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        scan++;
      }
      if (scan + 1 >= bytes.byteLength) throw new UnreadableImage("JPEG scan without an end");
      kept.push(bytes.subarray(at, scan));
      at = scan;
      continue;
    }
    if (keep) kept.push(bytes.subarray(at, end));
    at = end;
  }
  // The orientation block goes right after the JFIF header (or SOI), before any table.
  if (orientation && orientation !== 1) {
    const afterJfif = kept[1] && kept[1][1] === 0xe0 ? 2 : 1;
    kept.splice(afterJfif, 0, orientationSegment(orientation));
  }
  return concat(kept);
}

/** PNG chunks that draw the picture (APNG's animation chunks included). */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "sBIT",
  "bKGD",
  "pHYs",
  "acTL",
  "fcTL",
  "fdAT",
]);

function stripPng(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.byteLength) throw new UnreadableImage("PNG without an end");
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.byteLength) throw new UnreadableImage("PNG chunk past the end");
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  return concat(kept);
}

/** WebP chunks that draw the picture. */
const WEBP_KEPT = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF"]);

function stripWebp(bytes: Uint8Array): Uint8Array {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") throw new UnreadableImage("not a WebP");
  const riffEnd = Math.min(bytes.byteLength, 8 + u32le(bytes, 4));
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = ascii(bytes, at, 4);
    const size = u32le(bytes, at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) throw new UnreadableImage("WebP chunk past the end");
    if (WEBP_KEPT.has(type)) {
      const chunk = bytes.slice(at, Math.min(end, riffEnd));
      // VP8X flags: ICC profile (0x20), EXIF (0x08), XMP (0x04) are gone now.
      if (type === "VP8X") chunk[8] = chunk[8]! & ~(0x20 | 0x08 | 0x04);
      kept.push(chunk);
    }
    at = end;
  }
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  const size = body.byteLength + 4;
  header.set([size & 0xff, (size >> 8) & 0xff, (size >> 16) & 0xff, (size >>> 24) & 0xff], 4);
  return concat([header, body]);
}

/** The image without metadata. Throws UnreadableImage when its structure is broken. */
export function stripMetadata(bytes: Uint8Array, type: PhotoType): Uint8Array {
  switch (type) {
    case "image/jpeg":
      return stripJpeg(bytes);
    case "image/png":
      return stripPng(bytes);
    case "image/webp":
      return stripWebp(bytes);
  }
}
