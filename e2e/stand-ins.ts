import { PREVIEW_PORT } from "./preview-server";
import { controlRequests, type StandInAccount, type TwilioRequest } from "../test/stand-ins/twilio-api";

/**
 * Texts on in the browser tests: a second preview server of the same build
 * (`TEXTS_ON_ORIGIN`, its own local state in `.wrangler/texts-on`, so its texts
 * never count against the first server's caps) whose TWILIO_* vars point at
 * the stand-in Twilio on loopback (test/stand-ins/server.ts) that Playwright's
 * global setup (e2e/global-setup.ts) starts with this account. Both ports
 * follow E2E_PORT, so two checkouts never meet.
 */
export const TEXTS_ON_PORT = PREVIEW_PORT + 10_000;
export const TEXTS_ON_ORIGIN = `http://localhost:${TEXTS_ON_PORT}`;
export const TWILIO_STAND_IN_PORT = PREVIEW_PORT + 20_000;
export const TWILIO_STAND_IN_ORIGIN = `http://127.0.0.1:${TWILIO_STAND_IN_PORT}`;

export const TWILIO_ACCOUNT: StandInAccount = {
  accountSid: "AC0e2e0000000000000000000000000001",
  authToken: "e2e-stand-in-auth-token",
};
export const TWILIO_FROM = "+447400123456";

/** The preview server's vars that turn texts on against the stand-in. */
export const TEXTS_ON_VARS = {
  TWILIO_ACCOUNT_SID: TWILIO_ACCOUNT.accountSid,
  TWILIO_AUTH_TOKEN: TWILIO_ACCOUNT.authToken,
  TWILIO_FROM,
  TWILIO_API_BASE: TWILIO_STAND_IN_ORIGIN,
};

/** The Messages requests the stand-in Twilio received for one number (E.164), oldest first. */
export async function textsTo(to: string): Promise<TwilioRequest[]> {
  const response = await fetch(
    `${TWILIO_STAND_IN_ORIGIN}${controlRequests(TWILIO_ACCOUNT.accountSid)}?to=${encodeURIComponent(to)}`,
  );
  return (await response.json()) as TwilioRequest[];
}
