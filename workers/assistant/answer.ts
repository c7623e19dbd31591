/**
 * The on-site assistant's answers. In order:
 * 1. Safety (./safety.ts): any hint of gas or carbon monoxide gets the safety steps first.
 * 2. What the message asks (./intents/): business facts from business.ts, coverage,
 *    fault codes, and the site's own pages found by full-text search (./search.ts).
 *    Up to two questions in one message are both answered, in the order asked.
 * 3. Otherwise, what the assistant can help with and our phone number.
 * No language model and no external service: every figure comes from business.ts
 * or the content, and every answer links the page it came from.
 */
import { business, formatPrice, pricingPackages } from "~/content/business";
import type { AssistantLink, AssistantReply, HistoryItem } from "~/lib/contracts/assistant";
import { MAX_MESSAGE_LENGTH } from "~/lib/contracts/assistant";
import { askedFor, resolveMessage } from "./conversation";
import { handoff, handoffWith } from "./handoff";
import { hazardReply } from "./hazards";
import { arbitrate, chooseIntents, questionSpans, THIRD_QUESTION } from "./intents/arbitration";
import { OUTSIDE_AREA } from "./intents/coverage";
import {
  askedHazardHere,
  askedToUseAnyway,
  classifySafety,
  mentionsHazard,
  supposedOnly,
  withAlarmForIt,
  withGasForIt,
  withMeterForIt,
  type SafetyVerdict,
} from "./safety";
import { gasStepsReply } from "./intents/safety-questions";
import { adviceReply, SAFETY_NOTE, safetyReply } from "./safety-replies";
import {
  ASKED_OF_ANOTHER,
  DRAIN_SMELL,
  DURATION_ASKED,
  OUTSIDE_TRADE,
  SAFE_TO_KEEP_USING,
  SMELL,
  SMELL_EXPLAINED,
  SMELL_GONE,
  FUNCTION_WORDS,
  OWN_WH_QUESTION,
  HEATING_KIT_NAMED,
  QUESTION_HEAD,
} from "./lexicon";
import { search } from "./search";
import { hasAnyPhrase, hasExactWord, hasWord, words } from "./text";
import { asksForVisitNow, urgentFirst, urgentVisit, visitAsked } from "./urgency";

function help(): AssistantReply {
  return {
    topic: "help",
    text: [
      `I can help with no heating or hot water, pressure, leaks, noises, fault codes, servicing and landlord gas safety checks, new boilers, prices, opening hours and whether we cover your area. Pick a topic below, or call ${business.phone.display} to speak to an engineer.`,
    ],
    links: [{ href: "/questions", label: "All questions" }],
  };
}

/** A question or request of its own (not "hi", "help", "ok"): nothing answering it is said so. */
function substantive(text: string): boolean {
  const list = words(text);
  return list.length >= 3 && !hasAnyPhrase(list, ["hello", "hi there", "good morning", "good afternoon", "help me"]);
}

/** Replies that are no answer of their own: the menu, the handoff, a page found only by shared words. */
const CATCH_ALL = new Set(["help", "handoff", "boiler", "faq"]);

/** What the warning-notice advice already answers (a visit, the repair and its price). */
const ADVICE_COVERS = new Set(["callback", "emergency", "booking", "gas-safe", "warning-notice", "coverage"]);
/** The emergency acted on: called, on their way, been, made safe. */
const ACTED = /\b(called|rang|phoned|rung|on (?:their|the) way|they came|been out|made (?:it )?safe|capped)\b/i;
/** Out of the house and waiting for the emergency service. */
const WAITING = /\b(waiting|outside|out of the house|on the street|in the street|in the garden)\b/i;
/** Said to be dealt with: the emergency is over. */
const MADE_SAFE = /\b(made (?:it )?safe|capped|fixed|sorted|they came|been and gone|all clear|gone now)\b/i;
/** Said to be repaired or made safe (not only that someone has left). */
const REPAIRED = /\b(made (?:it )?safe|capped|fixed|sorted|repaired|all clear|put right|tested)\b/i;
/** What happens once the emergency service has been. */
const AFTER_THEY =
  /\b(after (?:they|theyve|they've|that|the)|once (?:they|theyve|they've|it's|its)|when they(?:'ve|ve)? (?:been|gone|left)|afterwards)\b/i;
