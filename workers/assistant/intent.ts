/**
 * What every intent of the assistant is: how it finds where a message asks
 * it, and how it answers. The intents themselves are in intents/, one module
 * per intent or family; answer.ts orders and combines them.
 */
import type { AssistantReply } from "~/lib/contracts/assistant";

/** Every intent the assistant knows (one module each in intents/; ./intents/arbitration.ts orders them). */
export type IntentName =
  | "about"
  | "alarm-law"
  | "alarm-life"
  | "alarm-standard"
  | "unsafe-found"
  | "co-nature"
  | "unregistered-work"
  | "diy-gas-work"
  | "not-current-standards"
  | "co-test-offer"
  | "booking"
  | "brand"
  | "commercial"
  | "company"
  | "complaint"
  | "content"
  | "controls"
  | "coverage"
  | "cylinder"
  | "email"
  | "engineer-identity"
  | "emergency"
  | "expired-record"
  | "fault-code"
  | "fit-new-boilers"
  | "frustration"
  | "gas-emergency-number"
  | "gas-safe"
  | "gas-off"
  | "gas-steps"
  | "guarantee"
  | "hours"
  | "ignition-bang"
  | "in-charge"
  | "landlord-duty"
  | "lockout"
  | "low-flow"
  | "loft-tank"
  | "no-gas-supply"
  | "no-power"
  | "not-offered"
  | "offer-gas-safety"
  | "offer-service"
  | "other-fuels"
  | "out-of-hours"
  | "person"
  | "phone"
  | "pilot-light"
  | "portfolio"
  | "tenant-access"
  | "tenant-refuses"
  | "other-firm"
  | "pressure-reading"
  | "prices"
  | "quick-fault-code"
  | "record-early"
  | "record-timing"
  | "response-time"
  | "same-day-rule"
  | "same-visit"
  | "service-co-check"
  | "service-reminder"
  | "short-cycling"
  | "tenant-repairs"
  | "thanks"
  | "tidiness"
  | "trv-fit"
  | "vetting"
  | "visit-day"
  | "visit-time"
  | "weekend-visit"
  | "where";

export interface Context {
  message: string;
  list: string[];
  now: Date;
}

export interface Intent {
  name: IntentName;
  /** Word index where the message asks this, or -1. */
  find: (ctx: Context) => number;
  reply: (ctx: Context) => AssistantReply | undefined;
  /** Mentioned, not asked (a place named in passing): answered after what is asked, if room is left. */
  aside?: (ctx: Context) => boolean;
  /** Only answer when nothing else was asked (a bare mention of "boiler"). */
  onlyAlone?: (ctx: Context) => boolean;
  /** Said alongside a question (thanks, frustration): never makes an `onlyAlone` answer stand aside. */
  social?: boolean;
  /**
   * Answered from the question sentence alone when a long message asks it there (full-text search, which the
   * story's other words would lead astray).
   */
  fromQuestion?: boolean;
  /** Tie-break when two intents start at the same word: lower first. */
  priority: number;
}
