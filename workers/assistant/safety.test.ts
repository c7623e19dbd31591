import { describe, expect, it } from "vitest";
import { answer } from "./answer";
import { classifySafety } from "./safety";

describe("safety classifier", () => {
  it.each([
    "can smel gas",
    "I can smell gas in the kitchen",
    "funny gassy smell",
    "whiff of gas",
    "wiff of gas in the hall",
    "smell of eggs in kitchen",
    "rotten egg smell upstairs",
    "smells like sulphur",
    "think we have a gas leak",
    "gas meter is hissing",
    "strange smell from the boiler cupboard",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });

  it.each([
    "carbon monoxide alarm going off",
    "co alarm keeps beeping",
    "CO detector chirping",
    "the alarm by the boiler went off",
    "headache and boiler flame is orange",
    "black sooty marks round the boiler and the flame is yellow",
    "flame is floppy and not blue",
    "brown staining above the gas fire",
    "pilot light keeps going out",
    "pilot light on the back boiler wont stay lit",
    "heavy condensation on the windows in the boiler room",
    "condensation on the windows in the room with the gas fire and my eyes sting",
    "flue pipe is cracked",
    "fumes from the boiler",
    "i think there is carbon monoxide in the house",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });

  it.each([
    "feel dizzy and sick every time the heating is on",
    "we all get headaches at home but not at work",
    "flu like symptoms that go away when we go out",
    "my dad collapsed in the kitchen",
    "feeling drowsy and breathless indoors",
    "nauseous and light headed",
  ])("carbon monoxide symptoms, with medical advice: %j", (message) => {
    expect(classifySafety(message)).toEqual({ danger: "carbon-monoxide", symptoms: true, note: false });
  });

  it("reads the whole message, however long", () => {
    const long = `${"My boiler is a Worcester and the radiators are fine. ".repeat(36)}Also there is a smel of gas by the meter.`;
    expect(long.length).toBeGreaterThan(1900);
    expect(classifySafety(long).danger).toBe("gas");
  });

  it.each([
    "How much is a carbon monoxide test",
    "do you fit carbon monoxide alarms",
    "where should I put a co alarm",
    "what are the symptoms of carbon monoxide poisoning",
    "can carbon monoxide make you tired",
    "how do i know if my boiler is leaking carbon monoxide",
  ])("a question about a safety service gets a note, not an evacuation: %j", (message) => {
    expect(classifySafety(message)).toEqual({ symptoms: false, note: true });
  });

  it.each([
    "boiler pressure keeps dropping",
    "my gas boiler is leaking water",
    "how much is a gas safety check",
    "combi or system boiler which is better",
    "whistling noise from my boiler",
    "how long do i keep gas safety records",
    "im sick of my boiler breaking down",
    "condensate pipe frozen",
    "smoke alarm beeping",
    "what's the weather like",
    "how do i relight the pilot light",
    "window condensation in winter",
    "my cat is sick",
    "i feel sick about the cost of a new boiler",
  ])("no danger in %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("safety read by meaning", () => {
  it.each([
    ["there is a smell like matches being struck in the utility room", "gas"],
    ["landing smells of boiled cabbage near the meter cupboard", "gas"],
    ["dark sooty patches on the wall around the gas fire", "carbon-monoxide"],
    ["the boiler flue in the attic has been pushed out of its joint", "carbon-monoxide"],
    ["the CO alarm in the hall has been making a continuous loud noise for ten minutes", "carbon-monoxide"],
  ])("a hazard said without its usual words: %j", (message, danger) => {
    expect(classifySafety(message).danger).toBe(danger);
  });

  it.each([
    "there's no smell of gas, the boiler just shows a red light",
    "it's not a gas leak, the radiator valve is dripping",
    "I can't smell gas at all but the pilot won't stay lit",
  ])("a hazard under a negation is not one: %j", (message) => {
    expect(classifySafety(message).danger).not.toBe("gas");
  });

  it("a question about what to do if, is a question, with a note", () => {
    expect(classifySafety("what should I do if I ever smell gas in the flat")).toEqual({ symptoms: false, note: true });
  });

  it.each([
    ["first time the heating has been on since spring, a burning dust smell from the rads", "first-use-smell"],
    ["the engineer left an At Risk label on the cooker", "warning-notice"],
    ["the carbon monoxide detector chirps, I think the battery is low", "alarm-chirp"],
  ])("no hazard now, but advice of its own: %j", (message, advice) => {
    expect(classifySafety(message)).toMatchObject({ advice });
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it("symptoms are never taken out by a negation ('can't breathe')", () => {
    expect(classifySafety("I can't breathe properly when the fire is on").danger).toBe("carbon-monoxide");
  });
});

describe("found by the generalisation set's held-out part", () => {
  it.each(["how high up should I put the carbon monoxide detector", "where's the best spot for a CO detector"])(
    "a question about where a detector goes is not an alarm sounding ('detector' is not 'detected'): %j",
    (message) => {
      expect(classifySafety(message).danger).toBeUndefined();
    },
  );
});

describe("real words are read as themselves, not as a misspelt hazard word", () => {
  it.each([
    "Cadent came out and sorted it. How much is a boiler service?",
    "Smells like damp and wet dog in the hall where the boiler is, it's been raining in through the window.",
    "been waiting all week for someone to come about fitting a new boiler",
    "we live in Grangetown, hello, the boiler flame won't light",
    "I'll watch it and see if the smell goes, it's just the bins",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it("a smell at an appliance with a cause of its own named beside it is not gas", () => {
    expect(classifySafety("We painted the kitchen and the boiler cupboard smells of paint").danger).toBeUndefined();
    expect(classifySafety("the boiler cupboard smells funny").danger).toBe("gas");
  });

  it.each([
    "the storm's knocked the boiler pipe on the outside wall clean off, its hanging down the brickwork and the boiler is still running",
    "the pipe from the top of the boiler through the roof has come apart",
    "the wind has torn the flue off the side of the house",
    "our boiler flue got ripped half out of the wall by the scaffolders",
    "the flue's been snapped off at the wall, boiler still on",
    "the white pipe that goes out through the wall from the back of the boiler has come away from the bricks and is dangling",
    "the pipe that comes out through the wall from my boiler upstairs has slipped out of its joint and is hanging down",
  ])("the flue described without its name, damaged or displaced, is a carbon monoxide hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });

  it("a pipe outside dripping is the discharge pipe, not the flue", () => {
    expect(classifySafety("the copper pipe on the outside wall by the boiler is dripping").danger).toBeUndefined();
  });
});

describe("a flue squashed, covered or blocked", () => {
  it.each([
    "flue terminal outside has been squashed by the scaffolders",
    "the scaffolding is covering the boiler flue outside",
    "the flue is blocked by a birds nest",
  ])("is a carbon monoxide hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("found by probes written during tuning", () => {
  it("a change of flame colour told at length is still a CO sign", () => {
    expect(classifySafety("the flames at the back of my boiler look different than usual, more orange").danger).toBe(
      "carbon-monoxide",
    );
  });
  it("a pet's litter tray beside the boiler is a smell with its own cause", () => {
    expect(classifySafety("the cat's litter tray stinks and it's next to the boiler").danger).toBeUndefined();
  });
});

describe("found by the second generalisation set's held-out part", () => {
  it("a smell likened to gas with the food being cooked named is not a gas escape", () => {
    expect(
      classifySafety("We're boiling cabbage for tea so the house smells of it. Unrelated: how much is a service?")
        .danger,
    ).toBeUndefined();
    expect(classifySafety("the kitchen smells of cabbage and nobody is cooking").danger).toBe("gas");
  });
  it("a definition asked about the hazards is a question, not a hazard now", () => {
    expect(classifySafety("What's the difference between a gas leak and carbon monoxide?").danger).toBeUndefined();
    expect(classifySafety("what is a gas leak, i think i can smell one").danger).toBe("gas");
  });
});

describe("kinds found in the third round", () => {
  it.each([
    "how would I know if there was a gas leak",
    "how can you tell if you have got a gas leak in the house",
    "what are the signs of a gas leak?",
  ])("asking how to tell a gas leak is a question, not a leak now: %j", (message) => {
    expect(classifySafety(message)).toMatchObject({ note: true });
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("asking how to tell, while smelling something, is still a leak", () => {
    expect(classifySafety("how do i know if its a gas leak, theres a smell by the meter").danger).toBe("gas");
  });

  it.each([
    "is it normal for the boiler to smell a bit when you first put the heating on in autumn",
    "the new rads smell a bit like hot paint",
    "every year when the central heating first comes on after summer there's a smell from the radiators for an hour",
  ])("a smell on the heating's first run of the season is the first-use advice: %j", (message) => {
    expect(classifySafety(message)).toMatchObject({ advice: "first-use-smell" });
  });
  it("a strange smell the first time it is noticed is still read as gas", () => {
    expect(classifySafety("first time ive noticed a strange smell by the boiler").danger).toBe("gas");
  });

  it.each([
    "the fire in the living room makes my eyes sting and the room gets stuffy",
    "when the gas heater is on the air goes stale and stuffy and my eyes water",
    "room with the boiler in feels really stuffy and airless and gives me a funny head",
  ])("a stuffy room or stinging eyes with a gas appliance on is a CO sign: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it("a stuffy bedroom with no appliance named is not an alarm", () => {
    expect(classifySafety("the bedroom gets stuffy at night, is a radiator valve the answer").danger).toBeUndefined();
  });

  it.each([
    "co alarm gives a little beep every minute or so",
    "the carbon monoxide detector is chirping every 30 seconds",
    "our CO alarm makes a single chirp now and then",
  ])("a CO alarm's single chirp now and then is the battery advice with the conditional line: %j", (message) => {
    expect(classifySafety(message)).toMatchObject({ advice: "alarm-chirp" });
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each(["co alarm keeps beeping", "the CO alarm is beeping loudly every few seconds and won't stop"])(
    "an alarm beeping without the rhythm of a chirp is still an alarm: %j",
    (message) => {
      expect(classifySafety(message).danger).toBe("carbon-monoxide");
    },
  );
});

describe("gas let out, a leak already fixed, a whiff as a burner catches", () => {
  it.each([
    "I left the hob on without lighting it for a few minutes, windows are open now",
    "my husband left one of the cooker rings on unlit all afternoon",
  ])("a hob left on unlit is a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it.each([
    "Cadent came out yesterday and the leak was fixed by them, now the boiler won't relight",
    "the gas leak got fixed by the gas board this morning, can you check the boiler",
  ])("a gas leak already fixed is the conditional line, not the evacuation: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a smell of gas as the hob lights that disappears straight away is the lighting advice", () => {
    expect(classifySafety("bit of a gas smell when I light the hob but it disappears right away")).toMatchObject({
      advice: "lighting-whiff",
    });
  });
});

describe("third set's tuning part, by kind", () => {
  it.each([
    "the carbon monoxide alarm wont stop goin off, pulled the battery out",
    "co detector keeps beepin and flashin red",
  ])("a dropped g is read as meant, so an alarm going off is one: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it("a worry word far from a mention of CO in a long question is not a worry about CO", () => {
    expect(
      classifySafety(
        "I think we'll need the landlord check doing in March when the lease renews, and I also wanted to ask which rooms need a carbon monoxide alarm by law",
      ).danger,
    ).toBeUndefined();
  });
  it.each([
    "there's a nasty smell in the kitchen at night near the sink, sort of like the drains, the boiler pipe goes into it",
    "the kitchen smells of the bins in the morning, the boiler is in there too",
  ])("a smell likened to drains or bins a few words on is not gas: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("an own cause ruled out is no cause: a smell at the boiler is still read as gas", () => {
    expect(classifySafety("a funny smell at the boiler, I've checked the drains and it's not them").danger).toBe("gas");
  });
});

describe("found by the third generalisation set's held-out part (false alarms read once, after its measurement)", () => {
  it.each([
    // A headache said of a thing, not felt by anyone.
    "Sorting the gas certificates for all six flats has been a real headache, can you do them in one go?",
    "The paperwork for the gas safety record is a bit of a headache, do you email it to the agent?",
    "What a headache this boiler has been, it needs a service before the tenants move in",
    // A size or shape word said of something else in a list of appliances.
    "We have a gas hob with four burners, an oven and a big hot water cylinder: can you service them all?",
    "two gas fires, a range with five burners and a tall boiler cupboard to check please",
    // Smoke from a fire outside, with the gas boiler only named.
    "Smoky smell indoors tonight but it's the bonfire next door. We've a gas boiler, is it safe to keep it running?",
    "there's a woodsmoke smell in the lounge from the neighbour's log burner, our gas fire is off",
    // "thank" is not "think" (a worry word).
    "Thanks. Do landlords have to fit a carbon monoxide alarm in every room with a gas appliance?",
  ])("no hazard now: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it.each([
    ["I've had a headache all week and it's worse when the gas fire is on", "carbon-monoxide"],
    ["my husband has a bit of a headache every time the boiler runs", "carbon-monoxide"],
    ["the burner flames on the hob are big and lifting off", "carbon-monoxide"],
    ["the flames in the gas fire have turned orange", "carbon-monoxide"],
    ["I can smell gas and smoke in the kitchen", "gas"],
  ])("still a hazard: %j", (message, danger) => {
    expect(classifySafety(message).danger).toBe(danger);
  });
});

describe("stories, figures of speech and unfinished gas work (the fourth set's kinds, new wordings)", () => {
  it.each([
    // A hazard told as a story from long ago or another home, not said to be back.
    "Years ago at my mum's the CO alarm went off and it turned out to be the flue. Do you do a carbon monoxide check with the service?",
    "when we lived in thornaby we had a gas leak, the gas board sorted it. new house now, how much is a service",
    "Last year the man from the gas board capped our old cooker after a leak. Could you fit a new hob?",
    // Gas and fumes in a figure of speech.
    "honestly running on fumes this month, whats the cheapest you can fix a dripping pipe for",
    "my old combi has run out of gas as a boiler, it's 20 years old, what would a new one cost",
    "new boiler in and now we're cooking with gas, thanks lads",
  ])("no hazard now: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it.each([
    "the last firm left the boiler half installed, can you finish it off",
    "cowboy fitted our gas fire and left the old pipe uncapped behind it, will you sort it",
    "someone disconnected the old cooker and walked off the job, the gas pipe is just there",
  ])("unfinished gas work: the conditional line, no evacuation: %j", (message) => {
    expect(classifySafety(message)).toEqual({ symptoms: false, note: true });
  });

  it.each([
    ["we had a gas leak last year and I can smell it again now", "gas"],
    ["years ago our alarm went off, and it's going off again tonight", "carbon-monoxide"],
    ["my co alarm has been going off on and off ever since last month", "carbon-monoxide"],
    ["in our old house we had a leak, but I can still smell gas in this one", "gas"],
    ["We moved in a year ago and the CO alarm has started going off", "carbon-monoxide"],
    ["boiler was replaced two years ago and since last week there's a smell of gas by it", "gas"],
  ])("a story that is back now is still a hazard: %j", (message, danger) => {
    expect(classifySafety(message).danger).toBe(danger);
  });

  it.each([
    // A condition said without "if": "should I ever", "in the event of", "supposing".
    "What should a person do should they ever smell gas at home? Nothing wrong here, just asking.",
    "in the event of a gas leak who do i ring",
    "supposing I smelt gas one night, would I turn it off at the meter first?",
    "were the CO alarm ever to go off, do we all go outside?",
    // A CO alarm bought or fitted, where it goes: a question about safety, not an alarm sounding.
    "Just bought a carbon monoxide detector from the high street, where should it go? Boiler's in the kitchen",
    "my son got me a co alarm for christmas, how high up the wall does it go",
    "which room should the CO alarm be in, the one with the boiler or the bedroom",
    // Smoke from an outside source indoors: no gas.
    "smoke from next door's bonfire is coming in the vent by our gas fire, can I block it up",
    "the whole house smells of smoke from the neighbours bbq, the gas boiler is fine",
    "stink of smoke in the lounge from someone burning rubbish outside, near the gas fire",
    // Condensation with a household cause of its own.
    "loads of condensation on the windows since we started drying washing on the rads, the boiler's in the kitchen",
    "black mould and condensation running down the bedroom window, boiler is downstairs, is it the damp",
    "the bathroom window streams with condensation after every shower, the combi is in there too",
    "the bonfire over the road, the lounge where our gas fire is reeks of smoke, not gas, can I seal the vent",
  ])("no hazard, a question about safety: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it.each([
    "if ever I smell gas again after this I'll ring you, but right now the kitchen smells of gas",
    "smoke is coming out of the gas fire itself and the room smells of fumes",
    "the co alarm went off and now the high pitched beeping won't stop",
    "my lodger rang to say the co alarm upstairs is going off",
    "she messaged to say we should get out because the gas smell is strong",
  ])("still a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("dust burning off on the season's first run, in text-speak (the fifth set's kinds, new wordings)", () => {
  it.each([
    "heatin on 1st time this yr n the rads smell all burnin n dusty, normal?",
    "1st time weve had the heating on since april and theres a dusty burning smell",
  ])("%j", (message) => {
    expect(classifySafety(message).advice).toBe("first-use-smell");
  });
});

describe("the carbon monoxide reply is short with the medical line (the fifth set's kinds)", () => {
  it("stays within 160 words and names the emergency line twice at most", async () => {
    const { answer } = await import("./answer");
    const reply = answer("co alarm screaming in the hall at 3am, my toddler is asleep upstairs, what do i do");
    const text = [...reply.text, ...(reply.steps ?? []), ...(reply.after ?? [])].join(" ");
    expect(reply.urgent).toBe(true);
    expect(text).toContain("NHS 111");
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(160);
    expect(text.match(/0800 111 999/g)?.length).toBeLessThanOrEqual(2);
  });
});

describe("what carbon monoxide smells like, asked (the released held-out parts' kinds, new wordings)", () => {
  it.each([
    "What does carbon monoxide smell like? I want to know what to sniff for.",
    "does carbon monoxide have a smell like gas does",
    "can you smell co if the boiler is leaking it",
  ])("no hazard, the conditional line: %j", (message) => {
    expect(classifySafety(message)).toEqual({ symptoms: false, note: true });
  });
  it.each(["i can smell carbon monoxide in the kitchen", "the boiler smells like fumes and the co alarm is going off"])(
    "still a hazard: %j",
    (message) => {
      expect(classifySafety(message).danger).toBeDefined();
    },
  );
});

describe("kinds found in the fifth set's held-out part (false alarms, fixed by kind)", () => {
  it.each([
    "the cooker won't light and there's a yellow handle on the pipe by the meter, which way should it point?",
    "my gas fire has a yellow sticker on it from the last service, what does it mean",
    "the new-build has a yellow gas pipe going into the boiler, is that normal",
    "there's a yellow tag hanging off the boiler valve",
  ])("a yellow thing beside a gas appliance is no flame colour: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "the gas fire has gone a yellow colour",
    "my hob is burning yellow instead of blue",
    "the cooker rings burn orange now",
  ])("a gas appliance burning yellow or orange is still a CO sign: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it.each([
    "We had a weird smell in the utility room and I panicked it could be gas, but the plumber said it was the drain trap drying out and once he ran water it went. How much is a boiler service?",
    "There was an odd smell in the hall and my husband thought it might be gas; it turned out to be the drains outside and the council sorted it. Do you do landlord certificates?",
  ])("gas only feared, the smell explained by someone and gone: no escape now, the conditional line: %j", (message) => {
    expect(classifySafety(message)).toEqual({ symptoms: false, note: true });
  });
  it.each([
    "there's a smell like drains by the boiler and I think it might be gas",
    "funny smell in the kitchen, the plumber said it's not the drains, could it be gas?",
    "the engineer said it was the drains but the smell is still there and I'm worried it might be gas",
  ])("a smell still there, or its cause ruled out, with gas feared is still a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("a smell told of a workplace, not this home", () => {
  it.each([
    "there's a gas smell at my job every day because of the welding, separate thing, how much is a service at home?",
    "It always smells of gas at the factory where I work. At home my combi needs servicing, how much?",
    "the workshop at college reeks of gas from the cutting torches, can you service my boiler at my flat",
    "At my work it smells of gas, that's normal there, but what do you charge for a boiler service?",
  ])("gets the conditional line, not the evacuation: %j", (message) => {
    const v = classifySafety(message);
    expect(v.danger).toBeUndefined();
    expect(v.note).toBe(true);
  });

  it("a gas smell at home is still the emergency, work named or not", () => {
    expect(classifySafety("I've just got in from work and I can smell gas in the kitchen").danger).toBe("gas");
  });
});

describe("a word one letter from a symptom is not a symptom (new wordings)", () => {
  it.each([
    "I'm on nights so I sleep in the day, could the service be on a Saturday?",
    "my partner sleeps downstairs near the boiler, can you fit a quieter one",
    "the exhaust pipe from the boiler is dripping water outside",
    "boiler exhaust makes a whistling noise, can you service it",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it("feeling sleepy at home is still a symptom", () => {
    expect(classifySafety("we all feel sleepy and have headaches when the boiler is on").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("the sixth set's safety-precision kinds, in other wordings", () => {
  it.each([
    "next door are burning garden rubbish and the smoke smell is coming in through the windows, should i turn my boiler off",
    "Smoke smell in the lounge from the neighbours burning leaves, it's not gas. Is the combi ok to stay on?",
    "there's a smoky smell in the house, someone in the gardens behind is burning wood",
    "Neighbour burns his hedge cuttings in his garden, smoke smell all through my house. Boiler ok on?",
  ])("smoke from a fire outside the home is no gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a gas smell with a neighbour's fire named is still a gas escape", () => {
    expect(classifySafety("I can smell gas in the hall, the neighbour is having a bonfire too").danger).toBe("gas");
  });

  it.each([
    "Cadent came out last night after I smelled gas and capped the boiler off. When can you fix it?",
    "the gas board were out this morning because we smelt gas, they put a do not use sticker on the cooker. can u come",
    "National Grid attended for a gas smell yesterday and capped it off at the boiler, how much to repair?",
  ])("a smell the emergency service has already made safe is the warning-notice advice: %j", (message) => {
    expect(classifySafety(message)).toEqual({ symptoms: false, note: false, advice: "warning-notice" });
  });
  it("a smell still there after the capping is still a gas escape", () => {
    expect(classifySafety("they capped the boiler yesterday but I can still smell gas in the kitchen").danger).toBe(
      "gas",
    );
  });

  it.each([
    "Is it right that you can't smell carbon monoxide? My dad says he'd notice it straight away.",
    "is carbon monoxide odourless? my nan won't have an alarm because she says she'd smell it",
    "true that CO has no smell at all? worried about my gran who refuses an alarm",
  ])("whether carbon monoxide can be smelt, asked, is no hazard now: %j", (message) => {
    expect(classifySafety(message)).toEqual({ symptoms: false, note: true });
  });
});

describe("illness denied is no symptom (found by a test of the sixth set's conversation kind)", () => {
  it.each([
    "we're fine, nobody unwell, it's just for peace of mind really, what's the cost of a co test?",
    "None of us are ill and the alarm is quiet, I'd just like a carbon monoxide check",
    "no one is poorly, I just want the co levels checked before winter",
  ])("no hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a symptom beside an illness denied is still a symptom", () => {
    expect(classifySafety("I'm not ill but my husband feels dizzy by the gas fire").symptoms).toBe(true);
  });
});

describe("a smell's own cause with something else denied after it (found by a test of the sixth set's kind)", () => {
  it.each([
    "the kitchen sink stinks like sewage, nothing to do with the boiler I don't think, who do I call?",
    "cupboard under the sink smells of damp, not to do with the boiler surely?",
  ])("no gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a cause ruled out is still no cause", () => {
    expect(classifySafety("smell by the boiler, checked the drains and it's not them").danger).toBe("gas");
  });
});

describe("the sixth set's safety kinds, in new wordings", () => {
  it.each([
    "theres a pong in the utility like when the cooker ring dont light first time",
    "our hallway smells a bit like the hob does before it catches",
    "Since yesterday the boiler room has had a whiff like a car exhaust",
    "it smells like an exhaust pipe in the lounge where the gas fire is",
  ])("a smell likened to unlit gas or exhaust is a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });

  it.each([
    "tried to relight the pilot and got a strong whiff",
    "when I re-lit the pilot on the water heater there was a smell, can I do it again?",
    "Held the button in to relight the pilot light and there was quite a smell so I stopped",
  ])("a smell while relighting a pilot is a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });

  it.each([
    "the ceiling above the gas fire has gone a nicotine colour",
    "yellowy brown patches on the grille of the warm air heater",
    "tobacco coloured staining round the cooker grill, nobody smokes",
  ])("marks the colour of nicotine on or over a gas appliance are a CO sign: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });

  it.each([
    "The flame on the boiler was always blue until recently, now for some days it has turned yellow",
    "the burner flame through the little window, which I look at every morning with my tea, is orange now",
    "The flames on my gas fire were a lovely clear blue last winter but this week they have gone orange",
  ])("a flame colour told late in a long sentence is a CO sign: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });

  it.each([
    "the detector my son put up beside the cooker last Christmas is now giving off a loud continuous beeping",
    "the alarm in the kitchen, the one the council put in for us, is making a loud repeated noise and shows CO",
  ])("an alarm sounding told at length is a CO hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });

  it.each([
    "birds have nested in the boiler flue outside",
    "the new conservatory roof goes right up against the end of the flue",
    "ivy's completely overgrown the flue terminal",
    "jackdaws are living in the chimney our gas fire uses",
  ])("a flue obstructed is a CO hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });

  it.each([
    "our co alarm is quiet and the test button works, can I book a service",
    "the carbon monoxide detector is silent with its green light on, how much is a service",
    "We have CO alarms upstairs and down and they're both fine. Do you do carbon monoxide checks?",
  ])("an alarm said to be quiet or fine is no hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it.each([
    "smells of fish in here, not gas tho. is a gas safety check same as a service",
    "house reeks of curry from last night, its not a gas smell lol, anyway how much is a gas safety certificate",
    "The landing smells of new carpet, it isn't gas. Who does gas safety checks round here?",
  ])("gas named only in a service's name, the smell another thing: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it.each([
    "co detector does one little chirp every minute, not a loud alarm, battery?",
    "The CO alarm gives a single beep every 40 seconds, no loud noise at all",
  ])("a chirp with the loud alarm denied is the battery advice: %j", (message) => {
    const v = classifySafety(message);
    expect(v.danger).toBeUndefined();
    expect(v.advice).toBe("alarm-chirp");
  });

  it.each([
    "gas leak last tuesday, the emergency people fixed it, no smell since. can you service the boiler",
    "cadent came out on friday and sorted the leak, now my boiler won't fire up",
    "gas engineer came and found no leak, turned out the smell was the drains",
    "a Gas Safe engineer checked and there was no gas leak, it turned out to be a dried-out sink trap",
  ])("a leak fixed or ruled out by an engineer on a day named is no hazard now: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("a CO story from years ago told in one long sentence (the sixth set's kind, new wordings)", () => {
  it.each([
    "Years ago as a kid my dad got carbon monoxide poisoning from a gas fire, he was fine in the end but it's stayed with me ever since. Do you do CO checks?",
    "Back in our old flat years ago the co alarm went off, it turned out the flue was blocked, it's been on my mind since then, do you service Baxi boilers?",
  ])("is no hazard now: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });

  it("a story whose hazard is said to be back is the emergency", () => {
    expect(
      classifySafety("Years ago we had a gas leak here, it was fixed, and now I can smell gas again in the kitchen")
        .danger,
    ).toBe("gas");
  });
});

describe("an alarm's chirp told as over, with another question (the sixth set's kind)", () => {
  it.each([
    "the co alarm was chirping last week, a new battery fixed it and it's been fine since. how much is a service?",
    "Mum's carbon monoxide detector kept giving a single beep every minute, it turned out to be the battery, all fine now. Do you cover Redcar?",
    "Tenant said her CO alarm was chirping, turned out the battery was low, replaced and no problem since. Can you do her gas safety check?",
  ])("is answered as asked with the conditional line: %j", (message) => {
    const v = classifySafety(message);
    expect(v.danger).toBeUndefined();
    expect(v.advice).toBeUndefined();
    expect(v.note).toBe(true);
  });

  it.each(["co alarm chirps once a minute, is it the battery?", "dusty smell the first time the heating comes on"])(
    "told as now, it keeps its advice: %j",
    (message) => {
      expect(classifySafety(message).advice).toBeDefined();
    },
  );
});

describe("a decorative living-flame fire burning with yellow tips, as it is made to", () => {
  it.each([
    "our living flame gas fire has yellow tips on the flames, is that ok?",
    "Coal-effect gas fire: the flames are blue at the base with yellow tips. Normal for that kind of fire?",
    "the log effect fire in the lounge burns with yellow tipped flames, do you service those",
  ])("is the decorative fire's advice with the conditional line, not the evacuation: %j", (message) => {
    const v = classifySafety(message);
    expect(v.danger).toBeUndefined();
    expect(v.advice).toBe("decorative-flame");
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(reply.text.join(" ")).toMatch(/yellow-tipped flames/);
    expect(reply.text.join(" ")).toMatch(/0800 111 999/);
  });

  it.each([
    "our living flame fire used to have yellow tips but now it's all orange and sooty",
    "the coal effect fire has yellow tips and I've had a headache all evening",
    "living flame gas fire flames have gone yellow and the glass is turning black",
  ])("a change, soot or symptoms is still the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("a first-run dust smell told as gone, with another question (the sixth set's kind, new wordings)", () => {
  it.each([
    [
      "When we first put the heating on this autumn there was a dusty smell for a bit, it's gone now. How often should the boiler be serviced?",
      /year|annual/i,
    ],
    [
      "bit of a burning dust smell first time the heating came on, gone now tho. do u do landlord certs?",
      /gas safety/i,
    ],
    [
      "The dusty smell from the radiators after the summer has now gone. Can you fit a smart thermostat?",
      /thermostat/i,
    ],
  ])("is answered as asked, not with the smell's advice: %j", (message, expected) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(reply.topic).not.toMatch(/first-use-smell|burning-smell/);
    expect(reply.text.join(" ")).toMatch(expected);
  });

  it("asked about the smell itself, it keeps the smell's advice", () => {
    expect(
      classifySafety(
        "first time the heating came on there was a smell of burning dust, it went after an hour. Is that normal?",
      ).advice,
    ).toBe("first-use-smell");
  });
});

describe("a symptom the visitor denies is no symptom (the sixth set's held-out part, read by the lead)", () => {
  it.each([
    "I DO NOT smell gas. I DO NOT have a headache. I just want my heating fixed, it's been off since Saturday",
    "no headaches, no dizziness, nothing like that, the boiler just keeps cutting out",
    "we don't have any headaches or anything, the radiators are just cold at the top",
    "I haven't got a headache and nobody is dizzy, the boiler is just noisy",
  ])("no hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "I don't have a headache but my wife is dizzy when the boiler is on",
    "no headache for me but the kids keep being sick since the gas fire went on",
    "he's not been right, headaches all week when the heating is on",
  ])("a symptom beside the one denied is still a symptom: %j", (message) => {
    expect(classifySafety(message).symptoms).toBe(true);
  });
});

describe("'now' in a question about the rules is the present rule, no worry (the sixth set's held-out part, read by the lead)", () => {
  it.each([
    "What are the rules on carbon monoxide alarms for landlords now?",
    "whats the law now on co alarms in rented flats",
    "are carbon monoxide alarms a legal requirement now in a let house with a gas boiler",
  ])("no hazard now: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each(["the carbon monoxide alarm is going off now", "my co alarm is showing a reading now, what do I do"])(
    "a CO worry now is still the emergency: %j",
    (message) => {
      expect(classifySafety(message).danger).toBe("carbon-monoxide");
    },
  );
});

describe("the flue spelt 'flu' before its pipe or terminal (the sixth set's held-out part, read by the lead)", () => {
  it.each([
    "the scaffolders have knocked the flu pipe on the side of the house its bent right over, the boiler is still running",
    "flu pipe has come loose where it goes out the wall",
    "wind has blown the flu terminal cover off and the pipe is hanging",
  ])("the CO hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("gas let out unlit, told without a smell (the seventh set's kinds, new wordings)", () => {
  it.each([
    "the cooker ring was switched on for twenty minutes and it never lit, I've only just noticed",
    "grandad's fire has been turned on but didn't catch, it's hissing away",
    "The oven's been on 15 mins but it never caught. No flame in there at all.",
    "hissing noise from the hob, the knob was on but nothing lit",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it.each([
    "my hob won't light when I turn the knob, it just clicks",
    "the boiler hisses for a second when the heating comes on",
  ])("no gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("a smell at home while someone is at work or school is this home's smell", () => {
  it.each([
    "there's a strange pong by the fire in the lounge, the kids are at school and I'm at work till 5",
    "my daughter says the hall smells eggy, she's home by herself, I'm at work",
    "smells like when you turn the hob on and don't light it, hubby is at work",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("a gas leak long ago, put right, told before a question of today", () => {
  it.each([
    "We had a gas leak three winters back, the gas board mended it and there's been nothing since. How much is a service?",
    "A couple of summers ago there was a leak on the cooker pipe which Cadent put right, all good since. Can you do a service next week?",
    "Years ago we had a gas escape at the meter; it was put right and we've had no bother since. I need my boiler serviced.",
  ])("no emergency now: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a leak long ago with the smell back now is the emergency", () => {
    expect(
      classifySafety("We had a gas leak two winters ago which was put right, but I can smell gas again now").danger,
    ).toBe("gas");
  });
});

describe("a whiff just before a burner catches (new wordings)", () => {
  it.each([
    "there's a quick whiff of gas as the ring clicks alight and then it's gone",
    "a faint smell for a second before the burner catches, then nothing, flames blue",
    "I get a little whiff of gas just before the hob lights, then it disappears",
  ])("the lighting advice: %j", (message) => {
    expect(classifySafety(message).advice).toBe("lighting-whiff");
  });
});

describe("a CO alarm said not to sound, or its light gone off", () => {
  it.each([
    "OUR CO ALARM ISN'T BEEPING OR ANYTHING. I JUST WANT TO KNOW WHERE TO PUT A SECOND ONE",
    "the carbon monoxide detector is not going off, where should it go in the hall?",
    "the green light on the carbon monoxide alarm has gone off, it's not making any noise",
    "The power light on my CO detector went off this morning. Does it need a new battery?",
  ])("no hazard now: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "it isn't the smoke alarm, it's the CO alarm that's going off",
    "the CO alarm has gone off and the light is flashing red",
  ])("an alarm sounding is still the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("an alarm sounding by a gas appliance, CO not named", () => {
  it.each([
    "the alarm by the gas fire went off twice last night",
    "the detector next to the fire keeps going off with a loud beep",
    "the alarm thing in the kitchen near the cooker has gone off three times this week",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it("a fire alarm set off by cooking is no CO alarm", () => {
    expect(classifySafety("the fire alarm in the hall keeps going off when I cook").danger).toBeUndefined();
  });
});

describe("a CO alarm tested and working", () => {
  it.each([
    "pressed the test button on the CO alarm and it beeped like it should",
    "the co alarm passed its test last week and beeped as it should. Can you service the boiler?",
  ])("no hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a test that will not stop is still the emergency", () => {
    expect(classifySafety("I pressed the test button on the CO alarm and now it won't stop beeping").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("a chemical smell with a cause of its own (new carpet, glue, furniture)", () => {
  it.each([
    "we've just had laminate flooring glued down and the house smells of chemicals, boiler's fine",
    "strong chemical smell since the new sofa arrived, it's from the sofa isn't it?",
    "new carpets down in the hall and there's an odd smell, definitely the carpet",
  ])("no gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a smell like rotten eggs beside new carpet is still gas", () => {
    expect(classifySafety("new carpet down but the hall smells of rotten eggs").danger).toBe("gas");
  });
});

describe("a decorative fire's yellow flames, always so", () => {
  it.each([
    "our log effect gas fire has always burned with yellow flames, nothing different, is that how they're made?",
    "coal-effect fire, the flames are yellow like a real fire, always been that way, no marks",
    "Fuel effect fire has yellow flickering flames. No black marks, no change. Normal?",
  ])("the decorative-fire advice: %j", (message) => {
    expect(classifySafety(message).advice).toBe("decorative-flame");
  });
  it("a decorative fire's flames gone yellow with soot is carbon monoxide", () => {
    expect(classifySafety("the coal effect fire's flames have gone yellow and there's soot on the wall").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("buying, placing or being told to have a CO alarm", () => {
  it.each([
    "I've bought a carbon monoxide alarm, where's best to put it in the kitchen?",
    "should I buy a CO alarm for my mum's flat, would your engineer bring one?",
    "My son says I ought to have a carbon monoxide alarm. Could your man bring one and put it up?",
  ])("no hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("a relative's worry about gas, with no hazard found", () => {
  it.each([
    "My mum is convinced her boiler is leaking gas but I've been round and there's no smell, the CO alarm is silent. Could you service it to reassure her?",
    "grandad keeps saying there's a gas leak because his bills are high; there's no smell of gas at all and his alarm is quiet. can you check it over?",
    "Dad's got it into his head the cooker is leaking gas. I checked: no smell whatsoever and everything works. Can you give it a once-over?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "my mum thinks there's a gas leak, she says the kitchen smells of eggs",
    "dad's convinced the boiler is leaking gas, he can smell it in the hall",
  ])("a smell told is still the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("gas asked as the alternative to a smell's own cause", () => {
  it.each([
    "musty smell in the cupboard where the boiler is, could it be gas or is it just the damp?",
    "the utility room smells a bit like drains, the boiler's in there. gas or drains??",
  ])("the conditional line, not the evacuation: %j", (message) => {
    expect(classifySafety(message)).toMatchObject({ note: true });
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("drowsiness told in everyday words is a symptom", () => {
  it.each([
    "mum keeps nodding off in her chair when the gas fire's on",
    "my husband keeps dozing off in the afternoons and the boiler smells funny",
    "the kids can't stay awake in the front room with the fire on",
  ])("symptoms: %j", (message) => {
    expect(classifySafety(message).symptoms).toBe(true);
  });
});

describe("a smell likened to a burner that does not catch, smelt elsewhere, is not the lighting whiff", () => {
  it.each([
    "there's a whiff in the hall like when the hob doesn't catch straight away",
    "since the builders moved a pipe the porch smells like when you turn the cooker on and it doesn't catch",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("a gas tap or cooker heard hissing, told at length; gas on a person's clothes; a green flash", () => {
  it.each([
    "the gas tap on the cooker was knocked on by the dog, it was hissing when I came in",
    "one of the oven knobs got nudged round and there's been a hissing sound from it ever since",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it("a lit burner's soft hiss is no escape", () => {
    expect(classifySafety("the hob burner makes a soft hissing noise when it's lit with a blue flame").danger).toBe(
      undefined,
    );
  });
  it.each([
    "i smell of gas after work as I'm a welder haha, can you service my boiler",
    "my overalls smell of gas from the job, anyway how much for a service?",
  ])("the conditional line, not the evacuation: %j", (message) => {
    expect(classifySafety(message)).toMatchObject({ note: true });
  });
  it.each([
    "My tenant says the CO alarm is flashing green every minute, is that normal?",
    "the carbon monoxide detector flashes a green light now and then, is that ok?",
  ])("no hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("a radiator's hiss, or none, beside a valve's knob", () => {
  it.each([
    "bled the radiator with the key, no hiss at all, then turned the knob on the valve up to 5, still cold",
    "the radiator valve knob is stuck and when I bleed it there's a hiss of air, is that normal?",
  ])("no gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("slang smell verbs, a flue blown off, a pet and a person sick, the smell of gas asked", () => {
  it.each([
    "the whole downstairs honks of gas",
    "kitchen's humming of rotten eggs since tea time",
    "the meter cupboard is minging of gas",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it("a boiler honking like a goose is a noise, not a smell", () => {
    expect(classifySafety("the boiler is honking like a goose when the heating comes on").danger).toBeUndefined();
  });
  it.each(["the flue on the roof was blown off in the storm last night", "wind blew the flue cap off the boiler pipe"])(
    "carbon monoxide: %j",
    (message) => {
      expect(classifySafety(message).danger).toBe("carbon-monoxide");
    },
  );
  it.each([
    "the cat's been sick and so have I, since the boiler was serviced yesterday",
    "dog is being sick and me and the kids feel sick too when the fire is on",
  ])("symptoms in a person beside a pet: %j", (message) => {
    expect(classifySafety(message).symptoms).toBe(true);
  });
  it.each(["what does a gas leak smell like?", "How does gas smell, so I know if I ever get a leak?"])(
    "the smell asked, not smelt: %j",
    (message) => {
      expect(classifySafety(message).danger).toBeUndefined();
    },
  );
});

describe("a smell only a relative believes, checked by the visitor and not found", () => {
  it.each([
    "My mother thinks she can smell gas but she has dementia and smells things that aren't there; I've checked and there's nothing, everything works. Can you do a service to put her mind at rest?",
    "grandad reckons he can smell gas in his kitchen but I've been round and can't smell a thing, could you check his boiler over anyway",
  ])("the conditional line, not the evacuation: %j", (message) => {
    expect(classifySafety(message)).toMatchObject({ note: true });
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "my mum thinks she can smell gas in the kitchen, can you come and check?",
    "dad thinks he can smell gas, I checked and I can smell it too",
  ])("still the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("a smell back after a repair; an own cause denied in other words", () => {
  it.each([
    "the smell is back again, the one Cadent fixed last month, near the meter",
    "that gassy pong has come back in the utility since the engineer left",
    "Grandma says her kitchen has smelt funny for a week, she thinks it's the drains but she doesn't have any drains in there",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("questions and stories about gas and alarms, nothing now (new wordings)", () => {
  it.each([
    "We smelt gas years ago at our old house and it was the cooker; this house is fine. Do you do gas safety checks?",
    "The engineer who did our service said the flue is fine and the CO reading was normal. When's the next service due?",
    "can a carbon monoxide alarm go off for no reason?",
    "why would a CO detector go off if there's nothing wrong?",
    "Is it normal for a brand new CO alarm to beep once when you put the battery in?",
    "Does gas have a smell added to it?",
    "is it true they add a smell to gas?",
    "the kitchen smells of gas mark 5 roast chicken lol. anyway service price?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "can a carbon monoxide alarm go off for no reason? ours has just gone off twice",
    "Does my boiler smell of gas because it's old?",
  ])("still a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("a head banging, said of a person; a flame on a burner of another fuel", () => {
  it.each([
    "my son said his head was banging after his bath, the boiler's in the bathroom",
    "woke up with my head thumping again, gas fire was on all night",
  ])("symptoms: %j", (message) => {
    expect(classifySafety(message).symptoms).toBe(true);
  });
  it("a boiler banging is a noise, not a symptom", () => {
    expect(classifySafety("the boiler keeps banging when the heating comes on").symptoms).toBe(false);
  });
  it.each([
    "is an orange flame on a log burner normal? it's a wood burner, not gas",
    "our multi fuel stove burns with yellow flames, is that right?",
  ])("no gas hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a gas fire's orange flames beside a log burner are still a sign", () => {
    expect(
      classifySafety("we have a log burner in the lounge and the gas fire in the back room has orange flames").danger,
    ).toBe("carbon-monoxide");
  });
});
