/**
 * Heating questions answered from the site's pages: a few well-known
 * situations go straight to the page section that answers them (hot water
 * but no heating is not the same as heating but no hot water); anything else
 * is found by full-text search over the FAQs, service pages and articles.
 */
import type { AssistantLink, AssistantReply } from "~/lib/contracts/assistant";
import type { SiteDocument } from "./corpus";
import {
  ENGINEER_STAYS,
  JOB_RADIATOR,
  JOB_REPAIR,
  JOB_TIME_ASKED,
  CO_EFFECTS_ASKED,
  CO_SMELL_ASKED,
  SMELL_DESCRIBED,
  DIRTY_WATER,
  DURATION_ASKED,
  NEW_BOILER_ASKED,
  FLAME_LOST,
  PRESSURE_ASKED_OK,
  PRESSURE_FINE,
  PRESSURE_PROBLEM,
  PRESSURE_SWING,
  HEATING_WARM_TOLD,
  RADIATOR_PANEL,
  RECORD_EARLY,
  FREEZING_INDOORS,
  ALARM_PLACEMENT,
  SAME_VISIT,
  TENANT_RECOURSE,
  RADIATOR,
  HEATING,
  HOT_WATER,
  NOT_WORKING,
  WORKING_FINE,
  COLD_WORDS,
  WARM_WORDS,
  CO_NAMED,
  YES_NO_QUESTION,
  TOPIC_STOP_WORDS,
  TOO_COMMON,
  BURST_PIPE,
  BLEED_OFTEN,
  RADIATORS_FAR,
  OVERFLOW_OUTSIDE,
  TOWEL_RAIL,
  HIGH_ON_HOUSE,
  CO_EFFECTS_ASKED_OF_ANYONE,
  ALARM_NOT_CO,
  DISPLAY_TELLS,
} from "./lexicon";
import { overflowHighUp } from "./hazards";
import { documentById, search } from "./search";
import {
  findWord,
  hasAnyPhrase,
  hasExactPhrase,
  hasExactWord,
  hasWord,
  near,
  phraseAt,
  span,
  wordMatches,
  words as wordsOf,
} from "./text";

/**
 * Pressure that swings with the heating, in any words ("1 bar in morning but go up nearly 3 when heating working"):
 * a gauge, a rise and the heating running. Not a top-up told ("topped it up") with no high reading.
 */
export function pressureSwings(l: readonly string[]): boolean {
  if (saidFine(l)) return false;
  if (hasWord(l, ["top", "topped", "topping", "refill*", "repressur*"]) && !hasAnyPhrase(l, PRESSURE_SWING.high))
    return false;
  const gauges = phraseStarts(l, PRESSURE_SWING.gauge);
  const rises = phraseStarts(l, PRESSURE_SWING.rise).filter((r) => gauges.some((g) => r - g >= -3 && r - g <= 16));
  // "heating on", "once the rads are going", "when the boiler fires": the heating named and running just after.
  const running = [
    ...phraseStarts(l, PRESSURE_SWING.running),
    ...l.flatMap((w, i) =>
      hasExactWord([w], PRESSURE_SWING.heating) && l.slice(i + 1, i + 4).some((v) => PRESSURE_SWING.on.includes(v))
        ? [i]
        : [],
    ),
  ];
  return rises.some((r) => running.some((h) => Math.abs(h - r) <= 10));
}

/** A landlord's record renewed early or brought into line, in any words: the 2-month rule (not an expired record). */
export function recordEarlyAsked(l: readonly string[]): boolean {
  return (
    (hasExactWord(l, RECORD_EARLY.record) || hasAnyPhrase(l, RECORD_EARLY.recordPhrases)) &&
    (hasExactWord(l, RECORD_EARLY.early) || hasExactPhrase(l, RECORD_EARLY.earlyPhrases)) &&
    !hasExactWord(l, RECORD_EARLY.timeOfDay)
  );
}

/** "the house is freezing", "we're freezing": the cold told of the home or the people in it, not of a pipe. */
function freezingIndoors(l: readonly string[]): boolean {
  return l.every((w, i) => !hasExactWord([w], ["freez*"]) || hasExactWord(span(l, i, 3), FREEZING_INDOORS));
}

/** The boiler's screen or display telling low pressure ("the screen says low pressure", "display shows pressure low"). */
const lowPressureShown = (l: readonly string[]) =>
  hasExactWord(l, DISPLAY_TELLS.display) && near(l, ["pressure"], DISPLAY_TELLS.low, 2);

/** Where each of the phrases starts in the words. */
function phraseStarts(l: readonly string[], phrases: readonly string[]): number[] {
  const at: number[] = [];
  for (const phrase of phrases) {
    const parts = phrase.split(" ");
    for (let i = 0; i + parts.length <= l.length; i++) if (parts.every((p, k) => wordMatches(l[i + k]!, p))) at.push(i);
  }
  return at;
}

interface Topic {
  name: string;
  /** Whether the message is about this. */
  test: (list: string[]) => boolean;
  /** The document that answers it best (an id from corpus.ts), or a search query. */
  doc?: string;
  query?: string;
  service?: AssistantLink;
  /** Show the paragraph that matches this first (a page section can cover two things). */
  focus?: RegExp;
  /** A question about what a service is or costs: the price answer covers it. */
  aboutService?: boolean;
}

const hasHotWater = (list: string[]) =>
  hasAnyPhrase(list, HOT_WATER) ||
  hasWord(list, ["hotwater", "taps", "shower"]) ||
  // "wont heat the water": hot water named by what it does.
  hasAnyPhrase(list, ["heat the water", "heat water", "heating the water", "heats the water"]) ||
  // "the kitchen tap only runs cold": the hot water told by a tap gone cold (not "the cold tap").
  list.some((w, i) => w === "tap" && span(list, i + 1, 0, 3).includes("cold"));