/** After a gas or CO emergency has been reported: what we do once it is made safe. */
/** After an emergency the visitor has acted on: the appliance stays off until it is made safe and checked. */
const UNTIL_SAFE = "Don't use the appliance until the emergency service has made it safe and it has been checked.";

function afterTheEmergency(): AssistantReply {
  const visit = pricingPackages.find((p) => p.id === "emergency-safety");
  return {
    topic: "after-emergency",
    text: [
      `Once the emergency service has made it safe, we can check or repair the boiler or appliance${visit ? ` (our ${visit.name} visit, ${formatPrice(visit)}, with the repair quoted on the spot)` : ""}: leave your number below or call ${business.phone.display}. Don't use it until then.`,
      // Right after a hazard, the conditional line stays with the answer.
      SAFETY_NOTE,
    ],
    links: [{ href: "/services/boiler-repair", label: "Boiler repair" }],
    offerCallback: true,
  };
}

/** Our number once in a reply: later mentions (two answers combined, an urgent line) say "us". */
export function numberOnce(reply: AssistantReply): AssistantReply {
  const number = business.phone.display;
  let seen = false;
  const once = (p: string) => {
    if (!p.includes(number)) return p;
    if (!seen) {
      seen = true;
      const [head, ...rest] = p.split(number);
      return `${head}${number}${rest.length ? once2(rest.join(number)) : ""}`;
    }
    return once2(p);
  };
  const once2 = (p: string) =>
    p
      .replace(new RegExp(`,? or call ${number}`, "g"), "")
      .replace(new RegExp(`\\b(call|ring|Call|Ring) (?:us )?(?:on |at )?${number}`, "g"), "$1 us")
      // "You can complain by phone on <number>": "by phone" alone, not "by phone on us".
      .replace(new RegExp(`\\b(phone|Phone) (?:us )?(?:on |at )${number}`, "g"), "$1")
      .replace(new RegExp(number, "g"), "us");
  const text = reply.text.map(once);
  const after = reply.after?.map(once);
  return { ...reply, text, ...(after ? { after } : {}) };
}

/**
 * The FAQ whose question or hints share at least two content words with the message (the search's best
 * hit among FAQs), or nothing: a weak match is worse than the handoff.
 */
function faqByWords(text: string): AssistantReply | undefined {
  const list = words(text);
  if (hasAnyPhrase(list, OUTSIDE_TRADE)) return undefined;
  const hit = search(list.join(" "), ["faq"], 1)[0];
  if (!hit) return undefined;
  const content = (w: string) => w.length >= 3 && !FUNCTION_WORDS.has(w);
  const own = new Set(words(`${hit.doc.title} ${hit.doc.keywords ?? ""}`).filter(content));
  const shared = new Set(list.filter((w) => content(w) && own.has(w)));
  if (shared.size < 3) return undefined;
  return { topic: "faq", text: hit.doc.paragraphs.slice(0, 1), links: [{ href: hit.doc.url, label: hit.doc.page }] };
}

/** Two answers in one reply, the first one's topic leading. */
function combine(replies: AssistantReply[]): AssistantReply {
  if (replies.length === 1) return replies[0]!;
  const links = new Map<string, AssistantLink>();
  for (const r of replies) for (const l of r.links) if (!links.has(l.href)) links.set(l.href, l);
  return {
    // A part of the message we cannot answer ("we can fit one; that job has no set price"): the reply is a handoff.
    topic: replies.some((r) => r.topic === "handoff") ? "handoff" : replies[0]!.topic,
    text: replies.flatMap((r) => [...r.text, ...(r.steps ?? []), ...(r.after ?? [])]),
    links: [...links.values()].slice(0, 4),
    offerCallback: replies.some((r) => r.offerCallback),
  };
}

