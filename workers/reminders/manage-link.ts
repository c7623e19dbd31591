/**
 * The manage link of an address: one per address, the same on the confirmed
 * page and in every e-mail (decision record 0032). The address's row in
 * `reminder_manage_links` holds a random key id; the link's token is
 * HMAC-SHA256 with FORM_TOKEN_SECRET over "reminder-manage:" + address + ":" +
 * key id, as base64url (43 characters, the shape of every link token). The
 * row keeps the token's SHA-256 to be found by, so a copy of the database
 * opens nothing: it lacks the secret that makes a token and cannot undo the
 * hash. Deleting the row (the purge, once the address has no reminder left)
 * shuts the link for good: a new row has a new key id, so a new link. A new
 * secret shuts every link; the next page or e-mail shows the address's new one.
 */
import { DEV_FORM_TOKEN_SECRET } from "../http/form-secret";
import { hex } from "../http/hex";
import { base64url, hashRequestToken, isTokenShaped } from "../http/link-token";

export interface ManageLinkDeps {
  db: D1Database;
  /** FORM_TOKEN_SECRET: makes the links (the public development default when unset). */
  linkSecret?: string;
}

interface LinkRow {
  email: string;
  key_id: string;
  token_hash: string;
}

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

async function tokenOf(deps: ManageLinkDeps, email: string, keyId: string): Promise<string> {
  const key = await hmacKey(deps.linkSecret || DEV_FORM_TOKEN_SECRET);
  return base64url(await crypto.subtle.sign("HMAC", key, encoder.encode(`reminder-manage:${email}:${keyId}`)));
}

const rowOf = (db: D1Database, email: string) =>
  db
    .prepare("SELECT email, key_id, token_hash FROM reminder_manage_links WHERE email = ?")
    .bind(email)
    .first<LinkRow>();

/** The link's token of a row, its stored hash brought up to date after a change of secret. */
async function linkOfRow(deps: ManageLinkDeps, row: LinkRow): Promise<string> {
  const token = await tokenOf(deps, row.email, row.key_id);
  const hash = await hashRequestToken(token);
  if (hash !== row.token_hash) {
    await deps.db
      .prepare("UPDATE reminder_manage_links SET token_hash = ? WHERE email = ? AND key_id = ?")
      .bind(hash, row.email, row.key_id)
      .run();
  }
  return token;
}

/** The address's manage link: its row's, or a row made now (one row per address, however often it is asked for). */
export async function manageLinkOf(deps: ManageLinkDeps, email: string, now: Date): Promise<string> {
  const row = await rowOf(deps.db, email);
  if (row) return linkOfRow(deps, row);
  const keyId = hex(crypto.getRandomValues(new Uint8Array(16)));
  const token = await tokenOf(deps, email, keyId);
  const made = await deps.db
    .prepare("INSERT OR IGNORE INTO reminder_manage_links (email, key_id, token_hash, created_at) VALUES (?, ?, ?, ?)")
    .bind(email, keyId, await hashRequestToken(token), now.toISOString())
    .run();
  if (made.meta.changes === 1) return token;
  // Made at the same moment for another page or e-mail of the address: that row's link is the one.
  const other = await rowOf(deps.db, email);
  if (!other) throw new Error("reminder_manage_links: the address's row was neither made nor found");
  return linkOfRow(deps, other);
}

/** The address a manage link opens, or null for a link that is not one (garbled, forged, or its row deleted). */
export async function addressOfManageLink(deps: ManageLinkDeps, token: string): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const row = await deps.db
    .prepare("SELECT email, key_id, token_hash FROM reminder_manage_links WHERE token_hash = ?")
    .bind(await hashRequestToken(token))
    .first<LinkRow>();
  // Made with the secret in use now: after a change of secret, a link made with the old one opens nothing.
  if (!row || (await tokenOf(deps, row.email, row.key_id)) !== token) return null;
  return row.email;
}
