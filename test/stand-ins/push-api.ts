/**
 * What the stand-in push service on loopback (test/stand-ins/push-server.ts)
 * and the tests that drive it agree on: where a push service's request is
 * forwarded to, the control paths, and the shape of each request it records.
 */

/** `{origin}/push/{host}{path}` receives what was sent to `https://{host}{path}` (tests' outbound route). */
export const PUSH_FORWARD_PREFIX = "/push/";

/** `GET ?endpoint=https://...`: every push request the endpoint received, oldest first. */
export const CONTROL_PUSHES = "/__control/push/received";

/** `POST {"endpoint", "statuses": [..]}` answers the next requests so, one each; `{"endpoint", "always": n}` every one. */
export const CONTROL_ANSWERS = "/__control/push/answers";

declare module "vitest" {
  /** The stand-in push service's http://127.0.0.1:{port}, given to the `unit` project (vitest.config.ts). */
  export interface ProvidedContext {
    pushOrigin: string;
  }
}

/** One push request as the stand-in received it (RFC 8030 §5), and how it answered. */
export interface RecordedPush {
  /** The subscription's endpoint the request was sent to (https://...). */
  endpoint: string;
  /** The headers sent, lower-case names. */
  headers: Record<string, string>;
  /** The encrypted body, base64url. */
  body: string;
  /** The status answered: 201 when the message was accepted. */
  answered: number;
  /** Why it was refused, when it was (VAPID, encoding, size). */
  refusal: string | null;
}

export interface AnswersControl {
  endpoint: string;
  statuses?: number[];
  always?: number;
}
