import { describe, expect, it } from "vitest";
import { answered as all, ASKED_AT as now, shownText as shown } from "../test/assistant-replies";
import { playTurns } from "./eval/fresh";
import { classifySafety } from "./safety";

describe("the gas meter still moving with everything off, whatever the verb of its movement", () => {
  it.each([
    "all the gas stuff is switched off but the digits on the gas meter keep creeping up",
    "Turned off the boiler and the hob, yet the gas meter numbers are still rising. No smell.",
    "everything is off in the house and the meter for the gas is still changing, the last number climbs slowly",
    "nothing on at all n the gas meter is still creepin round, weird",
  ])("the national gas line: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
    expect(all(message).text).toContain("0800 111 999");
  });
});

describe("the water's own smell, with a gas appliance only named", () => {
  it.each([
    "We've got a gas combi and the hot water smells of rotten eggs when I run a bath. No smell in the house itself.",
    "hot tap water stinks eggy since we got back off holiday, the gas boiler itself is fine, no smell in the kitchen",
    "Only the water from the hot taps smells of eggs. We have a gas boiler and a cylinder. Who do we call?",
    "my shower water smells like sulphur, we have a gas boiler, is that a plumbing thing?",
  ])("no gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).urgent).toBe(false);
  });
  it("water said to smell of gas is still a gas escape", () => {
    expect(classifySafety("the water from the tap smells of gas").danger).toBe("gas");
  });
});

describe("gas as a joke about a person's or a pet's wind", () => {
  it.each([
    "the only gas leak in our house is my husband after a curry lol, can you service a Vaillant in Stockton?",
    "the dog's got terrible gas again 💨 anyway need a boiler service booking",
    "only gas problem round here is the baby 😂 boiler pressure keeps dropping though",
    "hubby has gas after sprouts every christmas haha. how much is a powerflush?",
  ])("no gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).urgent).toBe(false);
  });
  it("a person telling a real smell is still a gas escape", () => {
    expect(classifySafety("my husband says he can smell gas in the kitchen").danger).toBe("gas");
  });
});

describe("smoke coming back into the room from a fire or stove", () => {
  it.each([
    "the open fire keeps blowing smoke back into the lounge when the wind's up",
    "smoke comes out round the stove door into the room when we light it, is that normal",
    "log burner smokes back into the room on windy days, we don't have an alarm",
    "our multifuel stove puffs smoke into the living room now and again, should we worry?",
  ])("the conditional line and what to do, not the evacuation: %j", (message) => {
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toContain("0800 111 999");
    expect(reply.text.toLowerCase()).toMatch(/chimney|sweep/);
    expect(reply.text.toLowerCase()).toContain("alarm");
  });
  it("smoke back into the room with someone unwell is carbon monoxide", () => {
    const v = classifySafety("the stove is puffing smoke back into the room and my son feels dizzy and sick");
    expect(v.danger).toBe("carbon-monoxide");
  });
});

describe("smoke smelt indoors from a bonfire or fire outside", () => {
  it.each([
    "smoke smell in the house, pretty sure it's next door's bonfire again, anything I can do?",
    "every saturday the neighbour burns rubbish in his garden and our house stinks of smoke, what can I do",
    "the lounge smells of bonfire smoke, someone up the road burns garden waste, can I do anything about it",
    "neighbours fire pit smoke comes in through our windows and vents all evening, help",
  ])("advice about the fire outside, not a menu or a handoff: %j", (message) => {
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text.toLowerCase()).toContain("council");
    expect(reply.text).toContain("0800 111 999");
  });
});

describe("a figure of speech with a smoke word names no burning smell", () => {
  it.each([
    "got a smoking deal on a new boiler elsewhere, can you beat it?",
    "that quote was smoking hot, cheapest around, can you match it for a combi swap?",
    "you lot are smoking if you think I'm paying that for a service",
    "the engineer was an absolute smoke show, can I book him for next year's service?",
  ])("no burning-smell advice: %j", (message) => {
    expect(all(message).topic).not.toBe("burning-smell");
  });
  it.each(["there is smoke coming from the boiler", "the boiler is smoking", "smoke and sparks from the boiler"])(
    "smoke from the boiler is still the burning-smell advice: %j",
    (message) => {
      expect(all(message).topic).toBe("burning-smell");
    },
  );
});

