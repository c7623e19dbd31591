/**
 * The one table that decides between intents found in the same message, and the arbitration itself.
 * An intent found in a message stands aside when one it yields to is found too (a fault code beats
 * the brand page; a question about the same-day rule beats the generic booking text; commercial
 * premises beat every home offer). The rest are answered in the order asked (word position, then
 * priority), at most two; a social intent (thanks) or a bare mention (onlyAlone) only when alone.
 */
import type { Context, Intent, IntentName } from "../intent";
import { inScope } from "../safety";
import {
  ADDS_TO_TOLD,
  ASKING,
  ASKING_STATED,
  QUESTION_OPENERS,
  DIAGNOSIS_ASKED,
  DISTANCE_ASKED,
  GOING_THAT_WAY,
  FAULT_TOLD,
  NEW_BOILER_ASKED,
  QUESTION_WORDS,
  REFERS_BACK,
  RESPONSE_TIME_TRAVEL,
  WHAT_HAS_FAILED,
} from "../lexicon";
import { hasAnyPhrase, hasExactWord, SENTENCE_BREAK, words } from "../text";
import { findContentTopic } from "../topics";
import { adviceIntents } from "./advice";
import { depthIntents } from "./heating-depth";
import { intents } from "./index";
import { includesOfPackage } from "./prices";
import { billAboveQuote } from "./receptionist";

/** Home offers, which stand aside for commercial premises (./commercial.ts). */
const HOME_OFFERS: readonly IntentName[] = [
  "prices",
  "offer-service",
  "booking",
  "landlord-duty",
  "expired-record",
  "offer-gas-safety",
  "fit-new-boilers",
  "service-reminder",
  "content",
  "brand",
  "where",
];
const SITUATIONS: readonly IntentName[] = [...adviceIntents, ...depthIntents].map((i) => i.name);
/** What lies beyond the boiler (a cylinder, a loft tank, the controls), told as the house is when a new boiler is asked. */
const EQUIPMENT: readonly IntentName[] = depthIntents.map((i) => i.name).filter((n) => n !== "trv-fit");
/** Qualified questions about a visit: each beats the generic booking, hours and emergency texts. */
const VISIT_RULES: readonly IntentName[] = [
  "same-day-rule",
  "out-of-hours",
  "weekend-visit",
  "visit-day",
  "visit-time",
  "response-time",
];

/** Questions about our business: asked only in a question sentence when the message has one. */
const BUSINESS_QUESTIONS: readonly IntentName[] = [...VISIT_RULES, "hours", "booking", "emergency", "prices"];

