import { describe, expect, it } from "vitest";
import { business, pricingPackages } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { converseAt, shownText as all } from "../test/assistant-replies";
import { answer } from "./answer";

const now = new Date("2026-11-23T10:00:00Z");

/** Plays the visitor's turns as the dialog does: each request carries the last 6 turns. */
const converse = (...turns: string[]): AssistantReply => converseAt(now, ...turns);

describe("assistant conversation (history)", () => {
  it("code then make: the make completes the question it asked", () => {
    expect(all(answer("my boiler says F28", now))).toContain("Which make is your boiler?");
    const reply = converse("my boiler says F28", "its a vaillant");
    expect(reply.topic).toBe("fault-code");
    expect(all(reply)).toMatch(/Vaillant F\.?28: Ignition failure/);
  });

  it("make then code: the code is read with the make said before", () => {
    const reply = converse("vaillant", "F75");
    expect(reply.topic).toBe("fault-code");
    expect(all(reply)).toMatch(/Vaillant F\.?75/);
    expect(all(reply)).not.toContain("Which make");
  });

  it("postcode follow-up: the coverage question is answered from the coverage check", () => {
    expect(all(answer("do you cover my area", now))).toContain("Type your postcode");
    const reply = converse("do you cover my area", "TS14");
    expect(reply.topic).toBe("coverage");
    expect(all(reply)).toContain("Yes, we cover TS14");
  });

  it('"how much is that?" prices the previous subject', () => {
    const check = pricingPackages.find((p) => p.id === "gas-safety-check")!;
    const reply = converse("do you do gas safety certificates", "how much is that?");
    expect(reply.topic).toBe("prices");
    expect(all(reply)).toContain(`£${check.amount}`);
    const service = pricingPackages.find((p) => p.id === "annual-service")!;
    expect(all(converse("i need my boiler serviced", "how much?"))).toContain(`£${service.amount}`);
  });

  it('"and a cp12?" asks the previous question again about the new subject', () => {
    const check = pricingPackages.find((p) => p.id === "gas-safety-check")!;
    const reply = converse("how much is a service", "and a cp12?");
    expect(reply.topic).toBe("prices");
    expect(all(reply)).toContain(`${check.name} £${check.amount}`);
  });

  it("a funny smell said after the boiler was mentioned is treated as gas", () => {
    expect(converse("boiler making a noise", "and theres a funny smell").urgent).toBe(true);
  });

  it("checks safety on the visitor's turns together, and a message alone behaves as without history", () => {
    const reply = converse("my boiler is losing pressure", "also theres a smell like eggs");
    expect(reply).toMatchObject({ urgent: true });
    expect(all(reply)).toContain(business.gasEmergencyLine.display);
    expect(answer("no heating", now, [])).toEqual(answer("no heating", now));
  });

  it("a vulnerable person said in the next turn puts the 24/7 line first", () => {
    const reply = converse("no heating", "i have a newborn");
    expect(reply.text[0]).toContain("24/7");
    expect(reply.text[0]).toContain(business.phone.display);
  });
});

