import { describe, expect, it } from "vitest";
import { answered } from "../test/assistant-replies";

describe("time off work said with a symptom word ('off sick', 'sick leave') is no one ill now", () => {
  it.each([
    "our office manager has been off sick for a fortnight so the landlord certificates slipped, can you do six flats next week?",
    "Hiya, I'm on sick leave so I'm home all week, any day suits for the boiler service",
    "can you come Friday? I've phoned in sick anyway so I'll be in to let you in for the annual service",
    "my husband's signed off sick with his back so he can't bleed the radiators himself, how much would you charge to do it?",
    "landlord here, the agent was off sick and nobody booked the CP12 for my house in Acklam. how quick can you do it?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "been off sick all week, headaches every morning and the gas fire is on all night",
    "I'm off work sick, dizzy and throwing up, and the boiler's making a funny smell",
  ])("a symptom told beside it still counts: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
  });
});

describe("a white plume from the flue in the cold, with fumes only feared or asked about, is the normal plume", () => {
  it.each([
    "every frosty morning the flue outside pumps out clouds of white vapour, my husband reckons it's fumes. normal?",
    "there's a big white plume coming from the boiler's pipe outside when it's freezing, the lady next door thinks it's fumes and dangerous",
    "boiler pipe outside the back door is puffing white steam like a kettle in this cold, is that fumes? it's a new combi",
    "Mum is worried about the white cloud off her boiler flue in winter, she's convinced it's poisonous fumes",
  ])("the plume answer, no emergency: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/water vapour/);
  });
  it.each([
    "white steam from the flue outside but there are fumes coming back in through the bedroom window",
    "black smoke and fumes pouring out of the boiler flue outside",
    "the flue outside is puffing steam and I can smell fumes in the kitchen",
  ])("fumes told as there, or dark smoke, stay carbon monoxide: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
    expect(answered(message).text).not.toMatch(/^Yes, that is normal/);
  });
});

describe("a smell told as the smell of a named everyday thing ('stinks of last night's curry') is that thing, not gas", () => {
  it.each([
    "the whole flat reeks of Sunday's roast dinner and the cooker hood over the gas hob doesn't work, do you repair hoods?",
    "hallway smells of wet dog and the radiator by the door is cold at the bottom, how much to sort?",
    "the living room smells of fresh paint since we decorated round the gas fire, when can you service it?",
    "front room still smells of the chippy tea from last night, anyway can you quote for a new combi",
    "kitchen pongs of bacon every morning cos the extractor over the gas cooker is useless, do you fit them",
  ])("no gas-escape block: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "the kitchen smells of rotten eggs near the hob",
    "kitchen smells like gas and last night's curry by the cooker",
    "smells of fish in the hall but it's strongest right by the gas meter and it's not the dinner",
    "me nan's kitchen reeks of like boiled sprouts n rotten eggs by the cooker, what do we do",
  ])("a smell of the odorant, or gas named, stays a gas escape: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
  });
});

describe("the boiler's pipe hidden in a ceiling or boxing with no way to inspect it is the flue-in-a-void question", () => {
  it.each([
    "the builders have plastered over the pipe that comes out the top of the boiler and goes up through the ceiling, there's no access panel. ok?",
    "landlord boxed in the boiler pipe in the loft conversion, no hatch to see it, should I be worried",
    "my son in law built a bulkhead round the combi boiler's pipe where it runs across the kitchen ceiling and didnt leave a hatch",
    "The exhaust pipe off the boiler is hidden behind plasterboard in the bedroom ceiling now. Is there meant to be an inspection hatch?",
  ])("the hatches advice with the conditional line: %j", (message) => {
    const { text } = answered(message);
    expect(text).toMatch(/inspection hatches/);
    expect(text).toMatch(/0800 111 999/);
  });
  it.each([
    "can you box in the pipes under my boiler, they look ugly",
    "we want the pipes from the boiler hidden in the wall when you fit the new one, how much extra?",
  ])("pipes boxed in for looks, no hatch asked, are not the flue question: %j", (message) => {
    expect(answered(message).topic).not.toBe("flue-hatches");
  });
});

