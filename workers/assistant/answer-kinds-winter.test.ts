/**
 * Kinds of general question the engine answered off target in round 9's second pass, each by the mechanism that
 * failed, tested with messages written for the kind in other wordings and registers than the evaluation sets'.
 */
import { describe, expect, it } from "vitest";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { shownText as all } from "../test/assistant-replies";
import { answer } from "./answer";

const MONDAY_10AM = new Date("2026-03-02T10:00:00Z");

describe("a burst or frozen water pipe: the stopcock first (the repairs FAQ)", () => {
  it.each([
    "a pipe has split in the airing cupboard and water is spraying everywhere, help",
    "water pipe froze under the floor overnight and now its leaking, what do i do first",
    "Water is pouring through the kitchen ceiling from a burst pipe upstairs.",
    "pipe's burst in the attic after the cold snap!!! what now",
    "My late husband always dealt with this. A water pipe has cracked in the frost. Whatever should I do?",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(all(reply)).toMatch(/stopcock/i);
    expect(all(reply)).toMatch(/immersion/i);
  });

  it("a frozen condensate pipe with the boiler stopped stays the condensate answer", () => {
    const reply = answer("boiler stopped in the frost, i think the pipe outside is frozen", MONDAY_10AM);
    expect(all(reply)).toMatch(/condensate/i);
  });
});

describe("a roof named only as where something is: not roofing work", () => {
  it.each([
    "water keeps trickling out of a little white pipe up by the roof, the cold tank is in the attic",
    "The overflow from the tank up in the roof space is running down onto the path. Is that you?",
    "theres a pipe under the roof edge dribbling water nonstop, we have a header tank",
    "pipe coming out near the roof pouring water, we got a cold water tank in the loft",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(reply.topic).not.toBe("handoff");
    expect(all(reply)).toMatch(/float/i);
  });

  it("roofing work itself is still handed over", () => {
    expect(answer("can you fix a leaking roof", MONDAY_10AM).topic).toBe("handoff");
  });
});

describe("a radiator bled again and again: air getting in or gas from corrosion", () => {
  it.each([
    "I have to bleed the bedroom rad every fortnight, it keeps filling with air",
    "why do my radiators keep getting air in them? bled them again today",
    "constantly bleeding the radiators, loads of air every few days, is this ok",
    "Is it normal to let the air out of the same radiator every single week?",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(all(reply)).toMatch(/inhibitor/i);
    expect(all(reply)).toMatch(/leak/i);
  });

  it("bleeding asked once is still how to bleed", () => {
    expect(all(answer("how do I bleed a radiator?", MONDAY_10AM))).toMatch(/quarter turn/);
  });
});

describe("radiators near the boiler hot and far ones cold: the system's balance", () => {
  it.each([
    "the radiators closest to the boiler heat up fine, the ones at the far end of the house stay cold. bled them all",
    "the radiator at the far end of the hall never gets hot but the ones by the boiler are fine",
    "Rads nearest the combi are boiling hot, the ones furthest away are barely warm",
    "downstairs near the boiler toasty, the rads in the extension stone cold, already bled",
  ])("%j", (message) => {
    expect(all(answer(message, MONDAY_10AM))).toMatch(/balance/i);
  });
});

describe("how long a gas safety check takes, asked with the check: the time, not the offer", () => {
  it.each([
    "You're doing the landlord gas safety check on Tuesday. How long does it take with a gas hob and a fire too?",
    "can you do our gas safety certificate, and how long does it take, I need to book time off",
    "agent booked you for the CP12 at my flat. will I be stuck in all day?",
    "gas safety check next week - roughly how many hours for a boiler and a cooker?",
  ])("%j", (message) => {
    expect(all(answer(message, MONDAY_10AM))).toMatch(/20 to 30 minutes/);
  });
});

describe("a person named in a question about something else: not whether we are one", () => {
  it.each([
    "what does carbon monoxide actually do to a person?",
    "how much hot water does a person use in a day, thinking about cylinder size",
    "for my course: how does a person get carbon monoxide poisoning from a boiler?",
    "can a person service their own boiler legally?",
  ])("%j", (message) => {
    expect(answer(message, MONDAY_10AM).topic).not.toBe("person");
  });

  it.each(["am I talking to a person?", "is this a real person or a bot", "are you a person or a computer?"])(
    "asked of us: %j",
    (message) => {
      expect(answer(message, MONDAY_10AM).topic).toBe("person");
    },
  );
});

describe("a pipe dripping outside high up: a tank's overflow, told apart from the boiler's relief pipe", () => {
  it.each([
    "white plastic pipe on the outside wall by the gutter has been dripping for days",
    "water running out of a pipe in the wall up under the eaves, is that ours or the council's problem",
    "A plastic pipe up on the outside wall by the gutter has water running out of it. What is it?",
    "pipe outside from the loft is dribbling all day",
  ])("%j", (message) => {
    expect(all(answer(message, MONDAY_10AM))).toMatch(/float/i);
  });

  it("the copper pipe below the boiler stays the relief valve", () => {
    expect(all(answer("copper pipe outside under the boiler keeps dripping", MONDAY_10AM))).toMatch(/relief/i);
  });
});

describe("the boiler one has, told with 'a combi': not a new boiler asked", () => {
  it.each([
    "Do you charge extra if the boiler is in the airing cupboard upstairs? Ours is a combi.",
    "how much to fix a leak, its a combi about 10 yrs old",
    "What's the cost of a repair? We've got a combi in the garage.",
    "Mine's a combi in the attic - do you charge more to get up there?",
  ])("%j", (message) => {
    const text = all(answer(message, MONDAY_10AM));
    expect(text).not.toMatch(/A new boiler is quoted/);
    expect(text).toMatch(/call-out|estimate/i);
  });

  it("a combi asked for is still a new boiler", () => {
    expect(all(answer("how much for a combi fitted?", MONDAY_10AM))).toMatch(/A new boiler is quoted/);
  });
});

