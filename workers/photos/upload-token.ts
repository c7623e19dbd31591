/**
 * The token that lets a visitor add photos to the lead they just sent (and,
 * once the request page exists, from that page): `p1_<issued ms, base 36>_<lead id>_<signature>`,
 * HMAC-SHA256 with FORM_TOKEN_SECRET over the rest. Returned only in the
 * answer to the request that made the lead; valid for UPLOAD_TOKEN_MAX_AGE_MS.
 */
import { DEV_FORM_TOKEN_SECRET, type FormTokenEnv } from "../http/form-secret";
import { hex } from "../http/hex";

export const UPLOAD_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const encoder = new TextEncoder();
const TOKEN = /^p1_([0-9a-z]{1,11})_([0-9a-f-]{36})_([0-9a-f]{64})$/;

const key = (env: FormTokenEnv) =>
  crypto.subtle.importKey(
    "raw",
    encoder.encode(env.FORM_TOKEN_SECRET || DEV_FORM_TOKEN_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );

export async function issueUploadToken(env: FormTokenEnv, leadId: string, now: number): Promise<string> {
  const payload = `p1_${Math.floor(now).toString(36)}_${leadId}`;
  return `${payload}_${hex(await crypto.subtle.sign("HMAC", await key(env), encoder.encode(payload)))}`;
}

/** The lead a genuine, unexpired token is for; undefined otherwise. */
export async function leadOfUploadToken(env: FormTokenEnv, token: unknown, now: number): Promise<string | undefined> {
  if (typeof token !== "string") return undefined;
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, issued36 = "", leadId = "", signatureHex = ""] = match;
  const payload = token.slice(0, token.length - signatureHex.length - 1);
  const signature = new Uint8Array(signatureHex.match(/../g)!.map((h) => Number.parseInt(h, 16)));
  if (!(await crypto.subtle.verify("HMAC", await key(env), signature, encoder.encode(payload)))) return undefined;
  const age = now - Number.parseInt(issued36, 36);
  return age >= -60_000 && age <= UPLOAD_TOKEN_MAX_AGE_MS ? leadId : undefined;
}
