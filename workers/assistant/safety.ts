/**
 * The safety classifier: does a message hint at a gas escape or carbon
 * monoxide? Built for recall: whole message, any spelling (fuzzy words from
 * ./text.ts), smells, alarms, symptoms and the signs an appliance shows.
 * A question *about* a service (the price of a CO test, fitting an alarm)
 * with no sign of danger is told apart: it gets a one-line note, not an evacuation.
 */
import {
  ABOUT_THE_SMELL,
  ALARM,
  ALARMS_ASKED_IN_GENERAL,
  ALARM_ACTIVITY,
  ALARM_ASKED_GENERALLY,
  ALARM_CONTINUOUS,
  ALARM_END_SHOWN,
  ALARM_HYPOTHETICAL,
  ALARM_OFF,
  ALARM_QUIET,
  ALARM_READS_ZERO,
  ALARM_SILENT,
  ALARM_TESTED,
  ALARM_TEST_MORE,
  ALARM_TEST_RESTARTS,
  ALL_CLEAR,
  APPLIANCE,
  ASKED_IS_HERE,
  BEEP_PATTERN,
  BIRDS_ILL,
  BOILER_MAKES,
  BOILER_NAMED,
  BURNING,
  BURN_OFF,
  CAP_DISPLACED,
  CHECKED_NOTHING,
  CHIRP,
  CO,
  COLOURED_THINGS,
  COME_AWAY,
  CONDENSATION,
  CONDENSATION_HEAVY,
  CONDENSATION_OWN_CAUSE,
  CONDITIONAL,
  CONDITIONAL_INVERTED,
  CONDITIONAL_PAIRS,
  CONDITION_FILLER,
  CONDITION_IDIOM,
  CONDITION_TARGETS,
  CONDITION_TARGETS_MORE,
  COOKER_FOR_HEAT,
  COOKING,
  COOKING_DENIED,
  CO_ALARM_KIT_STATE,
  CO_ALARM_TO_GET,
  CO_ASKED_IN_GENERAL,
  CO_ASKED_OF_APPLIANCES,
  CO_ASKED_OF_US,
  CO_NATURE_ASKED,
  CO_READ_ABOUT,
  CO_SERVICE_NAMED,
  CO_SMELL_ASKED,
  CO_SMELL_MYTH,
  CUE_APPLIANCES,
  CUE_DARK,
  CUE_DEBRIS,
  CUE_EMOJI,
  CUE_FLUE_DESCRIBED,
  CUE_FLUE_STATE,
  CUE_METER,
  CUE_WINDOWS,
  CUE_WINDOWS_WET,
  DEALT_WITH,
  DECORATIVE_FIRE,
  DEFINITION_QUESTION,
  DENIALS,
  DENIED_LIST_ITEM,
  DEVICE_SOUNDS_ON,
  DISCOLOURED,
  DISMISSAL_BELIEVED,
  DISTANT_PAST,
  DRIPPING,
  EGGS,
  ELSEWHERE,
  ELSEWHERE_HAD,
  ELSEWHERE_PASSED,
  ENDED,
  EXHAUST_SMELT,
  EYES_STING,
  FEELING_NOW,
  FIGURATIVE_GAS,
  FIGURATIVE_HEADACHE,
  FIRST_USE,
  FIRST_USE_GONE,
  FLAME,
  FLAME_COLOUR_ASKED,
  FLAME_COLOUR_WRONG,
  FLAME_ESCAPING,
  FLAME_FROM_SPILL,
  FLAME_NOT_BLUE,
  FLAME_SHAPE_WRONG,
  FLAME_TIP_ONLY,
  FLUED_APPLIANCES,
  FLUE_AS_PIPE,
  FLUE_CAP,
  FLUE_CHIMNEY,
  FLUE_DAMAGE,
  FLUE_DISPLACED,
  FLUE_HIDDEN,
  FLUE_INDOORS,
  FLUE_OBSTRUCTED,
  FLUE_ONTO_OUTDOORS,
  FLUE_OTHER_NAMES,
  FLUE_PARTS,
  FLUE_PLACE,
  FUMES,
  FUMES_OWN_CAUSE,
  FUMES_OWN_CAUSE_MORE,
  GAS,
  GASSY,
  GAS_APPLIANCES,
  GAS_APPLIANCE_WORDS,
  GAS_BELIEVED,
  GAS_FEARED,
  GAS_LIKE_SMELL,
  GAS_LIKE_SMELL_EXACT,
  GAS_MISHEARD,
  GAS_NAMES,
  GAS_ONLY_FEARED,
  GAS_PART_HEARD,
  GAS_WORKER_SMELL,
  HAZARD_AT_HOME_TOO,
  HAZARD_FIGURES,
  HEADACHE_OF_A,
  HEAD_FROM_MIND,
  HEAD_PAIN,
  HEAD_PAIN_MORE,
  HEATING_SEASON,
  HISS_LIKENED,
  HOW_TO_TELL,
  ILLNESS_DENIED,
  ILL_AWAY,
  IN_A_YEAR,
  LEAK_DENIED_AFTER,
  LEAK_OF_GAS,
  LEAK_RULED_OUT,
  LIGHTING_MOMENT,
  LIKENED,
  LIKENED_EXHAUST,
  LIKENED_GAS_SOURCE,
  LOCAL_CUES,
  LONG_AGO,
  MADE_SAFE_BY_SERVICE,
  MARK_APPLIANCES_MORE,
  MARK_COLOUR,
  MARK_SURFACE,
  MARK_SURFACE_MORE,
  MATCH_LIKENESS,
  METER_CREEPS,
  METER_READING_PARTS,
  NEGATED,
  NEGATED_WITH,
  NEGATION_ENDS,
  NEGATION_FILLER,
  NEGATION_JUDGED,
  NEGATORS,
  NOTHING_NOW,
  NOTHING_NOW_ASKED,
  NOTICE_RECORD,
  NOTICE_REPAIR,
  NOTICE_TOLD,
  NOT_A_NOTICE,
  NOT_CO_ALARM,
  NOT_FLUE_OUTLET,
  NOT_MARKS,
  NOT_SMELL,
  NOT_SYMPTOM,
  NOT_WORRY_AFTER_HIGH,
  PRESENT_AS_CURRENT,
  NOW_CONJUNCTION,
  NOW_REQUEST,
  NOW_RESOLVED,
  ODD,
  ONGOING,
  OTHER_DEVICE_ALARM,
  OTHER_DEVICE_ALARM_MORE,
  OTHER_FUEL_FLAME,
  OTHER_HOME_PAST,
  OTHER_PERSON_PAST,
  OUTDOOR_SMOKE_ORIGIN,
  OUTDOOR_SMOKE_SOURCES,
  OWN_CAUSE_FOUND,
  OWN_CAUSE_SMELL,
  OWN_CAUSE_WINDOW,
  PAST,
  PEOPLE,
  PERSON_AWAY,
  PERSON_AWAY_KIN,
  PERSON_AWAY_KIN_POSSESSIVE,
  PETS,
  PETS_ILL,
  PILOT,
  PILOT_ONCE,
  PILOT_OUT,
  PILOT_RECURRING,
  PLUME,
  PLUME_OUTLET,
  PLUME_SEEN,
  PRESENT_NOW,
  QUESTION_HEAD,
  READING_FINE,
  READING_FINE_MORE,
  RECENT_PAST,
  RECURS,
  RELIEF_OUTSIDE,
  RELIGHTING,
  RESOLVED,
  RING_A_CALL,
  ROTTEN,
  RULES_ASKED,
  SAFETY_NET,
  SAFE_TO_KEEP_USING,
  SCOPE_BREAKS,
  SERVICE_WORDS,
  SICK_IDIOM_NEXT,
  SMELL,
  SMELL_ASKED,
  SMELL_ATTENDED,
  SMELL_BACK,
  SMELL_DESCRIBED,
  SMELL_EXPLAINED,
  SMELL_GONE,
  SMELL_GONE_NOW,
  SMELL_NOW,
  SMELL_OF_THING,
  SMELL_ON_PERSON,
  SMELL_ON_PERSON_WORK_MORE,
  SMELL_PLACE,
  SMELL_PUT_DOWN_TO,
  SMELL_SLANG,
  SMELL_SLANG_OF,
  SMOKE,
  SMOKE_INTO_ROOM,
  SOOT,
  SOOT_SWEPT,
  SOOT_SWEPT_PLACES,
  STAIN,
  STAIN_COLOUR,
  STORY_ENDED,
  STORY_PAST,
  STRUCK_PIPE,
  STUFFY,
  STUFFY_MORE,
  SULPHUR,
  SUPPOSED_ONLY,
  SYMPTOMS_ASKED,
  SYMPTOMS_WHERE_IT_BURNS,
  SYMPTOM_CAUSE_GIVEN,
  SYMPTOM_CAUSE_GUESSED,
  SYMPTOM_DENIED,
  SYMPTOM_EXPLAINED,
  ILLNESS_HAD,
  MADE_SAFE_BY_VISIT,
  AND_ALL_TAG,
  LIGHTING_ENDS,
  HAZARD_TALK,
  YELLOW_OF_FLAME,
  FLUE_ACCESS_MISSING,
  SMELL_VISIT_REASON,
  SYMPTOM_FIGURE_AT,
  SYMPTOM_FIGURE_MADE,
  SYMPTOM_FIGURE_NEXT,
  SYMPTOM_FROM_MIND,
  SYMPTOM_OWN_CAUSE,
  SYMPTOM_PHRASES,
  SYMPTOM_PHRASES_MORE,
  SYMPTOM_WORDS,
  SYMPTOM_WORDS_MORE,
  TRUE_ASKED,
  UNFINISHED_GAS_WORK,
  UNLIT,
  SINCE_FLOWING,
  UNLIT_MORE,
  UNNAMED_DEVICE,
  UNREGISTERED_WORK,
  USE_ANYWAY,
  VENT,
  VISITORS,
  WARNING_NOTICE,
  WARNING_NOTICE_MORE,
  WATER_STAIN_CAUSE,
  WATER_STAIN_SIGNS,
  WIND_JOKE,
  WORK_ABSENCE,
  WORRY,
} from "./lexicon";
import {
  exactPhraseAt,
  exactPhraseStartsAt,
  hasAnyPhrase,
  hasExactPhrase,
  hasExactWord,
  hasWord,
  near,
  nearExactly,
  nearThenExactly,
  phraseAt,
  sentencesOf,
  span,
  wordMatches,
  words,
} from "./text";

/** A copy of the words with every exact occurrence of these phrases blanked ("_"), phrase by phrase. */
function withoutPhrases(list: readonly string[], phrases: readonly string[]): string[] {
  const out = [...list];
  for (const phrase of phrases)
    for (let i = exactPhraseAt(out, phrase); i >= 0; i = exactPhraseAt(out, phrase, i + 1))
      out.fill("_", i, i + phrase.split(" ").length);
  return out;
}

/** "the gas leak lecture", "the CO spiel": a hazard named only as what a talk is about (`HAZARD_TALK`). */
const HAZARD_TALKED_OF = HAZARD_TALK.hazards.flatMap((h) => HAZARD_TALK.talk.map((t) => `${h} ${t}`));

/**
 * The words of figures of speech ("running on fumes", "out of gas lol", "the gas bill stinks", "a false alarm") blanked:
 * they name no hazard.
 */
const withoutFigures = (list: string[]) =>
  withoutPhrases(list, [...FIGURATIVE_GAS, ...HAZARD_FIGURES, ...WORK_ABSENCE, ...HAZARD_TALKED_OF]);

/** The words of figures of speech blanked, for the other hazards' readers (./hazards.ts). */
export const figuresBlanked = (list: readonly string[]) => withoutFigures([...list]);

/** An all-clear told: the scare over or the smell not ours; with `boilerFine`, the boiler said to be fine too. */
export const allClearTold = (list: readonly string[], boilerFine: boolean) =>
  hasExactPhrase(list, [...ALL_CLEAR.story, ...ALL_CLEAR.elsewhere, ...(boilerFine ? ALL_CLEAR.appliance : [])]);

/** Where a message's sentences and semicolon clauses end: safety cues are read together within them. */
const CLAUSE_BREAK = /(?<=[.!?;])\s+|\n+/;
/** The clauses trimmed, the empty ones left out. */
const trimmedClauses = (clauses: readonly string[]) => clauses.map((t) => t.trim()).filter(Boolean);

export type Danger = "gas" | "carbon-monoxide";

export interface SafetyVerdict {
  /** An emergency: the reply is the safety steps and nothing else first. */
  danger?: Danger;
  /** Carbon monoxide symptoms were described: the reply adds medical advice first. */
  symptoms: boolean;
  /** Gas or CO is mentioned without danger (a question about a service): add a one-line safety note. */
  note: boolean;
  /** A CO alarm that chirps or beeps now and then: also say what a low battery or end-of-life warning sounds like. */
  chirp?: boolean;
  /**
   * No hazard now, but advice of its own with a one-line conditional: an alarm's battery chirp, an
   * engineer's warning notice (do not use it), a smell of dust or paint burning off on a first run.
   */
  advice?:
    | "alarm-chirp"
    | "warning-notice"
    | "first-use-smell"
    | "lighting-whiff"
    | "decorative-flame"
    | "flame-colour"
    | "pilot-going-out"
    | "flue-hatches"
    | "smoke-spillage"
    | "cooker-for-heat";
}

function mentionsCarbonMonoxide(list: string[]): boolean {
  return (
    hasAnyPhrase(list, ["carbon monoxide", "carbon monoxid", "carbon monixide", "carbon mono*", "c o"]) ||
    hasWord(list, CO)
  );
}

/** "the hot water smells of eggs", "tap water smells funny": the water's own smell (the tank's anode, bacteria), not gas. */
function waterSmell(list: string[]): boolean {
  // Any mention, not only the first ("the hot water (only the hot tap) smells of eggs").
  const at = list.flatMap((w, i) =>
    ["water", "tap", "taps", "shower"].includes(w) && list[i + 1] !== "heater" && list[i + 1] !== "cylinder" ? [i] : [],
  );
  // "we have a gas boiler": gas only naming an appliance is not what the water smells of.
  return (
    at.some((a) => list.slice(a + 1, a + 3).some((w) => SMELL.some((k) => wordMatches(w, k)))) &&
    list.every(
      (w, i) => !hasWord([w], GAS) || hasWord([list[i + 1] ?? ""], [...APPLIANCE, ...FLUED_APPLIANCES, "combi*"]),
    )
  );
}

/** An own cause named and not denied ("she thinks it's the drains but she doesn't have any drains" names none). */
const ownCauseNamed = (list: readonly string[]) => ownCauses(list)[0] !== "-";
/**
 * Not lighting said of an appliance that lets gas out unlit (a hob, a cooker, a fire), not of a boiler: "the boiler
 * just clicks and never lights, hob's fine" is the boiler's own ignition failing (its gas is shut off unlit).
 */
function unlitApplianceTold(list: readonly string[]): boolean {
  if (!hasWord(list, UNLIT.appliances)) return false;
  return list.some((_, i) => {
    if (phraseAt(list.slice(i, i + 4), [...UNLIT.phrases, ...UNLIT_MORE]) !== 0) return false;
    const before = span(list, i, 8);
    const boilerAt = before.findLastIndex((w) => hasWord([w], BOILER_NAMED));
    return boilerAt < 0 || boilerAt < before.findLastIndex((w) => hasWord([w], UNLIT.appliances));
  });
}

/**
 * "Since" told of gas left on unlit: a clock time or a time gone by after it ("since last night"), or the burner told
 * as on ("since I switched it on", "the knob was turned to on ... since last night"), not when a fault began ("won't
 * light since the meter was fitted").
 */
function sinceFlowing(list: readonly string[], i: number): boolean {
  const next = list[i + 1] ?? "";
  const toldOn = list.some((w, k) => w === "on" && hasWord(span(list, k, 3), SINCE_FLOWING.on));
  return (
    /^\d/.test(next) ||
    SINCE_FLOWING.clock.includes(next) ||
    phraseAt(list.slice(i + 1), PAST) === 0 ||
    hasExactWord(list.slice(i + 1, i + 4), SINCE_FLOWING.turnedOn) ||
    toldOn
  );
}

/** The own causes named and not denied ("nobody is cooking", "checked the drains and it's not them" name no cause). */
function ownCauses(list: readonly string[]): string[] {
  // "stinks like sewage, nothing to do with the boiler": a denial after the cause that denies something else.
  const deniesOther = (j: number) => j > 0 && list[j + 1] === "to" && list[j + 2] === "do" && list[j + 3] === "with";
  // After the cause, "no" and a tag ("it's the carpet, isn't it?", "from carpet, no?") deny nothing.
  const tag = (j: number) =>
    ["isnt", "arent"].includes(list[j] ?? "") && ["it", "that", "they", "there"].includes(list[j + 1] ?? "");
  // "my partner thinks it's the bins but they're emptied weekly": a cause only believed, then doubted, is none.
  // "like a struck match near the meter, my partner thinks it's the drains": with the smell likened to the odorant, a
  // cause only believed is a guess, not a cause.
  const likenedToOdorant = list.some(
    (w, i) => hasExactWord([w], GAS_LIKE_SMELL) && hasExactWord(span(list, i, 6), [...LIKENED, "of"]),
  );
  const doubted = (i: number) =>
    hasWord(span(list, i, 5), GAS_ONLY_FEARED.by) && (list.slice(i + 1, i + 4).includes("but") || likenedToOdorant);
  const named = list.filter(
    (w, i) =>
      hasExactWord([w], OWN_CAUSE_SMELL) &&
      !doubted(i) &&
      !span(list, i, 3, 5).some((v, k) => {
        const j = Math.max(0, i - 3) + k;
        return DENIALS.includes(v) && !deniesOther(j) && !(j > i && (v === "no" || tag(j)));
      }),
  );
  return named.length ? named : ["-"];
}

