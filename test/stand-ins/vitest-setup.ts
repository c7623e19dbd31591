/**
 * vitest's globalSetup (vitest.config.ts): starts the stand-in Twilio on
 * loopback once per run and gives the tests its address with `provide`
 * (read with `inject("twilioOrigin")`, workers/test/twilio-service.ts).
 */
import type { TestProject } from "vitest/node";
import { startStandInTwilio } from "./server.ts";
import "./twilio-api.ts";

export default async function setup(project: TestProject) {
  const twilio = await startStandInTwilio();
  project.provide("twilioOrigin", twilio.origin);
  return () => twilio.close();
}
