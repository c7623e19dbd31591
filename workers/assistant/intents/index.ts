/**
 * What a message can ask, one module per intent (or per family of intents),
 * each with where it is asked (the word position, so two questions are answered
 * in order) and its answer. Business facts come from business.ts; coverage from
 * app/lib/contracts/coverage.ts and the area pages; fault codes from the brand
 * pages' tables; everything else from the site's pages through full-text search.
 * ./arbitration.ts decides between them; answer.ts combines them.
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
import { depthIntents } from "./heating-depth";
import { receptionistIntents } from "./receptionist";
import { safetyQuestionIntents } from "./safety-questions";
import { hoursIntent } from "./hours";
import { notOffered } from "./not-offered";
import { otherFuels } from "./other-fuels";
import { pricesIntent } from "./prices";
import { thanks } from "./thanks";

export const intents: readonly Intent[] = [
  notOffered,
  commercialIntent,
  ...receptionistIntents,
  ...safetyQuestionIntents,
  ...adviceIntents,
  ...depthIntents,
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
];