function gasSmell(said: string[], gasDenied = false): boolean {
  // "the kitchen stinks of last night's curry": a smell told as a named thing's is no odd smell.
  const list = said.map((w, i) => (smellOfEverydayThing(said, i) ? "_" : w));
  if (hasWord(list, GASSY) || meterRunning(list)) return true;
  if (waterSmell(list)) return false;
  // "smells of fish (it's not gas) ... is a gas safety check the same as a service": gas only in a thing's name, far
  // from the smell, is not what is smelt (the other rules still read a smell at an appliance).
  if (
    hasWord(list, GAS) &&
    hasWord(list, SMELL) &&
    !(smokeSmell(list) && gasOnlyNamesAppliances(list)) &&
    // ... nor when the smell's own cause is named ("a curry last night, the house still reeks ... gas safety
    // certificates?"): the smell is read on its own below.
    !(gasOnlyNamesThings(list) && (gasDenied || ownCauseNamed(list)) && !near(list, SMELL, GAS, 6))
  )
    return true;
  if (hasAnyPhrase(list, LEAK_OF_GAS)) return true;
  // "I left the hob on without lighting it": gas let out unlit in the room.
  if (
    hasWord(list, ["left", "leave", "leaving"]) &&
    hasAnyPhrase(list, UNLIT.phrases) &&
    hasWord(list, UNLIT.appliances)
  )
    return true;
  if (near(list, ["hiss*"], [...GAS, "meter"], 5)) return true;
  // "knocked the gas meter with a wheelbarrow and now it's whistling": a gas part heard.
  if (
    list.some(
      (_, i) =>
        phraseAt(list.slice(i, i + 2), GAS_PART_HEARD.part) === 0 &&
        hasWord(span(list, i, 10, 12), GAS_PART_HEARD.sound),
    )
  )
    return true;
  // "a noise like someone letting air out of a tyre behind the gas meter": a hiss by its likeness, at a gas part.
  if (
    list.some(
      (_, i) =>
        phraseAt(list.slice(i, i + 2), GAS_PART_HEARD.part) === 0 &&
        hasWord(span(list, i, 14, 12), ["noise*", "sound*", "hear*", "heard"]) &&
        hasAnyPhrase(span(list, i, 14, 12), HISS_LIKENED),
    )
  )
    return true;
  if (near(list, ["hiss*"], STRUCK_PIPE.pipe, 12) && hasExactWord(list, STRUCK_PIPE.tools)) return true;
  // "the smell is back again, the one Cadent fixed", "that gassy pong has come back": a smell returned.
  if (hasWord(list, SMELL) && hasAnyPhrase(list, SMELL_BACK) && !ownCauseNamed(list)) return true;
  // "the gas tap on the cooker was knocked on by the dog, it was hissing when I came in": heard, not lit.
  // A radiator's bleed valve hisses with air ("bled it, no hiss, turned the knob"): not gas.
  if (
    near(list, ["hiss*"], UNLIT.hissing, 14) &&
    !hasExactWord(affirmed(list), UNLIT.burning) &&
    !hasWord(list, ["bled", "bleed*", "radiator*", "rad", "rads"])
  )
    return true;
  // "the hob knob's been on half an hour but never lit", "her fire never caught, it's been hissing": gas let out
  // unlit, told by how long or by the hiss, with no smell named.
  // ... but not "since" said of when the fault began ("the hob won't light since the meter was fitted").
  const flowing = list.map((w, i) => (w === "since" && !sinceFlowing(list, i) ? "_" : w));
  if (unlitApplianceTold(list) && (hasWord(flowing, UNLIT.flowing) || hasWord(list, SMELL))) return true;
  // Rotten eggs or sulphur from the bins or the drains has a cause of its own; named anywhere else, it is gas.
  // ... unless the smell is placed at an appliance, near it ("eggs by the boiler, not the bins"; a new boiler asked
  // about a sentence on is no place of the smell).
  const ownCause =
    nearExactly(list, OWN_CAUSE_SMELL, [...SMELL, ...EGGS, ...SULPHUR, ...ROTTEN], OWN_CAUSE_WINDOW) &&
    !near(
      list,
      [...SMELL, ...EGGS, ...SULPHUR, ...ROTTEN],
      SMELL_PLACE.filter((p) => p !== "house"),
      8,
    );
  if (hasWord(list, SULPHUR) && !ownCause) return true;
  if (hasWord(list, EGGS) && (hasWord(list, SMELL) || hasWord(list, ROTTEN)) && !ownCause) return true;
  if (hasAnyPhrase(list, ["rotten smell*", "smell* rotten", "smell* of rot*"], 1) && !ownCause) return true;
  // "a funny smell from the boiler", "the meter smells": any smell at an appliance is treated as gas,
  // unless it is described as burning, hot or electrical (./hazards.ts answers that: switch off, call us).
  // "like burnt matches": the odorant's likeness, not a burning smell.
  if (list.some((w, i) => hasWord([w], BURNING) && hasExactWord([list[i + 1] ?? ""], MATCH_LIKENESS))) return true;
  if (near(list, SMELL, BURNING, 4) || hasAnyPhrase(list, ["smell* hot", "hot smell*"])) return false;
  // ... or as smoke from a fire outside ("stinks of smoke from the neighbour's bonfire").
  if (smokeSmell(list) && hasWord(list, OUTDOOR_SMOKE_ORIGIN)) return false;
  // "a smell like the hob before it catches": likened to gas let out unlit; "a strong smell as I relit the pilot".
  if (likenedTo(list, LIKENED_GAS_SOURCE) && !hasExactWord(list, COOKING)) return true;
  if (near(list, SMELL, RELIGHTING, 12) || (hasAnyPhrase(list, ["re lit", "re light*"]) && hasWord(list, SMELL)))
    return true;
  // ... unless the smell is named as one with a cause of its own ("the boiler cupboard smells of paint").
  // ("a smell from the kitchen sink each morning, rather like drains": the likeness can come later in the sentence).
  if (near(list, SMELL, APPLIANCE, 6) && !nearThenExactly(list, SMELL, ownCauses(list), 16)) return true;
  // A smell likened to the odorant ("struck matches", "cabbage", "garlic") anywhere, or any odd smell at a
  // gas appliance or in the home, unless it has a cause of its own (drains, damp, food).
  // "we're boiling cabbage", "frying onions": the food being cooked is the smell's own cause.
  if (
    hasWord(list, SMELL) &&
    (hasWord(list, GAS_LIKE_SMELL) || hasExactPhrase(list, GAS_LIKE_SMELL_EXACT)) &&
    // A cause named and not denied or only guessed by someone else ("my partner thinks it's the drains").
    !ownCauseNamed(withoutCookingTold(list)) &&
    !nearThenExactly(withoutCookingTold(list), GAS_LIKE_SMELL, COOKING, 2)
  )
    return true;
  if (near(list, SMELL, SMELL_PLACE, 12) && near(list, SMELL, ODD, 4) && !ownCauseNamed(list)) return true;
  // "a funny smell in the house", "a weird chemical smell": an unexplained smell indoors (not damp or drains).
  return near(list, SMELL, ODD, 3) && !ownCauseNamed(list);
}

/** Several beeps, repeating ("four loud beeps then a pause, over and over"): an alarm sounding, named or not. */
function beepPattern(list: readonly string[]): boolean {
  const several = list.some(
    (w, i) =>
      hasWord([w], BEEP_PATTERN.beeps) &&
      (hasExactWord(span(list, i, 2), BEEP_PATTERN.several) || hasWord([list[i - 1] ?? ""], BEEP_PATTERN.beeps)),
  );
  return (
    several &&
    (hasAnyPhrase(list, BEEP_PATTERN.repeat) || beepGroups(list) >= 2) &&
    !hasExactWord(list, BEEP_PATTERN.others)
  );
}

/** Groups of two or more beeps in a row ("beep beep beep, stop, beep beep beep" is two): a pattern that comes again. */
function beepGroups(list: readonly string[]): number {
  let groups = 0;
  let run = 0;
  for (const w of [...list, "_"]) {
    if (hasWord([w], BEEP_PATTERN.beeps)) run++;
    else {
      if (run >= 2) groups++;
      run = 0;
    }
  }
  return groups;
}

/**
 * A small device told without its name ("the little round thing on the ceiling", "the white box in the hall") sounding
 * loud or over and over: an alarm sounding, unless it is told to be a thing that beeps of its own.
 */
function deviceSounding(list: readonly string[]): boolean {
  return (
    list.some(
      (w, i) =>
        hasExactWord([w], UNNAMED_DEVICE.thing) &&
        // "continuous beeping from the box on the ceiling": the sound may be told before the box.
        (hasAnyPhrase(list.slice(i + 1, i + 16), UNNAMED_DEVICE.sounds) ||
          hasAnyPhrase(span(list, i, 8), UNNAMED_DEVICE.sounds)),
    ) &&
    (hasAnyPhrase(list, BEEP_PATTERN.repeat) ||
      hasWord(list, ALARM_CONTINUOUS) ||
      hasWord(list, ["loud*"]) ||
      hasAnyPhrase(list, DEVICE_SOUNDS_ON) ||
      // "going beep beep beep": a run of beeps written out is a pattern, not a chirp.
      list.some((_, i) => list.slice(i, i + 3).every((v) => hasWord([v], BEEP_PATTERN.beeps)))) &&
    !hasExactWord(affirmed(list), BEEP_PATTERN.others)
  );
}

function alarmSounding(list: string[]): boolean {
  if (!hasWord(list, ALARM)) return beepPattern(list) || deviceSounding(list);
  // "can a carbon monoxide alarm go off for no reason?": any alarm asked about, nobody's own.
  const alarmAt = list.findIndex((w) => hasWord([w], ALARM));
  if (
    hasExactWord(list.slice(0, 1), ALARM_ASKED_GENERALLY.head) &&
    span(list, alarmAt, 4).some((v) => v === "a" || v === "an") &&
    !hasExactWord(list, ALARM_ASKED_GENERALLY.own)
  )
    return false;
  // "what does a CO alarm sound like": a question about the alarm, not one sounding.
  if (
    hasAnyPhrase(list, ["sound like", "sounds like", "supposed to sound"]) &&
    hasWord(list.slice(0, 2), ["what", "how", "whats"])
  )
    return false;
  // CO named only as what we are asked to fit, sell or test ("do you fit carbon monoxide alarms?"), or denied ("not the
  // CO one"), names no CO alarm sounding.
  const told = affirmed(list);
  // ... or as one to get ("do I need a separate carbon monoxide alarm as well?"), with no sound told after it.
  const toGet = (i: number) =>
    hasExactWord(span(told, i, 5), CO_ALARM_TO_GET) &&
    !hasWord(told.slice(i + 1, i + 6), ALARM_ACTIVITY) &&
    !hasAnyPhrase(told.slice(i + 1, i + 6), ALARM_OFF);
  const coAt = told.flatMap((w, i) =>
    hasWord([w], ["monoxid*", "co"]) && !hasExactWord(span(told, i, 3), CO_ASKED_OF_US) && !toGet(i) ? [i] : [],
  );
  const isCo = mentionsCarbonMonoxide(told) && coAt.length > 0;
  // "the fire alarm", "the smoke detector", "an alarm clock": named beside the alarm ("the alarm by the gas fire" is
  // an alarm beside a gas appliance).
  // Another alarm denied ("it isn't the smoke alarm") names none.
  const otherAlarm =
    told.some((w, i) => hasWord([w], ALARM) && hasExactWord([told[i - 1] ?? "", told[i + 1] ?? ""], NOT_CO_ALARM)) ||
    hasWord(
      told,
      NOT_CO_ALARM.filter((w) => !["fire", "smoke", "heat"].includes(w)),
    );
  // ... or another device's beside it ("the alarm on my cooker timer", "the fridge alarm").
  const deviceAlarm = told.some(
    (w, i) =>
      hasWord([w], ALARM) && hasAnyPhrase(span(told, i, 3, 5), [...OTHER_DEVICE_ALARM, ...OTHER_DEVICE_ALARM_MORE]),
  );
  if (!isCo && (otherAlarm || deviceAlarm)) return false;
  // "wants me to turn everything off and ring someone": a phone call, not the alarm ringing.
  const calls = list.map((w, i) =>
    RING_A_CALL.ring.includes(w) && RING_A_CALL.callee.includes(list[i + 1] ?? "") ? "_" : w,
  );
  return (
    near(calls, ALARM, ALARM_ACTIVITY, 10) ||
    deviceSounding(list) ||
    hasAnyPhrase(list, ALARM_OFF, 1) ||
    (hasWord(list, ALARM_CONTINUOUS) && near(list, ALARM, ["noise*", "sound*", "beep*"], 12)) ||
    // "the alarm my son put up last Christmas is now giving off a loud continuous beeping": the sound told at length.
    list.some(
      (w, i) =>
        hasWord([w], ALARM_CONTINUOUS) &&
        undenied(list, i) &&
        list
          .slice(i + 1, i + 4)
          .some((v) => hasWord([v], ["noise*", "sound*", "beep*", "bleep*", "screech*", "wail*"])),
    )
  );
}

/**
 * The smell word at i told as the smell of a named everyday thing ("the kitchen stinks of last night's curry", "reeks of
 * fresh paint"): that thing's smell, not an odd one. Not with the odorant's likenesses anywhere in it ("of boiled
 * cabbage n eggs", "fried onions"); gas named in the same breath ends the thing.
 */
function smellOfEverydayThing(all: readonly string[], i: number): boolean {
  const { links, window, odorantAlike, ends } = SMELL_OF_THING;
  if (!hasWord([all[i] ?? ""], SMELL_DESCRIBED) || !links.includes(all[i + 1] ?? "")) return false;
  const after = all.slice(i + 2, i + 2 + window);
  if (hasWord(after, GAS_LIKE_SMELL) || hasExactPhrase(after, GAS_LIKE_SMELL_EXACT)) return false;
  const end = after.findIndex((v) => ends.includes(v));
  const thing = end < 0 ? after : after.slice(0, end);
  return thing.some((v) => hasExactWord([v], OWN_CAUSE_SMELL) && !hasExactWord([v], odorantAlike));
}

/**
 * A warning label told by its own words, read before negations are taken out ("a sticker reading DANGER DO NOT USE on
 * my gas fire"), or by the class an engineer writes on the paperwork beside a gas appliance ("he wrote ID on the form
 * next to the gas fire", "AR ticked beside my boiler", in capitals; not the ID card an engineer shows at the door).
 */
function noticeQuotedOrClassed(read: readonly string[], message: string): boolean {
  const { carriers, words: labelWords, classes, written, notClass, window } = NOTICE_TOLD;
  const quoted = labelWords.some((p) => {
    for (let at = exactPhraseAt(read, p); at >= 0; at = exactPhraseAt(read, p, at + 1))
      if (hasExactWord(span(read, at, window), carriers)) return true;
    return false;
  });
  if (quoted) return true;
  const appliance = hasWord(read, GAS_APPLIANCE_WORDS) || hasAnyPhrase(read, ["gas fire*"]);
  return (
    appliance &&
    !hasExactWord(read, notClass) &&
    // The class written as engineers write it, in capitals ("ID", not "I'd").
    classes.some((c) => new RegExp(`(?<!\\w)${c.toUpperCase()}(?!\\w)`).test(message)) &&
    read.some(
      (w, i) => classes.includes(w) && hasExactWord(span(read, i, window, window + 1), [...written, ...NOTICE_RECORD]),
    )
  );
}

/**
 * An illness word said of someone in hospital or getting over treatment ("my nan is poorly in hospital", "poorly after
 * her op"): ill for a cause of its own, away from the home's appliances. A symptom named beside it still counts.
 */
const illAway = (all: readonly string[], i: number) =>
  hasExactWord([all[i] ?? ""], ILL_AWAY.ill) &&
  hasExactPhrase(span(all, i, ILL_AWAY.window, ILL_AWAY.window + 1), ILL_AWAY.where);

/**
 * A gas smell on a gas worker's clothes, van or hands ("he fits gas boilers for a living and his overalls smell of
 * gas"): his job, not a leak at home. The conditional line; a smell told in a room or at an appliance stays an escape.
 */
function smellOnGasWorker(list: readonly string[]): boolean {
  const { job, carried, home } = GAS_WORKER_SMELL;
  return (
    hasExactPhrase(list, job) &&
    list.some((w, i) => hasWord([w], SMELL) && hasExactWord(span(list, i, 5, 6), carried)) &&
    !nearExactly(list, SMELL, home, 6) &&
    !hasWord(list, ["hiss*", "alarm*"])
  );
}

/**
 * "came" or "come" blanked where it tells a visit ("the engineer came to look at the flue", "came round about it"),
 * kept where it tells a thing come away ("came off", "has come away from the wall", "come out the wall a bit").
 */
function visitsBlanked(list: readonly string[]): string[] {
  const { verbs, away, outOf } = COME_AWAY;
  // "come out the wall a bit", "came out of its joint": out of a place, not out to visit.
  return list.map((w, i) => {
    if (!verbs.includes(w)) return w;
    const next = list.slice(i + 1, i + 3);
    const moved = hasExactWord(next, away) || (next[0] === "out" && hasExactWord(list.slice(i + 2, i + 5), outOf));
    return moved ? w : "_";
  });
}

