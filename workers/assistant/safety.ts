/**
 * The safety classifier: does a message hint at a gas escape or carbon
 * monoxide? Built for recall: whole message, any spelling (fuzzy words from
 * ./text.ts), smells, alarms, symptoms and the signs an appliance shows.
 * A question *about* a service (the price of a CO test, fitting an alarm)
 * with no sign of danger is told apart: it gets a one-line note, not an evacuation.
 */
import { BURNING } from "./hazards";
import { hasAnyPhrase, hasWord, near, wordMatches, words } from "./text";

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
}

const GAS = ["gas", "gass", "gaz", "gase", "gsa", "gad"];
const GASSY = ["gassy", "gasy", "gassey", "gasey", "gassie", "gasie"];
const SMELL = [
  "smel*",
  "smeel*",
  "smll",
  "snell",
  "smelt",
  "smwll",
  "amell",
  "whif*",
  "wiff*",
  "whiff",
  "stink*",
  "stank",
  "stench",
  "odour*",
  "odor*",
  "reek*",
  "pong*",
  "niff*",
  "sniff*",
  "scent",
];
const LEAK_OF_GAS = [
  "gas leak*",
  "gas leek*",
  "leak* gas",
  "leak* of gas",
  "gas escap*",
  "escap* gas",
  "gas is leak*",
  "gas hiss*",
  "hiss* gas",
  "gas pipe leak*",
  "gas pipe is leak*",
  "gas meter leak*",
  "gas meter is leak*",
  "leak* from the gas",
  "leak* on the gas",
  "hiss* from the gas",
  "hiss* from the meter",
  "gas coming out",
  "gas left on",
];
const NOT_SMELL = new Set(["small", "smaller", "smallest", "spell", "spells", "shell", "swell", "smells.", "smack"]);
const ODD = [
  "funny",
  "strange",
  "weird",
  "odd",
  "horrible",
  "nasty",
  "chemical",
  "unusual",
  "bad",
  "awful",
  "rank",
  "minging",
  "manky",
  "horrid",
  "gross",
  "sweet",
];
const EGGS = ["egg", "eggs", "eggy", "egy"];
const ROTTEN = ["rotten", "roten", "rotton", "rottin", "off"];
const SULPHUR = ["sulph*", "sulf*", "sulpher", "sulfer", "sulpur"];
const APPLIANCE = [
  "boiler*",
  "meter",
  "hob",
  "cooker",
  "oven",
  "fire",
  "flue",
  "pipe*",
  "heater",
  "radiator*",
  "cupboard",
  "kitchen",
  "appliance*",
  "stove",
];

const CO = ["monoxide", "monoxid", "monixide", "monoxcide", "monoxyde", "co"];
const ALARM = ["alarm*", "alarn*", "alrm", "larm", "detector*", "dectector*", "detecter*"];
const ALARM_ACTIVITY = [
  "beep*",
  "bleep*",
  "sound*",
  "chirp*",
  "ring*",
  "screech*",
  "scream*",
  "wail*",
  "shriek*",
  "flash*",
  "trigger*",
  "activat*",
  "noise*",
  "noisy",
  "alarming",
  "blaring",
  "squeal*",
  "buzz*",
  "tweet*",
];
const ALARM_OFF = ["going off", "gone off", "went off", "goes off", "go off", "keeps going", "going mad", "set off"];
const NOT_CO_ALARM = ["smoke", "fire", "burglar", "car", "intruder", "clock", "phone", "heat"];

const SYMPTOM_WORDS = [
  "headach*",
  "hedach*",
  "headake*",
  "migrain*",
  "dizz*",
  "dizy",
  "lightheaded",
  "nause*",
  "nausious",
  "nauseus",
  "vomit*",
  "puking",
  "puke",
  "breathless*",
  "drows*",
  "sleepy",
  "collaps*",
  "unconscious",
  "unconcious",
  "fainted",
  "fainting",
  "groggy",
  "woozy",
  "poorly",
  "unwell",
  "queasy",
  "lethargic",
  "letharg*",
  "disorientat*",
  "exhausted",
  "palpitation*",
];
const SYMPTOM_PHRASES = [
  "head ache*",
  "head hurts",
  "head is pounding",
  "pounding head",
  "sore head",
  "thumping head",
  "light headed",
  "feel sick",
  "feeling sick",
  "felt sick",
  "feels sick",
  "being sick",
  "been sick",
  "getting sick",
  "keep being sick",
  "throwing up",
  "threw up",
  "short of breath",
  "out of breath",
  "cant breathe",
  "cant breath",
  "hard to breathe",
  "struggling to breathe",
  "trouble breathing",
  "difficulty breathing",
  "passed out",
  "blacked out",
  "feel faint",
  "feeling faint",
  "flu like",
  "flu symptoms",
  "like flu",
  "like the flu",
  "got flu",
  "chest pain*",
  "sick all the time",
  "feel ill",
  "feeling ill",
  "felt ill",
  "really tired",
  "tired all the time",
  "kids are sick",
  "all sick",
  "everyone sick",
  "not himself",
  "not herself",
  "not themselves",
  "not with it",
  "feel rough",
  "feeling rough",
  "tired all day",
  "sleeping a lot",
  "always tired",
  "is confused",
  "seems confused",
  "been confused",
  "getting confused",
  "gets confused",
  "very confused",
];

