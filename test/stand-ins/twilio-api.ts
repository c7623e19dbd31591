/**
 * What the stand-in Twilio on loopback (test/stand-ins/server.ts) and the
 * tests that drive it agree on: the control paths beside Twilio's own
 * `/2010-04-01/...`, and the shape of each request it records.
 */

/** Makes an account (a random SID and auth token): each test uses its own, so parallel files never meet. */
export const CONTROL_ACCOUNTS = "/__control/twilio/accounts";

/** `POST {"status", "code"?}`: the account's next Messages request gets this error instead of a message. */
export const controlFailNext = (accountSid: string) => `/__control/twilio/accounts/${accountSid}/fail-next`;

/** `GET`, optionally `?to=+44...`: every Messages request the account received, oldest first. */
export const controlRequests = (accountSid: string) => `/__control/twilio/accounts/${accountSid}/requests`;

declare module "vitest" {
  /** What vitest's globalSetup (./vitest-setup.ts) gives the tests: the stand-in Twilio's http://127.0.0.1:{port}. */
  export interface ProvidedContext {
    twilioOrigin: string;
  }
}

export interface StandInAccount {
  accountSid: string;
  authToken: string;
}

/** One Messages request as the stand-in received it, and how it answered. */
export interface TwilioRequest {
  method: string;
  /** The path called, e.g. /2010-04-01/Accounts/AC.../Messages.json. */
  path: string;
  /** "SID:token" from the Basic Authorization header ("" without one). */
  credentials: string;
  contentType: string;
  /** The form fields: To, From or MessagingServiceSid, Body, StatusCallback. */
  form: Record<string, string>;
  /** The status it answered: 201 when a message was made. */
  answered: number;
  /** The message SID made (201 only). */
  sid: string | null;
}

/** An error a test queues: a status and, for a 4xx, Twilio's error code (21610 unsubscribed, 21211 bad number). */
export interface QueuedFailure {
  status: number;
  code?: number;
}