/** A smell told as there now or since ("the smell is there tonight"): whatever was made safe, it is not over. */
const smellToldSince = (list: readonly string[]) =>
  hasExactPhrase(list, [...SMELL_NOW, ...MADE_SAFE_BY_SERVICE.smellSince]);

/**
 * The supply turned off or the appliance isolated by whoever came for the smell ("rang 0800 111 999 and they turned it
 * off at the meter", "Cadent isolated the cooker"): made safe, to stay off until repaired (the warning-notice advice).
 * The visitor's own turning off, with nobody come, or a smell told since ("the smell is there tonight"), is not.
 */
const madeSafeByService = (list: readonly string[]) =>
  hasExactPhrase(list, MADE_SAFE_BY_SERVICE.done) &&
  hasExactPhrase(list, MADE_SAFE_BY_SERVICE.by) &&
  !smellToldSince(list);

/**
 * An appliance made safe by whoever came out, after the hazard is told ("the emergency man came, he said the fire is
 * the problem and he closed it"): a visit, a visitor named, and what they did with no "I" or "we" as its subject.
 */
const madeSafeByVisit = (list: readonly string[]) => {
  const { came, visitor, done, self } = MADE_SAFE_BY_VISIT;
  return (
    hasExactPhrase(list, came) &&
    hasWord(list, visitor) &&
    list.some((_, i) => exactPhraseStartsAt(list, i, done) && !hasExactWord(span(list, i, 3), self)) &&
    !smellToldSince(list)
  );
};

/** "sick" at i in an idiom: "sick of", "sick about", "sick and tired" (not "been sick and so have I"). */
const sickIdiom = (list: readonly string[], i: number) =>
  SICK_IDIOM_NEXT.has(list[i + 1] ?? "") && (list[i + 1] !== "and" || list[i + 2] === "tired");

/**
 * A flame's size or shape gone wrong, said of the flame ("the burner flames are big", "big lazy flames"):
 * within five words, with no "a" or "an" between starting another thing ("four burners and a big cylinder").
 */
function saidOfTheFlame(list: string[]): boolean {
  return list.some((w, i) => {
    if (!hasWord([w], FLAME)) return false;
    for (let j = Math.max(0, i - 5); j <= Math.min(list.length - 1, i + 5); j++) {
      if (j === i || !hasWord([list[j] ?? ""], FLAME_SHAPE_WRONG)) continue;
      const between = list.slice(Math.min(i, j) + 1, Math.max(i, j));
      if (!between.some((v) => v === "a" || v === "an")) return true;
    }
    return false;
  });
}

/** Nothing smelt, no fumes, no alarm and no smoke told: a symptom "of the mind" is then a figure of speech. */
const nothingSensedTold = (list: readonly string[]) => !hasWord(list, [...SMELL, ...FUMES, ...ALARM, ...SMOKE]);

/** "which is a headache I won't bore you with": a headache said of a thing (at `i`), not felt by anyone. */
function figurativeHeadache(list: string[], i: number): boolean {
  if (!hasWord([list[i] ?? ""], ["headach*", "hedach*", "headake*"])) return false;
  // "a headache of a job", "bit of a headache of a week": said of a thing, not of a time of day.
  if (
    list[i + 1] === "of" &&
    HEADACHE_OF_A.articles.includes(list[i + 2] ?? "") &&
    !HEADACHE_OF_A.times.includes(list[i + 3] ?? "")
  )
    return true;
  let j = i - 1;
  if (FIGURATIVE_HEADACHE.between.includes(list[j] ?? "")) j--;
  if (!["a", "an"].includes(list[j] ?? "")) return false;
  if (list[j - 1] === "of" && list[j - 2] === "bit" && list[j - 3] === "a") j -= 3; // "is a bit of a headache"
  return FIGURATIVE_HEADACHE.before.includes(list[j - 1] ?? "");
}

export function describesSymptoms(list: string[]): boolean {
  // "both cats have gone sluggish": drowsiness said of a person or a pet (a boiler slow to heat is no symptom).
  if (list.some((w, i) => w === "sluggish" && span(list, i, 4).some((v) => hasExactWord([v], [...PEOPLE, ...PETS]))))
    return true;
  if (list.some((w, i) => hasWord([w], SYMPTOM_WORDS) && !figurativeHeadache(list, i))) return true;
  // "my head is killing me trying to work out these tariffs": the head hurting from working something out, with
  // nothing smelt, sounding or burning told, is a figure of speech.
  const headOfMind = hasExactPhrase(list, [...SYMPTOM_FROM_MIND, ...HEAD_FROM_MIND]) && nothingSensedTold(list);
  // "me head's been pounding", "gone giddy": the head or balance in everyday words.
  if ((nearExactly(list, HEAD_PAIN.head, HEAD_PAIN.pain, 3) && !headOfMind) || hasExactPhrase(list, SYMPTOM_WORDS_MORE))
    return true;
  // "my head is very painful", "pains in my head": the head said to hurt in other words.
  if (nearExactly(list, HEAD_PAIN.head, HEAD_PAIN_MORE, 3) && !headOfMind) return true;
  if (hasAnyPhrase(list, SYMPTOM_PHRASES) || (hasAnyPhrase(list, SYMPTOM_PHRASES_MORE) && !headOfMind)) return true;
  // "sick" on its own, but not "sick of" / "sick and tired" / "sick about the cost", nor a pet alone ("my cat is sick").
  const sick = list.findIndex((w, i) => w === "sick" && !sickIdiom(list, i));
  // A pet sick with a person sick too ("the cat's been sick and so have I") is a symptom in a person.
  const person = list.some((w, i) => w === "sick" && span(list, i, 6, 7).some((v) => hasExactWord([v], PEOPLE)));
  return sick >= 0 && !hasAnyPhrase(list, ["sick of", "sick and tired"]) && (!hasWord(list, PETS) || person);
}

/** The flue by another name ("the boiler chimney", "the outlet"), read as "flue" when a flued appliance is named. */
function withFlueNamed(list: readonly string[]): string[] {
  if (!hasWord(list, FLUED_APPLIANCES) && !hasAnyPhrase(list, ["gas fire*"])) return [...list];
  const otherOutlet = hasWord(list, NOT_FLUE_OUTLET);
  return list.map((w, i) =>
    (hasExactWord([w], FLUE_OTHER_NAMES) && !otherOutlet) ||
    (hasExactWord([w], FLUE_CHIMNEY) &&
      span(list, i, 3, 4).some(
        (v, k, around) => hasWord([v], FLUED_APPLIANCES) || (v === "fire" && around[k - 1] === "gas"),
      ))
      ? "flue"
      : w,
  );
}

/** The flue (or a pipe from the boiler) now ending in a room: built round, or blowing into an extension. */
function flueIndoors(list: readonly string[]): boolean {
  const flue = list.flatMap((w, i) =>
    w === "flue" || (hasWord([w], ["pipe*"]) && hasWord(list, ["boiler*"])) ? [i] : [],
  );
  return flue.some((i) => {
    const around = span(list, i, 12, 16);
    return (
      hasAnyPhrase(around, FLUE_INDOORS.rooms) &&
      hasAnyPhrase(around, FLUE_INDOORS.told) &&
      hasExactWord(around, FLUE_INDOORS.now)
    );
  });
}

/** A vent with something grown or put over it ("ivy over the boiler vent"): the conditional line, not the steps. */
export function ventCovered(list: readonly string[]): boolean {
  return hasWord(list, FLUED_APPLIANCES) && near(list, VENT, FLUE_OBSTRUCTED, 8);
}

function applianceSigns(said: string[]): boolean {
  const list = withFlueNamed(said);
  if (flueIndoors(list) || cueSigns(list)) return true;
  // "the wind blew the pointy cap thing off the top of the boiler chimney": the flue's cap displaced.
  if (near(list, ["cap", "caps"], CAP_DISPLACED, 4) && near(list, ["cap", "caps"], ["flue"], 10)) return true;
  // "the wind blew the chimney cowl off our caravan, the heater's on": a cowl only ever sits on a flue or chimney.
  if (
    near(
      list,
      FLUE_CAP.filter((w) => w.startsWith("cowl")),
      CAP_DISPLACED,
      10,
    ) &&
    (hasWord(list, [...FLUED_APPLIANCES, "flue", "chimney*"]) || hasAnyPhrase(list, ["gas fire*"]))
  )
    return true;
  // "a puff of flame out of the bottom of the casing", "it lights with a whoomph": flame where it should never be.
  if (
    hasWord(list, [...GAS_APPLIANCE_WORDS, ...BOILER_MAKES]) &&
    ((hasWord(list, FLAME) && hasAnyPhrase(list, FLAME_ESCAPING.out)) || hasExactWord(list, FLAME_ESCAPING.bang))
  )
    return true;
  // "blew the little hat bit clean off the top of the boiler chimney": something knocked or blown off the flue.
  const offTheFlue = list.some(
    (w, i) =>
      w === "flue" &&
      span(list, i, 14).some((v, k, before) => hasExactWord([v], CAP_DISPLACED) && before.slice(k).includes("off")),
  );
  if (offTheFlue) return true;
  // "an orange flame on a log burner": another fuel's flame, with no gas appliance named.
  const withoutOtherFuel = withoutPhrases(list, OTHER_FUEL_FLAME);
  const otherFuelOnly =
    withoutOtherFuel.some((w, i) => w !== list[i]) &&
    !hasAnyPhrase(withoutOtherFuel, GAS_APPLIANCES) &&
    !hasExactWord(list, GAS);
  if (
    !otherFuelOnly &&
    (near(list, FLAME, FLAME_COLOUR_WRONG, 16) ||
      saidOfTheFlame(list) ||
      (hasWord(list, FLAME) && hasAnyPhrase(list, FLAME_NOT_BLUE)))
  )
    return true;
  // "the gas fire has gone a yellow colour": a gas appliance burning yellow or orange.
  // Not a colour said of a thing ("a yellow lever beside the meter": the word after it names what is yellow).
  if (
    !otherFuelOnly &&
    hasAnyPhrase(list, GAS_APPLIANCES) &&
    list.some(
      (w, i) => hasWord([w], ["yellow*", "yelow*", "orange*"]) && !hasWord([list[i + 1] ?? ""], COLOURED_THINGS),
    )
  )
    return true;
  // Black or grey smoke from a flue, a boiler or a fire (a white plume is normal: ./hazards.ts).
  if (
    near(list, ["smoke*", "smoking", "smokey", "smoky"], ["black*", "grey", "gray", "dark", "thick", "dirty"], 4) &&
    hasWord(list, ["flue*", "flu", "boiler*", "fire", "pipe*", "chimney", "vent*", "heater"])
  )
    return true;
  if (
    hasWord(list, SOOT) &&
    !(
      hasExactWord(list, SOOT_SWEPT.swept) &&
      (hasAnyPhrase(list, SOOT_SWEPT.fire) || hasExactWord(list, SOOT_SWEPT_PLACES))
    )
  )
    return true;
  if (
    near(list, STAIN_COLOUR, STAIN, 3) &&
    !hasAnyPhrase(list, ["black mould", "black mold", "watermark*", "water mark*"]) &&
    // "a brown stain on the ceiling since the bath leaked": water's stain, unless by an appliance.
    !(
      near(list, STAIN, [...WATER_STAIN_CAUSE, ...WATER_STAIN_SIGNS], 12) &&
      !near(list, STAIN, [...FLUED_APPLIANCES, "fire", "flue*"], 6)
    )
  )
    return true;
  // "the wallpaper above the cupboard has gone sort of brown, black dust on top", a gas appliance named: burning badly.
  if (discoloured(list)) return true;
  // "pilot light on the back boiler wont stay lit": the out-going words can come after the appliance named.
  // "the pilot went out, how do I relight it": once, with the relighting asked and nothing recurring, no sign.
  const pilotOnce =
    hasAnyPhrase(list, PILOT_ONCE.relight) &&
    !hasExactPhrase(list, PILOT_ONCE.recurring) &&
    !hasWord(list, [...SMELL, ...SOOT, ...STAIN]);
  if (near(list, PILOT, PILOT_OUT, 8) && !pilotOnce) return true;
  // "my budgie died suddenly, the other is fluffed up ... the cage is by the boiler": birds or pets ill by an appliance.
  if (
    hasWord(list, PETS_ILL.animals) &&
    hasExactPhrase(list, PETS_ILL.states) &&
    hasWord(list, [...GAS_APPLIANCE_WORDS, ...FLUED_APPLIANCES])
  )
    return true;
  // "my budgie died and the other birds look ill, cage is next to the gas fire": pet birds ill by an appliance.
  if (
    hasWord(list, BIRDS_ILL.birds) &&
    hasExactPhrase(list, BIRDS_ILL.states) &&
    (hasWord(list, [...GAS_APPLIANCE_WORDS, ...FLUED_APPLIANCES]) || hasAnyPhrase(list, ["gas fire*"]))
  )
    return true;
  // Heavy condensation in the room of a gas appliance; "window condensation in winter" alone is the weather,
  // and washing dried indoors, damp or a shower is a cause of its own.
  if (
    hasWord(list, CONDENSATION) &&
    hasWord(list, CONDENSATION_HEAVY) &&
    !hasExactWord(list, CONDENSATION_OWN_CAUSE) &&
    hasWord(list, [
      "boiler*",
      "fire",
      "fires",
      "heater*",
      "appliance*",
      "flue*",
      "gas",
      "cooker",
      "hob",
      "stuffy",
      "fumes",
    ])
  )
    return true;
  // The air gone stuffy or stale, or stinging eyes, with a gas appliance named: fumes in the room.
  if (
    (hasExactWord(list, STUFFY) || hasAnyPhrase(list, EYES_STING) || hasExactPhrase(list, STUFFY_MORE)) &&
    hasWord(list, [...GAS_APPLIANCE_WORDS.filter((w) => w !== "flue*"), "gas"])
  )
    return true;
  if (near(list, ["flue*", "flu"], FLUE_DAMAGE, 5)) return true;
  // "ivy grown right over the flue", "jackdaws nesting in the chimney the gas fire uses", "the flue blows into the shed".
  if (
    near(list, ["flue*", "flu"], FLUE_OBSTRUCTED, 8) ||
    (near(list, ["chimney*"], FLUE_OBSTRUCTED, 8) && hasAnyPhrase(list, GAS_APPLIANCES)) ||
    flueBlowsIn(list)
  )
    return true;
  // "the flue pipe on the roof has come apart", "the builders knocked the flue": damaged or displaced.
  // The displacement read exactly: "blows" (steam onto a fence) is not "blown" (off).
  if (near(list, ["flue*"], FLUE_DAMAGE, 10) || nearThenExactly(visitsBlanked(list), ["flue*"], FLUE_DISPLACED, 10))
    return true;
  // The flue described without its name: the boiler's pipe out through the wall or roof knocked off, hanging or
  // broken ("the storm's knocked the boiler pipe on the outside wall clean off"), told at the length of one long
  // sentence ("the pipe that goes out through the wall from the back of the boiler has come away ... and is
  // dangling"). A pipe dripping or running is
  // the discharge or condensate pipe (./hazards.ts), not the flue.
  if (
    near(
      list,
      ["pipe*"],
      [...FLUE_DAMAGE, "knocked", "dislodged", "displaced", "blown", "blew", "apart", "slipped"],
      22,
    ) &&
    hasWord(list, ["boiler*"]) &&
    hasWord(list, FLUE_PLACE) &&
    !hasWord(list, [
      ...DRIPPING.filter((w) => w !== "running"),
      "condensate",
      "overflow",
      "plastic",
      "waste",
      "frozen",
      "froze",
      "ice",
      "icy",
    ])
  )
    return true;
  // Marks of incomplete combustion on or around a gas appliance: "the wall above the boiler has gone brown".
  // A mark is read where it is told: a screen, mould or a water mark beside the colour is no combustion mark, one
  // elsewhere in the message ("the hot water for the urn") does not undo it; "the water heater" names the appliance.
  const notMark = (i: number) =>
    span(list, i, 3, 4).some(
      (v, k, near3) =>
        hasExactWord([v], NOT_MARKS) && !(v === "water" && hasWord([near3[k + 1] ?? ""], GAS_APPLIANCE_WORDS)),
    );
  const applianceNamed = hasWord(list, [...GAS_APPLIANCE_WORDS, ...BOILER_MAKES]);
  if (
    list.some(
      (w, i) =>
        hasWord([w], MARK_COLOUR) &&
        !notMark(i) &&
        span(list, i, 10, 11)
          // "mine's a Baxi ... a scorch line along the top of the casing": the casing is the appliance's.
          .some(
            (v) =>
              hasWord([v], [...GAS_APPLIANCE_WORDS, ...BOILER_MAKES, ...MARK_APPLIANCES_MORE]) ||
              (v === "casing" && applianceNamed),
          ),
    ) &&
    (hasWord(list, MARK_SURFACE) || hasExactPhrase(list, MARK_SURFACE_MORE)) &&
    !hasAnyPhrase(list, ["black mould", "black mold"])
  )
    return true;
  // Fumes with a cause of their own right beside them ("the paint fumes", "fumes from the varnish") are not the
  // appliance's; fumes only feared of the white plume outside ("the neighbour says that's fumes") are the plume.
  if (plumeFumesOnlyFeared(list)) return false;
  return list.some(
    (w, i) => hasWord([w], FUMES) && !hasExactWord(span(list, i, 6, 5), [...FUMES_OWN_CAUSE, ...FUMES_OWN_CAUSE_MORE]),
  );
}

/**
 * Every fume word only believed or asked of something seen ("the neighbour says that's fumes", "is that fumes?",
 * "she's convinced it's fumes"): a name put on it, not fumes smelt or felt.
 */
