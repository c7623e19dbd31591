/**
 * What each text says: the business's name, the one fact, the request page's
 * full link; no marketing. Each fits in 2 parts of plain GSM-7 (curly quotes
 * straightened): when the fullest wording would not, the first name and then
 * the second proposed time are left out (the page has everything).
 */
import { business } from "~/content/business";
import { segmentCount, toGsm } from "./gsm";
import type { TextKind } from "./outbox";

export interface TextFacts {
  firstName?: string;
  /** The request page's full URL. */
  url: string;
  /** The booked window, dated ("Wednesday 25 November, morning (7:00-12:00)"). */
  window?: string;
  proposed?: string[];
  /** "On my way": about how many minutes away. */
  minutes?: number;
}

export const MAX_SEGMENTS = 2;

function wording(kind: TextKind, facts: TextFacts, withName: boolean, proposedCount: number): string {
  const hello = withName && facts.firstName ? `Hello ${facts.firstName}, ` : "";
  const from = `${business.name}: `;
  switch (kind) {
    case "link":
    case "resend":
      return `${from}${hello}we have your boiler request. Your request page, to follow the visit, add photos or change the time: ${facts.url}`;
    case "proposed": {
      const times = (facts.proposed ?? []).slice(0, proposedCount).join(" or ");
      return `${from}${hello}the engineer can't make the time you asked for and offers ${times || "another time"}. Accept one here: ${facts.url}`;
    }
    case "confirmed":
      return `${from}${hello}your visit is booked for ${facts.window ?? "the time agreed"}. To ask for a change: ${facts.url}`;
    case "on_way":
      return `${from}${hello}the engineer is on the way${facts.minutes ? `, about ${facts.minutes} minutes away` : " to you now"}. ${facts.url}`;
  }
}

/** The text for `kind`, in at most 2 GSM-7 parts. */
export function composeText(kind: TextKind, facts: TextFacts): string {
  const counts = [facts.proposed?.length ?? 0, 1];
  for (const count of counts) {
    for (const withName of [true, false]) {
      const text = toGsm(wording(kind, facts, withName, count));
      if (segmentCount(text) <= MAX_SEGMENTS) return text;
    }
  }
  return toGsm(`${business.name}: ${facts.url}`);
}