const hotWaterFine = (list: string[]) =>
  hasHotWater(list) &&
  hasWord(list, WORKING_FINE) &&
  !hasAnyPhrase(list, ["no hot water", "not hot water", "hot water not", "hot water isnt", "hot water wont"]);
const heatingFine = (list: string[]) =>
  (hasWord(list, HEATING) &&
    hasAnyPhrase(list, [
      "heating works",
      "heating is fine",
      "heating fine",
      "heating is ok",
      "heating ok",
      "heating working",
      "heating is working",
      "heating on fine",
      "rads are fine",
      "radiators are fine",
      "radiators work",
      "rads hot",
      "rads are hot",
      "rads warm",
      "rads are warm",
      "radiators hot",
      "radiators are hot",
      "radiators warm",
      "radiators are warm",
      "heating is hot",
    ])) ||
  radiatorsWarmTold(list);
/** "rads r red hot", "radiators roasting": a radiator or heating word with a warm word just after it, not negated. */
function radiatorsWarmTold(list: readonly string[]): boolean {
  return list.some((w, i) => {
    if (!hasExactWord([w], [...RADIATOR, "heating", "heatings", "heatin"])) return false;
    const after = list.slice(i + 1, i + 4);
    const warm = after.findIndex((v) => HEATING_WARM_TOLD.warm.includes(v));
    return warm >= 0 && !after.slice(0, warm).some((v) => HEATING_WARM_TOLD.unless.includes(v));
  });
}

/**
 * Which end of a radiator is cold: "cold at the top", "top of my radiator is cold", "warm at the top but
 * cold along the bottom", "rad hot at bottom cold at top". Each of "top" and "bottom" takes the nearest
 * temperature word; the cold one is the answer.
 */
function coldEnd(words: readonly string[]): "top" | "bottom" | undefined {
  // The ends in other words: "the upper part", "lower half", "warm underneath", "up part is cold, down part warm".
  const l = words.map((w, i) =>
    RADIATOR_END.top.includes(w) || (w === "up" && RADIATOR_END.part.includes(words[i + 1] ?? ""))
      ? "top"
      : RADIATOR_END.bottom.includes(w) || (w === "down" && RADIATOR_END.part.includes(words[i + 1] ?? ""))
        ? "bottom"
        : w,
  );
  // Each clause ("warm at the top", "but cold along the bottom") pairs an end with its own temperature.
  const clauses: string[][] = [[]];
  for (const w of l) {
    if (["but", "and", "while", "whereas", "though"].includes(w)) clauses.push([]);
    else clauses.at(-1)!.push(w);
  }
  const ends: Partial<Record<"top" | "bottom", boolean>> = {};
  for (const clause of clauses) {
    const cold = clause.some((w) => COLD_WORDS.includes(w));
    const warm = clause.some((w) => WARM_WORDS.includes(w));
    for (const end of ["top", "bottom"] as const) {
      const at = clause.indexOf(end);
      if (at < 0) continue;
      if (cold !== warm) ends[end] = cold;
      else {
        // "hot at bottom cold at top": the temperature just before each end; "bottom of rad cold top hot" (an end
        // said first): the temperature just after it.
        const isTemp = (w: string) => COLD_WORDS.includes(w) || WARM_WORDS.includes(w);
        const firstEnd = clause.findIndex((w) => w === "top" || w === "bottom");
        const endFirst = firstEnd >= 0 && firstEnd < clause.findIndex(isTemp);
        const nextEnd = clause.findIndex((w, i) => i > at && (w === "top" || w === "bottom"));
        const after = clause.slice(at + 1, Math.min(nextEnd < 0 ? clause.length : nextEnd, at + 7));
        const near = endFirst ? after : span(clause, at, 3).reverse();
        const word = near.find(isTemp);
        if (word) ends[end] = COLD_WORDS.includes(word);
      }
    }
  }
  if (ends.top && !ends.bottom) return "top";
  if (ends.bottom && !ends.top) return "bottom";
  return undefined;
}
const RADIATOR_END = {
  top: ["top", "upper", "higher", "uppermost"],
  bottom: ["bottom", "lower", "base", "underneath", "beneath"],
  /** "up part", "down half", "up is cold": up and down said as ends. */
  part: ["part", "half", "bit", "end", "side", "is", "are"],
};

const service = (slug: string, label: string): AssistantLink => ({ href: `/services/${slug}`, label });

/** A pressure reading between 0.8 and 2.5 bar with no problem named: told, not asked. */
/** "pressure is fine, it just clicks": the pressure told as all right, with no problem with it told near. */
function saidFine(l: readonly string[]): boolean {
  const at = phraseAt(l, PRESSURE_FINE);
  return at >= 0 && !hasWord(span(l, at, 4, 8), PRESSURE_PROBLEM);
}

function normalReadingOnly(l: readonly string[]): boolean {
  const at = l.findIndex((w) => /^\d(?:\.\d+)?$/.test(w) && Number(w) >= 0.8 && Number(w) < 2.5);
  if (at < 0) return false;
  // A problem told near the reading ("1.2 but it keeps dropping"): read around it, not in other sentences of a long
  // message ("the rest are lovely and hot", "turned it right up").
  const near = span(l, at, 6, 8);
  if (hasWord(near, PRESSURE_PROBLEM)) return false;
  // Whether the reading is all right, asked in a short message ("pressure is 1.2, is that ok?").
  return !(l.length <= 12 && hasWord(l.slice(at, at + 5), PRESSURE_ASKED_OK));
}
/** What carbon monoxide does to a person, asked ("what does it do to the body", "how does it affect you"). */
const asksEffects = (l: readonly string[]) =>
  hasWord(l, ["affect*", "effect*", "poison*", "symptom*", "syptom*", "harm*", "kill*", "body", "blood"]) ||
  hasAnyPhrase(l, CO_EFFECTS_ASKED) ||
  hasAnyPhrase(l, CO_EFFECTS_ASKED_OF_ANYONE);