export const fumesOnlyFeared = (list: readonly string[]) =>
  list.every((w, i) => !hasWord([w], FUMES) || hasExactPhrase(span(list, i, PLUME_SEEN.window, 0), PLUME_SEEN.feared));

/**
 * A white plume, steam or vapour from the flue or pipe outside, told with no dark smoke, soot or anything inside and
 * with fumes (if named) only feared: a condensing boiler's normal plume (./hazards.ts answers it).
 */
export function plumeFumesOnlyFeared(list: readonly string[]): boolean {
  return (
    hasWord(list, PLUME) &&
    hasWord(list, PLUME_OUTLET) &&
    hasWord(list, PLUME_SEEN.white) &&
    !hasWord(list, PLUME_SEEN.notPlume) &&
    fumesOnlyFeared(list)
  );
}

/**
 * "my wife worried it might be gas, the plumber said it was the trap drying out and once he ran the tap it went": gas
 * only feared, the smell's own cause found by someone and named (not denied), and the smell gone. A smell still
 * there, or a cause ruled out, stays a gas escape.
 */
function smellExplainedAndGone(list: string[]): boolean {
  const feared = list.every((w, i) => !hasExactWord([w], GAS) || span(list, i, 3).some((v) => GAS_FEARED.includes(v)));
  return feared && hasAnyPhrase(list, SMELL_EXPLAINED) && hasAnyPhrase(list, SMELL_GONE) && ownCauses(list)[0] !== "-";
}

/**
 * "the gas engineer's been and found no gas leak, it turned out the sink trap had dried out": a visit that ruled the
 * leak out and named the smell's cause, with nothing said to be back. Read before negations are taken out.
 */
function leakRuledOut(read: readonly string[]): boolean {
  return (
    hasAnyPhrase(read, VISITORS) &&
    ((hasAnyPhrase(read, LEAK_RULED_OUT) &&
      (hasAnyPhrase(read, SMELL_EXPLAINED) || hasExactPhrase(read, SMELL_GONE_NOW))) ||
      // "the gas man came for a smell, it was the drains": the cause found by whoever came.
      (hasExactPhrase(read, OWN_CAUSE_FOUND) && ownCauseNamed(read))) &&
    !hasWord(read, ["still", "again", "back"])
  );
}

/**
 * The cooking words that tell no cooking blanked: in the likeness ("reeks like boiled cabbage") or denied ("nobody's
 * cooked anything").
 */
function withoutCookingTold(list: readonly string[]): string[] {
  return list.map((w, i) =>
    hasExactWord([w], COOKING) &&
    (hasExactWord(span(list, i, 2), LIKENED) || hasExactWord(span(list, i, 3), COOKING_DENIED))
      ? "_"
      : w,
  );
}

/** A smell named as smoke or burning ("a smoke smell in the house"): not the odorant of gas. */
function smokeSmell(list: string[]): boolean {
  return near(list, SMELL, [...BURNING, ...SMOKE, ...OUTDOOR_SMOKE_SOURCES], 3);
}

/**
 * A smell likened ("like", "reminds me of") to one of `sources` within ten words of the likeness: the smell beside the
 * likeness, or anywhere when the likeness tells gas let out unlit ("described it as like when you turn the hob on and
 * don't light it").
 */
function likenedTo(list: readonly string[], sources: readonly string[]): boolean {
  return list.some((w, i) => {
    if (!hasExactWord([w], LIKENED)) return false;
    const likeness = list.slice(i + 1, i + 11);
    if (!likeness.some((v) => hasWord([v], sources))) return false;
    return (
      span(list, i, 4, 5).some((v) => hasWord([v], SMELL)) ||
      (hasWord(list, SMELL) && hasWord(likeness, ["light*", "lit", "catch*", "ignit*"]))
    );
  });
}

/** "gas" only ever naming a service or a trade ("a gas safety check", "the gas engineer"). */
function gasOnlyNamesThings(list: readonly string[]): boolean {
  return list.every(
    (w, i) =>
      !hasWord([w], GAS) ||
      hasWord([list[i + 1] ?? ""], GAS_NAMES) ||
      // "the only gas now is the combi and the fire": what uses the supply, listed.
      (hasExactWord(span(list, i, 2, 3), ["only", "just"]) &&
        hasWord(list.slice(i + 1, i + 6), [...APPLIANCE, ...FLUED_APPLIANCES])),
  );
}

/** A word not denied just before ("no loud alarm", "not a loud noise"). */
function undenied(list: readonly string[], i: number): boolean {
  return !span(list, i, 2).some((v) => hasExactWord([v], NEGATORS));
}

/**
 * A CO alarm said to be quiet or fine ("our CO alarm is silent and shows its green light", "both alarms are fine and
 * tested"), with no sound told in the same clause: its words (and the "CO" before it) blanked, it names no hazard.
 */
function withoutQuietAlarms(list: string[]): string[] {
  const out = [...list];
  list.forEach((w, i) => {
    // "the CO one was silent": the alarm named by "one" after CO.
    if (!hasWord([w], ALARM) && !(w === "one" && hasWord([list[i - 1] ?? ""], [...CO, "monoxide"]))) return;
    const clause: string[] = [];
    for (const v of list.slice(i + 1, i + 13)) {
      if (hasWord([v], SCOPE_BREAKS)) break;
      clause.push(v);
    }
    const quiet = clause.findIndex((v) => hasExactWord([v], ALARM_QUIET));
    if (quiet < 0) return;
    // A sound told of it after the quiet, before another alarm is named ("was quiet all day, now it's screaming"; not
    // "quiet, the smoke alarm is going off"): sounding now.
    const after = clause.slice(quiet + 1);
    const another = after.findIndex((v) => hasWord([v], ALARM));
    const told = [...clause.slice(0, quiet + 1), ...(another < 0 ? after : after.slice(0, another))];
    if (hasWord(told, [...ALARM_ACTIVITY, ...ALARM_CONTINUOUS, "going", "went", "goes", "off"])) return;
    out[i] = "_";
    for (let k = i - 1; k >= Math.max(0, i - 3) && hasWord([list[k]!], [...CO, "carbon"]); k--) out[k] = "_";
  });
  return out;
}

/** "gas" only ever in an appliance's name ("I have a gas boiler"), never as what is smelt. */
function gasOnlyNamesAppliances(list: string[]): boolean {
  return list.every((w, i) => !hasWord([w], GAS) || hasWord([list[i + 1] ?? ""], APPLIANCE));
}

/**
 * Classify one message, read whole. A hazard told as past and resolved is not one now: a sentence telling a hazard at
 * a time long ago (`LONG_AGO`: "back in the nineties"), or at a past time (`PAST`, `RECENT_PAST`, `DISTANT_PAST`: "on
 * tues", "last winter") in a message that says it was dealt with (`ENDED`, `DEALT_WITH`), with nothing said to be
 * back or now in it. The message without those sentences decides, and a hazard only in the story gets the
 * conditional line. A hazard said to be back, or anything told as now, is never taken out.
 */
export function classifySafety(said: string): SafetyVerdict {
  const message = withEmojiWords(said);
  const whole = classifyRead(message);
  if (!whole.danger && !whole.symptoms) return whole;
  const cleared = allClearGoverns(message, whole);
  if (cleared) return cleared;
  if (!whole.danger) return whole;
  // "Who do I ring for a gas leak? Not that I've got one": the leak only asked about, nothing smelt.
  const all = words(message);
  if (
    whole.danger === "gas" &&
    !whole.symptoms &&
    hasExactPhrase(all, LEAK_DENIED_AFTER) &&
    !hasWord(all, [...SMELL, ...GASSY, ...EGGS, ...SULPHUR, "hiss*"])
  )
    return { symptoms: false, note: true };
  const sentences = message.split(CLAUSE_BREAK);
  // Cues combine where they are told: in a long message, a hazard that no two neighbouring sentences tell (a smell in
  // one story, "gas" in a list of appliances three sentences on) is assembled from far-apart words: the conditional
  // line, not the evacuation.
  const told = trimmedClauses(sentences);
  if (
    told.length >= LOCAL_CUES.sentences &&
    !whole.symptoms &&
    told.every((_, at) => {
      const read = classifySafety(told.slice(at, at + LOCAL_CUES.window).join(" "));
      return !read.danger && !read.symptoms;
    })
  )
    return { symptoms: false, note: true };
  // Said to be back, read clause by clause: "she was fine in the end but it's stuck with me ever since" tells no
  // hazard back, "and now I can smell it again" does.
  const back = sentences
    .flatMap((t) => t.split(/,\s+/))
    .some((t) => {
      const w = words(t);
      if (!hasExactPhrase(w, RECURS) && !hasExactPhrase(w, SMELL_BACK)) return false;
      // "the alarm has been silent ever since": the story's end, not the hazard back.
      if (hasExactPhrase(w, STORY_ENDED)) return false;
      if (hasWord(w, [...SMELL, ...ALARM, ...SOOT, ...STAIN, ...FLAME])) return true;
      const read = classifyRead(t);
      return Boolean(read.danger || read.symptoms);
    });
  if (back) return whole;
  // Told, not asked ("is it ok now?" resolves nothing), and told of the hazard: at or after its sentence ("the boiler
  // has been fine, but this morning there was a smell" resolves nothing).
  const resolvedFrom = (at: number) => {
    // Each clause with its closing mark: one closed by "?" asks ("all good now?"), it tells nothing.
    const told = (
      sentences
        .slice(at)
        .join(" ")
        .match(/[^.!?;,]+[.!?;,]*/g) ?? []
    ).filter((c) => !c.includes("?"));
    const clauses = told.map(words);
    const hazardAt = clauses.findIndex(
      (c) => hasWord(c, [...SMELL, ...GAS, ...ALARM]) || mentionsCarbonMonoxide(c) || classifyRead(c.join(" ")).danger,
    );
    return (
      clauses.slice(Math.max(0, hazardAt)).some(
        (c) =>
          !hasExactWord(c.slice(0, 1), QUESTION_HEAD) &&
          !hasExactWord(c.slice(0, 2), ["is", "are"]) &&
          // "but we're all fine at work": well away from home is carbon monoxide's own pattern, not the end.
          !reliefOutside(c) &&
          (hasExactPhrase(c, ENDED) || hasExactPhrase(c, DEALT_WITH) || hasExactPhrase(c, STORY_ENDED)),
      ) || madeSafeByVisit(clauses.slice(Math.max(0, hazardAt)).flat())
    );
  };
  // "now" told as the resolution ("all good now") is no hazard now.
  const toldNow = (w: readonly string[]) =>
    hasAnyPhrase(w, PRESENT_NOW) ||
    hasAnyPhrase(w, ONGOING) ||
    w.some(
      (v, i) =>
        v === "now" &&
        !NOW_RESOLVED.includes(w[i - 1] ?? "") &&
        // "I'm paranoid about it now": the worry dated now, not the hazard.
        !hasExactPhrase(span(w, i, 4), FEELING_NOW) &&
        // "all fixed, now I just need a service": a request, not the hazard now.
        !exactPhraseStartsAt(w, i + 1, NOW_REQUEST),
    );
  // Exactly: "an hour ago" is not "a year ago", "turned out" is not "returned".
  // The story's sentence tells the hazard itself (a service "ten months ago" tells none).
  const story = (t: string, at: number) => {
    const w = words(t);
    const read = classifyRead(t);
    if (!read.danger && !read.symptoms) return false;
    // Another home in the past ("at our old house"), unless what is told after "now" is a hazard here.
    if (
      hasExactPhrase(w, OTHER_HOME_PAST) &&
      !w.some((v, i) => v === "now" && classifyRead(w.slice(i).join(" ")).danger)
    )
      return true;
    if (toldNow(w)) return false;
    // "a smell like the old coal gas, like when I was a girl": a likeness to long ago, the smell now.
    const likenedToPast = w.some(
      (v, i) =>
        hasExactWord([v], [...LIKENED, "of"]) &&
        LONG_AGO.some((p) => exactPhraseAt(w.slice(i + 1, i + 8), p) >= 0 && exactPhraseAt(w.slice(i + 1), p) <= 1),
    );
    if (likenedToPast) return false;
    if (hasAnyPhrase(w, LONG_AGO)) return true;
    // "my friend got CO poisoning last year", "my neighbour's CO alarm went off last night": someone else's, in the
    // past, with no home of ours in it.
    if (
      hasExactWord(w, OTHER_PERSON_PAST.who) &&
      !hasExactWord(w, OTHER_PERSON_PAST.here) &&
      (hasExactPhrase(w, DISTANT_PAST) || hasExactPhrase(w, PAST) || hasAnyPhrase(w, RECENT_PAST))
    )
      return true;
    // "back in 2019": a year told.
    const yearTold = w.some((v, i) => /^(19|20)\d\d$/.test(v) && IN_A_YEAR.includes(w[i - 1] ?? ""));
    return (
      resolvedFrom(at) &&
      (yearTold ||
        hasExactPhrase(w, DISTANT_PAST) ||
        hasExactPhrase(w, PAST) ||
        hasAnyPhrase(w, RECENT_PAST) ||
        hasExactPhrase(w, STORY_PAST))
    );
  };
  // Each sentence read once: whether it is a story decides both the test and what is left.
  const stories = sentences.map(story);
  if (!stories.includes(true)) return whole;
  const now = classifyRead(sentences.filter((_, at) => !stories[at]).join(" "));
  return now.danger || now.symptoms ? whole : { symptoms: false, note: true };
}

/**
 * An explicit all-clear governs the hazard words it covers (`ALL_CLEAR`): the scare said to be over or never ours
 * ("false alarm!! it was eggs in the bin", "smoky smell from the bonfire, nothing to do with you") covers what is told
 * before it and in its own sentence, and the next sentence where that only tells the cause; nobody said to be unwell
 * ("she's absolutely fine, no symptoms") covers symptoms and an alarm only mentioned, never a smell of gas or an alarm
 * sounding. What is told after the all-clear is read again on its own: a hazard there ("but now the smell is back")
 * stands. Covered, the reply is the conditional line with the answer to the rest of the message.
 */
function allClearGoverns(message: string, whole: SafetyVerdict): SafetyVerdict | undefined {
  const sentences = trimmedClauses(message.split(CLAUSE_BREAK));
  const said = sentences.map(words);
  const at = (kind: readonly string[]) => said.findLastIndex((w) => hasExactPhrase(w, kind));
  const story = at(ALL_CLEAR.story);
  const elsewhere = at(ALL_CLEAR.elsewhere);
  const people = at(ALL_CLEAR.people);
  if (story < 0 && elsewhere < 0 && people < 0) return undefined;
  const quiet = (v: SafetyVerdict) => !v.danger && !v.symptoms;
  const cleared: SafetyVerdict = { symptoms: false, note: true };
  // What its sentence tells after the all-clear, and the sentences from `from` on.
  const after = (at: number, kind: readonly string[], from: number) => {
    const w = said[at]!;
    let end = -1;
    for (const p of kind)
      for (let i = exactPhraseAt(w, p); i >= 0; i = exactPhraseAt(w, p, i + 1))
        end = Math.max(end, i + p.split(" ").length);
    return [w.slice(end).join(" "), ...sentences.slice(from)].join(" ");
  };
  const upTo = (at: number) => words(sentences.slice(0, at + 1).join(" "));
  if (story >= 0) {
    // "false alarm!! it was literally a box of eggs gone off": the cause told in the next sentence is covered too,
    // unless it tells the hazard back or now.
    const next = said[story + 1];
    const causeOnly =
      next !== undefined && !hasExactPhrase(next, [...RECURS, ...SMELL_BACK]) && !hasAnyPhrase(next, PRESENT_NOW);
    if (quiet(classifyRead(after(story, ALL_CLEAR.story, story + (causeOnly ? 2 : 1))))) return cleared;
  }
  // "smoky smell from the neighbour's bonfire, nothing to do with you": a smell said of gas is never covered.
  if (elsewhere >= 0) {
    const before = upTo(elsewhere);
    const gasSmelt = near(before, GAS, SMELL, 4) || hasWord(before, [...GASSY, ...EGGS, ...SULPHUR]);
    if (
      !gasSmelt &&
      !alarmSounding(before) &&
      quiet(classifyRead(after(elsewhere, ALL_CLEAR.elsewhere, elsewhere + 1)))
    )
      return cleared;
  }
  // "she's absolutely fine, no symptoms": carbon monoxide only mentioned (an old alarm); never a symptom told (fine
  // now after feeling ill is a pointer to it), a sign seen, a smell or a sound.
  if (people >= 0 && whole.danger === "carbon-monoxide" && !whole.symptoms) {
    const before = upTo(people);
    if (
      alarmSounding(before) ||
      applianceSigns(before) ||
      describesSymptoms(before) ||
      hasWord(before, [...SMELL, ...SOOT, ...STAIN, ...FLAME])
    )
      return undefined;
    if (quiet(classifyRead(after(people, ALL_CLEAR.people, people + 1)))) return cleared;
  }
  return undefined;
}

/**
 * The safety net (`SAFETY_NET`): a gas pipe, the meter or a flue with damage told within a few words ("the gas pipe to
 * the fire is bent and hanging loose", "the pipe from the meter is cracked"), or a vent or air brick covered in a
 * message naming a gas appliance ("cardboard over the air brick by the gas fire"). No hazard told, but one possible.
 */
