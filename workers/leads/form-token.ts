/**
 * The quote forms' signed token: when the server rendered the form, signed
 * with HMAC-SHA256 (FORM_TOKEN_SECRET), so the minimum fill time is measured
 * from the page being served, with or without JavaScript, and a bot cannot
 * make up a time. Shape: `v1_<issued ms, base 36>_<random>_<signature>`
 * (letters, digits, "_" only, so it also serves as the no-JavaScript
 * submission id). A missing, forged, future or stale token is never valid.
 */
import { QUOTE_LIMITS } from "~/lib/contracts/quote/fields";
import { DEV_FORM_TOKEN_SECRET, type FormTokenEnv } from "../http/form-secret";
import { log } from "../log";
import { hex } from "../http/hex";

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
let warned = false;

function secretOf(env: FormTokenEnv): string {
  if (env.FORM_TOKEN_SECRET) return env.FORM_TOKEN_SECRET;
  if (!warned) {
    warned = true;
    log("form_token.default_secret");
  }
  return DEV_FORM_TOKEN_SECRET;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

const TOKEN = /^v1_([0-9a-z]{1,11})_([0-9a-f]{16})_([0-9a-f]{64})$/;

/** A fresh token saying "this form was served at `now`". */
export async function issueFormToken(env: FormTokenEnv, now: number): Promise<string> {
  const payload = `v1_${Math.floor(now).toString(36)}_${hex(crypto.getRandomValues(new Uint8Array(8)))}`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secretOf(env)), encoder.encode(payload));
  return `${payload}_${hex(new Uint8Array(signature))}`;
}

/** Why a submission may be spam without hard evidence; stored in leads.suspicion. */
export type Suspicion = "no_form_token" | "invalid_form_token" | "too_fast" | "stale_form_token" | "reused_form_token";

/**
 * A page's token vouches for this many leads; further ones are marked
 * `reused_form_token` (a person sends one request, perhaps a correction, from a
 * page; a bot that fetched one page would otherwise pass for a week).
 */
export const FORM_TOKEN_MAX_LEADS = 2;

/** A token older than this no longer vouches for anything (a tab left open for days still gets through, marked). */
export const FORM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clocks of the Worker's machines may differ a little. */
const CLOCK_SKEW_MS = 60_000;

async function signatureValid(env: FormTokenEnv, token: string, signatureHex: string): Promise<boolean> {
  const payload = token.slice(0, token.length - signatureHex.length - 1);
  const signature = new Uint8Array(signatureHex.match(/../g)!.map((h) => Number.parseInt(h, 16)));
  return crypto.subtle.verify("HMAC", await hmacKey(secretOf(env)), signature, encoder.encode(payload));
}

/**
 * Checks a submitted token: undefined when it is genuine and the form was
 * filled at a person's pace, otherwise why the submission is suspicious.
 */
export async function formTokenSuspicion(
  env: FormTokenEnv,
  token: unknown,
  now: number,
): Promise<Suspicion | undefined> {
  return (await checkFormToken(env, token, now)).suspicion;
}

/**
 * One reading of a submitted token (one signature check): why the submission
 * is suspicious, if it is, and the token's random part when this server signed
 * it, which tells one served form from another.
 */
export async function checkFormToken(
  env: FormTokenEnv,
  token: unknown,
  now: number,
): Promise<{ suspicion?: Suspicion; nonce?: string }> {
  if (typeof token !== "string" || token === "") return { suspicion: "no_form_token" };
  const match = TOKEN.exec(token);
  if (!match) return { suspicion: "invalid_form_token" };
  const [, issued36 = "", nonce = "", signatureHex = ""] = match;
  if (!(await signatureValid(env, token, signatureHex))) return { suspicion: "invalid_form_token" };
  const issuedAt = Number.parseInt(issued36, 36);
  if (issuedAt > now + CLOCK_SKEW_MS) return { suspicion: "invalid_form_token", nonce };
  if (now - issuedAt < QUOTE_LIMITS.minFillMs) return { suspicion: "too_fast", nonce };
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS) return { suspicion: "stale_form_token", nonce };
  return { nonce };
}
