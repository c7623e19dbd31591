/**
 * paraphrases: written by the team in round 6 as paraphrases of tuning cases (the five generalisation
 * sets' tuning parts and the first three sets' old held-out parts), a ROBUSTNESS CHECK, NOT a measure of
 * generalisation. Each block takes one case's meaning and expected behaviour (safety, must / anyOf /
 * mustNot, word cap, handoff) unchanged and says it again in other registers: text-speak with typos, an
 * elderly formal letter, non-native English, third person, angry, voice-dictated without punctuation, a
 * very long message with the ask buried in the middle, several questions in one message (two cases'
 * expectations joined). Its first read, taken before any engine change for it, is in docs/assistant.md.
 * The same team wrote the engine, so a pass here says the rules are not tied to the wording they were
 * tuned on; only a set written outside the team measures generalisation.
 */
import type { FreshCase, Register } from "./fresh-cases";

/** One source case's expectations, said again in each register given: [register, ...turns]. */
const from = (base: Omit<FreshCase, "register" | "turns">, ...variants: [Register, ...string[]][]): FreshCase[] =>
  variants.map(([register, ...turns]) => ({ ...base, register, turns }));

const STOP = [
  "stop using",
  "turn it off",
  "switch it off",
  "turn off",
  "switch off",
  "turn the boiler off",
  "switch the boiler off",
  "don't use",
  "do not use",
  "not use",
];