function gasPartAnomaly(list: readonly string[]): boolean {
  const gasPipe = list.some(
    (w, i) => hasExactWord([w], SAFETY_NET.pipes) && hasExactWord(span(list, i, 4, 4), SAFETY_NET.gas),
  );
  if (gasPipe && nearExactly(list, SAFETY_NET.pipes, SAFETY_NET.damaged, 8)) return true;
  const vent = hasWord(list, SAFETY_NET.vents) || hasAnyPhrase(list, [SAFETY_NET.airBrick]);
  return (
    vent &&
    hasAnyPhrase(list, SAFETY_NET.appliances) &&
    (nearThenExactly(list, SAFETY_NET.vents, SAFETY_NET.covered, 6) ||
      nearThenExactly(list, ["air", "brick*"], SAFETY_NET.covered, 6))
  );
}

/**
 * Symptoms where a fuel-burning appliance runs (`SYMPTOMS_WHERE_IT_BURNS`): the appliance told on through the evening
 * or night ("the gas fire on all night"), or the symptoms told on waking ("wakes with a banging head"). The guessed
 * everyday cause ("probably the wine") does not explain them away.
 */
function symptomsWhereItBurns(list: readonly string[]): boolean {
  const { appliances, on, waking, rooms } = SYMPTOMS_WHERE_IT_BURNS;
  const at = list.flatMap((_, i) => (phraseAt(list.slice(i, i + 3), appliances) === 0 ? [i] : []));
  // Told on near the appliance ("the gas fire on all night"), or in the room slept in, with the symptoms on waking.
  return at.some(
    (i) =>
      hasAnyPhrase(span(list, i, 8, 9), on) || (hasExactPhrase(list, waking) && hasWord(span(list, i, 8, 9), rooms)),
  );
}

/**
 * A smell put down to a harmless cause of the visitor's own, told as fact (`SMELL_PUT_DOWN_TO`: "stinks of eggs but it's
 * the bin", "smells like gas when the roast is on, it's the sprouts"): no guess or belief before it, nothing doubted
 * after it ("but it's still there"), and no hiss, meter running or alarm sounding. The conditional line.
 */
function smellPutDownTo(list: readonly string[]): boolean {
  const { by, causes, window, hedges } = SMELL_PUT_DOWN_TO;
  if (hasWord(list, ["hiss*"]) || meterRunning(list) || alarmSounding([...list])) return false;
  return by.some((p) => {
    const at = exactPhraseAt(list, p);
    if (at < 0) return false;
    const after = list.slice(at + p.split(" ").length, at + p.split(" ").length + window);
    return (
      (hasExactWord(after, OWN_CAUSE_SMELL) || hasExactWord(after, causes)) &&
      !hasExactWord(span(list, at, 4), hedges) &&
      !hasExactWord(list.slice(at), ["still", "but"])
    );
  });
}

/**
 * Word i a symptom denied: illness said not to be there ("nobody unwell", `ILLNESS_DENIED`), or a symptom the
 * visitor denies outright (`SYMPTOM_DENIED`: "I do not have a headache", "no dizziness").
 */
function symptomDenied(all: readonly string[], i: number): boolean {
  if (ILLNESS_DENIED.states.includes(all[i]!) && span(all, i, 3).some((v) => ILLNESS_DENIED.deniers.includes(v)))
    return true;
  if (!hasWord([all[i]!], SYMPTOM_WORDS)) return false;
  let k = i - 1;
  while (k >= 0 && k >= i - 3 && SYMPTOM_DENIED.joining.includes(all[k]!)) k--;
  return k >= 0 && SYMPTOM_DENIED.deniers.includes(all[k]!);
}

/** Symptoms that ease away from home: "better wen i go out for a smoke", "fine once I'm out at work". */
function reliefOutside(list: readonly string[]): boolean {
  return list.some(
    (w, i) => hasExactWord([w], RELIEF_OUTSIDE.eases) && hasExactWord(list.slice(i + 1, i + 7), RELIEF_OUTSIDE.away),
  );
}

/** Where a symptom word stands: the symptom lists, "sick", "ill" or "poorly", and head pain told in other words. */
const symptomPlaces = (list: readonly string[]) =>
  list.flatMap((w, i) =>
    hasWord([w], SYMPTOM_WORDS) || ["sick", "ill", "poorly"].includes(w) || hasExactWord([w], HEAD_PAIN.pain)
      ? [i]
      : [],
  );

/** Every symptom told with an everyday cause right after it, in one person ("a headache from the kids screaming"). */
function symptomsGivenOwnCause(list: readonly string[]): boolean {
  const at = symptomPlaces(list);
  if (at.length === 0) return false;
  return at.every((p) => {
    if (hasExactWord(span(list, p, 5), SYMPTOM_CAUSE_GIVEN.several)) return false;
    const told = list.slice(p + 1, p + 10);
    // The cause right after the symptom, with no appliance told before it ("sick, he keeps the gas fire on ... because").
    // ... or guessed ("probably the stress of moving", "must be the early start", "I blame the kids"), only where no
    // appliance, gas or heating is told anywhere (then it is carbon monoxide whatever cause is guessed).
    const guessed =
      !hasWord(list, [...SYMPTOM_CAUSE_GIVEN.notOwn, "heating", "radiator*", "rads"]) &&
      hasExactWord(told.slice(0, 6), SYMPTOM_CAUSE_GUESSED);
    const because = told
      .slice(0, 6)
      .findIndex((w) =>
        hasExactWord(
          [w],
          guessed ? [...SYMPTOM_CAUSE_GIVEN.because, ...SYMPTOM_CAUSE_GUESSED] : SYMPTOM_CAUSE_GIVEN.because,
        ),
      );
    if (because >= 0 && hasWord(told.slice(0, because), SYMPTOM_CAUSE_GIVEN.notOwn)) return false;
    const vet = SYMPTOM_CAUSE_GIVEN.told.map((t) => exactPhraseAt(told, t)).filter((k) => k >= 0);
    const from = because >= 0 ? because : vet.length ? Math.min(...vet) + 1 : -1;
    return from >= 0 && !hasWord(told.slice(from + 1, from + 8), SYMPTOM_CAUSE_GIVEN.notOwn);
  });
}

/**
 * An everyday illness told as had, as fact (`ILLNESS_HAD`): "got a stinking cold", "poorly with the flu", "I have
 * cold, is ok". Not likened or guessed ("feels like flu", "flu-like", "thought I had flu"), and "cold" only as the
 * illness ("a cold", "have cold"), never a cold thing ("got cold radiators", "the house got cold").
 */
function illnessHad(w: readonly string[]): boolean {
  const { had, names, likened, coldIllness, coldThing } = ILLNESS_HAD;
  return w.some((v, i) => {
    const name = names.find((n) => exactPhraseStartsAt(w, i, [n]));
    if (!name) return false;
    const after = span(w, i + name.split(" ").length, 0, 2);
    if (hasExactWord(span(w, i, 4), likened) || hasExactWord(after, likened)) return false;
    if (!span(w, i, 3).some((b) => had.includes(b))) return false;
    if (v !== "cold") return true;
    if (hasWord(after.slice(0, 1), coldThing)) return false;
    return coldIllness.includes(w[i - 1] ?? "") || ["have", "has", "caught"].includes(w[i - 1] ?? "");
  });
}

/**
 * Symptoms the writer has put down to a definite cause of their own (`SYMPTOM_EXPLAINED`), told as fact: what they
 * turned out to be or a doctor's finding with no appliance, fuel or illness carbon monoxide is taken for after it
 * ("turned out to be a migraine", "the GP diagnosed vertigo"), or a night's drinking. Every symptom is told in or
 * before that sentence, by one person, and none is tied to the heating or to being at home.
 */
function symptomsExplained(message: string, list: readonly string[]): boolean {
  const { outcome, medics, found, hedges, drink, conditions, tie, allHowLong } = SYMPTOM_EXPLAINED;
  // Several people ill ("we're all dizzy"), never "all week".
  const several = list.some(
    (w, i) =>
      hasExactWord([w], SYMPTOM_CAUSE_GIVEN.several) &&
      !(w === "all" && allHowLong.includes(list[i + 1] ?? "")) &&
      // "temperature and all, so ...": tagged on, not everyone.
      !(w === "all" && list[i - 1] === "and" && (i === list.length - 1 || AND_ALL_TAG.includes(list[i + 1]!))),
  );
  const told = sentencesOf(message);
  const total = told.reduce((n, t) => n + t.words.length, 0);
  if (total !== list.length || hasExactPhrase(list, tie) || several) return false;
  const explains = (w: readonly string[]) => {
    if (hasExactPhrase(w, drink) || hasExactPhrase(w, conditions)) return true;
    // An illness named, unless the writer asks about carbon monoxide too ("I've got a cold, but could it be CO?").
    if (illnessHad(w) && !mentionsCarbonMonoxide([...list])) return true;
    const at = w.findIndex(
      (v, i) =>
        exactPhraseStartsAt(w, i, outcome) || (medics.includes(v) && hasExactWord(w.slice(i + 1, i + 4), found)),
    );
    if (at < 0) return false;
    const after = w.slice(at);
    return !hasWord(after, SYMPTOM_CAUSE_GIVEN.notOwn) && !hasExactWord(after, hedges);
  };
  const explained = told.findLastIndex((t) => explains(t.words));
  if (explained < 0) return false;
  const end = told[explained]!.from + told[explained]!.words.length;
  return symptomPlaces(list).every((p) => p < end);
}

/**
 * Every symptom told right after fumes of a cause of their own ("the fumes from the new gloss paint are giving me a
 * headache", "the varnish smell is making me dizzy").
 */
function fumesGaveSymptoms(list: readonly string[]): boolean {
  if (!hasWord(list, [...FUMES, ...SMELL])) return false;
  const at = symptomPlaces(list);
  return (
    at.length > 0 && at.every((p) => hasExactWord(span(list, p, 10), [...FUMES_OWN_CAUSE, ...FUMES_OWN_CAUSE_MORE]))
  );
}

/** "can a faulty boiler cause headaches even if the alarm isn't going off?": symptoms asked in general, nobody's own. */
function symptomsAskedInGeneral(list: readonly string[]): boolean {
  return (
    hasExactWord(list.slice(0, 1), SYMPTOMS_ASKED.head) &&
    hasExactWord(list.slice(0, 8), SYMPTOMS_ASKED.cause) &&
    !hasExactPhrase(list, SYMPTOMS_ASKED.own)
  );
}

/** "could woodsmoke set off my CO alarm?", "would it go off for toast too?", "is a smoke alarm the same as a CO alarm?" */
function alarmAskedHypothetically(list: readonly string[], read: readonly string[]): boolean {
  if (!hasWord(list, ALARM) && !mentionsCarbonMonoxide([...list])) return false;
  // The CO alarm told as sounding ("the CO alarm went off, could it be the toast?"): not a hypothesis.
  // Only a smoke or fire alarm told as sounding ("burnt the toast and the smoke alarm went off") may be beside it.
  // Read before the negations' scope: "for no reason? ours is going off now" is sounding.
  const sounding = read.some(
    (_, i) =>
      ALARM_HYPOTHETICAL.sounding.some((p) => exactPhraseAt(read.slice(i, i + 3), p) === 0) &&
      !hasExactWord(span(read, i, 6), ["smoke", "fire", "toast"]),
  );
  if (sounding) return false;
  const asked = list.some(
    (w, i) =>
      hasWord([w], ALARM_HYPOTHETICAL.trigger) &&
      // "set off my CO alarm", "set my carbon monoxide detector off".
      (w !== "set" && w !== "go" ? true : list.slice(i + 1, i + 7).includes("off")) &&
      hasExactWord(span(list, i, 6), ALARM_HYPOTHETICAL.modal),
  );
  return asked || (hasExactPhrase(list, ALARM_HYPOTHETICAL.same) && hasWord(list, ALARM));
}

/** A pilot (or "the little blue flame") told as going out again and again, with nothing else wrong. */
function pilotGoingOutAgain(list: readonly string[]): boolean {
  const flame = list.flatMap((w, i) =>
    hasWord([w], PILOT) || PILOT_RECURRING.flame.some((f) => exactPhraseAt(list.slice(i, i + 3), f) === 0) ? [i] : [],
  );
  return flame.some((i) => {
    const after = list.slice(i, i + 16);
    return hasExactPhrase(after, PILOT_RECURRING.out) && hasExactWord(after, PILOT_RECURRING.again);
  });
}

/** A hob's flame told blue, with a yellow or orange tip only now and then, and not told gone that colour. */
function flameTipOnly(list: readonly string[]): boolean {
  if (!hasWord(list, FLAME_TIP_ONLY.hob) || !hasWord(list, FLAME_TIP_ONLY.colour)) return false;
  // "orange flames when the pan boils over", "yellow after salty water spills": the spill burning off.
  if (hasExactPhrase(list, FLAME_FROM_SPILL.spill) && !hasExactPhrase(list, FLAME_FROM_SPILL.always)) return true;
  return (
    hasAnyPhrase(list, FLAME_TIP_ONLY.blue) &&
    hasExactPhrase(list, FLAME_TIP_ONLY.now) &&
    !hasExactPhrase(list, FLAME_TIP_ONLY.gone)
  );
}

/** A flue boxed in or hidden in a void ("boxed in above the ceiling, no hatches", "behind plasterboard in the loft"). */
function flueHidden(list: readonly string[]): boolean {
  // "the flue has no inspection hatches", "no access panels for the flue": a flue that cannot be inspected is hidden.
  const accessMissing = list.some(
    (_, i) =>
      hasAnyPhrase(list.slice(i, i + 2), FLUE_HIDDEN.access) && hasExactWord(span(list, i, 3), FLUE_ACCESS_MISSING),
  );
  if (accessMissing && near(list, ["flue*", "flu"], ["hatch*", "panel*"], 10)) return true;
  if (
    near(list, ["flue*", "flu"], FLUE_HIDDEN.hidden, 10) &&
    (hasAnyPhrase(list, FLUE_HIDDEN.access) ||
      hasWord(list, ["boxed", "concealed", "void*", "plasterboard*", "bulkhead*"]))
  )
    return true;
  // The flue told as the boiler's pipe ("boxed the boiler pipe into the ceiling, no hatch"): hidden, with the way in
  // to inspect it asked about or missing (pipes boxed in for looks, with no hatch named, are the pipework).
  const boilerPipe = list.some(
    (w, i) => hasWord([w], ["pipe*"]) && span(list, i, 6, 9).some((v) => hasWord([v], FLUE_AS_PIPE.pipeOf)),
  );
  return (
    boilerPipe &&
    near(list, ["pipe*"], [...FLUE_HIDDEN.hidden, ...FLUE_AS_PIPE.hidden], 12) &&
    (hasAnyPhrase(list, FLUE_HIDDEN.access) || hasExactWord(list, ["inspect*"]))
  );
}

/** "the flue blows into the shed", "points at the window": not onto open air ("blows steam onto my fence"). */
function flueBlowsIn(list: readonly string[]): boolean {
  const told =
    /\bflue\w* (?:\w+ )?(?:blow|blows|blowing|points|pointing) (?:\w+ )?(?:into|at|onto|in)\b((?: \w+){0,3})/.exec(
      list.join(" "),
    );
  return Boolean(told) && !hasWord((told![1] ?? "").trim().split(" "), FLUE_ONTO_OUTDOORS);
}

/** Smoke told coming back into the room from a fire, stove or chimney, not blown in from a fire outside. */
function smokeIntoRoom(list: readonly string[]): boolean {
  return (
    near(list, SMOKE_INTO_ROOM.smoke, SMOKE_INTO_ROOM.fire, 8) &&
    list.some(
      (w, i) =>
        hasExactWord([w], SMOKE_INTO_ROOM.smoke) &&
        // "the smoke alarm in the room": the alarm, not smoke.
        !hasWord([list[i + 1] ?? ""], ALARM) &&
        hasAnyPhrase(span(list, i, 6, 8), SMOKE_INTO_ROOM.into),
    ) &&
    !hasAnyPhrase(list, SMOKE_INTO_ROOM.elsewhere)
  );
}

/** A surface gone brown or black dust, with a flued appliance in the message and no water leak told by the stain. */
function discoloured(list: readonly string[]): boolean {
  if (!hasWord(list, [...FLUED_APPLIANCES, "fire"]) && !hasAnyPhrase(list, ["gas fire*"])) return false;
  if (near(list, DISCOLOURED.colour, WATER_STAIN_CAUSE, 8)) return false;
  const dust = list.some(
    (w, i) => hasExactWord([w], DISCOLOURED.dustColour) && hasExactWord([list[i + 1] ?? ""], DISCOLOURED.dust),
  );
  const gone = list.some(
    (w, i) =>
      hasExactWord([w], DISCOLOURED.surface) &&
      list
        .slice(i + 1, i + 8)
        .some(
          (v, k, after) =>
            hasExactWord([v], DISCOLOURED.change) && hasExactWord(after.slice(k + 1, k + 5), DISCOLOURED.colour),
        ),
  );
  return dust || gone;
}

/**
 * "the only gas leak in this house is the dog": the words from "only" to the person or pet blanked, a joke about wind
 * names no gas. Read exactly, in one clause: "only" and a gas word within four words, then "is" and the being.
 */
function withoutWindJokes(list: readonly string[]): string[] {
  const out = [...list];
  list.forEach((w, i) => {
    if (!WIND_JOKE.only.includes(w)) return;
    const gas = list.slice(i + 1, i + 5).findIndex((v) => hasExactWord([v], GAS));
    if (gas < 0) return;
    const after = i + 2 + gas;
    const is = list.slice(after, after + 8).findIndex((v) => WIND_JOKE.is.includes(v));
    if (is < 0) return;
    const from = after + is + 1;
    const being = list.slice(from, from + 3).findIndex((v) => WIND_JOKE.beings.includes(v));
    if (being >= 0) out.fill("_", i, from + being + 1);
  });
  return out;
}

