/** Opening hours, whether we are open now, and the 24/7 line for a late breakdown. */
import { business, formatHoursLine } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { openStatus, sameDayStatus } from "~/lib/contracts/opening-status";
import type { Context, Intent } from "../intent";
import { findWord, firstOf, hasAnyPhrase, hasWord, phraseAt } from "../text";
import { contactLink, phone } from "./links";
import { findPrices } from "./prices";

const HOURS_WORDS = [
  "open*",
  "hours",
  "closed*",
  "closing*",
  "weekend*",
  "saturday*",
  "sunday*",
  "sat",
  "sun",
  "christmas",
  "xmas",
  "tonight",
  "evening*",
  "247",
  "night*",
  "midnight",
];
const HOURS_PHRASES = [
  "what time",
  "wat time",
  "bank holiday",
  "24 7",
  "out of hours",
  "do you work",
  "when are you",
  "available now",
  "anyone come out",
  "open late",
  "this late",
  "late at night",
];

function findHours(ctx: Context): number {
  const at = firstOf(findWord(ctx.list, HOURS_WORDS), phraseAt(ctx.list, HOURS_PHRASES));
  if (at < 0) return -1;
  // "weekend call out cost": a price question about weekends, not the opening hours.
  if (findPrices(ctx) >= 0 && !hasWord(ctx.list, ["open*", "hours", "closed*", "closing*", "time"])) return -1;
  return at;
}

function hoursReply({ list, now }: Context): AssistantReply {
  const late =
    hasWord(list, ["tonight", "night", "midnight", "late", "now", "247"]) ||
    hasAnyPhrase(list, ["24 7", "out of hours"]);
  const text = [
    `${openStatus(now).message}. Our hours are ${business.hours.lines.map(formatHoursLine).join(" and ")}, and the ${business.hours.emergency} line is always answered.`,
    `${sameDayStatus(now).message}.`,
  ];
  if (late)
    text.unshift(
      `For a breakdown out of hours call ${phone}: ${business.claims.emergency.toLowerCase()}, with no call-out fee.`,
    );
  return { topic: "hours", text, links: [contactLink], offerCallback: true };
}

export const hoursIntent: Intent = { name: "hours", priority: 2, find: findHours, reply: hoursReply };
