import { startStandInTwilio } from "../test/stand-ins/server";
import { TWILIO_ACCOUNT, TWILIO_STAND_IN_PORT } from "./stand-ins";

/** Playwright's global setup: the stand-in Twilio on loopback the texts-on preview server calls (e2e/stand-ins.ts). */
export default async function globalSetup() {
  const twilio = await startStandInTwilio({ port: TWILIO_STAND_IN_PORT, accounts: [TWILIO_ACCOUNT] });
  return () => twilio.close();
}