describe("a warning label's own words quoted, or its class written on the paperwork, is the warning notice: do not use it", () => {
  it.each([
    "gas man stuck a label on the cooker that says DO NOT USE, can I still use the hob for Sunday dinner?",
    "there's a red tag on my boiler reading 'Danger - do not use' since Tuesday and the heating's off. can you fix it",
    "the sticker on nan's fire says DANGER DO NOT USE, she wants to put it on tonight as it's freezing, is that ok",
    "the engineer's report has AR ticked beside my boiler, what does that mean?",
    "he wrote ID on the form next to the gas fire, whats ID mean?",
  ])("the do-not-use advice: %j", (message) => {
    const reply = answered(message);
    expect(reply.topic).toBe("warning-notice");
    expect(reply.text).toMatch(/Don't use it/);
  });
  it.each([
    "my mum does not use the gas fire any more, can you take it out?",
    "what ID should your engineer show me at the door?",
    "do I need to show ID or anything when you come to do the gas safety check?",
  ])("no notice told: %j", (message) => {
    expect(answered(message).topic).not.toBe("warning-notice");
  });
});

it.each([
  "my husband says it's dangerous to leave the heating on overnight, is he right?",
  "the reviews said your prices are not dangerous to the wallet, how much is a service",
])("danger said by someone is no label: %j", (message) => {
  expect(answered(message).topic).not.toBe("warning-notice");
});

describe("a burning smell taken back in the same message, its own cause named ('no sorry, that was the toaster'), leaves the question answered", () => {
  it.each([
    ["there's a burning smell, oh hang on that's the iron, ignore me. how much is a boiler service?", /£/],
    [
      "smells like burning rubber scratch that it was the kids toast. can you fix a radiator valve that drips?",
      /valve|radiator/i,
    ],
    ["burnt smell in the hall no wait my mistake its the candle. which areas do you cover?", /cover|area/i],
    ["bit of a burning smell... never mind, that was the hairdryer. is 2.5 bar too high on my boiler?", /bar/],
  ])("not the burning-smell advice: %j", (message, answer) => {
    const reply = answered(message);
    expect(reply.topic).not.toBe("burning-smell");
    expect(reply.text).toMatch(answer);
  });
  it.each([
    "burning smell from the boiler, ignore the toaster it's not that, it's coming from the casing",
    "there's a burning plastic smell from the boiler and it's not the toaster",
  ])("a burning smell not taken back stays: %j", (message) => {
    expect(answered(message).topic).toBe("burning-smell");
  });
});

it('"I\'d" is no ID class: no notice', () => {
  expect(
    answered("there's no paperwork for the boiler at all, I'd rather use someone we know. Do you go to Sedgefield?")
      .topic,
  ).not.toBe("warning-notice");
});

it("the class quoted on the paperwork ('ID') is the warning notice", () => {
  expect(answered("gas man put 'AR' on his report next to my boiler and left, is that bad").topic).toBe(
    "warning-notice",
  );
});

describe("someone ill away from home, in hospital or after an operation, is no carbon monoxide symptom at home", () => {
  it.each([
    "my nan is poorly in hospital so we need her boiler serviced before she comes home, when can you come",
    "me mam's been really poorly in hospital, can you check her boiler is ok before she's back",
    "Dad is unwell and recovering from his operation so please ring before you come for the service",
    "my wife is ill in the hospice at the moment, can the gas safety check wait until January?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "nan was taken to hospital with headaches and being sick, the gas fire has been on all week",
    "we've all been poorly since the boiler was fitted, headaches every morning, the doctor at the hospital mentioned CO",
  ])("symptoms told at home with an appliance still count: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
  });
});

describe("a gas smell on a gas worker's clothes or van is his job, not a leak: the conditional line at most", () => {
  it.each([
    "hubby fits gas boilers for a living n his van and overalls always smell of gas, should i worry",
    "my son's a gas engineer and his work clothes reek of gas when he gets in from a job, is that normal?",
    "My partner works on the gas mains for Cadent and his uniform stinks of gas every night. Is that dangerous in the house?",
    "boyfriend's a plumber, does gas jobs, and his hands and jacket smell of gas when he comes home",
  ])("no emergency reply, the conditional line: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/If you can smell gas/);
  });
  it.each([
    "my husband's a gas fitter and he says the kitchen smells of gas, he's checked the hob and can't find it",
    "I'm a gas engineer myself and I can smell gas by the meter at home",
  ])("a smell in the home, even told by a gas worker, stays a gas escape: %j", (message) => {
    expect(answered(message).urgent).toBe(true);
  });
});

describe("ventilation kit that is not the heating (an extractor fan, a cooker hood) asked to be fixed is honestly handed off", () => {
  it.each([
    "the bathroom extractor fan has stopped working, can you fix it?",
    "our cooker hood light and fan packed up, do you repair them",
    "could your engineer look at the extractor in the kitchen while he's doing the boiler service? it's very noisy",
    "Do you install positive input ventilation units? the house has bad condensation",
  ])("the handoff: %j", (message) => {
    expect(answered(message).topic).toBe("handoff");
  });
});

describe("the boiler's display telling low pressure outranks a cold house or frosty weather word", () => {
  it.each([
    "we're frozen here, combi display shows pressure low, help",
    "it's freezing in the flat, the boiler's showing low pressure on the screen",
    "absolutely freezing, screen on the boiler says LOW PRESSURE",
    "Frosty morning and no heating. The display on my Ideal reads 'low pressure'. What should I do?",
  ])("the pressure answer: %j", (message) => {
    expect(answered(message).text).toMatch(/1 and 1\.5 bar|1 to 1\.5|filling loop/);
  });
  it("a frozen condensate pipe told with the pressure still gets the frozen answer", () => {
    expect(answered("condensate pipe outside is frozen solid and the screen says low pressure").text).toMatch(
      /condensate/,
    );
  });
});