function classifyRead(message: string): SafetyVerdict {
  // Real words one typo from "smell" are not a smell ("small copper pipe", "a spell").
  const read = withoutFigures(
    withoutWindJokes(words(message)).map((w, i, all) =>
      NOT_SMELL.has(w) ||
      NOT_SYMPTOM.has(w) ||
      (w === "sick" && sickIdiom(all, i)) ||
      illAway(all, i) ||
      symptomDenied(all, i) ||
      symptomFigure(all, i)
        ? "_"
        : // "the flu pipe": the flue, spelt as it sounds (never the illness before a pipe or terminal).
          w === "flu" && FLUE_PARTS.includes(all[i + 1] ?? "")
          ? "flue"
          : // "I wouldn't say it smells of gas": a judgement denied, read as "not".
            NEGATION_JUDGED.verb.includes(w) && NEGATION_JUDGED.next.includes(all[i + 1] ?? "")
            ? "not"
            : // "a right hum in the kitchen, like eggs": a slang noun of smell, with its likeness after it.
              (SMELL_SLANG.nouns.includes(w) && all.slice(i + 1, i + 4).some((v) => SMELL_SLANG.then.includes(v))) ||
                ([...SMELL_SLANG.nouns, ...SMELL_SLANG.noisy].includes(w) &&
                  all.slice(i + 1, i + 9).some((v) => SMELL_SLANG.eggy.includes(v)))
              ? "smell"
              : // "the whole downstairs honks of gas": a slang verb of smell.
                SMELL_SLANG_OF.includes(w) && all[i + 1] === "of"
                ? "smells"
                : // "a guess smell coming off it": gas as dictation mishears it, where gas stands.
                  GAS_MISHEARD.words.includes(w) &&
                    ((GAS_MISHEARD.before.includes(all[i + 1] ?? "") &&
                      !GAS_MISHEARD.subjects.includes(all[i - 1] ?? "")) ||
                      (GAS_MISHEARD.after.includes(all[i - 1] ?? "") && hasWord([all[i - 2] ?? ""], SMELL)))
                  ? "gas"
                  : w,
    ),
  );
  const heard = withoutQuietAlarms(inScopeBySentence(message, read));
  const list = withoutSilentAlarms(heard);
  // The alarm said to be silent or its light gone off: a CO mention about the alarm, not a worry.
  const silenced = list.some((w, i) => w !== heard[i]);
  const symptoms = describesSymptoms(list) && !asksWhatTheSignsAre(list) && !symptomsAskedInGeneral(list);
  const weakOnly = (v: SafetyVerdict): SafetyVerdict =>
    // A smell at work, a hazard already made safe: a conditional line, not the evacuation.
    v.danger &&
    !symptoms &&
    (smellElsewhere(list) ||
      (hasAnyPhrase(list, RESOLVED) &&
        hasAnyPhrase(list, PAST) &&
        !hasAnyPhrase(list, ONGOING) &&
        // "made it safe last week but the smell is back", "the smell is there tonight": back or told as now.
        !list.some(
          (_, i) =>
            ([...SMELL_NOW, ...SMELL_BACK].some((p) => exactPhraseAt(list.slice(i, i + 4), p) === 0) ||
              hasAnyPhrase(list.slice(i, i + 1), PRESENT_NOW)) &&
            hasWord(span(list, i, 5, 6), [...SMELL, ...GAS, ...ALARM, ...SOOT, ...STAIN]),
        )) ||
      smellExplainedAndGone(list) ||
      leakRuledOut(read) ||
      (v.danger === "gas" &&
        (leakOnlyBelieved(read, list) ||
          gasOrOwnCause(list) ||
          gasFearedOwnCause(list) ||
          smellPutDownTo(list) ||
          smellOnGasWorker(list))))
      ? { symptoms: false, note: true }
      : v;
  // A smell told only as what brought the emergency service or an engineer, who capped the appliance: the advice.
  // ... not a smell told after the visit, other than as its reason ("came and isolated the cooker, now there's a gas
  // smell in the hall"; not "came out to check the smell").
  const visitAt = list.findIndex((_, i) => exactPhraseStartsAt(list, i, SMELL_ATTENDED));
  const smellSinceVisit =
    visitAt >= 0 &&
    list.some(
      (w, i) =>
        i > visitAt &&
        hasWord([w], SMELL) &&
        !["smelt", "smelled"].includes(w) &&
        !hasExactWord(span(list, i, 4), SMELL_VISIT_REASON) &&
        // "smell's gone", "no smell now": the smell told over.
        !hasAnyPhrase(span(list, i, 1, 4), [...SMELL_GONE_NOW, ...SMELL_GONE]),
    );
  const smellOnlyBefore =
    (hasAnyPhrase(list, SMELL_ATTENDED) || hasWord(list, ["smelt", "smelled"])) &&
    !hasAnyPhrase(list, SMELL_NOW) &&
    !smellSinceVisit;
  // "the wind blew the cap off the boiler chimney": the flue's cap displaced, no engineer's capping.
  const capDisplaced = near(list, FLUE_CAP, CAP_DISPLACED, 4);
  const notice =
    !capDisplaced &&
    hasAnyPhrase(
      list.map((w, i) => (hasAnyPhrase(span(list, i, 1, 3), NOT_A_NOTICE, 0) ? "_" : w)),
      [...WARNING_NOTICE, ...WARNING_NOTICE_MORE, ...NOTICE_REPAIR.capped],
    );
  if (
    (notice || noticeQuotedOrClassed(read, message) || madeSafeByService(list)) &&
    // The notice's reason a flue that cannot be inspected: the hatches' answer, which says not to use it.
    flueHidden(list) &&
    !symptoms &&
    !alarmSounding(list)
  )
    return { symptoms: false, note: false, advice: "flue-hatches" };
  if (
    (notice || noticeQuotedOrClassed(read, message) || madeSafeByService(list)) &&
    !symptoms &&
    !hasWord(list, ["alarm*"]) &&
    (!hasWord(list, ["smel*"]) || smellOnlyBefore)
  )
    return { symptoms: false, note: false, advice: "warning-notice" };
  if (firstUseSmell(list) && !symptoms)
    return firstUseSmellOver(message)
      ? { symptoms: false, note: true }
      : { symptoms: false, note: false, advice: "first-use-smell" };
  if (lightingWhiff(list) && !symptoms) return { symptoms: false, note: false, advice: "lighting-whiff" };
  // "what does carbon monoxide smell like", "does CO have a smell like gas does": its smell asked, none sensed.
  if (
    mentionsCarbonMonoxide(list) &&
    hasWord(list.slice(0, 2), QUESTION_HEAD) &&
    hasAnyPhrase(list, CO_SMELL_ASKED) &&
    !hasAnyPhrase(list, ["i can smell", "we can smell", "i smell", "we smell", "smells of", "stinks"]) &&
    !symptoms &&
    !alarmSounding(list)
  )
    return { symptoms: false, note: true };
  // "is it true CO has no smell?", "is carbon monoxide odourless?": whether it can be smelt, asked, nothing sensed.
  if (
    mentionsCarbonMonoxide(read) &&
    hasAnyPhrase(read, CO_SMELL_MYTH) &&
    (message.includes("?") || hasWord(list.slice(0, 2), QUESTION_HEAD) || hasAnyPhrase(list, TRUE_ASKED)) &&
    !hasAnyPhrase(list, ["i can smell", "we can smell", "i smell", "we smell", "smells of", "stinks"]) &&
    !symptoms &&
    !alarmSounding(list) &&
    !applianceSigns(list)
  )
    return { symptoms: false, note: true };
  // "what does a gas leak smell like?", "how does gas smell?": its smell asked, none sensed; "does gas have a smell
  // added?", "is it true they add a smell to gas?": asked with no one's own home in it.
  const yesNoAsked =
    hasExactWord(list.slice(0, 1), SMELL_ASKED.yesNo) &&
    message.trim().endsWith("?") &&
    !hasExactWord(list, SMELL_ASKED.own);
  if (
    ((hasExactWord(list.slice(0, 2), SMELL_ASKED.head) && hasExactWord(list.slice(0, 4), SMELL_ASKED.verb)) ||
      yesNoAsked) &&
    hasWord(list.slice(0, 8), SMELL) &&
    !hasAnyPhrase(list, SMELL_ASKED.claims, 0) &&
    !symptoms &&
    !alarmSounding(list) &&
    !applianceSigns(list)
  )
    return { symptoms: false, note: true };
  // "what's the difference between a gas leak and carbon monoxide": a question about the hazards, not one now.
  if (asksAboutHazards(list) && !symptoms && !alarmSounding(list)) return { symptoms: false, note: true };
  // "what does it smell like and what do I do if I smell it? Nothing now, I only want to know": asked, none now.
  if (
    hasExactPhrase(read, NOTHING_NOW) &&
    hasExactPhrase(read, NOTHING_NOW_ASKED) &&
    read.some((_, i) => opensCondition(read, i)) &&
    message.includes("?") &&
    !symptoms &&
    !alarmSounding(list) &&
    !applianceSigns(list)
  )
    return { symptoms: false, note: true };
  // Gas said not to be it ("it's not gas, don't panic"): a negation took a gas word out.
  const gasDenied = read.some((w, i) => hasExactWord([w], GAS) && list[i] === "_");
  if (gasSmell(list, gasDenied)) return weakOnly({ danger: "gas", symptoms, note: false });
  // The chirp told as over ("a new battery fixed it and it's been fine since"): the message's question is answered,
  // with the conditional line, not the advice for a chirp now.
  if (batteryChirp(list) && !symptoms)
    return hasExactPhrase(list, ENDED)
      ? { symptoms: false, note: true }
      : { symptoms: false, note: false, chirp: true, advice: "alarm-chirp" };
  // "our living flame fire has yellow tips": how a decorative fire is made to burn, with nothing else told.
  if (
    hasAnyPhrase(list, DECORATIVE_FIRE.fire) &&
    (hasAnyPhrase(list, DECORATIVE_FIRE.tips) ||
      list.some(
        (w, i) => hasWord([w], YELLOW_OF_FLAME.yellow) && hasWord(span(list, i, 5, 6), YELLOW_OF_FLAME.flame),
      )) &&
    // Read exactly: "burned" is not "turned".
    !hasExactWord(affirmed(list), DECORATIVE_FIRE.change) &&
    !hasWord(affirmed(list), [...SOOT, ...STAIN]) &&
    !symptoms &&
    !alarmSounding(list)
  )
    return { symptoms: false, note: false, advice: "decorative-flame" };
  // "the hob flame has a yellow tip now and then, mostly blue": a flicker, with no other sign: the flame-colour advice.
  if (
    flameTipOnly(list) &&
    !hasWord(list, [...SOOT, ...STAIN, ...SMELL, ...FUMES]) &&
    !symptoms &&
    !alarmSounding(list)
  )
    return { symptoms: false, note: false, advice: "flame-colour" };
  // "what colour should a gas flame be?", "is a gas flame meant to be blue or orange": asked, no one's own flame.
  // "its burning proper" is the flame asked about; an own flame ("my hob's flame, should it be orange?") is a sign.
  if (
    hasWord(list, FLAME) &&
    hasAnyPhrase(list, FLAME_COLOUR_ASKED.asked) &&
    !hasExactWord(
      list.filter((w, i) => !(["its", "it"].includes(w) && hasWord([list[i + 1] ?? ""], ["burn*"]))),
      FLAME_COLOUR_ASKED.own,
    ) &&
    !hasWord(list, [...SOOT, ...STAIN, ...SMELL, ...FUMES]) &&
    !list.some(
      (w, i) => hasExactWord([w], FLAME_COLOUR_WRONG) && hasExactWord(span(list, i, 2), FLAME_COLOUR_ASKED.told),
    ) &&
    !symptoms &&
    !alarmSounding(list)
  )
    return { symptoms: false, note: false, advice: "flame-colour" };
  // "the bathroom where the combi lives smells like car exhaust": fumes by their likeness ("exhaust" is blanked in
  // `read` as one letter from the symptom "exhausted", so the likeness is read on the words as written).
  const asWritten = inScope(words(message));
  const exhaustSmell =
    likenedTo(asWritten, LIKENED_EXHAUST) ||
    // "a smell of exhaust in the bathroom", "like a car running in the hallway".
    (hasWord(asWritten, SMELL) &&
      (nearExactly(asWritten, SMELL, EXHAUST_SMELT.exhaust, 3) || hasExactPhrase(asWritten, EXHAUST_SMELT.engine)));
  // "I had a headache this morning but that was the wine": a symptom given a cause of its own, with no other sign of a
  // hazard, gets the conditional line, not the steps.
  // ... unless it eases away from home ("better when I go out for a smoke"): the sign of carbon monoxide, whatever
  // cause is guessed.
  const relief = symptoms && reliefOutside(list);
  // "a banging headache from the kids screaming", "the vet says she ate chocolates": an everyday cause given in the
  // same breath, with nothing else told, gets the conditional line.
  if (
    symptoms &&
    !relief &&
    (hasExactWord(list, SYMPTOM_OWN_CAUSE) ||
      symptomsGivenOwnCause(list) ||
      fumesGaveSymptoms(list) ||
      symptomsExplained(message, list)) &&
    !symptomsWhereItBurns(list) &&
    !alarmSounding(list) &&
    !applianceSigns(list) &&
    !exhaustSmell
  )
    return { symptoms: false, note: true };
  // "pressed the test button and it went off loud", "can you get CO poisoning without the alarm going off?": the test
  // working, or a question in general, with nothing sensed.
  if (
    !symptoms &&
    !applianceSigns(list) &&
    !exhaustSmell &&
    (alarmTestOnly(list) ||
      (hasWord(list, ALARM) && hasExactPhrase(list, ALARM_READS_ZERO) && !hasWord(list, ["beep*", "sound*"])) ||
      // "do CO alarms go off for cigarette smoke?": alarms in general, asked, nobody's own.
      (hasExactWord(list.slice(0, 1), ALARMS_ASKED_IN_GENERAL.head) &&
        hasExactWord(list.slice(0, 5), ALARMS_ASKED_IN_GENERAL.plural) &&
        !hasExactWord(list, ALARMS_ASKED_IN_GENERAL.own)) ||
      alarmAskedHypothetically(list, read) ||
      (mentionsCarbonMonoxide(list) &&
        (hasAnyPhrase(list.slice(0, 6), CO_ASKED_IN_GENERAL, 0) ||
          hasAnyPhrase(list.slice(0, 6), CO_ASKED_OF_APPLIANCES, 0)) &&
        !hasWord(list, [...SMELL, ...SOOT])))
  )
    return { symptoms: false, note: true };
  if (alarmSounding(list) || symptoms || applianceSigns(list) || exhaustSmell) {
    const chirp =
      hasWord(list, ALARM) &&
      (hasWord(list, ["chirp*", "batter*", "tweet*"]) ||
        hasAnyPhrase(list, [
          "every minute",
          "once a minute",
          "every few minutes",
          "every 30 seconds",
          "single beep",
          "one beep",
        ]));
    return weakOnly({ danger: "carbon-monoxide", symptoms, note: false, ...(chirp ? { chirp } : {}) });
  }
  // A pilot that keeps going out, relit again and again: a thermocouple or a flue to be checked, with the line.
  if (pilotGoingOutAgain(list)) return { symptoms: false, note: false, advice: "pilot-going-out" };
  // A flue boxed in or hidden in a void: the inspection hatches, with the line.
  if (flueHidden(list)) return { symptoms: false, note: false, advice: "flue-hatches" };
  // Smoke coming back into the room from a fire or stove, nobody unwell and no alarm: stop using it, the sweep, an alarm.
  if (smokeIntoRoom(list)) return { symptoms: false, note: false, advice: "smoke-spillage" };
  // "can I put the gas oven on with the door open for heat?": no, with the conditional line.
  if (hasExactWord(list, COOKER_FOR_HEAT.cooker) && hasExactPhrase(list, COOKER_FOR_HEAT.heat))
    return { symptoms: false, note: false, advice: "cooker-for-heat" };
  if (asksWhatTheSignsAre(list)) return { symptoms: false, note: true };
  const co = mentionsCarbonMonoxide(list);
  if (co) {
    // Worry words read exactly where a typo would make another word ("detector" is not "detected"),
    // and "how high" asks where, not about a high reading.
    // ... and near the mention: "I don't think anyone uses it" twenty words away is not a worry about CO.
    const mentions = list.flatMap((w, i) => (hasWord([w], ["monoxid*", "monixide", "monoxcide", "co"]) ? [i] : []));
    const worry = list.some(
      (w, i) =>
        (mentions.length === 0 || mentions.some((m) => Math.abs(m - i) <= 8)) &&
        (w === "detected" ||
          hasWord(
            [w],
            WORRY.filter((k) => k !== "detected"),
          )) &&
        !(w === "high" && (list[i - 1] === "how" || NOT_WORRY_AFTER_HIGH.includes(list[i + 1] ?? ""))) &&
        // "the rules on CO alarms now": the rule of the present, asked; nothing sensed now.
        !(w === "now" && hasWord(list, RULES_ASKED)) &&
        // "the present regulations", "the present owner": "present" as current, not carbon monoxide present.
        !(w === "present" && PRESENT_AS_CURRENT.includes(list[i - 1] ?? "")) &&
        // "the CO reading was normal": a reading said to be fine.
        !(
          hasWord([w], ["reading*"]) &&
          list.slice(i + 1, i + 4).some((v) => READING_FINE.includes(v) || READING_FINE_MORE.includes(v))
        ) &&
        // "now and then": how often, not a worry now; "now the baby's here": a conjunction.
        !(w === "now" && (list[i + 1] === "and" || NOW_CONJUNCTION.includes(list[i + 1] ?? ""))) &&
        !(w !== "detected" && hasWord([w], ["detector*"])),
    );
    // CO named only as what we are asked to fit, sell or test ("sorted now, do you sell CO detectors?"), with nothing
    // sounding, seen or felt: a question about a service, the conditional line.
    // "a carbon monoxide test for peace of mind": the service named, unless a test is told to have found it.
    const askedOfUs =
      mentions.length > 0 &&
      mentions.every(
        (m) =>
          hasExactWord(span(list, m, 3), CO_ASKED_OF_US) ||
          hasExactWord(list.slice(m + 1, m + 2), CO_SERVICE_NAMED.after) ||
          // A CO alarm to get ("is it worth getting a carbon monoxide one too?").
          (hasExactWord(span(list, m, 5), CO_ALARM_TO_GET) &&
            (hasWord(list.slice(m + 1, m + 2), ALARM) || list[m + 1] === "one")),
      ) &&
      !hasExactWord(list, CO_SERVICE_NAMED.found);
    // ... or only as a topic read or heard about ("reading about carbon monoxide in the newspaper").
    const readAbout =
      mentions.length > 0 &&
      mentions.every((m) => {
        const before = span(list, m, 4);
        return before.includes("about") && hasExactWord(span(list, m, 8), CO_READ_ABOUT);
      });
    // "pressed the button to test it and the alarm still won't stop": sounding on, not a service asked.
    // ... but the smoke or fire alarm told as the one sounding ("the smoke alarm keeps going") is not the CO alarm.
    const otherAlarmSounds = list.some(
      (w, i) => hasWord([w], ALARM) && hasExactWord([list[i - 1] ?? ""], NOT_CO_ALARM),
    );
    const soundsOn =
      !otherAlarmSounds &&
      hasWord(list, ALARM) &&
      hasExactPhrase(
        list,
        ALARM_TEST_RESTARTS.filter((p) => p.includes(" ")),
      );
    // The alarm's own age or state told ("it's eight years old", "in a drawer with no battery"): about the alarm.
    const alarmKit = hasWord(list, ALARM) && hasExactPhrase(list, CO_ALARM_KIT_STATE);
    const aboutService =
      !soundsOn &&
      // The rules or the law asked ("what's the rule on CO detectors in a rented flat?"): a question, not a worry.
      // ... or what it is ("why does carbon monoxide have no smell?", "what makes it?").
      (((hasWord(list, SERVICE_WORDS) ||
        silenced ||
        hasExactWord(list, RULES_ASKED) ||
        (hasExactWord(read, CO_NATURE_ASKED.asked) && hasExactPhrase(read, CO_NATURE_ASKED.property))) &&
        !worry) ||
        askedOfUs ||
        readAbout ||
        alarmKit);
    return aboutService
      ? { symptoms: false, note: true }
      : weakOnly({ danger: "carbon-monoxide", symptoms: false, note: false });
  }
  const gasWorry =
    hasWord(list, GAS) &&
    hasAnyPhrase(list, ["gas safe*", "gas safety", "gas appliance*", "gas cooker*", "gas fire*", "gas hob*"]);
  // "how do I know if my boiler is leaking carbon monoxide", "what do I do if I smell gas": a question, with the note.
  const supposed =
    read.some((_, i) => opensCondition(read, i)) &&
    (mentionsCarbonMonoxide(read) || hasWord(read, [...GAS, ...SMELL])) &&
    list.includes("_");
  return {
    symptoms: false,
    note:
      supposed ||
      // "can a gas fire give you headaches?": symptoms asked in general.
      (describesSymptoms(list) && symptomsAskedInGeneral(list)) ||
      ventCovered(list) ||
      weakCue(list) ||
      // "the front ring clicks but won't light": a gas appliance that won't light, with nothing told of gas let out.
      unlitApplianceTold(list) ||
      unregisteredWorkAt(message) >= 0 ||
      (hasAnyPhrase(list, UNFINISHED_GAS_WORK) && hasWord(list, [...GAS, ...GAS_APPLIANCE_WORDS])) ||
      gasPartAnomaly(list) ||
      (gasWorry && hasWord(list, ["danger*", "unsafe", "safe", "leak*", "alarm*"])),
  };
}