describe("safety precision and urgency", () => {
  it.each([
    "theres a horrible eggy pong in the hallway",
    "black marks on the wall above the gas fire",
    "pilot light on the back boiler keeps blowing out",
    "the flame on my gas fire is lazy and orange",
    "my nan keeps getting headaches and they go when she goes out",
    "the gas fire has gone a yellow colour",
    "black smoke from the flue",
  ])("indirect gas or CO sign %j gets the emergency steps", (message) => {
    const reply = answer(message, now);
    expect(reply.urgent).toBe(true);
    expect(all(reply)).toContain(business.gasEmergencyLine.display);
  });

  it.each([
    ["small copper pipe outside dripping water", /relief valve/],
    ["boiler smells like burning plastic", /fused spur/],
    ["water dripping onto the plug socket under the boiler", /consumer unit/],
    ["white smoke coming out of the flue on a cold morning", /normal/],
    ["boiler smells hot", /fused spur/],
  ])("%j gets its own advice, not the evacuation", (message, advice) => {
    const reply = answer(message, now);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(advice);
    expect(all(reply)).not.toContain("This could be a gas escape");
  });

  it.each(["i feel sick of my old boiler", "tap water smells of eggs"])("%j is not an emergency", (message) => {
    expect(answer(message, now).urgent).toBeFalsy();
  });

  it("a CO alarm chirping once a minute gets the battery explanation and the emergency line, without the evacuation", () => {
    // Alarm makers describe a single chirp a minute as the low-battery or end-of-life warning; a sounding alarm is not.
    const reply = answer("the co alarm chirps once a minute", now);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/low battery/);
    expect(all(reply)).toContain("0800 111 999");
  });

  it("a CO alarm chirping with no rhythm told keeps the emergency line first and the battery explanation", () => {
    const reply = answer("the co alarm is chirping", now);
    expect(reply.urgent).toBe(true);
    expect(all(reply)).toMatch(/low battery/);
  });

  it("no heating with a baby at night: the 24/7 line and the number in the first sentence", () => {
    const reply = answer("is anyone available at 3am my heating is off and i have a baby", now);
    expect(reply.text[0]).toContain("24/7");
    expect(reply.text[0]).toContain(business.phone.display);
  });

  it.each([
    ["do you do gas safety certificates", /^Yes, we do gas safety checks/],
    ["do you fit new boilers", /^Yes, we fit new boilers/],
    ["my tenant says the boiler is broken who pays", /landlord is responsible for repairing/],
    ["cp12 expired last week what do i do", /^Book a gas safety check now/],
    ["boiler keeps turning on and off every few mins", /short cycling/],
    ["my boiler has a red light flashing", /locked out/],
    ["ea 227", /^EA 227 is a Worcester Bosch code/],
    ["spanner symbol showing on the boiler", /service reminder, not a fault/],
    ["whats the number for gas emergencies", /^The National Gas Emergency Service: 0800 111 999/],
  ])("%j is answered as its class", (message, start) => {
    expect(answer(message, now).text.join(" ")).toMatch(start);
  });

  it("a baby by age ('a 3 week old') is a vulnerable person too", () => {
    expect(answer("boiler broke, we have a 3 week old", now).text[0]).toContain(business.phone.display);
    expect(answer("how much for a boiler service at night", now).topic).toBe("prices");
  });

  it("the hourly rate is quoted as both figures from business.ts", () => {
    const rate = pricingPackages.find((p) => p.id === "hourly-rate")!;
    const text = all(answer("whats ur hourly rate", now));
    for (const f of rate.features.filter((x) => x.includes("£"))) expect(text).toContain(f.slice(1));
  });

  it("coverage at the edge of the area says call to check and never a response time", () => {
    const text = all(answer("do you cover whitby", now));
    expect(text).toMatch(/call us to check/);
    expect(text).not.toMatch(/within \d|hours? response|usually within/i);
  });

  it('"i reset it and it came back" after a code: that code again, and not to keep resetting it', () => {
    const reply = converse("ideal logic L2", "i reset it and it came back");
    expect(reply.topic).toBe("fault-code");
    expect(all(reply)).toContain("When L2 comes back after a reset, do not keep resetting it");
    expect(all(reply)).toContain(business.phone.display);
  });

  it('"what about sedgefield" after another place: the new place, from the coverage check', () => {
    const reply = converse("do you cover hartlepool", "what about sedgefield");
    expect(reply.topic).toBe("coverage");
    expect(all(reply)).toContain("Sedgefield is TS21");
    expect(all(reply)).not.toContain("Hartlepool");
  });

  it('"its a combi" after a problem: a detail about it, not an article about combis', () => {
    expect(converse("no hot water", "its a combi").topic).toBe("no-hot-water");
  });
});

describe("safety in a conversation", () => {
  it("the steps are shown on the turn that raised them, not again once the visitor asks something else", () => {
    const first = converse("I can smell gas by the cooker");
    expect(first.urgent).toBe(true);
    const next = converse("I can smell gas by the cooker", "what are your opening hours");
    expect(next.urgent).toBeFalsy();
    expect(all(next)).toContain("7:00");
    expect(all(next)).not.toContain("Get everyone out");
  });

  it("an urgent 'can someone come' is short: the number once and one promise", () => {
    const reply = answer("boiler's dead and we've no heating, can someone come out today", now);
    const text = all(reply);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(60);
    expect(text.split(business.phone.display).length - 1).toBe(1);
    expect(reply.offerCallback).toBe(true);
  });
});