export const paraphrases: readonly FreshCase[] = [
  // ---- safety recall ----------------------------------------------------------------------------
  // "hallway reeks of like bad eggs or sumthin nr the meter"
  ...from(
    { kind: "safety-recall", safety: "strong" },
    [
      "elderly",
      "Dear Sir, there is a most unpleasant odour in my hallway, rather like rotten eggs, and it seems strongest near the meter cupboard. I should be grateful for your advice.",
    ],
    ["dictated", "theres a smell like rotten eggs in the hall by the gas meter what should i do"],
    ["non-native", "In corridor of my house is smell like old eggs, near the meter. What I must do?"],
  ),
  // brown marks under the flue, ceiling yellow, still heating
  ...from(
    { kind: "safety-recall", safety: "strong", anyOf: STOP },
    [
      "text-speak",
      "black marks all round the boiler case n the ceilin above gone yellowy, still heatin fine tho. is that bad??",
    ],
    [
      "elderly",
      "I have noticed dark scorch marks on the casing of my boiler beneath the flue, and the ceiling above it has gone a yellowish colour. It still heats the house. Should I be concerned?",
    ],
    [
      "third-person",
      "My mum's boiler has sooty black marks around the front panel and a brown stain on the wall above it. She says it's working fine so she's not bothered, but should she be?",
    ],
  ),
  // flue come loose after the storm, boiler still running
  ...from(
    {
      kind: "safety-recall",
      safety: "strong",
      anyOf: ["turn off", "switch off", "stop using", "don't use", "do not use", "turn the boiler off"],
    },
    [
      "elderly",
      "Following the gales last night, the pipe which comes out of the wall from my boiler appears to have come away and is hanging down. The boiler is still going. What ought I to do?",
    ],
    [
      "angry",
      "The wind's ripped the flue half off the wall and the boiler is STILL running. What am I supposed to do now?",
    ],
    [
      "non-native",
      "After the storm the boiler pipe outside on the wall is broken and hanging. Boiler still is working. What to do please?",
    ],
  ),
  // headaches and sickness at home, fine at work, after a service question
  ...from(
    { kind: "safety-recall", safety: "strong", medical: true },
    [
      "text-speak",
      "do u service potterton",
      "ok also me n the mrs keep gettin headaches n feelin sick at home but we r fine at work, is that normal?",
    ],
    [
      "elderly",
      "Good afternoon, do you service Potterton boilers?",
      "Thank you. May I also ask: for some days now my husband and I have both had headaches and felt queasy in the evenings at home, yet we are quite well when we are out. Is that to be expected?",
    ],
    [
      "third-person",
      "Do you service Potterton boilers?",
      "Also my flatmate keeps getting headaches and feeling dizzy at home, but she's fine at work. Is that something to worry about?",
    ],
  ),
  // lockout with a whiff of gas every time
  ...from(
    { kind: "safety-recall", safety: "strong", mustNot: ["press the reset"] },
    ["text-speak", "boiler keeps lockin out n i can smell gas every time it does it, how do i stop it"],
    [
      "elderly",
      "My boiler has gone to lockout three times this week, and on each occasion I have noticed a faint smell of gas. How may I prevent this?",
    ],
    [
      "non-native",
      "Boiler is stopping with lockout many times and every time I smell little bit of gas. How I fix this?",
    ],
  ),
  // CO alarm sounding continuously, button does nothing
  ...from(
    {
      kind: "safety-recall",
      safety: "strong",
      anyOf: ["outside", "get out", "fresh air", "leave"],
      mustNot: ["batter"],
    },
    ["text-speak", "co alarm wont stop goin off been 5 mins pressed the button nothin, boilers on wat do we do"],
    [
      "dictated",
      "the carbon monoxide alarm in the hall keeps going off and it wont stop when i press the button the boiler is on what do we do",
    ],
    [
      "elderly",
      "Our carbon monoxide detector has been sounding without pause for several minutes and pressing its button does nothing. The boiler is running. Please tell me what we should do.",
    ],
  ),
  // CO alarm going off for ten minutes, nobody answering
  ...from(
    { kind: "safety-recall", safety: "strong" },
    ["text-speak", "co alarm been goin off 10 mins n no1 is answerin"],
    ["non-native", "The CO alarm is ringing ten minutes already and nobody answer the phone!"],
    [
      "third-person",
      "My neighbour's carbon monoxide alarm has been going off for ten minutes and she can't get through to anybody.",
    ],
  ),
  // long, the symptoms told around a new-boiler price question
  ...from({ kind: "safety-recall", safety: "strong", medical: true }, [
    "long",
    "Evening, sorry for the essay. We rent a terrace in Grangetown and the boiler in the kitchen is ancient. How much would a new combi be, roughly, as the landlord said he might go halves? The reason I'm asking is that since the heating went on for winter all four of us have had headaches and the little one has been sick a few times, but we all perk up when we're at my sister's. The kitchen window streams with water every morning too.",
  ]),

  // ---- safety precision -------------------------------------------------------------------------
  // which rooms a landlord must put CO alarms in
  ...from(
    {
      kind: "safety-precision",
      safety: "none",
      anyOf: ["fixed combustion", "1 october 2022", "any room", "every room", "room used as living accommodation"],
    },
    ["text-speak", "landlord here, which rooms do i legally need co alarms in? boiler in kitchen gas fire in lounge"],
    [
      "elderly",
      "I let a small house. Could you kindly tell me in which rooms the law requires a carbon monoxide alarm? There is a gas boiler in the kitchen and a gas fire in the sitting room.",
    ],
  ),
  // gas smell at work (a welding lab), a service quote at home
  ...from(
    { kind: "safety-precision", safety: "none", anyOf: ["£85", "service"] },
    [
      "text-speak",
      "always smell gas at work cos its a welding lab lol, anyway how much 4 a boiler service at my house",
    ],
    [
      "non-native",
      "At my job there is always gas smell, it is welding workshop, this is normal there. But for my house, how much is boiler service?",
    ],
  ),
  // a homeowner's yearly check by law
  ...from(
    {
      kind: "safety-precision",
      safety: "none",
      anyOf: ["no legal requirement", "not a legal requirement", "not legally required", "no law", "recommend"],
    },
    ["text-speak", "do i legally hav to get a gas check every yr if i own the place, not renting"],
    ["elderly", "I own my bungalow outright. Am I obliged by law to have the gas appliances checked every year?"],
    [
      "third-person",
      "My dad owns his house in Thornaby. He's asking whether the law says he must have a gas safety check every year.",
    ],
  ),
  // the fine for a landlord without a certificate
  ...from(
    { kind: "safety-precision", safety: "none", anyOf: ["penalt", "fine", "prosecut", "unlimited", "prison"] },
    ["text-speak", "wats the fine if a landlord hasnt got a gas cert"],
    [
      "third-person",
      "My friend rents out a flat and has never had the gas safety certificate done. What fine could he get for that?",
    ],
  ),
  // what CO does to the body
  ...from(
    { kind: "safety-precision", safety: "none" },
    ["text-speak", "wat does carbon monoxide actually do 2 u"],
    ["elderly", "Could you explain, in plain terms, what carbon monoxide does to a person?"],
    ["non-native", "Carbon monoxide, what it make to the human body? I want understand."],
    [
      "long",
      "My sister-in-law is a nurse and she was saying at dinner that carbon monoxide is the silent killer, and my husband said it just makes you sleepy, and they argued about it for half an hour. Our boiler's fine, it was serviced in September and we have an alarm. What does carbon monoxide actually do to your body? Just to settle it.",
    ],
  ),
  // a CO alarm fitted at the service, its price
  ...from(
    { kind: "safety-precision", safety: "none", anyOf: ["£", "alarm"] },
    ["text-speak", "how much 2 put a co alarm in when ur doin the service"],
    [
      "elderly",
      "When your engineer comes to service my boiler, could he fit a carbon monoxide alarm at the same time, and what would that cost?",
    ],
  ),
  // whether the landlord must fit a CO alarm
  ...from(
    { kind: "safety-precision", safety: "none", anyOf: ["2022", "must fit", "must", "required"] },
    ["text-speak", "does my landlord hav to put a co alarm in by law? boilers in the kitchen"],
    ["non-native", "My landlord must give me carbon monoxide alarm by the law? Boiler is in kitchen of my flat."],
    [
      "angry",
      "My landlord refuses to put a CO alarm in my flat and says it's not his problem. Is he legally required to or not? The boiler is in the kitchen.",
    ],
  ),

  // ---- qualifiers -------------------------------------------------------------------------------
  // Sunday closing time
  ...from(
    { kind: "qualifier", safety: "none", must: ["16:00"] },
    ["elderly", "Would you kindly tell me at what hour you close on Sundays?"],
    ["non-native", "Sunday you are open until which time?"],
    ["dictated", "what time do you close on sundays"],
    [
      "long",
      "Hi there, we moved to Acklam in the summer and have been meaning to get the boiler looked at, as the previous owners left no paperwork at all. It works fine, heating comes on, hot water is OK, though it's a bit noisy first thing. Anyway, what time do you finish on a Sunday? Sunday is the only day I'm off, my partner works shifts and the kids have football in the morning, so it would have to be the afternoon.",
    ],
  ),
  // working over Christmas
  ...from(
    { kind: "qualifier", safety: "none", anyOf: ["24/7", "emergency"] },
    ["text-speak", "u open over xmas? boiler is ancient n i reckon itll pack in"],
    ["third-person", "My mum is worried her old boiler will break down over Christmas. Are you working then?"],
    ["non-native", "You work in Christmas holiday? My boiler is very old, I am scared it break."],
  ),
  // does the annual service check the radiators
  ...from(
    { kind: "qualifier", safety: "none", anyOf: ["Premium", "radiator"] },
    ["text-speak", "does ur yearly service check the rads as well"],
    ["elderly", "When you carry out the annual service, do you also look at the radiators?"],
  ),
  // half past two in the morning, anybody there
  ...from(
    { kind: "qualifier", safety: "none", anyOf: ["24/7", "24 hours", "emergency", "day or night"], maxWords: 90 },
    ["text-speak", "its half 2 in the mornin n the heatins gone off, any1 there or do i hav 2 wait"],
    [
      "angry",
      "It's 2.30am, the heating has died, is ANYONE actually there at this time or have I got to sit here freezing till morning?",
    ],
    ["non-native", "Now is night, 2:30, and heating is stop. Somebody is working now or I must wait for morning?"],
  ),
  // card or cash
  ...from(
    { kind: "qualifier", safety: "none", must: ["card"] },
    ["elderly", "May I pay your engineer with a debit card, or do you only accept cash?"],
    ["non-native", "Can I pay with bank card or only cash money?"],
    [
      "long",
      "We're having the annual service done next month. My husband usually sorts these things but he's working away, and he always paid cash, but I never have cash in the house these days. Do you take card payments or is it cash only? The boiler is in the loft, by the way, if that matters.",
    ],
  ),
  // is £95 the full price
  ...from(
    { kind: "qualifier", safety: "none", anyOf: ["from", "diagnosis", "parts", "quoted"] },
    ["text-speak", "is the 95 quid the whole price or just 4 him turnin up"],
    [
      "elderly",
      "Your website mentions £95 for a repair. Is that the complete charge, or merely the fee for attending?",
    ],
    ["non-native", "The £95 is all the price, or only for come to my house?"],
    [
      "long",
      "Hello, my combi has been losing pressure and I top it up every few days. It's a Vaillant about eight years old and my neighbour had the same thing, an expansion vessel I think. I saw on your prices page that a repair is £95. Is the £95 the full price or just to turn up? I'm on a tight budget this month with Christmas coming so I'd like to know before I book.",
    ],
  ),
  // ringing at 1pm for a same-day visit
  ...from(
    { kind: "qualifier", safety: "none", anyOf: ["12pm", "before 12"] },
    ["text-speak", "if i call u at 1 can som1 still come 2day"],
    ["elderly", "If I were to telephone at one o'clock in the afternoon, could an engineer still attend the same day?"],
    ["non-native", "I call you at 13:00, engineer can come same day still?"],
  ),
  // several questions: card and Sunday hours
  ...from({ kind: "qualifier", safety: "none", must: ["card", "16:00"] }, [
    "several",
    "Two quick ones: do you take card, and what time do you close on a Sunday?",
  ]),

  // ---- places -----------------------------------------------------------------------------------
  // Great Broughton, past Stokesley
  ...from(
    {
      kind: "place",
      safety: "none",
      handoff: true,
      anyOf: ["/areas/stokesley", "/areas/great-ayton", "/areas/seamer", "call to check", "call us to check"],
      mustNot: ["we don't cover", "we do not cover"],
    },
    ["text-speak", "we r in great broughton past stokesley, wud u come out 2 us"],
    ["elderly", "I live in Great Broughton, a little beyond Stokesley. Do you travel out this far?"],
  ),
  // Darlington: not one of our areas
  ...from(
    {
      kind: "place",
      safety: "none",
      handoff: true,
      anyOf: ["not one of", "isn't one of", "not on our list", "not listed", "call to check", "call us to check"],
      mustNot: ["/areas/darlington", "yes, we cover", "we cover darlington"],
    },
    ["text-speak", "im in darlington by the station can u come n fix me boiler"],
    ["elderly", "I reside in Darlington. Would one of your engineers be able to come and repair my boiler?"],
  ),
  // near Stokesley
  ...from(
    { kind: "place", safety: "none", anyOf: ["/areas/stokesley", "stokesley"] },
    ["text-speak", "r u anywhere near stokesley"],
    ["non-native", "Stokesley is close for you? You go there?"],
    ["elderly", "Might I ask whether Stokesley falls within the area you serve?"],
  ),
  // Fylingthorpe, a gas safety check
  ...from(
    { kind: "place", safety: "none", anyOf: ["/areas/robin-hoods-bay"] },
    ["text-speak", "got a holiday let in fylingthorpe that needs its gas cert, is that 2 far 4 u"],
    [
      "elderly",
      "I have a cottage in Fylingthorpe which requires its annual gas safety check. Would that be too far for you to travel?",
    ],
  ),
  // how quickly to Marske in an emergency
  ...from(
    { kind: "place", safety: "none", anyOf: ["/areas/marske-by-the-sea"] },
    ["text-speak", "how fast can u get 2 marske if its an emergency"],
    ["elderly", "In the event of an emergency, how soon could your engineer reach Marske?"],
    ["non-native", "If emergency, how much time you need to come to Marske?"],
    [
      "long",
      "My mother lives on her own in Marske. She's very independent and won't have anyone round normally, and her boiler is old but has been reliable. I live in Leeds so I can't get there quickly. How quickly can you get to Marske in an emergency? I just want a plan in place in case it goes this winter.",
    ],
  ),

  // ---- depth beyond the boiler ------------------------------------------------------------------
  // boiler and gas fire both won't light
  ...from(
    { kind: "depth", safety: "none", anyOf: ["credit", "meter", "supplier", "valve"] },
    ["text-speak", "boiler wont light n neither will the gas fire, has the gas been cut off or wot"],
    ["non-native", "Boiler not light and gas fire also not light. Maybe the gas is cut?"],
    ["third-person", "My gran says neither her boiler nor her gas fire will light. Could her gas have been cut off?"],
  ),
  // thermostat blank, heating won't come on
  ...from(
    { kind: "depth", safety: "none", anyOf: ["batter"] },
    ["text-speak", "thermostat on the wall has gone totally blank n heatin wont come on"],
    ["elderly", "The little heating control on my wall has gone quite blank and the heating will not come on."],
    ["non-native", "The thermostat on the wall show nothing, screen is dark, and heating not start."],
    [
      "long",
      "Morning. Bit of background: I think you serviced our boiler in March and it's been fine since, touch wood. Last night we came home and the house was freezing. The thermostat on the wall has gone completely blank, nothing on the screen at all, and the heating won't come on, though the boiler has a green light. Why would the heating not come on? We've got people coming for Sunday dinner so I'd rather get it sorted.",
    ],
  ),
  // radiator warm at the top, cold along the bottom
  ...from(
    { kind: "depth", safety: "none", anyOf: ["sludge", "flush"] },
    ["text-speak", "rad is warm at top but freezin along the bottom"],
    [
      "elderly",
      "One of my radiators is warm at the top but remains cold all along the bottom. What might be the cause?",
    ],
    ["non-native", "My radiator top part is warm, down part is cold. Why?"],
  ),
  // pressure rises when hot
  ...from(
    { kind: "depth", safety: "none", anyOf: ["expansion", "too high", "vessel"] },
    ["text-speak", "pressure goes up 2 nearly 3 when heatins on n drops back when its off"],
    [
      "elderly",
      "I have noticed that the pressure gauge on my boiler rises to nearly 3 bar when the heating is on and falls back as it cools. Is that right?",
    ],
  ),
  // prepayment meter, maybe out of credit
  ...from(
    { kind: "depth", safety: "none", anyOf: ["credit", "meter"] },
    ["text-speak", "boilers stopped, were on a prepay meter, mite of run out of credit?"],
    ["elderly", "We have a pay-as-you-go gas meter and the boiler has stopped. Could the credit have run out?"],
  ),
  // rads cold at the top, warm at the bottom, gurgling
  ...from(
    { kind: "depth", safety: "none", anyOf: ["bleed"] },
    [
      "elderly",
      "The radiators upstairs are cold at the top but warm lower down, and they gurgle when the heating starts.",
    ],
    [
      "non-native",
      "Upstairs radiators: up is cold, down is warm, and making noise like water bubbles when heating start.",
    ],
    [
      "dictated",
      "the radiators upstairs are cold at the top and warm at the bottom and they gurgle when the heating comes on",
    ],
  ),

  // ---- the company ------------------------------------------------------------------------------
  // local firm or a national call centre
  ...from(
    { kind: "company", safety: "none", anyOf: ["Middlesbrough", "local", "Teesside"] },
    ["elderly", "Are you a local business, or one of these national companies with a call centre?"],
    ["non-native", "You are company from here, local, or big company from other city?"],
  ),
  // the Gas Safe number before letting anyone in
  ...from(
    { kind: "company", safety: "none", handoff: true, anyOf: ["id card", "gas safe register"] },
    ["text-speak", "wats ur gas safe number b4 i let any1 in"],
    ["non-native", "Please tell me your Gas Safe number before I let the engineer in my house."],
  ),
  // speak to a human
  ...from(
    { kind: "company", safety: "none", must: ["01642 040623"] },
    ["text-speak", "can i talk 2 a real person pls"],
    ["angry", "I don't want a robot. Put me through to an actual human being."],
    ["elderly", "I would much prefer to speak with a person, if that is possible."],
  ),
  // am I chatting to a real person
  ...from(
    { kind: "company", safety: "none", anyOf: ["automatic", "not a person", "assistant"] },
    ["elderly", "Forgive me, but am I corresponding with a real person or with a machine?"],
    ["non-native", "You are a human or a computer?"],
    ["text-speak", "is this a bot or an actual person"],
  ),
  // registered for gas work, and identification
  ...from(
    { kind: "company", safety: "none", must: ["gas safe"], anyOf: ["card", "identification", "licence number"] },
    ["text-speak", "r ur lads gas registered n do they carry id"],
    ["non-native", "Your engineers have registration for gas? They show me ID card when they come?"],
  ),
  // Gas Safe registered, wary after a cowboy
  ...from(
    { kind: "company", safety: "none", anyOf: ["id card", "gas safe register"] },
    [
      "third-person",
      "My nan wants to make sure your engineers are Gas Safe registered before anyone comes, she's been done by a cowboy before.",
    ],
    [
      "angry",
      "The last bloke who came was a cowboy with no registration. Are YOUR engineers actually Gas Safe or not?",
    ],
  ),
  // several questions: local, and Gas Safe
  ...from({ kind: "company", safety: "none", must: ["gas safe"], anyOf: ["Middlesbrough", "local", "Teesside"] }, [
    "several",
    "Are you a local firm? And are your engineers Gas Safe registered?",
  ]),

  // ---- conversation -----------------------------------------------------------------------------
  // after the emergency service capped a leak: how soon, and the cost
  ...from(
    {
      kind: "conversation",
      safety: "weak",
      anyOf: ["£99", "emergency safety", "same day", "same-day", "today", "12pm", "estimate"],
    },
    [
      "text-speak",
      "I smelt gas in the hallway last night",
      "ye done all that, rang the gas line, they found a leak on the pipe by the meter n capped it. no heat no hot water since. im in marton, how soon can u come fix the pipe n how much roughly",
    ],
    [
      "elderly",
      "I noticed a smell of gas in the hall last night.",
      "Thank you, I did all of that. The emergency people came, found a leak on the pipe near the meter and capped it off, and told me I need a Gas Safe engineer to repair it. I live in Marton. How soon could you come, and what might it cost?",
    ],
  ),
  // Ideal playing up, then L2
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["ignition", "gas supply", "flame", "prepayment", "light"] },
    ["text-speak", "ideal boiler actin up", "sayin L2"],
    ["elderly", "My Ideal boiler has stopped working, I'm afraid.", "The display shows L2."],
    ["non-native", "My boiler is Ideal, it is not working good.", "On the screen is L2"],
  ),
  // a tenant's heating off, then Baxi E133
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["ignit", "gas supply", "flame"] },
    ["text-speak", "tenant says her heatins off", "its a baxi, showin E133"],
    [
      "elderly",
      "One of my tenants tells me her heating has stopped.",
      "She says the boiler is a Baxi and the display reads E133.",
    ],
  ),
  // bleeding radiators, then how
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["bleed", "key"] },
    ["text-speak", "is it ok 2 bleed rads myself", "how do i do it then"],
    ["elderly", "Would it be safe for me to bleed my own radiators?", "Could you tell me how it is done?"],
  ),
  // Ideal Logic combi, then L2 after two resets
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["ignit", "light", "gas supply"] },
    ["text-speak", "got an ideal logic combi", "its on L2 n ive reset it twice already"],
    [
      "elderly",
      "Mine is an Ideal Logic combination boiler.",
      "It is showing L2, and I have already reset it two times.",
    ],
  ),
  // Worcester Greenstar, then EA 227
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["flame", "light", "ignition"] },
    ["text-speak", "worcester greenstar", "says EA 227 wots that mean"],
    ["non-native", "I have boiler Worcester Bosch.", "Display show EA 227, what is mean?"],
  ),
  // no heat with little ones, then can someone come today
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["today", "same day", "same-day", "12pm"], maxWords: 80 },
    ["text-speak", "boilers dead no heatin no hot water n ive got 2 little uns", "can som1 come 2day"],
    [
      "elderly",
      "Our boiler has stopped entirely and we have no heating or hot water. There are two small children in the house.",
      "Would it be possible for someone to come today?",
    ],
    [
      "dictated",
      "boiler completely dead no heating no hot water and two little kids in the house",
      "can someone come out today",
    ],
  ),
  // open on Sunday, then until what time
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["16:00", "4pm", "17:00", "5pm", "4:00", "5:00"] },
    ["text-speak", "r u open sundays", "til wot time"],
    ["elderly", "Are you open on a Sunday?", "And what time would you close?"],
  ),
  // new boilers, then how long the fitting takes
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["a day", "one day", "1 day"] },
    ["text-speak", "do u fit new boilers", "n how long wud that take, just swappin the combi in the same cupboard"],
    [
      "elderly",
      "Do you install new boilers?",
      "And how long would that take? It would be a like-for-like combi in the same cupboard.",
    ],
  ),
  // Nunthorpe, then how soon today
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["12", "minutes", "hour"] },
    ["text-speak", "do u cover nunthorpe", "how quick cud u get there 2day"],
    ["plain", "Do you come out to Nunthorpe?", "And what time would he come?"],
  ),
  // power flushing, then how long on a 3 bed
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["working day", "most of a day", "a day"] },
    ["text-speak", "do u do power flushes", "n how long would that take on a 3 bed, bout 10 rads"],
    [
      "elderly",
      "Do you carry out power flushing?",
      "How long would it take in a three-bedroom house with about ten radiators?",
    ],
  ),
  // after a gas leak was repaired, when can the service be done
  ...from({ kind: "conversation", safety: "none", anyOf: ["£85", "morning", "afternoon", "book"] }, [
    "text-speak",
    "smelt gas this mornin, gas board came n fixed a leak at the meter",
    "hes said its all safe now. diff thing, my boilers due its service, when cud u do it",
  ]),

  // ---- honest handoff ---------------------------------------------------------------------------
  // electric storage heaters
  ...from(
    { kind: "handoff", safety: "none", handoff: true },
    ["text-speak", "do u fix electric storage heaters, mine r old dimplex ones"],
    ["non-native", "You repair the electric storage heater? I have old Dimplex."],
    [
      "third-person",
      "My mother has old Dimplex storage heaters that have stopped working. Is that something you repair?",
    ],
  ),
  // a cafe's commercial boiler
  ...from(
    { kind: "handoff", safety: "none", handoff: true, mustNot: ["yes, we do commercial", "we cover commercial"] },
    ["text-speak", "i run a cafe in stockton, commercial gas boiler n a catering range, do u do commercial"],
    [
      "elderly",
      "I own a small tea room in Stockton with a commercial gas boiler and a cooking range. Do you undertake commercial work?",
    ],
  ),
  // a monthly cover plan
  ...from(
    { kind: "handoff", safety: "none", handoff: true, mustNot: ["per month", "a month for"] },
    ["text-speak", "do u do monthly boiler cover like british gas homecare, how much a month"],
    [
      "elderly",
      "Do you offer a boiler cover plan paid monthly, similar to the British Gas scheme? If so, what is the monthly charge?",
    ],
  ),
  // another firm's unfinished boiler, and court
  ...from(
    { kind: "handoff", safety: "weak", handoff: true },
    [
      "text-speak",
      "last firm left the new boiler half fitted with pipes hangin out n wont answer, can u finish it n help me sue them",
    ],
    [
      "elderly",
      "A previous firm took payment, left my new boiler half fitted with pipework hanging loose, and no longer answer my calls. Could you complete the job and help me take them to court?",
    ],
  ),
  // a gas Aga
  ...from(
    { kind: "handoff", safety: "none", handoff: true },
    ["text-speak", "my father in law has a gas aga not serviced in yrs, do u do agas"],
    ["elderly", "Do you service gas-fired Aga cookers? Mine has not been seen to in some years."],
  ),

  // ================================================================================================
  // Second batch: written after the first batch's failures were fixed, on other source cases, to read
  // whether those fixes hold for wordings nobody tuned on (its first read is in docs/assistant.md).
  // ================================================================================================
  // the hob smells of gas with the knobs off
  ...from(
    { kind: "safety-recall", safety: "strong" },
    [
      "dictated",
      "the hob smells of gas even though all the knobs are off and its the third time this week what do i do",
    ],
    [
      "elderly",
      "For the third time this week I have noticed a smell of gas about the cooker hob, although every knob is turned off. What ought I to do?",
    ],
  ),
  // soot on a takeaway's water heater
  ...from(
    {
      kind: "safety-recall",
      safety: "strong",
      anyOf: ["stop using", "don't use", "do not use", "turn off", "switch off"],
    },
    [
      "third-person",
      "My brother's takeaway has an old gas water heater in the back kitchen and there's black soot on top of it now and the wall above has gone brown. He's open tonight. Is it dangerous?",
    ],
  ),
  // a smell like cabbage gone off behind the cooker
  ...from(
    { kind: "safety-recall", safety: "strong" },
    ["text-speak", "smells like rotten cabbage behind the cooker, proper strong"],
    ["non-native", "Behind the cooker there is smell like old bad cabbage. What is this?"],
  ),
  // CO alarm beeping loudly on the landing
  ...from(
    { kind: "safety-recall", safety: "strong", anyOf: ["window", "get everyone out", "outside", "fresh air", "leave"] },
    [
      "elderly",
      "The carbon monoxide alarm on our landing is sounding very loudly and will not stop. The boiler is on. Please advise me what to do.",
    ],
    ["angry", "The CO alarm upstairs is SCREAMING and won't shut up and the boiler's running, what do I do?!"],
  ),
  // what the landlord law says about the yearly certificate
  ...from(
    { kind: "safety-precision", safety: "none", anyOf: ["12 months", "every year", "annual", "gas safety record"] },
    ["text-speak", "does a landlord hav 2 do the gas cert every yr by law"],
    ["elderly", "Is a landlord obliged by law to provide a gas safety certificate each year?"],
  ),
  // no gas smell, but locking out every morning
  ...from(
    { kind: "safety-precision", safety: "none" },
    ["text-speak", "no smell of gas or owt but the boiler locks out every mornin"],
    ["non-native", "I not smell any gas, but every morning the boiler go to lockout."],
  ),
  // a Do Not Use sticker, used just on Christmas Day
  ...from(
    {
      kind: "safety-precision",
      safety: "none",
      anyOf: ["not be used", "don't use", "do not use", "shouldn't", "should not", "must not", "not use it"],
      mustNot: ["it's fine to use", "you can use it"],
    },
    [
      "text-speak",
      "engineer put a do not use sticker on me gas fire n said its at risk, can i still put it on xmas day with the window open",
    ],
  ),
  // a bank holiday Monday
  ...from(
    { kind: "qualifier", safety: "none", anyOf: ["24/7", "emergency"] },
    ["text-speak", "r u open on the bank hol monday"],
    ["elderly", "Would anybody be working on the bank holiday Monday, should my boiler fail?"],
  ),
  // the hourly rate after the first hour
  ...from({ kind: "qualifier", safety: "none", must: ["£35"], anyOf: ["half hour", "half-hour", "30 minutes"] }, [
    "text-speak",
    "first hour is 75 yeah but wat do u charge after that",
  ]),
  // what is paid if the work is turned down
  ...from(
    {
      kind: "qualifier",
      safety: "none",
      // Widened after its first read: "The estimate is free ... you can decide whether to go ahead" says the
      // source case's "free estimate" in other words; the reply was right and the list too narrow.
      anyOf: ["no charge", "nothing", "free estimate", "estimate is free", "no obligation", "don't pay", "do not pay"],
      mustNot: ["diagnosis fee", "inspection fee"],
    },
    [
      "elderly",
      "If your engineer inspects my boiler and I then decide not to proceed with the work, what shall I owe you?",
    ],
  ),
  // a Sunday repair's price
  ...from(
    { kind: "qualifier", safety: "none", must: ["110"] },
    ["elderly", "What would a repair cost me on a Sunday?"],
    ["non-native", "Repair on Sunday, what is the price?"],
  ),
  // 11pm, out at night or wait till morning
  ...from(
    {
      kind: "qualifier",
      safety: "none",
      anyOf: ["24/7", "24 hours", "any time", "round the clock", "day or night"],
      maxWords: 90,
    },
    [
      "elderly",
      "My boiler stopped at eleven o'clock tonight. Do you come out at night, or must I wait until the morning?",
    ],
    ["dictated", "boiler packed up at 11 tonight do you come out at night or do I have to wait till the morning"],
  ),
  // near Marton, boiler kaput
  ...from({ kind: "place", safety: "none", must: ["/areas/marton"] }, [
    "elderly",
    "I live near Marton and my boiler has broken down.",
  ]),
  // as far as Whitby
  ...from(
    { kind: "place", safety: "none", must: ["/areas/whitby"] },
    ["text-speak", "do u go out as far as whitby"],
    ["non-native", "Whitby is too far for you or you come?"],
  ),
  // power cut, the timer wrong
  ...from({ kind: "depth", safety: "none", anyOf: ["clock", "time", "programmer", "timer"] }, [
    "text-speak",
    "had a power cut n now the heatin timer is on the wrong time n nothin comes on",
  ]),
  // the programmer's clock losing time
  ...from({ kind: "depth", safety: "none", anyOf: ["clock", "time", "batter", "timer"] }, [
    "elderly",
    "The clock on my heating programmer keeps running slow, so the heating comes on later than it should.",
  ]),
  // downstairs rads hot at the top, cold along the bottom
  ...from(
    { kind: "depth", safety: "none", anyOf: ["sludge", "magnetite", "power flush", "/services/power-flushing"] },
    ["text-speak", "downstairs rads hot at top but stone cold at the bottom, system never been cleaned"],
    ["non-native", "Downstairs radiators are hot up but cold down. The system is never cleaned in 30 years."],
  ),
  // a formal complaint about a mess
  ...from({ kind: "company", safety: "none", must: ["/complaints-policy"] }, [
    "elderly",
    "Your engineer left my kitchen in a dreadful state and still charged me in full. I wish to make a formal complaint.",
  ]),
  // VAT on top
  ...from(
    { kind: "company", safety: "none", anyOf: ["no vat", "not vat registered", "no VAT"] },
    ["elderly", "Are your prices inclusive of VAT, or will that be added on top?"],
    ["non-native", "The prices on your site, I must add VAT or it is all?"],
  ),
  // a complaint about a mess
  ...from({ kind: "company", safety: "none", anyOf: ["complain"] }, [
    "text-speak",
    "ur bloke left my kitchen a tip, how do i complain",
  ]),
  // DBS checks for a 92-year-old mother
  ...from({ kind: "company", safety: "none", handoff: true }, [
    "text-speak",
    "my mams 92 n lives on her own in ormesby, r ur engineers dbs checked",
  ]),
  // Teesside, then Saltburn
  ...from(
    {
      kind: "conversation",
      safety: "none",
      anyOf: ["/areas/saltburn-by-the-sea"],
      mustNot: ["don't cover", "do not cover"],
    },
    ["text-speak", "do u cover teesside", "wot about saltburn"],
    ["elderly", "Do you work across Teesside?", "And Saltburn, would that be included?"],
  ),
  // boiler dead, send someone asap
  ...from(
    { kind: "conversation", safety: "none", must: ["01642 040623"], maxWords: 70 },
    ["elderly", "My boiler has stopped completely and I have no heat. Could you send someone as soon as possible?"],
    ["angry", "Boiler's dead, no heat, I need someone out ASAP, not tomorrow, NOW."],
  ),
  // after the gas network sorted a smell, a service price
  ...from({ kind: "conversation", safety: "none", must: ["£85"] }, [
    "text-speak",
    "could smell gas in the kitchen",
    "cadent came out n sorted it. how much 4 a boiler service",
  ]),
  // services, then on a Saturday
  ...from(
    { kind: "conversation", safety: "none", anyOf: ["7 days", "seven days", "sat-sun", "weekend", "8:00"] },
    ["text-speak", "do u do boiler services", "cud it be a saturday"],
    ["elderly", "Do you carry out boiler servicing?", "Would a Saturday be possible?"],
  ),
  // replacing a double radiator
  ...from({ kind: "handoff", safety: "none", handoff: true, anyOf: ["estimate", "quote"] }, [
    "text-speak",
    "how much 2 swap a double rad in the front room like for like",
  ]),
  // selling spare parts to the public
  ...from({ kind: "handoff", safety: "none", handoff: true }, [
    "text-speak",
    "do u sell boiler parts so i can fit them meself",
  ]),
  // a pensioners' discount
  ...from(
    { kind: "handoff", safety: "none", handoff: true },
    ["text-speak", "any discount 4 pensioners"],
    ["third-person", "My dad's a pensioner, would he get any money off?"],
  ),

  // ================================================================================================
  // Third batch: the ask buried in the middle of a long message (the weak kind), written after the second
  // batch's fixes on the source cases above.
  // ================================================================================================
  ...from({ kind: "qualifier", safety: "none", must: ["£35"], anyOf: ["half hour", "half-hour", "30 minutes"] }, [
    "long",
    "Morning. My dad's boiler in Eston has been making a clicking noise for a week or so, nothing dramatic, and he won't let me touch it. I see the first hour is £75 on your prices page. If it takes longer than the hour, what does the time after that cost? He's on a pension so I'm trying to budget. He's in most days apart from Wednesday when he goes to the club.",
  ]),
  ...from({ kind: "qualifier", safety: "none", must: ["110"] }, [
    "long",
    "Hi, I work Monday to Friday away from home and only get back on Friday nights, which is a pain with anything like this. The boiler in our flat has started making a whining noise when the hot water runs. What do you charge for a repair on a Sunday? Saturdays are usually taken up with the kids' swimming. It's a Baxi, I think about ten years old.",
  ]),
  ...from({ kind: "place", safety: "none", must: ["/areas/whitby"] }, [
    "long",
    "We've bought a little holiday cottage on the edge of Whitby that we'll be letting out from Easter, and I'm trying to get the practical stuff lined up before then. The boiler's a combi that looks fairly new. Do you go out as far as Whitby, or is that off your patch? We live in York so we can't just pop over, and the key safe code can be sent to whoever comes.",
  ]),
  ...from({ kind: "depth", safety: "none", anyOf: ["batter"] }, [
    "long",
    "Hello, bit of a daft one probably. We had your lot out in spring for the service and all was fine. This week we came home to a cold house and the thermostat on the wall in the hall has gone completely blank, not even a light, and the heating won't come on even though the boiler has its green light. My husband says the boiler's broken but it does the hot water fine. Why would the heating not come on? We've got his mother staying from Friday.",
  ]),
  ...from({ kind: "company", safety: "none", anyOf: ["no vat", "not vat registered", "no VAT"] }, [
    "long",
    "Hi there. We're getting quotes for a boiler service and a new thermostat and I'm comparing three firms for my husband who likes a spreadsheet. The other two have added VAT on top of their prices, which makes them look cheaper at first. Do I need to add VAT on to your prices or is that the full figure? We'd want the work done in January if possible.",
  ]),
  ...from({ kind: "company", safety: "none", must: ["/complaints-policy"] }, [
    "long",
    "I've been a customer for three years and never had a problem until now. Your engineer came on Monday to fix the pump, which he did, but he left dirty footprints through the hall and oily rags on the kitchen worktop, and then I was charged for an extra half hour that I don't think he was even here for. I want to make a formal complaint, how do I go about it? I've kept the invoice.",
  ]),
  ...from(
    { kind: "safety-precision", safety: "none", anyOf: ["12 months", "every year", "annual", "gas safety record"] },
    [
      "long",
      "I'm new to renting out property, my late aunt left me her terraced house in Thornaby and a young couple are moving in next month through an agent. There's a gas boiler and a gas hob. The agent mentioned a certificate but was vague. How often does a landlord legally have to get the gas checked? I want to do this properly. I'm happy to book with you if you do it.",
    ],
  ),
  ...from({ kind: "handoff", safety: "none", handoff: true }, [
    "long",
    "Hello, my boiler is an old Ideal and I'm fairly handy, I've fitted kitchens and done a bit of plumbing over the years. The fan on it is getting noisy and I've found the part number. Do you sell boiler parts to the public so I can fit it myself? I know gas work needs a Gas Safe engineer so I wouldn't touch the gas side.",
  ]),
  ...from({ kind: "conversation", safety: "none", anyOf: ["7 days", "seven days", "sat-sun", "weekend", "8:00"] }, [
    "long",
    "Do you service boilers?",
    "Great. I'm on nights at the hospital all week and sleep in the day, so weekdays are really hard for me, and my partner works away. Could it be done on a Saturday instead? It's a combi in the kitchen and there's parking outside.",
  ]),
  ...from(
    { kind: "depth", safety: "none", anyOf: ["sludge", "magnetite", "power flush", "/services/power-flushing"] },
    [
      "long",
      "Hi, we're in a 1980s semi in Coulby Newham, been here twenty years. The boiler was replaced in 2019 and it's been grand. The downstairs radiators though are hot at the top but stone cold all along the bottom, and they take ages to warm the room. I don't think the system has ever been cleaned. What would be causing that? The upstairs ones seem okay.",
    ],
  ),

  // ================================================================================================
  // Fourth batch: several questions in one message and voice dictation, written after the third batch's fixes.
  // ================================================================================================
  ...from({ kind: "qualifier", safety: "none", must: ["card"], anyOf: ["24/7", "emergency"] }, [
    "several",
    "Are you working over Christmas, and can I pay by card?",
  ]),
  ...from({ kind: "place", safety: "none", anyOf: ["/areas/marske-by-the-sea"], must: ["16:00"] }, [
    "several",
    "How quickly could you get to Marske in an emergency? Also what time do you shut on a Sunday?",
  ]),
  ...from(
    { kind: "company", safety: "none", anyOf: ["automatic", "not a person", "assistant"], must: ["01642 040623"] },
    ["several", "Am I talking to a real person? If not, what number do I ring to speak to one?"],
  ),
  ...from({ kind: "depth", safety: "none", anyOf: ["batter"] }, [
    "dictated",
    "the thermostat in the hall has gone blank and the heating wont come on what do i do",
  ]),
  ...from({ kind: "depth", safety: "none", anyOf: ["credit", "meter"] }, [
    "dictated",
    "were on a pay as you go meter and the boiler has stopped could we have run out of credit",
  ]),
  ...from({ kind: "company", safety: "none", must: ["01642 040623"] }, [
    "dictated",
    "can i speak to a human being please",
  ]),
  ...from({ kind: "place", safety: "none", anyOf: ["/areas/stokesley", "stokesley"] }, [
    "dictated",
    "do you do stokesley",
  ]),
  ...from({ kind: "safety-precision", safety: "none", anyOf: ["£", "alarm"] }, [
    "angry",
    "Every other firm charges extra for everything. Do you fit a CO alarm when you do the service or is that another fiver on top?",
  ]),
  ...from({ kind: "qualifier", safety: "none", anyOf: ["12pm", "before 12"] }, [
    "angry",
    "I rang at half one and got told nobody could come today. Why not, what's the cut-off?",
  ]),
  ...from({ kind: "safety-recall", safety: "strong", medical: true }, [
    "dictated",
    "my wife and i keep getting headaches and feeling sick at home but were fine when we go out is that the boiler",
  ]),
];
