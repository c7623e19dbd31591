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
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
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