const FLAME = ["flame*", "flam", "flamme", "burner*", "pilot*"];
const FLAME_WRONG = [
  "yellow*",
  "yelow*",
  "yello",
  "orange*",
  "orage",
  "floppy",
  "lazy",
  "wavy",
  "red",
  "big",
  "tall",
  "lifting",
  "dancing",
  "weak",
  "smokey",
  "smoky",
];
const FLAME_NOT_BLUE = ["not blue", "isnt blue", "no longer blue", "not a blue", "instead of blue"];
const GAS_APPLIANCES = [
  "gas fire*",
  "fire",
  "fireplace",
  "hob",
  "hobs",
  "cooker",
  "burner*",
  "boiler flame*",
  "water heater",
  "back boiler",
  "gas heater",
  "gas stove",
];
const SOOT = ["soot*", "sooty", "sooted", "sut"];
const STAIN_COLOUR = ["black*", "brown*", "scorch*", "burn*", "yellow*", "sooty", "grey", "discolo*"];
const STAIN = ["mark*", "stain*", "patch*", "streak*", "smudg*", "discolo*", "residue"];
const PILOT = ["pilot*", "pilott"];
const PILOT_OUT = ["out", "off", "stay*", "dies", "dying", "blow*", "blew", "keeps", "extinguish*", "goes"];
const CONDENSATION = ["condensation", "condensaton", "condesation", "condenstion", "condensations"];
const CONDENSATION_HEAVY = [
  "heavy",
  "lots",
  "loads",
  "more",
  "windows",
  "window",
  "streaming",
  "dripping",
  "excessive",
  "bad",
  "soaking",
  "pouring",
  "running",
  "wet",
  "mould",
  "mold",
];
const FLUE_DAMAGE = [
  "crack*",
  "broken",
  "damaged",
  "loose",
  "hole*",
  "disconnect*",
  "fell",
  "fallen",
  "gap",
  "split",
  "hanging",
  "detached",
  "leaning",
  "bent",
  "rusted",
];
const FUMES = ["fume*", "fumez"];

/** Words that make a mention of gas or CO a question about a service rather than an emergency. */
const SERVICE_WORDS = [
  "price*",
  "cost*",
  "much",
  "charge*",
  "fee",
  "fees",
  "quote",
  "£",
  "fit",
  "fitted",
  "fitting",
  "install*",
  "supply",
  "buy",
  "test",
  "tests",
  "testing",
  "tested",
  "check",
  "checks",
  "checked",
  "checking",
  "service",
  "book*",
  "need",
  "required",
  "require*",
  "law",
  "legal*",
  "landlord*",
  "tenant*",
  "where",
  "should",
  "which",
  "how",
  "what",
  "recommend*",
  "certificate",
  "cert",
  "record",
  "regulations",
  "safe",
  "engineer*",
  "registered",
  "battery",
  "batteries",
  "replace",
  "expire*",
  "old",
];
/** Words that turn a bare mention of CO into a worry about CO here and now. */
const WORRY = [
  "leak*",
  "poison*",
  "suspect*",
  "worried",
  "worry*",
  "scared",
  "afraid",
  "think",
  "might",
  "maybe",
  "possibly",
  "exposed",
  "exposure",
  "present",
  "detected",
  "reading*",
  "high",
  "coming",
  "help",
  "now",
  "emergency",
  "urgent",
];

function mentionsCarbonMonoxide(list: string[]): boolean {
  return (
    hasAnyPhrase(list, ["carbon monoxide", "carbon monoxid", "carbon monixide", "carbon mono*", "c o"]) ||
    hasWord(list, CO)
  );
}

/** "the hot water smells of eggs", "tap water smells funny": the water's own smell (the tank's anode, bacteria), not gas. */
function waterSmell(list: string[]): boolean {
  const at = list.findIndex(
    (w, i) => ["water", "tap", "taps", "shower"].includes(w) && list[i + 1] !== "heater" && list[i + 1] !== "cylinder",
  );
  return at >= 0 && list.slice(at + 1, at + 3).some((w) => SMELL.some((k) => wordMatches(w, k))) && !hasWord(list, GAS);
}

function gasSmell(list: string[]): boolean {
  if (hasWord(list, GASSY)) return true;
  if (waterSmell(list)) return false;
  if (hasWord(list, GAS) && hasWord(list, SMELL)) return true;
  if (hasAnyPhrase(list, LEAK_OF_GAS)) return true;
  if (near(list, ["hiss*"], [...GAS, "meter"], 5)) return true;
  if (hasWord(list, SULPHUR)) return true;
  if (hasWord(list, EGGS) && (hasWord(list, SMELL) || hasWord(list, ROTTEN))) return true;
  if (hasAnyPhrase(list, ["rotten smell*", "smell* rotten", "smell* of rot*"], 1)) return true;
  // "a funny smell from the boiler", "the meter smells": any smell at an appliance is treated as gas,
  // unless it is described as burning, hot or electrical (./hazards.ts answers that: switch off, call us).
  if (near(list, SMELL, BURNING, 4) || hasAnyPhrase(list, ["smell* hot", "hot smell*"])) return false;
  if (near(list, SMELL, APPLIANCE, 6)) return true;
  // "a funny smell in the house", "a weird chemical smell": an unexplained smell indoors (not damp or drains).
  return (
    near(list, SMELL, ODD, 3) &&
    !hasWord(list, [
      "damp",
      "musty",
      "mould*",
      "mold*",
      "drain*",
      "sewage",
      "sewer",
      "toilet",
      "bin",
      "bins",
      "food",
      "dog",
      "cat",
      "paint",
    ])
  );
}