const TABLE: Partial<Record<IntentName, readonly IntentName[]>> = {
  brand: ["fault-code", "controls"],
  // The heating's fuel told beside the alarm law asked ("the heating is electric; must I fit a CO alarm?").
  "other-fuels": ["fault-code", "alarm-law"],
  emergency: ["booking", ...VISIT_RULES, "complaint"],
  booking: [...VISIT_RULES, "same-visit", "in-charge", "complaint", "tenant-refuses"],
  hours: ["out-of-hours", "weekend-visit", "visit-time"],
  "fault-code": ["lockout", "service-reminder"],
  // Another fuel ("do you service LPG boilers") is the question: the offer for gas boilers is not its answer.
  "offer-service": ["same-visit", "portfolio", "offer-gas-safety", "other-fuels"],
  // Gas work told as done by someone not Gas Safe registered: that is the question, not our offer or a complaint.
  "fit-new-boilers": ["other-fuels", "unregistered-work"],
  // Today asked is the same-day rule; a weekend day the weekend answer.
  "visit-day": ["same-day-rule", "weekend-visit", "out-of-hours"],
  // "if I book at 11 can you come today": the time is when the booking is made, the same-day rule answers.
  "visit-time": ["same-day-rule"],
  // A holiday or the night asked: a weekend day named beside it ("same price as Saturday?") is a comparison.
  "weekend-visit": ["out-of-hours", "unregistered-work"],
  // The record renewed early asked: the 2-month rule, not the duty or the offer.
  "landlord-duty": ["portfolio", "record-timing", "tenant-access", "record-early", "tenant-refuses"],
  "offer-gas-safety": ["same-visit", "portfolio", "record-timing", "tenant-access", "record-early", "tenant-refuses"],
  // A tenant refusing the engineer: the landlord's reasonable steps, not how we arrange keys.
  "tenant-access": ["tenant-refuses"],
  prices: ["same-visit"],
  // Four flats booked together: the per-property price, not the one-visit answer.
  "same-visit": ["portfolio"],
  // A fuel other than mains gas ("do you service oil-fired boilers") is the question, not the boiler page.
  // A complaint made is the answer, whatever the failure it tells of.
  content: [
    ...SITUATIONS,
    "other-fuels",
    "offer-service",
    "guarantee",
    "complaint",
    "gas-steps",
    "gas-off",
    "alarm-law",
    "service-co-check",
    "alarm-standard",
    "unsafe-found",
    "co-nature",
    "same-visit",
    "record-timing",
    "response-time",
    "tenant-access",
    "tenant-refuses",
    "other-firm",
    "unregistered-work",
    // How to know the engineer is genuine, or whether he tidies up: the firm's answer, not a page the story names.
    "engineer-identity",
    "tidiness",
  ],
  // "how can I tell he is really gas safe": the registration answer names the ID card too.
  "engineer-identity": ["gas-safe"],
  // "what guarantee do I get if you fit it": the guarantee (ours and the maker's warranty), not the firm's summary.
  about: ["company", "complaint", "guarantee"],
  // "a cafe in Stockton, do you do commercial": the place is where the premises are, not the question; how
  // quickly we reach a place answers with its area page, so whether we cover it is said already.
  coverage: ["commercial", "response-time", "other-firm"],
  // Another firm asked about: the firm's own line comes with the handoff.
  company: ["other-firm"],
  // "are you part of the Gas Safe Register": the registration, not another firm.
  "other-firm": ["gas-safe"],
  phone: ["person", "gas-steps", "in-charge"],
  // The owner asked for: not the assistant's own nature, nor a callback booked.
  person: ["in-charge"],
  // How to turn the gas off asked ahead: not a supply gone off.
  "no-gas-supply": ["gas-off"],
  frustration: ["complaint"],
  complaint: ["unregistered-work"],
  // "e-mail me a copy of my certificate": the record asked for, which only the office has.
  email: ["not-offered"],
  // A discount asked for several properties: the per-property answer says what they pay.
  // A cooker named in the alarm law asked ("the flat only has a gas cooker, must I fit a CO alarm?"): the law.
  "not-offered": ["portfolio", "alarm-law"],
};

/** What stands aside for something we do not offer (selling parts, meter work): a neighbouring page is not its answer. */
// Not where we are: asked beside what we don't do ("where's your office? can I leave a key with you?"), it is answered.
const NEIGHBOURS: readonly IntentName[] = [
  ...HOME_OFFERS.filter((n) => n !== "where"),
  "tenant-repairs",
  "other-fuels",
  "about",
  "same-visit",
  "coverage",
  "gas-safe",
];

/** Whom an intent yields to: its row in the table, commercial premises for a home offer, what we do not offer. */
export function yieldsTo(name: IntentName): readonly IntentName[] {
  // Another fuel with a visit asked ("oil boiler won't fire, can you come today?"): whether we can is the owner's.
  const visit = VISIT_RULES.includes(name) || name === "booking" || name === "emergency";
  const row = [...(TABLE[name] ?? []), ...(visit ? (["other-fuels"] as const) : [])];
  const home = HOME_OFFERS.includes(name) ? [...row, "commercial" as const] : row;
  return NEIGHBOURS.includes(name) ? [...home, "not-offered"] : home;
}

export interface Candidate {
  intent: Intent;
  at: number;
  /** Its context read from the question sentence that asks it (an intent `fromQuestion`). */
  ctx?: Context;
  /** Why it is not answered, or undefined when it is. */
  dropped?: string;
}

/**
 * The word ranges of a message's questions, when it has several sentences and not all are questions: a sentence
 * ending "?" or saying it asks ("my question is", "I wanted to ask", "can you tell me"). Empty otherwise.
 */