/** One text answered on its own: hazards that are not gas, then what it asks, or the help menu. */
function answerText(text: string, now: Date, only?: ReadonlySet<string>): AssistantReply {
  const list = words(text);
  const hazard = hazardReply(list, text);
  if (hazard) return hazard;
  // "a smell like drains from the bathroom sink": the trap or the drain, not a heating matter; said, then the owner.
  if (
    hasWord(list, SMELL) &&
    hasExactWord(list, DRAIN_SMELL.drains) &&
    hasWord(list, DRAIN_SMELL.outlets) &&
    !hasWord(list, ["condensate", "flue*"]) &&
    // A story already explained and over ("the plumber said it's the trap, and it went"): what else is asked.
    !hasAnyPhrase(list, [...SMELL_EXPLAINED, ...SMELL_GONE])
  )
    return handoffWith(
      "A smell of drains from a sink, shower or toilet waste, with no gas appliance there, is usually a dried-out or blocked trap or the drain itself: a plumber's job rather than ours.",
    );
  // Work outside the trade ("do you fit air conditioning"): no heating page answers it.
  // The honest handoff at once: no 24/7 line for work that is not ours (./urgency.ts stands aside for it).
  // Heating kit named beside it ("a pipe up by the roof, the tank's in the loft"): the trade's word says where, not what.
  if (hasAnyPhrase(list, OUTSIDE_TRADE) && !hasWord(list, HEATING_KIT_NAMED)) return handoff();
  // ... asked in a question sentence that names no boiler, the boiler only told of ("The boiler is fine. Is a
  // bathroom refit something you do?").
  if (
    questionSpans(text).some(
      (q) => hasAnyPhrase(words(q.text), OUTSIDE_TRADE) && !hasWord(words(q.text), ["boiler*", "radiator*", "combi"]),
    )
  )
    return handoff();
  const chosen = chooseIntents(text, now, only);
  const replies = chosen.map((c) => c.intent.reply(c.ctx)).filter((r): r is AssistantReply => Boolean(r));
  // A place outside our area: nothing else is offered there ("would you go to Scarborough to service it").
  const outside = replies.find((r) => OUTSIDE_AREA.has(r));
  if (outside) return outside;
  return replies.length ? combine(replies) : help();
}

/**
 * "how much is a service" then "and a cp12?": the previous question (its intent) asked again about
 * what the new, short message names. Only for questions about facts (prices, hours, coverage).
 */
function sameQuestionAbout(text: string, previous: string, now: Date): AssistantReply | undefined {
  const list = words(text);
  if (list.length > 8 || !(list[0] === "and" || hasAnyPhrase(list, ["what about", "how about", "same for", "what if"])))
    return undefined;
  // "what about tomorrow, can someone come": a question of its own (not a page's topic) is answered as asked.
  const own = chooseIntents(text, now);
  if (own.some((c) => ASKED_AGAIN.has(c.intent.name) || OWN_QUESTION.has(c.intent.name))) return undefined;
  // "and where should the alarm go?" after a price: a where or why question a page answers is asked of its own.
  if (hasExactWord(list, OWN_WH_QUESTION) && own.some((c) => c.intent.name === "content")) return undefined;
  const asked = chooseIntents(previous, now).find((c) => ASKED_AGAIN.has(c.intent.name));
  if (!asked) return undefined;
  return asked.intent.reply({ message: text, list, now });
}
const ASKED_AGAIN = new Set(["prices", "hours", "coverage"]);

/**
 * "what guarantee do you give?" then "does that also apply if you fit a new boiler?": the previous question's own
 * intents answer the two messages read together (not the page the new message's words would find alone).
 */
function askedOfAnother(text: string, previous: string, now: Date): AssistantReply | undefined {
  const list = words(text);
  if (list.length > 16 || !hasAnyPhrase(list, ASKED_OF_ANOTHER)) return undefined;
  const before = chooseIntents(previous, now).filter(
    (c) => c.intent.name !== "content" && !ASKED_AGAIN.has(c.intent.name),
  );
  if (before.length === 0) return undefined;
  // Read together, with every intent: the earlier question now asked of the new thing can be another's ("a new
  // boiler's guarantee" is the installation page's warranty answer).
  const reply = answerText(`${previous} ${text}`, now);
  return CATCH_ALL.has(reply.topic) ? undefined : reply;
}
/** Questions of their own a short follow-up can ask ("and can someone come tomorrow"). */
const OWN_QUESTION = new Set([
  "booking",
  "response-time",
  "visit-day",
  "same-day-rule",
  "weekend-visit",
  "out-of-hours",
  "emergency",
  "phone",
  "email",
  "where",
  "person",
  "company",
  "complaint",
  // "and if I've got three houses?", "what if it's four flats": a qualifier of the question before, read with it.
  "portfolio",
  "same-visit",
]);
/** What an urgent visit answer still answers after its first line: a code, a place, a pressure reading, a price. */
const SPECIFIC = new Set(["fault-code", "quick-fault-code", "coverage", "pressure-reading", "prices"]);