/**
 * How long a named service takes ("how long does a power flush take", "how long will the engineer be in for the
 * service"): that service page's own `timeTaken`, however the time is asked (a gas safety check: `check-time`).
 */
interface Duration {
  words: readonly string[];
  phrases?: readonly string[];
  /** Words that make it another job's time ("change the boiler and two radiators": the new boiler's). */
  unless?: readonly string[];
  /** How the time must be asked, when not every `DURATION_ASKED` form is a question of time for this job. */
  asked?: readonly string[];
  slug: string;
  label: string;
}
const DURATIONS: Duration[] = [
  { words: ["flush*", "powerflush"], slug: "power-flushing", label: "Power flushing" },
  { words: ["servic*"], slug: "boiler-servicing", label: "Boiler servicing" },
  // "how long to change a radiator": the radiator page's time (a boiler named with it is the new boiler's job), asked
  // as a question of time ("cold all day" is no time asked).
  {
    words: JOB_RADIATOR,
    unless: ["boiler*", "combi*"],
    asked: JOB_TIME_ASKED,
    slug: "radiator-repair",
    label: "Radiator repair",
  },
  {
    words: ["install*", "swap*", "replacement", "replacing"],
    // "can you put a new boiler in ... how long would the job take": the new boiler named is the job.
    // ... or told in other words ("a combi put in instead", "the old one swapped for a combi").
    phrases: [
      "new boiler",
      "new combi",
      "boiler fitted",
      "boiler fitting",
      "fit a boiler",
      "fit a new",
      ...NEW_BOILER_ASKED,
    ],
    slug: "boiler-installation",
    label: "New boilers",
  },
  // "how long does a repair usually take": the repair page's time, whatever the fault told.
  { words: JOB_REPAIR, asked: JOB_TIME_ASKED, slug: "boiler-repair", label: "Boiler repair" },
];
const durationTopics: Topic[] = DURATIONS.map(({ words, phrases, unless, asked, slug, label }) => ({
  name: `${slug}-time`,
  test: (l) =>
    (hasWord(l, words) || hasAnyPhrase(l, phrases ?? [])) &&
    !hasWord(l, unless ?? []) &&
    hasAnyPhrase(l, asked ?? DURATION_ASKED) &&
    !hasWord(l, ["cp12", "certificate*", "cert", "record*", "warranty", "guarantee", "reminder*"]) &&
    !hasAnyPhrase(l, ["gas safety", "safety check", "how long ago", "how long since", "how long have"]),
  doc: `service-${slug}-time`,
  service: service(slug, label),
}));