export function questionSpans(message: string): { from: number; to: number; text: string }[] {
  const sentences = sentenceSpans(message);
  if (sentences.length < 2) return [];
  // Written without question marks at all (capitals, dictation): a last sentence opening with a question word asks
  // ("WHO DO I COMPLAIN TO AND HOW LONG BEFORE SOMEONE GETS BACK TO ME").
  const last = message.includes("?") ? undefined : sentences[sentences.length - 1];
  const spans = sentences.filter(
    (s) =>
      /\?\s*$/.test(s.text) ||
      hasAnyPhrase(words(s.text), ASKING) ||
      hasAnyPhrase(words(s.text), ASKING_STATED) ||
      (s === last && QUESTION_OPENERS.includes(words(s.text)[0] ?? "")),
  );
  return spans.length < sentences.length ? spans : [];
}

/** Every sentence of a message with its word range. */
function sentenceSpans(message: string, clauses = true): { from: number; to: number; text: string }[] {
  // A question ending a sentence after what it tells, set off by a comma ("3am and no heating, is somebody
  // working at this time?"), is a sentence of its own: its last clause opening with a question word.
  const sentences = message
    .split(SENTENCE_BREAK)
    .flatMap((t) =>
      clauses
        ? t.split(
            /,\s+(?=(?:is|are|can|could|do|does|did|will|would|what|how|when|where|why|who|should|shall|must|any)\b[^,]*\?\s*$)/i,
          )
        : [t],
    )
    .filter((t) => words(t).length > 0);
  const spans: { from: number; to: number; text: string }[] = [];
  let at = 0;
  for (const text of sentences) {
    const n = words(text).length;
    spans.push({ from: at, to: at + n, text });
    at += n;
  }
  return spans;
}

/**
 * A question that leans on the sentences before it ("is that urgent?", "is her landlord meant to provide one?", "how
 * long will he be without heating?"): read alone, it would lose what it asks about.
 */
function refersBack(list: readonly string[]): boolean {
  return (
    hasExactWord(list, REFERS_BACK) ||
    list.slice(0, 3).includes("it") ||
    hasAnyPhrase(list, ADDS_TO_TOLD, 0) ||
    // "What's gone?", "what part has broken?": what failed in the story told before.
    hasAnyPhrase(list, WHAT_HAS_FAILED)
  );
}

/** Why an intent found is not answered when two others were asked before it. */
export const THIRD_QUESTION = "a third question (two are answered)";

