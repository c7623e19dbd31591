import { describe, expect, it } from "vitest";
import { answered as all } from "../test/assistant-replies";
import { classifySafety } from "./safety";

describe("a smell likened to eggs in the home, without the word rotten", () => {
  it.each([
    "on me own n the house stinks like eggs, proper bad in the hall, wat do i do",
    "the whole flat stinks of eggs tonight, what should I do",
    "my kitchen whiffs like old eggs and nobody has cooked",
    "there's an eggy niff on the landing since teatime",
    "dad's at work and the kitchen stinks like eggs, what do i do",
    "mum's at work, the whole house smells eggy, what should I do",
  ])("a gas escape: %j", (message) => {
    expect(classifySafety(message).danger).toBe("gas");
  });
});

describe("symptoms that ease outside, with an appliance named", () => {
  it.each([
    "feel rough n dizzy every nite, gets better wen i go out for a fag, gas fire's on all nite. prob the drink lol",
    "me head's been pounding every night this week, clears up when i pop outside, the gas fire's been on loads",
    "I keep feeling sick in the evenings but I'm fine once I go out to the shop, the boiler is in the lounge",
    "dizzy every morning, ok once im out the house, combi in the bedroom cupboard",
  ])("carbon monoxide with symptoms and NHS 111: %j", (message) => {
    const v = classifySafety(message);
    expect(v.danger).toBe("carbon-monoxide");
    expect(v.symptoms).toBe(true);
    const reply = all(message);
    expect(reply.topic).toBe("carbon-monoxide");
    expect(reply.text).toContain("111");
  });
});

describe("fumes from a neighbour's flue blowing in, with symptoms", () => {
  it.each([
    "the neighbours boiler pipe puffs its smoke into our bedroom window every night and we wake up with sore heads",
    "next door's flue blows straight at our kitchen window, the fumes come in and my wife feels sick and dizzy",
    "fumes from the flat below's boiler vent come in through our window, my son keeps getting headaches",
    "neighbours boiler outlet is right by our window and we all wake up with headaches",
  ])("carbon monoxide with symptoms: %j", (message) => {
    const v = classifySafety(message);
    expect(v.danger).toBe("carbon-monoxide");
    expect(v.symptoms).toBe(true);
  });
});

describe("an engine or generator run indoors, with symptoms", () => {
  it.each([
    "power's off so we've got the petrol genny running in the garage, door half shut, my husband's gone giddy, can we keep it on?",
    "running a generator in the shed during the power cut and my dad feels woozy",
    "we had the car running in the garage to defrost it and now the kids say they feel sick",
    "we're running a petrol generator in the utility room and my wife has a thumping head",
  ])("the emergency steps and medical advice: %j", (message) => {
    const v = classifySafety(message);
    expect(v.danger).toBe("carbon-monoxide");
    expect(v.symptoms).toBe(true);
    const reply = all(message);
    expect(reply.text).toContain("0800 111 999");
    expect(reply.text).toContain("fresh air");
  });
});

describe("a pilot light that keeps going out", () => {
  it.each([
    "The pilot on the old water heater over the sink keeps going out, I've relit it five times today. Is it the thermocouple?",
    "the little blue flame in the water heater keeps going out, I relit it loads of times today",
    "she says the little blue flame in the boiler window keeps going out and she relights it with the button every time",
    "the pilot flame on the water heater has blown out again, that's the fifth time I've had to relight it today",
  ])("the conditional line and the advice to stop relighting it: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    const reply = all(message);
    expect(reply.text).toContain("0800 111 999");
    expect(reply.text).toMatch(/thermocouple/);
    expect(reply.text).toMatch(/relighting/);
  });
});

describe("a flue boxed in or hidden in a void without inspection hatches", () => {
  it.each([
    "our boiler flue is boxed in above the bathroom ceiling and there are no hatches, the engineer said he'd have to class it. Is that right?",
    "the builder plasterboarded over the boiler flue in the loft, there's no hatch to get at it. Is that allowed?",
    "the flue runs through a void in the ceiling with no access panels, does that matter?",
    "our flue is hidden inside a bulkhead, do we need inspection hatches?",
  ])("the hatches answer with the conditional line: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
    const reply = all(message);
    expect(reply.text).toContain("0800 111 999");
    expect(reply.text).toMatch(/inspection hatch/);
    expect(reply.text).toContain("At Risk");
  });
});

describe("brown staining or black dust at a boiler cupboard or gas fire", () => {
  it.each([
    "the wallpaper above the boiler cupboard has gone a sort of brown colour",
    "there's black dust all over the top of the boiler cupboard like a candle's been burning",
    "brown stains have appeared on the wall above the gas fire",
    "the paint above the old boiler has gone browny yellow",
    "black powder on the carpet in front of the gas fire",
  ])("carbon monoxide: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
  it.each([
    "the bath leaked through and now there's a brown stain on the kitchen ceiling, will the insurance cover it?",
    "the ceiling has brown water stains from where the tank leaked last year, can you fix the tank",
  ])("a water leak's stain is no hazard: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});

describe("a symptom or pet illness with its own everyday cause, then another question", () => {
  it.each([
    "got a splitting headache from the kids screaming all day lol. anyway can I book a service in Acklam?",
    "the cat was sick but the vet says she ate a ribbon, so that's that. do you do power flushes?",
    "I've a thumping headache from staring at spreadsheets, anyway do you cover Stockton?",
    "felt sick after a dodgy kebab, can you come Thursday for the service?",
    "my budgie's poorly but the vet said she's eaten something off the floor, do you do landlord certificates?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it.each([
    "we've all got headaches and feel sick, do you cover TS5?",
    "headache again from the boiler fumes I think, it's better when I go out",
    "got a headache from some virus I think, anyway can you service my boiler?",
    "the dog's been sick, the vet said it's probably a bug, do you cover Redcar?",
  ])("symptoms in several people or with relief outside stay the emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBe("carbon-monoxide");
  });
});

describe("alarms asked about hypothetically", () => {
  it.each([
    "could woodsmoke from a bonfire set off my carbon monoxide alarm?",
    "would the CO alarm go off for burnt toast too?",
    "is a smoke alarm the same as a carbon monoxide alarm or do I need both?",
    "can a barbecue next door set off a CO detector?",
    "would burnt toast set my carbon monoxide detector off?",
    "could a candle set off a CO alarm?",
    "is a heat alarm the same as a co alarm?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
  it("an alarm going off is still the emergency", () => {
    expect(classifySafety("my co alarm is going off").danger).toBe("carbon-monoxide");
  });
});

describe("denials in a run, and the gas smell asked about with none now", () => {
  it.each([
    "the boiler is making a whirring noise no smell no alarm nothing just the noise",
    "boiler is clicking no smell no beeping no nothing just clicking is that the fan",
    "radiators are cold at the top no smell no alarm just cold",
    "what does gas smell like here and what do I do if I smell it? Nothing now, I just want to know",
    "how would i know the smell of gas and what do i do if i smell it? nothing at the moment, just curious",
    "woodsmoke smell in the back room, next door's bonfire is drifting over. My husband wants everything off and to ring someone. The alarm hasn't made a peep. Is it the boiler or the bonfire?",
  ])("no emergency: %j", (message) => {
    expect(classifySafety(message).danger).toBeUndefined();
  });
});
