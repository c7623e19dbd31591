/**
 * Kinds the eleventh round's second general pass found answered off target. Each group states the principle a
 * careful receptionist uses, then tests it in wordings and registers far from the evaluation sets', with mirrors:
 * messages of the same words and another meaning that must not change.
 */
import { describe, expect, it } from "vitest";
import { answered } from "../test/assistant-replies";

describe("a day in a sentence that tells what already happened is when it happened, not a visit wanted", () => {
  it.each([
    "The plumber came round this morning to move a radiator and now the boiler shows a fault. What could it be?",
    "Engineer from the council fitted a new thermostat on Monday. Since then the heating won't come on at all, what should I try?",
    "bloke came 2 fit the new meter this morning, now the boiler wont go. wot do i do",
    "We had the loft insulated on Thursday and the lads moved the tank pipe about. Now there's no hot water upstairs, any idea why?",
    "My daughter visited Tuesday afternoon and knocked the filling loop by accident. Pressure is on 3 bar now, is that bad?",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.topic).not.toBe("visit-day");
    expect(a.text).not.toMatch(/preferred visit time/);
  });

  it("mirror: the visit asked for a day in its own sentence is still a visit day", () => {
    const a = answered("The boiler packed in last night. Can someone come Thursday morning?");
    expect(a.text).toMatch(/preferred visit time/);
  });

  it("mirror: a visit that came this morning, and a day asked for the next one", () => {
    const a = answered("Your engineer came this morning but needs a part. Could you come back tomorrow afternoon?");
    expect(a.text).toMatch(/tomorrow afternoon/);
  });

  it("mirror: a story told first, then a day asked in a sentence that asks", () => {
    const a = answered("My neighbour said you were good. Could you come Friday morning to look at the boiler?");
    expect(a.text).toMatch(/Friday morning/i);
  });
});

describe("a gas appliance that won't light since some event is a fault, not gas let out unlit", () => {
  it.each([
    "the hob won't light since the meter was fitted",
    "Gas fire hasn't lit since we had the chimney swept, what's wrong with it?",
    "cooker rings not lighting since the power cut yesterday",
    "my mam's grill never lights since she moved in, is it broken?",
    "Since the new worktop went in, two of the burners on the hob won't ignite. Can you look at it?",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.topic).not.toBe("gas-emergency");
    expect(a.text).not.toMatch(/This could be a gas escape/);
  });

  it.each([
    "the gas fire's been on since 8 but never caught",
    "the fire's knob has been turned since ten past and nothing lit",
    "oven knob turned on since I switched it on this morning, never lit, it's been left ages",
  ])("mirror: gas left on unlit since a time is still the emergency: %j", (message) => {
    expect(answered(message).topic).toBe("gas-emergency");
  });
});

describe("a gas appliance that is not the boiler and won't light gets the conditional gas line, not the block", () => {
  it.each([
    "gas hob clicks and clicks but won't light on the back ring",
    "Me nan's gas fire won't light anymore, just ticks. Is it worth getting fixed?",
    "the oven in our rented flat isn't lighting at all, the hob's ok",
    "The grill on my cooker has not lit for two weeks. What should I do?",
    "since the new worktop went in two of the burners won't ignite",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.topic).not.toBe("gas-emergency");
    expect(a.text).toMatch(/If you can smell gas/);
  });

  it("mirror: the boiler alone not lighting, other appliances fine, has no gas line", () => {
    const a = answered("boiler won't light, keeps locking out, the hob and the fire are fine");
    expect(a.text).not.toMatch(/This could be a gas escape/);
    expect(a.text).not.toMatch(/If you can smell gas now/);
  });

  it("mirror: a hob that lights fine asked about for cleaning is no gas question", () => {
    const a = answered("the hob lights fine, how do I clean the burner caps?");
    expect(a.text).not.toMatch(/If you can smell gas|gas escape/);
  });
});

describe("gas left on unlit since a time, told by the knob or tap being on, is still the emergency", () => {
  it.each([
    "woke up and the cooker knob was left on but nothing lit, I reckon since yesterday teatime",
    "the tap on the gas fire has been on since last night and it never caught",
  ])("%j", (message) => {
    expect(answered(message).topic).toBe("gas-emergency");
  });
});

describe("a boiler or gas appliance that has stood in flood water stays off until an engineer has checked it, dry or not", () => {
  it.each([
    "our basement flooded in the storm and the boiler stood in water for hours. It's dried out now, can I turn it back on?",
    "Burst pipe in the kitchen, the floor-standing boiler was sat in two inches of water overnight. Safe to relight?",
    "flood last wk, water up over the bottom of the gas fire. ok to use it now??",
    "Dear Sir, the river came into our bungalow and the boiler cupboard was under water. My son has dried everything. May I switch the heating on again?",
    "My dad's house got flooded and his boiler was submerged. He wants to fire it up again, should he?",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.topic).toBe("flooded-appliance");
    expect(a.text).toMatch(/don't switch it on/i);
    expect(a.text).toMatch(/checked/);
  });

  it.each([
    "the loft tank flooded the bathroom ceiling, how do I stop the overflow?",
    "the boiler's leaking and flooding the kitchen floor",
    "the washing machine flooded the kitchen last month, boiler's fine, can you service it next week?",
  ])("mirror: water from a leak or another appliance, no appliance stood in it: %j", (message) => {
    expect(answered(message).topic).not.toBe("flooded-appliance");
  });
});

describe("a bill that came to more than the price the visitor was given is a complaint, not a price question", () => {
  it.each([
    "You quoted me £95 for the repair but the bill came to £160, nobody said anything about extra. Not on.",
    "engineer said it'd be 85 on the day, then the invoice that landed today says 120?? sort it out",
    "I was told the service would cost eighty-five pounds and I have been charged more than that. I should like this put right.",
    "my landlord got billed double what your lad told him for the cp12, who do we talk to",
    "The estimate said one amount but the final invoice is higher. I want this sorted.",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.topic).toBe("complaint");
    expect(a.text).toMatch(/complain/);
  });

  it.each([
    "will the final bill be more than the quote if you find something else wrong?",
    "how much more is a weekend repair than a weekday one?",
    "Is the price you quote the price I pay, or can the invoice be higher?",
  ])("mirror: a bill asked about ahead is a price question: %j", (message) => {
    expect(answered(message).topic).not.toBe("complaint");
  });
});

describe("'any good for' a place asks whether we come there, not what customers think of us", () => {
  it.each([
    ["are you any good for Marton? combi's lost pressure again", "marton"],
    ["r u any good for redcar", "redcar"],
    ["Are you good for Yarm at all? Looking for someone to service the boiler.", "yarm"],
    ["are you any good round Thornaby way, no hot water", "thornaby"],
    ["Are you any good for Nunthorpe, the radiators upstairs are cold", "nunthorpe"],
  ])("%j", (message, place) => {
    const a = answered(message);
    expect(a.topic).not.toBe("about");
    expect(a.text.toLowerCase()).toContain(place);
  });

  it.each(["are you any good? thinking of booking a service", "are you any good, how many reviews have you got"])(
    "mirror: whether we are any good, asked alone, is the rating: %j",
    (message) => {
      expect(answered(message).text).toMatch(/4\.9/);
    },
  );
});