function alarmSounding(list: string[]): boolean {
  if (!hasWord(list, ALARM)) return false;
  const isCo = mentionsCarbonMonoxide(list);
  if (!isCo && hasWord(list, NOT_CO_ALARM)) return false;
  return near(list, ALARM, ALARM_ACTIVITY, 6) || hasAnyPhrase(list, ALARM_OFF, 1);
}

/** "sick of", "sick and tired", "sick about", "sick to death", "sick with worry": not feeling ill. */
const SICK_IDIOM_NEXT = new Set(["of", "and", "about", "to", "with"]);
const PETS = ["cat", "cats", "dog", "dogs", "pet", "pets", "puppy", "kitten", "hamster", "rabbit"];

export function describesSymptoms(list: string[]): boolean {
  if (hasWord(list, SYMPTOM_WORDS)) return true;
  if (hasAnyPhrase(list, SYMPTOM_PHRASES)) return true;
  // "sick" on its own, but not "sick of" / "sick and tired" / "sick about the cost", nor a pet alone ("my cat is sick").
  const sick = list.findIndex((w, i) => w === "sick" && !SICK_IDIOM_NEXT.has(list[i + 1] ?? ""));
  return sick >= 0 && !hasAnyPhrase(list, ["sick of", "sick and tired"]) && !hasWord(list, PETS);
}

function applianceSigns(list: string[]): boolean {
  if (near(list, FLAME, FLAME_WRONG, 8) || (hasWord(list, FLAME) && hasAnyPhrase(list, FLAME_NOT_BLUE))) return true;
  // "the gas fire has gone a yellow colour": a gas appliance burning yellow or orange.
  if (hasAnyPhrase(list, GAS_APPLIANCES) && hasWord(list, ["yellow*", "yelow*", "orange*"])) return true;
  // Black or grey smoke from a flue, a boiler or a fire (a white plume is normal: ./hazards.ts).
  if (
    near(list, ["smoke*", "smoking", "smokey", "smoky"], ["black*", "grey", "gray", "dark", "thick", "dirty"], 4) &&
    hasWord(list, ["flue*", "flu", "boiler*", "fire", "pipe*", "chimney", "vent*", "heater"])
  )
    return true;
  if (hasWord(list, SOOT)) return true;
  if (
    near(list, STAIN_COLOUR, STAIN, 3) &&
    !hasAnyPhrase(list, ["black mould", "black mold", "watermark*", "water mark*"])
  )
    return true;
  // "pilot light on the back boiler wont stay lit": the out-going words can come after the appliance named.
  if (near(list, PILOT, PILOT_OUT, 8)) return true;
  // Heavy condensation in the room of a gas appliance; "window condensation in winter" alone is the weather.
  if (
    hasWord(list, CONDENSATION) &&
    hasWord(list, CONDENSATION_HEAVY) &&
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
  if (near(list, ["flue*", "flu"], FLUE_DAMAGE, 5)) return true;
  return hasWord(list, FUMES);
}

/** Classify one message, read whole. */
export function classifySafety(message: string): SafetyVerdict {
  // Real words one typo from "smell" are not a smell ("small copper pipe", "a spell").
  const list = words(message).map((w, i, all) =>
    NOT_SMELL.has(w) || (w === "sick" && SICK_IDIOM_NEXT.has(all[i + 1] ?? "")) ? "_" : w,
  );
  const symptoms = describesSymptoms(list) && !asksWhatTheSignsAre(list);
  if (gasSmell(list)) return { danger: "gas", symptoms, note: false };
  if (alarmSounding(list) || symptoms || applianceSigns(list)) {
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
    return { danger: "carbon-monoxide", symptoms, note: false, ...(chirp ? { chirp } : {}) };
  }
  if (asksWhatTheSignsAre(list)) return { symptoms: false, note: true };
  const co = mentionsCarbonMonoxide(list);
  if (co) {
    const aboutService = hasWord(list, SERVICE_WORDS) && !hasWord(list, WORRY);
    return aboutService ? { symptoms: false, note: true } : { danger: "carbon-monoxide", symptoms: false, note: false };
  }
  const gasWorry =
    hasWord(list, GAS) &&
    hasAnyPhrase(list, ["gas safe*", "gas safety", "gas appliance*", "gas cooker*", "gas fire*", "gas hob*"]);
  return { symptoms: false, note: gasWorry && hasWord(list, ["danger*", "unsafe", "safe", "leak*", "alarm*"]) };
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