/** "what about sedgefield" after "do you cover hartlepool": a place of its own (its reply alone) is answered alone. */
function namesItsOwnPlace(alone: AssistantReply): boolean {
  return alone.topic === "coverage" && askedFor(alone.text.join(" ")) === undefined;
}

/**
 * The reply to a message, given the conversation so far (oldest first, as the
 * dialog sends it). Safety is checked on the message alone and on all the
 * visitor's turns together, before anything else.
 */
export function answer(message: string, now: Date = new Date(), history: readonly HistoryItem[] = []): AssistantReply {
  const text = message.trim().slice(0, MAX_MESSAGE_LENGTH);
  const visitorTurns = history.filter((h) => h.role === "visitor").map((h) => h.text);
  const said: SafetyVerdict = classifySafety(text);
  // "well actually I can smell it now" after a turn about gas: "it" is the gas.
  // ... and "it's screaming now" after asking what the little box with a light by the boiler is: the alarm.
  const referred = withMeterForIt(withAlarmForIt(withGasForIt(text, visitorTurns), visitorTurns), visitorTurns);
  // "what does a gas leak smell like?", then "that's what I've got in my kitchen right now": the hazard asked, told.
  const here = said.danger ? undefined : askedHazardHere(text, visitorTurns);
  const verdict: SafetyVerdict = here
    ? { danger: here, symptoms: false, note: false }
    : said.danger || referred === text
      ? said
      : classifySafety(referred);
  if (verdict.danger) return safetyReply(verdict, text);
  if (verdict.advice) {
    const advice = adviceReply(verdict.advice, text);
    // "they capped it; could you fix it on Saturday, is the weekend dearer?": the advice, then what else is asked.
    // ... and a notice given for a flue without inspection hatches: the hatches, then what else is asked.
    const own =
      verdict.advice === "warning-notice" || verdict.advice === "flue-hatches" ? answerText(text, now) : undefined;
    // "they capped the cooker; do you fit new cookers?": what we don't do is the honest handoff, the advice after it.
    if (own?.topic === "handoff")
      return numberOnce({
        ...own,
        after: [...(own.after ?? []), ...advice.text, ...(advice.after ?? [])],
        links: [...own.links, ...advice.links].slice(0, 4),
      });
    return own && !CATCH_ALL.has(own.topic) && !ADVICE_COVERS.has(own.topic)
      ? numberOnce({
          ...advice,
          after: [...(advice.after ?? []), ...own.text],
          links: [...advice.links, ...own.links].slice(0, 4),
        })
      : advice;
  }
  // "the engineer capped it", then "can I just use it tonight?": don't use it, the notice's advice again.
  if (askedToUseAnyway(text, visitorTurns)) return adviceReply("warning-notice", text);
  if (visitorTurns.length) {
    // Gas or CO suggested earlier in the conversation (or only by the turns together): the steps lead again,
    // and this message's own answer follows them.
    // Only while it is current: the turns together suggest it, or the visitor's last message did.
    // The turns together raise a hazard no turn raised: only when this message itself tells something of one
    // ("is a gas smell always an emergency?", then "separate thing: my thermostat is blank" raises none).
    const together = classifySafety([...visitorTurns, text].join("\n"));
    const raisedOnlyNow =
      together.danger &&
      !classifySafety(visitorTurns.join("\n")).danger &&
      !visitorTurns.some((t) => classifySafety(t).danger);
    const joined: SafetyVerdict =
      raisedOnlyNow && !mentionsHazard(text) ? { symptoms: false, note: together.note } : together;
    const lastAlone = classifySafety(visitorTurns.at(-1)!).danger;
    const current = !visitorTurns.some((t) => classifySafety(t).danger) || lastAlone;
    // "I smell gas", "I'm outside and I've rung them", "while I wait, will you fix it after they've been?": every
    // turn since the hazard has acted on it or waits, and none says it is made safe: the emergency is still under way.
    const dangerAt = visitorTurns.findLastIndex((t) => classifySafety(t).danger);
    const since = visitorTurns.slice(dangerAt + 1);
    const underWay =
      dangerAt >= 0 &&
      since.length > 0 &&
      since.every((t) => ACTED.test(t) || WAITING.test(t)) &&
      ![...since, text].some((t) => MADE_SAFE.test(t));
    // "the CO alarm is beeping", then "it's just the battery, it chirps once a minute": the two read together.
    const pair = classifySafety(`${visitorTurns.at(-1)!}\n${text}`);
    if (lastAlone && pair.advice) return adviceReply(pair.advice, text);
    // "the CO alarm chirps once a minute", then "just a short chirp, not the loud one": a detail told, not asked, that
    // keeps the previous turn's advice when the two read together: that advice again.
    const told = !text.includes("?") && !hasExactWord(words(text).slice(0, 1), QUESTION_HEAD);
    if (told && pair.advice && classifySafety(visitorTurns.at(-1)!).advice === pair.advice)
      return adviceReply(pair.advice, text);
    if (joined.danger && underWay && !current) {
      // Asked what happens after (or nothing of its own): what we do once it is safe; else its own answer. Both
      // with the conditional line, never the steps again.
      const own = answerText(text, now);
      const after = CATCH_ALL.has(own.topic) || own.topic === "emergency" || AFTER_THEY.test(text);
      if (after) return numberOnce(afterTheEmergency());
      return numberOnce({ ...own, text: [...own.text, SAFETY_NOTE], after: [...(own.after ?? []), UNTIL_SAFE] });
    }
    if (joined.danger && current) {
      const steps = safetyReply(joined, text);
      const own = answerText(text, now);
      // "ok, I've called them, they're on their way": acted on; anything else says the steps again.
      const acted = ACTED.test(text);
      // "Sorry, I mean IF one day I smell it. Now there is no smell": the steps to keep for then, not the emergency.
      if (lastAlone && !acted && supposedOnly(withGasForIt(text, visitorTurns))) return numberOnce(gasStepsReply());
      // "He's gone now. Is it ok to keep using the boiler till the weekend?": nobody has made it safe, so no; the steps.
      if (lastAlone && hasAnyPhrase(words(text), SAFE_TO_KEEP_USING) && !REPAIRED.test([...since, text].join("\n")))
        return steps;
      if (own.topic === "help") return acted && lastAlone ? numberOnce(afterTheEmergency()) : steps;
      // The steps were shown on the turn that raised them; a question of its own has moved on. Nothing
      // answering it ("they're on their way, what about my boiler after?"): what we do once it is safe.
      // Still in the emergency ("they're on their way, can you come tomorrow"): its answer, then don't use
      // the appliance until then and the conditional line, never the steps again.
      if (lastAlone && acted && !CATCH_ALL.has(own.topic))
        return numberOnce({ ...own, after: [...(own.after ?? []), UNTIL_SAFE, SAFETY_NOTE] });
      if (lastAlone) return numberOnce(CATCH_ALL.has(own.topic) ? afterTheEmergency() : own);
      return {
        ...steps,
        after: [...(steps.after ?? []), ...own.text, ...(own.steps ?? []), ...(own.after ?? [])],
        links: [...steps.links, ...own.links.filter((l) => !steps.links.some((s) => s.href === l.href))].slice(0, 4),
      };
    }
  }

  // The message's answer read alone, computed once: what it would ask back, whether it names a place, the reply.
  let aloneReply: AssistantReply | undefined;
  const alone = () => (aloneReply ??= answerText(text, now));
  const resolved = resolveMessage(text, history, (t) =>
    askedFor((t === text ? alone() : answerText(t, now)).text.join(" ")),
  );
  let reply: AssistantReply;
  const previous = visitorTurns.at(-1);
  const sameQuestion = previous
    ? (sameQuestionAbout(text, previous, now) ?? askedOfAnother(text, previous, now))
    : undefined;
  if (sameQuestion) {
    reply = sameQuestion;
  } else if (resolved.followUp && !namesItsOwnPlace(alone())) {
    // "how much is that?": only what the new message asks, about the earlier subject.
    const own = new Set(chooseIntents(text, now).map((c) => c.intent.name));
    // "i reset it and it came back" after a code: the code's answer, not the general page about resets.
    const aboutCode =
      chooseIntents(resolved.text, now).some((c) => c.intent.name === "fault-code") &&
      ![...own].some((name) => ASKED_AGAIN.has(name));
    // "and how long would the job take?" asks nothing of its own but the time: the earlier subject's duration.
    if (own.size === 0 && hasAnyPhrase(words(text), DURATION_ASKED)) own.add("content");
    const pointing = own.size > 0 && !aboutCode && !own.has("fault-code") && !own.has("coverage") && !own.has("brand");
    reply = answerText(resolved.text, now, pointing ? own : undefined);
    if (pointing && reply.topic === "help") reply = answerText(resolved.text, now);
  } else reply = alone();
  // "is it safe to leave the heating on tonight?" after "my boiler is leaking": asked of the subject before.
  if (previous && words(text).length <= 14 && hasAnyPhrase(words(text), SAFE_TO_KEEP_USING)) {
    // The earlier message's own advice is the answer (what to switch off, what not to use).
    const before = answerText(previous, now);
    if (!CATCH_ALL.has(before.topic)) reply = before;
  }
  // Read alone it says nothing we can answer ("i have a newborn"): read it with the previous message.
  // ... or with the two before it ("my boiler is leaking", "it's from the pipe underneath", "is it dangerous").
  if (reply.topic === "help" && previous) {
    for (const earlier of [previous, visitorTurns.slice(-2).join(" ")]) {
      const together = answerText(`${earlier} ${text}`, now);
      if (together.topic !== "help") {
        reply = together;
        break;
      }
    }
  }
  // "no heat, can someone come today?": the short answer, not tips and booking text together.
  // ... or the visit asked now, after no heat was told in the turns before ("boiler's dead, baby here", "can
  // someone come today?").
  const recent = [...visitorTurns.slice(-2), text].join("\n");
  const visitNow =
    asksForVisitNow(words(text)) ||
    (visitorTurns.length > 0 && visitAsked(words(text)) && asksForVisitNow(words(recent)));
  // "our oil boiler won't start, can someone come today": the honest handoff stands, not the visit offer.
  if (visitNow && !verdict.note && reply.topic !== "handoff") {
    // Specific parts of the message (a code, a place, a pressure reading) are still answered after it.
    const visit = urgentVisit(asksForVisitNow(words(text)) ? text : recent, now);
    // The place the visit is for is where, not a third question beside the visit and the rest: it stays answered.
    const { ctx: whole, candidates } = arbitrate(resolved.text, now);
    const specific = candidates
      .filter((c) => !c.dropped || (c.intent.name === "coverage" && c.dropped === THIRD_QUESTION))
      .filter((c) => SPECIFIC.has(c.intent.name))
      .map((c) => ({ intent: c.intent, ctx: c.ctx ?? whole }));
    // Coverage with no place named ("can someone go to him today") is the general area text: no part of its own.
    const parts = specific
      .map((c) => c.intent.reply(c.ctx))
      .filter((r): r is AssistantReply => Boolean(r))
      .filter((r) => !(r.topic === "coverage" && r.links.every((l) => l.href === "/areas")));
    return numberOnce(parts.length ? { ...combine([visit, ...parts]), topic: visit.topic } : visit);
  }
  // What we cannot do (another trade, an insurer's bill) is no breakdown of ours to call the 24/7 line for.
  if (reply.topic !== "handoff") reply = urgentFirst([...visitorTurns.slice(-2), text].join("\n"), reply, now);
  // Nothing matched by meaning: a question an FAQ answers in its own (or its hints') words still finds it.
  if (reply.topic === "help" && substantive(text)) reply = faqByWords(text) ?? handoff();
  // The conditional line stays with whatever answers, the handoff too.
  if (verdict.note) reply = { ...reply, text: [...reply.text, SAFETY_NOTE] };
  return numberOnce(reply);
}
