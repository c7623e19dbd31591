/**
 * Urgency and vulnerability first: no heating or hot water with a baby, an
 * elderly, ill or disabled person in the home, or in the night, puts the 24/7
 * line and our number in the first sentence, before any tips. Read from the
 * words only (the visitor's clock is not the server's).
 */
import { business, telHref } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { sameDayStatus } from "~/lib/contracts/opening-status";
import {
  ANYONE_NOW,
  CHECKS_ASKED,
  SOMEONE_NOW,
  VISIT_NOW,
  VISIT_GO,
  VULNERABLE,
  VULNERABLE_PHRASES,
  NIGHT,
  NIGHT_PHRASES,
  SUPPLY_FAILED,
  HEAT_SUPPLY,
  FREE_NOW,
} from "./lexicon";
import { hasAnyPhrase, hasExactPhrase, hasExactWord, hasWord, near, nearExactly, span, words } from "./text";

/** An old person ("92 year old", "in her 80s", "i am 80") or a baby ("a 3 week old"). */
const oldAge = (message: string) =>
  /\b(?:[7-9]\d|1[01]\d)\s*(?:years?|yrs?|yo)\b/i.test(message) ||
  /\b(?:i am|i[’']?m|we are|we[’']?re|both|aged?)\s+(?:nearly\s+|over\s+)?(?:[7-9]\d|1[01]\d)\b(?!\s*(?:bar|deg|degrees|c|°|%|mins?|minutes?|quid|pounds|£))/i.test(
    message,
  ) ||
  /\bin (?:his|her|their) [7-9]0s\b/i.test(message) ||
  /\b\d+\s*(?:weeks?|wks?|months?|days?)\s*old\b/i.test(message) ||
  /\b(?:mum|mam|mom|mother|dad|father|nan|gran|grandma|grandad|grandfather|grandmother|aunt|auntie|uncle|neighbour|he|she|husband|wife)(?:'s| is| who is)?\s+(?:aged\s+)?(?:[7-9]\d|1[01]\d)\b/i.test(
    message,
  );

export function vulnerable(list: readonly string[], message: string): boolean {
  return hasWord(list, VULNERABLE) || hasAnyPhrase(list, VULNERABLE_PHRASES) || oldAge(message);
}

export function atNight(list: readonly string[]): boolean {
  return hasWord(list, NIGHT) || hasAnyPhrase(list, NIGHT_PHRASES);
}

/** Whether the message is about heating or hot water that has stopped. */
export function withoutHeat(list: readonly string[]): boolean {
  return (
    // The heating and its failure said together ("heating is off", "boiler has packed in"), not a boiler and a
    // "no" twenty words apart in a long message.
    near(list, HEAT_SUPPLY, SUPPLY_FAILED, 4) ||
    hasWord(list, ["freezing", "frozen"]) ||
    hasAnyPhrase(list, ["no heat*", "no hot water"])
  );
}

const SOMEONE_ASKED = ANYONE_NOW.filter((p) => /\bany(one|body)\b|\bwait\b/.test(p));

/** A when named within a few words after `i` ("today", "this afternoon"). */
const whenAfter = (list: readonly string[], i: number) =>
  hasExactWord(span(list, i + 1, 0, 3), VISIT_NOW.when) || hasAnyPhrase(span(list, i + 1, 0, 5), VISIT_NOW.whenPhrases);

/** Someone asked to go with when, not where ("can someone go today", "get to her this afternoon"). */
const moveThenWhen = (list: readonly string[]) =>
  list.some((w, i) => (hasExactWord([w], VISIT_GO) || (w === "get" && list[i + 1] === "to")) && whenAfter(list, i));

/** A when named after being free ("free today", "available this afternoon"). */
const freeThenWhen = (list: readonly string[]) =>
  list.some((w, i) => hasExactWord([w], FREE_NOW) && whenAfter(list, i));

/** A visit asked: "can someone come", or someone asked to go round however said ("popping round to my dad's"). */
export function visitAsked(list: readonly string[]): boolean {
  return (
    hasAnyPhrase(list, VISIT_NOW.phrases, 1) ||
    // "any1 free 2day", "is anybody available this afternoon": someone free, with when.
    (nearExactly(list, VISIT_NOW.who, FREE_NOW, 2) && freeThenWhen(list)) ||
    (near(list, VISIT_NOW.who, VISIT_NOW.move, 3) &&
      (near(list, VISIT_NOW.move, VISIT_NOW.where, 2) || moveThenWhen(list)))
  );
}

