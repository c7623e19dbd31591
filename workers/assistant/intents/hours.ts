/** Opening hours, whether we are open now, and the 24/7 line for a late breakdown. */
import { business, formatHoursLine } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { openStatus, sameDayStatus } from "~/lib/contracts/opening-status";
import type { Context, Intent } from "../intent";
import { findWord, firstOf, hasAnyPhrase, hasWord, phraseAt, span } from "../text";
import { contactLink, phone } from "./links";
import { findPrices } from "./prices";
import {
  HOURS_ASKED,
  HOURS_PHRASES,
  HOURS_TIME_ONLY,
  HOURS_WORDS,
  TIME_AS_MODIFIER,
  NOT_OPENING,
  WORK_WHEN,
} from "../lexicon";

const WORKING = "do you work";

/** Where "do you work" asks about a time ("do you work late", "... on a Sunday"), or -1. */
function workingWhen(list: readonly string[]): number {
  const at = phraseAt(list, [WORKING]);
  return at >= 0 && hasWord(span(list, at + 3, 0, 4), WORK_WHEN) ? at : -1;
}

function findHours(ctx: Context): number {
  const next = (i: number) => ctx.list[i + 1] ?? "";
  const list = ctx.list.map((w, i) =>
    (w.startsWith("open") && NOT_OPENING.includes(next(i))) ||
    TIME_AS_MODIFIER.includes(next(i)) ||
    // "how many hours will the job be": a duration, not our opening hours.
    (w === "hours" && ctx.list[i - 1] === "many")
      ? "_"
      : w,
  );
  // A time of day or week said of the situation ("leave the heating on tonight", "very cold tonight") asks no hours:
  // only with someone asked for or about ("are you", "can I ring", "anyone about").
  const asked = hasWord(list, HOURS_ASKED);
  const at = firstOf(
    findWord(list, asked ? HOURS_WORDS : HOURS_WORDS.filter((w) => !HOURS_TIME_ONLY.includes(w))),
    phraseAt(
      list,
      HOURS_PHRASES.filter((p) => p !== WORKING),
    ),
    // "do you work weekends" asks the hours; "do you work on back boilers" asks whether we do the job.
    workingWhen(list),
  );
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