/**
 * After an engineer's warning notice or capping (one of the `earlier` turns), using the appliance anyway asked ("can I
 * just use it tonight?"): the notice's advice is the answer again.
 */
export function askedToUseAnyway(message: string, earlier: readonly string[]): boolean {
  const said = words(message);
  return (
    earlier.slice(-2).some((t) => classifySafety(t).advice === "warning-notice") &&
    (hasExactPhrase(said, USE_ANYWAY) || hasAnyPhrase(said, SAFE_TO_KEEP_USING))
  );
}

/**
 * Gas work by someone not Gas Safe registered, told ("my brother-in-law isn't Gas Safe but he moved our boiler"): where
 * it is told, or -1. Read on the words as written, the negation kept. No hazard now, but the conditional line.
 */
export function unregisteredWorkAt(message: string): number {
  const said = words(message);
  return hasAnyPhrase(said, UNREGISTERED_WORK.work) ? phraseAt(said, UNREGISTERED_WORK.who) : -1;
}

/**
 * A hazard asked about in the turn before, then said to be here ("what does a gas leak smell like?", "that's what I've
 * got in my kitchen right now"): the danger asked about, or none.
 */
export function askedHazardHere(message: string, earlier: readonly string[]): Danger | undefined {
  const before = earlier.at(-1);
  if (!before || !hasAnyPhrase(words(message), ASKED_IS_HERE)) return undefined;
  const asked = words(before);
  if (classifySafety(before).danger) return undefined;
  if (mentionsCarbonMonoxide(asked)) return "carbon-monoxide";
  return hasWord(asked, [...GAS, ...SMELL]) ? "gas" : undefined;
}

/**
 * "What's the little white box with a green light by my boiler?", then "well it's screaming now": the device read as
 * the alarm it most likely is, so its sound is read as an alarm's (a loud repeated one, or a chirp's rhythm).
 */
export function withAlarmForIt(message: string, earlier: readonly string[]): string {
  const before = words(earlier.at(-1) ?? "");
  const said = words(message);
  const device =
    hasExactWord(before, UNNAMED_DEVICE.thing) && hasExactWord(before, UNNAMED_DEVICE.where) && !hasWord(before, ALARM);
  // "what do I do if the CO alarm goes off?", then "it's going off now!": "it" is the CO alarm asked about.
  const coAlarm =
    hasWord(before, ALARM) &&
    mentionsCarbonMonoxide(before) &&
    hasExactWord(said.slice(0, 3), ["it", "its", "itll", "thats", "now"]);
  if (!hasWord(said, ALARM) && hasAnyPhrase(said, UNNAMED_DEVICE.sounds)) {
    if (device) return `the alarm: ${message}`;
    if (coAlarm) return `the carbon monoxide alarm: ${message}`;
  }
  return message;
}

/**
 * Whether a message tells anything of a hazard itself: a smell, gas, an alarm, a flame, soot, fumes, a hiss or beeps,
 * the flue, carbon monoxide or a symptom. A message with none cannot complete a hazard begun in earlier turns.
 */
export function mentionsHazard(message: string): boolean {
  const list = words(message);
  return (
    hasWord(list, [
      ...SMELL,
      ...GAS,
      ...GASSY,
      ...EGGS,
      ...SULPHUR,
      ...ALARM,
      ...SOOT,
      ...FLAME,
      ...FUMES,
      ...SYMPTOM_WORDS,
      ...STAIN,
      "hiss*",
      "beep*",
      "flue*",
    ]) ||
    // "that's what I've got in the kitchen now": pointing back at the start, at what was asked before.
    hasExactWord(list.slice(0, 3), ["it", "its", "that", "thats", "this", "same"]) ||
    mentionsCarbonMonoxide(list) ||
    describesSymptoms(list) ||
    hasAnyPhrase(list, SYMPTOM_PHRASES)
  );
}

/**
 * "I can smell it now" after a turn that named gas: the pronoun read as the gas named before ("smell it" is "smell gas").
 */
export function withGasForIt(message: string, earlier: readonly string[]): string {
  if (!earlier.some((t) => hasExactWord(words(t), GAS))) return message;
  return message.replace(/\b(smell|smells|smelling|smelt|smelled|whiff of)\s+(it|that)\b/gi, "$1 gas");
}

/**
 * "How do I read my gas meter?", then "everything's off but the numbers are still creeping round": the reading told
 * is the meter's, named in an earlier turn ("the numbers" is "the meter numbers").
 */
export function withMeterForIt(message: string, earlier: readonly string[]): string {
  if (!earlier.some((t) => hasWord(words(t), ["meter*"])) || hasWord(words(message), ["meter*"])) return message;
  const parts = new RegExp(`\\b(${METER_READING_PARTS.join("|")})\\b`, "i");
  return message.replace(parts, "meter $1");
}

/**
 * A hazard said to be only supposed ("sorry, I mean IF one day I smell it. Now there is no smell"): no hazard now, a
 * hazard word out of scope by a condition or a negation, and words that say it was only asked about.
 */
export function supposedOnly(message: string): boolean {
  if (classifySafety(message).danger) return false;
  const list = words(message);
  const scoped = inScope(list);
  const outOfScope = list.some((w, i) => hasWord([w], [...SMELL, ...GAS, ...ALARM]) && scoped[i] === "_");
  return outOfScope && hasAnyPhrase(list, SUPPOSED_ONLY) && !hasWord(scoped, [...SMELL, ...GAS]);
}

/**
 * `inScope` clause by clause: a negation ends with its sentence or clause ("it never lit. The kitchen smells funny",
 * "it didn't catch, it's hissing away").
 */
function inScopeBySentence(message: string, read: readonly string[]): string[] {
  const lengths = message.split(/(?<=[.!?;,])\s+|\n+/).map((t) => words(t).length);
  if (lengths.reduce((a, b) => a + b, 0) !== read.length) return inScope(read);
  let at = 0;
  const parts = lengths.map((n) => inScope(read.slice(at, (at += n))));
  // A list of hazards denied together across commas ("nobody's reported smells, alarms, sooty marks"): a short item
  // right after a denial that reached the end of its clause is denied too.
  for (let k = 1; k < parts.length; k++) {
    const before = parts[k - 1]!;
    const item = parts[k]!;
    if (before.at(-1) !== "_" || item.length > 3 || hasWord(item, SCOPE_BREAKS)) continue;
    parts[k] = item.map((w) => (hasWord([w], DENIED_LIST_ITEM) ? "_" : w));
  }
  return parts.flat();
}

/** The words with what a negator just before denies left out ("no marks, nothing's changed": neither is told). */
function affirmed(list: readonly string[]): string[] {
  return list.map((w, i) =>
    span(list, i, 2).some((v) => ALARM_SILENT.deniers.includes(v) || v === "nothings") ? "_" : w,
  );
}

/**
 * An alarm's sound denied ("the CO alarm is NOT going off", "isn't beeping or anything"), its light gone off ("the
 * green light on my CO alarm has gone off"), or its test sounding as it should: those words blanked, no sound told.
 */
function withoutSilentAlarms(list: string[]): string[] {
  if (!hasWord(list, ALARM) && !mentionsCarbonMonoxide(list)) return list;
  const out = [...list];
  const sound = (w: string) => hasWord([w], [...ALARM_ACTIVITY, "going", "gone", "went", "goes", "go", "off"]);
  list.forEach((w, i) => {
    if (!ALARM_SILENT.deniers.includes(w)) return;
    for (let k = i + 1; k <= Math.min(list.length - 1, i + 4); k++) {
      if (hasWord([list[k]!], ALARM_SILENT.stopping) || hasWord([list[k]!], SCOPE_BREAKS)) break;
      if (sound(list[k]!)) out[k] = "_";
    }
  });
  list.forEach((w, i) => {
    if (w !== "off" || !hasWord([list[i - 1] ?? ""], ["going", "gone", "went", "goes", "go"])) return;
    const before = list.slice(Math.max(0, i - 8), i - 1);
    const light = before.findLastIndex((v) => hasExactWord([v], ALARM_SILENT.light));
    const alarm = before.findLastIndex((v) => hasWord([v], ALARM));
    // "the green light on my CO alarm has gone off": the light is what went off (the alarm named after it, or not at all).
    if (light >= 0 && (alarm < 0 || before.slice(light).some((v) => v === "on" || v === "of")))
      out[i] = out[i - 1] = "_";
  });
  // "flashing green every minute", "flashes a green light now and then": the standby light, not a sound.
  if (!hasWord(list, ["beep*", "bleep*", "sound*", "nois*", "screech*", "alarming", "chirp*"]))
    list.forEach((w, i) => {
      if (hasWord([w], ["flash*", "blink*"]) && span(list, i, 2, 4).includes("green")) out[i] = "_";
    });
  const tested =
    hasExactWord(list, ALARM_SILENT.tested) &&
    hasAnyPhrase(list, ALARM_SILENT.asItShould) &&
    // A test is meant to be loud: only an alarm going on, again or still is more than the test.
    !hasWord(list, [...ALARM_CONTINUOUS.filter((w) => w !== "loud"), "again", "keeps", "still"]);
  return tested ? out.map((w) => (hasWord([w], ALARM_ACTIVITY) ? "_" : w)) : out;
}

/** The smell told of a workplace or school ("it always smells of gas at the factory"), not of someone being there. */
function smellElsewhere(list: readonly string[]): boolean {
  // "I always smell of gas when I get home, I work at the gas works": a word may stand between.
  if (
    hasAnyPhrase(list, SMELL_ON_PERSON.on, 1) &&
    hasExactWord(list, [...SMELL_ON_PERSON.work, ...SMELL_ON_PERSON_WORK_MORE]) &&
    // ... and no smell told in a room as well ("the kitchen smells of gas too").
    !list.some((w, i) => hasWord([w], SMELL) && hasExactWord(span(list, i, 3), SMELL_PLACE))
  )
    return true;
  if (hasExactPhrase(list, ELSEWHERE_PASSED)) return true;
  // "the kids' school had a gas leak today", "work had a CO alarm go off": somewhere else that had it.
  if (
    list.some(
      (_, i) =>
        ELSEWHERE_HAD.some((p) => exactPhraseAt(list.slice(i, i + 3), p) === 0) &&
        list.slice(i, i + 10).some((v) => hasWord([v], [...SMELL, ...GAS, ...ALARM, ...CO, "leak*"])),
    ) &&
    !hasExactPhrase(list, HAZARD_AT_HOME_TOO)
  )
    return true;
  return ELSEWHERE.some((phrase) => {
    for (let i = exactPhraseAt(list, phrase); i >= 0; i = exactPhraseAt(list, phrase, i + 1))
      if (
        // "mam is at work", "I'm at the office": where a person is, not the smell.
        !PERSON_AWAY.includes(list[i - 1] ?? "") &&
        ![...PERSON_AWAY_KIN, ...PERSON_AWAY_KIN_POSSESSIVE].includes(list[i - 1] ?? "") &&
        list.slice(Math.max(0, i - 6), i + phrase.split(" ").length + 6).some((v) => hasWord([v], [...SMELL, ...GAS]))
      )
        return true;
    return false;
  });
}

/**
 * "Dad's got it into his head the boiler is leaking gas ... there's no smell at all, the alarm is quiet": a leak only
 * believed by someone, a smell denied and none told, nothing else sensed.
 */
function leakOnlyBelieved(read: readonly string[], list: readonly string[]): boolean {
  if (smellOnlyBelieved(read, list)) return true;
  const leak = read.findIndex((_, i) => LEAK_OF_GAS.some((p) => exactPhraseAt(read.slice(i, i + 5), p) === 0));
  if (leak < 0 || !hasAnyPhrase(span(read, leak, 12, 1), GAS_BELIEVED)) return false;
  const smellDenied = read.some((w, i) => hasWord([w], SMELL) && list[i] === "_");
  return smellDenied && !hasWord(list, [...SMELL, ...GASSY, ...EGGS, ...SULPHUR, "hiss*"]);
}

/**
 * "Mum thinks she can smell gas (she smells things that aren't there); I've checked and there's nothing": every smell
 * told is someone's belief, and the visitor checked and found none.
 */
function smellOnlyBelieved(read: readonly string[], list: readonly string[]): boolean {
  const smells = list.flatMap((w, i) => (hasWord([w], SMELL) ? [i] : []));
  const believed = (i: number) => hasAnyPhrase(span(list, i, 5), GAS_BELIEVED) || list[i + 1] === "things";
  return (
    smells.length > 0 &&
    smells.every(believed) &&
    hasAnyPhrase(read, CHECKED_NOTHING.checked) &&
    hasAnyPhrase(read, CHECKED_NOTHING.nothing) &&
    !hasWord(list, [...GASSY, ...EGGS, ...SULPHUR, "hiss*"])
  );
}

/**
 * "musty smell by the boiler, gas?? or just damp", "could it be gas or the drains?": gas asked as the other reading of a
 * smell told with a cause of its own, and nothing likened to gas.
 */
function gasOrOwnCause(list: readonly string[]): boolean {
  const asked = list.some(
    (w, i) =>
      hasExactWord([w], GAS) &&
      ((list.slice(i + 1, i + 3).includes("or") && hasExactWord(list.slice(i + 2, i + 8), OWN_CAUSE_SMELL)) ||
        (span(list, i, 2).includes("or") && hasExactWord(list.slice(Math.max(0, i - 7), i - 1), OWN_CAUSE_SMELL))),
  );
  return (
    asked &&
    !hasWord(list, [...GASSY, ...EGGS, ...SULPHUR, ...GAS_LIKE_SMELL, "hiss*"]) &&
    !hasAnyPhrase(list, LEAK_OF_GAS) &&
    !list.some((w, i) => hasExactWord([w], GAS) && hasWord(list.slice(i + 1, i + 2), SMELL))
  );
}

