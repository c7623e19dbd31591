/**
 * The assistant's word lists in one place: what it recognises in a message
 * (smells, places, appliances, symptoms, alarms, signs of bad combustion,
 * negation, questions about safety rather than a hazard now). Stems end in
 * "*"; every word is matched with the typo tolerance of ./text.ts. Code in
 * ./safety.ts, ./hazards.ts, ./understand.ts, ./topics.ts, ./urgency.ts,
 * ./conversation.ts, ./search.ts and the intents combines them; no other
 * module declares a named word list (./lexicon.test.ts checks, and lists what
 * deliberately stays out).
 */
// Gas and carbon monoxide (./safety.ts).
export const GAS = ["gas", "gass", "gaz", "gase", "gsa", "gad"];
export const GASSY = ["gassy", "gasy", "gassey", "gasey", "gassie", "gasie"];
export const SMELL = [
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
/** Smell verbs whose "of" or "like" is followed by what the smell is likened to ("smell of wet dog"). */
export const SMELL_DESCRIBED = ["smel*", "smelt", "stink*", "reek*", "pong*", "whif*"];
/** A burner of another fuel: its flame's colour is no sign of a gas appliance burning badly. */
export const OTHER_FUEL_FLAME = [
  "log burner*",
  "wood burner*",
  "woodburner*",
  "wood burning",
  "multi fuel",
  "multifuel",
  "candle*",
  "bonfire*",
  "fire pit",
  "bbq",
  "barbecue",
];
/** Slang verbs that tell a smell when "of" follows ("honks of gas", "humming of eggs", "minging of gas"), not a noise. */
export const SMELL_SLANG_OF = ["honk", "honks", "honking", "hum", "hums", "humming", "ming", "mings", "minging"];
/** People who can be ill, told beside a pet ("the cat's been sick and so have I"). */
export const PEOPLE = [
  "i",
  "me",
  "we",
  "us",
  "kids",
  "children",
  "baby",
  "he",
  "she",
  "mum",
  "dad",
  "son",
  "daughter",
  "wife",
  "husband",
  "partner",
  "nan",
  "grandad",
  "family",
];
/** The smell of gas asked about, not smelt ("what does a gas leak smell like?", "how does gas smell?"). */
export const SMELL_ASKED = {
  head: ["what", "whats", "how"],
  verb: ["does", "do"],
  claims: ["i can", "we can", "i smell", "we smell", "smells of", "stinks", "can smell"],
  /** "does gas have a smell added", "is it true they add a smell to gas": asked with no one's own home in it. */
  yesNo: ["does", "do", "is", "why"],
  own: ["my", "our", "mine", "ours", "i", "we", "me", "us"],
};
export const LEAK_OF_GAS = [
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
/**
 * Real words within a typo or two of a keyword of another meaning: read as themselves, never as
 * a misspelling ("sorted" is not "sooted", "waiting" and "fitting" are not "fainting", "suffer" is
 * not "sulfer", "stand" is not "stank"). Found by matching the words of the site's content and the
 * evaluation sets against the hazard lists; add a word here when it turns up.
 */
export const REAL_WORDS: ReadonlySet<string> = new Set([
  "heaton",
  // "is that right?", "the green light", "last night" are not the worry "might".
  "right",
  "light",
  "night",
  // "public liability insurance" is not "disability"; "cancel" is not "cancer", an "operator" no "operation".
  "liability",
  "cancel",
  "operator",
  // "nearly 3 bar" is not "nearby" (whether we are local).
  "nearly",
  // "a low pressure warning" is no "earning" (jobs with us); "we currently have" is not "urgently".
  "warning",
  "currently",
  // "to be compliant" is no "complaint".
  "compliant",
  "operating",
  "sorted",
  "sorting",
  "suffer",
  "suffered",
  "suffering",
  "stand",
  "stack",
  "spent",
  "finding",
  "fitting",
  "hinting",
  "pointing",
  "painted",
  "painter",
  "raining",
  "waiting",
  "gases",
  "airing",
  "firing",
  "farming",
  "warming",
  "streamed",
  "leads",
  "roads",
  "cooler",
  "header",
  "stone",
  "store",
  "burst",
  "charged",
  "turning",
  "faint",
  "point",
  "print",
  "compensation",
  "conversation",
  "conversations",
  "condensate",
  "could",
  "would",
  "drifting",
  "dropping",
  "exclusive",
  "expensive",
  "skipping",
  "spreading",
  "stripping",
  "tripping",
  "whatever",
  "wherever",
  "whoever",
  "consider",
  "grange",
  "grangetown",
  "hello",
  "listing",
  "attached",
  "banging",
  "changing",
  "cleaning",
  "fetched",
  "leading",
  "leaking",
  "leaving",
  "meaning",
  "reached",
  "swapped",
  "counting",
  "displayed",
  "posting",
  "pounding",
  "shipped",
  "skipped",
  "though",
  "replace",
  "batch",
  "catch",
  "catches",
  "hatches",
  "march",
  "patch",
  "patches",
  "watch",
  "bound",
  "causing",
  "class",
  "found",
  "ground",
  "sound",
  "staff",
  "reside",
  "doing",
  "founding",
  "sending",
  "spending",
  "musty",
  "rusty",
  "think",
  "thinks",
  "thinking",
  "bloke",
  "blokes",
  "yours",
  "saying",
  "times",
  "letting",
  "setting",
  "getting",
  "betting",
  "dates",
  "spare",
  "spares",
  "thank",
  "thanks",
  "thanked",
  // "the lever to turn the gas off" is no "never".
  "lever",
  "levers",
  // "no beeping" is no "bleeding" (nor "sleeping").
  "beeping",
  "bleeping",
  // "mine's a Baxi" is no "minus" (frost).
  "mines",
  // "are you well rated" asks a reputation, no price "rate".
  "rated",
  // "a pipe poking out", "stoking the fire", "only joking" are no "smoking" (nor anyone "choking").
  "poking",
  "stoking",
  "joking",
]);
/** Real words one typo from a symptom ("failing" is not "fainting"). */
export const NOT_SYMPTOM = new Set([
  "failing",
  "failed",
  "fails",
  "falling",
  "painting",
  "printing",
  // "I sleep in the day" (night shifts) is one letter from "sleepy".
  "sleep",
  "sleeps",
  // "the boiler's exhaust pipe" is two letters from "exhausted".
  "exhaust",
  "exhausts",
]);
export const NOT_SMELL = new Set([
  "small",
  "smaller",
  "smallest",
  "spell",
  "spells",
  "shell",
  "swell",
  "smells.",
  "smack",
]);
export const ODD = [
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
export const EGGS = ["egg", "eggs", "eggy", "egy"];
export const ROTTEN = ["rotten", "roten", "rotton", "rottin", "off"];
export const SULPHUR = ["sulph*", "sulf*", "sulpher", "sulfer", "sulpur"];
export const APPLIANCE = [
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

export const CO = ["monoxide", "monoxid", "monixide", "monoxcide", "monoxyde", "co"];
export const ALARM = ["alarm*", "alarn*", "alrm", "larm", "detector*", "dectector*", "detecter*"];
export const ALARM_ACTIVITY = [
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
export const ALARM_OFF = [
  "going off",
  "gone off",
  "went off",
  "goes off",
  "go off",
  "keeps going",
  "going mad",
  "set off",
];
export const NOT_CO_ALARM = ["smoke", "fire", "burglar", "car", "intruder", "clock", "phone", "heat"];
/**
 * An alarm told only by its pattern ("four loud beeps then a pause, over and over", "three beeps, quiet, three beeps
 * again"): several beeps, repeating. A CO alarm's alarm pattern, as makers describe it; a single chirp is the battery.
 */
export const BEEP_PATTERN = {
  beeps: ["beep*", "bleep*", "pips", "shriek*", "screech*", "scream*", "wail*"],
  several: ["two", "three", "four", "five", "2", "3", "4", "5", "several", "loud", "long", "quick", "short"],
  repeat: [
    "over and over",
    "a pause",
    "a gap",
    "on repeat",
    "again and again",
    "repeating",
    "repeats",
    "keeps going",
    "non stop",
    "then quiet",
    "then silence",
    "then stops",
    "beeps again",
    "and again",
    "starts again",
    "does it again",
    "every few seconds",
    "every couple of seconds",
    "every second",
    "wont stop",
    "will not stop",
  ],
  /** Things that beep that are not an alarm: their own pattern. */
  others: ["smoke", "microwave", "washer", "dishwasher", "car", "clock", "phone", "timer", "fridge", "freezer", "oven"],
};

export const SYMPTOM_WORDS = [
  "listless",
  "floppy",
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
export const SYMPTOM_PHRASES = [
  "head ache*",
  "head hurts",
  "head is pounding",
  "pounding head*",
  "sore head*",
  "thumping head*",
  "head was banging",
  "head is banging",
  "head banging",
  "banging head*",
  // "I've got a bit of a head": a headache in everyday British words.
  "bit of a head",
  "head was pounding",
  "head was thumping",
  "head thumping",
  "head is thumping",
  // Drowsiness in everyday words.
  "nodding off",
  "dozing off",
  // A head felt heavy, thick or fuzzy: a headache in everyday words.
  "thick head*",
  "heavy head*",
  "muzzy head*",
  "fuzzy head*",
  "woolly head*",
  "head feels heavy",
  "head feels thick",
  "dozes off",
  "cant stay awake",
  "cannot stay awake",
  "keeps falling asleep",
  "keep falling asleep",
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

export const FLAME = ["flame*", "flam", "flamme", "burner*", "pilot*"];
/**
 * The colour a gas flame should be, asked with nobody's own flame told ("what colour should a gas flame be", "is a gas
 * flame meant to be blue or orange"): the gas safety FAQ's answer (blue), not a sign now.
 */
export const FLAME_COLOUR_ASKED = {
  asked: [
    "what colour",
    "wot colour",
    "what color",
    "which colour",
    "which color",
    "meant to be",
    "supposed to be",
    "should be",
    "ought to be",
  ],
  own: [
    "my",
    "our",
    "ours",
    "mine",
    "ive",
    "weve",
    "we",
    "i",
    "me",
    "us",
    "his",
    "her",
    "their",
    "its",
    "it",
    "theres",
  ],
  /** A colour told of a flame ("the flames are yellow now", "has gone orange"): a sign, whatever is asked after. */
  told: ["is", "are", "gone", "turned", "turning", "looks", "look", "burns", "burning", "went", "goes", "been", "now"],
};
/** A flame's colour gone wrong: anywhere near the flame named ("the flames on the hob have gone orange"). */
export const FLAME_COLOUR_WRONG = ["yellow*", "yelow*", "yello", "orange*", "orage", "red"];
/** Things a colour is said of that are no flame ("a yellow lever by the meter", "a yellow gas pipe", "an orange tag"). */
export const COLOURED_THINGS = [
  "handle*",
  "lever*",
  "tap",
  "taps",
  "valve*",
  "pipe*",
  "tag*",
  "label*",
  "sticker*",
  "tape",
  "button*",
  "wire*",
  "cable*",
  "box*",
  "cap*",
  "cover*",
  "bin*",
  "card*",
  "paint*",
];
/**
 * A flame's size or shape gone wrong: said of the flame itself, a few words from it ("the burner flames are
 * big and lifting"), not of something else in a list ("six burners ... and a big water heater").
 */
export const FLAME_SHAPE_WRONG = [
  "floppy",
  "lazy",
  "wavy",
  "big",
  "tall",
  "lifting",
  "dancing",
  "weak",
  "smokey",
  "smoky",
];
/**
 * "which is a headache", "it's been a right headache", "what a headache": a thing called a headache, not a
 * person's symptom. The word before "a" (and one word between "a" and the headache).
 */
export const FIGURATIVE_HEADACHE = {
  before: ["is", "was", "been", "be", "its", "thats", "whats", "what", "theyre"],
  between: ["right", "real", "total", "proper", "massive", "big", "huge", "absolute", "major"],
};
/** Smoke, as a smell or seen ("a smoky smell"). */
export const SMOKE = ["smoke", "smoky", "smokey", "smoking", "woodsmoke"];
/** A fire outside the home that smoke comes from ("the neighbour burns wood in his garden"): not the boiler's. */
export const OUTDOOR_SMOKE_SOURCES = [
  "bonfire*",
  "woodburner*",
  "bbq",
  "barbecue*",
  "barbeque*",
  "chiminea*",
  "firepit*",
];
/** Where smoke from outside the home comes from, with or without the fire named. */
export const OUTDOOR_SMOKE = [
  ...OUTDOOR_SMOKE_SOURCES,
  "garden*",
  "outside",
  "neighbour*",
  "neighbor*",
  "next door",
  "wood burn*",
  "burn* wood",
  "log burner*",
  "chimney*",
];
/** Where smoke smelt indoors comes from outside the home: a fire in a garden or next door ("outside" and a chimney may be the appliance's own). */
export const OUTDOOR_SMOKE_ORIGIN = OUTDOOR_SMOKE.filter((w) => w !== "outside" && w !== "chimney*");
export const FLAME_NOT_BLUE = ["not blue", "isnt blue", "no longer blue", "not a blue", "instead of blue"];
export const GAS_APPLIANCES = [
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
export const SOOT = ["soot*", "sooty", "sooted", "sut"];
export const STAIN_COLOUR = ["black*", "brown*", "scorch*", "burn*", "yellow*", "sooty", "grey", "discolo*"];
export const STAIN = ["mark*", "stain*", "patch*", "streak*", "smudg*", "discolo*", "residue"];
export const PILOT = ["pilot*", "pilott"];
export const PILOT_OUT = ["out", "off", "stay*", "dies", "dying", "blow*", "blew", "keeps", "extinguish*", "goes"];
export const CONDENSATION = ["condensation", "condensaton", "condesation", "condenstion", "condensations"];
/** Condensation with a household cause of its own: washing dried indoors, damp and mould, a shower, a kettle. */
export const CONDENSATION_OWN_CAUSE = [
  "washing",
  "laundry",
  "clothes",
  "drying",
  "dehumidifier*",
  "mould*",
  "mold*",
  "damp",
  "shower*",
  "kettle",
  "bathroom",
];
export const CONDENSATION_HEAVY = [
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
export const FLUE_DAMAGE = [
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
  "dangling",
  "detached",
  "leaning",
  "torn",
  "ripped",
  "wrenched",
  "bent",
  "snapped",
  "squash*",
  "crush*",
  "dented",
  "bashed",
  "smashed",
  "block*",
  "covered",
  "covering",
  "rusted",
];
export const FUMES = ["fume*", "fumez"];
/** A flue or chimney obstructed: nested in, grown over, built against ("ivy over the flue", "a shed right up against it"). */
export const FLUE_OBSTRUCTED = [
  "nest*",
  "bird*",
  "jackdaw*",
  "pigeon*",
  "ivy",
  "overgrown",
  "grown",
  "obstruct*",
  "against",
  "shed",
  "clogged",
  "bunged",
  "leaves",
  "hedge*",
  "bush*",
];
/** A smell likened to gas let out unlit ("like the hob before it catches") or to exhaust (CO): the likeness and its source. */
export const LIKENED = ["like", "similar", "reminds", "resembl*"];
export const LIKENED_GAS_SOURCE = ["hob", "hobs", "cooker", "ring", "burner*", "oven", "lighter*", "camping"];
export const LIKENED_EXHAUST = ["exhaust*"];
/**
 * A decorative fuel-effect gas fire, made to burn with yellow-tipped flames: yellow tips alone on one are no sign,
 * a change, soot, blackening or symptoms still are.
 */
export const DECORATIVE_FIRE = {
  fire: ["living flame", "coal effect", "log effect", "fuel effect", "decorative"],
  tips: [
    "yellow tip*",
    "tips are yellow",
    "tips yellow",
    "yellow at the tip*",
    "yellow tipped",
    "yellow on top",
    "yellow flame*",
    "flames are yellow",
    "flames yellow",
    "yellow flicker*",
  ],
  change: ["now", "turned", "changed", "gone", "going", "used", "all", "orange*", "black*", "lazy", "floppy", "smok*"],
};
/** A gas appliance being relit, when a smell means gas let out unlit. */
export const RELIGHTING = ["relight*", "relit", "pilot*"];
/** A CO alarm said to be quiet or fine: it names no hazard ("the CO alarm is silent, green light on"). */
/**
 * A CO alarm's sound denied ("isn't beeping", "has never gone off", "not making any noise"), unless it is its stopping
 * that is denied ("won't stop beeping"); its light gone off ("the green light has gone off") is no sound; an alarm
 * tested and sounding as it should is none either.
 */
export const ALARM_SILENT = {
  deniers: ["no", "not", "never", "isnt", "hasnt", "havent", "wasnt", "didnt", "doesnt", "aint", "nothing"],
  stopping: ["stop*", "quiet*", "shut*", "silenc*"],
  light: ["light", "lights", "led", "leds", "lamp", "display", "screen", "power"],
  tested: ["test", "tests", "tested", "testing"],
  asItShould: [
    "as it should",
    "like it should",
    "as normal",
    "as expected",
    "as it is meant",
    "passed",
    "meant to",
    "supposed to",
    "then stopped",
    "check it works",
    "checking it works",
  ],
};
/**
 * Gas work done by someone not Gas Safe registered ("my brother-in-law isn't Gas Safe but he moved the boiler", "a mate
 * who's not registered fitted it"): who did it, and the work (read on the words as written, negation and all).
 */
export const UNREGISTERED_WORK = {
  who: [
    "not gas safe",
    "isnt gas safe",
    "arent gas safe",
    "wasnt gas safe",
    "not a gas safe",
    "not on the gas safe",
    "no gas safe",
    "not registered",
    "isnt registered",
    "wasnt registered",
    "unregistered",
    "not gas registered",
    // Only doubted ("I don't think he's Gas Safe", "not sure they're registered", "I doubt he was Gas Safe").
    "dont think hes gas safe",
    "dont think he is gas safe",
    "dont think theyre gas safe",
    "dont think they are gas safe",
    "dont think hes on the gas safe",
    "dont think theyre on the gas safe",
    "dont think he was gas safe",
    "not sure hes gas safe",
    "not sure he is gas safe",
    "not sure theyre gas safe",
    "not sure he was gas safe",
    "doubt hes gas safe",
    "doubt he was gas safe",
    "doubt theyre gas safe",
    "doubt hes registered",
    "not sure hes registered",
    "dont think hes registered",
  ],
  work: [
    "fit",
    "fitted",
    "install*",
    "moved",
    "move",
    "relocat*",
    "swapped",
    "replaced",
    "connected",
    "disconnected",
    "reconnected",
    "put in",
    "serviced",
    "repaired",
    "pressure tested",
  ],
};
/** Gas work asked about doing oneself ("can I disconnect the gas hob myself"): who, and the work beyond fitting. */
export const DIY_GAS_WORK = {
  self: ["myself", "ourselves", "diy", "my self", "me self", "my own", "himself", "herself", "themselves", "his self"],
  work: ["disconnect*", "swap", "remove", "take out", "cap", "uncap", "shift", "connect", "reconnect"],
  appliance: ["gas", "cooker*", "hob*", "fire", "boiler*", "meter"],
};
/** "Not to Current Standards" (NCS) on a record or a report. */
export const NOT_CURRENT_STANDARDS = ["ncs", "not to current standard*", "not current standard*"];
/** A carbon monoxide check or an alarm asked of us ("do you sell CO alarms", "can your man bring one", "check for CO"). */
export const CO_TEST_ASKED = [
  "sell*",
  "bring",
  "supply",
  "supplies",
  "stock*",
  "fit them",
  "fit one",
  "put it up",
  "put one up",
  "checked for",
  "check for",
  "check my",
  "test for",
  "tested for",
  "checking for",
  "testing for",
];
/** An appliance to be checked for CO told with words between ("check our gas fire for carbon monoxide"). */
export const CO_CHECKED_FOR = ["check", "checked", "checking", "test", "tested", "testing"];
/**
 * A hazard told earlier said after all to be only supposed ("sorry, I mean IF one day I smell it", "just asking in case
 * it ever happens"): the words that say so.
 */
export const SUPPOSED_ONLY = [
  "i mean",
  "i meant",
  "asking",
  "wondering",
  "in case",
  "one day",
  "some day",
  "someday",
  "ever",
  "hypothetical*",
  "in future",
  "in the future",
];
/** The visitor has checked and found nothing ("I've been round and can't smell a thing", "checked, there's nothing"). */
export const CHECKED_NOTHING = {
  checked: ["checked", "been round", "had a look", "gone round", "went round"],
  nothing: ["nothing", "cant smell", "cannot smell", "no smell", "all fine", "everything works", "everything is fine"],
};
/** Someone else's belief that gas is leaking ("he's got it into his head", "mum is convinced", "keeps saying"). */
export const GAS_BELIEVED = [
  "convinced",
  "into his head",
  "into her head",
  "into their head*",
  "thinks",
  "reckons",
  "believes",
  "keeps saying",
  "keeps telling",
  "worried",
  "worrying",
  "paranoid",
];
export const ALARM_QUIET = ["silent", "quiet", "green", "fine", "ok", "okay", "tested", "working", "works", "normal"];
/** Gas in the name of a thing or a service ("a gas safety check", "the gas engineer"), not what is smelt. */
export const GAS_NAMES = [
  "safe*",
  "safety",
  "check*",
  "engineer*",
  "certificat*",
  "cert",
  "bill*",
  "supplier*",
  "register*",
  "man",
  "men",
  "board",
];
/** An engineer's visit that ruled a leak out ("the gas engineer found no leak"), read before negations are taken out. */
export const LEAK_RULED_OUT = [
  "found no",
  "found nothing",
  "no leak",
  "no gas leak",
  "nothing wrong",
  "all clear",
  "ruled out",
  "wasnt gas",
  "wasnt a leak",
  "not a leak",
];
export const VISITORS = ["engineer*", "cadent", "plumber*", "fitter*", "gas man", "gasman", "emergency"];

/** Words that make a mention of gas or CO a question about a service rather than an emergency. */
export const SERVICE_WORDS = [
  // An alarm to have, buy or place: "my son says I ought to have one", "would your man bring one and put it up".
  "ought",
  "bought",
  "bring",
  "put",
  "sell*",
  "stock*",
  "advised",
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
  "compulsory",
  "mandatory",
  "obliged",
  "regulation*",
  "landlord*",
  "tenant*",
  "where",
  "wheres",
  "best place",
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
export const WORRY = [
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

/** Before "present", a word that makes it "current" ("the present regulations", "our present landlord", "at present"). */
export const PRESENT_AS_CURRENT = ["the", "our", "my", "your", "their", "his", "her", "its", "at"];

/**
 * Cue classes told in other words (./safety.ts `cueSigns`): a hazard is an appliance or gas part by any name times an
 * anomaly of any sense; these widen the classes above for what a visitor types when the usual word is missing.
 */
/** Emoji read as the word they stand for ("smells like 🥚 by the boiler"). */
export const CUE_EMOJI: Readonly<Record<string, string>> = { "🥚": " eggs ", "🍳": " eggs " };
/** Gas appliances by names the other lists do not hold (another country's or trade's word). */
export const CUE_APPLIANCES = ["furnace*", "furnance*", "heater*", "geyser*", "range", "stove*", "gas fire*"];
/** The flue told by what it does or where it runs, with no name for it. */
export const CUE_FLUE_DESCRIBED = [
  "where the smoke",
  "where smoke",
  "smoke comes",
  "smoke come",
  "where the fumes",
  "fumes come",
  "where the steam",
  "steam comes",
  "where it breathes",
  "pipe outside",
  "outside pipe",
  "pipe on the outside",
  "pipe on the wall outside",
  "out of the roof",
  "out the roof",
  "through the roof",
  "thru the roof",
  "out through the wall",
  "out thru the wall",
  "out the wall",
  "out of the wall",
  "comes out of the wall",
  "comes out the wall",
  "through the wall outside",
  "end of the pipe",
  "end where",
];
/** A flue's state gone wrong, in words the damage lists do not hold: in pieces, pulled apart, stuffed with something. */
export const CUE_FLUE_STATE = [
  "in two",
  "two pieces",
  "two bits",
  "in half",
  "in pieces",
  "in bits",
  "pulled apart",
  "pulled it apart",
  "come apart",
  "came apart",
  "separated",
  "not joined",
  "not connected",
  "ball",
  "football",
  "tennis ball",
  "bag",
  "rag",
  "cloth",
  "towel",
  "sock",
  "stuffed",
  "shoved",
  "pushed in",
  "pushed inside",
  "push in",
  "push a",
  "stuck in",
  "stuck inside",
  "taped",
  "tape over",
  "plugged",
  "bunged up",
  "come off",
  "came off",
  "fallen off",
  "fell off",
  "dropped off",
  "hanging off",
  "lying on",
  "on the floor",
  "on the ground",
  "grown over",
  "grown right over",
  "ivy",
  "nest",
];
/** Dark dust, grit or flakes: a sign of soot told without the word, at a gas appliance only the conditional line. */
export const CUE_DARK = ["black*", "dark", "grey", "gray", "sooty"];
export const CUE_DEBRIS = ["dust*", "powder*", "grit*", "flake*", "specks", "speck", "bits", "crumbs", "debris", "ash"];
/** Windows running with water (heavy condensation told without the word), in the room of a gas appliance. */
export const CUE_WINDOWS = ["window*", "glass", "panes", "pane"];
export const CUE_WINDOWS_WET = [
  "running",
  "streaming",
  "dripping",
  "pouring",
  "soaking",
  "wet",
  "steamed",
  "steaming",
  "misted",
  "fogged",
  "water",
];
/** The gas meter running with everything off: gas going somewhere. */
export const CUE_METER = {
  moving: [
    "going round",
    "goin round",
    "still going",
    "still moving",
    "spinning",
    "turning",
    "moving",
    "ticking",
    "clocking",
    "going up",
    "counting",
    "keep going up",
    "keeps going up",
    "still running",
  ],
  allOff: [
    "everything",
    "all the",
    "all gas",
    "nothing on",
    "nothing switched on",
    "nothing is on",
    "nothings on",
    "the lot",
  ],
  off: ["off", "nothing on", "nothing switched on", "nothing is on", "nothings on"],
  notGas: ["electric*", "electricity", "water meter", "smart meter display"],
};
/** A CO alarm sounding only while its test button is held: the test working, not an alarm. */
export const ALARM_TESTED = [
  "test button",
  "testing button",
  "held the button",
  "hold the button",
  "holding the button",
  "pressed the button",
  "press the button",
  "pushed the button",
  "button down",
  "button in",
  "to test",
  "when i tested",
  "while i tested",
  "testing it",
];
/** An alarm that sounds on after its button, or again: no test ("pressed the button and it started again"). */
export const ALARM_TEST_RESTARTS = [
  "again",
  "wont",
  "wouldnt",
  "doesnt",
  "wont stop",
  "will not stop",
  "doesnt stop",
  "does not stop",
  "keeps going",
  "keep going",
  "keeps going off",
  "non stop",
  "nonstop",
  "still going",
  "nothing",
];
/** "now" as a conjunction ("peace of mind now the baby's here", "now that we have a tenant"): no worry now. */
export const NOW_CONJUNCTION = ["that", "the", "weve", "ive", "were", "shes", "hes", "theyre", "theres", "we", "i"];
/** A smell's own cause counts only near the smell ("walking the dog ... a rotten egg smell by the lamp post"). */
export const OWN_CAUSE_WINDOW = 4;
/** A story's hazard found to be nothing or made safe, in words `ENDED` and `DEALT_WITH` do not hold. */
export const STORY_ENDED = [
  "found nothing",
  "nothing found",
  "found no",
  "no leak at all",
  "all clear",
  "given the all clear",
  "nothing wrong",
  "false alarm",
  "was faulty",
  "been silent",
  "silent since",
  "silent ever since",
  "quiet since",
  "quiet ever since",
  "nothing since",
  "disconnected it",
  "capped it off",
  "put down to",
  "done and dusted",
];
/** A past time named by a holiday or season ("a scare at Christmas"). */
export const STORY_PAST = [
  "at christmas",
  "over christmas",
  "christmas eve",
  "boxing day",
  "at easter",
  "over easter",
  "new year",
  "on tuesday night",
  "in the spring",
  "in the summer",
  "in the autumn",
];
/** What a denial's list goes on to deny after a comma ("no smells, alarms, sooty marks, fumes"). */
export const DENIED_LIST_ITEM = [
  "smell*",
  "alarm*",
  "alarms",
  "beep*",
  "soot*",
  "sooty",
  "mark*",
  "stain*",
  "fume*",
  "leak*",
  "headache*",
  "symptom*",
];
/** In a message of at least `sentences` sentences, a hazard's cues must meet within `window` neighbouring sentences. */
export const LOCAL_CUES = { sentences: 4, window: 2 } as const;
/** A CO alarm showing its end of life ("the detector says END on the screen"): the alarm's advice, not an alarm. */
export const ALARM_END_SHOWN = [
  "says end",
  "saying end",
  "shows end",
  "showing end",
  "displays end",
  "end on the screen",
  "end on the display",
  "end on the front",
  "end flashing",
  "flashing end",
];
/** Soot from another fuel's chimney swept ("had the sweep out for the open fire, full of soot"): that fire's own. */
export const SOOT_SWEPT = {
  swept: ["sweep", "sweeps", "swept", "sweeping"],
  fire: ["open fire", "coal fire", "log burner", "wood burner", "multi fuel", "multifuel", "real fire", "solid fuel"],
};
/** The smell said to be gone after the visit ("there's no smell now and the engineer found nothing"). */
export const SMELL_GONE_NOW = [
  "no smell now",
  "no smell since",
  "smell has gone",
  "smells gone",
  "smell is gone",
  "smell went",
  "not smelt it since",
  "not smelled it since",
];
/** A device told without its name sounding on: a written run of beeps, a red light, not stopping. */
export const DEVICE_SOUNDS_ON = [
  "wont shut up",
  "will not shut up",
  "wont be quiet",
  "wont go quiet",
  "going mad",
  "flashing red",
  "red light",
  "red flashing",
  "screeching",
  "screaming",
];
/** Fumes from outside traffic or roads: their own cause. */
export const FUMES_OWN_CAUSE_MORE = ["traffic", "road", "roads", "roadworks", "lorries", "buses"];
/** Carbon monoxide asked about an appliance in general ("can a boiler leak CO if it's serviced?"). */
export const CO_ASKED_OF_APPLIANCES = [
  "can a boiler",
  "can boilers",
  "could a boiler",
  "does a boiler",
  "do boilers",
  "can an old boiler",
  "can a gas",
  "can gas fires",
  "can a new boiler",
];
/** The smell's own cause found by the visitor who came ("the gas man came, it was the drains"). */
export const OWN_CAUSE_FOUND = ["it was the", "was only the", "was just the", "put it down to", "put down to"];
/** Exhaust smelt as such, or likened to an engine running ("a smell of exhaust", "like a car running"): fumes. */
export const EXHAUST_SMELT = {
  exhaust: ["exhaust", "exhausts", "exhaust fumes"],
  engine: ["car running", "engine running", "car engine", "running engine", "car exhaust", "exhaust pipe"],
};
/** Birds and pets ill or dying, told by what they do ("the budgie died suddenly", "the other is fluffed up"). */
export const PETS_ILL = {
  animals: [
    "budgie*",
    "bird*",
    "canary",
    "canaries",
    "parrot*",
    "cockatiel*",
    "finch*",
    "hamster*",
    "fish",
    "cat",
    "cats",
    "dog",
    "dogs",
    "rabbit*",
    "guinea pig*",
    "pet",
    "pets",
  ],
  states: [
    "died suddenly",
    "dropped dead",
    "fluffed up",
    "on the floor of the cage",
    "fell off its perch",
    "off its perch",
    "collapsed",
    "wobbly",
    "lethargic",
    "floppy",
    "not moving",
    "keeled over",
    "wont get up",
    "cant get up",
    "wont wake",
  ],
};
/** A gas meter or pipe heard ("whistling") after a knock: gas escaping. */
export const GAS_PART_HEARD = {
  part: ["meter", "meters", "gas pipe", "gas pipes"],
  sound: ["whistl*", "hiss*", "whoosh*", "squeal*"],
};
/** A pilot gone out once, its relighting asked, with nothing recurring: the how-to, not a sign. */
export const PILOT_ONCE = {
  relight: ["relight", "re light", "light it again", "how do i light", "how to light", "light it back"],
  recurring: [
    "keeps",
    "keep",
    "again and again",
    "always",
    "every",
    "wont stay",
    "doesnt stay",
    "dies",
    "blows out",
    "blowing out",
  ],
};
/** A smell met outside the home, passing a works ("a gas smell when I drive past the gasworks"): the conditional line. */
export const ELSEWHERE_PASSED = [
  "past the gasworks",
  "past the gas works",
  "by the gasworks",
  "near the gasworks",
  "past the refinery",
  "past the tip",
  "past the landfill",
  "past the sewage works",
  "past the chemical works",
  "past the steelworks",
  "past the plant",
];
/** Somewhere else that had the hazard, told of today ("the kids' school had a gas leak", "work had a CO alarm go off"). */
export const ELSEWHERE_HAD = [
  "school had",
  "schools had",
  "the school",
  "at school",
  "work had",
  "works had",
  "the office had",
  "the shop had",
  "the hospital had",
  "the pub had",
  "the gym had",
  "the church had",
];
/** The hazard at home as well ("and now I can smell gas at home too"): not only elsewhere. */
export const HAZARD_AT_HOME_TOO = [
  "at home",
  "here too",
  "here as well",
  "in the house",
  "in our house",
  "at ours",
  "at mine",
];
/** Another home of one's own, told of in the past ("at our old house"; not "an old house"): a story, however it ended. */
export const OTHER_HOME_PAST = [
  "our old house",
  "my old house",
  "our old flat",
  "my old flat",
  "our old place",
  "my old place",
  "our previous house",
  "my previous house",
  "our last house",
  "my last house",
  "when we lived",
  "when i lived",
];
/** A negation told as a judgement ("I wouldn't say it smells of gas"): read as "not". */
export const NEGATION_JUDGED = { verb: ["wouldnt", "wouldn't", "couldnt", "dont"], next: ["say", "call", "describe"] };
/** A match burnt or struck is the odorant's likeness, not a burning smell ("like burnt matches"). */
export const MATCH_LIKENESS = ["match", "matches", "matchstick*"];
/** Another device's alarm, named beside the alarm ("the alarm on my cooker timer keeps beeping", "the fridge alarm"). */
export const OTHER_DEVICE_ALARM = [
  "timer",
  "timers",
  "fridge",
  "freezer",
  "microwave",
  "dishwasher",
  "washer",
  "oven timer",
];
/** Symptoms in everyday words the other lists do not hold ("a splitting head", "my head's killing me"). */
export const SYMPTOM_PHRASES_MORE = [
  "splitting head*",
  "head is splitting",
  "heads splitting",
  "head is killing",
  "heads killing",
  "head killing",
  "head was killing",
  "woozy",
  "groggy",
  "spaced out",
  "not with it",
  "cant keep my eyes open",
  "cant keep his eyes open",
  "cant keep her eyes open",
];
/** "sick at the price", "exhausted chasing the landlord": a feeling about a thing, not a symptom. */
export const SYMPTOM_FIGURE_NEXT = ["chasing", "arguing", "explaining", "ringing", "phoning", "waiting"];
/** "sick at the price": what one is sick at, a cost or a thought (not "sick at 3am"). */
export const SYMPTOM_FIGURE_AT = ["price", "prices", "cost", "costs", "thought", "bill", "bills", "quote", "quotes"];
/**
 * Smell nouns in slang ("a right hum in the kitchen", "the hallway is rank", "a tang like a swimming pool"): read as a
 * smell only with a likeness or an egg word right after, since most have another meaning ("the boiler's hum").
 */
export const SMELL_SLANG = {
  nouns: ["rank", "tang", "minging", "mingin", "boggin", "bogging"],
  /** Also a noise ("the boiler's hum like a fridge"): a smell only with an egg word. */
  noisy: ["hum", "humming", "honking"],
  then: ["like", "of", "sort", "kind", "eggy", "eggs", "egg", "sulphur", "rotten"],
  eggy: ["eggy", "eggs", "egg", "sulphur", "rotten"],
};
/** A gas fire's or boiler's name in the possessive ("the gas fire's radiants are black"), for marks. */
export const MARK_APPLIANCES_MORE = ["fires", "boilers", "heaters", "furnace*"];
/** The room's air gone close, told in other words ("the room feels close when the gas fire is on"). */
export const STUFFY_MORE = [
  "feels close",
  "feel close",
  "gets close",
  "air is close",
  "room is close",
  "eyes are watering",
];
/** More surfaces of a gas fire or boiler that carry combustion marks ("the radiants are black"). */
export const MARK_SURFACE_MORE = [
  "radiant",
  "radiants",
  "coals",
  "bricks",
  "fuel bed",
  "burner",
  "burners",
  "front",
  "hearth",
];
/** An alarm's display reading nothing ("the CO alarm shows 0 on the screen"): no alarm. */
export const ALARM_READS_ZERO = [
  "shows 0",
  "says 0",
  "reads 0",
  "showing 0",
  "shows 000",
  "says 000",
  "reads 000",
  "0 ppm",
  "shows zero",
  "reads zero",
  "says zero",
];
/** Alarms asked about in general, in the plural ("do CO alarms go off for cigarette smoke?"), nobody's own. */
export const ALARMS_ASKED_IN_GENERAL = {
  head: ["do", "can", "will", "would", "could", "why", "how"],
  plural: ["alarms", "detectors", "alarm's"],
  own: ["my", "our", "mine", "ours", "ive", "weve", "its", "it", "now", "tonight", "today"],
};
/** Gas named only as what someone else fears, the smell's own cause then said ("he thinks it's gas but it's only food"). */
export const GAS_ONLY_FEARED = {
  by: ["think*", "thought", "reckon*", "says", "said", "worried", "worries", "convinced", "sure", "scared"],
  but: [
    "but it is",
    "but its",
    "but it was",
    "it is only",
    "its only",
    "it is just",
    "its just",
    "only food",
    "just food",
  ],
};
/** Carbon monoxide asked about in general ("can you get CO poisoning without an alarm?"): a question, nothing sensed. */
export const CO_ASKED_IN_GENERAL = [
  "can you get",
  "can you be",
  "can someone get",
  "can people get",
  "can a person get",
  "can you still get",
  "could you get",
  "is it possible",
  "how likely",
  "is it likely",
];

// Gas and carbon monoxide, round 8 second pass: cue classes for relief outside, own causes, hypothetical alarms,
// water stains, pilots going out again and again, flues hidden in voids (./safety.ts).
/** Symptoms easing away from the home: "better when I go out", "clears up once I'm outside", "fine at work". */
export const RELIEF_OUTSIDE = {
  eases: [
    "better",
    "fine",
    "ok",
    "okay",
    "alright",
    "clears",
    "clear",
    "eases",
    "ease",
    "goes",
    "lifts",
    "disappear*",
    "vanish*",
    "right",
    "gone",
    "improves",
  ],
  away: [
    "out",
    "outside",
    "outdoors",
    "fresh",
    "away",
    "leave",
    "leaving",
    "walk*",
    "work",
    "garden",
    "shop*",
    "smoke",
    "fag",
    "ciggie",
  ],
};
/** A head pounding, in everyday words ("me head's been pounding", "a thumping head"). */
export const HEAD_PAIN = {
  head: ["head", "heads", "headd"],
  pain: [
    "pounding",
    "thumping",
    "banging",
    "throbbing",
    "splitting",
    "spinning",
    "killing",
    "hurting",
    "hurts",
    "sore",
    "bad",
  ],
};
/** More words for feeling faint ("gone giddy", "feels light headed"). */
export const SYMPTOM_WORDS_MORE = ["giddy", "light headed", "feel faint", "feels faint", "felt faint", "feeling faint"];
/** An everyday cause given to a symptom in the same breath ("a headache from the kids screaming", "the vet says she ate"). */
export const SYMPTOM_CAUSE_GIVEN = {
  because: ["from", "because", "cos", "coz", "cause", "thanks", "due", "after"],
  told: [
    "vet says",
    "vet said",
    "vets says",
    "vets said",
    "doctor says",
    "doctor said",
    "gp says",
    "gp said",
    "nurse said",
  ],
  pets: ["dog*", "cat", "cats", "puppy", "kitten", "rabbit", "hamster", "budgie", "bird*"],
  notOwn: [
    "boiler*",
    "gas",
    "fume*",
    "flue*",
    "fire",
    "heater",
    "cooker",
    "hob",
    "oven",
    "smell*",
    "monoxide",
    "co",
    "alarm*",
    "combi*",
    "geyser",
    "appliance*",
    "exhaust*",
    "generator*",
    "engine*",
    "stove",
    "burner",
    // An illness carbon monoxide is often taken for: no cause of its own.
    "virus",
    "viral",
    "bug",
    "flu",
    "cold",
    "covid",
    "infection",
    "lurgy",
    "sickness",
    "poisoning",
  ],
  several: ["we", "all", "both", "everyone", "everybody", "kids", "family", "us"],
};
/** An alarm asked about hypothetically: "could woodsmoke set off my CO alarm?", "would it go off for toast too?". */
export const ALARM_HYPOTHETICAL = {
  modal: ["could", "would", "can", "will", "might", "may", "does", "do", "should"],
  trigger: ["set", "trigger*", "go", "detect", "pick"],
  same: ["same as", "same thing", "the same", "difference between", "different from", "or do i need both", "need both"],
  sounding: [
    "went off",
    "gone off",
    "going off",
    "goes off",
    "beeping",
    "sounding",
    "keeps going",
    "is going",
    "screaming",
    "bleeping",
  ],
};
/** A stain from water, not from fumes: a leak, a bath or a tank through the ceiling, an insurance claim. */
export const WATER_STAIN_CAUSE = [
  "leak*",
  "leaked",
  "water",
  "damp",
  "insurance",
  "insurer*",
  "bath",
  "shower",
  "tank",
  "overflow*",
  "flood*",
  "burst",
  "drip*",
];
/** A pilot that goes out again and again (told as recurring or counted). */
export const PILOT_RECURRING = {
  flame: [
    "pilot light",
    "pilot flame",
    "little blue flame",
    "small blue flame",
    "little flame",
    "small flame",
    "blue flame",
    "wee flame",
  ],
  out: ["out", "off", "wont stay", "doesnt stay", "dies", "dying", "blows", "blowing", "blew"],
  again: ["keeps", "keep", "times", "again", "every", "always", "repeatedly", "constantly", "daily"],
};
/** A flue hidden in a void or boxed in, told with or without the inspection hatches. */
export const FLUE_HIDDEN = {
  hidden: [
    "boxed",
    "concealed",
    "hidden",
    "void*",
    "plasterboard*",
    "bulkhead*",
    "enclosed",
    "encased",
    "built in",
    "covered in",
    "behind",
  ],
  access: ["hatch*", "access panel*", "inspection panel*"],
};
/** Someone away at work, named as kin ("mam at work n the house stinks"): where the person is, not the smell. */
export const PERSON_AWAY_KIN = [
  "mam",
  "mum",
  "mom",
  "mother",
  "dad",
  "da",
  "father",
  "husband",
  "hubby",
  "wife",
  "partner",
  "fella",
  "missus",
  "son",
  "daughter",
  "lad",
  "parents",
  "nan",
  "grandad",
];
/** A surface gone brown or yellow, or black dust, near a gas appliance: the signs of burning badly in other words. */
export const DISCOLOURED = {
  surface: [
    "wallpaper",
    "paper",
    "paint",
    "paintwork",
    "wall",
    "walls",
    "ceiling",
    "tiles",
    "cupboard",
    "plaster",
    "woodwork",
  ],
  colour: [
    "brown",
    "browny",
    "brownish",
    "yellow",
    "yellowy",
    "yellowish",
    "nicotine",
    "tan",
    "black",
    "dark",
    "grey",
    "grubby",
  ],
  change: ["gone", "turned", "turning", "going", "gone", "become", "went", "changed"],
  dust: ["dust", "dusty", "powder", "residue", "film", "grime"],
  dustColour: ["black", "blackish", "dark", "grey", "gray"],
};
/** A phone call, not an alarm ringing: "ring someone", "rang us", "ring you back". */
export const RING_A_CALL = {
  ring: ["ring", "rang", "ringing", "rung"],
  callee: [
    "someone",
    "somebody",
    "anyone",
    "anybody",
    "you",
    "u",
    "us",
    "them",
    "him",
    "her",
    "me",
    "back",
    "round",
    "up",
  ],
};
/** No hazard now, told after a question about one ("nothing now, only I want to know", "just curious"). */
export const NOTHING_NOW = [
  "nothing now",
  "nothing at the moment",
  "nothing right now",
  "nothing at present",
  "not now",
  "not at the moment",
  "no smell now",
  "just curious",
  "only curious",
  "i only want to know",
  "only i want to know",
  "i just want to know",
  "just want to know",
  "only asking",
  "just asking",
  "for future reference",
];
/** The smell itself asked about ("what does it smell like", "how would I know the smell of gas"). */
export const NOTHING_NOW_ASKED = [
  "smell like",
  "smells like",
  "know the smell",
  "the smell of",
  "what it smell",
  "what does it smell",
  "how does it smell",
];
/** Kin named in the possessive before where they are ("dad's at work", "mum's at the office"). */
export const PERSON_AWAY_KIN_POSSESSIVE = [
  "mams",
  "mums",
  "moms",
  "dads",
  "husbands",
  "hubbys",
  "wifes",
  "partners",
  "sons",
  "daughters",
  "lads",
  "nans",
  "grandads",
  "fellas",
];
// Gas and carbon monoxide, ninth pass: kinds read by meaning (./safety.ts).
/** More words for the gas meter's figures still moving ("the digits keep creeping up", "the numbers are still rising"). */
export const METER_CREEPS = [
  "creeping",
  "creepin",
  "creeps",
  "creep",
  "rising",
  "rises",
  "climbing",
  "climbs",
  "changing",
  "changes",
  "increasing",
  "ticking over",
  "ticking up",
  "counting up",
];
/**
 * "the only gas leak in this house is the dog", "only gas round here is my husband after a curry": gas said, as a joke,
 * to be a person's or a pet's wind (./safety.ts `withoutWindJokes`).
 */
export const WIND_JOKE = {
  only: ["only", "just"],
  is: ["is", "are", "s", "thats", "comes", "from"],
  beings: [
    "dog",
    "dogs",
    "cat",
    "cats",
    "puppy",
    "husband",
    "hubby",
    "wife",
    "missus",
    "partner",
    "boyfriend",
    "girlfriend",
    "fella",
    "bloke",
    "baby",
    "kids",
    "kid",
    "son",
    "daughter",
    "teenager",
    "dad",
    "grandad",
    "brother",
    "uncle",
    "him",
    "me",
    "oh",
  ],
};
/**
 * Smoke coming back into the room from a fire or stove ("puffs smoke back into the room on windy days", "smoke comes out
 * round the stove door"): the fumes not all going up the chimney (./safety.ts `smokeIntoRoom`).
 */
export const SMOKE_INTO_ROOM = {
  smoke: ["smoke", "smokes", "smoking", "smoky", "smokey"],
  fire: ["fire", "fires", "fireplace", "stove*", "burner*", "woodburner*", "chimney*", "hearth", "grate", "flue*"],
  into: [
    "back into",
    "back out",
    "back down",
    "blow* back",
    "down the chimney",
    "into the room",
    "into the lounge",
    "into the living room",
    "into the front room",
    "into the house",
    "into the kitchen",
    "into the bedroom",
    "into the room",
    "out round",
    "out around",
    "out of the front",
    "out the front",
    "out of the door",
    "out the door",
    "puff*",
    "billow*",
  ],
  /** Smoke from somewhere else blown in: a fire outside (answered in ./hazards.ts). */
  elsewhere: ["neighbour*", "neighbor*", "next door", "garden*", "bonfire*", "bbq", "barbecue*", "fire pit*"],
};
/**
 * Using an appliance anyway, asked after an engineer's warning notice or capping ("can I just use it tonight", "can we
 * not put it on for an hour"): ./safety.ts `askedToUseAnyway`.
 */
export const USE_ANYWAY = [
  "use it",
  "using it",
  "put it on",
  "turn it on",
  "turn it back on",
  "switch it on",
  "switch it back on",
  "put it back on",
  "light it",
  "relight it",
  "run it",
  "uncap it",
  "uncap",
  "sticker off",
  "label off",
  "ignore it",
  "ignore the",
  "to use",
  "use tonight",
  "put on",
  "switch on",
  "turn on",
];
/** An appliance told condemned by the engineer ("the gas fire was condemned today"): the warning notice's advice. */
export const WARNING_NOTICE_MORE = [
  "was condemned",
  "been condemned",
  "condemned it",
  "condemned the",
  "condemned my",
  "condemned our",
  "is condemned",
  "its condemned",
];
/**
 * A hob's flame blue with a yellow or orange tip only now and then ("a yellow tip now and then, mostly blue", "blue
 * with the occasional orange flick"): dust or a spill burning, the flame-colour advice, not the block.
 */
export const FLAME_TIP_ONLY = {
  hob: ["hob*", "cooker*", "ring", "rings", "burner*", "oven*"],
  colour: ["yellow*", "orange*", "red"],
  blue: [
    "mostly blue",
    "blue otherwise",
    "otherwise blue",
    "otherwise its blue",
    "is blue",
    "are blue",
    "blue but",
    "blue with",
    "still blue",
    "blue most",
    "usually blue",
    "normally blue",
    "all blue",
  ],
  now: [
    "now and then",
    "now and again",
    "sometimes",
    "occasional",
    "occasionally",
    "the odd",
    "every so often",
    "once in a while",
    "from time to time",
    "tip",
    "tips",
    "at the top",
    "at the tip",
  ],
  /** A flame gone yellow for good, or one told with a sign: not a tip now and then. */
  gone: ["gone", "turned", "all yellow", "all orange", "always", "constantly", "lazy", "floppy"],
};
/**
 * Someone else's hazard, long enough ago ("my friend got CO poisoning last year", "a mate at work had a gas leak months
 * ago"): told as the reason for a question, not a hazard here (./safety.ts `classifySafety`).
 */
export const OTHER_PERSON_PAST = {
  who: [
    "friend",
    "friends",
    "mate",
    "mates",
    "pal",
    "neighbour",
    "neighbours",
    "neighbor",
    "cousin",
    "colleague",
    "workmate",
    "aunt",
    "auntie",
    "uncle",
    "someone",
    "somebody",
    "lad",
    "bloke",
    "woman",
    "relative",
    "boss",
  ],
  /** The home here named: "our", "we", "us" ("my friend got ill from our fire last month" is here). */
  here: ["our", "ours", "we", "us", "here"],
};
/** A year told with the preposition before it ("back in 2019", "in 2015"): a past time, with a resolution. */
export const IN_A_YEAR = ["in", "since", "during"];
/** What a price or a thought does to someone ("the price is making me feel sick"): no symptom of a hazard. */
export const SYMPTOM_FIGURE_MADE = {
  verbs: ["makes", "making", "made", "make"],
  subjects: ["news", "idea", "invoice", "amount", "figure", "figures", "estimate", "estimates", "thinking"],
};
/** Pet birds, the first to show carbon monoxide, told ill or dead ("my budgie died", "the canary is poorly"). */
export const BIRDS_ILL = {
  birds: ["budgie*", "bird", "birds", "canary", "canaries", "parrot*", "cockatiel*", "finch*", "lovebird*"],
  states: [
    "died",
    "dead",
    "dying",
    "ill",
    "poorly",
    "unwell",
    "sick",
    "look ill",
    "looks ill",
    "looking ill",
    "sleepy",
  ],
};
/** Cooking denied ("nobody's cooked anything", "we haven't been frying"): no cause of its own for the smell. */
export const COOKING_DENIED = [
  "nobody",
  "nobodys",
  "noone",
  "noones",
  "not",
  "no",
  "havent",
  "hasnt",
  "hadnt",
  "didnt",
  "never",
];
/** Words a condition reaches over to its hazard ("if I think I have a gas leak", "if we ever suspect a smell"). */
export const CONDITION_FILLER = [
  "i",
  "we",
  "you",
  "think",
  "thought",
  "suspect",
  "reckon",
  "believe",
  "a",
  "an",
  "gas",
];
/** More hazards a condition takes out ("if there's ever a gas escape"). */
export const CONDITION_TARGETS_MORE = ["escap*", "hiss*", "poison*"];
/** "if" in a figure of speech, opening no condition ("if I'm honest I can smell gas", "if anything it's worse"). */
export const CONDITION_IDIOM = [
  "im honest",
  "i am honest",
  "im being honest",
  "you ask me",
  "anything",
  "i recall",
  "memory serves",
];
/** The gas steps asked for a leak only supposed ("if I think I have a gas leak, who do I ring?"): ./intents/safety-questions.ts. */
export const GAS_STEPS_ASKED_MORE = {
  hazard: ["leak*", "leek*", "escape*"],
  ask: [
    "who do i ring",
    "who do we ring",
    "who do i call",
    "who do we call",
    "who should i call",
    "who should i ring",
    "who to call",
    "who to ring",
    "what number",
    "which number",
  ],
};
/** Open air a flue may blow onto ("blows steam onto my fence"): no room for fumes to gather, no sign. */
export const FLUE_ONTO_OUTDOORS = [
  "fence*",
  "garden*",
  "drive",
  "driveway",
  "car",
  "cars",
  "path",
  "patio",
  "lawn",
  "street",
  "road",
  "pavement",
  "hedge*",
  "washing",
];
/** Meals that make their own smell ("eggs for breakfast", "an omelette"): the smell's own cause. */
export const OWN_CAUSE_MEALS = [
  "breakfast",
  "brekkie",
  "lunch",
  "omelette*",
  "omelet*",
  "scrambled",
  "sandwich*",
  "butty",
  "butties",
];
/** Where soot falls after a sweep ("soot fell into the fireplace after the sweep"): the sweep's, no sign. */
export const SOOT_SWEPT_PLACES = ["fireplace", "grate", "hearth", "chimney", "stove", "woodburner"];
/** "now" opening a request, not the hazard now ("all fixed, now I just need a service", "now we want it serviced"). */
export const NOW_REQUEST = [
  "need",
  "needs",
  "want",
  "i need",
  "we need",
  "i want",
  "we want",
  "i just need",
  "we just need",
  "i just want",
  "i would like",
  "id like",
  "wed like",
  "just need",
  "just want",
  "looking",
  "im looking",
  "were looking",
  "wondering",
  "im wondering",
  "can you",
  "could you",
];
/** A hiss told by its likeness, at a gas part ("a noise like letting air out of a tyre behind the gas meter"). */
export const HISS_LIKENED = [
  "air out",
  "tyre",
  "tyres",
  "tire",
  "balloon",
  "escaping air",
  "air escaping",
  "rushing air",
  "air rushing",
  "puncture",
];
/** A gas oven or hob used to heat a room ("the oven on with the door open for heat"): ./safety.ts `cookerForHeat`. */
export const COOKER_FOR_HEAT = {
  cooker: ["oven", "ovens", "cooker", "hob", "hobs", "rings", "grill"],
  heat: [
    "for heat",
    "for warmth",
    "to heat the",
    "to heat my",
    "to heat our",
    "to warm the",
    "to warm us",
    "to warm my",
    "to warm our",
    "keep warm",
    "keep us warm",
    "as a heater",
    "instead of the heating",
    "as heating",
    "door open for",
    "door open to",
  ],
};
/** A reading given as nothing ("a CO reading of 0 ppm"). */
export const READING_FINE_MORE = ["0", "00", "0ppm", "nought", "none"];
/**
 * Symptoms asked about in general ("can a faulty boiler cause headaches?", "does CO make you dizzy?"), nobody's own:
 * ./safety.ts `symptomsAskedInGeneral`.
 */
export const SYMPTOMS_ASKED = {
  head: ["can", "could", "does", "do", "will", "would", "is", "are"],
  cause: ["cause", "causes", "give", "gives", "make", "makes", "lead"],
  own: [
    "i have",
    "ive",
    "i get",
    "i keep",
    "i feel",
    "im",
    "we have",
    "we get",
    "we keep",
    "my head",
    "been getting",
    "feeling",
    "my",
    "our",
    "he has",
    "she has",
    "hes",
    "shes",
  ],
};
/** More work a smell on a person comes from ("I work at the gas works so I always smell of gas"). */
export const SMELL_ON_PERSON_WORK_MORE = ["works", "plant", "refinery", "garage", "mechanic", "engineer", "fitter"];
// Gas and carbon monoxide, ninth pass second part: figures of speech, all-clears and alarm kit (./safety.ts).
/**
 * Figures of speech that borrow a hazard word and name no hazard: the gas bill "stinks", "high on the fumes" from the
 * paint, a "false alarm", the alarm on a phone or clock, a "smoking" deal. Blanked before the hazard is read, like
 * `FIGURATIVE_GAS`; a hazard word told again elsewhere in the message still counts.
 */
export const HAZARD_FIGURES = [
  "gas bill",
  "gas bills",
  "gas bil",
  "gas price",
  "gas prices",
  "price of gas",
  "gas tariff*",
  "gas standing charge",
  "high on the fumes",
  "high on fumes",
  "high off the fumes",
  "high off fumes",
  "high on the paint",
  "high on paint",
  "high on the glue",
  "false alarm",
  "false alarms",
  "alarm clock*",
  "phone alarm",
  "phone alarms",
  "alarm on my phone",
  "alarm on me phone",
  "alarm on the phone",
  "alarm on his phone",
  "alarm on her phone",
  "wake up alarm",
  "wakeup alarm",
  "smoking deal",
  "smoking hot",
  "smoking offer",
  "smoking price",
];
/** "a headache of a job": a headache said of a thing, unless the thing is a time of day ("a headache of a morning"). */
export const HEADACHE_OF_A = {
  articles: ["a", "an"],
  times: ["morning", "mornings", "night", "nights", "evening", "evenings", "day", "daytime", "weekend", "weekends"],
};
/**
 * An all-clear told in the message: it governs the hazard words it covers. `story` says the whole scare is over or was
 * never ours ("false alarm", "panic over", "nothing to do with you", "not us"); `people` says nobody is unwell ("she's
 * absolutely fine, no symptoms"), which covers symptoms and an alarm's mention, never a smell of gas or an alarm
 * sounding.
 */
export const ALL_CLEAR = {
  story: ["false alarm", "false alarms", "panic over", "all clear"],
  /** The smell or smoke said to come from elsewhere: covers smoke and smells, never a smell said to be of gas. */
  elsewhere: [
    "nothing to do with you",
    "nothing to do with u",
    "nothing to do with us",
    "nothing to do with the gas",
    "nothing to do with gas",
    "not us",
    "not ours",
    "not from us",
    "not from ours",
    "not coming from us",
  ],
  /** The boiler or heating said to be fine: with a burning smell's own cause told, the smell is not the boiler's. */
  appliance: [
    "boilers fine",
    "boiler is fine",
    "boilers ok",
    "boiler is ok",
    "boilers okay",
    "boilers grand",
    "heatings fine",
    "heating is fine",
    "heatings ok",
    "heating is ok",
    "heating fine",
    "boiler fine",
  ],
  people: [
    "absolutely fine",
    "perfectly fine",
    "perfectly well",
    "right as rain",
    "fit as a fiddle",
    "no symptoms",
    "no symptom",
    "not unwell",
    "not ill",
    "nobody is ill",
    "nobodys ill",
    "no one is ill",
    "nobody is unwell",
    "nobodys unwell",
    "nothing wrong with her",
    "nothing wrong with him",
    "nothing wrong with them",
    "nothing wrong with anyone",
    "nothing wrong with any of us",
    "all well",
    "all fine",
  ],
};
/**
 * A carbon monoxide alarm's age or state told ("eight years old", "expired", "in a drawer with no battery"): a question
 * about the alarm itself, the conditional line, unless it sounds or anyone is unwell.
 */
export const CO_ALARM_KIT_STATE = [
  "years old",
  "year old",
  "yrs old",
  "ancient",
  "expired",
  "out of date",
  "past its date",
  "past it",
  "end of life",
  "end of its life",
  "no battery",
  "no batteries",
  "without a battery",
  "without batteries",
  "flat battery",
  "dead battery",
  "in a drawer",
  "in the drawer",
  "never fitted",
  "not fitted",
  "never put up",
  "replace by",
  "on the back",
];
/**
 * The safety net's parts and anomalies: a gas pipe, the meter or a flue with physical damage told near it ("the gas pipe
 * is bent and hanging off the wall", "the flue has come apart"), or a vent or air brick covered beside a gas appliance
 * ("taped over the vent beside the gas fire"): whatever answers, the reply carries the conditional line.
 */
export const SAFETY_NET = {
  pipes: ["pipe", "pipes", "pipework", "meter", "meters", "flue", "flues", "flu", "regulator", "governor"],
  gas: ["gas", "flue", "flues", "flu", "meter", "meters"],
  damaged: [
    "bent",
    "bend",
    "bending",
    "kinked",
    "kink",
    "hanging",
    "loose",
    "wobbl*",
    "cracked",
    "crack",
    "split",
    "dented",
    "dent",
    "smashed",
    "snapped",
    "damaged",
    "knocked",
    "crushed",
    "squashed",
    "apart",
    "detached",
    "fallen",
    "rusted",
    "corroded",
    "hole",
    "holes",
    "pulled",
    "ripped",
    "angle",
  ],
  vents: ["vent", "vents", "airbrick*", "grille*", "grill", "ventilator*", "ventilation"],
  airBrick: "air brick*",
  covered: [
    "taped",
    "tape",
    "covered",
    "cover",
    "blocked",
    "block",
    "bunged",
    "stuffed",
    "cardboard",
    "sealed",
    "boarded",
    "filled",
    "plastered",
    "closed",
    "shut",
    "papered",
  ],
  appliances: [
    "gas fire*",
    "gas heater*",
    "gas cooker*",
    "gas hob*",
    "boiler*",
    "fire",
    "heater*",
    "stove*",
    "multipoint",
  ],
};
/** A head said to hurt in other words ("my head is very painful", "head aching", "pains in my head"). */
export const HEAD_PAIN_MORE = ["painful", "aching", "aches", "achy", "pain", "pains", "throbs", "pounds"];
/**
 * Symptoms where a fuel-burning appliance runs: the appliance told on in the evening, overnight or in that room, or the
 * symptoms told on waking (the NHS's own pointers). Carbon monoxide, whatever everyday cause is guessed.
 */
export const SYMPTOMS_WHERE_IT_BURNS = {
  appliances: [
    "gas fire*",
    "gas heater*",
    "calor*",
    "heater*",
    "back boiler*",
    "boiler*",
    "wood burner*",
    "woodburner*",
    "log burner*",
    "stove*",
    "multipoint*",
  ],
  on: [
    "all night",
    "overnight",
    "over night",
    "all evening",
    "every evening",
    "every night",
    "each night",
    "of a night",
    "left on",
    "leave it on",
    "on low",
    "going all",
    "on all",
  ],
  waking: ["wake", "wakes", "woke", "waking", "woken", "mornings", "morning", "get up", "gets up", "got up", "bedtime"],
  rooms: ["bedroom*", "room", "caravan*", "bedsit*", "lounge", "cabin", "studio"],
};
/** More everyday causes of a burning or smoke smell at home, beside `BURNING_OWN_CAUSE` (food, the kitchen, the hair). */
export const BURNING_OWN_CAUSE_MORE = [
  "bacon",
  "sausage*",
  "pizza*",
  "crumpet*",
  "popcorn",
  "burger*",
  "roast",
  "frying",
  "fryer",
  "kettle",
  "straighteners",
  "hairdryer",
  "incense",
  "joss",
];
/**
 * A smell put down to a cause of the visitor's own, told as fact ("it's the bin", "turned out it was the dog's bowl"):
 * the words that put it down (`by`, the cause within a few words after), more causes beside `OWN_CAUSE_SMELL`, and
 * the hedges or beliefs that make it no more than a guess ("my husband thinks it's the drains", "probably the bins").
 */
export const SMELL_PUT_DOWN_TO = {
  by: [
    "its the",
    "its a",
    "its our",
    "its my",
    "its just",
    "its only",
    "its literally",
    "it is the",
    "it is just",
    "it was the",
    "it was a",
    "it was our",
    "it was my",
    "it was just",
    "it was only",
    "it was literally",
    "turned out to be",
    "thats the",
    "that was the",
    "was only the",
    "was just the",
  ],
  causes: ["sprouts", "broccoli", "eggs", "egg", "fridge", "bowl", "nappy", "nappies", "rubbish", "caddy"],
  window: 6,
  hedges: [
    "think",
    "thinks",
    "thought",
    "reckon*",
    "probably",
    "prob",
    "maybe",
    "might",
    "could",
    "guess*",
    "hope*",
    "assum*",
    "says",
    "said",
    "sure",
    "suppos*",
    "wonder*",
    "if",
  ],
};
/**
 * A carbon monoxide alarm's own test told in more words than `ALARM_TESTED`: its button pressed ("pushed the little
 * button on it", "held the co alarm button in") or a test given ("gave it a test"); and what says it still sounds
 * after ("to silence it", "keeps going off"), which makes it no test.
 */
export const ALARM_TEST_MORE = {
  press: ["push*", "press*", "held", "hold*", "hit", "tapped", "tap"],
  button: ["button", "buttons"],
  test: ["a test", "the test", "tested the", "tested it", "tested our", "tested my", "tested mine", "with the button"],
  sounding: ["silenc*", "hush*", "keep", "keeps", "wont", "still", "again", "stop", "stopping", "shut", "going"],
};
/** A symptom said of thinking, reading or choosing ("a headache just thinking about the cost"): no symptom felt. */
export const SYMPTOM_FROM_MIND = [
  "thinking about",
  "thinking of",
  "think about",
  "thought of",
  "reading",
  "choosing",
  "deciding",
  "comparing",
  "researching",
  "googling",
  "reviews",
  "options",
  "paperwork",
  "jargon",
  "quotes",
];
/**
 * After a capping or warning notice: the appliance named (the longest first, "gas fire" before "fire"), and the repair
 * asked of us in words beyond repair or fix ("reconnect it", "fit it back", "get it going again").
 */
export const NOTICE_REPAIR = {
  appliances: [
    "water heater",
    "gas fire",
    "gas cooker",
    "gas hob",
    "gas oven",
    "boiler",
    "cooker",
    "hob",
    "oven",
    "fire",
    "heater",
    "multipoint",
    "meter",
  ],
  asked: [
    "reconnect*",
    "connect*",
    "fit it back",
    "put it back",
    "refit*",
    "reinstate",
    "going again",
    "working again",
  ],
  /** The capping told with whose appliance ("capped our cooker"), beside `WARNING_NOTICE`. */
  capped: ["capped our", "capped my", "capped his", "capped her", "capped their", "capped mums", "capped nans"],
};
/** More devices whose own alarm sounds, beside `OTHER_DEVICE_ALARM` ("the baby monitor alarm keeps going off"). */
export const OTHER_DEVICE_ALARM_MORE = [
  "baby monitor*",
  "monitor",
  "doorbell",
  "smartwatch",
  "fitbit",
  "alexa",
  "ipad",
  "tablet",
  "laptop",
  "dishwasher",
  "tumble dryer",
];
// Hazards that are not gas (./hazards.ts).
export const HAZARD_SMELL = ["smel*", "smelt", "whif*", "odour*", "odor*", "stink*", "reek*", "pong*"];

/** Paint or dust burning off a new or first-run radiator or boiler: the normal first-heat smell, not an overheating part. */
export const BURN_OFF_OWN = {
  what: ["paint", "dust", "dusty", "coating"],
  not: [
    "electric*",
    "plastic*",
    "rubber*",
    "wiring",
    "smoke*",
    "smoking",
    "spark*",
    "melt*",
    "fish*",
    "socket*",
    "fuse*",
  ],
};
/** Burning told as electrical or melting: never a harmless smoke from a fire outside. */
export const ELECTRICAL_BURNING = ["electric*", "plastic*", "melt*", "spark*"];
/** A smell described as burning, hot or electrical: not the odorant of gas. */
export const BURNING = [
  "burn*",
  "burnt",
  "scorch*",
  "melt*",
  "plastic*",
  "electric*",
  "electrical",
  "wiring",
  "singe*",
  "dust*",
  "dusty",
  "rubber*",
  "fishy",
  "charred",
  "toast*",
];

export const SMOKE_OR_SPARKS = ["smoke", "smoking", "smokes", "sparks", "sparking", "spark", "crackl*"];

export const HAZARD_APPLIANCE = [
  "boiler*",
  "combi",
  "heater",
  "radiator*",
  "fan",
  "pump",
  "controls",
  "thermostat*",
  "timer",
];

export const WATER_NEAR = ["water", "leak*", "leek*", "drip*", "wet", "flood*", "puddle", "pouring", "soaked", "damp"];

export const ELECTRICS = [
  "electric*",
  "electrical",
  "socket*",
  "plug*",
  "wiring",
  "wires",
  "spur",
  "fuse*",
  "fusebox",
  "consumer",
  "light fitting*",
  "switch*",
  "pcb",
  "circuit*",
  "control panel",
];

export const DISCHARGE_PIPE = ["pipe*", "pip", "overflow*", "copper"];

export const OUTSIDE = ["outside", "outdoor*", "external*", "wall", "garden", "drain", "ground", "out"];

export const DRIPPING = [
  "drip*",
  "leak*",
  "water*",
  "running",
  "pouring",
  "dribbl*",
  "gush*",
  "spurt*",
  "trickl*",
  "discharg*",
];

export const PLUME = [
  "smoke*",
  "smoking",
  "steam*",
  "steaming",
  "vapour",
  "vapor",
  "plume*",
  "cloud*",
  "mist*",
  "fog*",
];

export const PLUME_OUTLET = ["flue*", "flu", "pipe*", "chimney", "vent*", "outside", "outlet", "exhaust"];

// Hazards that are not gas, ninth pass (./hazards.ts).
/** Where smoke smelt indoors comes from a fire outside that is nobody's appliance here ("next door's bonfire"). */
export const OUTDOOR_SMOKE_NUISANCE = [
  "neighbour*",
  "neighbor*",
  "next door",
  "garden*",
  "bonfire*",
  "bbq",
  "barbecue*",
  "fire pit*",
  "firepit*",
  "up the road",
  "down the road",
  "over the road",
  "allotment*",
  "field*",
  "farmer*",
];
/** A smoke word as a figure of speech: before these ("a smoking deal", "a smoking price", "a smoke show"). */
export const SMOKE_FIGURE = {
  next: ["deal", "deals", "offer", "offers", "price", "prices", "bargain", "show", "quote"],
  /** ... or after these ("went up in smoke", "blowing smoke"). */
  before: ["up in", "blowing"],
};
/** What to do about smoke from a fire outside, asked ("anything I can do", "what can we do", "can I block the vent"). */
export const OUTDOOR_SMOKE_ASKED = [
  "anything i can do",
  "anything we can do",
  "anything to be done",
  "what can i do",
  "what can we do",
  "what do i do",
  "what do we do",
  "what should i do",
  "what should we do",
  "can i do",
  "can we do",
  "help",
  "stop it",
  "is it safe",
  "is that safe",
  "is this safe",
  "is it dangerous",
  "tape over",
  "block the",
  "block up",
  "cover the",
];

// Reading a hazard word in its scope.
/** Words that negate what follows them in the same clause ("no smell of gas", "not a gas leak"). */
export const NEGATORS = [
  "no",
  "not",
  "nothing",
  "never",
  "without",
  "cant",
  "cannot",
  "dont",
  "isnt",
  "aint",
  "wasnt",
  "doesnt",
  "didnt",
  "nope",
  // Nobody telling of it ("nobody's reported smells", "the tenants haven't mentioned fumes").
  "nobody",
  "nobodys",
  "noone",
  "havent",
  "hasnt",
];
/**
 * Words a denial reaches over to what it denies ("never been any trouble with fumes", "haven't reported smells"): they
 * do not count toward its reach.
 */
export const NEGATION_FILLER = [
  "been",
  "had",
  "has",
  "have",
  "ever",
  "any",
  "trouble",
  "problem",
  "problems",
  "issue",
  "issues",
  "with",
  "reported",
  "mentioned",
  "noticed",
  "complained",
  "about",
];
/** Carbon monoxide read or heard about ("reading about carbon monoxide in the paper"): a topic, nothing sensed. */
export const CO_READ_ABOUT = [
  "read",
  "reading",
  "heard",
  "hearing",
  "seen",
  "saw",
  "programme",
  "program",
  "article",
  "articles",
  "newspaper",
  "paper",
  "news",
  "documentary",
  "telly",
  "radio",
  "online",
  "up",
];
/** What a CO alarm or detector is asked to have done by us: CO named there asks of a service, it tells no alarm. */
/**
 * The carbon monoxide test or check named as the service wanted ("a carbon monoxide test", "a CO check"), and what a
 * test that found something says instead ("found high levels": then it is the hazard).
 */
export const CO_SERVICE_NAMED = {
  after: ["test", "tests", "check", "checks"],
  found: ["found", "high", "detected", "showed", "level", "levels", "reading", "readings", "failed"],
};
/**
 * A gas leak denied after it was named in a question ("who do I ring for a gas leak? not that I've got one"): read
 * exactly, and only where no smell is told.
 */
export const LEAK_DENIED_AFTER = [
  "not that ive got one",
  "not that i have one",
  "not that weve got one",
  "not that we have one",
  "not that there is one",
  "not that theres one",
  "not that i need it",
  "not that we need it",
];
export const CO_ASKED_OF_US = [
  "fit",
  "fitting",
  "sell",
  "selling",
  "check",
  "checking",
  "test",
  "testing",
  "supply",
  "install",
  "installing",
];
/** Illness denied ("nobody unwell", "none of us are ill", "I'm not poorly"): the state word within three words after. */
export const ILLNESS_DENIED = {
  deniers: ["nobody", "nobodys", "noone", "none", "not", "no", "neither"],
  states: ["unwell", "ill", "poorly", "sick"],
};
/**
 * A symptom the visitor denies outright ("I do not have a headache", "no dizziness", "nobody is dizzy"): a denier
 * just before it, or before the words that only join them (have, got, a, any, is, feeling). "He's not been right,
 * headaches all week" denies nothing: "right" is no joining word.
 */
export const SYMPTOM_DENIED = {
  deniers: [
    "no",
    "not",
    "nobody",
    "nobodys",
    "noone",
    "none",
    "neither",
    "nor",
    "never",
    "without",
    "dont",
    "doesnt",
    "didnt",
    "havent",
    "hasnt",
    "isnt",
    "arent",
  ],
  joining: ["a", "an", "any", "have", "has", "had", "got", "getting", "is", "are", "feel", "feeling", "felt", "been"],
};
/** What a negation takes away: the hazard itself, never a symptom ("cant breathe") or a flame "not blue". */
export const NEGATED = [
  // Signs of burning badly denied: "no sooty marks anywhere", "nothing sooty", "no black marks".
  "soot*",
  "sooty",
  "mark*",
  "stain*",
  "streak*",
  "scorch*",
  "discolo*",
  "hiss*",
  "smel*",
  "smelt",
  "whif*",
  "odour*",
  "odor*",
  "stink*",
  "gas",
  "gass",
  "gassy",
  "leak*",
  "leek*",
  "fume*",
  "emergency",
  "monoxide",
  "co",
  "carbon",
  "eggs",
  "eggy",
];
/** What a negated hazard carries with it: "no co alarm going off", "no gas smell". */
export const NEGATED_WITH = ["smel*", "alarm*", "detector*", "going", "gone", "off", "beep*", "sounding"];
/** Where a negation's scope ends ("not sure", "don't know if that's soot": uncertainty, not a denial). */
export const SCOPE_BREAKS = ["but", "sure", "know", "though", "although", "however", "yet"];
/** What is there, begun after a denial ("no flame, just a hiss", "no smell only the hissing"): the denial ends. */
export const NEGATION_ENDS = ["just", "jus", "only"];
/** Words that deny a symptom or someone's illness near it ("nobody feels ill", "checked, not that"). */
export const DENIALS = [
  "nobody",
  "noone",
  "not",
  "no",
  "nothing",
  "isnt",
  "arent",
  "without",
  "checked",
  "ruled",
  // "she doesn't have any drains", "we never use the candles": the cause denied in other words.
  "doesnt",
  "dont",
  "hasnt",
  "havent",
  "never",
];
/** "sick of", "sick and tired", "sick about", "sick to death", "sick with worry": not feeling ill. */
export const SICK_IDIOM_NEXT = new Set(["of", "and", "about", "to", "with"]);
/** Pets: a sick cat or dog is not a person with symptoms. */
export const PETS = ["cat", "cats", "dog", "dogs", "pet", "pets", "puppy", "kitten", "hamster", "rabbit"];

// Gas and carbon monoxide, round 10, safety (./safety.ts, ./hazards.ts).
/**
 * Time off work told with an illness word ("off sick", "on sick leave", "phoned in sick"): an absence, not anyone ill
 * now. Blanked like the figures of speech; a symptom told beside it ("off sick, dizzy every morning") still counts.
 */
export const WORK_ABSENCE = [
  "off sick",
  "of sick",
  "off work sick",
  "signed off sick",
  "signed off ill",
  "off work ill",
  "sick leave",
  "sick note",
  "sick notes",
  "sick day",
  "sick days",
  "sick pay",
  "sickness absence",
  "in sick",
  "on the sick",
  "sick cover",
  "covering sickness",
];
/**
 * The plume from a flue seen outside: its white or steamy look (or the cold that makes it), what makes it no plume
 * (dark smoke, soot, anything inside), and a fume word only believed or asked of it, within `window` words before.
 */
export const PLUME_SEEN = {
  white: ["white", "steam*", "vapour", "vapor", "plume*", "cloud*", "cold", "frost*", "freezing", "winter*", "icy"],
  notPlume: ["black*", "grey", "gray", "dark", "soot*", "inside", "indoors", "room", "bedroom", "kitchen", "smel*"],
  feared: [
    ...GAS_ONLY_FEARED.by,
    "reckon",
    "worried about",
    "is that",
    "is it",
    "is this",
    "are they",
    "are those",
    "could it be",
    "could that be",
    "might be",
    "may be",
    "maybe",
    "or",
  ],
  window: 5,
};
/**
 * A smell told as the smell of a named everyday thing ("stinks of last night's curry", "reeks of wet paint"): what
 * stands within `window` words after "of" or "like". Causes whose smell is like the odorant's (drains, bins, sewage)
 * are not enough at a gas appliance, and the odorant's likenesses (`GAS_LIKE_SMELL`) are never the thing.
 */
export const SMELL_OF_THING = {
  links: ["of", "like"],
  window: 4,
  odorantAlike: ["drain*", "sewage", "sewer", "toilet", "bin", "bins", "compost", "litter"],
  /** What ends the thing told ("of curry and gas", "of paint but"). */
  ends: ["and", "or", "but", "gas", "not", "no", "with", "near", "by", "from", "round", "around", "in", "at"],
};
/**
 * The flue told as the boiler's pipe ("boxed the boiler pipe into the ceiling"): a pipe of these, hidden in these
 * words beside `FLUE_HIDDEN.hidden` ("plastered over", "up through the ceiling", "built round it").
 */
export const FLUE_AS_PIPE = {
  pipeOf: ["boiler*", "combi*", "heater*"],
  hidden: ["plastered", "ceiling*", "built", "panelled", "cladded", "clad"],
};
/**
 * A warning label told by its words after what carries them ("a sticker reading DANGER DO NOT USE"), or by the class
 * of the Gas Industry Unsafe Situations Procedure written beside an appliance ("ID" immediately dangerous, "AR" at
 * risk; "NCS", not to current standards, asks no one to stop using it), within `window` words.
 */
export const NOTICE_TOLD = {
  carriers: ["sticker*", "label*", "notice*", "tag", "tags", "tagged", "reading", "stating"],
  words: ["do not use", "dont use", "not to use", "not to be used", "danger", "dangerous", "unsafe"],
  classes: ["id", "ar"],
  written: [
    "wrote",
    "written",
    "write",
    "writ",
    "put",
    "ticked",
    "marked",
    "form",
    "forms",
    "paperwork",
    "report",
    "sheet",
    "certificate",
    "cert",
    "record",
    "label*",
    "sticker*",
  ],
  /** The ID an engineer shows, or one asked of the visitor. */
  notClass: ["card", "cards", "badge", "door", "show", "shows", "showed", "photo", "check", "need"],
  window: 6,
};
/**
 * A smell taken back in the same message ("no sorry that was the toaster, ignore me", "scratch that, it was the toast"):
 * the words that take it back or put it down, read with a cause of its own (`BURNING_OWN_CAUSE`).
 */
export const BURNING_TAKEN_BACK = [
  "ignore me",
  "ignore that",
  "ignore this",
  "scratch that",
  "never mind",
  "nevermind",
  "my mistake",
  "my bad",
  "no wait",
  "no sorry",
  "sorry no",
  "oh wait",
  "hang on",
  "panic over",
  "thats the",
  "that was the",
  "that was my",
  "thats my",
  "it was the",
  "it was my",
  "its the",
  "its just the",
  "it was just",
];
/** ... unless the cause is ruled out ("it's not the toaster", "ignore the toaster, it's not that"). */
export const BURNING_TAKEN_BACK_NOT = ["not the", "not that", "isnt the", "wasnt the", "not my", "not from the"];
/** An illness word said of someone in hospital or over treatment ("poorly in hospital"), within `window` words. */
export const ILL_AWAY = {
  ill: ["poorly", "ill", "unwell", "sick", "poorley", "poorli"],
  where: [
    "hospital",
    "hosp",
    "hospice",
    "ward",
    "care home",
    "nursing home",
    "operation",
    "op",
    "surgery",
    "chemo*",
    "radiotherapy",
    "cancer",
    "stroke",
    "discharged",
  ],
  window: 5,
};
/**
 * A gas worker ("a gas fitter", "fits gas boilers for a living", "works on the gas mains") and his clothes, van or
 * hands carrying the smell home; a room or appliance named makes it a smell at home.
 */
export const GAS_WORKER_SMELL = {
  job: [
    "gas fitter",
    "gas engineer",
    "gas man",
    "plumber",
    "heating engineer",
    "fits gas",
    "fits boilers",
    "for a living",
    "gas mains",
    "gas jobs",
    "gas job",
    "works for cadent",
    "for cadent",
    "works on the gas",
    "works on gas",
    "from work",
    "from a job",
    "at work",
  ],
  carried: [
    "clothes",
    "overalls",
    "uniform",
    "workwear",
    "work gear",
    "gear",
    "van",
    "hands",
    "jacket",
    "coat",
    "hair",
    "boots",
    "hoodie",
    "trousers",
    "kit",
    "tools",
  ],
  home: [
    "kitchen",
    "hob",
    "cooker",
    "meter",
    "boiler",
    "fire",
    "room",
    "house",
    "hall",
    "cupboard",
    "landing",
    "stairs",
  ],
};
/**
 * An everyday cause of a symptom guessed right after it ("probably the stress", "must be the early start", "I blame
 * the kids"): read like `SYMPTOM_CAUSE_GIVEN.because`, so an appliance or gas told after it still counts.
 */
export const SYMPTOM_CAUSE_GUESSED = ["probably", "prob", "probs", "prolly", "must", "blame", "guess"];
/** A thing come away ("came off", "has come loose", "came out the wall"), not someone who came to see it. */
export const COME_AWAY = {
  verbs: ["came", "come"],
  away: ["away", "off", "apart", "loose", "down", "undone", "adrift", "unstuck", "detached", "disconnected", "free"],
  /** ... "out" of a place ("come out the wall", "came out of its joint"), within three words. */
  outOf: ["wall", "walls", "roof", "ceiling", "place", "position", "joint", "joints", "socket", "boiler", "hole"],
};
/** The supply or an appliance made safe ("turned it off at the meter", "isolated the cooker"), and who came to do it. */
export const MADE_SAFE_BY_SERVICE = {
  done: [
    "off at the meter",
    "isolated",
    "isolate",
    "made it safe",
    "made safe",
    "made everything safe",
    "shut the gas off",
    "shut off the gas",
    "shut the gas",
    "turned off the supply",
    "turned the supply off",
    "shut off the supply",
    "cut the supply",
    "cut off the supply",
    "gas off to",
  ],
  by: [
    "they",
    "theyve",
    "cadent",
    "national grid",
    "northern gas",
    "gas board",
    "gas network*",
    "emergency",
    "engineer",
    "gas man",
    "0800",
    "came",
    "were out",
    "was out",
    "been out",
  ],
  /** A smell told since, beside `SMELL_NOW` ("the smell is there tonight", "it's come back"). */
  smellSince: ["smell is", "smells is", "is there", "back", "returned", "tonight", "this evening"],
};
/** Working something out, beside `SYMPTOM_FROM_MIND` ("my head is killing me trying to work out these tariffs"). */
export const HEAD_FROM_MIND = [
  "trying to work out",
  "trying to figure",
  "trying to understand",
  "trying to decide",
  "trying to sort",
  "working out",
  "figuring out",
  "figure out",
  "work out",
  "sorting out",
  "making sense",
];
/**
 * A hob's flame yellow or orange from a spill burning off ("when the pan boils over", "salty water spills", "after I
 * boil pasta"), not told as always so: the flame-colour advice with the conditional line, not the block.
 */
export const FLAME_FROM_SPILL = {
  spill: [
    "boils over",
    "boil over",
    "boiling over",
    "boiled over",
    "spill*",
    "spilt",
    "salt*",
    "pasta",
    "wiped",
    "wet cloth",
    "cleaned the hob",
    "cleaning the hob",
  ],
  always: ["all the time", "always", "constantly", "all day", "non stop"],
};
/**
 * Ventilation kit that is not the heating, another trade's (beside `NOT_OFFERED.otherTrade`): an extractor fan, a
 * cooker hood, a positive input or heat recovery unit. Asked to be fixed or fitted, the honest handoff.
 */
export const VENTILATION_KIT = [
  "extractor*",
  "cooker hood*",
  "extractor hood*",
  "range hood*",
  "bathroom fan*",
  "kitchen fan*",
  "positive input",
  "piv unit*",
  "mvhr",
  "heat recovery",
  "ventilation unit*",
  "ventilation system*",
];
/** The boiler's own display telling a reading ("the screen says low pressure"): its words, and a low reading's. */
export const DISPLAY_TELLS = {
  display: ["screen", "screens", "display*", "lcd", "panel", "says", "saying", "showing", "shows", "reads", "flashing"],
  low: ["low", "lo", "zero"],
};
/** What a condition takes out: a hazard, not a mention of gas ("if I fail the gas safety check"). */
export const CONDITION_TARGETS = [
  "smel*",
  "smelt",
  "whif*",
  "odour*",
  "odor*",
  "stink*",
  "gassy",
  "leak*",
  "leek*",
  "fume*",
  "alarm*",
  "detector*",
  "monoxide",
];
/** What carbon monoxide smells like, asked ("does CO have a smell", "what does carbon monoxide smell like"). */
export const CO_SMELL_ASKED = [
  "smell like",
  "smells like",
  "what smell",
  "sniff for",
  "can you smell",
  "can i smell",
  "have a smell",
  "has a smell",
  "have any smell",
  "has any smell",
];
/** Whether carbon monoxide can be smelt at all, asked (read before negation: "has no smell", "can't smell it"). */
export const CO_SMELL_MYTH = [
  "no smell",
  "odourless",
  "odorless",
  "odourles",
  "cant smell",
  "cannot smell",
  "cant be smelt",
  "cant be smelled",
  "cannot be smelt",
  "without a smell",
  "no odour",
];
/** A message asking whether something is so ("is it true that", "is that right"). */
export const TRUE_ASKED = [
  "is it true",
  "true that",
  "is it right",
  "is that right",
  "is that true",
  "am i right",
  "true or false",
];
/** A question's head: the message opens by asking. */
export const QUESTION_HEAD = ["what", "whats", "does", "do", "can", "is", "how", "would", "could"];
/** "if I smell gas", "in case the alarm goes off": a question about what to do, not a hazard now. */
export const CONDITIONAL = ["if", "incase", "whenever", "suppose", "supposing"];
/** Two words that open a condition: "in case" ("in the event of" is read in ./safety.ts). Not "say the": "she texted to say the alarm...". */
export const CONDITIONAL_PAIRS = ["in case"];
/** A condition told by word order with "ever": "should one ever smell gas", "were the alarm ever to go off". */
export const CONDITIONAL_INVERTED = ["should", "were"];
/** "high" that is no high reading: a shopping street, a place on a wall. */
export const NOT_WORRY_AFTER_HIGH = ["street", "up", "on", "pitched"];
/** A reading said to be fine ("the CO reading was normal"): no worry. */
export const READING_FINE = ["normal", "fine", "ok", "okay", "zero", "nil", "good", "clear"];
/**
 * A CO alarm asked about in general ("can a carbon monoxide alarm go off for no reason?", "why would a CO detector go
 * off"): a question word first, the alarm with "a" or "an", nobody's own alarm.
 */
export const ALARM_ASKED_GENERALLY = {
  head: ["can", "could", "does", "do", "will", "would", "why", "what", "how", "is"],
  own: ["my", "our", "ours", "mine", "we", "i", "us", "me", "theirs", "hers", "his", "just", "now"],
};
/** "the emergency people came and fixed the pipe": a hazard already dealt with. */
export const RESOLVED = [
  "fixed it",
  "fixed the",
  "been and fixed",
  "made it safe",
  "made safe",
  "been and gone",
  "has been out",
  "have been out",
  "came out and",
  "came and fixed",
  "sorted it",
  "all sorted",
  "fixed by",
  "been fixed",
  "got fixed",
  "was fixed",
  "leak fixed",
  "been repaired",
  "sorted by",
  "cadent came",
  "cadent have",
  "cadent fixed",
  "gas board came",
  "gas board fixed",
];
export const PAST = [
  "yesterday",
  "earlier",
  "last night",
  "last week",
  "this morning",
  "before",
  "days ago",
  "the other day",
  "last weekend",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];
/**
 * A hazard told as a story from long ago or another home ("years ago in our old house the alarm went off"): not a
 * hazard now unless it is said to be back (`RECURS`); it gets the conditional line, not the evacuation.
 */
export const DISTANT_PAST = [
  "years ago",
  "year ago",
  "months ago",
  "month ago",
  "years back",
  "year back",
  "months back",
  "winters ago",
  "winter ago",
  "winters back",
  "summers ago",
  "summers back",
  "last winter",
  "last summer",
  "last spring",
  "last autumn",
  "last year",
  "last month",
  "old house",
  "old flat",
  "old place",
  "previous house",
  "previous home",
  "last house",
  "when we lived",
  "when i lived",
  "used to live",
  "as a kid",
  "as a child",
];
/**
 * A time long enough ago that a hazard told then is not one now, resolved or not ("back in the nineties", "when I was a
 * kid"); a recent time (`PAST`, `RECENT_PAST`, `DISTANT_PAST`) needs a resolution as well.
 */
export const LONG_AGO = [
  "years ago",
  "years back",
  "back in the",
  "in the sixties",
  "in the seventies",
  "in the eighties",
  "in the nineties",
  "in the 60s",
  "in the 70s",
  "in the 80s",
  "in the 90s",
  "as a kid",
  "as a child",
  "when i was little",
  "when i was young",
  "when i was a",
  "decades ago",
];
/** A recent time told in other ways: a weekday's short name, a month, "last wk", "the other week". */
export const RECENT_PAST = [
  "on mon",
  "on tues",
  "on tue",
  "on weds",
  "on wed",
  "on thurs",
  "on thu",
  "on fri",
  "on sat",
  "on sun",
  "last wk",
  "last wknd",
  "the other week",
  "weeks ago",
  "week ago",
  "wks ago",
  "in january",
  "in february",
  "in march",
  "in april",
  "in may",
  "in june",
  "in july",
  "in august",
  "in september",
  "in october",
  "in november",
  "in december",
  "over christmas",
  "at christmas",
];
/** A hazard said to be dealt with, beyond `ENDED` ("all dealt with", "all good now", "a new boiler since"). */
export const DEALT_WITH = [
  "dealt with",
  "all good",
  "fine now",
  "ok now",
  "okay now",
  "safe now",
  "good now",
  "sorted now",
  // "a new boiler since" (not "a smell near the boiler since this morning").
  "new boiler since",
  "new one since",
  "made it safe",
  "made safe",
  "came out",
  "came n",
  "fixed",
  "sorted",
  "repaired",
  "replaced",
];
/**
 * A hazard told as now in the same sentence as a story: present time, or symptoms still there ("I've had headaches ever
 * since", "but I feel sick now").
 */
export const PRESENT_NOW = [
  "right now",
  "today",
  "tonight",
  "currently",
  "at the moment",
  "atm",
  "keep*",
  "still",
  "again",
];
/** Going on since earlier today or last night ("a gas smell since this morning"): now, whatever was fixed before. */
export const ONGOING = ["since this morning", "since last night", "since breakfast", "since yesterday", "all day"];
/** "now" after these tells the resolution ("fine now", "all good now"), not a hazard now. */
export const NOW_RESOLVED = ["fine", "good", "ok", "okay", "safe", "sorted", "well", "alright", "better", "n", "and"];
/** A story's hazard said to be over ("the gas board repaired it", "it turned out the flue was blocked", "fine since"). */
export const ENDED = [
  "repaired",
  "fixed",
  "sorted",
  "made safe",
  "turned out",
  "ripped out",
  "taken out",
  "replaced",
  "fine since",
  "is fine",
  "put right",
  "mended",
  "well since",
  "good since",
  "ok since",
  "okay since",
  "nothing since",
  "no bother since",
  "been fine",
  "all fine",
  "no problems",
  "no problem since",
  "since moved",
  "moved house",
  "have moved",
  "weve moved",
  "nobody was hurt",
  "fine in the end",
  "ok in the end",
  "okay in the end",
  "recovered",
];
/** Said to be back now, after a story from the past ("it's started again", "I can still smell it"). */
/**
 * What was just asked about said to be here now ("what does a gas leak smell like?", then "that's what I've got in
 * my kitchen right now"): the hazard asked about, told.
 */
export const ASKED_IS_HERE = [
  "thats what ive got",
  "thats what i have",
  "thats what weve got",
  "thats what we have",
  "thats what i can smell",
  "thats what i smell",
  "thats what we can smell",
  "thats what its like",
  "thats the smell",
  "thats exactly it",
  "its like that",
  "its exactly that",
  "i have that",
  "ive got that",
  "weve got that",
  "sounds like mine",
  "sounds like ours",
  "same here",
  "same as mine",
];
/**
 * A small device asked about without its name ("the little white box with a green light next to my boiler", "a round
 * thing on the ceiling"), then said to sound ("it's screaming now"): the alarm it most likely is.
 */
export const UNNAMED_DEVICE = {
  thing: ["box", "thing", "unit", "gadget", "device", "disc", "disk", "puck"],
  where: ["ceiling", "wall", "light", "led", "button"],
  sounds: [
    "beep*",
    "bleep*",
    "screech*",
    "scream*",
    "shriek*",
    "wail*",
    "going off",
    "gone off",
    "went off",
    "sounding",
    "alarming",
    "racket",
    "siren",
  ],
};
/** A smell said to have returned. */
export const SMELL_BACK = [
  "back again",
  "come back",
  "came back",
  "coming back",
  "is back",
  "are back",
  "its back",
  "theyre back",
  "been back",
  "returned",
];
export const RECURS = [
  "again",
  "still",
  "came back",
  "come back",
  "coming back",
  "back again",
  "returned",
  "keep*",
  "since last",
  "since then",
  "ever since",
  "and now",
  "but now",
];
/**
 * Gas and fumes in a figure of speech ("running on fumes", "my patience has run out of gas", "now we're cooking with
 * gas"): read as nothing by the safety layer.
 */
export const FIGURATIVE_GAS = [
  "on fumes",
  // An oven's setting ("smells of gas mark 5 roast chicken").
  "gas mark",
  "run out of gas",
  "ran out of gas",
  "running out of gas",
  "runs out of gas",
  "cooking with gas",
  "gas guzzl*",
  // A warning felt, not heard ("alarm bells rang when he quoted").
  "alarm bells",
];
/**
 * Gas work left unfinished or open ("left the new boiler half fitted with pipes hanging out", "the gas pipe was left
 * uncapped"): no hazard told, but one is possible: the conditional line ("If you can smell gas now, ...").
 */
export const UNFINISHED_GAS_WORK = [
  "half fitted",
  "half installed",
  "half finished",
  "half done",
  "not finished",
  "unfinished",
  "never finished",
  "pipes hanging",
  "pipe hanging",
  "hanging out",
  "left open",
  "uncapped",
  "not capped",
  "pipe capped",
  "pipes capped",
  "disconnected",
  "walked off the job",
  "left the job",
];

/** Smells people liken gas to without saying gas: the odorant (mercaptan) is sulphurous. */
export const GAS_LIKE_SMELL = [
  "match",
  "matches",
  "matchstick*",
  "cabbage",
  "garlic",
  "onion*",
  "paraffin",
  "petrol",
  "chemical",
  "chemicals",
  "skunk*",
  "sulph*",
  "sulf*",
  "egg",
  "eggs",
  "eggy",
  "rotten",
];
/**
 * Smells likened to the odorant in other words ("like a stink bomb", "like someone's farted"): read exactly, since
 * "fart" is a letter from "part".
 */
export const GAS_LIKE_SMELL_EXACT = [
  "stink bomb",
  "stink bombs",
  "stinkbomb",
  "let one go",
  "let one off",
  "fart",
  "farts",
  "farted",
  "farty",
];
/** Places and appliances where a smell is read as gas. */
export const SMELL_PLACE = [
  "boiler*",
  "meter*",
  "hob",
  "cooker",
  "oven",
  "fire",
  "flue",
  "heater",
  "cupboard",
  "kitchen",
  "appliance*",
  "stove",
  "hallway",
  "hall",
  "utility",
  "landing",
  "stairs",
  "house",
  "flat",
  "room",
];
/** Smells with a cause of their own: drains, damp, food, animals. */
/** Gas only feared, not smelt ("worried it might be gas", "thought it was gas"): a word just before "gas". */
export const GAS_FEARED = [
  "might",
  "could",
  "may",
  "maybe",
  "perhaps",
  "thought",
  "worried",
  "feared",
  "panicked",
  "wondered",
  "scared",
  "afraid",
];
/** A smell's cause found by someone ("the plumber said it was the trap", "it turned out to be the drains"). */
export const SMELL_EXPLAINED = ["said it was", "said its", "turned out", "found it was", "it was just", "it was only"];
/** The smell said to be gone. */
export const SMELL_GONE = [
  "it went",
  "went away",
  "its gone",
  "has gone",
  "had gone",
  "stopped",
  "cleared",
  "sorted it",
];
export const OWN_CAUSE_SMELL = [
  ...OWN_CAUSE_MEALS,
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
  "compost",
  "food",
  "dog",
  "dogs",
  "cat",
  "cats",
  "litter",
  "paint",
  "painted",
  "welding",
  "bleach",
  "cleaner*",
  "cleaning",
  "polish",
  "varnish*",
  "perfume",
  "freshener*",
  "candle*",
  "incense",
  "cooking",
  "cigarette*",
  // A meal cooking: "smells of roast chicken", "the Sunday dinner".
  "roast*",
  "dinner",
  "baking",
  "bacon",
  "chicken",
  "curry",
  "curries",
  "chilli",
  "chili",
  // The meal: "pongs of fish from tea".
  "tea",
  "fried",
  "frying",
  "cooked",
  "roasting",
  "toast",
  "takeaway",
  "kebab*",
  "stew",
  "soup",
  "pizza",
  "burger*",
  "sausage*",
  "fry",
  "chips",
  "popcorn",
  "meal",
  "bolognese",
  "lasagne",
  // New furnishings and the trades' materials: "new carpet", "the flooring was glued down", "since the sofa came".
  "carpet*",
  "glue*",
  "glued",
  "adhesive*",
  "sofa*",
  "furniture",
  "mattress*",
  "laminate",
  "flooring",
  "solvent*",
  "sealant",
  "silicone",
  "lacquer",
  "gloss",
  "primer",
];
/** Cooking a food that smells like the odorant ("boiling cabbage", "frying onions"): read exactly ("boiler" is not "boiling"). */
export const COOKING = [
  "boiling",
  "boiled",
  "cooking",
  "cooked",
  "frying",
  "fried",
  "roasting",
  "roasted",
  "chopping",
  "chopped",
  "peeling",
  "peeled",
  "eating",
];
/** A definition asked about a hazard ("what's the difference between a gas leak and CO"), with nothing smelt or seen. */
export const DEFINITION_QUESTION = [
  "difference between",
  "whats the difference",
  "what is the difference",
  "what is a",
  "whats a",
  "what does a",
  "explain",
];
/** How to tell a hazard ("how would I know if there was a gas leak", "what are the signs of a gas leak"): a question. */
export const HOW_TO_TELL = [
  "how would i know",
  "how do i know",
  "how can i tell",
  "how can you tell",
  "how do you tell",
  "how to tell",
  "how do you know",
  "how would you know",
  "how to spot",
  "how do you spot",
  "what are the signs",
  "what r the signs",
  "whats the signs",
  "signs of a",
  "signs of gas",
];
/** Air gone stuffy or stale, or stinging eyes, in a room with a gas appliance burning: fumes (read exactly: "scale" is not "stale"). */
export const STUFFY = ["stuffy", "stuffiness", "stale", "airless", "fuggy", "muggy"];
export const EYES_STING = [
  "eyes sting*",
  "eyes are sting*",
  "stinging eyes",
  "eyes water*",
  "watery eyes",
  "watering eyes",
  "sore eyes",
  "eyes burn*",
  "burning eyes",
  "itchy eyes",
  "eyes itch*",
];
/** A CO alarm's chirp: a single short beep now and then, the low-battery or end-of-life warning. */
export const CHIRP = {
  words: ["chirp*", "tweet*"],
  phrases: [
    "single beep",
    "one beep",
    "little beep",
    "lil beep",
    "small beep",
    "short beep",
    "quick beep",
    "single chirp",
    "beep once",
    "beeps once",
    "beeped once",
  ],
  rhythm: [
    "once a minute",
    "every minute",
    "every few minutes",
    "every couple of minutes",
    "every so often",
    "now and then",
    "now and again",
    "every now",
    "once in a while",
    "every half minute",
  ],
};
/**
 * A buried pipe struck while digging or drilling and hissing ("put a spade through a yellow pipe, it's hissing"): a gas
 * escape (a water pipe sprays). The tools read exactly ("digital" is not digging).
 */
export const STRUCK_PIPE = {
  tools: ["spade", "spades", "dig", "digging", "dug", "digger", "drill", "drilled", "drilling", "shovel", "pickaxe"],
  pipe: ["pipe", "pipes"],
};
/** Gas let out unlit ("left the hob on without lighting it"): a gas escape in the room, whatever it smells of. */
export const UNLIT = {
  phrases: [
    "without lighting",
    "not lit",
    "unlit",
    "didnt light it",
    "hadnt lit",
    "wasnt lit",
    "never lit",
    "blown out",
    "blew out",
    "never caught",
    "didnt catch",
    "not caught",
    "hasnt caught",
    "wouldnt catch",
    "wont catch",
    "not catching",
    "didnt light",
    "hasnt lit",
    "nothing lit",
    "not lighting",
    "wont light",
    "wouldnt light",
    "never lights",
    "nothing was lit",
    "didnt ignite",
    "not ignite",
    "wont ignite",
    "wouldnt ignite",
    "never ignited",
    "not ignited",
  ],
  appliances: ["hob*", "cooker*", "oven*", "ring", "rings", "burner*", "grill*", "fire", "fires", "knob*"],
  /** Told as on and letting gas out a while: "left", "been on for twenty minutes", "half an hour", "hissing". */
  flowing: [
    "left",
    "leave",
    "leaving",
    "hiss*",
    "ages",
    "while",
    "half",
    "minute*",
    "mins",
    "hour*",
    "since",
    "overnight",
  ],
  /** What is heard hissing when gas flows unlit ("the gas tap on the cooker was knocked on, it was hissing"). */
  hissing: ["hob*", "cooker*", "oven*", "knob*", "tap", "taps", "meter", "gas"],
  /** A burner told as lit: its hiss is the flame's. */
  burning: ["lit", "flame*", "burning", "alight"],
};
/** Words of a legal duty ("must", "required by law"): a question about what one has to do. */
/** A duty asked from the other side ("is he even allowed to", "isn't she supposed to", "am I entitled to"). */
export const DUTY_ASKED_OF_OTHERS = ["allowed", "supposed", "entitled", "meant"];
export const DUTY_WORDS = [
  "must",
  "legal*",
  "law",
  "required",
  "require*",
  "obliged",
  "duty",
  "duties",
  "responsib*",
  "compulsory",
  "mandatory",
];
/** How often a duty falls ("how often must my landlord ...", "how frequently is the record renewed"). */
export const FREQUENCY_ASKED = ["how often", "how frequently", "how regularly", "every how many"];
/** A smell somewhere else than the home ("at work"): not this home's hazard. */
export const ELSEWHERE = [
  "at work",
  "at my work",
  "at my job",
  "where i work",
  "the lab",
  "welding lab",
  // "welding workshop" is a trade's; "the workshop" may be one's own at home (a present smell there is a hazard).
  "welding workshop",
  "at the factory",
  "at the office",
  "at college",
  "at uni",
  "at the shop",
  "at school",
];
/**
 * Words that tell a person is at work or school ("mam is at work", "I'm at the office", "dad's out at work"): where
 * someone is, not where the smell is.
 */
export const PERSON_AWAY = ["is", "im", "am", "are", "was", "were", "hes", "shes", "theyre", "been", "out", "still"];
/** Gas on a person or their clothes from their work ("I smell of gas after work, I'm a welder", "my overalls smell of gas from the job"). */
export const SMELL_ON_PERSON = {
  on: [
    "i smell of",
    "he smells of",
    "she smells of",
    "my clothes",
    "my overalls",
    "his clothes",
    "his overalls",
    "her clothes",
  ],
  work: ["work", "job", "welder", "welding", "shift", "site"],
};
/** The first run of a season or of something new: dust or coatings burning off. */
export const FIRST_USE = [
  "first time",
  "first few times",
  "first use",
  "first run*",
  "after the summer",
  "after summer",
  "this autumn",
  "in october",
  "start of the season",
  "for the first",
  "brand new",
  "new radiator*",
  "new boiler",
  "new rad",
  "new rads",
  "new ones",
  "fitted new",
  "just fitted",
  "newly fitted",
  "dust burning",
  "burning dust",
  "burning off",
  "burn off",
  "burns off",
];
/**
 * The heating's first runs of the season ("when you first put the heating on in autumn"): a smell then, with
 * nothing likened to gas, is dust burning off even when the visitor does not say what it smells of.
 */
export const HEATING_SEASON = [
  "first put",
  "first switch*",
  "first turn*",
  "first comes on",
  "first come on",
  "first came on",
  "first goes on",
  "first on",
  "after the summer",
  "after summer",
  "since the summer",
  "since summer",
  "since spring",
  "in autumn",
  "in the autumn",
  "this autumn",
  "start of the season",
  "start of winter",
  "new rads",
  "new radiator*",
];
/** A first-run smell said to be gone ("it's gone now", "which has now gone"). */
export const FIRST_USE_GONE = ["gone now", "now gone", "its gone", "has gone", "went away", "cleared", "stopped"];
/** A question about the smell itself ("is that normal", "should I worry"): the smell's advice answers it. */
export const ABOUT_THE_SMELL = [
  "normal",
  "ok",
  "okay",
  "safe",
  "worry*",
  "worried",
  "concern*",
  "expected",
  "usual",
  "dangerous",
  "harmful",
];
/** What burns off: dust, paint and coatings, a hot new appliance. */
export const BURN_OFF = ["dust*", "dusty", "paint", "hot", "burning", "burnt", "new"];

/** Marks of incomplete combustion: colour words and what carries them. */
export const MARK_COLOUR = [
  "nicotine",
  "tobacco",
  "black*",
  "brown*",
  "dark",
  "dirty",
  "scorch*",
  "sooty",
  "grey",
  "greyish",
  "grayish",
  "discolo*",
  "yellow*",
  "charred",
];
export const MARK_SURFACE = [
  "mark*",
  "line",
  "lines",
  "stain*",
  "patch*",
  "streak*",
  "smudg*",
  "discolo*",
  "residue",
  "wall",
  "ceiling",
  "casing",
  "case",
  "glass",
  "stuff",
  "colour",
  "color",
  "above",
  "around",
  "round",
  "vent",
  "vents",
  "top",
];
/** Gas appliances (one word each), for marks and flames. */
export const GAS_APPLIANCE_WORDS = [
  "boiler*",
  "fire",
  "fireplace",
  "hob",
  "cooker",
  "burner*",
  "heater",
  "heaters",
  "geyser*",
  "multipoint",
  "flue*",
  "stove",
  "grill",
  "grille*",
];
/** Not combustion marks: a screen, mould, a water mark. */
export const NOT_MARKS = ["screen", "display", "blank", "mould", "mold", "watermark*", "water", "rust*", "radiator*"];
/** A flue pushed, knocked or pulled apart (beside ./safety.ts's damage words). */
/** What a flue is made of or ends in: "flu" before one is the flue, spelt as it sounds ("the flu pipe"). */
export const FLUE_PARTS = ["pipe", "pipes", "terminal", "cover", "guard", "outlet", "kit", "bend", "duct"];
/** Where a boiler's flue runs: a pipe there knocked off or hanging is the flue, named or not. */
export const FLUE_PLACE = ["outside", "wall", "roof", "loft", "top", "through", "chimney", "outdoor*"];
export const FLUE_DISPLACED = [
  "blown",
  "blew",
  "apart",
  "knocked",
  "pushed",
  "dislodged",
  "displaced",
  "slipped",
  "moved",
  "come",
  "came",
  "pointing",
  "daylight",
];

/**
 * The flue by another name, read as the flue when a gas appliance is named ("the boiler chimney", "the round white
 * outlet", "the terminal on the wall").
 */
export const FLUE_OTHER_NAMES = ["outlet", "outlets", "terminal", "terminals", "exhaust"];
/** What sits on top of a flue or chimney: its cap or cowl, by any name. */
export const FLUE_CAP = ["cap", "caps", "cowl", "cowls"];
/** A chimney is the flue only right beside a flued appliance ("the boiler chimney"), not an open fire's or a house's. */
export const FLUE_CHIMNEY = ["chimney", "chimneys"];
/** An outlet that is not the flue's: the condensate pipe's, a sink's or a drain's. */
export const NOT_FLUE_OUTLET = ["condensate", "waste", "sink", "drain*", "overflow", "plughole", "water", "socket*"];
/** The gas appliances whose flue another name can mean. */
export const FLUED_APPLIANCES = ["boiler*", "heater*", "geyser*", "multipoint", "combi*", "caravan*"];
/**
 * Flame where it should never be: out of an appliance's casing, front or bottom ("flames puff out of the bottom of the
 * casing", "a flame shoots out under the case"), or lit with a bang ("a whoomph when it lights").
 */
export const FLAME_ESCAPING = {
  out: [
    "out of the bottom",
    "out of the front",
    "out of the side",
    "out of the casing",
    "out of the case",
    "out the bottom",
    "out the front",
    "out the side",
    "out under",
    "out from under",
    "shoots out",
    "shooting out",
    "shot out",
    "puff of flame",
    "puffs flame*",
    "puffs out",
  ],
  bang: ["whoomph", "whoomf", "woomph", "whumph", "whump", "woomf"],
};
/** Boilers named by their make alone ("mine's a Baxi"): the appliance, for marks on it. */
export const BOILER_MAKES = [
  "baxi",
  "vaillant",
  "worcester*",
  "potterton",
  "viessmann",
  "vokera",
  "ariston",
  "glowworm",
  "intergas",
  "ferroli",
  "keston",
  "ravenheat",
];
/** A smell or fumes with a cause of their own right beside ("paint fumes", "fumes from the varnish"). */
export const FUMES_OWN_CAUSE = [
  "paint",
  "painted",
  "painting",
  "gloss",
  "glossed",
  "varnish*",
  "glue",
  "solvent*",
  "bleach",
  "decorating",
  "carpet",
  "sofa",
  "polish",
];
/** A symptom given a cause of its own ("that was the wine", "too many pints"): the conditional line, not the steps. */
export const SYMPTOM_OWN_CAUSE = [
  "wine",
  "hangover",
  "hungover",
  "pints",
  "prosecco",
  "booze",
  "beer",
  "beers",
  "drinking",
  "drunk",
  "vodka",
  "gin",
];
/**
 * A flue that now ends indoors: built round or over, or blowing into a room ("the outlet now comes out into the new
 * garden room rather than outdoors", "the conservatory's been built round the boiler flue").
 */
export const FLUE_INDOORS = {
  rooms: [
    "extension",
    "conservatory",
    "garden room",
    "sunroom",
    "sun room",
    "porch",
    "lean to",
    "playroom",
    "garage",
    "utility",
    "indoors",
    "inside",
  ],
  told: [
    "built round",
    "built around",
    "built over",
    "boxed in",
    "instead of outside",
    "instead of outdoors",
    "rather than outside",
    "rather than outdoors",
    "not outside",
    "no longer outside",
    "into the",
    "into our",
    "into my",
    "inside the",
  ],
  /** Said as now so ("now comes out into", "has been built round"), not asked about ahead ("will the flue need moving"). */
  now: ["now", "built", "been", "has", "have", "instead", "rather", "longer"],
};
/** A vent named with a thing grown or put over it ("ivy has grown over the boiler vent"): the conditional line. */
export const VENT = ["vent", "vents"];
/** A flue's or chimney's cap knocked or blown off: no engineer's capping. */
export const CAP_DISPLACED = ["knocked", "blown", "blew", "fell", "fallen", "ripped", "torn", "came", "come"];
/** The engineer's warning notice: the appliance must not be used. */
export const WARNING_NOTICE = [
  "do not use",
  "dont use",
  "warning notice",
  "warning label",
  "warning sticker",
  "danger notice",
  "at risk",
  "immediately dangerous",
  "capped off",
  "capped it",
  "capped the",
  "cap off",
  "put a label",
  "put a sticker",
  "label on it",
  "sticker on it",
  "disconnected my",
  "turned off my",
  "turned my",
];
/**
 * The emergency service or an engineer came for a smell ("Cadent came out after I smelt gas", "attended for a gas
 * smell"): with a capped appliance or a warning label, the smell is what brought them, not one now.
 */
export const SMELL_ATTENDED = [
  "came",
  "come out",
  "attended",
  "were out",
  "was out",
  "been out",
  "been round",
  "came round",
];
/** A smell said to be there now, after a visit ("I can still smell gas", "the smell is back"). */
export const SMELL_NOW = [
  "still",
  "again",
  "can smell",
  "could smell it now",
  "smell is back",
  "smells now",
  "now smell",
];
/** A burning smell's own cause found ("it was just the toast", "only the pan"): food or a pan, not the boiler. */
export const BURNING_OWN_CAUSE = {
  causes: [
    "toast",
    "toaster",
    "chips",
    "pan",
    "pans",
    "dinner",
    "tea",
    "food",
    "oven",
    "grill",
    "cooking",
    "candle*",
    "iron",
  ],
  found: ["it was", "was just", "was only", "only the", "just the", "turned out", "sorted", "fine now", "all fine"],
};
/** A smell of drains from a sink, shower or toilet waste: the trap or the drain, a plumber's job. */
export const DRAIN_SMELL = {
  drains: ["drain", "drains", "sewage", "sewer", "sewers"],
  outlets: ["sink*", "plughole*", "plug", "waste", "shower*", "toilet*", "bath", "basin*", "gully", "trap"],
};
/** "I do not use bank cards": the visitor's own habit, not a warning label's words. */
export const NOT_A_NOTICE = [
  "i do not use",
  "i dont use",
  "we do not use",
  "we dont use",
  "i never use",
  "we never use",
  // The flue's terminal cap blown off is no engineer's capping.
  "flue cap",
  "terminal cap",
];
/** An alarm's noise described as continuous (not a battery chirp). */
export const ALARM_CONTINUOUS = ["continuous*", "constant*", "wont stop", "non stop", "loud", "loads", "big noise"];

// Gas and carbon monoxide, round 11, safety (./safety.ts).

/**
 * A symptom put down to a definite cause of its own: what it turned out to be or a doctor's finding ("turned out to be
 * a migraine", "the GP diagnosed vertigo"), or a night's drinking in everyday words ("too much last night"). Not when
 * the symptoms are tied to the heating or to being at home (`tie`), nor when the finding is hedged (`hedges`).
 */
export const SYMPTOM_EXPLAINED = {
  outcome: ["turned out", "turns out", "diagnosed", "confirmed"],
  medics: [
    "doctor",
    "doctors",
    "gp",
    "gps",
    "hospital",
    "nurse",
    "consultant",
    "optician",
    "pharmacist",
    "dr",
    "specialist",
  ],
  found: ["diagnosed", "confirmed", "sorted", "found", "said", "says", "told"],
  hedges: [
    "could",
    "might",
    "may",
    "maybe",
    "possibly",
    "perhaps",
    "not",
    "unsure",
    "think",
    "thinks",
    "thought",
    "reckon",
    "reckons",
    "if",
    "or",
  ],
  drink: [
    "too much last night",
    "too much to drink",
    "night out",
    "on the lash",
    "heavy night",
    "big night",
    "one too many",
    "few too many",
    "after the pub",
  ],
  /** A condition of the person's own that the symptom is put down to ("she's pregnant and feels sick every morning"). */
  conditions: ["pregnant", "pregnancy", "morning sickness", "expecting a baby", "chemo", "chemotherapy"],
  /** "all week", "all the time": how long, not everyone ("we're all dizzy"). */
  allHowLong: [
    "day",
    "days",
    "week",
    "weekend",
    "night",
    "morning",
    "afternoon",
    "evening",
    "month",
    "year",
    "the",
    "along",
  ],
  tie: [
    "since the heating",
    "since the boiler",
    "since the fire",
    "when the heating",
    "when the boiler",
    "when the fire",
    "heating came on",
    "heating went on",
    "heating is on",
    "heating has been on",
    "at home",
    "in the house",
    "indoors",
  ],
};

/**
 * A CO alarm named as one to get ("do I need a separate carbon monoxide alarm", "should I get a CO detector too",
 * "does the landlord have to give me one"): an alarm not yet in the home, none sounding.
 */
export const CO_ALARM_TO_GET = [
  "need*",
  "get",
  "gets",
  "getting",
  "buy*",
  "another",
  "extra",
  "separate",
  "recommend*",
  "give",
  "provid*",
  "have",
  "fit",
  "install*",
  "put",
  "worth",
];

/**
 * A harmless cause told only as someone's belief ("she reckons it's just the bins", "her boyfriend thinks it's only the
 * drains"): a dismissal, not a fact, and it does not cancel a gas smell told plainly.
 */
export const DISMISSAL_BELIEVED = [
  "reckon*",
  "think*",
  "thought",
  "says",
  "said",
  "insist*",
  "adamant",
  "convinced",
  "probably",
  "prob",
  "maybe",
  "might",
  "guess*",
];

/**
 * A feeling the writer dates to now ("I'm paranoid about it now", "she's really wary now"): the worry is now, not the
 * hazard, when what is told of the hazard is long past.
 */
export const FEELING_NOW = [
  "paranoid",
  "worried",
  "worrier",
  "nervous",
  "scared",
  "anxious",
  "terrified",
  "frightened",
  "petrified",
  "wary",
  "careful",
  "cautious",
  "twitchy",
  "jumpy",
  "panicky",
  "obsessed",
  "neurotic",
  "funny about",
  "on edge",
];

/**
 * The record an engineer's class is written on, by its names, and the words that read it out ("my CP12 says AR",
 * "the GSR reads ID", "came back with AR against the fire").
 */
export const NOTICE_RECORD = ["cp12", "lgsr", "gsr", "says", "said", "reads", "read", "with", "against"];

/**
 * A portable electric appliance of the home's own, not part of the heating system we work on ("my plug-in fan heater
 * smells of hot plastic", "the electric blanket smells scorched"), and the parts of ours that bring a smell back to us.
 */
export const PORTABLE_ELECTRIC = {
  named: [
    "fan heater*",
    "electric heater*",
    "electric fire*",
    "electric blanket*",
    "electric radiator*",
    "oil filled",
    "oil radiator*",
    "halogen heater*",
    "convector heater*",
    "panel heater*",
    "plug in heater*",
    "plug in radiator*",
    "plugin heater*",
    "hair dryer*",
    "hairdryer*",
    "tumble dryer*",
    "kettle",
  ],
  ours: ["boiler*", "combi*", "pump", "thermostat*", "programmer*", "controls", "timer", "flue*", "cylinder*"],
};

/**
 * "Gas" as dictation mishears it ("a guess smell coming off it", "smells like guess", "a gash leak"): read as gas only
 * where gas stands, right before a smell or a leak (`before`) or right after "smells of" / "smell like" (`after`).
 */
export const GAS_MISHEARD = {
  words: ["guess", "gash", "gus", "gaz"],
  before: ["smell", "smells", "smelly", "leak", "leaks", "leaking", "escape"],
  after: ["of", "like"],
  /** "I guess smells are normal": the verb, after its subject. */
  subjects: ["i", "we", "you", "they", "he", "she", "id", "ill", "ive", "can", "cant", "dont", "just", "to", "would"],
};

/**
 * What happens when a check finds something unsafe, asked ("what happens if the engineer finds something dangerous?",
 * "if they find the boiler is unsafe, what do they do?"): a question word, a finding and something unsafe in one
 * sentence.
 */
export const UNSAFE_FOUND_ASKED = {
  asked: ["what", "whats", "wot", "wat", "procedure"],
  finds: ["find", "finds", "found", "finding", "says", "say", "decides", "deems", "condemns", "condemn"],
  unsafe: ["danger*", "unsafe", "problem*", "fault*", "wrong", "faulty"],
};

/**
 * What carbon monoxide is, asked ("why can't you smell it", "what makes it", "where does it come from"): a question word
 * and one of its properties or sources, with no alarm in the message.
 */
export const CO_NATURE_ASKED = {
  asked: ["what", "whats", "why", "how", "where", "explain"],
  property: [
    "smell",
    "invisible",
    "colour",
    "color",
    "colourless",
    "odourless",
    "see",
    "makes",
    "made",
    "make",
    "produces",
    "produced",
    "causes",
    "come from",
    "comes from",
    "silent killer",
    "called",
    "poisonous",
    "deadly",
  ],
};

// Gas and carbon monoxide, round 11 second pass, safety (./safety.ts).

/**
 * An everyday illness the person is told to have, as fact ("I've got a stinking cold", "poorly with the flu", "has a
 * tummy bug"): the symptoms are that illness. `had` names it as had (up to two words between: "a heavy", "the");
 * `likened` before or after it ("feels like flu", "flu-like symptoms", "thought I had flu") makes it a likeness or a
 * guess, not a cause. A bare "cold" counts only as an illness ("a cold", "have cold, is ok"), never a cold thing after
 * it ("got cold radiators"): `coldThing` is how the thing is told.
 */
export const ILLNESS_HAD = {
  had: ["have", "has", "got", "with", "caught", "catching", "fighting", "suffering"],
  names: [
    "flu",
    "cold",
    "covid",
    "bug",
    "virus",
    "infection",
    "lurgy",
    "norovirus",
    "tonsillitis",
    "bronchitis",
    "sinusitis",
    "chickenpox",
    "measles",
    "hayfever",
    "hay fever",
  ],
  likened: ["like", "likes", "symptoms", "type", "ish", "thought", "think", "thinks", "maybe", "or", "if", "not"],
  coldIllness: ["a", "heavy", "head", "stinking", "bad", "streaming", "horrible", "nasty", "chesty", "common", "the"],
  coldThing: [
    "water",
    "radiator*",
    "rad",
    "rads",
    "air",
    "house",
    "home",
    "room*",
    "spot*",
    "feet",
    "hands",
    "shower*",
    "tap*",
    "bath*",
    "pipe*",
    "weather",
    "snap",
    "floor*",
    "bedroom*",
    "kitchen",
    "flat",
    "in",
    "again",
    "all",
  ],
};
/** "temperature and all, so ...": "and all" tagged on to a list, not everyone; the word after it ends the list. */
export const AND_ALL_TAG = ["so", "but", "and", "now", "too", "that", "really", "though", "anyway", "just"];

/**
 * A smell that ends as a burner lights, told by what it does then (`ends`: "vanishes when it catches", "clears the
 * moment it lights", "fades once the flame is going") within a few words of the lighting (`lit`), or by how brief it
 * is (`brief`: "for a sec", "the second I turn it on"), beside `LIGHTING_MOMENT`; `burners` adds cookers' burners.
 */
export const LIGHTING_ENDS = {
  ends: ["vanish*", "clear*", "fade*", "disappear*", "dissipat*", "gone", "goes", "go", "stops", "dies", "went"],
  lit: ["catch*", "caught", "light*", "lit", "going", "ignit*", "burning"],
  brief: ["for a sec", "a sec", "the second", "a split second", "an instant", "at once", "immediately", "momentar*"],
  burners: ["grill", "grill burner", "hob ring", "gas ring*", "ignition"],
};

/**
 * A hazard named only as what a talk is about ("spare me the gas leak lecture", "I know the gas leak routine"): the
 * writer forestalls our answer, and names no hazard of their own. Each of `hazards` right before one of `talk`.
 */
export const HAZARD_TALK = {
  hazards: ["gas leak", "gas escape", "gas emergency", "gas safety", "carbon monoxide", "co", "gas"],
  talk: ["speech", "lecture", "spiel", "talk", "script", "routine", "sermon", "rant", "patter", "drill", "pep talk"],
};

/** Yellow told of a flame in any words ("yellow crowns", "burns yellow on top", "yellowish flames"), beside `DECORATIVE_FIRE.tips`. */
export const YELLOW_OF_FLAME = {
  yellow: ["yellow*"],
  flame: ["flame*", "tip*", "top", "tops", "crown*", "burn*", "glow*", "higher"],
};

/** The way in to inspect a flue told missing ("no hatches", "without access panels"), beside `FLUE_HIDDEN.access`. */
export const FLUE_ACCESS_MISSING = ["no", "without", "not", "lacks", "lacking", "hasnt", "havent", "missing"];

/**
 * An appliance made safe by whoever came out ("the emergency man came ... he closed it", "an engineer visited and
 * condemned the fire"), beside `MADE_SAFE_BY_SERVICE`: `came` tells the visit, `done` what the visitor did, never
 * with the writer as its subject (`self`: "I shut it off" is no engineer's making safe).
 */
export const MADE_SAFE_BY_VISIT = {
  came: ["came", "come out", "came out", "attended", "visited", "arrived", "came round", "been out", "were out"],
  visitor: ["engineer*", "emergency", "gas man", "gas board", "cadent", "national grid", "fitter", "man from"],
  done: ["closed it", "closed it off", "closed off", "shut it off", "shut off", "condemned", "capped", "disconnected"],
  self: ["i", "we", "me", "my", "our", "us", "ive", "weve", "myself"],
};
/** The smell told as the reason for a visit ("came about the smell", "came out to check the gas smell"), not one since. */
export const SMELL_VISIT_REASON = [
  "because",
  "cos",
  "about",
  "for",
  "over",
  "reported",
  "check",
  "checked",
  "investigate",
  "trace",
  "traced",
  "find",
  "found",
];

// The firm and its rules (./intents/receptionist.ts).
export const PERSON = {
  phrases: [
    "real person",
    "a person",
    "a human",
    "actual human",
    "a bot",
    "a robot",
    "are you human",
    "r u human",
    "r u a bot",
    "are you a bot",
    "human answering",
    "or computer",
    "talking to a",
    "chatting to a",
    "speak to a human",
    "speak to an actual",
    "speak to a real",
    "ai",
    "who am i",
    "who is this",
    "whos this",
    "chatbot",
    "automated",
  ],
};
export const COMPLAINT = {
  words: ["complain*", "complaint*"],
  phrases: [
    "not happy with",
    "unhappy with",
    "who do i speak to",
    "left my kitchen in a mess",
    "poor service",
    "never showed",
    "never turned up",
    "didnt turn up",
    "didnt show",
    "did not turn up",
    "did not show",
    "no show",
    "not good enough",
    "thats not on",
    "let down",
    "let me down",
    "worse than before",
    "made it worse",
    "rubbish service",
    "terrible service",
    "awful service",
    "shoddy",
    "cowboy*",
    "overcharged",
    "over charged",
    "no one phoned",
    "no one rang",
    "nobody rang",
    "nobody phoned",
    "nobody called",
    "no one called",
    "never answer*",
    "dont answer*",
    "doesnt answer*",
    "not answering",
    "no answer",
    "never pick* up",
    "no one answers",
    "nobody answers",
  ],
  /** A grievance with another trader ("he got stung by a cowboy last year"): not a complaint about us. */
  elsewhere: [
    "by a cowboy",
    "another firm",
    "other firm",
    "last firm",
    "previous firm",
    "another company",
    "other company",
    "previous company",
    "last lot",
    "previous engineer",
    "another engineer",
    "last engineer",
    "someone else",
  ],
  /** ... unless we are named as well ("your engineer", "you lot"). */
  ours: [
    "your engineer*",
    "ur engineer*",
    "your lad",
    "your man",
    "your bloke",
    "you lot",
    "your company",
    "your firm",
    "you sent",
  ],
  /** Damage done, said after one of ours ("your lad cracked a tile"): a complaint about us. */
  damage: [
    "scratched",
    "cracked",
    "damaged",
    "knocked",
    "smashed",
    "ruined",
    "stained",
    "marked",
    "dented",
    "flooded",
    "broke",
    "burnt",
    "burned",
    "scorched",
    "ripped",
    "snapped",
  ],
  damagePhrases: ["has broken", "have broken", "left a mess", "made a mess"],
};
export const COMPANY = {
  words: ["national", "franchise"],
  phrases: [
    "who are you",
    "local firm",
    "proper local",
    "call centre",
    "call center",
    "are you local",
    "family run",
    "family business",
    "small business",
    "independent",
    "big company",
    "who owns",
    "proper firm",
    "proper company",
    "proper business",
    "one man band",
    "one man",
    "1 man band",
    "1 man",
    "1 bloke",
    "big firm",
    "small firm",
    "one bloke",
    "bloke with a van",
    "man with a van",
    "how many engineers",
    "how many of you",
    "how big",
  ],
  /** The firm named ("the business", "you lot") with a question about its age or owner: "how long has the business been going". */
  firm: ["business", "company", "firm", "you", "yous", "ye", "lot"],
  age: [
    "established",
    "founded",
    "trading",
    "around",
    "going",
    "started",
    "running",
    "owner*",
    "owns",
    "real",
    "legit*",
    "genuine",
  ],
  ask: ["how long", "since when", "when did", "when was", "what year", "who", "is this", "are you", "r u"],
};
/** The owner or whoever is in charge asked for ("who's the boss", "speak to the manager"): not named on the site. */
export const IN_CHARGE = [
  "the owner*",
  "owners name",
  "the boss",
  "your boss",
  "ur boss",
  "the manager",
  "a manager",
  "your manager",
  "in charge",
  "someone senior",
  "the gaffer",
  "head office",
  "the director",
  "your director",
];
/**
 * Fear of being overcharged or sold work not needed ("how do I know you won't rip me off"): the free estimate and
 * nothing done without agreement (./intents/prices.ts).
 */
export const COST_FEAR = {
  asked: [
    "how do i know",
    "how can i be sure",
    "how can i know",
    "how can i trust",
    "how do i trust",
    "what stops",
    "whats to stop",
    "what is to stop",
    "make sure you wont",
    "promise",
  ],
  about: ["rip*", "charg*", "bill*", "overcharg*", "part", "parts", "stuff", "work", "price*", "cost*", "con", "scam*"],
  /** Said anywhere in the message, before the question too ("my neighbour got ripped off. How do I know..."). */
  strong: ["ripped", "rip", "overcharg*", "scam*", "conned", "cowboy*", "fleeced"],
};
/** Registration for gas work or an engineer's identification asked without the words "Gas Safe". */
export const GAS_SAFE_ASKED = [
  "have to be registered",
  "need to be registered",
  "must be registered",
  "be registered to",
  "really gas safe",
  "is he really",
  "is she really",
  "not fake",
  "a fake",
  "is he genuine",
  "are they genuine",
  "registered for gas",
  "gas registered",
  "registered gas",
  "identification",
  "id card*",
  "id badge*",
  "photo id",
  "proof of identity",
  "carry id",
  "show id",
  "some id",
];
/** Whether reviews are genuine or paid for ("are those reviews even real", "do you pay people for them"). */
export const REVIEWS_GENUINE = {
  words: [
    "real",
    "fake",
    "genuine",
    "paid",
    "pay",
    "bought",
    "buy",
    "honest",
    "incentiv*",
    "legit",
    "trust",
    "discount*",
    "voucher*",
    "reward*",
    "money",
  ],
  phrases: ["made up", "write them", "written by"],
  /** Bad reviews hidden or taken down ("do you delete the bad ones"): the policy's "Every review is published". */
  hidden: ["delet*", "remov*", "hide", "hidden", "hiding", "filter*", "vanish*", "disappear*", "censor*"],
  hiddenPhrases: ["take down", "taken down", "take them down", "take the bad", "bad ones down"],
};
/** Where the reviews are read ("which website are your reviews on", "is it Google"): the independent platform. */
export const REVIEWS_WHERE = {
  words: ["where", "which", "google", "checkatrade", "trustpilot", "platform", "website", "site", "read"],
};
/** Our Gas Safe registration number asked ("what's your gas safe reg number", "licence no."). */
export const GAS_SAFE_NUMBER = ["number", "no", "licence", "license", "numbers"];
/** A language asked to be spoken ("does anyone speak Polish"): the owner knows who does. */
export const LANGUAGE_ASKED = {
  speak: ["speak", "speaks", "speaking", "language", "languages", "translator", "interpreter"],
  languages: [
    "polish",
    "urdu",
    "punjabi",
    "arabic",
    "romanian",
    "kurdish",
    "bengali",
    "chinese",
    "mandarin",
    "cantonese",
    "portuguese",
    "spanish",
    "french",
    "italian",
    "lithuanian",
    "latvian",
    "russian",
    "ukrainian",
    "hindi",
    "gujarati",
    "farsi",
    "turkish",
    "welsh",
    "it",
  ],
};
/** A question about a penalty ("how much is the fine"), not a price: the landlords' questions answer it. */
export const PENALTY = {
  words: ["penalt*", "prosecut*", "fined", "fines", "prison", "jail", "court"],
  phrases: ["the fine", "a fine", "fine for", "fine if"],
};
/** Asking for a visit on a day ("can you come today", "if I book at 11 will someone come"). */
export const VISIT_ASK = ["come", "someone", "anyone", "engineer*", "visit", "book*", "out", "here", "round"];
export const SAME_DAY_RULE = {
  phrases: [
    "same day rule",
    "before 12",
    "b4 12",
    "before midday",
    "before noon",
    "still come today",
    "cant you come today",
    "why not today",
    "too late for today",
    "come the same day",
    "defo come same day",
    // The rule by its name: "what's the actual cut-off".
    "cut off",
    "cutoff",
  ],
  afternoon: ["1pm", "2pm", "3pm", "4pm", "5pm", "afternoon", "half", "after"],
  /** "same day" asked with its timing ("too late for same day", "the cut off for same day"). */
  sameDay: ["same day", "sameday", "same days"],
  timing: ["late", "still", "past", "cutoff", "cut", "deadline", "missed", "time"],
};
export const NIGHT_TIME = ["2am", "3am", "4am", "1am", "11pm", "midnight"];
/** "is anyone there at this hour", "this early": whether someone answers now, outside office hours. */
export const ANYONE_NOW = [
  "anyone there",
  "anybody there",
  "anyone about",
  "anybody about",
  "anyone around",
  "anybody around",
  "this early",
  "this late",
  "at this hour",
  "this time of night",
  "this time of the morning",
  "middle of the night",
  "wait till morning",
  "wait until morning",
  "wait for morning",
  "wait till the morning",
  "wait until the morning",
  "wait for the morning",
];
/** Someone asked after now ("is somebody actually working", "any1 awake there"): a person word near a being-there word. */
export const SOMEONE_NOW = {
  who: ["anyone", "anybody", "someone", "somebody"],
  /** "till someone gets there": waiting for the engineer to arrive, not whether anyone is working now. */
  arrival: ["until", "till", "til", "before", "when", "once"],
  there: ["there", "about", "around", "working", "awake", "answering", "available", "on"],
};
export const HOLIDAY = {
  words: ["christmas", "xmas", "easter", "holidays"],
  /** "a holiday cottage", "our holiday let": a property, not the holidays. */
  property: ["cottage*", "let", "lets", "home*", "flat*", "rental*", "park", "caravan*", "house*", "propert*"],
  phrases: ["bank holiday*", "new year*", "boxing day"],
  availability: [
    "open",
    "work*",
    "available",
    "come",
    "closed",
    "engineer*",
    "out",
    "someone",
    "anyone",
    "happens",
    "breaks",
    "call*",
  ],
};
export const WEEKEND_DAY = ["saturday*", "sunday*", "weekend*", "sat", "sun"];
/** A weekday or part of a day asked for a visit ("could you do it next tuesday afternoon", "is friday morning possible"). */
export const VISIT_DAY = {
  days: [
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "mon",
    "tue",
    "tues",
    "wed",
    "weds",
    "thu",
    "thur",
    "thurs",
    "fri",
    "tomorrow",
    "morning",
    "afternoon",
    "next week",
  ],
  /** A day proposed rather than asked ("is Tuesday ok?", "Friday morning alright?", "thursday any good"). */
  okay: ["ok", "okay", "alright", "allright", "possible", "good", "suit", "suits", "fine", "do"],
  ask: [
    "can you",
    "could you",
    "can u",
    "will you",
    "would you",
    "can someone",
    "could someone",
    "is there",
    "any chance",
    "possible",
    "available",
    "free",
    "book",
    "fit me in",
    "fit us in",
    "do it",
    "come",
    // "can I get it booked in for a Monday", "could we have it serviced on Thursday": a day asked for a job.
    "done on",
    "booked in",
    "booked for",
    "serviced on",
    "appointment",
  ],
};
/** Our guarantee on a repair ("do you guarantee your work"), not a manufacturer's warranty on a new boiler. */
export const GUARANTEE = {
  words: ["guarantee*", "guarentee*", "garantee*", "warranty", "warrenty"],
  ours: ["your", "you", "yous", "ur", "u", "work", "repair*", "labour", "workmanship", "fix", "job"],
  // "new" is no maker's word: a guarantee asked of a new boiler we fit is ours, and the reply names the maker's too.
  manufacturer: ["manufacturer*", "register*", "registration", "void", "valid", "invalid", "extended"],
  /** Paying again when what we fitted or fixed fails: "does she have to pay all over again", "will I be charged twice". */
  payAgain: [
    "pay again",
    "pay all over again",
    "pay over again",
    "pay twice",
    "pay for it again",
    "pay for that again",
    "pay for another",
    "charged again",
    "charged twice",
    "charge again",
    "charge me again",
    "charge us again",
    "charge her again",
    "charge him again",
    "cost again",
  ],
  fails: ["fail*", "breaks", "break", "broke", "goes", "packs", "stops", "dies", "wrong", "again"],
  /** What the guarantee reaches, asked: "the whole boiler or just the bit you fixed". */
  scope: ["whole", "entire", "everything"],
  scopePhrases: [
    "rest of the boiler",
    "rest of it",
    "all of the boiler",
    "just the bit",
    "only the bit",
    "only what",
    "just what",
  ],
};
/** The boiler tripping the electrics ("trips the fuse box", "keeps tripping the rcd") (./hazards.ts). */
export const ELECTRICAL_TRIP = {
  trip: ["trip", "trips", "tripping", "tripped", "blows", "blowing", "blew"],
  what: ["electric*", "fuse*", "rcd", "breaker*", "trip switch", "consumer", "power", "lights"],
};
/** A loft tank overflowing: its float (ball) valve, or the heating's feed and expansion tank (./intents/heating-depth.ts). */
export const LOFT_TANK = {
  tank: ["tank", "tanks", "cistern"],
  where: ["loft", "attic", "header", "feed", "expansion", "cold water", "roof"],
  overflow: [
    "overflow*",
    "overflo*",
    "filling",
    "pouring",
    "running",
    "dripping",
    "spilling",
    "full",
    "dribbl*",
    "trickl*",
  ],
  /** The heating's tank warm or steaming: the pump pushing water over the open vent. */
  pumpingOver: ["steam*", "warm", "hot", "bubbl*", "vapour"],
};
/** A flame that lights then goes out ("fires up then the flame dies"): the flame is lost, a boiler fault. */
export const FLAME_LOST = {
  lights: ["light*", "lit", "ignit*", "fires", "fire up", "fires up", "catches"],
  out: ["goes out", "went out", "dies", "died", "cuts out", "drops out", "goes off"],
};
/**
 * The first word of a last sentence that asks, in a message written without question marks (./intents/arbitration.ts):
 * question words only ("will you or are you going to fob me off" leans on what was told before it).
 */
export const QUESTION_OPENERS = ["who", "what", "whats", "how", "hows", "when", "where", "why", "which", "whos"];
/** A sentence that says it asks ("my question is", "I wanted to ask whether"): what a long message wants answered. */
export const ASKING = [
  "my question is",
  "my question",
  "wanted to ask",
  "want to ask",
  "like to ask",
  "can you tell me",
  "could you tell me",
  "i want to know",
  "id like to know",
  "wondering if",
  "wondering whether",
  "is this something",
];
/** A question asking what is wrong with what the message told ("what's likely to be wrong", "anything I can try"). */
export const DIAGNOSIS_ASKED = [
  "whats wrong",
  "what is wrong",
  "likely to be wrong",
  "what could it be",
  "what could that be",
  "what would that be",
  "what might it be",
  "what causes",
  "what is causing",
  "whats causing",
  "anything i can try",
  "anything i can do",
  "any ideas",
  "why is it",
  "why would",
  "why does it",
];
/** How quickly we get there ("how fast could someone get to me in an emergency"): the area page's typical response. */
export const RESPONSE_TIME = {
  how: ["how quick*", "how fast", "how soon", "how long", "how much time", "what time"],
  reach: [
    "get there",
    "come to",
    "he come",
    "they come",
    "someone come",
    "engineer come",
    "get to",
    "get here",
    "reach",
    "arrive",
    "be here",
    "be with",
    "be there",
    "response",
    "come out",
  ],
  /** How soon in an emergency ("how quick for an emergency"): with "how quick/fast/soon", not "how long" (a job's length). */
  soon: ["how quick*", "how fast", "how soon"],
  emergency: ["emergency", "emergencies", "urgent", "callout", "call out"],
  /** How long the engineer stays, not how soon they come ("how long will he be here for", "be in the house"). */
  stay: ["be here for", "be there for", "be in the house", "be at the house", "be in my house", "be here all", "stay"],
};
/**
 * The previous question asked again of something else ("does that also apply to a new boiler", "is it the same if
 * you fit one"): the earlier question's answer, read with the new message.
 */
export const ASKED_OF_ANOTHER = [
  "is it the same",
  "is that the same",
  "same for",
  "same goes for",
  "also apply",
  "does that apply",
  "does it apply",
  "does the same apply",
  "would that apply",
  "still apply",
  "does that go for",
  "does it go for",
  "does that count for",
  "does that also",
];
/** Which one of the thing named before ("it's the one in the box room", "the one on the landing"): a detail of it. */
export const WHICH_ONE = [
  "its the one",
  "it is the one",
  "the one in",
  "the one on",
  "the one upstairs",
  "the one downstairs",
];
/** Calling off a booked visit ("charge me for cancelling", "call it off"): the terms' cancellation rule. */
export const CANCELLATION = {
  words: ["cancel", "cancels", "cancelling", "canceling", "cancelled", "canceled", "cancellation*"],
  phrases: ["call it off", "calling it off", "call off the visit"],
};
/**
 * A new boiler asked for in place of what is there ("swap our old boiler and cylinder for a combi", "changing to a
 * combi"): the equipment told is the house as it is, not a fault, unless a fault is told too (`FAULT_TOLD`).
 */
export const NEW_BOILER_ASKED = [
  "new combi",
  "new boiler",
  "replace it all",
  "replace the boiler",
  "replacement boiler",
  "swap to a combi",
  "swap our",
  "swap my",
  "changing to a combi",
  "change to a combi",
  "convert to a combi",
  "converting to a combi",
  "for a combi",
  "with a combi",
  "put a combi in",
  "fit a combi",
  // "a combi put in the kitchen instead", "having his old boiler swapped for a combi".
  "combi put in",
  "boiler put in",
  "combi instead",
  "combi fitted",
  "for a combi",
  "to a combi",
  "having a combi",
];
/** A fault told, which a situation's own answer is for ("leaking", "no hot water", "not working"). */
export const FAULT_TOLD = [
  "leak*",
  "drip*",
  "broken",
  "not working",
  "stopped",
  "wont",
  "isnt",
  "doesnt",
  "fault*",
  "problem*",
  "overflow*",
  "noise*",
  "noisy",
  "bang*",
  "error",
  "no hot water",
  "cold",
  "too hot",
  "scalding",
];
/** A pressure problem told beside a reading ("1.2 but it keeps dropping"): the reading is no passing detail. */
export const PRESSURE_PROBLEM = [
  "drop*",
  "losing",
  "lose*",
  "lost",
  "low",
  "falling",
  "fall*",
  "high",
  "rising",
  "rise*",
  "top*",
  "zero",
  "red",
];
/** The pressure told to be all right ("pressure is fine", "pressure's normal"): context, not the problem. */
export const PRESSURE_FINE = [
  "pressure is fine",
  "pressures fine",
  "pressure fine",
  "pressure is ok",
  "pressures ok",
  "pressure ok",
  "pressure is okay",
  "pressures okay",
  "pressure is normal",
  "pressures normal",
  "pressure is good",
  "pressures good",
  "pressure is alright",
  "pressures alright",
  "pressure looks fine",
  "pressure looks ok",
  "pressure seems fine",
  "pressure seems ok",
];
/** Whether a reading is all right, asked ("pressure is 1.2, is that ok?"). */
export const PRESSURE_ASKED_OK = ["normal", "ok", "okay", "right", "fine"];
/** Words joining two places asked together ("Loftus and Brotton", "staithes n hinderwell"). */
export const PLACE_JOINERS = ["and", "n", "or", "&"];
/** Hot water gone from a cylinder ("taps run cold", "no hot water"): what to use meanwhile is the immersion. */
export const HOT_WATER_GONE = ["cold", "no", "gone", "stopped"];
/** What carbon monoxide does to a person, asked ("what does it do to you", text-speak "do to u", "y is it dangerous"). */
export const CO_EFFECTS_ASKED = [
  "do to you",
  "does to you",
  "do to your",
  "does to your",
  "do to u",
  "does to u",
  "do to ur",
  "does to ur",
  "do to people",
  "does to people",
  "do to the body",
  "does to the body",
  "doing to",
  "feel like",
  "make you",
  "why is it dangerous",
  "y is it dangerous",
  "why is it so dangerous",
  "y is it so dangerous",
];
/** The gas safety record's timing ("when will I get the certificate after the check"). */
export const RECORD_TIMING = {
  record: ["certificate*", "cert", "certs", "record", "cp12", "paperwork", "lgsr"],
  when: [
    "when will",
    "when do i get",
    "how long till",
    "how long until",
    "how long before",
    "how quick*",
    "how soon",
    "how fast",
    "till i get",
    "after the check",
  ],
};
/** What to do if one smells gas, asked ahead ("what should I do if I ever smell gas"): the steps, not an evacuation now. */
/** How long gas safety records are kept, or the tenants' copy: the landlord's duty, not when a certificate comes. */
export const RECORDS_KEPT = {
  kept: ["keep", "kept", "retain*", "store", "hold"],
  copy: ["copy", "copies", "given", "give", "theirs"],
};
/** A service asked whether it checks for carbon monoxide ("does the service test for CO at all"). */
export const SERVICE_CO_CHECK = {
  service: ["service", "servicing", "serviced", "services"],
  check: ["check*", "test*", "analys*", "measur*", "tell", "detect*", "look*", "include*", "cover*"],
};
/** The emergency control valve asked about (where it is, how to tell it is on): named, or a valve or lever at the meter. */
export const GAS_VALVE = {
  named: [
    "emergency control valve",
    "control valve",
    "ecv",
    "gas valve",
    "gas lever",
    "gas isolation valve",
    "main gas valve",
    "gas shut off",
    "gas shutoff",
  ],
  valve: ["valve", "lever"],
  meter: ["meter"],
  asked: [
    "where*",
    "find",
    "locate",
    "on or off",
    "open or shut",
    "open or closed",
    "how do i know",
    "how can i tell",
    "which way",
  ],
};
/** The standard a CO alarm should carry, asked ("which standard", "what should it be marked with", "kitemark"). */
export const ALARM_STANDARD = {
  words: ["standard*", "kitemark*", "marked", "marking*", "certified", "approved"],
  phrases: ["bs en", "british standard"],
};
export const GAS_STEPS_ASKED = {
  ask: [
    "what to do",
    "what do i do",
    "what should i do",
    "what should you do",
    "what do you do",
    "ought to do",
    "the steps",
    "what steps",
    "what are the steps",
    "remind me",
  ],
  when: ["if", "ever", "when", "in case"],
};
/** Asking whether we service something ("do u service combis", "could you service my boiler"); prices answer "how much". */
export const OFFER_SERVICE = {
  asks: ["do you", "do u", "do yous", "can you", "can u", "could you", "would you", "will you", "are you able"],
  verb: ["service", "servicing"],
};

/**
 * How a visitor will know the engineer at the door is genuine ("will he have ID", "how will my dad know he's really
 * from you", "not just some random"): an identity cue near someone who comes (./intents/receptionist.ts).
 */
export const ENGINEER_IDENTITY = {
  cue: [
    "id",
    "identification",
    "identity",
    "badge*",
    "genuine*",
    "legit*",
    "bona",
    "imposter*",
    "impostor*",
    "fake",
    "bogus",
    "conman",
    "credentials",
    "proof",
    "prove",
    "random",
    "stranger*",
  ],
  phrases: [
    "who he says",
    "who she says",
    "who they say",
    "really from you",
    "actually from you",
    "from your company",
    "sent by you",
    "one of yours",
    "really gas safe",
    "actually gas safe",
    "really an engineer",
    "really your engineer",
    "know its you",
    "know hes",
    "know its really",
  ],
  who: [
    "engineer*",
    "fella",
    "fellow",
    "bloke",
    "man",
    "lad",
    "guy",
    "chap",
    "someone",
    "somebody",
    "person",
    "workman",
    "tradesman",
    "he",
    "she",
    "they",
    "door",
    "arrive*",
    "turn*",
  ],
  /** "I'd" written "id": "id like", "id rather", "id be". */
  notId: ["like", "love", "rather", "prefer", "be", "have", "want", "need", "say", "think", "hate", "appreciate", "go"],
  /** Said of a thing, not a person: genuine parts, genuine reviews, a fake review. */
  thing: ["part*", "review*", "rating*", "spares", "copies", "copy", "certificate*", "warranty"],
};
/**
 * Whether our engineers protect the home and tidy up ("do your men use dust sheets", "clean up after themselves",
 * "mind my new carpet"): the about page's promise (./intents/receptionist.ts). Asked, not told ("the lad was tidy"),
 * and said of the work, not a thing made to look tidy.
 */
export const TIDINESS = {
  /** The sentence asks. */
  asks: ["do", "does", "will", "would", "can", "could", "are", "is", "how", "what", "should", "any"],
  words: ["dustsheet*", "overshoe*"],
  phrases: [
    "tidy up",
    "tidying up",
    "tidies up",
    "tidy after",
    "tidy round",
    "tidy themselves",
    "leave it tidy",
    "leave things tidy",
    "leave the place tidy",
    "leave my house tidy",
    "leave my home tidy",
    "dust sheet*",
    "clean up",
    "clean after",
    "clear up",
    "after themselves",
    "after himself",
    "after yourselves",
    "shoe covers",
    "shoes off",
    "boots off",
    "protect the",
    "cover the floor*",
    "cover the carpet*",
    "mind the carpet*",
    "mind my carpet*",
    "take care of the carpet*",
    "look after the carpet*",
    "leave it clean",
    "leave the place",
  ],
};

/** Calling us told as what the visitor will do, not our number asked ("what can I check before I ring you"). */
export const CALL_TOLD = [
  "before i ring",
  "before i call",
  "before i phone",
  "before ringing",
  "before calling",
  "before phoning",
  "ill ring you",
  "ill call you",
  "ill phone you",
  "i will ring you",
  "i will call you",
];
/**
 * Checks the visitor can make themselves, asked ("what can I check first", "what does she need to check", "anything
 * I can try"): `gapped` with up to three words between, `phrases` as written.
 */
export const CHECKS_ASKED = {
  gapped: ["what check", "anything check", "what try", "anything try", "things check", "things try"],
  phrases: [
    "check first",
    "anything i can do",
    "what can i do",
    "before i ring",
    "before i call",
    "before calling",
    "before ringing",
  ],
};

// Beyond the boiler (./intents/heating-depth.ts).
export const CONTROLS = {
  devices: ["thermostat*", "stat", "programmer", "timer", "controls", "hive", "nest", "tado"],
  faults: [
    "blank",
    "flashing",
    "flash*",
    "dead",
    "batter*",
    "wifi",
    "wireless",
    "respond*",
    "unresponsive",
    "lost",
    "clock*",
    "wrong",
    "screen",
    "display",
    "stuck",
    "offline",
    "disconnected",
    "pairing",
    "signal",
  ],
  faultPhrases: [
    "gone off",
    "not working",
    "no display",
    "power cut",
    "went back",
    "went forward",
    "wont respond",
    "does nothing",
    "doing nothing",
    "power went",
    "power was off",
    "lost connection",
    "wont connect",
    "not connecting",
  ],
  clock: ["clock*", "time", "times"],
  clockPhrases: [
    "power cut",
    "power went",
    "power was off",
    "went back",
    "went forward",
    "wrong time",
    "clocks changed",
    "clocks go",
    "clocks went",
    "hour early",
    "hour late",
    "wrong times",
  ],
};
export const CYLINDER = {
  words: ["cylinder*", "tundish", "immersion", "unvented", "megaflo*"],
  /** Water from the cylinder too hot. */
  tooHot: ["scalding", "scald*", "boiling", "too hot", "roasting", "overheat*"],
  /** The unvented cylinder's own annual inspection (G3): an area page says we tell you who can check it. */
  inspection: ["g3", "inspect*", "annual check", "yearly check", "annual service", "serviced", "service it"],
  /** Using the immersion while the boiler waits for a repair. */
  meanwhile: [
    "meantime",
    "meanwhile",
    "while i wait",
    "till",
    "until",
    "instead",
    "stop gap",
    "in the mean time",
    "for now",
    "while we wait",
    "whilst we wait",
    "while waiting",
    "whilst waiting",
    "while im waiting",
  ],
  /** The cylinder named as the tank it is ("a tank in the airing cupboard"). */
  tank: [
    "hot water tank",
    "tank in the airing cupboard",
    "airing cupboard tank",
    "copper tank",
    "tank in the cupboard",
  ],
};
/** A bang as the boiler lights ("loud bang when it fires up", "a thud each time it ignites"): delayed ignition. */
export const IGNITION_BANG = {
  bang: ["bang*", "boom*", "thud*", "pop", "pops", "popping", "explosion", "explod*", "gunshot"],
  /** The burner lighting itself, not the heating coming on (banging then is kettling or pipework). */
  lighting: ["light*", "lit", "ignit*"],
  phrases: ["fire up", "fires up", "firing up", "when it fires", "as it fires", "tries to fire", "tries to light"],
};
/** "Low flow" shown on a boiler's display, in words rather than a code. */
export const LOW_FLOW = ["low flow", "flow low", "no flow", "low water flow", "flow fault", "flow error"];
/** Fitting thermostatic radiator valves ("can you fit TRVs to all my rads"). */
export const TRV = {
  valves: ["trv", "trvs", "thermostatic radiator valve*", "thermostatic valve*", "radiator valve*", "rad valve*"],
  fit: ["fit*", "install*", "put", "replac*", "change", "swap*", "new", "upgrade*", "add*"],
};
/** Whether a carbon monoxide alarm is the law ("do I legally have to have a CO alarm"). */
export const ALARM_LAW = {
  law: ["law", "legal*", "required", "requirement", "regulation*", "regs", "compulsory", "mandatory", "obliged"],
  phrases: ["have to", "got to", "do i need to", "must i"],
  landlord: ["landlord*", "tenant*", "rented", "rental", "let", "letting", "hmo"],
  /** A gas cooker or hob: excluded from the landlord's alarm rule. */
  cooker: ["cooker*", "hob", "hobs", "oven*"],
  /** Fixed combustion appliances the rule covers. */
  fixedAppliance: ["boiler*", "fire", "fires", "heater*", "burner*", "stove*", "geyser*", "multipoint"],
};
/** The rules or the law asked about ("the rules on CO alarms now"): "now" there is the present rule, no worry. */
export const RULES_ASKED = [...ALARM_LAW.law, "rule", "rules"];
/** How or where to turn the gas off, asked ahead ("where would I turn the gas off", "how is the gas shut off"). */
export const GAS_OFF_ASKED = {
  ask: ["how", "where", "wheres", "show me", "just so i know", "in case", "in an emergency", "ever need"],
  turn: ["turn*", "switch*", "shut*", "isolat*", "turned", "switched"],
  noSupply: ["no gas", "wont light", "not light", "credit", "cut off", "been off", "is off", "keeps"],
};
/** A gas appliance failing to light or work, read with what is negated kept in ("won't light", "not working"). */
export const FAILS_BEFORE = [
  "wont",
  "not",
  "doesnt",
  "cant",
  "isnt",
  "arent",
  "no",
  "stopped",
  "wouldnt",
  "neither",
  "nor",
  "never",
  "cannot",
];
export const GAS_SUPPLY = {
  prepayment: ["prepayment", "prepay", "topup"],
  phrases: [
    "card meter",
    "key meter",
    "card top up",
    "money finished",
    "no credit",
    "out of credit",
    "gas is off at the meter",
    "nothing gas works",
    "with card top",
    "emergency credit",
    "no gas at",
    "no gas to",
    "no gas coming",
    "gas supply off",
    "gas been cut off",
    "gas has been cut off",
    "gas is cut",
    "gas cut off",
    "gas been cut",
  ],
  otherAppliances: ["cooker", "hob", "oven"],
  otherAppliancePhrases: ["gas fire", "the fire", "my fire"],
  /** The other appliance said to work, or the supply ruled out: not this answer. */
  otherWorks: [
    "lights fine",
    "lights ok",
    "lights okay",
    "works fine",
    "working fine",
    "works ok",
    "working ok",
    "is fine",
    "are fine",
    "isnt the gas",
    "not the gas",
    "not the supply",
    "isnt the supply",
  ],
};

/**
 * Boiler pressure that swings with the heating ("1 bar cold, nearly 3 when the heating's on", "goes right up when it
 * runs then drops back"): the expansion vessel's air charge (./topics.ts). A gauge by any name, a rise in any words,
 * and the heating running (a reading high with the heating off is overfilling, not the swing).
 */
export const PRESSURE_SWING = {
  gauge: ["pressure", "presure", "preasure", "pressur", "gauge", "guage", "bar", "needle", "dial"],
  rise: [
    "up",
    "rise*",
    "rising",
    "rose",
    "climb*",
    "creep*",
    "shoot*",
    "shot",
    "jump*",
    "spike*",
    "soar*",
    "higher",
    "red",
    "nearly 3",
    "almost 3",
    "near 3",
    "about 3",
    "to 3",
    "3 bar",
    "2.5",
    "2.8",
    "2.9",
  ],
  /** A reading high enough to be the swing even when a top-up is told. */
  high: ["nearly 3", "almost 3", "near 3", "about 3", "3 bar", "2.5", "2.8", "2.9", "in the red"],
  running: [
    "heating on",
    "heatings on",
    "heating is on",
    "heating comes on",
    "heating working",
    "heating runs",
    "heating running",
    "heating is running",
    "when its on",
    "when it is on",
    "when its running",
    "when it runs",
    "when running",
    "when hot",
    "when its hot",
    "gets hot",
    "warms up",
  ],
  /** The heating named ... */
  heating: ["heating", "heatings", "heatin", "radiator*", "rads", "rad", "boiler*", "combi", "system"],
  /** ... and running, within three words after it. */
  on: ["on", "going", "running", "runs", "run", "working", "works", "fires", "firing", "hot", "warm", "warms", "kicks"],
};

/**
 * The heating told working in any words ("rads r red hot", "radiators roasting", "heating's lovely and warm"): a
 * radiator or heating word followed within three words by one of `warm`, with none of `unless` between (./topics.ts).
 */
export const HEATING_WARM_TOLD = {
  warm: ["hot", "warm", "roasting", "boiling", "toasty", "piping", "red", "lovely", "fine", "working", "ok", "okay"],
  unless: ["not", "no", "nt", "isnt", "arent", "wont", "never", "barely", "only", "lukewarm", "luke", "cold", "half"],
};

/** A leak from a radiator's own panel, not its valves (./topics.ts): a new radiator. */
export const RADIATOR_PANEL = {
  panel: [
    "panel",
    "seam",
    "seams",
    "rust*",
    "corrod*",
    "corrosion",
    "bubble*",
    "blister*",
    "pinhole*",
    "pin",
    "weld*",
    "crack*",
    "split",
    "body",
  ],
  valve: ["valve*", "trv*", "lockshield", "nut", "nuts", "spindle", "tail", "tails", "joint*", "bleed*", "olive"],
};

/** A landlord's gas safety record renewed early or brought into line (./topics.ts): the 2-month rule. */
export const RECORD_EARLY = {
  record: ["record", "records", "certificate*", "cert", "certs", "cp12*", "lgsr*"],
  recordPhrases: ["gas safety check*", "gas check*", "safety check*", "landlord check*", "the check", "the checks"],
  early: ["early", "earlier", "advance", "ahead", "align*", "sync*", "stagger*", "anniversary"],
  earlyPhrases: [
    "without losing",
    "lose any",
    "lose the",
    "losing the",
    "remaining months",
    "months left",
    "before it runs out",
    "before they run out",
    "before it expires",
    "before they expire",
    "same date",
    "same month",
    "one date",
    "all at once",
    "line them up",
    "all over the place",
    "different dates",
    "different months",
    "bring forward",
    "bring them forward",
  ],
  /** The sentence telling the timing asks it. */
  asks: ["can", "could", "do", "does", "is", "will", "would", "should", "how", "what", "when", "whether", "if", "cud"],
  /** "how early in the morning": the time of a visit, not the record's date. */
  timeOfDay: ["morning", "am", "oclock", "start", "starts", "arrive", "arrives"],
};

/** Freezing said of the home or the people in it ("the house is freezing", "we're freezing"), not a pipe (./topics.ts). */
export const FREEZING_INDOORS = [
  "house",
  "houses",
  "home",
  "flat",
  "room",
  "rooms",
  "lounge",
  "bedroom",
  "kitchen",
  "place",
  "we",
  "were",
  "im",
  "i",
  "kids",
  "baby",
  "babys",
  "everyone",
  "hes",
  "shes",
  "theyre",
];

/** Where an alarm goes, asked without naming CO (./topics.ts): the carbon monoxide alarm's placement. */
export const ALARM_PLACEMENT = {
  alarm: ["alarm", "alarms", "detector", "detectors", "sensor", "sensors"],
  where: ["where", "wheres", "position*", "placement", "placed", "mount*", "height", "ceiling", "locat*", "site"],
  wherePhrases: [
    "how high",
    "how far",
    "put it",
    "put them",
    "put one",
    "fix it",
    "stick it",
    "which room",
    "what room",
  ],
  otherAlarm: ["smoke", "fire", "burglar", "intruder", "car", "security", "heat", "flood", "clock"],
};

/** A short "and ..." follow-up asking where or why: a question of its own, not the previous one asked again (./answer.ts). */
export const OWN_WH_QUESTION = ["where", "wheres", "why", "whys", "which"];

// What a message holds and asks (./understand.ts).
export const APPLIANCE_SLOT = [
  "boiler*",
  "combi",
  "radiator*",
  "rads",
  "cylinder*",
  "thermostat*",
  "programmer",
  "timer",
  "meter*",
  "hob",
  "cooker",
  "oven",
  "fire",
  "flue*",
  "heater",
  "pump",
  "valve*",
  "tundish",
  "alarm*",
  "detector*",
];
export const DAY_TIME = [
  "today",
  "tomorrow",
  "tonight",
  "morning",
  "afternoon",
  "evening",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday*",
  "sunday*",
  "weekend*",
  "christmas",
  "asap",
  "now",
];
export const PRICE_WORDS = ["price*", "cost*", "charge*", "quote", "quid", "fee*", "£", "expensive", "cheap*", "vat"];
export const ASKS: readonly { ask: string; phrases: readonly string[] }[] = [
  { ask: "is it safe", phrases: ["is it safe", "is it dangerous", "safe to use", "should i be worried", "normal"] },
  { ask: "do I have to", phrases: ["do i have to", "do i need", "legally", "law", "legal", "must i", "required"] },
  { ask: "how much", phrases: ["how much", "what does it cost", "price", "cost", "quid"] },
  { ask: "when", phrases: ["when", "what time", "how soon", "how quickly", "today", "tomorrow"] },
  {
    ask: "can you",
    phrases: ["can you", "can u", "cn u", "do you", "do u", "could you", "will you", "r u", "are you"],
  },
  { ask: "why", phrases: ["why", "what causes", "whats wrong", "what is wrong"] },
  { ask: "how", phrases: ["how do i", "how to", "how can i", "what should i do", "what do i do"] },
];

/** "what do I get for", "does it include": what a package includes (./intents/prices.ts, ./intents/receptionist.ts). */
export const INCLUDES = {
  words: ["include*", "included", "includes", "difference", "different", "differ", "vs", "versus", "compare*"],
  phrases: [
    "what do i get",
    "what do i actually get",
    "come with",
    "comes with",
    "get for",
    "whats in",
    "what is in",
    "or just",
    "is extra",
    "parts extra",
    "on top",
    "per appliance",
    "each appliance",
    "extra per",
    "cover the",
    "covers the",
    // "does the yearly service look at the radiators as well": what it covers, without "include".
    "look at the",
    "check the",
    "check my",
    "as well",
    "and all",
  ],
};
/** Two jobs on one visit: "on the same visit", "at the same time", "while you're here". */
export const SAME_VISIT = [
  "same visit",
  "same appointment",
  "done the same day",
  "both done",
  "in one go",
  "same time",
  "at the same time",
  "same day as",
  "one visit",
  "while youre",
  "as well as the",
  "together",
];
/** Other gas appliances than the boiler. */
export const OTHER_GAS_APPLIANCES = ["hob", "cooker", "oven", "fire", "gas fire"];

/** Asking for a visit now (./urgency.ts): "can someone come today", "send sum1 asap", "I need someone out now". */
export const VISIT_NOW = {
  phrases: [
    "anyone able to come",
    "anybody able to come",
    "anyone come",
    "anybody come",
    "get someone",
    "someone get",
    "somebody get",
    "can someone come",
    "could somebody",
    "someone come",
    "somebody come",
    "someone out",
    "somebody out",
    "send someone",
    "send sum1",
    "sum1 come",
    "can you come",
    "can u come",
    "cn u send",
    "come out",
    "get someone",
    "someone get",
    "somebody get",
    "need someone",
    "engineer out",
    "please come",
  ],
  /** Someone asked to go round, however said ("someone popping round", "an engineer get over to her"). */
  who: ["someone", "somebody", "anyone", "anybody", "sum1", "some1", "engineer*", "you", "u"],
  move: ["come", "coming", "go", "going", "pop", "popping", "nip", "nipping", "get", "send", "call"],
  where: ["round", "out", "over", "here", "there"],
  when: ["asap", "today", "now", "urgently", "tonight"],
  whenPhrases: [
    "this morning",
    "this afternoon",
    "this evening",
    "right away",
    "straight away",
    "as soon as possible",
    "as soon as you can",
    "as quick as",
    "as quickly as",
    // "do you come out this late": now, at night.
    "this late",
    "at this hour",
    "this time of night",
    "at this time of night",
    "this early",
  ],
};

/** Work outside a heating engineer's trade: asked about, it gets the honest handoff, never a heating page. */
export const OUTSIDE_TRADE = [
  "underfloor",
  // ... in any spelling: "under floor", "under-floor", "UFH".
  "under floor",
  "ufh",
  "leaking tap",
  "dripping tap",
  "tap leaking",
  "tap dripping",
  "tap washer",
  "blocked sink",
  "blocked toilet",
  "toilet cistern",
  "heat pump*",
  "air source",
  "ground source",
  "air conditioning",
  "air con",
  "aircon",
  "solar",
  "washing machine",
  "dishwasher",
  "pest*",
  "bathroom refit*",
  "bathroom fit*",
  "new bathroom",
  "kitchen fit*",
  "fitted kitchen*",
  "apprentice*",
  "hiring",
  "vacanc*",
  "electrician",
  "rewir*",
  "roof*",
  "windows",
];

/**
 * What we do not offer even where a boiler is named, each asked about by meaning rather than phrase: selling parts
 * to fit yourself, work on the gas meter (the supplier's or the network's), another trade's appliance (a car
 * charger, a range cooker), jobs with us, and contracts with a council or housing association. Nothing on the site
 * answers these: the honest handoff passes them to the owner (./intents/not-offered.ts).
 */
export const NOT_OFFERED = {
  phrases: [
    // Joinery around a boiler and asbestos surveys: other trades, whatever appliance is named.
    "build a cupboard",
    "cupboard built",
    "cupboard round",
    "cupboard around",
    "boxed in",
    "asbestos",
    "spare part*",
    "sell part*",
    "sell spare*",
    "sell me",
    "supply only",
    "buy part*",
    "buy a part",
    "buy the part",
    "just the part",
    "just want the part",
    "parts only",
    "ev charger*",
    "car charger*",
    "charging point*",
    "electric car*",
    "smart meter*",
    "range cooker*",
    "pay rise",
    "work for you",
    "work for the council",
    "housing association*",
    "council tenant*",
    "approved contractor*",
    "council contract*",
    "on contract",
    "cover plan*",
    "boiler cover",
    "homecare",
    "home care",
    "care plan*",
    "maintenance plan*",
    "service plan*",
    "monthly plan*",
    "insurance claim*",
    "for my claim",
    "claim off",
    "claim on my",
    "home emergency",
    "bill them",
    "bill my insurer*",
    "written report",
    "insurance report",
    "heat pump*",
    "air source",
    "ground source",
    "same engineer",
    "ask for him",
    "ask for her",
    "him again",
    "her again",
    "that engineer again",
    "same one",
    "same man",
    "same lad",
    "same bloke",
    "same guy",
    "same fella",
    // Another firm's warranty or guarantee: not ours to honour.
    "their warranty",
    "their guarantee",
    "honour the warranty",
    "honour the guarantee",
    "honour their",
    "engineer called",
    "engineer named",
    "engineer by name",
    "chimney sweep*",
    "sweep the chimney",
    "sweep our chimney",
    "sweep my chimney",
    "sweep chimneys",
    "subcontract*",
    "sub contract*",
    "farm out",
    "farm the",
    "your own engineers",
    "actually yours",
    "fit it myself",
    "fit myself",
    "do it myself",
    // Legal help against another trader: not ours to give.
    "to court",
    "small claims",
    "legal action",
    "sue them",
    "sue him",
    "solicitor*",
    // Funding schemes and discounts: none on our price list.
    "eco4",
    "eco 4",
    "eco scheme",
    "free boiler*",
    "boiler grant*",
    "universal credit",
    "on benefits",
    "pension credit",
    "pensioner*",
    "oap*",
    "senior citizen*",
    "government grant*",
    "government scheme*",
    "government give*",
    "government will",
    "government pay*",
    "government fund*",
    "a grant",
    "grant for",
    "free new boiler*",
    "boiler upgrade scheme",
    // An existing booking or record: only the office has it.
    "my appointment",
    "my booking",
    "booking ref*",
    "booking number",
    "reference number",
    "ref number",
    "change the date",
    "send me a copy",
    "email me a copy",
    "e mail me a copy",
    "post me a copy",
    "another copy",
    "send it again",
    "lost the copy",
    "lost my copy",
    "lost the certificate",
    "lost my certificate",
    // An arrangement for the visit the site says nothing of (keys left with someone).
    // ("the key from my neighbour", "leave the keys with"; not "before we get the keys" of a house bought).
    "key from",
    "keys from",
    "key with",
    "keys with",
    "key off",
    "keys off",
    // Company registration details: not on the site yet.
    "company number",
    "companies house",
    "limited company",
    "registered company",
    "vat number",
  ],
  words: [
    "aga",
    "agas",
    "rayburn",
    "earn",
    "earns",
    "earning",
    "salary",
    "salaries",
    "wage",
    "wages",
    "insurer",
    "insurers",
    "insurance",
    "rearrange",
    "reschedule",
    "rebook",
    "resend",
    "misplaced",
    "receipt",
    "receipts",
  ],
  /**
   * A copy of paperwork lost, or issued by another firm ("the installer went bust, can you give me a copy of the
   * certificate"): not ours to issue.
   */
  paperwork: ["certificate*", "cert", "certs", "paperwork", "benchmark", "documents", "documentation"],
  copy: ["copy", "copies", "duplicate", "replacement", "reissue", "new one", "another one"],
  lost: ["lost", "misplaced", "never left", "never gave", "cant find", "previous owner*", "went bust", "gone bust"],
  /** Discounts (none on our price list); said of reviews they are the reviews policy's question. */
  discounts: ["money off", "discount for", "a discount", "any discount*"],
  /** Asking for an engineer by name ("can you send Gary again", "could we have Dave back"): read from the message as written. */
  namedAgain: /\b(?:send|have|get|ask for|request|book|want)\s+([A-Z][a-z]+)\s+(?:again|back)\b/,
  notNames: ["It", "Them", "Him", "Her", "Someone", "Somebody", "One", "The", "That", "This", "Me", "Us"],
  /** Another trade's appliance ("look at my washing machine", "fix an electric shower", "fit underfloor heating"), asked to be worked on. */
  otherTrade: [
    "electric shower*",
    "washing machine*",
    "dishwasher*",
    "tumble dryer*",
    "underfloor",
    "under floor",
    "ufh",
    "electric oven*",
    "electric cooker*",
    "fridge*",
    "freezer*",
    "bathroom suite*",
    "tiling",
    "tiles",
    "plastering",
    "plasterboard",
    "rewire",
    "rewiring",
    "kitchen fitting",
    "storage heater*",
    "night storage",
    // Heating and hot water that is not a gas boiler's: a warm air unit, a water heater or geyser.
    "warm air",
    "warmair",
    "starley",
    "water heater*",
    "geyser*",
    "multipoint*",
  ],
  /**
   * A gas appliance that is not the boiler fitted, connected, taken out or capped ("put a new gas fire in",
   * "disconnect the old cooker"): no page of ours offers it. Servicing or checking one is ours (the safety check).
   */
  gasAppliance: ["gas fire*", "gas hob*", "gas cooker*", "gas oven*", "cooker*", "hob", "hobs"],
  applianceWork: ["fit", "fitting", "install", "installing", "connect*", "disconnect*", "cap", "capping", "remove*"],
  applianceWorkPhrases: ["put in", "put it in", "take out", "take it out", "cap it", "fitted"],
  /** A gas appliance that is not the boiler repaired: the verb said of it, within three words. */
  applianceRepair: ["repair*", "fix", "fixing", "fixed", "mend*"],
  /** Checking or servicing an appliance is ours, whatever else the message asks. */
  applianceCheck: ["servic*", "check*", "inspect*", "cp12", "certificate*", "landlord*", "safety"],
  work: [
    "fix*",
    "repair*",
    "look*",
    "mend*",
    "sort*",
    "fit*",
    "install*",
    "design*",
    "service*",
    "do",
    "check*",
    "change",
    "changing",
    "replace",
    "replacing",
    // "does your firm work on those?"
    "work",
  ],
  /** Buying a part to fit yourself ("can i buy a diverter valve off you"): we don't sell parts. */
  buy: ["buy", "buying", "purchase", "sell", "selling", "supply"],
  parts: [
    "part",
    "parts",
    "valve",
    "pump",
    "pcb",
    "board",
    "fan",
    "sensor",
    "thermocouple",
    "electrode",
    "diverter",
    "spares",
  ],
  /** The gas meter moved, fitted, swapped or upgraded: the gas supplier's job (its lever to turn the gas off is ours to explain). */
  meter: ["meter", "meters"],
  meterWork: [
    "fit",
    "fitted",
    "fitting",
    "install*",
    "move",
    "moved",
    "moving",
    "shift*",
    "relocat*",
    "replace*",
    "swap*",
    "upgrade*",
    "smart",
    "new",
  ],
};
/**
 * A price asked for fitting, connecting or taking out something named that the price list does not price ("how much
 * for a hive thermostat fitted", "what do you charge to connect a hob"): no set price, so the honest handoff.
 */
export const FITTING_WORK = {
  words: ["fit", "fitted", "fitting", "install*", "connect*", "disconnect*", "cap", "capping", "remove*", "supplied"],
  phrases: ["put in", "take out", "cap it"],
};
/** "Emergency" naming a product, not an emergency now ("home emergency insurance", "emergency credit"). */
export const EMERGENCY_PRODUCT = ["credit", "insurance", "insurer*", "policy", "provider"];
/** Words that make a sentence a question without its question mark ("also whats the price of a repair"). */
export const QUESTION_WORDS = [
  "what",
  "whats",
  "how",
  "when",
  "where",
  "which",
  "who",
  "whether",
  "can",
  "could",
  "would",
  "will",
];
/** Words by which a question leans on the sentences before it ("is that urgent", "can he come"; "it" only at its start). */
export const REFERS_BACK = [
  "that",
  "this",
  "one",
  "he",
  "she",
  "him",
  "her",
  "they",
  "them",
  "his",
  "their",
  "these",
  "those",
];
/** A question adding to what was told ("do I need CO alarms as well?", "do you also..."): it leans on it. */
export const ADDS_TO_TOLD = ["as well", "also"];
/** Coming out to a visit, said with a price asked: the call-out fee ("extra for coming out at night"). */
export const CALL_OUT = ["call out", "come out", "coming out", "comes out", "came out", "come round", "coming round"];
/**
 * Paying or booking told as what comes after the question ("anything I can do before I pay someone to come out"):
 * context, not a price or booking asked (./intents/prices.ts `withoutBeforeHand`).
 */
export const BEFORE_HAND = [
  "before i pay",
  "before paying",
  "before i get someone",
  "before getting someone",
  "before i call",
  "before calling",
  "before i ring",
  "before ringing",
  "before i book",
  "before booking",
  "before we book",
  "before i fill",
];
/** Water from a bleed screw that is not clear: sludge in the system (../topics.ts). */
export const DIRTY_WATER = ["black", "brown", "dark", "dirty", "muddy", "sludgy", "ink", "inky", "murky", "grey"];
/** A tenant whose landlord fails the gas safety duty, asking what they can do (the tenant's rights answer). */
export const TENANT_RECOURSE = {
  landlord: ["landlord*"],
  /** The writer is the landlord ("I've been a landlord for a year", "my tenants"): their own duty, not a tenant's recourse. */
  writerIsLandlord: [
    "im a landlord",
    "i am a landlord",
    "been a landlord",
    "as a landlord",
    "my tenant*",
    "our tenant*",
  ],
  failed: ["hasnt", "havent", "never", "refus*", "wont", "overdue", "ignor*", "expired"],
  failedPhrases: ["has not", "have not", "not done", "not given", "not had", "out of date", "run out"],
  asked: [
    "what can",
    "wot can",
    "what should",
    "what do i do",
    "what do we do",
    "where do we stand",
    "where do i stand",
    "where does she stand",
    "where does he stand",
    "who can",
    "who do",
    "report",
    "rights",
  ],
  /** Asked so that the failure goes without saying (a "hasn't" is taken out with what it negates). */
  recourse: ["do about it", "stand", "report*", "rights", "complain to", "who can"],
};
/** Documents and inspections named like a code ("the CP12", "a G3 inspection"): never a fault code. */
export const DOCUMENT_NAMES = ["cp12", "cp14", "cp17", "cp42", "cp44", "g3", "g98", "g99"];
/** Real words one typo from a price word (./intents/prices.ts). */
export const NOT_PRICE = new Set(
  ["change", "changed", "changes", "changing", "rate", "cast", "coast", "charger", "chargers", "charging"].filter(
    (w) => w !== "rate",
  ),
);
/** A price-list package named ("the premium service", "landlord service"). */
export const PACKAGE_WORDS = [
  "premium",
  "annual service",
  "annual servicing",
  "yearly service",
  "yearly servicing",
  "landlord service",
  "same day repair",
  "weekend repair",
  "hourly rate",
  "emergency safety",
];
/** Getting into a let property for a visit: keys collected or held, the engineer let in (./intents/receptionist.ts). */
export const TENANT_ACCESS = {
  asked: ["keys", "key", "let the engineer in", "let him in", "let them in", "access to the property", "get access"],
  who: ["landlord*", "letting", "agent*", "agency", "tenant*", "office"],
};
/** Several properties: "12 rental flats", "several houses", "all my rentals", "a portfolio". */
export const PORTFOLIO = {
  many: ["several", "multiple", "portfolio", "few", "lots", "number", "both"],
  /** A count in words: "six rental houses". */
  counts: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty"],
  properties: ["propert*", "flats", "houses", "rentals", "homes", "units", "lets", "boilers"],
  /** A count said of rooms or floors ("a 4 bed house"): the size of one home. */
  rooms: ["bed", "beds", "bedroom", "bedrooms", "bedroomed", "bedder", "storey", "story", "floor", "floors"],
  /** Two homes told apart: "one at mine and one at my mum's". */
  twoHomes: ["one at mine", "one at my", "one at our", "one here and one", "other at my", "another at my"],
};

/** How long a CO alarm lasts (./intents/heating-depth.ts). */
export const ALARM_LIFE = {
  words: ["replac*", "lifespan", "expir*"],
  phrases: ["how long do", "how long does", "how often should", "how old", "last for"],
};

/** A smell that lasts only a moment as a burner lights (./safety.ts). */
export const LIGHTING_MOMENT = [
  "straight away",
  "right away",
  "instantly",
  "disappears",
  "a second",
  "a moment",
  "a split second",
  "briefly",
  "then goes",
  "goes away",
  "then it goes",
  "just as it lights",
  "just before",
  "then nothing",
  "then its gone",
  "and its gone",
  "for a second",
];

// Prices, hours, booking and other fuels (./intents/prices.ts, hours.ts, booking.ts, other-fuels.ts).
/** Words that ask the price list (./intents/prices.ts); the slot of ./understand.ts reads PRICE_WORDS. */
export const PRICE_ASK_WORDS = [
  "price*",
  "pric",
  "cost*",
  "charge*",
  "fee",
  "fees",
  "£",
  "cheap*",
  "dearer",
  "pricey",
  "pricier",
  "costly",
  "expensive",
  "vat",
  "quid",
  "callout",
  "rate",
  "rates",
  "pay",
  "payment*",
  "finance",
  "financing",
  "paying",
  "card",
  "cash",
  "estimate*",
  "quote*",
  "quotation*",
  "instalment*",
];
export const PRICE_ASK_PHRASES = [
  "how much",
  // What a job "comes to": "what would that come to", "what would it all come to".
  "it come to",
  "that come to",
  "it all come to",
  "that all come to",
  "it comes to",
  "that comes to",
  // A rough figure asked: "just a rough idea for a combi swap", "ballpark for a new boiler".
  "rough idea for",
  "rough idea of",
  "rough price",
  "rough cost",
  "ballpark",
  "ball park",
  "call out",
  "how mutch",
  "hw much",
  "how much is",
  "what do you charge",
  "set me back",
  "ballpark",
  // "what sort of money is a new one", "what kind of money are we talking".
  "sort of money",
  "kind of money",
  "what money",
];
/** When to pay ("is a deposit needed", "do you want paying before you start"): the pricing page's answer. */
/** A way of paying that only paying means ("do you take cheques", "contactless"): how one can pay, asked. */
export const PAY_METHOD = ["cheque", "cheques", "paypal", "contactless", "klarna", "applepay"];
export const PAY_WHEN = {
  words: ["deposit*", "upfront"],
  phrases: [
    "up front",
    "in advance",
    "when do i pay",
    "when do we pay",
    "pay before",
    "paying before",
    "pay after",
    "pay at the end",
    "pay on the day",
  ],
  /** Only with paying named: "do you want the money before you start" (not "before you start with all that"). */
  withPay: ["before you start", "after the job"],
  pay: ["pay*", "paid", "money", "cash", "card", "deposit*", "invoice*", "bill*"],
};
/** The cost asked before work starts ("do you tell people up front what it's going to cost before you start"). */
export const ESTIMATE_ASKED = [
  "going to cost before",
  "cost before you",
  "cost before any",
  "price before you",
  "quote before",
  "quote first",
  "the price first",
  "the cost first",
  "a price first",
  "tell you the price",
  "tell me the price",
  "tell people up front",
  "tell you up front",
  "tell me up front",
  "agree the price",
  "agree a price",
  "send the bill after",
  "crack on and",
];
/** How long a job takes, however worded ("it take how long time?", "must I stay home all the day?"). */
export const DURATION_ASKED = [
  "how long",
  "how many days",
  "how much time",
  "how many hours",
  "all day",
  "all the day",
  "stay home",
  "stay in",
  "take long",
];
/** A return visit to fit an ordered part ("shall I be charged a second time for him coming back?"). */
export const RETURN_VISIT = [
  "come back",
  "comes back",
  "coming back",
  "return visit",
  "return another",
  "second visit",
  "another visit",
  "second time",
  "back another day",
  "order a part",
  "ordered part",
  "part ordering",
];
/** Whether it is safe to keep using something ("is it safe to leave the heating on tonight?"): asked of the subject before. */
export const SAFE_TO_KEEP_USING = [
  "safe to leave",
  "safe to use",
  "still use",
  "carry on using",
  "alright to keep",
  "okay to keep",
  "safe to keep",
  "safe to run",
  "safe to have",
  "safe to put",
  "ok to leave",
  "ok to use",
  "ok to keep",
  "okay to leave",
  "okay to use",
  "alright to leave",
  "alright to use",
  "leave it on",
  "keep using",
];
/** Living in one's own home ("I am owner of my house, not renting", "it's my own house"): no landlord's duty. */
/** Landlords named only to compare ("like landlords do", "or is that just for landlords"), not the asker. */
export const LANDLORDS_COMPARED = ["like", "as", "same", "unlike", "than", "only", "just"];
export const OWNER_OCCUPIER = [
  "homeowner*",
  "home owner*",
  "owner of my",
  "owner of the",
  "own my",
  "own our",
  "we own",
  "own the house",
  "own home",
  "own house",
  "own flat",
  "owner occupier",
  "owns her",
  "owns his",
  "owns their",
  "owns the",
  "owns a",
  "not renting",
  "not a landlord",
  "not landlord*",
  "not rented",
];
/** Another gas appliance asked about with a service ("cover my gas fire as well, or just the boiler"). */
export const EXTRA_APPLIANCE = [
  "as well",
  "too",
  "also",
  "or just",
  "just the boiler",
  "only the boiler",
  "boiler only",
];
/** That appliance alone, with no boiler job ("service the cooker on its own"). */
export const APPLIANCE_ALONE = [
  "on its own",
  "on their own",
  "on there own",
  "no boiler",
  "without the boiler",
  "just the cooker",
  "just the hob",
  "just the fire",
  "just the gas fire",
  "only the cooker",
  "only the fire",
];
/** A boiler's price asked with nothing wrong named ("how much for a combi"): a new one, quoted after a survey. */
export const BOILER_BOUGHT = ["a combi", "a boiler", "a new one", "for a combi", "for a boiler", "combi going to"];
/** Times that ask about our hours only with someone asked for ("r u about tonight", "can I ring on a sunday"). */
/** A time word naming a thing, not a time asked ("night storage heaters", "I work night shifts"). */
export const TIME_AS_MODIFIER = ["storage", "shift", "shifts", "rate", "tariff", "light", "lights"];
export const HOURS_TIME_ONLY = [
  "tonight",
  "evening*",
  "night*",
  "midnight",
  "weekend*",
  "saturday*",
  "sunday*",
  "sat",
  "sun",
];
export const HOURS_ASKED = [
  "you",
  "u",
  "ya",
  "yous",
  "your",
  "ur",
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "sum1",
  "available",
  "ring",
  "call*",
  "phone",
  "come",
  "work*",
  "engineer*",
  "open*",
  "emergenc*",
  "book*",
];
export const HOURS_WORDS = [
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
export const HOURS_PHRASES = [
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
export const BOOK_WORDS = ["book*", "appointment*", "callback", "visit", "slot", "slots"];
/** Another appointment of the visitor's own ("a hospital appointment at two"): their day, not a booking asked. */
export const OTHER_APPOINTMENT = [
  "hospital",
  "doctor*",
  "doctors",
  "dentist*",
  "gp",
  "clinic",
  "hair*",
  "vet*",
  "school",
  "work",
];
/** "today", "tomorrow", "asap" ask for a visit only about the job ("what's the weather like tomorrow" does not). */
export const WHEN_WORDS = ["asap", "today", "tomorrow"];
export const JOB_WORDS = [
  "boiler*",
  "heating",
  "engineer*",
  "someone",
  "anyone",
  "servic*",
  "repair*",
  "fix*",
  "check*",
  "cp12",
  "come",
  "available",
  "slot*",
  "free",
  "water",
  "radiator*",
  "gas",
];
export const BOOK_PHRASES = [
  "speak to",
  "talk to",
  "how soon",
  "how quickly",
  "how fast",
  "when can you",
  "can you come",
  "can u come",
  "come out",
  "come round",
  "send someone",
  "send an engineer",
  "get someone",
  "someone out",
  "engineer out",
  "call back",
  "call me",
  "ring me",
  "phone me",
  "contact me",
  "someone ring",
  "someone call",
  "request a callback",
];
/** Paying over time ("pay monthly", "on finance"): not among the business's facts, so the honest handoff. */
export const FINANCE = {
  words: ["finance", "financing", "instalment*", "monthly", "spread"],
  phrases: ["payment plan*", "pay monthly"],
};
/** Someone asked to come to the home ("can someone come out", "send an engineer"): a place told with it is where. */
export const VISIT_ASKED = [
  "come out",
  "come round",
  "come over",
  "can you come",
  "can u come",
  "send someone",
  "send somebody",
  "send sum1",
  "send an engineer",
  "someone out",
  "somebody out",
  "engineer out",
  "engineer come",
  "someone come",
  "somebody come",
  "sum1 come",
  "any1 come",
];
export const OTHER_FUELS = ["oil", "kerosene", "lpg", "calor", "propane", "bottled"];
/**
 * Gas from a bottle or tank (LPG), named or implied by where it is used: a smell there gets the LPG supplier's
 * emergency line first (the National Gas Emergency Service covers mains gas). Read exactly.
 */
export const LPG_SUPPLY = {
  words: ["lpg", "calor", "flogas", "propane", "butane", "caravan*", "motorhome*", "campervan*", "narrowboat*"],
  phrases: ["bottled gas", "gas bottle*", "gas cylinder*", "bottle locker", "gas tank", "calor gas"],
};
export const ELECTRIC_HEATING = ["electric", "electrical", "storage"];
export const HEATERS = ["boiler*", "combi", "heating", "heaters"];

/** A repair or fault named: a price asked with these is not for a new boiler. */
export const FAULT_WORDS = [
  "repair*",
  "fix*",
  "broken",
  "fault*",
  "error*",
  "servic*",
  "part*",
  "noise*",
  "leak*",
  "code*",
];
/** "an open fireplace", "the open plan kitchen": open, but not our opening. */
export const NOT_OPENING = [
  "fire",
  "fireplace",
  "plan",
  "flue",
  "flued",
  "vented",
  "window",
  "windows",
  "door",
  "doors",
  "valve",
];

// Situations and the site's pages (./topics.ts).
/** Radiators. */
export const RADIATOR = ["radiator*", "rads", "rad"];
/** The heating, radiators included. */
export const HEATING = ["heating", "heatin", "heat", ...RADIATOR];
/** The hot water. */
export const HOT_WATER = ["hot water", "hotwater", "hot tap*", "taps", "shower"];
/** Something not working ("no", "wont", "stopped", "cold", "not working"). */
export const NOT_WORKING = [
  "no",
  "not",
  "wont",
  "isnt",
  "doesnt",
  "aint",
  "cant",
  "cold",
  "off",
  "stopped",
  "broken",
  "working",
];
/** Something working as it should ("works", "fine", "ok"). */
export const WORKING_FINE = ["works", "working", "fine", "ok", "okay", "alright", "good", "normal"];
/** Cold, of part of a radiator. */
export const COLD_WORDS = ["cold", "cool", "freezing", "colder", "chilly", "icy", "cooler"];
/** Warm, of part of a radiator. */
export const WARM_WORDS = ["hot", "warm", "fine", "roasting", "boiling", "warmer", "hotter"];
/** Carbon monoxide named, in full or as "co" (without the misspellings CO allows). */
export const CO_NAMED = ["monoxide", "co"];
/** The first words of a question answered yes or no. */
export const YES_NO_QUESTION = [
  "is",
  "are",
  "do",
  "does",
  "did",
  "can",
  "could",
  "will",
  "would",
  "should",
  "shall",
  "has",
  "have",
  "am",
  "isnt",
  "arent",
  "dont",
  "doesnt",
  "cant",
  "wont",
];
/** Words left out when a message is matched against the site's pages. */
export const TOPIC_STOP_WORDS = new Set(
  "i my me is it the a an and or but to of in on for with at im its what whats how do does can you your we our this that there be are was".split(
    " ",
  ),
);
/** Words too common to show a page is about the message ("what about my boiler after"). */
export const TOO_COMMON = new Set(
  "after before their there theyre they them then than called about would could should which where what when have just been some more want need know think said says like still again really also only even very much many from into your youre were will with this that does done make made come came going goes back kitchen pipe pipes".split(
    " ",
  ),
);

// How urgent a visit is (./urgency.ts).
/** Someone vulnerable in the home (a baby, someone elderly, ill or disabled). */
export const VULNERABLE = [
  "baby",
  "babies",
  "babys",
  "newborn*",
  "infant*",
  "toddler*",
  "twins",
  "pregnant",
  "elderly",
  "pensioner*",
  "oap",
  "nan",
  "nana",
  "nanna",
  "gran",
  "granny",
  "grandma*",
  "grandad*",
  "granddad*",
  "grandparent*",
  "disabled",
  "disability",
  "wheelchair",
  "vulnerable",
  "frail",
  "dementia",
  "alzheimer*",
  "cancer",
  "chemo*",
  // "terminally ill"; a flue terminal is the end of the flue.
  "terminally",
  "hospice",
  "asthma*",
  "copd",
  "oxygen",
  "bedbound",
  "housebound",
  "bedridden",
  "carer",
  "ill",
  "illness",
  "surgery",
  "operation",
  "hospital",
];
/** Someone vulnerable in the home, in more than one word. */
export const VULNERABLE_PHRASES = [
  "heart condition",
  "year old mum",
  "year old dad",
  "old lady",
  "old man",
  "old mum",
  "old dad",
  "my mum is",
  "my dad is",
  "new born",
  "little one*",
  "young kids",
  "young children",
  "small children",
  "small kids",
  "medical condition",
  "health condition",
];
/** Night and out-of-hours times. */
export const NIGHT = [
  "night*",
  "tonight",
  "midnight",
  "overnight",
  "late",
  "nighttime",
  "1am",
  "2am",
  "3am",
  "4am",
  "5am",
  "11pm",
  "10pm",
  "12am",
];
/** Night and out-of-hours times, in more than one word. */
export const NIGHT_PHRASES = ["middle of the night", "out of hours", "at this time", "this late", "in the night"];
/** Heat or hot water not there, near a word of HEAT_SUPPLY. */
export const SUPPLY_FAILED = [
  "no",
  "not",
  "wont",
  "isnt",
  "doesnt",
  "stopped",
  // "heating is stop" (non-native English)
  "stop",
  "broken",
  "broke",
  "off",
  "died",
  "dead",
  "packed",
  "cold",
  "freezing",
  "frozen",
  "failed",
  "gone",
  "out",
  "working",
  "fault*",
  "leak*",
  "lost",
];
/** The heating and hot water, as a visitor names them. */
export const HEAT_SUPPLY = [
  "heating",
  "heat",
  "heater",
  "hot",
  "boiler*",
  "radiator*",
  "rads",
  "combi",
  "warm",
  "shower",
];

// Fault codes (./fault-codes.ts, ./intents/fault-code.ts).
/** Everyday names and model names people type for each make (brand slugs from brands.ts). */
export const MAKE_WORDS: Readonly<Record<string, readonly string[]>> = {
  "worcester-bosch": ["worcester", "worcestor", "worchester", "wooster", "worster", "bosch", "greenstar", "cdi"],
  vaillant: ["vaillant", "valiant", "vailant", "valliant", "vaillent", "vaillan", "ecotec", "ecofit", "ecotech"],
  baxi: ["baxi", "baxy", "duotec", "duo-tec"],
  ideal: ["ideal", "logic", "vogue", "instinct", "isar", "icos"],
  viessmann: ["viessmann", "viessman", "viesman", "vitodens", "viesmann"],
  "glow-worm": ["glowworm", "glow-worm", "glow worm", "glo worm", "betacom", "ultimate3", "easicom"],
  vokera: ["vokera", "vokara", "vokeera", "unica"],
  alpha: ["alpha", "alfa", "intec", "etec", "e-tec", "evoke"],
  ariston: ["ariston", "ariston's", "genus", "clas"],
  ferroli: ["ferroli", "feroli", "modena", "optimax", "divatop"],
  "main-heating": ["main eco", "main combi", "main boiler", "main heating"],
  potterton: ["potterton", "poterton", "pottertons", "potteron", "assure", "titanium", "promax"],
  intergas: ["intergas", "inter gas"],
  atag: ["atag"],
  biasi: ["biasi", "riva", "inovia"],
  heatline: ["heatline", "heat line", "vizo", "capriz"],
};
/** Words after a number that make it a quantity, not a code. */
export const NOT_A_CODE_AFTER = new Set(
  "years year yrs yr yo months month weeks week days day hours hour hrs mins minutes min bar degrees deg c pm am kw kws quid pounds p percent radiators rads rooms bed bedroom bedrooms times people miles mile".split(
    " ",
  ),
);
/** Words before a number that make it a postcode, a price or a quantity, not a code. */
export const NOT_A_CODE_BEFORE = new Set(
  "£ ts dl yo over about around under than last every after for since at minus below".split(" "),
);
/** Words around a fault code ("code", "error", "showing", "flashing"). */
export const CODE_CONTEXT = [
  "code*",
  "fault*",
  "error*",
  "eror*",
  "showing",
  "shows",
  "flashing",
  "flashes",
  "display*",
  "says",
  "saying",
  "reads",
  "reading",
  "lockout",
  "locked",
  "mean",
  "means",
];
/** Words that are a code's context only next to the boiler or its display. */
export const WEAK_CONTEXT = ["showing", "shows", "says", "saying", "reads", "reading", "mean", "means"];

// Boiler symptoms and new boilers (./intents/boiler-symptoms.ts, ./intents/new-boilers.ts).
/** A light or symbol on the boiler. */
export const INDICATOR_LIGHT = ["light*", "led", "leds", "lamp", "symbol*", "icon*", "triangle"];
/** A light flashing. */
export const FLASH = ["flash*", "blink*", "flick*", "pulsing", "pulse*"];
/** The boiler turning itself on and off (short cycling). */
export const SHORT_CYCLE = [
  "on and off",
  "off and on",
  "on off",
  "turning on and off",
  "switching on and off",
  "firing up and",
  "keeps firing",
  "keeps restarting",
  "short cycl*",
  "cycling",
  "every few min*",
  "every couple of min*",
  "every few seconds",
  "every minute",
];
/** Fitting or replacing, of a boiler. */
export const FIT_VERBS = [
  "fit",
  "fitting",
  "fitted",
  "install*",
  "instal",
  "supply",
  "supplied",
  "replace*",
  "swap*",
  "put in",
  "do new",
];
/** A new boiler asked for. */
export const NEW_BOILER = [
  "new boiler*",
  "new combi*",
  "boiler installation*",
  "boiler replacement*",
  "replacement boiler*",
  "new heating system",
];

// The conversation (./conversation.ts, ./answer.ts, ./search.ts, ./intents/thanks.ts, ./intents/frustration.ts).
/** Words that point back to the previous message's subject ("that", "it"). */
export const POINTING = ["that", "it", "this", "one", "them", "those", "there"];
/** What a message can be about on its own: with none of these, "it" is the previous message's subject. */
export const CONVERSATION_SUBJECTS = [
  "boiler*",
  "combi",
  "radiator*",
  "rads",
  "heating",
  "water",
  "pressure",
  "thermostat*",
  "pipe*",
  "flue*",
  "gas",
  "servic*",
  "cp12",
  "certificate*",
  "pump",
  "valve",
  "tap*",
  "shower",
  "fire",
  "cooker",
  "hob",
  "meter",
];
/** Thanks and acknowledgements ("cheers", "ok thanks", "ta very much"): said to the answer, never about its subject. */
export const SOCIAL = [
  "thanks",
  "thank",
  "thx",
  "ta",
  "cheers",
  "ok",
  "okay",
  "great",
  "brilliant",
  "lovely",
  "very",
  "much",
  "you",
  "mate",
  "pet",
  "love",
  "perfect",
  "fab",
  "champion",
  "ace",
  "nice",
  "one",
];
/** What a price can be asked of without a subject before: a visit, a callout, a time of day, a place. */
export const PRICED_ALONE = ["callout*", "visit*", "hour*", "weekend", "saturday", "sunday", "night*", "vat"];
/** A job named, whose time a message asks of itself ("how long does a service take"), not of the turn before. */
export const TIMED_JOBS = [
  "servic*",
  "flush*",
  "powerflush",
  "install*",
  "swap*",
  "check",
  "cp12",
  "certificate*",
  "cert",
  "repair*",
];
/** Words too common to count when a message is matched with an FAQ's question or hints. */
export const FUNCTION_WORDS = new Set(
  "the and you your how can could what does did for are with this that have has tell would please should about from when where which will who why its".split(
    " ",
  ),
);
/** Words the site search leaves out of a message. */
export const SEARCH_STOP_WORDS = new Set(
  (
    "a an and are as at be but by can could do does for from get got had has have how i if im in into is it its me my of on or " +
    "our please so that the their them then there this to u ur was we what whats when where which who why will with would you your " +
    "hi hello hey thanks thank cheers mate boiler"
  ).split(" "),
);
/** Thanks. */
export const THANKS = ["thanks", "thank", "thankyou", "thx", "ty", "cheers", "ta", "thnx", "thanx", "appreciated"];
/** Annoyance with the assistant ("useless", "rubbish"). */
export const ANNOYED = ["useless", "rubbish", "pointless", "stupid", "crap", "crappy", "ffs"];

// Where we work, and for whom (./intents/coverage.ts, ./intents/commercial.ts, ./intents/contact.ts).
/** Whether we cover a place, in one word ("cover", "area", "postcode"). */
export const COVER_WORDS = ["cover*", "area*", "travel", "reach", "postcode", "near", "nearby", "local"];
/** Whether we cover a place, in more than one word ("your patch", "do you go"). */
export const COVER_PHRASES = [
  "your patch",
  "one of yours",
  "do you go",
  "would you go",
  "will you go",
  "this far",
  "that far",
  "come to",
  "come out to",
  "get to",
  "work in",
  "go to",
  "in your area",
  "r u in",
  "are you in",
  "im in",
  "i am in",
  "live in",
  "based in",
  // "Seamer nr Scarborough, any engineers out this way?": the place named, asked as "here".
  "out this way",
  "round this way",
  "out our way",
  "round our way",
  "out here",
  "round here",
  "around here",
  "this area",
];
/** "do you do Yarm": only with a place after it ("do you do gas safety certificates" is not about coverage). */
export const PLACE_PHRASES = ["do you do", "do u do", "you do", "what about"];
/** Postcode areas of the North East and Yorkshire, as typed before a district number ("ts", "dl"). */
export const POSTCODE_AREAS = new Set("ts dl yo dh sr ne hg ls bd hu dn wf ca la bb pr".split(" "));
/** Places that are only ever a business: "our restaurant", "my takeaway". */
export const BUSINESS_PLACES = [
  "restaurant*",
  "cafe",
  "cafes",
  "café",
  "takeaway*",
  "pub",
  "pubs",
  "hotel*",
  "salon*",
  "premises",
  "warehouse",
  "factory",
];
/** Places a person may just be at ("I'm at my shop till 5"): a business only as where the work is ("in our office"). */
export const WORKPLACES = ["shop", "shops", "office", "offices", "business", "workshop", "school", "church"];
/** Words that put the work in a workplace ("in our office", "for the shop"). */
export const WORK_IS_IN = ["in", "for", "of"];
/** The job is at home after all: "I'm at our office till 6, the boiler at my house…", "my home office". */
export const HOME_PLACES = ["home", "house", "flat", "bungalow", "maisonette"];
/** Where we are asked ("where are you", "where r u based"). */
export const WHERE_PHRASES = [
  "where are you",
  "where r u",
  "where r you",
  "where are u",
  "where is your",
  "where u based",
  "where you based",
  "where abouts",
  "where is the office",
  "where r ur",
  "where are ur",
];
/** What customers think of us ("what do your customers say about you"): the rating. */
export const OPINION_ASKED = [
  "customers say",
  "people say",
  "others say",
  "say about you",
  "think of you",
  "testimonial*",
  "feedback",
  "reputation",
  "are you any good",
  "are you good",
];
/** Where we are asked, in one word ("address", "located"). */
export const WHERE_WORDS = ["based", "address", "located", "location", "whereabouts", "office", "premises"];

// Landlords and tenants (./intents/landlord.ts).
/** Letting a property, in more than one word ("rent out", "buy to let"). */
export const LETTING_PHRASES = ["rent out", "rent it out", "renting out", "let out", "buy to let", "rental property"];
/** A landlord or letting named. */
export const LANDLORD = [
  "landlord*",
  "letting",
  "rental",
  "rented",
  "renting",
  "tenant*",
  "tenancy",
  "hmo",
  "let",
  "lettings",
];
/** A tenant or renting named. */
export const TENANT = ["tenant*", "tenancy", "renting", "rented", "rent"];
/** The gas safety record (CP12, certificate, LGSR). */
export const SAFETY_RECORD = ["cp12", "cp12s", "cp", "certificate*", "cert", "certs", "record", "lgsr"];
/** A record out of date. */
export const EXPIRED = [
  "expired",
  "expire*",
  "lapsed",
  "overdue",
  "ran out",
  "run out",
  "out of date",
  "outofdate",
  "late",
];
/** An appliance broken, in a let home. */
export const APPLIANCE_BROKEN = [
  "broken",
  "broke",
  "not working",
  "isnt working",
  "stopped",
  "packed",
  "died",
  "no heating",
  "no hot water",
  "faulty",
  "fault*",
  "repair*",
  "fix*",
  "leak*",
];
/** Asking us to do something ("do you", "can you"). */
export const LANDLORD_ASKS = [
  "do you",
  "do u",
  "can you",
  "can u",
  "cn u",
  "could you",
  "do yous",
  "are you able",
  "would you",
  "you do",
];

// General answers, round 8 second pass: what is denied, asked about another firm, or told of a tenant.

/**
 * Lights or a code denied ("no lights flashing", "not any flashing light", "nothing flashing", "no warning lights",
 * "no error code"): the denier, and the words it reaches over to the light, the flashing or the code.
 */
export const INDICATOR_DENIED = {
  deniers: ["no", "not", "nothing", "without", "nor", "never", "isnt", "arent", "aint", "hasnt", "havent"],
  reach: [
    "any",
    "a",
    "the",
    "its",
    "warning",
    "error",
    "fault",
    "red",
    "orange",
    "amber",
    "green",
    "blue",
    "lights",
    "light",
    "flashing",
    "on",
    "showing",
    "shown",
    "displayed",
    "or",
    "and",
    "code",
    "codes",
  ],
  /** What makes a light a fault light ("no warning lights" is no "no lights": the power is on). */
  faultWords: ["warning", "error*", "fault*", "red", "orange", "amber", "code*"],
  /** A code named: all of them denied ("the display shows no fault code") is no code shown. */
  codeWords: ["code*", "error*", "fault*"],
};

/**
 * A tenant refusing or dodging the gas safety check, told by the landlord or agent in any words ("he's out whenever
 * the gas man turns up", "won't answer the door to the engineer", "ignores every letter"): the landlord's reasonable
 * steps (./intents/receptionist.ts).
 */
export const TENANT_REFUSES = {
  who: ["tenant*", "renting", "renter*", "lodger*", "occupant*", "occupier*"],
  refusal: ["refus*", "ignor*", "dodg*", "avoid*", "cancel*", "blank*", "obstruct*"],
  refusalPhrases: [
    "wont let",
    "wouldnt let",
    "not let",
    "not letting",
    "wont allow",
    "not allow",
    "wont answer",
    "wouldnt answer",
    "doesnt answer",
    "not answering",
    "never answers",
    "cant get in",
    "cannot get in",
    "cant get into",
    "cannot get into",
    "cant get access",
    "cannot get access",
    "no access",
    "denied access",
    "missed",
    "out when",
    "out whenever",
    "never in",
    "not in when",
    "never home",
    "no show",
    "wont open",
  ],
  /** What is refused: the check, the engineer or his visit. */
  check: ["engineer*", "check*", "cp12", "cert*", "inspection*", "appointment*", "record", "visit*", "gas", "service*"],
};

/**
 * Whether we are, or belong with, another firm ("are you the same firm as ...", "is this the company that used to be
 * called ...", "are you part of British Gas", "connected to the plumbers on Acklam Road"): the site does not say, so
 * the firm's own line and the honest handoff (./intents/receptionist.ts).
 */
export const OTHER_FIRM = {
  asked: [
    "are you",
    "are u",
    "r u",
    "are yous",
    "is this",
    "is that",
    "is it you",
    "were you",
    "was it you",
    "you lot",
  ],
  link: [
    "same firm",
    "same company",
    "same business",
    "same people",
    "same lot",
    "same outfit",
    "same crowd",
    "part of",
    "connected to",
    "connected with",
    "related to",
    "linked to",
    "linked with",
    "associated with",
    "affiliated",
    "owned by",
    "used to be called",
    "formerly",
    "trading as",
    "sister company",
    "the firm that",
    "the company that",
    "the firm who",
    "the company who",
  ],
  /** Another firm named by a noun ("the plumbing company", "Tees Valley Boilers Ltd"). */
  firm: ["firm", "firms", "company", "companies", "business", "ltd", "limited", "plc", "outfit", "group", "franchise"],
};

/**
 * Words in an area page's summary after which a capitalised name is a landmark that places the area ("below Roseberry
 * Topping", "around Stewart Park", "covering Coatham to Dormanstown"): ./corpus.ts `places`.
 */
export const LANDMARK_BEFORE = ["near", "below", "above", "around", "including", "covering", "to", "and", "beside"];

/** Words that say where a place is by another ("Seamer near Stokesley", "the one by Scarborough"): ./intents/coverage.ts. */
export const PLACE_NEAR = ["near", "nr", "by", "outside"];

/** Premises the writer runs ("I run a café", "we own a takeaway", "I manage the pub"): ./intents/commercial.ts. */
export const RUNS_PREMISES = ["run", "runs", "own", "owns", "manage", "manages", "managing", "running"];

// Round-nine general kinds: what a word of another meaning must not grab (./intents/hours.ts, ./intents/coverage.ts,
// ./intents/receptionist.ts, ./intents/brand.ts).
/** "do you work weekends / late / on Christmas Day": a time after "do you work" asks the hours; a thing does not. */
export const WORK_WHEN = [
  "late",
  "early",
  "weekend*",
  "saturday*",
  "sunday*",
  "sat",
  "sun",
  "night*",
  "evening*",
  "morning*",
  "holiday*",
  "bank",
  "christmas",
  "xmas",
  "boxing",
  "easter",
  "today",
  "tonight",
  "tomorrow",
  "247",
  "24",
  "weekday*",
  "hours",
];
/** "at work in the day", "I work in the mornings": the visitor's own working time, not a place asked after "work in". */
export const WORK_IN_TIME = [
  "the day",
  "the daytime",
  "the days",
  "the morning*",
  "the afternoon*",
  "the evening*",
  "the week",
  "the weekdays",
  "the night*",
  "the mornings",
  "shifts",
  "days",
  "nights",
  "town",
  "the office",
  "an office",
  "a shop",
  "a school",
  "a hospital",
];
/** Whether we stand behind our work, without the word guarantee ("do you stand by your repairs"). */
export const STAND_BEHIND = [
  "stand behind",
  "stand by your",
  "stand by the",
  "stand by it",
  "stand by what",
  "back your work",
  "back up your work",
  "paying again",
  "paying twice",
  "pay for it twice",
];
/** "do you only do Worcester", "r u just Vaillant engineers": whether we work on one make only. */
export const ONLY_ONE_MAKE = ["only", "just", "solely", "exclusively"];
/**
 * A short question about what was told ("what's gone?", "what part has broken?", "what's the fault?"): read with the
 * story, never alone (./intents/arbitration.ts), beside `DIAGNOSIS_ASKED`.
 */
export const WHAT_HAS_FAILED = [
  "what is broken",
  "whats broken",
  "whats broke",
  "what is broke",
  "what has broken",
  "whats gone",
  "what has gone",
  "what is gone",
  "what part",
  "which part",
  "what bit",
  "which bit",
  "whats the problem",
  "what is the problem",
  "whats the fault",
  "what is the fault",
  "whats up with",
  "what is up with",
  "whats happened",
  "what has happened",
  "what happened",
  "what do you think",
  "whats going on",
  "what is going on",
];
/**
 * "I'm in Swainby, just past Stokesley": words placing the visitor's own town (one with no area page) by another; that
 * other is no place asked (./intents/coverage.ts).
 */
export const PLACE_BEYOND = ["past", "beyond", "outside", "near", "nr", "by", "towards"];
/** "an old warm air heater, not a boiler": a boiler named only to say there is none (./intents/not-offered.ts). */
export const NOT_A_BOILER = [
  "not a boiler",
  "no boiler",
  "not boiler",
  "instead of a boiler",
  "rather than a boiler",
  "isnt a boiler",
  "without a boiler",
];
/** Building work asked beside the boiler's ("brick up the fireplace", "plaster it", "make the wall good"): another trade. */
export const BUILDING_WORK = [
  "brick up",
  "brick it up",
  "bricking up",
  "make good",
  "make it good",
  "make the wall good",
  "replaster*",
  "plaster over",
  "plaster it",
  "plaster the",
  "decorate",
  "decorating",
];
/** The verb that asks someone to do a job ("can you", "would you", "do you"). */
export const ASKS_TO_DO = ["can", "could", "would", "will", "do", "does"];
/** "how much would a new one be?" after the boiler was the subject: a new boiler priced (./intents/prices.ts). */
export const NEW_ONE = ["new one", "new 1", "replacement one", "a replacement", "new unit"];
/** Words around a road's number ("the traffic on the A66", "off the A19 by the flyover"): no fault code (./fault-codes.ts). */
export const ROAD_CONTEXT = [
  "traffic",
  "road",
  "roads",
  "junction",
  "roundabout",
  "bridge",
  "bridges",
  "flyover",
  "motorway",
  "dual",
  "carriageway",
  "off",
  "along",
  "over",
  "near",
  "via",
];

// Winter water and radiators, and words read in their role (round 9, second pass).
/** A water pipe burst or frozen, not the boiler's own pipes (./topics.ts `burst-pipe`): the stopcock first. */
export const BURST_PIPE = {
  pipe: ["pipe", "pipes", "pipework"],
  burst: ["burst*", "split", "splits", "cracked", "spraying", "gushing"],
  frozen: ["frozen", "froze", "freez*"],
  /** Water escaping, told with a frozen pipe ("froze and now it's leaking"). */
  escaping: ["leak*", "drip*", "pouring", "spraying", "gushing", "flood*", "ceiling", "burst*", "split", "cracked"],
  /** The boiler's or the heating's own pipes, each with its own answer. */
  ownPipes: ["condensate", "boiler*", "combi", "radiator*", "rad", "rads", "overflow*", "flue*", "relief"],
};
/** A radiator bled again and again ("every fortnight", "keeps filling with air"): air getting in or gas from corrosion. */
export const BLEED_OFTEN = {
  bleed: ["bleed*", "bled", "bleeding", "air"],
  often: ["constantly", "weekly", "regularly", "fortnightly", "again", "keeps", "keep", "always"],
  oftenPhrases: [
    "every week",
    "every day",
    "every few",
    "every fortnight",
    "every couple",
    "every month",
    "every single",
    "each week",
    "all the time",
  ],
  /** Bled and still cold: the balance or sludge, not the air. */
  stillCold: ["still", "yet"],
};
/** Radiators near the boiler hot and far ones cold, in any words: the system's balance. */
export const RADIATORS_FAR = {
  far: [
    "furthest",
    "farthest",
    "far end",
    "further away",
    "far away",
    "far from",
    "miles from",
    "extension",
    "other end",
    "far side",
  ],
  cold: ["cold", "barely", "lukewarm", "tepid", "never", "not hot", "not warm"],
  /** A fault of its own: a leak or a noise. */
  other: ["leak*", "drip*", "noise*", "bang*"],
};
/** Where a pipe dripping outside is a tank's overflow rather than the boiler's relief pipe ("plastic", "up by the roof"). */
export const OVERFLOW_OUTSIDE = [
  "plastic",
  "roof",
  "loft",
  "attic",
  "tank",
  "tanks",
  "cistern",
  "overflow*",
  "eaves",
  "gutter*",
];
/** Words just before "a combi" / "a boiler" that tell the boiler one has ("mine's a combi", "we've got a boiler"). */
export const BOILER_OWNED_BEFORE = ["mines", "ours", "its", "is", "got", "have", "has", "own", "theres", "weve", "ive"];
/** Going to someone, told with when rather than where ("can someone go today", "pop over this afternoon"). */
export const VISIT_GO = ["go", "going", "come", "coming", "pop", "popping", "nip", "nipping"];
/** What carbon monoxide does to anyone at all, asked ("what does it do to a person", "how would you know"). */
export const CO_EFFECTS_ASKED_OF_ANYONE = [
  "do to a person",
  "does to a person",
  "do to someone",
  "does to someone",
  "do to a human",
  "does to a human",
  "do to humans",
  "how would you know",
  "how would you tell",
];
/** A clock time asked for a visit ("could he come at 6pm", "half seven in the morning", "after 6"): ./intents/receptionist.ts. */
export const VISIT_TIME = {
  numbers: ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
  /** Words that make a number a time ("at 6", "half seven", "after 6"). */
  lead: ["at", "after", "before", "around", "about", "from", "half", "by", "gone"],
  /** Words after a number that make it a time. */
  tail: ["am", "pm", "oclock", "ish"],
  /** A visit named. */
  visit: ["come", "coming", "round", "visit*", "appointment*", "engineer*", "slot*", "arrive", "pop", "someone"],
  /** A visit already due and missed ("was meant to be here at 9"): a complaint, not a time asked. */
  missed: ["supposed", "meant", "promised", "late", "nobody", "noone", "waiting", "waited"],
  asks: ["can", "could", "would", "will", "possible", "do", "does", "is", "any", "anyone"],
};
/** How far we go, asked of a place told before ("Lingdale. Anyone come out this way?", "Too far for you?"). */
export const DISTANCE_ASKED = [
  "too far",
  "this way",
  "our way",
  "your way",
  "this far",
  "that far",
  "out here",
  "round here",
  "around here",
  "far out",
];
/** Premises that are no home, however the writer is tied to them ("I look after the church hall"), and "domestic only"
 * asked: the commercial handoff (./intents/commercial.ts). A house's own hall is no village hall. */
export const NON_DOMESTIC = {
  premises: [
    "church hall*",
    "village hall*",
    "community hall*",
    "parish hall*",
    "scout hall*",
    "scout hut*",
    "sports hall*",
    "community centre*",
    "care home*",
    "nursing home*",
    "social club*",
    "sports club*",
    "working mens club*",
    "doctors surgery",
    "dental surgery",
  ],
  /** Just before the premises, whether we work there asked ("do you do church halls", "would you work in a care home"). */
  asks: ["do", "does", "work", "service", "cover", "take", "fix"],
  domesticOnly: [
    "domestic only",
    "only domestic",
    "just domestic",
    "only do domestic",
    "only homes",
    "only do homes",
    "just homes",
    "only houses",
    "just houses",
  ],
};
/** An alarm that is no carbon monoxide alarm: a phone's or a wake-up alarm ("my phone alarm went off at 7"). */
export const ALARM_NOT_CO = ["phone", "phones", "mobile", "snooze*", "snoozed", "iphone", "android", "wake"];
/** Heating kit named in a message that also names a trade we don't do ("a pipe up by the roof, the tank in the loft"). */
export const HEATING_KIT_NAMED = ["boiler*", "radiator*", "tank", "tanks", "cylinder*", "flue*", "overflow*"];
/** Words that put "a person" to us ("can I speak to a person", "are you a person"), not to anyone at all. */
export const PERSON_ADDRESSED = {
  generic: ["a person", "a human"],
  addressee: [
    "you",
    "u",
    "youre",
    "ur",
    "this",
    "talking",
    "talk",
    "speaking",
    "speak",
    "chatting",
    "chat",
    "real",
    "or",
  ],
};

// Round 10, general: what a turn refers back to, and stains that are water's.
/** The rolling or digital reading of a meter, told without the word "meter" ("the numbers", "the little wheels"). */
export const METER_READING_PARTS = [
  "numbers",
  "number",
  "digits",
  "digit",
  "dial",
  "dials",
  "figures",
  "reading",
  "readings",
  "wheels",
  "counter",
  "units",
];
/**
 * What carries water and never burns (a radiator, a towel rail), or a stain's own sign of water (rust, wet, bubbled
 * paint): a brown or black mark there is water's or dust's, not soot.
 */
export const WATER_STAIN_SIGNS = [
  "radiator*",
  "rad",
  "rads",
  "rail",
  "rails",
  "rust*",
  "corrod*",
  "corrosion",
  "wet",
  "weep*",
  "bubbl*",
  "seam",
];
/** A radiator or towel rail named as the job whose time is asked ("how long to change a rad"). */
export const JOB_RADIATOR = ["radiator*", "rad", "rads", "towel rail*"];
/** A repair named as the job whose time is asked ("how long would the repair take", "how long's the fix"). */
export const JOB_REPAIR = ["repair", "repairs", "repairing", "repaired", "fix", "fixing"];
/** How soon we come, told as travel ("get to", "come out"): not how long the engineer stays ("be there"). */
export const RESPONSE_TIME_TRAVEL = RESPONSE_TIME.reach.filter((p) => !p.startsWith("be "));
/** How long the engineer will be at the house, in any words ("how long is he gonna be there"): the job's time. */
export const ENGINEER_STAYS = [...RESPONSE_TIME.stay, "be there", "be here", "be round", "be over"];
/** A job's time asked as a question of time ("how long", "how many hours"), not "cold all day" told. */
export const JOB_TIME_ASKED = [
  "how long",
  "how many hours",
  "how many days",
  "how much time",
  "take long",
  "takes long",
];
/** The visitor telling the place they are in ("I'm in", "we live in", "I'm over in"): that place is the one asked. */
export const PLACE_OWN = [
  "im in",
  "i am in",
  "were in",
  "we are in",
  "im over in",
  "were over in",
  "im out in",
  "live in",
  "living in",
  "lives in",
  "im from",
  "were from",
  "based in",
  "im at",
  "were at",
  "house is in",
  "home is in",
  "property is in",
  "address is in",
];
/** A place named only as a measure of nearness ("near Stockton", "close to Middlesbrough", "is Stockton far"). */
export const PLACE_MEASURE = {
  before: ["near", "nr", "close", "round", "around", "nearby"],
  after: ["far", "way"],
};
/** What to do asked in any person: "what ... do" ending the clause, or a procedure named ("whats the drill"). */
export const ACTION_ASKED = {
  what: ["what", "whats", "wat", "wot", "wats"],
  procedure: ["procedure", "drill", "protocol", "routine"],
  /** Words that may follow the closing "do" ("what do we do first", "what should I do then"). */
  after: ["first", "then", "next", "now", "if", "when", "in", "about", "straight", "right"],
};
/** A home the visitor lets to others, told without "landlord" ("a flat I rent out", "the house is rented out"). */
export const LET_OUT = [
  "rent out",
  "rent it out",
  "rents out",
  "renting out",
  "rented out",
  "let out",
  "let it out",
  "letting out",
  "lets out",
  "buy to let",
  "rent to",
  "rented to",
  "renting to",
];
/** A boiler named as the subject of what is told, by the word or its make ("the Worcester won't ignite"). */
export const BOILER_NAMED = ["boiler*", "combi*", "ideal", "greenstar", "ecotec", ...BOILER_MAKES];

// Round 11, general: what the visitor says their question is, a visit asked by whether anyone is free, and more.
/** A sentence saying what the visitor's question is ("the first question is whether", "what I need to know is"). */
export const ASKING_STATED = [
  "question is",
  "first question",
  "main question",
  "need to know",
  "needs to know",
  "want to know",
  "wanna know",
  "thing i need",
  "main thing is",
  "what i am asking",
  "what im asking",
];
/** Someone asked after by being free ("any1 free today", "is anybody available this afternoon"). */
export const FREE_NOW = ["free", "available", "spare", "about"];
/** Going a way asked ("do you go down that way", "come out that way"): read with a word or two between. */
export const GOING_THAT_WAY = ["go that way", "come that way", "travel that way", "get that way", "work that way"];
/**
 * Another trade's fixture with its own fault ("the kitchen tap drips", "the loo keeps flushing"), asked to be fixed:
 * a plumber's job, not ours, even beside a boiler visit (./intents/not-offered.ts). A tap running cold is the boiler's.
 */
export const FIXTURE_FAULT = {
  fixtures: ["tap", "taps", "toilet*", "loo", "loos", "cistern*", "wc", "ballcock*"],
  faults: ["drip*", "running", "runs", "flush*", "blocked", "leak*", "washer*", "overflow*"],
  /** "running cold", "runs lukewarm": the water's heat, the boiler's. */
  heat: ["cold", "hot", "warm", "lukewarm", "tepid", "hotter", "colder", "warmer"],
  fix: ["fix*", "repair*", "mend*", "sort", "sorting", "replace*", "look at", "have a look", "do them", "do those"],
};
/** A standing agreement for the upkeep of many homes ("a maintenance contract", "a yearly servicing contract"). */
export const STANDING_AGREEMENT = {
  agreement: ["contract", "contracts", "agreement", "agreements", "retainer"],
  upkeep: ["maintenance", "maintain*", "servic*", "yearly", "annual", "rolling", "upkeep"],
  /** Whose contract it is told to be, not asked of us ("my tenancy contract says"). */
  theirs: ["tenancy", "rental", "lease", "employment", "phone", "energy", "gas supply"],
};
/** Money claimed back from another party ("reimburse me", "recover the cost from the developer"). */
export const CLAIM_BACK = {
  claim: [
    "reimburs*",
    "claim",
    "claim back",
    "recover",
    "compensat*",
    "money back",
    "cost back",
    "costs back",
    "refund me",
    "pay me back",
  ],
  party: [
    "developer*",
    "builder*",
    "housebuilder*",
    "house builder*",
    "installer*",
    "fitter*",
    "firm who",
    "firm that",
    "company who",
    "company that",
    "them",
    "previous owner*",
    "seller*",
    "vendor*",
  ],
};
/** A pipe's place told high on the house ("up by the gutter", "under the eaves", "high up"): a tank's overflow. */
export const HIGH_ON_HOUSE = ["roof", "eaves", "gutter*", "high up", "up high", "high on"];
/** The boiler named only in the visitor's guess ("is that the boiler?", "could it be our boiler"): no fact told. */
export const BOILER_GUESSED = [
  "is that the boiler",
  "is it the boiler",
  "is this the boiler",
  "is that from the boiler",
  "is it from the boiler",
  "is dat from the boiler",
  "be the boiler",
  "be our boiler",
  "be my boiler",
  "to do with the boiler",
  "to do with my boiler",
  "to do with my combi",
  "to do with the combi",
  "mean the boiler",
  "mean my boiler",
  "the boilers fault",
];
/** A control told by what it does: a thing ("the box", "the dial") that sets the warmth ("sets the temperature"). */
export const CONTROL_DESCRIBED = {
  thing: ["box", "dial", "panel", "gadget", "thing", "screen", "unit", "knob", "device", "pad", "keypad"],
  sets: ["set*", "control*", "turn", "adjust*", "change*", "for"],
  warmth: ["temperature", "temp", "heat", "warm", "warmth", "heating", "hot"],
  /** Blank said without the word ("shows nothing at all", "gone dead"). */
  blank: ["shows nothing", "showing nothing", "nothing on it", "nothing on the screen", "gone dead"],
};
/** A fear of bad traders in general, said of a complaint word ("don't want cowboys", "too many cowboys about"). */
export const FEARED_TRADER = [
  "dont want",
  "do not want",
  "last thing i want",
  "not want",
  "wary",
  "worried",
  "afraid",
  "scared",
  "too many",
  "plenty of",
  "lots of",
  "loads of",
  "avoid",
  "ur not",
  "youre not",
  "you are not",
  "your not",
  "not a",
  "not another",
];
/** A heated towel rail, a radiator by another name ("the towel rail needs bleeding"). */
export const TOWEL_RAIL = ["towel rail*", "towel radiator*", "towel warmer*", "heated rail*"];
/** A time still to come, told after a record's expiry ("over the next few months", "later this spring"). */
export const TIME_AHEAD = ["next", "soon", "coming", "shortly", "later", "upcoming", "sometime", "one after another"];
/** The tenant dealt with by us directly, asked by a landlord who can't be there ("can you liaise with her directly"). */
export const TENANT_DIRECT = {
  deal: [
    "liaise",
    "deal",
    "arrange",
    "sort",
    "speak",
    "talk",
    "contact",
    "book",
    "organise",
    "organize",
    "co-ordinate",
  ],
  tenant: ["tenant*", "renting", "renters", "occupant*", "her", "him", "them"],
  directly: ["directly", "direct", "yourselves", "yourself"],
};
/** When the engineer turns up for a booked visit ("what time will he arrive if I book a morning slot"). */
export const BOOKED_ARRIVAL = {
  booked: ["slot*", "appointment*", "booking", "booked", "book"],
  arrive: ["arrive", "arrives", "arriving", "turn up", "get here", "be here", "show up", "come round", "time window"],
  when: ["what time", "when", "wen", "roughly when", "what sort of time", "time window"],
};

// Round 11 second pass, general: a day told as when something happened.
/**
 * A sentence telling what already happened ("the engineer came this morning", "fitted a thermostat on Monday"): its
 * day is when it happened, not a visit wanted, unless that sentence itself asks for one.
 */
export const HAPPENED_TOLD = [
  "came",
  "come round",
  "fitted",
  "sent",
  "visited",
  "was here",
  "were here",
  "went",
  "broke",
  "stopped",
  "happened",
  "turned up",
  "installed",
  "serviced",
  "replaced",
  "moved",
  "knocked",
  "packed up",
  "packed in",
  "popped round",
  "dropped in",
  "called round",
  "had the",
  "had a",
  "had it",
  "said",
];
/**
 * "Since" told of gas left flowing unlit: a clock time after it ("on since ten past", "since 8") or the burner turned
 * on ("since I turned it on"). Any other "since" is when a fault began ("won't light since the meter was fitted").
 */
export const SINCE_FLOWING = {
  clock: [...VISIT_TIME.numbers, "half", "quarter", "about", "around"],
  turnedOn: ["turned", "switched", "put", "left", "tried", "pressed"],
  /** The burner told as on, a word or three before "on" ("the knob was turned to on", "been on", "left it on"). */
  on: ["turned", "switched", "left", "been", "was", "knob*", "tap", "taps"],
};
/** Not lighting said in more ways than the safety list's (`UNLIT.phrases`): "the oven isn't lighting", "won't stay lit". */
export const UNLIT_MORE = [
  "isnt lighting",
  "arent lighting",
  "not lit",
  "wont stay lit",
  "doesnt stay lit",
  "not igniting",
];
/**
 * An appliance that has stood in flood water (./hazards.ts `floodedAppliance`): how deep water stood around or over
 * something, not water dripping or leaking out of it.
 */
export const STOOD_IN_WATER = [
  "under water",
  "underwater",
  "submerged",
  "up over",
  "foot of water",
  "feet of water",
  "inches of water",
  "inch of water",
  "flood water",
  "floodwater",
  "stood in water",
  "sat in water",
  "sitting in water",
  "standing in water",
  "stood in the water",
  "sat in the water",
];
/** The appliances that must not be used after flood water until checked. */
export const FLOODABLE_APPLIANCES = ["boiler*", "combi", "gas fire*", "fire", "cooker*", "heater*", "heating"];
/**
 * A bill that came to more than the price given (./intents/receptionist.ts complaint): the bill, the price given
 * before it, a word saying it is more, and nothing asking ahead ("will the bill be more if...").
 */
export const BILL_ABOVE_QUOTE = {
  bill: ["invoice*", "bill", "billed", "charged", "receipt"],
  given: ["quote", "quoted", "told", "said", "estimate*", "agreed"],
  more: ["more", "higher", "extra", "double", "dearer", "treble", "twice"],
  ahead: ["will", "can", "if", "could", "might", "ever", "usually", "normally"],
};
/** "Any good for" a place or a job ("are you any good for Marton", "good round Thornaby way"): not an opinion asked. */
export const GOOD_FOR = ["for", "round", "around", "near", "out"];
