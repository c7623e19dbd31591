/**
 * Request page tokens: 32 random bytes (256 bits) as base64url, shown to the
 * visitor once. Only their SHA-256 (hex) is stored, so a copy of the database
 * opens no request page.
 */
import { hex } from "./hex";

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newRequestToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

/** Bytes as base64url without padding: 32 bytes (a random token, or an HMAC-SHA256) make the 43 characters of a link token. */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = "";
  for (const byte of bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Whether a path segment can be a token at all (anything else is a 404 without touching D1). */
export function isTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export async function hashRequestToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return hex(digest);
}