describe("a symptom with an everyday cause guessed in the same breath, and no appliance or gas told, gets the conditional line", () => {
  it.each([
    "I've had a headache for three days, probably the stress of moving house. Do you cover Stockton?",
    "feeling a bit sick today, prob something I ate. Do you do landlord certificates?",
    "bit dizzy this morning, must be the early start, how much is a powerflush",
    "headache all day, I blame the kids and their music lol. do you fit smart thermostats?",
  ])("the conditional line, no emergency: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/0800 111 999/);
  });
  it.each([
    "gas fire on all night in the bedroom, woke with a headache and feeling sick, probably the wine",
    "headaches every morning, probably just stress, but the boiler's been making a funny smell",
  ])("with an appliance or a smell told, still carbon monoxide: %j", (message) => {
    expect(answered(message).urgent).toBe(true);
  });
});

it("a guessed cause with the heating on told is still carbon monoxide", () => {
  expect(
    answered("I keep getting dizzy when the heating's on, probably just my age, I sit right by the radiator").urgent,
  ).toBe(true);
});

describe("someone who came to look at the flue is a visit, not the flue come away", () => {
  it.each([
    "Your engineer came on Monday to look at the flue, can I get a copy of the invoice?",
    "someone came to inspect the boiler flue for the landlord, do you also do CP12s?",
    "a man from the council came round about the flue on the flats, is he one of yours?",
    "gas engineer came yesterday and said the flue is not to current standards but safe to use, what does that mean",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "the flue has come away from the wall outside",
    "the flue pipe came apart in the loft",
    "boiler flue came off in the wind last night",
  ])("the flue come away stays carbon monoxide: %j", (message) => {
    expect(answered(message).urgent).toBe(true);
  });
});

it.each([
  "flue's come out the wall a bit on the boiler, you can see a gap round it",
  "the engineer came out the other day to look at the flue, when will I get the invoice?",
])("come out of a place is the flue moved, come out to visit is not: %j", (message) => {
  expect(answered(message).urgent).toBe(message.startsWith("flue"));
});

describe("a smell the emergency service came for and made safe, told as over, gets the do-not-use advice, not the steps again", () => {
  it.each([
    "We smelt gas this morning, rang 0800 111 999 and they turned it off at the meter. Now what?",
    "Cadent came last night for a gas smell and isolated the cooker. Can you come and fix it?",
    "had a gas leak yesterday, the emergency man made it safe and turned off the supply to the fire, what happens now",
    "national grid were out for a smell of gas and shut the gas off to the boiler, when can someone repair it",
  ])("no emergency reply, do not use it: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/Don't use it|don't use it/i);
  });
  it.each([
    "I turned the gas off at the meter but I can still smell gas",
    "they came and made it safe but the smell is back tonight",
  ])("a smell still there is still the emergency: %j", (message) => {
    expect(answered(message).urgent).toBe(true);
  });
});

describe("the head said to hurt from working something out is a figure of speech, not a symptom", () => {
  it.each([
    "my head is killing me trying to work out these tariffs, is a combi cheaper to run",
    "me head's banging trying to figure out this thermostat manual, can someone show me how it works",
    "My head is spinning working out which boiler to get, what would you recommend for a 3 bed?",
    "head's pounding from comparing all these quotes lol, what's your price for a combi swap",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it("a head pain with a smell told is still a symptom", () => {
    expect(
      answered("my head is pounding and there's a funny smell from the gas fire, trying to work out why").urgent,
    ).toBe(true);
  });
});

it("the visitor's own turning off at the meter, with nobody come, is still the emergency", () => {
  expect(answered("I smelt gas and turned it off at the meter, what now?").urgent).toBe(true);
});

describe("a hob flame gone yellow or orange only when a pan boils over or salty water spills is the spill burning", () => {
  it.each([
    "is the yellow flame on my gas hob normal? it's only when I boil pasta",
    "hob flames go orange when the pan boils over, is that ok",
    "orange flames flare up on the cooker ring whenever salty water spills on it",
    "the gas ring burns yellow for a bit after a spill from the potatoes, then goes back to normal",
  ])("no emergency reply, the conditional line: %j", (message) => {
    const reply = answered(message);
    expect(reply.urgent).toBe(false);
    expect(reply.text).toMatch(/0800 111 999/);
  });
  it("yellow flames all the time with soot on the pans is still carbon monoxide", () => {
    expect(answered("yellow floppy flames on the hob all the time and black soot on the pans").urgent).toBe(true);
  });
});

it("made safe, then the smell told since, is the emergency again", () => {
  expect(answered("Cadent isolated the cooker this morning but the smell is there again in the kitchen").urgent).toBe(
    true,
  );
});