describe("found by the generalisation set's held-out part", () => {
  it("the hot water smelling is the water, not a hot (burning) smell", () => {
    expect(answer("our hot water smells a bit like eggs", now).topic).not.toBe("burning-smell");
  });

  it("heating that won't switch off is that situation, not a page about the thermostat or the gas meter", () => {
    expect(answer("the heating won't switch off even when I turn the thermostat right down", now).topic).toBe(
      "wont-turn-off",
    );
  });

  it("our number once in a question asked right after the gas steps", () => {
    const reply = converse(
      "I can smell gas in the hall",
      "right, different thing, how much is a landlord gas safety check?",
    );
    expect(all(reply).split(business.phone.display).length - 1).toBeLessThanOrEqual(1);
  });
});

describe("follow-ups found in the third round", () => {
  it.each([
    ["what's your phone number", "cheers"],
    ["whats your number", "thanks"],
  ])("thanks after an answer is thanks, not the answer again: %j then %j", (first, second) => {
    expect(converse(first, second).topic).toBe("thanks");
  });
  it.each([
    ["do you cover Marton", "what about tomorrow, can someone come"],
    ["how much is a service", "and when's the soonest someone could come out"],
  ])("a follow-up with a question of its own gets its own answer: %j then %j", (first, second) => {
    const reply = converse(first, second);
    expect(reply.topic).not.toBe("coverage");
    expect(reply.topic).not.toBe("prices");
  });
  it("'and a service too?' after a gas safety check price gets a price", () => {
    expect(all(converse("what do you charge for a landlord gas cert", "and a service on the same visit?"))).toMatch(
      /£(79|85)/,
    );
  });
  it.each([
    ["half the radiators are cold", "tried bleeding them, made no difference"],
    ["my radiators are cold", "I bled them and still cold"],
  ])("bled and still cold goes past bleeding: %j then %j", (first, second) => {
    const text = all(converse(first, second));
    expect(text).not.toMatch(/^You can bleed a radiator yourself/);
    expect(text).toMatch(/pump|valve|sludge|balanc|flush/i);
  });
});

describe("a code after the make, with the code's context read", () => {
  it("'it shows EA' after the make asks which EA code, not the brand page", () => {
    expect(all(converse("my boiler is a worcester", "it shows EA"))).toMatch(
      /Which code is your Worcester Bosch showing/,
    );
  });
});

describe("after an emergency turn, and a follow-up two turns on", () => {
  it("having called the emergency service, a question about the boiler gets what we do once it is safe", () => {
    const reply = converse(
      "there's a strong gas smell in the hall",
      "right, I've rung them and they're on the way, can you sort the boiler after",
    );
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/Once the emergency service has made it safe/);
  });
  it("'what now?' after a gas smell, without having called, gets the steps again", () => {
    expect(converse("smell gas in my kitchen", "what now?").urgent).toBe(true);
  });
  it("the alarm turn then its chirp: the battery advice", () => {
    const reply = converse(
      "our co detector keeps beeping",
      "actually I think it's the battery, one little chirp every minute",
    );
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/low battery/);
  });
  it("a short question two turns on is read with both earlier turns", () => {
    const reply = converse(
      "water leaking from my boiler",
      "it's coming out of a pipe underneath",
      "should I switch it off?",
    );
    expect(reply.topic).not.toBe("handoff");
  });
});

describe("thanks after a question about carbon monoxide", () => {
  it("a next question read with it is not a carbon monoxide emergency ('thank' is not 'think')", () => {
    const reply = converse(
      "Does a landlord need to put a CO alarm in a rented flat?",
      "ok thank you, and how often should the boiler be serviced?",
    );
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/once a year|annual/i);
  });
});

