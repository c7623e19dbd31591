/**
 * What a message can ask, one module per intent (or per family of intents),
 * each with where it is asked (the word position, so two questions are answered
 * in order) and its answer. Business facts come from business.ts; coverage from
 * app/lib/contracts/coverage.ts and the area pages; fault codes from the brand
 * pages' tables; everything else from the site's pages through full-text search.
 * answer.ts orders and combines them.
 */
import type { Intent } from "../intent";
import { adviceIntents } from "./advice";
import { bookingIntents } from "./booking";
import { brandIntent } from "./brand";
import { commercialIntent } from "./commercial";
import { contactIntents } from "./contact";
import { contentIntent } from "./content";
import { coverageIntent } from "./coverage";
import { faultIntent, quickFaultCode } from "./fault-code";
import { frustration } from "./frustration";
import { hoursIntent } from "./hours";
import { otherFuels } from "./other-fuels";
import { pricesIntent } from "./prices";
import { thanks } from "./thanks";

/** A home's offers (and "where we are", which "our office" would call up), which stand aside for commercial premises (./commercial.ts). */
const HOME_OFFERS = new Set([
  "prices",
  "booking",
  "landlord-duty",
  "expired-record",
  "offer-gas-safety",
  "fit-new-boilers",
  "service-reminder",
  "content",
  "brand",
  "where",
]);
const forHomes = (intent: Intent): Intent =>
  HOME_OFFERS.has(intent.name) ? { ...intent, yieldsTo: [...(intent.yieldsTo ?? []), commercialIntent.name] } : intent;

export const intents: readonly Intent[] = [
  commercialIntent,
  ...adviceIntents,
  quickFaultCode,
  faultIntent,
  coverageIntent,
  pricesIntent,
  hoursIntent,
  ...contactIntents,
  ...bookingIntents,
  otherFuels,
  brandIntent,
  contentIntent,
  thanks,
  frustration,
].map(forHomes);
