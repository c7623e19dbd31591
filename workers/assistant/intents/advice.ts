/**
 * Situations answered with their own advice rather than a page section, each
 * recognised by the meaning of its words (families of words, not phrasings),
 * one module each: boiler-symptoms.ts, new-boilers.ts, landlord.ts,
 * service-reminder.ts, gas-emergency-number.ts. General knowledge and
 * business.ts only; every answer links its page.
 */
import type { Intent } from "../intent";
import { lockout, noPower, pilotLight, pressureReading, shortCycling } from "./boiler-symptoms";
import { gasEmergencyNumber } from "./gas-emergency-number";
import { expiredRecord, landlordDuty, offerGasSafety, recordEarly, tenantRepairs } from "./landlord";
import { fitNewBoilers } from "./new-boilers";
import { serviceReminder } from "./service-reminder";

export const adviceIntents: readonly Intent[] = [
  gasEmergencyNumber,
  serviceReminder,
  offerGasSafety,
  lockout,
  noPower,
  pilotLight,
  shortCycling,
  pressureReading,
  fitNewBoilers,
  landlordDuty,
  expiredRecord,
  recordEarly,
  tenantRepairs,
];