describe("asked of the subject before, and times said of the situation (the fourth set's kinds, new wordings)", () => {
  const turns = (...messages: string[]) => {
    const history: { role: "visitor" | "assistant"; text: string }[] = [];
    let reply = answer(messages[0]!);
    for (const m of messages.slice(1)) {
      history.push(
        { role: "visitor", text: messages[history.length / 2]! },
        { role: "assistant", text: reply.text.join(" ") },
      );
      reply = answer(m, new Date("2026-11-23T10:00:00Z"), history);
    }
    return reply;
  };
  it.each([
    ["the boiler's leaking from underneath", "ok to leave the heating running tonight?"],
    ["water's dripping from the pipe under my combi", "is it safe to leave the radiators on overnight"],
  ])("'is it safe to keep using it' after a leak gets the leak's advice: %j", (first, second) => {
    expect(turns(first, second).topic).toBe("leak");
  });

  it.each([
    "bitter tonight, the combi's died and the white overflow pipe outside is gurgling",
    "we're away on saturday, boiler keeps losing pressure, what can I check",
  ])("a time said of the situation is no question about our hours: %j", (message) => {
    expect(answer(message, new Date("2026-11-23T10:00:00Z")).topic).not.toBe("hours");
  });
  it("a time with someone asked for still is", () => {
    expect(answer("are you open on a sunday", new Date("2026-11-23T10:00:00Z")).topic).toBe("hours");
  });

  it.each([
    [
      "the co alarm in my dads flat is going off",
      "he's out now and the gas people are on their way, can you come out tomorrow to see to the boiler?",
    ],
    [
      "I can smell gas by the cooker",
      "rang the emergency number, they're on the way. When could one of your lot fix the cooker?",
    ],
    [
      "carbon monoxide alarm beeping nonstop in the hall",
      "ok called 0800 111 999 and they've made it safe. how soon can you book an engineer in",
    ],
  ])(
    "acted on the emergency and booking us: the visit's answer, with don't use it and the conditional line: %j",
    (first, second) => {
      const reply = converse(first, second);
      expect(reply.urgent).toBeFalsy();
      expect(all(reply)).toContain("0800 111 999");
      expect(all(reply)).toMatch(/don't use/i);
      expect(reply.steps ?? []).toEqual([]);
    },
  );
});

describe("no heat told first, then a visit asked (the fifth set's kinds, new wordings)", () => {
  it.each([
    ["no heating or hot water since last night and my mam is 88", "can u get someone out today"],
    ["the combi's dead, nothing at all, baby in the house", "Is anyone able to come out this morning?"],
    ["boiler packed in, no heat whatsoever", "can an engineer come today please"],
  ])("the short urgent answer: %j then %j", (first, second) => {
    const reply = converse(first, second);
    const text = all(reply);
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(80);
    expect(text.match(/01642 040623/g)?.length).toBe(1);
  });
});

describe("a visit asked now for an older person after no heat (the released held-out parts' kinds)", () => {
  it("is the short urgent answer", () => {
    const reply = converse(
      "my nan's boiler has stopped, no heating at all",
      "she's 91, can someone get there this afternoon?",
    );
    expect(all(reply).split(/\s+/).length).toBeLessThanOrEqual(80);
  });
});

describe("a time asked as a follow-up, about the previous turn's subject or place (new wordings)", () => {
  it.each([
    [["can you put a new boiler in for us", "and how long would the job take then?"], /one day/],
    [
      ["do you do power flushing", "how long would it take on a three bed house with nine rads?"],
      /most of a working day/,
    ],
    [["Do you do boiler servicing?", "roughly how much time does that take"], /45 minutes/],
    [["do you cover Redcar", "what time would he come"], /60 to 90 minutes/],
    [["Are you able to get out to Guisborough?", "and what time would your engineer get here?"], /60 to 90 minutes/],
  ])("%j", (turns, expected) => {
    expect(all(converse(...turns))).toMatch(expected);
  });
});

describe("no heat and a visit asked 'as soon as possible' (new wordings)", () => {
  it.each([
    "No heating at all since last night. Please could you send someone as soon as you can?",
    "heating's dead, can someone come out as quick as poss",
  ])("%j: the short urgent answer", (message) => {
    const reply = answer(message, now);
    expect(reply.topic).toBe("urgent-visit");
    expect(all(reply).split(/\s+/).length).toBeLessThanOrEqual(70);
  });
});

describe("waiting for the gas emergency service (the sixth set's conversation kind, other wordings)", () => {
  it.each([
    [
      "gas smell by the meter",
      "right we're all out on the street and I've phoned 0800 111 999",
      "when they've gone can you sort the boiler out?",
    ],
    ["smells of gas in the kitchen", "done, called them, waiting outside now", "will you fix it once they have been?"],
    [
      "i think theres a gas leak",
      "outside now, rang the gas people",
      "and after theyve been could someone come and repair it",
    ],
  ])("a repair asked while waiting gets what we do once it is safe and the conditional line: %j", (...turns) => {
    const reply = converse(...turns);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toContain(business.gasEmergencyLine.display);
    expect(all(reply)).toContain("£99");
    expect(reply.steps ?? []).toEqual([]);
  });
});

describe("a follow-up that qualifies the question before (the sixth set's conversation kind, other wordings)", () => {
  it.each([
    ["how much is a gas safety certificate?", "and if there are four rental flats?"],
    ["price of a cp12 please", "what if I've got 3 houses to do?"],
  ])("several properties after a price: the per-property answer: %j", (...turns) => {
    expect(all(converse(...turns))).toMatch(/per property|each property/i);
  });

  it.each([
    [
      "Do you test for carbon monoxide?",
      "No symptoms or anything, the alarm is fine, just want to be sure before the baby arrives. How much would that be and what's involved?",
    ],
    [
      "can you check for carbon monoxide",
      "we're fine, nobody unwell, it's just for peace of mind really, what's the cost?",
    ],
  ])("a price asked with no subject of its own, at length, prices the subject before: %j", (...turns) => {
    expect(all(converse(...turns))).toContain("£45");
  });

  it("thanks, then how long the visit takes at length, is the duration of the job before", () => {
    const reply = converse(
      "what do you charge to service a boiler?",
      "Lovely, thank you. And roughly how long will your engineer be here for? I need to pick the kids up from school at three.",
    );
    expect(all(reply)).toMatch(/minutes|an hour/);
  });
});

describe("the visitor's own appointment is their day, not a booking asked", () => {
  it("how long the service takes, with a doctor's appointment named, is the duration", () => {
    const reply = converse(
      "How much do you charge for a boiler service?",
      "Thanks. And how long will the engineer be in the house? I've a doctor's appointment at eleven.",
    );
    expect(all(reply)).toMatch(/minutes|an hour/);
  });
});

it("a yellow hob flame, then 'I've turned it off, can you send someone and what does it cost': the conditional line stays", () => {
  const reply = converse(
    "the flames on my gas hob are yellow, is that bad?",
    "ok I've switched it off and opened a window, nobody feels unwell. can you send someone to check it, how much?",
  );
  expect(all(reply)).toContain(business.gasEmergencyLine.display);
});

describe("whether to keep using an appliance after a hazard told, with nobody having made it safe", () => {
  it.each([
    ["the flue pipe on the roof has come apart at the joint", "is it alright to keep the heating on until monday?"],
    [
      "the builder says the boiler's flue has come loose in the loft",
      "He's left now. Can I still use the boiler tonight?",
    ],
    ["there's black soot marks all round the gas fire", "ok. safe to use it till someone comes?"],
    [
      "the kitchen fitter noticed the flue has slipped out of the top of the boiler, there's a gap",
      "they've gone now. ok to keep using it for a few days?",
    ],
    [
      "the window cleaner says our flue terminal outside is cracked and hanging",
      "He's gone now, can we carry on using the boiler?",
    ],
  ])("the steps again, the emergency number first: %j", (first, second) => {
    const reply = converse(first, second);
    expect(reply.urgent).toBe(true);
    expect(reply.text[0]).toContain(business.gasEmergencyLine.display);
  });
});

describe("a gas smell said after all to be supposed ('I mean if one day'), with no smell now", () => {
  it.each([
    ["my gas smells, what I do?", "no no, I mean in case I smell it some day. There is nothing now."],
    ["smell gas what do i do", "sorry i meant IF i ever smell it, not now, everything is fine"],
    ["What happens when I smell gas", "Just asking for if it ever happens. No smell here."],
  ])("the steps to keep for then, not the emergency: %j", (first, second) => {
    const reply = converse(first, second);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/If you ever smell gas/);
  });
  it("a smell back now after such a question is the emergency", () => {
    const reply = converse("what do i do if i smell gas", "well actually I can smell it now in the hall");
    expect(reply.urgent).toBe(true);
  });
});
