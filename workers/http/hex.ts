/**
 * Bytes as lower-case hexadecimal (digests, signatures, random ids): the one
 * spelling of every token and key the Worker writes in hex. A table lookup per
 * byte, made once, so a page's first form token costs no more than a later one.
 */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

export function hex(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = "";
  for (const byte of view) out += BYTE_HEX[byte];
  return out;
}
