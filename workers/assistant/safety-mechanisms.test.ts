import { describe, expect, it } from "vitest";
import { answered as all } from "../test/assistant-replies";
import { classifySafety } from "./safety";

describe("a hazard word inside a figure of speech names no hazard", () => {
  it.each([
    "Bit of a headache of a task, this: the towel rail in the bathroom never warms up. Could you look on the 20th?",
    "my alarm clock never went off n i missed ur engineer this morning, can i rebook",
    "The phone alarm didn't ring and nobody was in when your man called. What happens now?",
    "we're glossing the doors so the place stinks of paint, I'm half high on the fumes lol. Can you still fit the new rad Tuesday?",
    "Me dad says the gas bills stink this year, they're massive. Would a new boiler bring them down?",
    "The other firm quoted a smoking hot price for a combi swap, 1100 all in. Can you do better?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).urgent).toBe(false);
  });
  it("a headache felt near a gas fire is still a symptom", () => {
    expect(classifySafety("I've had a headache of a morning since we put the gas fire on").symptoms).toBe(true);
  });
  it("a real alarm sounding after a false alarm is still a hazard", () => {
    expect(classifySafety("false alarm yesterday but today the CO alarm is going off again").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("an explicit all-clear governs the hazard words it covers", () => {
  it.each([
    "Ignore me, false alarm: the eggy pong was only the food caddy gone off. How much is a service?",
    "panic over!! the funny smell was a dead mouse behind the fridge. can I get a quote for a new combi?",
    "The grandkids are grand, no symptoms, nothing wrong with anyone. His CO detector is ten years old though, should he get a new one?",
    "smoke smell in the street is the allotments burning rubbish, nothing to do with our boiler. Do you do power flushes?",
    "My mother's carbon monoxide alarm is ancient. She is perfectly well, no headaches or anything. Can you fit a new one when you service her boiler?",
  ])("no emergency, the conditional line at most: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).urgent).toBe(false);
  });
  it.each([
    "Mum is fine, no symptoms at all, but her carbon monoxide alarm is going off right now",
    "no smell in the kitchen but the hallway reeks of gas",
    "The kids are fine, nobody's ill, but I can smell gas really strongly by the meter",
    "panic over, I thought, but now the smell of gas is back and stronger",
    "Nan was dizzy and sick in the back room with the gas fire on last night. She's right as rain now, no symptoms. Should we worry?",
  ])("a hazard after or beside the all-clear stays one: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
    expect(all(message).urgent).toBe(true);
  });
});

describe("a carbon monoxide alarm's age or state told, nothing sounding and nobody unwell", () => {
  it.each([
    "my carbon monoxide detector says 2015 on the back, is it past it?",
    "found a CO alarm in a kitchen drawer with no batteries when we moved in. where should it go?",
    "our co alarm has expired, the sticker says replace by 2024. do you fit them?",
    "Dad's carbon monoxide alarm is ancient, must be ten years old. Should he get another?",
  ])("the conditional line, not the steps: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).urgent).toBe(false);
  });
  it("an old alarm that is sounding is still a hazard", () => {
    expect(classifySafety("our CO alarm is ten years old and it's going off now with a loud alarm").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("a smell the visitor puts down to a harmless cause of their own, told as fact", () => {
  it.each([
    "the kitchen stinks of rotten eggs but it's the bin, the bin men didn't come this week. Can you service the boiler?",
    "It smells like gas when the Sunday roast is on, it's the sprouts! Anyway, can you do a service?",
    "whiff of sulphur in the utility, turned out it was the dog's food bowl. what do you charge for a powerflush",
    "There's an eggy pong in the bathroom, it's the drains again, the council are coming. Do you do towel rails?",
  ])("the conditional line, not the steps: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    const reply = all(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toContain("0800 111 999");
  });
  it.each([
    "there's a gas smell near the meter, my husband thinks it's the drains",
    "smells of gas in the hall, probably the bins but I'm not sure",
    "smells of gas, I thought it was the bin but I emptied it and it's still there",
    "it's the bin I reckon, but there's a hissing by the gas meter and a smell of gas",
  ])("a cause only believed, doubted or with more told stays a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("a carbon monoxide alarm's own test told, nothing else sensed", () => {
  it.each([
    "we tested the carbon monoxide alarm with the button and it beeped loud, all good. when is my service due?",
    "Pushed the little button on the CO detector, it screamed, so it works? Also need a service quote",
    "I gave the carbon monoxide alarm a test and it shrieked, then quiet. Just checking that's how it should be",
    "held the co alarm button in for 5 secs like the leaflet says, it went off proper loud. that's right isn't it",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).urgent).toBe(false);
  });
  it("pressing the button again and again to quieten it is the alarm sounding", () => {
    expect(
      classifySafety("the co alarm has gone off three times tonight, I keep hitting the button to shut it up").danger,
    ).toBe("carbon-monoxide");
  });
  it("a test that will not stop is the alarm sounding", () => {
    expect(classifySafety("I pressed the button on the CO alarm to silence it but it keeps going off").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("a symptom said of thinking, reading or choosing, not felt from a hazard", () => {
  it.each([
    "I get a headache just thinking about the cost of a new boiler. What finance do you offer?",
    "the thought of another winter with this boiler makes me dizzy lol. quote for a new one?",
    "reading all these boiler reviews is giving me a headache, which is best?",
    "Comparing combi quotes has me feeling sick, they're all so different. Do you price match?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).symptoms).toBe(false);
    expect(all(message).urgent).toBe(false);
  });
  it("a headache told after a thought about the chimney is still a symptom", () => {
    expect(
      classifySafety("smoke keeps puffing back off the stove, I think the flue is blocked and my head is thumping")
        .symptoms,
    ).toBe(true);
  });
  it("a headache with the gas fire on all evening, thinking it's the reading, is still a symptom", () => {
    expect(
      classifySafety("gas fire on all evening and I get a headache, thought it was from reading too much").symptoms,
    ).toBe(true);
  });
});

describe("a smell likened to the gas odorant, with a harmless cause only believed by someone else", () => {
  it.each([
    "whiff like rotten eggs near the boiler, the wife reckons it's the drains",
    "smell of sulphur by the meter cupboard, my son says it's the bins",
    "since we moved in the hall has smelt like a struck match, strongest near the meter, hubby thinks it's the drains",
    "There's a smell like matches by the gas fire and my mum reckons it's the dog",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
    expect(all(message).urgent).toBe(true);
  });
});

describe("another device's alarm names no carbon monoxide alarm", () => {
  it.each([
    "the baby monitor alarm keeps going off, nothing to do with the boiler haha. Can you service it Friday?",
    "Next door's car alarm went off all night so I'm shattered, but can you still come at 8 for the boiler?",
    "our burglar alarm keeps beeping since the power cut, can your electrician look at it when you service the boiler?",
    "the fridge alarm is going off because the door won't shut, do you repair fridges or just boilers?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    expect(all(message).urgent).toBe(false);
  });
});

describe("a gas part, flue or vent with something physically wrong: the conditional line whatever answers", () => {
  it.each([
    "the plumber knocked the gas pipe behind the cooker and now it's at a funny angle and wobbles. can you come next week?",
    "the gas meter box outside got smashed by a car reversing, the pipe looks dented. who do i call?",
    "the pipe from the gas meter is cracked where the kids kicked it",
    "I've put cardboard over the air brick next to the gas fire to stop the cold getting in. Any problem?",
    "Our loft conversion lads moved the boiler flue and left it poking out loose between the tiles. Is that a job for you?",
  ])("0800 111 999 in the reply: %j", (message) => {
    expect(all(message).text).toContain("0800 111 999");
  });
});

describe("the safety net stays quiet where nothing at a gas part is wrong", () => {
  it.each([
    "the copper pipe under the bathroom radiator is bent where the carpet fitter trod on it, can you replace it?",
    "The plastic vent cover outside by the kitchen extractor has gone brittle, is that your job?",
    "the overflow pipe outside is hanging loose off the wall and dripping",
  ])("no 0800 111 999: %j", (message) => {
    expect(all(message).text).not.toContain("0800 111 999");
  });
});

describe("symptoms where a fuel-burning appliance runs, overnight or on waking, whatever everyday cause is guessed", () => {
  it.each([
    "We run the calor gas heater in the caravan all evening and my husband wakes with a banging head, he blames the beer.",
    "grandad keeps his gas fire going all night in the bedroom and he's been sick two mornings running. he says it's the curry",
    "Our lodger has the back boiler on overnight and wakes up dizzy, but she reckons it's her hay fever tablets.",
    "Since we lit the wood burner every evening I feel sick and dizzy by bedtime. Probably the late nights, right?",
    "my head is so painful when I get up, the boiler is in my bedroom cupboard. Probably the pillows lol",
  ])("carbon monoxide with medical advice: %j", (message) => {
    const verdict = classifySafety(message);
    expect(verdict.danger).toBe("carbon-monoxide");
    expect(verdict.symptoms).toBe(true);
    const reply = all(message);
    expect(reply.urgent).toBe(true);
    expect(reply.text).toContain("111");
  });
  it("a headache with an everyday cause and no appliance burning stays the conditional line", () => {
    const verdict = classifySafety(
      "I've a banging headache after the works do, too much wine. Can you service my boiler on Friday?",
    );
    expect(verdict.danger).toBeUndefined();
  });
});

describe("a head said to hurt in other words", () => {
  it.each([
    "my head is very painful every evening in the lounge where the gas fire is",
    "head aching all the time in the flat since the new gas heater went in",
    "I keep getting a heavy head and feel half asleep when the boiler's on",
    "Bad pains in my head each morning, the gas fire's in the bedroom",
  ])("a symptom: %j", (message) => {
    expect(classifySafety(message).symptoms).toBe(true);
  });
});

describe("symptoms in the morning with an everyday cause, the boiler only named for a service", () => {
  it.each([
    "woke up rough as anything this morning, too many pints at the match. Can someone service the boiler Thursday?",
    "woke with a headache after the wedding, too much prosecco. Also the boiler in the kitchen keeps losing pressure.",
  ])("no emergency: %j", (message) => {
    expect(all(message).urgent).toBe(false);
  });
});