/** Every intent found in a text, each with where it is asked and, if dropped, why; answered ones first. */
export function arbitrate(
  text: string,
  now: Date,
  only?: ReadonlySet<string>,
): { ctx: Context; candidates: Candidate[] } {
  // Intents read the words with negated hazards taken out ("no co alarm going off, just the boiler banging").
  const ctx: Context = { message: text, list: inScope(words(text), false), now };
  const found: Candidate[] = [];
  const questions = questionSpans(text);
  // A follow-up read with the turn before ("do you fit boilers", "and how long would that take"): only what the
  // follow-up itself asks is answered, so nothing it did not ask makes it stand aside.
  for (const intent of only ? intents.filter((i) => only.has(i.name)) : intents) {
    const at = intent.find(ctx);
    if (at >= 0) found.push({ intent, at });
    else if (intent.fromQuestion) {
      // Found only in a question sentence read alone (the story's words hid it): asked there.
      const q = questions.find((q) => {
        const list = ctx.list.slice(q.from, q.to);
        const question = { ...ctx, message: q.text, list };
        return !refersBack(list) && intent.find(question) >= 0 && !intent.onlyAlone?.(question);
      });
      if (q) found.push({ intent, at: q.from });
    }
  }
  // A new boiler asked in place of what is there, no fault told: the cylinder or loft tank named is the house as it
  // is, not a situation to advise on.
  if (hasAnyPhrase(ctx.list, NEW_BOILER_ASKED) && !hasAnyPhrase(ctx.list, FAULT_TOLD))
    for (const f of found)
      if (EQUIPMENT.includes(f.intent.name)) f.dropped = "equipment there now, told for a new boiler";
  // How long a job takes asked (a new boiler, a service): the cylinder or loft tank named is the house as it is.
  const jobTime = findContentTopic(ctx.list)?.topic.name.endsWith("-time") ?? false;
  if (jobTime)
    for (const f of found) {
      if (EQUIPMENT.includes(f.intent.name)) f.dropped = "equipment there now, told with a job's time asked";
      // "how long will the engineer be there for the safety check": how long he stays, not how soon he comes.
      if (f.intent.name === "response-time" && !hasAnyPhrase(ctx.list, RESPONSE_TIME_TRAVEL))
        f.dropped = "a job's time asked: how long the engineer stays, not how soon";
    }
  // What is only mentioned in passing (./intent.ts `aside`) makes nothing stand aside for it.
  const names = new Set(found.filter((f) => !f.dropped && !f.intent.aside?.(ctx)).map((f) => f.intent.name));
  for (const f of found) {
    // A job's time asked after the fault told ("no hot water ... how long would the repair take"): the time is
    // answered too, not only the fault's advice.
    const winner = yieldsTo(f.intent.name).find(
      (n) => names.has(n) && !(jobTime && f.intent.name === "content" && SITUATIONS.includes(n)),
    );
    if (winner) f.dropped = `yields to ${winner}`;
  }
  // A bill told as more than the price given ("quoted 95, the invoice came to 160"): its amounts are the complaint's,
  // not a price asked.
  if (names.has("complaint") && billAboveQuote(ctx.list) >= 0)
    for (const f of found)
      if (f.intent.name === "prices" && !f.dropped) f.dropped = "a bill disputed: the complaint answers";
  // A service or check asked for a day ("my annual service on a Friday afternoon"): the visit rule answers, not the
  // page about servicing (how often, the best time of year).
  // The service itself is still offered, with its price, in the page's place.
  if (VISIT_RULES.some((n) => names.has(n)) && findContentTopic(ctx.list)?.topic.aboutService)
    for (const f of [...found])
      if (f.intent.name === "content" && !f.dropped) {
        f.dropped = "a service asked for a day: the visit rule answers, with the offer";
        const offer = intents.find((i) => i.name === "offer-service");
        if (offer && !found.some((g) => g.intent === offer) && !yieldsTo(offer.name).some((n) => names.has(n)))
          found.push({ intent: offer, at: f.at });
      }
  for (const f of found) {
    if (f.dropped) continue;
    // A social intent (thanks) alone only when nothing else was asked; others count only real questions.
    // What is only mentioned (a normal pressure reading told) is no other question.
    const others = f.intent.social
      ? found.length
      : found.filter((g) => !g.intent.social && (g === f || !g.intent.aside?.(ctx))).length;
    if (others > 1 && f.intent.onlyAlone?.(ctx)) f.dropped = "only answered alone";
  }
  // What is only mentioned (a place in passing) comes after what is asked; in a message of several sentences,
  // what its questions ask ("... I wanted to ask whether you'd come this far out") before what it tells.
  // A place asked how far we go to ("Saltburn ... Too far out for you?") is no place named in passing.
  const distanceAsked = new Set<Candidate>();
  const aside = (f: Candidate) =>
    f.intent.aside?.(ctx) && !distanceAsked.has(f) && found.some((g) => g !== f && !g.dropped && !g.intent.social)
      ? 1
      : 0;
  // Asked: found in a question sentence read alone ("I wanted to ask if Loftus is in your area"), and where in it.
  const askedAt = new Map<Candidate, number>();
  for (const f of found) {
    for (const q of questions) {
      const question = { ...ctx, message: q.text, list: ctx.list.slice(q.from, q.to) };
      const local = f.intent.find(question);
      if (local >= 0) {
        askedAt.set(f, q.from + Math.min(local, q.to - q.from - 1));
        // ... unless it leans on the sentences before, or read alone it finds only a bare mention ("is because of boiler?"),
        // or the message asks more than one question, or goes on after it (read together: "Do you do servicing? How
        // long does that take?").
        if (
          f.intent.fromQuestion &&
          questions.length === 1 &&
          q.to === ctx.list.length &&
          !refersBack(question.list) &&
          !f.intent.onlyAlone?.(question)
        )
          f.ctx = question;
        break;
      }
    }
  }
  // What a package includes asked ("is the landlord certificate included in the premium service"): its list answers;
  // a thing named inside that question is what it asks about, no situation told.
  if (includesOfPackage(ctx) >= 0)
    for (const f of found)
      if (!f.dropped && f.intent.name === "content") f.dropped = "what a package includes asked: its list answers";
  // "What's likely to be wrong?" asks about what was told: the first situation told is what that question asks.
  const diagnosis = questions.find((q) => hasAnyPhrase(words(q.text), [...DIAGNOSIS_ASKED, ...WHAT_HAS_FAILED]));
  if (diagnosis) {
    const situation = found
      .filter(
        (f) => !f.dropped && !askedAt.has(f) && (SITUATIONS.includes(f.intent.name) || f.intent.name === "content"),
      )
      .sort((a, b) => a.at - b.at)[0];
    if (situation) askedAt.set(situation, diagnosis.from);
  }
  // "Lingdale, East Cleveland. Anyone come out this way?", "a cottage in Robin Hood's Bay ... Too far for you?": how
  // far we go, asked of the place told before, is what that question asks; the hours or booking its verbs suggest
  // stand aside.
  const distance = questions.find(
    (q) => hasAnyPhrase(words(q.text), DISTANCE_ASKED) || hasAnyPhrase(words(q.text), GOING_THAT_WAY, 1),
  );
  const coverage = found.find((f) => f.intent.name === "coverage" && !f.dropped);
  if (distance && coverage) {
    askedAt.set(coverage, distance.from);
    distanceAsked.add(coverage);
    for (const f of found)
      if (!f.dropped && (f.intent.name === "hours" || f.intent.name === "booking"))
        f.dropped = "how far we go asked: the area answers";
  }
  const told = (f: Candidate) => (questions.length && !askedAt.has(f) ? 1 : 0);
  const at = (f: Candidate) => askedAt.get(f) ?? f.at;
  // A question about our business (a day, the hours, a price, a booking) only in a sentence that tells ("we complete
  // next Friday", "it happened on Sunday"), while another sentence asks something: nothing asked of us.
  // Not when the question leans on what was told ("On New Year's Day... If it stops on this day, same price?"), nor
  // when the sentence opens as a question without its mark ("also whats the price of a repair").
  const asked =
    [...askedAt.keys()].some((f) => !f.dropped) && !questions.some((q) => refersBack(ctx.list.slice(q.from, q.to)));
  // Whole sentences here: a clause before a question after a comma ("Boxing Day, if it packs in, do you charge
  // more?") is part of what that sentence asks.
  const sentences = sentenceSpans(text, false);
  const asksWithoutMark = (f: Candidate) =>
    sentences.some(
      (s) =>
        s.from <= f.at &&
        f.at < s.to &&
        (/\?\s*$/.test(s.text) || hasExactWord(ctx.list.slice(s.from, s.from + 2), QUESTION_WORDS)),
    );
  for (const f of found)
    if (!f.dropped && asked && told(f) && BUSINESS_QUESTIONS.includes(f.intent.name) && !asksWithoutMark(f))
      f.dropped = "told, not asked (another sentence asks)";
  // At the same place, a fault code named goes before the rest told with it ("F75 ... the pressure is on 0.5, can
  // someone come out?"): the code names the fault, so it is the one answered when only two are.
  const named = (f: Candidate) => (f.intent.name === "fault-code" ? 0 : 1);
  const kept = found
    .filter((f) => !f.dropped)
    .sort(
      (a, b) =>
        aside(a) - aside(b) ||
        told(a) - told(b) ||
        at(a) - at(b) ||
        named(a) - named(b) ||
        a.intent.priority - b.intent.priority,
    );
  kept.slice(2).forEach((f) => (f.dropped = THIRD_QUESTION));
  return { ctx, candidates: [...kept, ...found.filter((f) => f.dropped && !kept.includes(f))] };
}

/** The intents a text asks, in the order asked (at most two). */
export function chooseIntents(text: string, now: Date, only?: ReadonlySet<string>): { intent: Intent; ctx: Context }[] {
  const { ctx, candidates } = arbitrate(text, now, only);
  return candidates.filter((c) => !c.dropped).map((c) => ({ intent: c.intent, ctx: c.ctx ?? ctx }));
}