export const TOPICS: Topic[] = [
  ...durationTopics,
  {
    // "my landlord hasn't given me a gas certificate, what can I do": the tenant's rights (in writing, then the HSE).
    name: "tenant-recourse",
    test: (l) =>
      hasWord(l, TENANT_RECOURSE.landlord) &&
      !hasAnyPhrase(l, TENANT_RECOURSE.writerIsLandlord) &&
      // The failure told, or asked so that it goes without saying ("what can she do about it", "who can he report
      // it to": a "hasn't" or "never" is taken out with what it negates).
      (hasWord(l, TENANT_RECOURSE.failed) ||
        hasAnyPhrase(l, TENANT_RECOURSE.failedPhrases) ||
        hasAnyPhrase(l, TENANT_RECOURSE.recourse)) &&
      hasAnyPhrase(l, TENANT_RECOURSE.asked),
    doc: "gas-safe-faq-what-are-my-rights-as-a-tenant-when-it-comes-to-gas-safety",
    service: { href: "/gas-safe-questions", label: "Gas Safe questions" },
  },
  {
    // "what does carbon monoxide smell like": it has none, which is why the alarm matters (the servicing page).
    name: "co-smell",
    test: (l) => hasWord(l, CO_NAMED) && hasAnyPhrase(l, CO_SMELL_ASKED),
    doc: "service-boiler-servicing-check",
    focus: /Carbon monoxide has no smell/,
    service: service("boiler-servicing", "Boiler servicing"),
  },
  {
    name: "co-signs",
    // "what are the signs", "how do i know if my boiler is leaking carbon monoxide", "can co make you tired".
    test: (l) =>
      hasWord(l, CO_NAMED) &&
      // What it does to you asked, even with an alarm named ("what does CO do to you, we're buying an alarm").
      (asksEffects(l) || !hasWord(l, ["alarm*", "detector*", "test*", "tester*"])) &&
      (asksEffects(l) ||
        hasWord(l, ["sign*", "tired", "leak*", "leaking"]) ||
        hasAnyPhrase(l, ["how do i know", "how would i know", "how can i tell", "how to tell"])),
    doc: "co-signs",
    service: { href: "/gas-safe-questions", label: "Gas Safe questions" },
  },
  {
    name: "co-alarm-rented",
    aboutService: true,
    test: (l) =>
      hasWord(l, CO_NAMED) &&
      hasWord(l, ["alarm*", "detector*"]) &&
      (hasWord(l, ["landlord*", "rented", "rental", "renting", "rent", "tenant*", "let", "letting"]) ||
        hasAnyPhrase(l, ["buy to let"])),
    doc: "gas-safe-faq-do-rented-homes-need-carbon-monoxide-and-smoke-alarms",
    service: service("gas-safety-checks", "Gas safety checks"),
  },
  {
    // Where an alarm goes, asked without naming CO ("where should the alarm actually go", "how high do I mount the
    // detector"): the carbon monoxide alarm's placement, unless another kind of alarm is named.
    name: "alarm-placement",
    test: (l) =>
      hasExactWord(l, ALARM_PLACEMENT.alarm) &&
      (hasExactWord(l, ALARM_PLACEMENT.where) || hasExactPhrase(l, ALARM_PLACEMENT.wherePhrases)) &&
      !hasExactWord(l, ALARM_PLACEMENT.otherAlarm) &&
      !(hasWord(l, ALARM_NOT_CO) && !hasWord(l, CO_NAMED)),
    doc: "questions-gas-safety-faq-where-should-i-put-a-carbon-monoxide-alarm",
    service: { href: "/gas-safe-questions", label: "Gas Safe questions" },
  },
  {
    name: "co-alarm",
    aboutService: true,
    test: (l) => hasWord(l, CO_NAMED) && hasWord(l, ["alarm*", "detector*"]),
    doc: "questions-gas-safety-faq-where-should-i-put-a-carbon-monoxide-alarm",
    service: { href: "/gas-safe-questions", label: "Gas Safe questions" },
  },
  {
    // Pressure that swings with the heating, in any words ("1 bar in morning but go up nearly 3 when heating working"):
    // the expansion vessel. Not a top-up told ("topped it up") with no high reading.
    name: "pressure-swing",
    test: (l) => pressureSwings(l),
    doc: "service-boiler-pressure-problems-faq-why-does-my-pressure-go-up-when-the-heating-is-on-and-down",
    service: service("boiler-pressure-problems", "Boiler pressure problems"),
  },
  {
    // "the radiators get warm when I run the hot tap, heating off": a combi's diverter valve letting heat through.
    name: "diverter-heat",
    test: (l) =>
      hasWord(l, RADIATOR) &&
      hasWord(l, ["warm*", "hot", "heat*"]) &&
      near(l, ["tap*", "shower*", "hot water"], ["run*", "use*", "has", "have", "on", "turn*", "when*"], 4) &&
      hasAnyPhrase(l, [
        "when i run",
        "when we run",
        "whenever",
        "when someone",
        "when the tap",
        "run the",
        "running the",
        "heating is off",
        "heating off",
        "heating switched off",
        "in summer",
      ]),
    doc: "service-worcester-bosch-specialists-faq-why-do-my-radiators-get-warm-when-i-run-the-hot-tap",
    service: service("combi-boiler-repair", "Combi boiler repair"),
  },
  {
    name: "no-heating",
    test: (l) => hotWaterFine(l) && hasWord(l, HEATING),
    doc: "service-no-heating-repairs-faq-why-is-my-hot-water-working-but-not-my-heating",
    service: service("no-heating-repairs", "No heating repairs"),
  },
  {
    name: "no-hot-water",
    test: (l) => heatingFine(l) && hasHotWater(l),
    doc: "service-no-hot-water-repairs-faq-why-do-i-have-heating-but-no-hot-water-on-my-combi",
    service: service("no-hot-water-repairs", "No hot water repairs"),
  },
  {
    // A radiator bled again and again ("every fortnight", "keeps filling with air"): air getting in or gas from
    // corrosion, not how to bleed. Bled and still cold is the balance (below). Before black water told with it: the
    // repeat is what is asked, and its answer names the black sludge corrosion makes.
    name: "bleed-often",
    test: (l) =>
      hasWord(l, BLEED_OFTEN.bleed) &&
      (hasWord(l, RADIATOR) || hasAnyPhrase(l, TOWEL_RAIL)) &&
      (hasExactWord(l, BLEED_OFTEN.often) || hasAnyPhrase(l, BLEED_OFTEN.oftenPhrases)) &&
      !hasExactWord(l, BLEED_OFTEN.stillCold),
    doc: "questions-repairs-faq-why-does-my-radiator-need-bleeding-every-few-weeks",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    // Black or brown water from a radiator's bleed screw ("came out like ink"): sludge, whatever else is told (bled
    // again and again: above).
    name: "dirty-bleed-water",
    test: (l) => hasWord(l, ["bleed*", "bled", "bleeding"]) && hasWord(l, DIRTY_WATER),
    doc: "service-power-flushing-faq-how-do-i-know-if-my-system-needs-a-power-flush",
    service: service("power-flushing", "Power flushing"),
  },
  {
    // Radiators far from the boiler cold while near ones are hot ("the ones in the extension barely get warm"): the
    // system's balance, in any words.
    name: "radiators-far-cold",
    test: (l) =>
      hasWord(l, RADIATOR) &&
      hasAnyPhrase(l, RADIATORS_FAR.far) &&
      (hasWord(l, RADIATORS_FAR.cold) || hasAnyPhrase(l, RADIATORS_FAR.cold)) &&
      !hasWord(l, RADIATORS_FAR.other),
    doc: "service-central-heating-repair-faq-why-are-some-rooms-warm-and-others-cold",
    service: service("central-heating-repair", "Central heating repair"),
  },
  {
    // Radiators (not taps) only lukewarm: some rooms warm and others cold, the heating's balance or flow.
    name: "radiators-lukewarm",
    test: (l) =>
      (hasWord(l, ["lukewarm", "warmish", "tepid"]) || hasAnyPhrase(l, ["luke warm"])) &&
      hasWord(l, RADIATOR) &&
      !hasHotWater(l),
    doc: "service-central-heating-repair-faq-why-are-some-rooms-warm-and-others-cold",
    service: service("central-heating-repair", "Central heating repair"),
  },
  {
    name: "lukewarm",
    // Hot water only lukewarm (radiators lukewarm with no tap named: above).
    test: (l) => hasWord(l, ["lukewarm", "warmish", "tepid"]) || hasAnyPhrase(l, ["luke warm"]),
    doc: "service-combi-boiler-repair-faq-why-is-my-hot-water-only-lukewarm",
    service: service("no-hot-water-repairs", "No hot water repairs"),
  },
  {
    name: "hot-cold",
    test: (l) => hasAnyPhrase(l, ["hot then cold", "hot and cold", "hot cold", "goes cold"]) && hasHotWater(l),
    doc: "service-no-hot-water-repairs-faq-my-hot-water-goes-hot-then-cold-what-is-wrong",
  },
  {
    // A water pipe burst or frozen and leaking, not the boiler's own pipes: the stopcock first.
    name: "burst-pipe",
    test: (l) =>
      hasWord(l, BURST_PIPE.pipe) &&
      !hasWord(l, BURST_PIPE.ownPipes) &&
      (hasWord(l, BURST_PIPE.burst) || (hasWord(l, BURST_PIPE.frozen) && hasWord(l, BURST_PIPE.escaping))),
    doc: "questions-repairs-faq-a-water-pipe-has-burst-or-frozen-what-should-i-do",
    service: service("central-heating-repair", "Central heating repair"),
  },
  {
    name: "frozen",
    // Frost or a frozen pipe; "freezing" alone only about the weather or a pipe, not a cold radiator or room.
    // The boiler's display telling low pressure, with no frozen pipe named, is the pressure ("freezing, the screen
    // says low pressure").
    test: (l) =>
      !(lowPressureShown(l) && !hasWord(l, ["condensate", "pipe*", "thaw*"])) &&
      (hasWord(l, ["frozen", "thaw*", "icy", "frost*", "condensate", "minus"]) ||
        hasAnyPhrase(l, ["below zero", "sub zero"]) ||
        (hasWord(l, ["freez*"]) &&
          !hasWord(l, RADIATOR) &&
          !freezingIndoors(l) &&
          hasWord(l, ["outside", "weather", "pipe*", "boiler*", "gurgl*"]))),
    doc: "questions-repairs-faq-my-boiler-stopped-working-in-freezing-weather-could-it-be",
    service: service("boiler-breakdown", "Boiler breakdown"),
  },
  {
    name: "pressure-high",
    test: (l) =>
      !saidFine(l) &&
      hasWord(l, ["pressure", "bar", "gauge"]) &&
      !hasWord(l, ["bottom", "low", "zero", "dropped", "dropping"]) &&
      (hasWord(l, ["high", "red", "rising", "creeping"]) ||
        hasAnyPhrase(l, ["going up", "goes up", "gone up", "3 bar", "over 2", "over 3", "above 2"])),
    doc: "service-boiler-pressure-problems-faq-is-high-boiler-pressure-dangerous",
    service: service("boiler-pressure-problems", "Boiler pressure problems"),
  },
  {
    name: "pressure-top-up",
    test: (l) =>
      !saidFine(l) &&
      hasWord(l, ["pressure", "repressur*", "filling"]) &&
      hasAnyPhrase(l, ["top up", "topup", "topping up", "filling loop", "how do i"]) &&
      !hasWord(l, ["keep*", "every", "always", "week", "weekly", "again"]),
    doc: "article-boiler-losing-pressure-3",
    service: service("low-pressure-repairs", "Low pressure repairs"),
  },
  {
    name: "pressure-level",
    // What it should be asked of the pressure ("what should my pressure be"), not a question later in the message
    // after a reading told ("Pressure's on 1.2. What should she check?").
    test: (l) => {
      if (saidFine(l)) return false;
      const at = findWord(l, ["pressure"]);
      if (at < 0) return false;
      const asked = phraseAt(l, ["should be", "what should", "normal", "supposed to be", "what bar"]);
      return asked >= 0 && (!normalReadingOnly(l) || (asked - at >= -4 && asked - at <= 2));
    },
    doc: "service-boiler-pressure-problems-faq-what-should-my-boiler-pressure-be",
    service: service("boiler-pressure-problems", "Boiler pressure problems"),
  },
  {
    name: "pressure",
    // Not a normal reading told in passing ("the pressure's about 1.2") with no problem named.
    test: (l) =>
      hasWord(l, ["pressure", "presure", "pressur", "repressur*", "bar", "gauge"]) &&
      !normalReadingOnly(l) &&
      !saidFine(l),
    doc: "questions-repairs-faq-why-does-my-boiler-keep-losing-pressure",
    service: service("low-pressure-repairs", "Low pressure repairs"),
  },
  {
    // A pipe dripping outside high up or from a tank ("plastic pipe up near the roof"): a tank's overflow, which the
    // repairs FAQ tells apart from the boiler's relief pipe (below).
    name: "overflow-outside",
    test: (l) =>
      hasWord(l, ["pipe"]) &&
      (hasWord(l, ["outside", "outdoor", "wall"]) || hasAnyPhrase(l, HIGH_ON_HOUSE)) &&
      hasWord(l, ["drip*", "leak*", "water", "running", "trickl*", "dribbl*"]) &&
      // Told high on the house, the boiler named only in the visitor's guess ("is that from the boiler?").
      (overflowHighUp(l) || (hasWord(l, OVERFLOW_OUTSIDE) && !hasWord(l, ["copper", "boiler*", "combi", "pressure"]))),
    doc: "questions-repairs-faq-water-is-dripping-from-a-pipe-on-the-outside-wall-what-is-it",
    service: service("central-heating-repair", "Central heating repair"),
  },
  {
    name: "pipe-outside",
    test: (l) =>
      hasWord(l, ["pipe"]) &&
      hasWord(l, ["outside", "outdoor", "wall"]) &&
      hasWord(l, ["drip*", "leak*", "water", "running"]),
    doc: "service-leaking-boiler-repairs-faq-is-water-dripping-from-the-pipe-outside-my-house-a-problem",
    service: service("leaking-boiler-repairs", "Leaking boiler repairs"),
  },
  {
    // A leak from the radiator's own panel, told in any words (a rusty bubble on the seam, pinholes, corrosion): a new
    // radiator, not a valve repair.
    name: "radiator-panel-leak",
    test: (l) =>
      hasWord(l, RADIATOR) &&
      hasWord(l, ["leak*", "drip*", "weep*", "seep*", "puddle*", "wet"]) &&
      hasExactWord(l, RADIATOR_PANEL.panel) &&
      !hasExactWord(l, RADIATOR_PANEL.valve),
    doc: "service-radiator-repair-faq-my-radiator-is-leaking-from-the-bottom-of-the-panel-can-it",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "radiator-leak",
    test: (l) => hasWord(l, RADIATOR) && hasWord(l, ["leak*", "drip*", "weep*"]),
    query: "radiator leaking valve",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "leak",
    // A water leak: "a gas leak fixed yesterday" is not one.
    test: (l) =>
      (hasWord(l, ["leak*", "leek*", "drip*", "puddle", "wet", "flood*"]) &&
        !hasAnyPhrase(l, ["gas leak*", "leak of gas", "gas leaking", "gas escape"])) ||
      // "water coming through the ceiling", "water all over the floor": a leak described, not named.
      (hasWord(l, ["water"]) &&
        (hasWord(l, ["ceiling", "pouring", "everywhere", "soaked", "soaking", "gushing", "spraying"]) ||
          hasAnyPhrase(l, ["on the floor", "all over the floor", "under the boiler"]))),
    doc: "service-leaking-boiler-repairs-check",
    service: service("leaking-boiler-repairs", "Leaking boiler repairs"),
  },
  {
    name: "radiator-top",
    test: (l) => hasWord(l, RADIATOR) && coldEnd(l) === "top",
    doc: "service-radiator-repair-check",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "radiator-bottom",
    test: (l) => hasWord(l, RADIATOR) && (coldEnd(l) === "bottom" || hasAnyPhrase(l, ["cold in the middle"])),
    doc: "service-power-flushing-faq-how-do-i-know-if-my-system-needs-a-power-flush",
    service: service("power-flushing", "Power flushing"),
  },
  {
    name: "radiator-valve",
    // "the valve on the bedroom rad is seized", "trv on my radiator is stuck": the valve, not the heating.
    test: (l) =>
      hasWord(l, [...RADIATOR, "trv*"]) &&
      hasWord(l, ["valve*", "trv*"]) &&
      (hasWord(l, ["stuck", "seized", "jammed", "snapped", "sticking"]) ||
        hasAnyPhrase(l, ["wont turn", "doesnt turn", "cant turn", "wont move", "wont budge", "not turning"])),
    doc: "service-radiator-repair-faq-one-radiator-is-cold-and-the-rest-are-fine-what-should-i",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "towel-rail",
    // A heated towel rail is a radiator: one that stays cold is the one-radiator answer.
    test: (l) =>
      hasAnyPhrase(l, ["towel rail*", "towel radiator*", "towel warmer*", "towel rad"]) &&
      !hasWord(l, ["leak*", "drip*", "electric*"]),
    doc: "service-radiator-repair-faq-one-radiator-is-cold-and-the-rest-are-fine-what-should-i",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "one-radiator",
    test: (l) =>
      // A single radiator ("the rad in the hall is cold"): one, not the heating.
      ((l.includes("radiator") || l.includes("rad")) &&
        hasWord(l, ["cold", "freezing", "cool"]) &&
        !hasWord(l, ["all", "every", "none", "boiler*"])) ||
      (hasWord(l, RADIATOR) &&
        hasAnyPhrase(l, [
          "one radiator",
          "1 radiator",
          "one rad",
          "single radiator",
          "rest are fine",
          "others are fine",
          "one of my radiators",
          "one of my rads",
          "one of the radiators",
          "one of the rads",
          "one of our radiators",
          "one of our rads",
          // "every radiator is hot apart from the one in the box room": all but one.
          "apart from the one",
          "apart from one",
          "except the one",
          "except one",
          "all but one",
          "one room",
        ])),
    doc: "service-radiator-repair-faq-one-radiator-is-cold-and-the-rest-are-fine-what-should-i",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "radiators-cold",
    // "the rads r cold", "all my radiators are freezing": every radiator, so the pump, a valve or the controls.
    test: (l) =>
      hasExactWord(l, ["radiators", "rads"]) &&
      hasWord(l, ["cold", "freezing", "cool", "stone"]) &&
      !hasWord(l, ["upstairs", "downstairs", "some", "few", "rooms", "top", "bottom", "middle"]) &&
      !hasAnyPhrase(l, ["one radiator", "one rad", "one of", "one in", "one room", "just one", "only one"]),
    doc: "service-no-heating-repairs-faq-why-is-my-hot-water-working-but-not-my-heating",
    service: service("no-heating-repairs", "No heating repairs"),
  },
  {
    name: "some-radiators",
    test: (l) => hasWord(l, RADIATOR) && hasWord(l, ["upstairs", "downstairs", "some", "few", "rooms"]),
    doc: "service-central-heating-repair-faq-why-are-some-rooms-warm-and-others-cold",
    service: service("central-heating-repair", "Central heating repair"),
  },
  {
    name: "power-flush",
    test: (l) => hasWord(l, ["flush*", "sludge", "powerflush"]),
    doc: "service-power-flushing-faq-how-do-i-know-if-my-system-needs-a-power-flush",
    service: service("power-flushing", "Power flushing"),
  },
  {
    name: "noise",
    test: (l) =>
      hasWord(l, [
        "noise*",
        "noisy",
        "bang*",
        "kettl*",
        "gurgl*",
        "whistl*",
        "knock*",
        "humm*",
        "rattl*",
        "clunk*",
        "loud",
        "screech*",
        "tapping",
        "sound*",
        "vibrat*",
      ]),
    doc: "questions-repairs-faq-is-it-safe-to-keep-using-a-boiler-that-is-leaking-or-making",
    focus: /noise|bang|kettl|whistl/i,
    service: service("boiler-repair", "Boiler repair"),
  },
  {
    name: "turning-off",
    test: (l) =>
      // "the burner lights and then goes out", "fires up then the flame dies": the flame lost after lighting.
      (hasAnyPhrase(l, FLAME_LOST.lights) && hasAnyPhrase(l, FLAME_LOST.out, 1)) ||
      hasAnyPhrase(l, [
        "keeps turning off",
        "keeps switching off",
        "keeps cutting out",
        "cuts out",
        "keeps going off",
        "turns itself off",
        "keeps locking out",
        "locks out",
        "lockout",
      ]),
    doc: "service-boiler-repair-check",
    service: service("boiler-breakdown", "Boiler breakdown"),
  },
  {
    name: "no-hot-water",
    test: (l) =>
      hasHotWater(l) &&
      hasWord(l, NOT_WORKING) &&
      !hasWord(
        l.filter((w, i) => !(w.startsWith("heat") && l[i + 1] === "the" && l[i + 2] === "water")),
        HEATING,
      ),
    doc: "service-no-hot-water-repairs-check",
    service: service("no-hot-water-repairs", "No hot water repairs"),
  },
  {
    name: "wont-turn-off",
    test: (l) =>
      hasAnyPhrase(l, [
        "wont turn off",
        "wont switch off",
        "wont go off",
        "by itself",
        "stays on",
        "always on",
        "on all the time",
        "cant turn off",
        "cant turn it off",
      ]),
    doc: "service-central-heating-repair-check",
    service: service("central-heating-repair", "Central heating repair"),
  },
  {
    name: "thermostat",
    test: (l) => hasWord(l, ["thermostat*", "programmer", "timer", "controls", "stat"]),
    query: "thermostat programmer batteries controls",
    service: service("central-heating-repair", "Central heating repair"),
  },
  {
    name: "reset",
    test: (l) => hasWord(l, ["reset*", "restart*"]),
    doc: "questions-repairs-faq-my-boiler-is-showing-a-fault-code-what-should-i-do",
    service: service("boiler-repair", "Boiler repair"),
  },
  {
    name: "bled-still-cold",
    // "I bled them and still cold", "tried bleeding, made no difference": past bleeding, to balance, sludge or valves.
    test: (l) =>
      hasWord(l, ["bleed*", "bleeding", "bled"]) &&
      (hasWord(l, ["still", "yet"]) ||
        hasAnyPhrase(l, ["no difference", "no better", "didnt help", "didnt work", "not helped", "hasnt helped"])) &&
      hasWord(l, [...RADIATOR, "them", "cold", "heat*", "warm"]),
    doc: "service-central-heating-repair-faq-why-are-some-rooms-warm-and-others-cold",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "new-radiators",
    // "do you fit new radiators", "replace two old rads": fitting, with no fault told.
    test: (l) =>
      hasWord(l, RADIATOR) &&
      hasExactWord(l, [
        "fit",
        "fitted",
        "fitting",
        "install",
        "installed",
        "replace",
        "replaced",
        "replacement",
        "new",
      ]) &&
      !hasWord(l, ["cold", "leak*", "drip*", "noise*", "bleed*", "warm", "hot", "valve*", "trv*"]),
    doc: "service-radiator-repair",
    focus: /replacement radiators|new radiator/i,
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "bleed",
    test: (l) => hasWord(l, ["bleed*", "bleeding", "bled", "airlock*"]),
    doc: "service-radiator-repair-check",
    service: service("radiator-repair", "Radiator repair"),
  },
  {
    name: "no-heating",
    test: (l) =>
      hasWord(l, HEATING) ||
      hasAnyPhrase(l, [
        "wont turn on",
        "wont switch on",
        "not turning on",
        "no power",
        "display is blank",
        "screen is blank",
        "blank display",
        "no lights",
        "not working",
        "wont work",
        "wont come on",
        "wont come back on",
        "wont come back",
        "not come back on",
        "wont relight",
        "stopped working",
        "broken",
        "broke",
        "not firing",
        "wont fire",
        "wont start",
        "dead",
        "nothing happens",
      ]),
    doc: "service-no-heating-repairs-check",
    service: service("no-heating-repairs", "No heating repairs"),
  },
  {
    name: "servicing-how-often",
    aboutService: true,
    test: (l) =>
      hasWord(l, ["servic*"]) && hasAnyPhrase(l, ["how often", "every year", "once a year", "annual", "still need"]),
    doc: "questions-servicing-faq-how-often-should-my-boiler-be-serviced",
    service: service("boiler-servicing", "Boiler servicing"),
  },
  {
    name: "service-vs-check",
    // "is a service the same as a CP12", not "both done the same day" (one visit: the same-visit answer).
    test: (l) =>
      hasWord(l, ["servic*"]) &&
      (hasWord(l, ["cp12", "difference", "same"]) || hasAnyPhrase(l, ["gas safety"])) &&
      !hasAnyPhrase(l, SAME_VISIT),
    doc: "questions-servicing-faq-is-a-boiler-service-the-same-as-a-landlord-gas-safety-check",
    service: service("gas-safety-checks", "Gas safety checks"),
  },
  {
    name: "landlord-records",
    aboutService: true,
    test: (l) =>
      hasWord(l, ["record*", "certificate*", "cert", "certs", "cp12", "paperwork"]) &&
      hasAnyPhrase(l, ["how long", "keep"]) &&
      // "how long does it take": the check's time (below), not how long the record is kept.
      !hasExactWord(l, ["take", "takes", "taking"]) &&
      // ... nor how long the engineer will be there for it.
      !hasAnyPhrase(l, ENGINEER_STAYS),
    doc: "gas-safe-faq-what-are-a-landlords-legal-duties-for-gas-safety",
    service: service("gas-safety-checks", "Gas safety checks"),
  },
  {
    // "the landlord gas check, it take how long time?": however the time is asked.
    name: "check-time",
    test: (l) =>
      (hasWord(l, ["cp12", "certificate", "cert"]) || hasAnyPhrase(l, ["gas safety", "safety check", "gas check"])) &&
      hasAnyPhrase(l, DURATION_ASKED) &&
      !hasWord(l, ["record*", "paperwork", "keep"]),
    doc: "gas-safe-faq-how-long-does-a-gas-safety-check-take",
    service: service("gas-safety-checks", "Gas safety checks"),
  },
  {
    name: "landlord",
    aboutService: true,
    test: (l) =>
      hasWord(l, [
        "landlord*",
        "cp12",
        "tenant*",
        "rental",
        "rented",
        "hmo",
        "letting",
        "certificate",
        "cert",
        "certs",
      ]) || hasAnyPhrase(l, ["gas safety", "safety record", "safety check"]),
    query: "landlord gas safety record check tenants",
    service: service("gas-safety-checks", "Gas safety checks"),
  },
  {
    name: "servicing",
    aboutService: true,
    test: (l) => hasWord(l, ["servic*", "servicing", "maintenance"]),
    query: "boiler service annual what is included how long",
    service: service("boiler-servicing", "Boiler servicing"),
  },
  {
    name: "new-boiler",
    aboutService: true,
    test: (l) =>
      l.length <= 7 &&
      hasAnyPhrase(l, [
        "new boiler",
        "replacement boiler",
        "boiler replaced",
        "boiler installed",
        "install a boiler",
        "new combi",
      ]),
    doc: "service-boiler-installation",
    service: { href: "/questions/installation", label: "Boiler installation questions" },
  },
  {
    name: "installation",
    aboutService: true,
    test: (l) =>
      hasWord(l, ["install*", "replace*", "replacement", "combi", "upgrade", "move", "size", "kw"]) ||
      hasAnyPhrase(l, ["new boiler", "new one", "fit a", "fitted"]),
    query: "new boiler installation",
    service: service("boiler-installation", "New boiler installation"),
  },
  {
    name: "warranty",
    test: (l) => hasWord(l, ["warranty", "warrenty", "guarantee"]),
    query: "warranty service register",
    service: service("boiler-servicing", "Boiler servicing"),
  },
  {
    name: "boiler",
    test: (l) => hasWord(l, ["boiler*", "boilor", "boilers", "pump", "valve", "diverter", "fan", "pcb"]),
    query: "",
    service: service("boiler-repair", "Boiler repair"),
  },
];