/**
 * "What's the difference between a gas leak and CO?", "what is a gas leak", "how would I know if there was a gas
 * leak": a definition or the signs asked, nothing smelt or seen.
 */
function asksAboutHazards(list: string[]): boolean {
  const asks = list.findIndex((w) => hasWord([w], ["what", "whats", "how", "explain"])) <= 1;
  const nothingSensed = !hasWord(list, [...SMELL, ...SOOT, ...FLAME]);
  return (
    asks &&
    nothingSensed &&
    ((hasAnyPhrase(list, DEFINITION_QUESTION, 0) && !hasWord(list, ["i", "we", "my", "our"])) ||
      hasAnyPhrase(list, HOW_TO_TELL, 0))
  );
}

/** "What are the symptoms of carbon monoxide?": information, answered with the signs and a note. */
function asksWhatTheSignsAre(list: string[]): boolean {
  if (!mentionsCarbonMonoxide(list)) return false;
  const signs =
    hasAnyPhrase(
      list,
      ["what are the", "what r the", "whats the", "what is the", "signs of", "symptoms of", "tell me the"],
      1,
    ) && hasWord(list, ["sign*", "symptom*", "syptom*", "simptom*"]);
  // "can carbon monoxide make you tired", "how do i know if my boiler is leaking carbon monoxide": a question
  // about what it does or how to tell, with nobody saying they feel it now.
  const general =
    (hasAnyPhrase(
      list,
      ["can carbon monoxide", "can co", "does carbon monoxide", "does co", "what does carbon monoxide"],
      1,
    ) ||
      hasAnyPhrase(
        list,
        ["how do i know if", "how would i know", "how can i tell", "how to tell if", "how do you know if"],
        1,
      )) &&
    !hasAnyPhrase(
      list,
      [
        "i feel",
        "im feeling",
        "i am feeling",
        "we feel",
        "we all",
        "ive got",
        "weve got",
        "keeps going off",
        "going off",
      ],
      1,
    );
  return signs || general;
}

/**
 * The words with what is negated or supposed taken out: "no smell of gas", "not a gas leak", "I can't
 * smell gas" (a negator, then within four words the hazard, before "but"), and "if I smell gas" (a
 * condition). Symptoms and "not blue" are never taken out.
 */
export function inScope(list: readonly string[], conditions = true): string[] {
  const out = [...list];
  for (let i = 0; i < list.length; i++) {
    const negator = hasWord([list[i]!], NEGATORS);
    const opener = conditions ? conditionOpener(list, i) : 0;
    const condition = opener > 0;
    if (!negator && !condition) continue;
    // A condition takes out a hazard ("if I smell gas", "if the alarm goes off"), not a mention of gas
    // ("if I fail the gas safety check").
    // In a run of denials ("no smell no alarm nothing"), an alarm denied too.
    const run = i > 0 && out[i - 1] === "_";
    const targets = condition
      ? [...CONDITION_TARGETS, ...CONDITION_TARGETS_MORE]
      : run
        ? [...NEGATED, "alarm*", "beep*", "detector*"]
        : NEGATED;
    let end = -1;
    const from = i + Math.max(1, opener);
    // Up to three words on, the words it reaches over ("never been any trouble with") not counted.
    for (let k = from, counted = 0; k < list.length && counted <= 3; k++) {
      if (hasWord([list[k]!], SCOPE_BREAKS) || NEGATION_ENDS.includes(list[k]!)) break;
      if (hasWord([list[k]!], targets)) end = k;
      if (!NEGATION_FILLER.includes(list[k]!) && !(condition && CONDITION_FILLER.includes(list[k]!))) counted++;
    }
    if (end < 0) continue;
    // The rest of the phrase: "no gas smell", "not a gas leak", "if the co alarm goes off".
    let stop = end;
    while (
      stop + 1 < list.length &&
      stop < end + 3 &&
      !hasWord([list[stop + 1]!], SCOPE_BREAKS) &&
      !NEGATION_ENDS.includes(list[stop + 1]!)
    ) {
      // ... and a list of hazards denied together ("haven't reported smells, alarms, sooty marks").
      if (
        hasWord(
          [list[stop + 1]!],
          [
            ...NEGATED,
            ...NEGATED_WITH,
            ...SOOT,
            ...STAIN,
            ...FUMES,
            "alarm*",
            "of",
            "or",
            "anything",
            "nothing",
            "goes",
          ],
        )
      )
        stop++;
      else break;
    }
    // "there's no CO alarm in his flat": no alarm fitted, not a hazard denied; intents still read it.
    // ... the alarm right after what is denied ("no CO alarm"), not a later one ("no soot and the alarm has ...").
    const phrase = list.slice(i, stop + 2);
    // ... unless in a run of denials ("no smell no alarm nothing just the noise").
    if (
      !condition &&
      !run &&
      hasWord(phrase, ["alarm*", "detector*"]) &&
      !hasWord(phrase, [...ALARM_ACTIVITY, "going", "gone", "goes", "went", "off", "sounding", "smel*"])
    )
      continue;
    for (let k = i; k <= stop; k++) out[k] = "_";
  }
  return out;
}

/**
 * Whether a condition opens at word i: "if", "supposing", "in case", "in the event of", "say I smelt gas", or the
 * word order of "should one ever smell gas" / "were the alarm ever to go off".
 */
function opensCondition(list: readonly string[], i: number): boolean {
  return conditionOpener(list, i) > 0;
}

/** How many words the condition's opener at word i takes (0: none there). */
function conditionOpener(list: readonly string[], i: number): number {
  const w = list[i]!;
  // "if I'm honest", "if you ask me": a figure of speech, no condition.
  if (hasWord([w], CONDITIONAL)) return exactPhraseStartsAt(list, i + 1, CONDITION_IDIOM) ? 0 : 1;
  const pair = `${w} ${list[i + 1] ?? ""}`;
  if (pair === "in the") return list[i + 2] === "event" ? 3 : 0;
  if (CONDITIONAL_PAIRS.includes(pair)) return 2;
  return CONDITIONAL_INVERTED.includes(w) && list.slice(i + 1, i + 5).includes("ever") ? 1 : 0;
}

/**
 * A single chirp now and then, with the battery named or its rhythm told ("a little beep every minute or so",
 * "chirping every 30 seconds"): the low-battery or end-of-life warning, as alarm makers describe it.
 */
function batteryChirp(list: readonly string[]): boolean {
  if (!hasWord(list, ALARM) && !mentionsCarbonMonoxide([...list])) return false;
  if (
    hasAnyPhrase(list, ALARM_END_SHOWN) &&
    !list.some((w, i) => hasWord([w], ALARM_CONTINUOUS) && undenied(list, i)) &&
    !hasAnyPhrase(list, ALARM_OFF, 1)
  )
    return true;
  const rhythm =
    hasAnyPhrase(list, CHIRP.rhythm) ||
    /\bevery (?:\d+|thirty|forty|fifty|sixty) (?:seconds?|secs?|minutes?|mins?)\b/.test(list.join(" "));
  const chirp = hasWord(list, CHIRP.words) || hasAnyPhrase(list, CHIRP.phrases);
  // A beep with the rhythm of a chirp is one ("it beeps once every minute").
  const chirping = chirp || (rhythm && hasWord(list, ["beep*"]));
  return (
    chirping &&
    (hasWord(list, ["batter*"]) || rhythm || hasAnyPhrase(list, CHIRP.phrases)) &&
    !list.some((w, i) => hasWord([w], ALARM_CONTINUOUS) && undenied(list, i)) &&
    !hasAnyPhrase(list, ALARM_OFF, 1)
  );
}

/** Dust or paint burning off the first time the heating runs, or a new boiler or radiator's first runs. */
function firstUseSmell(list: readonly string[]): boolean {
  // Without what it smells of, only the season's first runs ("when you first put the heating on"), not "first time".
  const likened = hasWord(list, [...ODD, ...GAS_LIKE_SMELL, ...ROTTEN]);
  return (
    hasWord(list, SMELL) &&
    ((hasAnyPhrase(list, FIRST_USE) && hasWord(list, BURN_OFF)) || (hasAnyPhrase(list, HEATING_SEASON) && !likened)) &&
    !hasWord(list, [...GAS, ...GASSY, ...EGGS, ...SULPHUR, "electric*", "plastic*", "rubber*", "wiring", "smoke*"]) &&
    // "a smell of nail varnish in the bedroom, can you fit a new boiler": a smell with its own cause, not a first run.
    !ownCauses(list).some((c) => c !== "-" && !["paint", "painted", "cooking"].includes(c))
  );
}

/**
 * "there was a dusty smell when the heating first came on, it's gone now. How often should it be serviced?": the
 * first-run smell told as gone, and the message's last sentence asks something else (not "is that normal").
 */
export function firstUseSmellOver(message: string): boolean {
  const list = words(message);
  if (!firstUseSmell(list) || !hasAnyPhrase(list, FIRST_USE_GONE)) return false;
  const last =
    sentencesOf(message)
      .filter((s) => s.words.length)
      .at(-1)?.words ?? [];
  return (
    !hasWord(last, [...SMELL, ...ABOUT_THE_SMELL, ...BURN_OFF]) && !hasAnyPhrase(last, ["is that", "is it", "is this"])
  );
}

/** A whiff of gas for a moment as a hob or cooker burner lights, gone once it catches. */
function lightingWhiff(list: readonly string[]): boolean {
  return (
    hasWord(list, SMELL) &&
    hasWord(list, ["light*", "lit", "ignit*", "alight", "catch*", "caught"]) &&
    (hasWord(list, ["hob", "cooker", "oven", "burner*", "ring"]) || hasAnyPhrase(list, LIGHTING_ENDS.burners)) &&
    (hasAnyPhrase(list, LIGHTING_MOMENT) ||
      hasAnyPhrase(list, LIGHTING_ENDS.brief) ||
      // "vanishes when it catches", "clears the moment it lights": the smell's end told at the lighting.
      list.some((w, i) => hasWord([w], LIGHTING_ENDS.ends) && hasWord(span(list, i, 0, 6), LIGHTING_ENDS.lit))) &&
    !hasAnyPhrase(list, ["all the time", "when its off", "when it is off", "still smell", "lingers", "wont go"]) &&
    // "a smell like the one you get when the hob doesn't catch straight away": likened, smelt elsewhere.
    !likenedTo(list, LIKENED_GAS_SOURCE) &&
    !hasAnyPhrase(list, [...UNLIT.phrases, "doesnt catch", "doesnt light", "slow to light"])
  );
}

/** Emoji read as the words they stand for ("smells like 🥚"). */
function withEmojiWords(message: string): string {
  let out = message;
  for (const [emoji, word] of Object.entries(CUE_EMOJI)) out = out.split(emoji).join(word);
  return out;
}

/**
 * Strong cues told in other words: the flue told by what it does or where it runs ("the pipe out of the roof", "the end
 * where smoke comes") found in pieces, pulled apart or stuffed; marks of combustion on or around an appliance named in
 * another word ("the furnace is making the wall black"); the gas meter running with everything off.
 */
function cueSigns(list: readonly string[]): boolean {
  const pipe = hasWord(list, ["pipe*", "flue*", "flu"]) || hasAnyPhrase(list, CUE_FLUE_DESCRIBED);
  const flueTold =
    pipe &&
    hasWord(list, [...FLUED_APPLIANCES, "flue*"]) &&
    (hasWord(list, ["flue*"]) || hasAnyPhrase(list, CUE_FLUE_DESCRIBED) || hasWord(list, FLUE_PLACE)) &&
    !hasWord(list, ["condensate", "overflow", "waste", "frozen", "froze", "ice", "icy", "drip*", "leak*", "water"]);
  if (flueTold && hasExactPhrase(list, CUE_FLUE_STATE)) return true;
  const otherName = hasAnyPhrase(
    list,
    CUE_APPLIANCES.filter((w) => w.startsWith("furn")),
  );
  if (
    otherName &&
    near(list, CUE_DARK, ["wall", "ceiling", "top", "above", "around", "round", "mark*", "stain*"], 6) &&
    !hasAnyPhrase(list, ["black mould", "black mold"])
  )
    return true;
  return false;
}

/** The meter's movement phrases ("going round", "spinning", "creeping up"). */
const METER_MOVES = [...CUE_METER.moving, ...METER_CREEPS];
/** The long words of the meter's movement phrases, made once. */
const METER_MOVING_WORDS = METER_MOVES.flatMap((p) => p.split(" ")).filter((w) => w.length > 4);

/** The gas meter still going round with everything gas switched off. */
function meterRunning(list: readonly string[]): boolean {
  return (
    near(list, ["meter*"], METER_MOVING_WORDS, 10) &&
    hasExactPhrase(list, METER_MOVES) &&
    hasExactPhrase(list, CUE_METER.off) &&
    (hasExactPhrase(list, CUE_METER.allOff) || hasExactWord(list, ["still", "yet", "even"])) &&
    !hasAnyPhrase(list, CUE_METER.notGas)
  );
}

/**
 * Weak cues at a gas appliance, the safety net: dark dust or grit in front of or under one ("black dust on the carpet
 * in front of the gas fire"), windows running with water in its room. No strong hazard, but the conditional line.
 */
function weakCue(list: readonly string[]): boolean {
  const gasAppliance =
    hasAnyPhrase(list, GAS_APPLIANCES) || hasAnyPhrase(list, CUE_APPLIANCES) || hasWord(list, ["boiler*"]);
  if (!gasAppliance) return false;
  if (nearExactly(list, CUE_DARK, CUE_DEBRIS, 3)) return true;
  return (
    near(list, CUE_WINDOWS, CUE_WINDOWS_WET, 10) &&
    (hasAnyPhrase(list, GAS_APPLIANCES) || hasAnyPhrase(list, CUE_APPLIANCES)) &&
    !hasExactWord(list, CONDENSATION_OWN_CAUSE)
  );
}

/** A CO alarm sounding only while its test button is held: the test working. */
function alarmTestOnly(list: readonly string[]): boolean {
  // "pushed the little button on the CO detector", "gave the alarm a test": the test told in more words.
  const testedMore =
    (nearExactly(list, ALARM_TEST_MORE.press, ALARM_TEST_MORE.button, 4) ||
      hasExactPhrase(list, ALARM_TEST_MORE.test)) &&
    !hasExactWord(list, ALARM_TEST_MORE.sounding);
  return (
    hasWord(list, ALARM) &&
    (testedMore ||
      (hasExactWord(list, ["test", "tested", "testing", "tests"]) && hasExactPhrase(list, ALARM_TESTED))) &&
    !hasExactPhrase(list, ALARM_TEST_RESTARTS) &&
    !hasWord(list, [...SMELL, ...SOOT])
  );
}

/** Gas named only as what someone else fears, and the smell's own cause said ("he thinks it's gas but it's only food"). */
function gasFearedOwnCause(list: readonly string[]): boolean {
  // The gas smelt or said to be it ("smells of gas", "think is gas"), not a service's name ("a gas check").
  const gasAt = list.flatMap((w, i) =>
    hasExactWord([w], GAS) && (hasWord(span(list, i, 3), SMELL) || ["is", "its", "was"].includes(list[i - 1] ?? ""))
      ? [i]
      : [],
  );
  // The cause told as fact, not only as someone's belief ("she reckons it's just the bins" cancels nothing).
  const causeTold = GAS_ONLY_FEARED.but.some((p) => {
    for (let at = exactPhraseAt(list, p); at >= 0; at = exactPhraseAt(list, p, at + 1))
      if (!hasExactWord(span(list, at, 3), DISMISSAL_BELIEVED)) return true;
    return false;
  });
  return (
    gasAt.length > 0 &&
    gasAt.every((i) => hasWord(span(list, i, 5), GAS_ONLY_FEARED.by)) &&
    causeTold &&
    (ownCauseNamed(list) || hasExactWord(list, COOKING))
  );
}

/** "exhausted chasing the landlord", "sick at the price of gas": a feeling about a thing, not a symptom. */
function symptomFigure(all: readonly string[], i: number): boolean {
  if (!["sick", "ill", "unwell", "poorly"].includes(all[i]!) && !hasWord([all[i]!], SYMPTOM_WORDS)) return false;
  // "a headache just thinking about the cost", "reading these reviews is giving me a headache": of the mind, with no
  // appliance told burning and nothing smelt.
  if (hasExactPhrase(span(all, i, 9, 5), SYMPTOM_FROM_MIND) && !symptomsWhereItBurns(all) && nothingSensedTold(all))
    return true;
  const next = all[i + 1] ?? "";
  // "the price is making me feel sick", "the thought of another bill makes me sick": a cost or a thought does it.
  const me = all[i - 1] === "feel" ? i - 2 : i - 1;
  const made =
    all[me] === "me" &&
    SYMPTOM_FIGURE_MADE.verbs.includes(all[me - 1] ?? "") &&
    hasExactWord(span(all, me - 1, 6), [...SYMPTOM_FIGURE_AT, ...SYMPTOM_FIGURE_MADE.subjects]);
  if (made) return true;
  if (all[i] !== "sick" && !hasWord([all[i]!], SYMPTOM_WORDS)) return false;
  return (
    SYMPTOM_FIGURE_NEXT.includes(next) ||
    (next === "at" && all[i + 2] === "the" && SYMPTOM_FIGURE_AT.includes(all[i + 3] ?? ""))
  );
}