describe("someone else's carbon monoxide or gas story, long ago", () => {
  it.each([
    "my friend got CO poisoning last year from her old fire, so I want an alarm fitted. do you do that?",
    "my cousin ended up in hospital with carbon monoxide poisoning a few years ago, can you check our boiler for CO?",
    "a lad at work had carbon monoxide poisoning last winter so we want our gas fire checked",
    "we had a gas leak back in 2019, all fixed then. now I just need a service",
    "My neighbour's CO alarm went off last night and the fire brigade came. Should I be worried about mine? Ours is quiet.",
    "my mate had a gas leak on tuesday, it got me thinking, do you do safety checks?",
  ])("no emergency, the conditional line: %j", (message) => {
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toContain("0800 111 999");
  });
  it.each([
    "my neighbour smelt gas yesterday in our shared hallway",
    "my neighbour's CO alarm is going off now through the wall",
  ])("someone else's hazard in our home, or now, is still one: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
  it("poisoning told of someone else now is an emergency", () => {
    expect(classifySafety("my nan has carbon monoxide poisoning, the ambulance is here, her gas fire").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("a hob flame with a yellow tip only now and then", () => {
  it.each([
    "the hob flame has a yellow tip now and then, mostly blue. is that ok?",
    "one of the gas rings flickers a bit orange at the tip sometimes but it's blue otherwise",
    "cooker burner is blue but the odd yellow flick at the top every so often, normal?",
    "gas hob flames are blue with the occasional orange tip, should I worry",
  ])("the flame-colour advice with the line, not the block: %j", (message) => {
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toContain("blue");
    expect(reply.text).toContain("0800 111 999");
  });
  it("a flame gone yellow for good is still a sign", () => {
    expect(classifySafety("the hob flames have all gone yellow and there's soot on the pans").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("using an appliance the engineer has condemned, asked on the next turn", () => {
  it.each([
    ["the engineer put a warning sticker on the gas fire", "can we not just put it on for an hour, it's freezing"],
    ["gas man capped off my boiler today", "can i use it tonight just till you come?"],
    ["my boiler was labelled at risk on the service", "is it ok to switch it back on for tonight?"],
    ["the engineer turned the cooker off and put a do not use label on it", "can I just use it for tea?"],
  ])("don't use it: %j then %j", (first, second) => {
    const reply = playTurns([first, second], now);
    expect(reply.urgent).toBeFalsy();
    expect(shown(reply).toLowerCase()).toMatch(/don't use|do not use/);
  });
});

describe("a symptom word said of what a price or a thought does to someone", () => {
  it.each([
    "the price is making me feel sick lol, how much is a new combi really?",
    "that quote made me feel ill, can you do any better on a boiler swap?",
    "the thought of another bill makes me sick. is boiler cover worth it?",
    "the gas bill this month is making me dizzy haha, how can I cut it",
  ])("no carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).urgent).toBe(false);
  });
  it("feeling sick from the fire is still carbon monoxide", () => {
    expect(classifySafety("the gas fire is making me feel sick and dizzy").danger).toBe("carbon-monoxide");
  });
});

describe("an unnamed box or unit on the ceiling sounding, the sound told before the box", () => {
  it.each([
    "theres a high pitched continuous beeping coming from the box on the kitchen ceiling by the boiler",
    "constant loud beeping from the little white unit on the wall near the gas fire, what is it",
    "non stop screeching from a round thing on the ceiling in the hall, the boiler's in the cupboard there",
    "loud beeps over and over from the gadget next to the boiler and it won't stop",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("pet birds ill or dead near a gas appliance", () => {
  it.each([
    "my budgie died and the other birds look ill, cage is next to the gas fire",
    "our canary is poorly and the other one died last night, they're in the room with the boiler",
    "two of my finches have died this week, their cage is by the gas fire",
    "the parrot seems unwell and sleepy, he lives in the kitchen by the boiler",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("a smell likened to the odorant, with cooking denied or only in the likeness", () => {
  it.each([
    "kitchen reeks like boiled cabbage and nobody's cooked anything all day",
    "the hall smells of garlic and nobody has cooked with garlic",
    "the landing pongs like boiled cabbage and we haven't cooked today",
    "whiff like struck matches in the landing, no one's been cooking",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it("cabbage cooked for tea is the smell's own cause", () => {
    expect(classifySafety("the flat smells like cabbage but we had cabbage for tea").danger).toBeUndefined();
  });
});

describe("a gas leak only supposed, with a verb of suspicion or the escape itself in the condition", () => {
  it.each([
    "what do I do if I think I have a gas leak? Just asking, there isn't one.",
    "if we ever suspect a gas leak who do we ring first?",
    "who do I call if there's ever a gas escape in the flat?",
    "if I reckon there's a gas leak what should I do first",
  ])("the gas steps to keep, not the emergency: %j", (message) => {
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.topic).toBe("gas-steps");
    expect(reply.text).toContain("0800 111 999");
  });
  it.each(["if I'm honest I think I can smell gas in the kitchen", "if you ask me the kitchen smells of gas"])(
    '"if" in a figure of speech opens no condition: %j',
    (message) => {
      expect(classifySafety(message).danger).toBe("gas");
    },
  );
});

describe("a flue's plume blown onto open air, soot after a sweep, eggs eaten: no sign", () => {
  it.each([
    "my neighbour's boiler flue blows steam onto my fence, is that allowed?",
    "next door's flue blows straight onto our drive, white clouds every morning, is that ok?",
    "we had the chimney swept last week, bit of soot fell into the fireplace, is that normal?",
    "after the sweep came there's soot in the grate, should I clean it?",
    "our house smells of eggs but only after the kids have had eggs for breakfast lol, anyway how much is a service",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "the flue blows into the shed",
    "the flue has blown off in the wind",
    "soot all over the front of the gas fire",
  ])("still a sign: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe('a likeness to long ago is a smell now; "now" opening a request after a fixed hazard is no hazard now', () => {
  it.each([
    "there's a smell like the old coal gas in my kitchen, like when I was a girl",
    "the hall smells like when I was a kid and the old gas fire leaked",
    "reminds me of when i was little, that gassy smell, it's in the back bedroom",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it.each([
    "we had a gas leak back in the nineties, all fixed, now need a service",
    "we had a gas leak in 2019 which was fixed, now we want the boiler serviced",
    "gas leak last year, sorted by cadent, now I need a landlord certificate",
    "had a gas smell yesterday, engineer fixed it, now i need to know the price of a service",
  ])("the conditional line, not the emergency: %j", (message) => {
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toContain("0800 111 999");
  });
  it("the smell back now is still a gas escape", () => {
    expect(classifySafety("the leak was fixed last week but now I can smell gas again").danger).toBe("gas");
  });
});

describe('the carbon monoxide alarm asked about, then "it\'s going off now"', () => {
  it.each([
    ["what should I do if the CO alarm goes off?", "it's going off now!"],
    ["where should a carbon monoxide alarm go?", "its beeping loud now and wont stop"],
    ["do co alarms go off for no reason?", "well it's going off now, really loud"],
    ["how do I test my carbon monoxide detector?", "now its screeching and wont stop"],
  ])("the emergency: %j then %j", (first, second) => {
    const reply = playTurns([first, second], now);
    expect(reply.urgent).toBe(true);
    expect(shown(reply)).toContain("0800 111 999");
  });
  it("a smoke alarm asked about is not made a carbon monoxide alarm", () => {
    expect(playTurns(["what does it mean when a smoke alarm beeps?", "it's going off now"], now).urgent).toBeFalsy();
  });
});

describe("an appliance condemned, or its use asked after an At Risk notice", () => {
  it.each([
    ["the engineer said the flue is At Risk", "is it dangerous to use tonight?"],
    ["the gas fire was condemned today", "my husband says he'll just uncap it himself, is that ok?"],
    ["our cooker's been condemned by the gas man", "can I put it on just for Sunday dinner?"],
  ])("don't use it: %j then %j", (first, second) => {
    const reply = playTurns([first, second], now);
    expect(reply.urgent).toBeFalsy();
    expect(shown(reply).toLowerCase()).toMatch(/don't use|do not use/);
  });
  it("a condemned appliance told gets the notice's advice", () => {
    expect(classifySafety("the gas fire was condemned today").advice).toBe("warning-notice");
  });
});

describe("a symptom told as given by fumes with a cause of their own", () => {
  it.each([
    "the fumes from the new gloss paint are giving me a headache, is it safe to keep the boiler on?",
    "the bleach fumes in the bathroom gave me a headache, can you service the combi next week?",
    "glue fumes from the new carpet are giving me a sore head",
    "the paint smell in the nursery gave me a headache yesterday, can you move a radiator?",
  ])("the conditional line, not the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).text).toContain("0800 111 999");
  });
  it("symptoms every evening by the gas fire are still carbon monoxide, whatever was painted", () => {
    expect(
      classifySafety("headache and dizzy every evening, gas fire on, we painted the lounge last month").danger,
    ).toBe("carbon-monoxide");
  });
});

describe("a hiss told by its likeness at the gas meter or a gas pipe", () => {
  it.each([
    "there's a noise like someone letting air out of a tyre behind the gas meter",
    "we can hear a sound like a balloon going down near the gas pipe in the cupboard",
    "a rushing air noise from the meter box outside, like a puncture",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it("a meter beside the car's tyres is no sound", () => {
    expect(
      classifySafety("the gas meter is in the garage next to the car tyres, can you move it?").danger,
    ).toBeUndefined();
  });
});

describe("a gas oven or hob used to heat a room", () => {
  it.each([
    "is it ok to use the gas oven with the door open for heat? the boiler is broken",
    "boilers dead so weve got the hob rings on to warm the kitchen, is that ok",
    "can I leave the cooker on as a heater overnight till you come",
    "we put the oven on to keep warm while the boiler's off",
  ])("don't, with the conditional line: %j", (message) => {
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toContain("don't heat the room");
    expect(reply.text).toContain("0800 111 999");
  });
  it("an oven slow to heat up is no heater", () => {
    expect(classifySafety("my oven takes ages to heat up, can you fix cookers?").advice).toBeUndefined();
  });
});

describe("symptoms asked about in general, or a CO reading of nothing", () => {
  it.each([
    "Can a faulty boiler cause headaches even if the CO alarm isn't going off?",
    "does carbon monoxide make you dizzy or just sleepy?",
    "can a gas fire give you headaches?",
    "Had my boiler serviced last week and the engineer left a CO reading of 0 ppm on the sheet. Is that good?",
  ])("the conditional line, not the emergency: %j", (message) => {
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toContain("0800 111 999");
  });
  it("one's own headaches asked about are still symptoms", () => {
    expect(classifySafety("can the boiler cause my headaches? I have them every day at home").symptoms).toBe(true);
  });
});

describe("gas smelt on a person from their work", () => {
  it.each([
    "i work at the gas works so I always smell of gas when I get home, my wife says the car stinks too lol. boiler service price?",
    "I'm a welder so I smell of gas after work",
    "he always smells of gas after a shift at the plant, anyway can you service our combi?",
  ])("no gas escape here: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a room smelling of gas as well is still a gas escape", () => {
    expect(classifySafety("I smell of gas when I come home from work, the kitchen smells of gas too").danger).toBe(
      "gas",
    );
  });
});