/** The heating topic a message asks about, and the word where it is asked. */
export function findContentTopic(said: string[]): { at: number; topic: Topic } | undefined {
  // "the rads smell of wet dog": what a smell is likened to describes the smell, it is no leak or part.
  const list = said.map((w, i) =>
    [1, 2].some((k) => ["of", "like"].includes(said[i - k] ?? "") && hasWord([said[i - k - 1] ?? ""], SMELL_DESCRIBED))
      ? "_"
      : w,
  );
  const topic = TOPICS.find((t) => t.test(list));
  if (!topic) return undefined;
  const at = findWord(list, [
    "heat*",
    "hot",
    "radiator*",
    "rad*",
    "pressur*",
    "leak*",
    "drip*",
    "noise*",
    "bang*",
    "frozen",
    "freez*",
    "condensate",
    "servic*",
    "landlord*",
    "cp12",
    "install*",
    "new",
    "boiler*",
    "flush*",
    "thermostat*",
    "warranty",
    "pipe",
    "gas",
    "tenant*",
    "combi",
    "kettl*",
    "gurgl*",
    "whistl*",
    "knock*",
    "puddle",
    "water",
    "lukewarm",
    "shower",
    "taps",
  ]);
  return { at: Math.max(0, at), topic };
}

function excerpt(doc: SiteDocument, focus?: RegExp): string[] {
  const focused = focus && doc.paragraphs.find((p) => focus.test(p));
  if (focused) return [focused];
  const [first, second] = doc.paragraphs;
  if (!first) return [];
  return second && first.length + second.length < 1000 ? [first, second] : [first];
}

