import { describe, expect, it } from "vitest";
import { answer } from "./answer";
import { classifySafety } from "./safety";

// Hazards read as combinations of cue classes (an appliance or gas part by any name x an anomaly of any sense), in
// wordings and registers the evaluation sets do not hold.

describe("the flue told by what it does, pulled apart or stuffed", () => {
  it.each([
    "the pipe from the boiler that goes out thru the roof is in two bits now, the roofers did it",
    "kids shoved a football into the boiler pipe on the outside wall, the bit the fumes come out of",
    "there's a carrier bag stuck in the end of the boiler pipe outside where the smoke comes out",
    "the builders have pulled the boiler's pipe in the loft apart and left it like that, boilers still running",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("a smell told with an emoji", () => {
  it.each([
    "kitchen smells of 🥚 by the cooker",
    "proper 🥚🥚 smell near the boiler cupboard",
    "smell like 🥚 coming from the hob",
    "landing smells 🥚🤮 near the meter",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("the gas meter running with everything off", () => {
  it.each([
    "all the gas things are off but the numbers on the meter keep going up",
    "meter dial still spinning even tho the boiler n cooker are off",
    "the gas meter is still clocking up with nothing switched on",
    "everything gas is turned off yet the meter's little wheel is still turning",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("black marks or dust at a gas appliance named in other words", () => {
  it.each([
    "the furnace has left a black mark on the ceiling above it",
    "black powder on the hearth under the gas fire every morning",
    "dark grit keeps falling out of the gas fire onto the rug",
    "there's black dust on the floor in front of the wall heater",
  ])("at least the conditional line: %j", (message) => {
    const v = classifySafety(message);
    expect(Boolean(v.danger) || v.note).toBe(true);
  });
});

describe("windows streaming in the room of a gas appliance", () => {
  it.each([
    "the windows in the lounge where the gas fire is are running wet every morning, never used to",
    "since the cold snap the glass in the kitchen with the old cooker is streaming with water",
    "windows are dripping wet in the front room with the gas heater, is that normal",
    "the windows by the gas fire are steamed up and running every day now",
  ])("at least the conditional line: %j", (message) => {
    const v = classifySafety(message);
    expect(Boolean(v.danger) || v.note).toBe(true);
  });
});

describe("harmless: the hot tap's own smell, an alarm's test, a smell denied as gas, a question about CO", () => {
  it.each([
    "The hot water (just from the hot tap) smells eggy, the cold is fine",
    "hot water only, from the kitchen tap, smells like rotten eggs. we have a cylinder",
    "I pressed the test button on my CO alarm and it screamed, then stopped",
    "held the button down to test the carbon monoxide detector, it beeped loud, is that right",
    "my partner thinks it's gas but it's only the onions I fried, smells of spices all day",
    "my mum says it smells of gas but it is just the curry, she wants a gas check, how much",
    "Can you get CO poisoning if there's no alarm in the house? Asking as we haven't got one",
    "is it possible to get carbon monoxide poisoning without an alarm going off",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("an alarm's button pressed and it sounds on or again: still an alarm", () => {
  it.each([
    "the CO alarm is going off, I pressed the test button and it started again",
    "pressed the button to test it and the carbon monoxide alarm still won't stop",
    "co alarm beeping non stop, held the test button, nothing",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("a smell in the street, its own cause only a word far off", () => {
  it.each([
    "taking the dog out and there's a strong rotten egg smell by the lamp post where they dug the road up",
    "walking the dogs round the block tonight, proper eggy pong by the gas works on the corner",
    "out with the dog and the whole street reeks of sulphur near the new roadworks",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("carbon monoxide named only as the service wanted, 'now' a conjunction", () => {
  it.each([
    "the CO alarm has never gone off, we just want a carbon monoxide check now the twins are here, how much",
    "flames are blue, never had an alarm go off, can we get a CO test now that we have a baby",
    "we'd like a carbon monoxide check now we've got a new gas fire fitted, what does it cost",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("a past alarm or smell found to be nothing, or made safe, told as a story", () => {
  it.each([
    "On Friday night the CO alarm went off in the bedroom, we got out, the emergency man came and found nothing at all. It's been silent since. Can we book a service?",
    "we had a scare at Easter, the carbon monoxide alarm went off and the gas people disconnected it that night. The fire has gone now and the alarm has been silent ever since. what does a safety check cost",
    "Over Christmas the alarm went off and the engineer gave us the all clear, said the alarm was faulty. Do you fit new ones?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "Last week the CO alarm went off, they found nothing, but tonight it's going off again",
    "The alarm went off at Christmas and they said it was faulty, but now I've got a headache and feel sick",
  ])("still a hazard when it is back: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("hazards denied together in a list across commas", () => {
  it.each([
    "no problems at all: nobody has mentioned smells, alarms, soot, anything like that. When can you do the certificates?",
    "tenants have never reported fumes, beeping, sooty marks, nothing. Can you do all three flats on one day?",
    "we've not had smells, alarms, stains or anything, just want the service booked",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("a denial's list stops at what is not a hazard", () => {
  it("a decorative fire with nothing changed keeps its advice", () => {
    expect(
      classifySafety(
        "Our coal effect gas fire has always had yellow tips on the flames. No soot, nothing's changed, is that ok?",
      ).advice,
    ).toBe("decorative-flame");
  });
});

describe("in a long message, cues that meet only far apart", () => {
  it.each([
    "Hiya. Moved in last month. The boiler seems grand, flame's blue, no smell of gas at all and the CO alarm has not made a sound. My problem is the thermostat. Its screen goes blank and the heating doesn't come on when it should. Is that the batteries or should I book you?",
    "Morning. Last winter a tenant reported a smell, the emergency service put it down to the drains and those were relined, nothing since. The flat has a new electric cooker, so the only gas is the boiler. The certificate is due next month. Can you do it while the flat is empty, and what does it cost?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "Hello. I got home from work an hour ago. The kitchen smells of rotten eggs by the cooker. My daughter is here with me. What do I do?",
    "Right. Long day. Came in to a strong gas smell in the hall. The boiler is in there too. Kids are upstairs. Help?",
    "Evening. The CO alarm in the lounge is going off. The gas fire is on. My husband has a headache. What should we do?",
  ])("still a hazard where the cues meet: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("the flue told by where it runs, come off or grown over", () => {
  it.each([
    "the pipe out of the boiler through the wall outside has come off and is lying on the path",
    "ivy has grown right over where the boiler pipe comes out of the wall",
    "the boiler's pipe that goes out thru the wall outside has fell off in the wind",
    "the end bit of the pipe on the outside wall from the combi is on the ground",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("harmless in other words: an alarm's end of life shown, a swept chimney's soot, the bins' smell, a smell gone after the visit", () => {
  it.each([
    "the carbon monoxide detector says END on the screen",
    "CO alarm showing END on the display, no beeping",
    "we had the sweep out for the open fire, the chimney was full of soot, do you do gas fires too",
    "chimney swept yesterday for the log burner, loads of soot came down, can you service the boiler",
    "the bins stink of rotten eggs in this heat, anyway how much is a new boiler",
    "he says he smelt gas but there's no smell now and the engineer found nothing, can we book a service",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "rotten egg smell by the boiler, not the bins",
    "the gas fire's flue was full of soot when the sweep looked at it",
  ])("still a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("an alarm told without its name: a run of beeps, a red light", () => {
  it.each([
    "the little white box on the ceiling near the boiler is going beep beep beep and won't shut up",
    "the round thing in the hall by the gas fire keeps going bleep bleep bleep",
    "the thing on the landing with the green light is now flashing red and screeching",
    "that white disc on the kitchen ceiling has a red light flashing and is beeping",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("harmless in other words: traffic fumes, a question about boilers, a cause found", () => {
  it.each([
    "the traffic fumes outside are awful, can you service my boiler tomorrow",
    "can a boiler leak carbon monoxide if it's serviced every year",
    "the gas man came for a smell, it was the drains, and said the boiler is fine",
    "no soot and the alarm has never gone off, we just want a carbon monoxide check, how much",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "the gas man came for a smell, said it was the drains, but it's still there by the boiler",
    "headache and dizzy, the boiler's on, not the computer I don't think",
  ])("still a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("exhaust smelt, an engine likened, a bird ill, a struck meter heard", () => {
  it.each([
    "there's a smell of exhaust in the bathroom where the boiler is",
    "every time the heating comes on there's a smell like a car running in the hallway",
    "exhaust fumes smell in the kitchen when the combi fires",
    "my budgie died suddenly and the other one is fluffed up, the cage is by the boiler",
    "our canary keeled over this morning, it lives in the kitchen next to the gas cooker",
    "a fella knocked my gas meter with a wheelbarrow and now it's making a whistling noise",
    "hit the gas pipe by the meter with the mower, there's a squealing sound from it",
  ])("a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("harmless in other words: a pilot out once", () => {
  it.each([
    "the pilot light went out on our old boiler, how do I relight it",
    "pilot's gone out on the back boiler after the power cut, how to light it again?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "the pilot keeps going out on the water heater, how do I relight it",
    "the pilot went out and there's a smell, how do I relight it",
  ])("still a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
});

describe("symptoms put down to a virus by a doctor stay a hazard (carbon monoxide is often taken for flu)", () => {
  it.each([
    "GP said it's viral but we've all had headaches for weeks and feel better at work, the gas fire is on every night",
    "the doctor says my dizziness is a virus, but it's worse when the boiler's been on all day",
  ])("a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("a match burnt is the odorant's likeness; a smell passing a works is elsewhere", () => {
  it.each([
    "I smell something like burnt matches in the hall near the meter cupboard",
    "kitchen smells of burned matches and nobody has lit any",
    "there's a whiff like a spent match by the hob",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it.each([
    "there's a gas smell when I drive past the gasworks, nothing at home, anyway can you do a service",
    "it always smells eggy walking past the sewage works, nothing in the house, do you do power flushes",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("gas work by someone else doing it himself: the law, and no emergency", () => {
  it.each([
    "The builder doing our kitchen wants to move the gas pipe for the new cooker himself. Is he allowed to?",
    "my handyman says he can disconnect the gas fire himself when he does the chimney breast, is that ok",
    "my mate reckons he can shift our gas cooker himself, is he allowed?",
  ])("Gas Safe registered: %j", (message) => {
    const reply = answer(message, new Date("2026-11-25T10:00:00Z"), []);
    expect(reply.urgent ?? false).toBe(false);
    expect(reply.text.join(" ")).toContain("Gas Safe registered");
  });
});

describe("symptoms in everyday words; feelings about a thing are none; another device's alarm", () => {
  it.each([
    "i woke up with a splitting head and the dog wont get up, the boiler is in the kitchen where he sleeps",
    "my head's killing me every evening when the gas fire's on",
    "we're all groggy in the mornings since the new boiler",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it.each([
    "I feel sick at the price of gas these days, is a new boiler worth it",
    "I'm exhausted chasing the landlord about the boiler, can you talk to him",
    "the alarm on my cooker timer keeps beeping",
    "the fridge alarm keeps going off, nothing to do with the boiler, can you do a service Monday",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("being sick at night is still a symptom", () => {
    expect(classifySafety("I was sick at 3am and my head is pounding, the gas fire was on").danger).toBe(
      "carbon-monoxide",
    );
  });
});

describe("a timer named elsewhere does not silence a CO alarm", () => {
  it("the heating's timer and the CO alarm going off", () => {
    expect(
      classifySafety(
        "We can't work out the heating timer. Also the CO alarm in the hall has been going off all evening.",
      ).danger,
    ).toBe("carbon-monoxide");
  });
});

describe("a smell's cause only believed and then doubted is none", () => {
  it.each([
    "Hi. We moved in a month ago. The kitchen has a funny smell most evenings. My partner thinks it's the bins but they're emptied weekly. The boiler is in the cupboard right next to where it's worst.",
    "a weird smell by the boiler, my husband reckons it's the drains but we had them done last month",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
  it("a cause believed and not doubted still counts", () => {
    expect(
      classifySafety("a funny smell in the kitchen, my wife thinks it's the bins, they're due a clean").danger,
    ).toBeUndefined();
  });
});

describe("somewhere else had it, another home long past, a judgement denied", () => {
  it.each([
    "the kids' school had a gas leak today and they were sent home, anyway can you do Thursday",
    "work had a CO alarm go off today, they evacuated us, we're home now, can you service our boiler",
    "we had a gas leak in 2019 at our old house, now we want a new boiler here",
    "when we lived in Leeds the CO alarm went off once, we want one fitted here",
    "I wouldn't say it smells of gas, more like wet dog, the carpet got soaked",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "the kids' school had a gas leak today and now I can smell gas at home too",
    "I wouldn't say it's strong but it smells of gas by the cooker",
  ])("still a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("another home long past, with a hazard here now", () => {
  it("still a hazard", () => {
    expect(classifySafety("we had a gas leak at our old house and now I can smell gas in this kitchen").danger).toBe(
      "gas",
    );
  });
});

describe("an old house is this one", () => {
  it("still a hazard", () => {
    expect(classifySafety("a smell like rotten cabbage by the cooker, is that normal in an old house?").danger).toBe(
      "gas",
    );
  });
});

describe("slang for a smell, close air, black radiants; a display reading zero", () => {
  it.each([
    "there's a right hum in the kitchen by the cooker, like eggs",
    "the hallway is rank, sort of eggy, near the meter",
    "the gas fire gives off a tang like a swimming pool",
    "my eyes are watering and the room feels close when the gas fire is on",
    "the gas fire's radiants are black and broken",
  ])("a hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeDefined();
  });
  it.each([
    "the boiler has a hum like a fridge and the pressure is 1.5",
    "the carbon monoxide alarm shows 0 on the screen, is that good",
    "co alarm says 000 on the display, all normal?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("alarms asked about in general, in the plural", () => {
  it.each(["do CO alarms go off for cigarette smoke", "can carbon monoxide detectors be set off by candles?"])(
    "no emergency: %j",
    (message) => {
      expect(classifySafety(message).danger).toBeUndefined();
    },
  );
  it("one's own alarm going off is still an alarm", () => {
    expect(classifySafety("do CO alarms go off for no reason? ours is going off now").danger).toBe("carbon-monoxide");
  });
});