/** Checks the visitor can make asked ("what does she need to check", "anything I can try", "before I ring you"). */
export function checksAsked(list: readonly string[]): boolean {
  return hasExactPhrase(list, CHECKS_ASKED.phrases) || hasAnyPhrase(list, CHECKS_ASKED.gapped, 3);
}

/** No heat and a visit asked for now: "no heating at all, can someone come today?" */
export function asksForVisitNow(list: readonly string[]): boolean {
  // "would you come out as far as Thirsk": how far we go, answered by coverage.
  if (hasAnyPhrase(list, ["as far as", "far out", "how far"])) return false;
  // "what should I check before calling an engineer out": the checks asked first, not a visit now.
  if (checksAsked(list)) return false;
  return (
    withoutHeat(list) &&
    ((visitAsked(list) && (hasWord(list, VISIT_NOW.when) || hasAnyPhrase(list, VISIT_NOW.whenPhrases))) ||
      // "heating's gone off, is anyone there at this hour or must I wait till morning": someone asked for now.
      // (A time alone, "comes on in the middle of the night", asks for no one.)
      hasAnyPhrase(list, SOMEONE_ASKED) ||
      nearExactly(list, SOMEONE_NOW.who, SOMEONE_NOW.there, 2))
  );
}

/**
 * The short answer to an urgent "can someone come": the number once, one promise (the 24/7 line, with
 * no call-out fee), the callback form, and for a baby or an older person one line on keeping warm.
 */
export function urgentVisit(message: string, now: Date): AssistantReply {
  const list = words(message);
  // "can someone come today?": the same-day rule, and where today stands against it.
  const today = hasWord(list, ["today", "2day"])
    ? [
        sameDayStatus(now).beforeCutoff
          ? `Same-day visits are for bookings before ${business.sameDayCutoff}: ${sameDayStatus(now).message.replace(/^B/, "b")}, subject to availability.`
          : `Same-day visits are for bookings before ${business.sameDayCutoff}, so a booked visit is now usually tomorrow; for a breakdown that can't wait, use the 24/7 line.`,
      ]
    : [];
  const phone = business.phone.display;
  return {
    topic: "urgent-visit",
    text: [
      `Call us now on ${phone}: our emergency line is open 24/7, with ${business.claims.noCallOutFee.toLowerCase()}. Or leave your number below and we'll ring you back.`,
      ...today,
      ...(vulnerable(list, message)
        ? ["Meanwhile keep everyone in one warm room, with layers, hot-water bottles and warm drinks."]
        : []),
    ],
    links: [
      { href: telHref, label: `Call ${phone}` },
      { href: "/services/emergency-boiler-repair", label: "Emergency boiler repair" },
    ],
    offerCallback: true,
  };
}

export function urgentFirst(message: string, reply: AssistantReply, _now: Date): AssistantReply {
  const list = words(message);
  if (!withoutHeat(list)) return reply;
  const who = vulnerable(list, message);
  if (!who && !atNight(list)) return reply;
  const phone = business.phone.display;
  const first = `Call our 24/7 emergency line on ${phone} now: ${business.claims.emergency.toLowerCase()}, any time of day or night, with ${business.claims.noCallOutFee.toLowerCase()}.`;
  const warm = who
    ? "Until the engineer arrives, keep everyone in one warm room with the door shut, use a safe electric heater or hot-water bottles and warm drinks, and keep babies and older people wrapped up in layers."
    : undefined;
  const links = [{ href: telHref, label: `Call ${phone}` }, ...reply.links.filter((l) => l.href !== telHref)].slice(
    0,
    4,
  );
  return {
    ...reply,
    topic: reply.topic === "help" ? "urgent-no-heat" : reply.topic,
    // An answer that already opens with the 24/7 line (whether anyone is there at night) is not told it again.
    text: [
      ...(reply.text[0]?.includes("24/7") ? [] : [first]),
      ...(warm ? [warm] : []),
      ...reply.text.filter((t) => t !== first),
    ],
    links,
    offerCallback: true,
  };
}
