import { describe, expect, it } from "vitest";
import { answer } from "./answer";
import type { HistoryItem } from "~/lib/contracts/assistant";
import { classifySafety, inScope } from "./safety";
import { words } from "./text";

const now = new Date("2026-11-25T10:00:00Z");
const all = (message: string, earlier: string[] = []) => {
  const history: HistoryItem[] = earlier.flatMap((text) => [
    { role: "visitor" as const, text },
    { role: "assistant" as const, text: "ok" },
  ]);
  const reply = answer(message, now, history);
  return { topic: reply.topic, text: [...reply.text, ...(reply.steps ?? []), ...(reply.after ?? [])].join(" ") };
};

describe("gas let out unlit, told while someone is at work", () => {
  it.each([
    "my lad's on his own at home, I'm at work. He says the hob dial was left half on and never lit and the kitchen smells like rotten eggs",
    "dad's out at work, there's a sulphur smell in the back kitchen, the oven knob was on but it wasnt lit",
    "I'm at the office, my daughter rang: she can smell eggs in the kitchen and a ring on the cooker was on but not lit",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("black marks on a gas appliance named in other words", () => {
  it.each([
    "the old water heater above the sink has gone black round the top",
    "the vents on top of the geyser have gone black",
    "the little wall heater in the bathroom has black marks up the wall above it",
    "the gas fire in the lounge has dark streaks on the wall going up from it",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("a flue damaged, displaced or covered, told without the word flue", () => {
  it.each([
    "the storm knocked the cap off the top of the boiler chimney on the roof, its lying in the yard",
    "the conservatory's been built round the boiler outlet, it now blows into the conservatory",
    "the white round pipe from the boiler now pokes out into our new extension instead of outside",
  ])("the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it("a plant grown over the boiler's outlet gets the conditional line", () => {
    expect(all("the plants have grown right over where the boiler vents out on the wall").text).toContain(
      "0800 111 999",
    );
  });
});

describe("a CO alarm told only by its pattern in a follow-up", () => {
  it.each([
    [
      "Well it's going mad now, three beeps then quiet then three beeps again",
      "whats the white thing on the ceiling by the boiler with a green light",
    ],
    ["now its doing four long beeps and a gap, on repeat", "I've got a little box on the wall by the boiler"],
  ])("the emergency: %j", (message, earlier) => {
    expect(all(message, [earlier]).topic).toBe("carbon-monoxide");
  });
});

describe("an unnamed device asked about, then told to sound", () => {
  it.each([
    ["it's screeching non stop now", "what's the little box with a light by my boiler"],
    [
      "it keeps beeping really loud now and won't stop",
      "there's a white thing on the ceiling near the boiler, what is it",
    ],
    ["it's going off now, really loud, what do I do", "what's the round unit on the wall with a green light?"],
  ])("the emergency: %j", (message, earlier) => {
    expect(all(message, [earlier]).topic).toBe("carbon-monoxide");
  });
  it("a single chirp now and then is the battery", () => {
    expect(
      all("it gives a single beep every minute or so", ["what's the little white box on the wall with a light?"]).topic,
    ).not.toBe("carbon-monoxide");
  });
});

describe("a hazard past and put right is not one now", () => {
  it.each([
    "we had a gas leak in march, the gas board sorted it and it's been fine. price for a service?",
    "we smelt gas last wk, cadent came out n made it safe, all good now. can u service the boiler",
    "my grandad got carbon monoxide poisoning in the eighties from an old fire, so we're careful. Can you fit a CO alarm and service the boiler?",
    "There was a CO scare at ours two winters ago, sorted and a new boiler fitted since. How much is a service?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "we had a gas leak in march, the gas board sorted it but I can smell gas again now",
    "cadent made it safe last week but the smell is back this morning",
    "we had a CO scare last winter, all sorted, but I keep getting headaches now",
    "the co detector went off in the night then stopped, is it alright now?",
    "the gas board made it safe yesterday. The smell is there tonight",
    "CO alarm went off last night, we opened the windows and it stopped. all good now?",
    "there were sooty marks last year, the engineer fixed it, but the marks are back above the fire",
    "boiler's been fine all year, but last night there was a funny eggy smell in the kitchen, what should I do",
  ])("still a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("a smell with its own cause, and smells denied", () => {
  it.each([
    "fried fish for tea and the whole house still stinks of it lol. do you do gas safety certificates?",
    "made a big chilli yesterday and the kitchen still smells of it, separate question how much is a service",
    "burnt the toast this morning and the house still reeks, anyway can you service my boiler",
    "the kitchen pongs of fish from tea, how much is a power flush",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "made a curry earlier and now the kitchen smells of gas",
    "cooked tea and there's still a funny eggy smell by the cooker, do you do gas safety checks",
  ])("a meal named beside a gas smell is still a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it("no gas smell and no burning smell is not a burning smell", () => {
    expect(all("no gas smell no burning smell, the boiler just makes a whistling noise").topic).not.toBe(
      "burning-smell",
    );
  });
  it.each([
    "there's no burning smell or anything, the boiler's just banging when the heating comes on",
    "not a burning smell at all, more of a whistle from the boiler",
  ])("a burning smell denied is no burning smell: %j", (message) => {
    expect(all(message).topic).not.toBe("burning-smell");
  });
  it.each([
    "just had two new rads put in and they give off a hot paint smell when warming up, normal?",
    "plumber fitted new ones on monday, there's a smell of hot paint when they heat up, will it go?",
  ])("paint burning off new radiators is the first-heat smell: %j", (message) => {
    expect(all(message).topic).toBe("first-use-smell");
  });
  it("a burning plastic smell from the boiler is still the burning-smell advice", () => {
    expect(all("there's a hot plastic burning smell from the boiler").topic).toBe("burning-smell");
  });
  it.each([
    "the radiator in the hall smells of wet towels cos we dry them on it, and it's cold at the bottom",
    "the rads stink of wet dog, the dog lies against them all day. one is cold at the bottom tho",
  ])("a smell likened to something wet is no leak: %j", (message) => {
    expect(all(message).topic).not.toBe("leak");
  });
  it("a smell with its own cause beside a new boiler asked is no first-run smell", () => {
    expect(all("smell of nail varnish in the bedroom lol, can you fit a new boiler").topic).not.toBe("first-use-smell");
  });
  it("radiators smelling of a pet that sleeps on them is no hazard", () => {
    const reply = all("the rads smell of the cat cos she sleeps on them, one is cold at the bottom");
    expect(reply.topic).not.toMatch(/gas|burning|leak/);
  });
});

describe("checks done and all fine, told at length", () => {
  it.each([
    "I checked it all: the flame is blue, there's no soot, no smell, the CO alarm is tested and fine. Do I need a gas safety check as a homeowner?",
    "Had a good look last night, hob flames blue, boiler flame blue and steady, nothing sooty anywhere, alarms tested. Should I get a service?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("signs of burning badly, denied or asked about, and told", () => {
  it.each([
    "no soot on it, no marks round it, and the alarm is quiet. When is my service due?",
    "engineer says no staining or scorch marks anywhere, just wants to book a service",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "I don't know if that's soot on the wall above the boiler",
    "no smell, but there are black sooty marks above the gas fire",
  ])("still a sign: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("an unrelated question after a question about gas", () => {
  it.each([
    [
      "Right thanks. Different question: the boiler pressure is on 0.5, how do I top it up?",
      "Is a smell of gas always dangerous?",
    ],
    ["ok cheers. another thing, my radiators are cold at the top", "what should I do if I smell gas"],
    ["Noted. Separate question, how much is a power flush?", "does a gas leak always smell?"],
    [
      "Okay, understood. Completely different question: my boiler display has gone blank and the radiators are cold. Could it be the fuse?",
      "Is a gas smell always an emergency?",
    ],
    [
      "Right, noted. Unrelated, but my thermostat screen is blank and nothing comes on. New batteries?",
      "Is a gas smell always an emergency?",
    ],
  ])("no gas block: %j", (message, earlier) => {
    expect(all(message, [earlier]).text).not.toContain("act now");
  });
});

describe("a follow-up that tells the hazard after a question about it", () => {
  it.each([
    ["that's what I've got in my kitchen right now", "what does a gas leak smell like?"],
    ["same here, it's like that by the boiler", "how would I know if there was a gas leak?"],
    ["oh god that's what I have, my alarm has no display though", "what are the signs of carbon monoxide?"],
  ])("the emergency: %j", (message, earlier) => {
    expect(all(message, [earlier]).topic).toMatch(/gas-emergency|carbon-monoxide/);
  });
  it("thanks after a question about gas is no hazard", () => {
    expect(all("thanks, that's good to know", ["what does a gas leak smell like?"]).text).not.toContain("act now");
  });
});

describe("safety knowledge asked", () => {
  it.each(["what colour should the flame on a gas hob be", "is a gas flame meant to be blue or orange"])(
    "the flame colour: %j",
    (message) => {
      expect(classifySafety(message).danger).toBeUndefined();
      expect(all(message).text.toLowerCase()).toContain("blue");
    },
  );
  it.each([
    "my hob flame has gone orange, what colour should it be?",
    "the gas fire flames are yellow now, aren't they meant to be blue?",
  ])("an own flame told is still a sign: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it.each([
    "I'm a landlord, the only gas in the flat is a cooker, do I need a CO alarm by law?",
    "we let out a bedsit, there's just a gas hob and electric heaters. Is a carbon monoxide detector a legal requirement?",
    "my tenant's flat only has a gas cooker (heating is all electric), must I fit a CO alarm?",
  ])("a landlord with only a gas cooker: cookers are excluded from the alarm rule: %j", (message) => {
    const reply = all(message);
    expect(reply.topic).toBe("alarm-law");
    expect(reply.text).toMatch(/excludes gas cookers/);
  });
  it("a landlord with a boiler gets the rule without the cooker line", () => {
    const reply = all("I'm a landlord, the flat has a gas boiler and cooker, do I legally have to fit a CO alarm?");
    expect(reply.topic).toBe("alarm-law");
    expect(reply.text).not.toMatch(/Not for a gas cooker/);
  });
});

describe("a flue's cap blown off, told at length", () => {
  it.each([
    "high winds last night blew the little hat bit clean off the top of the boiler chimney on our roof, the cap's on the lawn",
    "a gale blew the cap right off, it was on top of the chimney the gas fire uses",
  ])("the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("another outlet, another chimney, other beeps: no flue, no alarm", () => {
  it.each([
    "the condensate outlet on my boiler is frozen and blocked, boiler shows EA",
    "the waste outlet under the sink is blocked, boiler is fine",
    "the chimney sweep came for the open fire, do you service gas boilers?",
    "a bird has nested near the chimney, we have a combi boiler with a wall flue",
    "the microwave beeps three times then a pause when done",
    "the smoke alarm is doing four beeps then a pause",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

// The third safety part's kinds, each in wordings of our own.
describe("a negation ends where what is there begins ('no flame, just a hiss')", () => {
  it.each([
    "the cat stood on the hob dial, no flame only hissing from the ring",
    "knob on the cooker got turned on, no flame, just a hissing sound",
    "gas fire knob got knocked on, there's no flame just hissing and its been an hour",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("a small device, unnamed, sounding loud or over and over", () => {
  it.each([
    "theres a little round box on the landing ceiling screeching like mad every couple of seconds",
    "the white disc thing on the wall next to the boiler is shrieking and wont stop",
    "the small grey unit in the kitchen keeps going beep beep beep beep, then stops, then starts again",
  ])("an alarm sounding: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("a headache in everyday words", () => {
  it.each([
    "keep getting up with a muzzy head since the new boiler went in",
    "every morning I've got a heavy head and feel rough, the gas fire is on all night",
    "I wake up with a proper thick head most days lately, is that the heating?",
  ])("symptoms: %j", (message) => {
    expect(classifySafety(message).symptoms).toBe(true);
  });
});

describe("the flue by other names: its cowl, the boiler's exhaust", () => {
  it.each([
    "the cowl on the chimney for the gas fire has blown off in the storm",
    "the wind has ripped the cowl off our caravan heater, its still running",
    "the exhaust pipe from the boiler has come apart in the loft",
  ])("the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("flame coming out of an appliance where it should not", () => {
  it.each([
    "flames come out the front of the gas fire when it lights",
    "when the boiler fires up a flame shoots out under the case",
    "the geyser goes whoomph when it lights and a puff of flame comes out of the bottom",
  ])("the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("pets unwell where a gas appliance is", () => {
  it.each([
    "our dog has been really lethargic and keeps being sick, his bed is next to the gas fire",
    "my two kittens are floppy and sleepy all day, they lie in front of the gas fire",
    "the dog's been vomiting and is dead sluggish, he sleeps by the boiler",
  ])("symptoms, the emergency: %j", (message) => {
    const verdict = classifySafety(message);
    expect(verdict.danger).toBe("carbon-monoxide");
    expect(verdict.symptoms).toBe(true);
  });
  it("a pet sick, the boiler only asked about, is no hazard", () => {
    expect(classifySafety("the cat was sick on the rug, anyway how much is a boiler service?").danger).toBeUndefined();
  });
});

describe("marks on a boiler named by its make, greyish marks, scorch lines", () => {
  it.each([
    "my Vaillant has a brown burn mark on the front of the casing",
    "there's a scorch line along the top of the Worcester's casing",
    "the Potterton is in the hall. There's a black burn line along the edge of the casing now",
  ])("the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("fumes with a cause of their own", () => {
  it.each([
    "we've varnished the floor and the fumes are strong, ok to run the boiler?",
    "paint fumes in the hall from decorating, is it safe to have the heating on?",
    "the glue fumes from the new carpet are horrible, can you still service the boiler tomorrow",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("fumes from the boiler stay the emergency", () => {
    expect(classifySafety("there are fumes coming from the boiler since we painted").danger).toBe("carbon-monoxide");
  });
});

describe("a symptom past, given a cause of its own", () => {
  it.each([
    "had a sore head this morning, too many pints last night lol. how much for a boiler service?",
    "I had a headache yesterday from the prosecco, anyway I need my boiler serviced",
    "felt sick earlier but that was the hangover, can you do a service on friday",
  ])("the conditional line, not the steps: %j", (message) => {
    const verdict = classifySafety(message);
    expect(verdict.danger).toBeUndefined();
    expect(verdict.note).toBe(true);
  });
  it("with a hazard told beside it, the steps", () => {
    expect(classifySafety("headache, I thought it was the wine but the boiler smells of gas").danger).toBe("gas");
  });
});

describe("a denial reaching over 'any trouble with' or a reporter ('nobody's mentioned')", () => {
  it.each([
    "never had any problems with gas smells or fumes in this house, just want a service",
    "there's never been any trouble with smells or fumes here, can you quote for a service",
    "nobody has mentioned any smell or fumes, I just need the landlord certificates done",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "gas smell in the kitchen and the alarm going off, nothing like that has happened before, what do I do",
    "nobody noticed it before but now there's a smell of gas by the meter",
  ])("still the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("carbon monoxide named only in a question about a service, beside another alarm that sounded", () => {
  it.each([
    "burnt the toast and the smoke alarm went off, all fine. do you fit carbon monoxide alarms?",
    "the fire alarm went off from the shower steam, not the CO one. can you check CO alarms when you service?",
    "smoke detector in the hall went off when I was frying, sorted now. do you sell carbon monoxide detectors?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("carbon monoxide read or heard about, nothing told of one's own", () => {
  it.each([
    "I saw a programme about carbon monoxide on the telly, what does your service check?",
    "been reading up about CO poisoning online, do you test for it when you service?",
    "heard about carbon monoxide on the radio this morning, should I have an alarm by my boiler?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("read about, with an alarm sounding now, the emergency", () => {
    expect(classifySafety("I read about carbon monoxide last week and now our CO alarm is going off").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("a list of hazards denied together", () => {
  it("every hazard in the list is taken out", () => {
    const read = inScope(words("the tenants haven't reported smells, alarms, sooty marks, nothing like that"));
    expect(read.filter((w) => ["smells", "alarms", "sooty", "marks"].includes(w))).toEqual([]);
  });
});

describe("gas let out unlit, told by the night it was on or by a burner that did not ignite", () => {
  it.each([
    "woke up and the hob dial was still turned to high but nothing was lit, must have been since last night",
    "the oven didn't ignite and I left it on a good few minutes before I noticed",
    "the gas ring wouldn't ignite so I just left it on, now the flat has a weird smell",
    "found the fire's knob on this morning but it wasnt lit, been on overnight I reckon",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("an alarm's beeps told as groups that come again, with a stop between", () => {
  it.each([
    "the box on the landing goes beep beep beep, quiet, beep beep beep, and its red light flashes",
    "something near the boiler keeps going bleep bleep bleep bleep then nothing then bleep bleep bleep bleep",
    "the alarm in the kitchen: beep beep beep beep, stop, beep beep beep beep",
  ])("an alarm sounding: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it("one chirp a minute stays the battery, not the emergency", () => {
    expect(classifySafety("the carbon monoxide alarm does one beep every minute").danger).toBeUndefined();
  });
});

describe("a CO alarm's test button pressed and sounding as it is meant to", () => {
  it.each([
    "I held the test button on my carbon monoxide alarm and it screeched then stopped, that's what it's supposed to do isn't it?",
    "pushed the test button on the co alarm to check it works, it beeped loud and stopped",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a test, and then it goes off again by itself: the emergency", () => {
    expect(
      classifySafety("I tested the CO alarm and it beeped like it should, but now it keeps going off on its own")
        .danger,
    ).toBe("carbon-monoxide");
  });
});

describe("alarm bells in a figure of speech", () => {
  it.each([
    "alarm bells rang when the last plumber quoted £3000 for a new combi. how do you price one?",
    "that quote set alarm bells ringing, is your boiler survey free?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("a smell likened to a stink bomb or to wind", () => {
  it.each([
    "the hallway smells like a stink bomb has gone off and I can't work out why",
    "kitchen stinks like someone's farted, been like it since this morning, boiler's in there",
    "there's a smell like someone let one go in the cupboard where the boiler is",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("symptoms in everyday words, in the plural or as 'a bit of a head'", () => {
  it.each([
    "the kids and me all get sore heads in the house, gone by the time we're at school, boiler's in the kitchen",
    "we've both had thumping heads every morning this week, the gas fire's on all night",
    "got a bit of a head since the boiler came on and feel sick, could it be the boiler",
  ])("carbon monoxide with medical advice: %j", (message) => {
    const verdict = classifySafety(message);
    expect(verdict.danger).toBe("carbon-monoxide");
    expect(verdict.symptoms).toBe(true);
  });
});

describe("a pilot or burner that would not catch, with a smell after", () => {
  it.each([
    "kept trying to relight the pilot light on the back boiler for ten minutes, it wouldn't catch, now there's a funny smell in the lounge",
    "the fire won't catch, I've had the knob held in for ages, room smells odd now",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("a buried pipe struck while digging, hissing", () => {
  it.each([
    "put a spade through a pipe in the front garden and it's hissing",
    "the digger caught a yellow pipe when we were digging the drive and there's a loud hiss coming from it",
    "drilling a fence post hole and hit a pipe underground, it's hissing like a snake",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it("a water pipe struck and spraying is no gas escape", () => {
    expect(classifySafety("put a spade through the water pipe in the garden and it's spraying everywhere").danger).toBe(
      undefined,
    );
  });
});

describe("a smell told as going on since earlier today, beside an old repair story", () => {
  it.each([
    "my son says there's a smell of gas by the boiler since this morning",
    "the heating was fixed in march but it keeps dropping pressure. also there's been a gas smell near the boiler since last night",
    "had a man out in october who replaced the pump. oh and my wife says there's a whiff of gas in the kitchen near the boiler since breakfast",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it("a new boiler since the old story still makes the story over", () => {
    expect(
      classifySafety("we had a gas leak two years ago, it was fixed and we've had a new boiler since").danger,
    ).toBe(undefined);
  });
});

describe("the carbon monoxide test named as the service wanted", () => {
  it.each([
    "we'd like a carbon monoxide test for peace of mind now our little one has arrived, how much is it?",
    "can we book a CO check now that mum has moved in with us? what's the price",
    "nothing wrong, I just want a carbon monoxide test doing now we've had the new fire fitted",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a test that found carbon monoxide is still the emergency", () => {
    expect(classifySafety("the engineer's carbon monoxide test found high levels by the fire just now").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("who to ring for a gas leak, asked with one denied", () => {
  it.each([
    "who do you call if you've got a gas leak, you or national grid? not that I've got one, just asking",
    "what number is it for a gas leak? not that there is one, I want it on the fridge",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("a smell told beside the denial keeps the emergency", () => {
    expect(
      classifySafety("who do I ring for a gas leak? not that I've got one, but there's a funny smell by the cooker")
        .danger,
    ).toBe("gas");
  });
});