describe("how long a job takes, asked with the equipment the house has now: the job's time", () => {
  it.each([
    "We have a hot water cylinder and tanks in the loft and we're replacing the old boiler with a combi. How many days will it take?",
    "Old system boiler with a cylinder in the airing cupboard, looking at replacing it. How long does the install take?",
    "thinking of swapping our back boiler and immersion tank for a combi, how long would we be without heating",
    "How long does a service take? We've got a hot water cylinder too.",
  ])("%j", (message) => {
    expect(all(answer(message, MONDAY_10AM))).toMatch(/day|hour|minutes/i);
    expect(answer(message, MONDAY_10AM).topic).not.toBe("cylinder");
  });
});

describe("someone asked to go today, however said: the short urgent reply", () => {
  const count = (reply: AssistantReply) => all(reply).split(/\s+/).length;
  it.each([
    "my dad is 90 and has no heating, can someone go to him today?",
    "Nan's boiler has packed in and she's 85. Could an engineer get to her today?",
    "no heat at my mums, shes 80, can somebody go now",
    "Is anyone able to go this afternoon? My gran has had no heating since yesterday.",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(count(reply)).toBeLessThanOrEqual(90);
    expect(all(reply).match(/01642 040623/g)?.length).toBe(1);
  });
});

describe("what carbon monoxide does to anyone, asked: the signs from the gas safety page", () => {
  it.each([
    "what does carbon monoxide actually do to a person?",
    "Doing a school project. What does CO do to someone who breathes it in?",
    "how would you know if you had carbon monoxide in the house, like what does it do to a human",
    "what does co actually do to humans",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(all(reply)).toMatch(/headache/i);
  });
});

describe("another trade's cistern is not heating kit", () => {
  it("a toilet cistern and a tap with general plumbing asked: the handoff", () => {
    expect(
      answer("the toilet cistern keeps running and the kitchen tap drips, do you do plumbing", MONDAY_10AM).topic,
    ).toBe("handoff");
  });
});

describe("a clock time asked for a visit: our hours, and the time as the preferred one", () => {
  it.each([
    "I don't get home till 5.30. Could the engineer come at 6pm?",
    "is it possible to have someone round at half seven in the morning before I leave for work",
    "can u come after 6 on a weekday, i work till half 5",
    "Would an appointment at eight o'clock on Saturday morning be possible?",
  ])("%j", (message) => {
    const text = all(answer(message, MONDAY_10AM));
    expect(text).toMatch(/7:00-19:00/);
    expect(text).toMatch(/preferred/);
  });

  it("a time told in a complaint is not a time asked", () => {
    expect(
      answer("your engineer was meant to be here at 9 and it's now 12, nobody has rung. Where is he?", MONDAY_10AM)
        .topic,
    ).not.toBe("visit-time");
  });
});

describe("how far we go, asked of a place told in the sentence before: the area answer first", () => {
  it.each([
    ["My mum's bungalow is in Skelton. Is that too far for you?", /skelton/i],
    ["Static caravan at Saltburn, needs a service before Easter. Too far out for you lot?", /saltburn/i],
    ["Great Ayton. Do you come out this way?", /ayton/i],
    ["Moorsholm, East Cleveland. Anybody come out this way?", /postcode|check/i],
  ])("%j", (message, place) => {
    expect(answer(message, MONDAY_10AM).text[0]).toMatch(place);
  });
});

describe("premises that are no home, or 'domestic only' asked: the commercial handoff", () => {
  it.each([
    "Do you only do domestic? Could you look at the boiler in our village hall?",
    "is it domestic only with you lot? we're a small community centre with an old boiler",
    "Do you do scout huts? Ours in Acklam has a boiler that has packed in.",
    "The care home I manage has a boiler fault, can you do commercial or just homes?",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(all(reply)).toMatch(/commercial premises/);
  });

  it("the hall of a house is still a home", () => {
    expect(all(answer("the radiator in the hall is cold, the rest are fine", MONDAY_10AM))).not.toMatch(
      /commercial premises/,
    );
  });
});

describe("a phone's alarm named: not a carbon monoxide alarm's placement", () => {
  it.each([
    "my phone alarm didn't go off so I missed the engineer, where do I rebook?",
    "set an alarm on my mobile for 7 to be up for your engineer. it's now 11. where is he?",
    "the alarm on my phone keeps going off at the wrong time lol, anyway where are you based?",
    "snoozed my alarm and missed your call, where can I ring you back?",
  ])("%j", (message) => {
    expect(answer(message, MONDAY_10AM).topic).not.toBe("alarm-placement");
  });

  it("where a CO alarm goes is still answered", () => {
    expect(answer("where should I put the carbon monoxide alarm?", MONDAY_10AM).topic).toBe("alarm-placement");
  });
});

describe("finance asked with when to pay: both answered, the finance honestly handed over", () => {
  it.each([
    "can I pay monthly for a new boiler, and do you take a deposit up front?",
    "Is there finance available? Do you need paying before you start?",
    "deposit needed? and can i spread the cost",
    "Do you want a deposit, or can it go on a payment plan?",
  ])("%j", (message) => {
    const reply = answer(message, MONDAY_10AM);
    expect(all(reply)).toMatch(/no finance/);
    expect(reply.offerCallback).toBe(true);
  });
});