export function contentReply(list: string[]): AssistantReply | undefined {
  const found = findContentTopic(list);
  if (!found) return undefined;
  const { topic } = found;
  let doc: SiteDocument | undefined;
  if (topic.doc) doc = documentById(topic.doc);
  if (!doc) {
    // The visitor's own words first; the topic's words when they find nothing.
    // A page found by the visitor's words answers only if it is about the topic recognised ("2 boilers serviced,
    // one at my house" is about servicing, not the FAQ on one cold radiator).
    const words = list.filter((w) => !TOPIC_STOP_WORDS.has(w)).join(" ");
    // The catch-all (a boiler named, nothing more recognised) has no topic to test: the page must share at least
    // two of the message's own words besides "boiler", or the honest handoff is better than a neighbouring page.
    const own = new Set(
      list.filter((w) => w.length >= 4 && !TOPIC_STOP_WORDS.has(w) && !TOO_COMMON.has(w) && !w.startsWith("boiler")),
    );
    const onTopic = (d: SiteDocument) => {
      const docWords = wordsOf(`${d.page} ${d.title} ${d.keywords ?? ""} ${d.paragraphs.join(" ")}`);
      if (topic.query !== "") return topic.test(docWords);
      const shared = new Set(docWords.filter((w) => own.has(w)));
      return shared.size >= 2;
    };
    doc =
      search(words, ["faq", "service", "article"], 3)
        .map((h) => h.doc)
        .find(onTopic) ?? search(topic.query ?? "", ["faq", "service", "article"], 1)[0]?.doc;
  }
  if (!doc) return undefined;
  const links: AssistantLink[] = [{ href: doc.url, label: doc.page }];
  if (topic.service && topic.service.href !== doc.url) links.push(topic.service);
  const text = excerpt(doc, topic.focus);
  // A page answer that opens "No." or "Yes." reads oddly after "what's the difference...".
  if (!YES_NO_QUESTION.includes(list[0] ?? ""))
    text[0] = text[0]!.replace(/^(No|Yes)[.,:]\s+(\w)/, (_m, _w, c: string) => c.toUpperCase());
  return { topic: topic.name, text, links, offerCallback: true };
}
