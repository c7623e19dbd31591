/**
 * The values that differ on every response although the page is the same for
 * every visitor: the CSP nonce, the quote forms' token and the moment the live
 * opening status is computed for. `freshValues` makes them for one response;
 * public pages are rendered once at build time with `placeholderValues` and
 * each response gets its own values filled in (workers/pages/prerendered.ts).
 * To change how a value is made (e.g. a signed, time-stamped form token),
 * change it here only.
 *
 * Workers allow random values only inside a handler: call these from one.
 */
import { isoInstant } from "~/lib/contracts/london-time";
import type { FormTokenEnv } from "../http/form-secret";
import { issueFormToken } from "../leads/form-token";
import { createNonce } from "../http/security-headers";

export interface PerResponseValues {
  /** CSP nonce of the response's inline scripts. */
  nonce: string;
  /**
   * The quote forms' signed, time-stamped token (per response, so two
   * visitors never share one, and the fill time counts from this response).
   */
  formToken: string;
  /** ISO time the response is made: the live opening status is computed for it. */
  renderedAt: string;
}

export async function freshValues(env: FormTokenEnv, nonce: string, now = new Date()): Promise<PerResponseValues> {
  return { nonce, formToken: await issueFormToken(env, now.getTime()), renderedAt: isoInstant(now) };
}

/**
 * Unguessable stand-ins, made per prerendered page and stored with it, never
 * sent. The time is a random moment in 1990, a string no page contains.
 */
export function placeholderValues(): PerResponseValues {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  const moment = Date.UTC(1990, 0, 1) + (random % (364 * 86_400_000));
  return { nonce: createNonce(), formToken: crypto.randomUUID(), renderedAt: new Date(moment).toISOString() };
}
