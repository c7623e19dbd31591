import { describe, expect, it } from "vitest";
import { business } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { shownText as all } from "../test/assistant-replies";
import { answer } from "./answer";

const hrefs = (reply: AssistantReply) => reply.links.map((l) => l.href);

describe("assistant", () => {
  it.each(["I can smell gas in the kitchen", "can smel gas", "funny gassy smell", "smell of eggs in kitchen"])(
    "puts the gas steps first for %j",
    (message) => {
      const reply = answer(message);
      expect(reply).toMatchObject({ topic: "gas-emergency", urgent: true });
      expect(all(reply)).toContain("0800 111 999");
      expect(reply.steps?.length).toBeGreaterThanOrEqual(5);
    },
  );

  it("gives carbon monoxide symptoms medical advice as well as the safety steps", () => {
    const reply = answer("feel dizzy and sick every time the heating is on");
    expect(reply).toMatchObject({ topic: "carbon-monoxide", urgent: true });
    expect(all(reply)).toContain("0800 111 999");
    expect(all(reply)).toContain("NHS 111");
    expect(all(reply)).toContain("Call 999 if anyone is seriously unwell");
  });

  it("answers a question about a CO test with its price and a one-line note, not an evacuation", () => {
    const reply = answer("How much is a carbon monoxide test");
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toContain("Carbon Monoxide Test £45");
    expect(all(reply)).toContain("If you can smell gas now");
    expect(all(reply)).not.toContain("Get everyone out");
  });

  it("checks the whole message, not its first 500 characters", () => {
    const long = `${"The radiators upstairs take a while to warm up in the morning. ".repeat(28)}can smel gas near the meter`;
    expect(long.length).toBeGreaterThan(1700);
    expect(answer(long).urgent).toBe(true);
  });

  it.each([
    ["Vaillant F28", "Vaillant F.28"],
    ["my vaillant is 12 years old and showing f28", "Vaillant F.28"],
    ["worcester ea 227", "Worcester Bosch EA 227"],
    ["ariston 501", "Ariston 501"],
  ])("explains the fault code in %j from the make's table", (message, expected) => {
    const reply = answer(message);
    expect(reply.topic).toBe("fault-code");
    expect(reply.text[0]).toContain(expected);
    expect(hrefs(reply).some((h) => h.startsWith("/services/brands/"))).toBe(true);
  });

  it("matches codes whole: Vaillant F2 is not F.22, F.28 or F.29", () => {
    const reply = answer("Vaillant F2");
    expect(all(reply)).toContain("I don't have F2 for Vaillant");
    expect(all(reply)).not.toMatch(/F\.2[289]:/);
  });

  it("tells a status code from a fault", () => {
    const reply = answer("vaillant showing s.4");
    expect(reply.topic).toBe("status-code");
    expect(all(reply)).not.toMatch(/reset once/i);
  });

  it("asks for the make when only the code is given, and for the code when only a fault is mentioned", () => {
    expect(all(answer("f28 on the boiler"))).toContain("Which make is your boiler?");
    expect(all(answer("my baxi has a fault code"))).toContain("Which code is your Baxi showing?");
  });

  it("answers a make without a code about the make, not with a question about codes", () => {
    const reply = answer("do you service baxi boilers");
    expect(hrefs(reply)).toContain("/services/brands/baxi");
    expect(all(reply)).not.toContain("Which code");
  });

  it.each([
    ["do you cover stockton", "/areas/stockton-on-tees"],
    ["do you come out to yarm", "/areas/yarm"],
    ["r u in acklam", "/areas/acklam"],
    ["do you cover TS5", "/areas/acklam"],
  ])("resolves %j to an area page", (message, href) => {
    const reply = answer(message);
    expect(reply.topic).toBe("coverage");
    expect(hrefs(reply)).toContain(href);
  });

  it("answers outside postcodes as outside", () => {
    expect(answer("do you come to SW1A?").text[0]).toContain("outside");
  });

  it("answers hot water but no heating with the heating fault, not the hot water one", () => {
    const reply = answer("heating won't come on but hot water works");
    expect(reply.topic).toBe("no-heating");
    expect(hrefs(reply)).toContain("/services/no-heating-repairs");
  });

  it.each([
    ["where are you based", business.address.street],
    ["are you gas safe registered", "Gas Safe registered"],
    ["what's your email", business.email],
    ["opening hours?", "Mon-Fri 7:00-19:00"],
    ["how much for a boiler service", "Annual Service from £85"],
  ])("answers %j from business.ts", (message, expected) => {
    expect(all(answer(message))).toContain(expected);
  });

  it("answers both questions in one message", () => {
    const reply = answer("do you cover yarm and how much is a service");
    expect(hrefs(reply)).toContain("/areas/yarm");
    expect(all(reply)).toContain("£85");
  });

  it("offers the callback form when asked to book", () => {
    expect(answer("can someone ring me")).toMatchObject({ topic: "callback", offerCallback: true });
  });

  it("explains relighting a pilot light, and that one which keeps going out is a safety sign", () => {
    const reply = answer("how do i relight the pilot light");
    expect(reply).toMatchObject({ topic: "pilot-light" });
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toContain("keeps going out");
    expect(all(reply)).toContain(business.phone.display);
    expect(answer("the pilot on my old boiler goes out every night")).toMatchObject({
      topic: "carbon-monoxide",
      urgent: true,
    });
  });

  it("puts the 24/7 line first when the person without heat says they are old", () => {
    const reply = answer("i am 80 and live alone my heating has stopped");
    expect(reply.text[0]).toContain("24/7");
    expect(reply.text[0]).toContain(business.phone.display);
  });

  it("does not offer a visit for a message that only says 'tomorrow'", () => {
    // Nothing on the site answers it: the honest handoff, not a booking.
    expect(answer("what's the weather like tomorrow").topic).toBe("handoff");
    // A day asked for a visit: the callback form's preferred visit time.
    expect(answer("can someone look at my boiler tomorrow").topic).toBe("visit-day");
  });

  it("thanks get a short reply, not the menu; thanks with a question get the answer", () => {
    expect(answer("thanks")).toMatchObject({ topic: "thanks" });
    expect(answer("thanks, how much is a service").topic).toBe("prices");
  });

  it.each(["do you fix oil boilers", "do you do lpg", "can you fix an electric boiler"])(
    "%j: gas boilers are what we do, and the honest handoff for the fuel",
    (message) => {
      const reply = answer(message);
      expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
      expect(all(reply)).toContain("Gas Safe registered");
      expect(all(reply)).toContain(business.phone.display);
    },
  );

  it.each([
    "do you do commercial gas safety certificates for my restaurant",
    "gas safety check for a commercial kitchen",
    "can you service the boiler in our office",
    "how much for a gas safety certificate for our cafe",
    "need a CP12 for my takeaway",
    "our restaurant needs its gas safety check",
  ])("%j: the site's prices are for homes; commercial premises get the honest handoff", (message) => {
    const reply = answer(message);
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(all(reply)).toContain("commercial premises");
    expect(all(reply)).toContain(business.phone.display);
    expect(all(reply)).not.toContain("£");
    expect(all(reply)).not.toMatch(/^Yes/);
  });

  it("a landlord asking the price of a gas safety certificate still gets the price", () => {
    expect(answer("how much is a landlord gas safety certificate").topic).toBe("prices");
  });

  it.each([
    "the radiator in my home office is cold",
    "my boiler broke while I was at the office",
    "we are staying at a hotel because the boiler is broken",
    "I'm at my shop till 5, can you look at the boiler after",
    "I'm at our office until 6, my house has no heating",
    "can you come after my school run",
  ])("%j is a home's question, not a commercial one", (message) => {
    expect(all(answer(message))).not.toContain("commercial premises");
  });

  it("a leak described without the word ('water coming through the ceiling') gets the leak steps", () => {
    const reply = answer("water coming through the ceiling under the bathroom");
    expect(reply.topic).toBe("leak");
    expect(all(reply)).toContain("stopcock");
  });

  it.each(["ur useless bot f*** off", "f**k this boiler"])("%j: a calm reply that offers a person", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("frustration");
    expect(all(reply)).toContain(business.phone.display);
    expect(all(reply)).not.toMatch(/F\.?28/);
  });

  it.each([
    ["what happens if i fail the gas safety check", "free estimate for the repair"],
    ["my tenant wont let me in for the gas safety check", "can't force entry"],
    ["do i need a cp12 for an airbnb", "holiday lets"],
    ["do i need planning permission for a new boiler", "planning permission"],
    ["can you send the certificate by email", "electronically"],
    ["whats the best boiler brand", "no single best make"],
  ])("%j finds the page section that answers it (its frontmatter hints)", (message, expected) => {
    expect(all(answer(message))).toContain(expected);
  });

  it("finance: how to pay, and that the price list has no payment plan (not a fact business.ts has)", () => {
    const reply = answer("do you do payment plans");
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(all(reply)).toContain("no finance or payment plan");
    expect(all(reply)).toContain(business.paymentAccepted[0]!.toLowerCase());
  });

  it("DBS checks: what the engineers' Gas Safe ID shows, and to ask us about the rest", () => {
    const reply = answer("are your engineers dbs checked");
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(all(reply)).toContain("Gas Safe ID card");
    expect(all(reply)).toContain(business.phone.display);
  });

  it.each([
    ["ne1 avail 2nite", "hours"],
    ["combi no hot wtr but rads hot", "no-hot-water"],
    ["baxi 133", "fault-code"],
  ])("text-message spellings: %j is answered as %s", (message, topic) => {
    expect(answer(message).topic).toBe(topic);
  });

  it("falls back to what it can help with and our phone number for a greeting", () => {
    const reply = answer("hello");
    expect(reply.topic).toBe("help");
    expect(all(reply)).toContain(business.phone.display);
  });

  it("says so when nothing answers a question, and offers the callback form", () => {
    const reply = answer("can you fix my car");
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(reply.text.join(" ")).toMatch(/^I can't answer that/);
    expect(all(reply)).toContain(business.phone.display);
  });
});

describe("receptionist questions read by meaning", () => {
  const monday10 = new Date("2026-11-23T10:00:00Z");
  it.each(["if i book at 11 can u come 2day", "Can someone come today?"])(
    "a visit asked for today gets the same-day rule: %j",
    (message) => {
      const reply = answer(message, monday10);
      expect(reply.topic).toBe("same-day-rule");
      expect(all(reply)).toContain(`Book before ${business.sameDayCutoff}`);
    },
  );

  it("the firm's age asked without the word 'company'", () => {
    expect(all(answer("How long has the business been going?", monday10))).toContain(String(business.foundedYear));
  });

  it("a fine is a penalty, not a price", () => {
    const reply = answer("How much is the fine for a landlord without a gas safety certificate?", monday10);
    expect(reply.topic).not.toBe("prices");
    expect(all(reply)).toMatch(/unlimited fine|prosecuted/);
  });

  it("heat pumps are outside the trade: the honest handoff", () => {
    expect(answer("Do you fit air source heat pumps?", monday10)).toMatchObject({
      topic: "handoff",
      offerCallback: true,
    });
  });
});

describe("more receptionist questions read by meaning", () => {
  const monday10 = new Date("2026-11-23T10:00:00Z");
  it.each([
    ["i dont smell gas but i do smell something musty by the boiler", "burning-smell", false],
    ["is sunday dearer?", "prices", true],
    ["no gas at the cooker or boiler, meter says emergency credit", "no-gas-supply", true],
    ["who am I chatting to?", "person", true],
    ["is this a real company?", "company", true],
  ] as const)("%j", (message, topic, expected) => {
    const reply = answer(message, monday10);
    if (expected) expect(reply.topic).toBe(topic);
    else expect(reply.topic).not.toBe(topic);
  });
});

describe("words read as meant", () => {
  it("'I think' is not 'thank': no 'you're welcome' to a question", () => {
    expect(answer("expansion vessel needs recharging I think").topic).not.toBe("thanks");
  });
  it("a leaking tap is plumbing outside the trade: the honest handoff, not the boiler-leak steps", () => {
    expect(answer("can you fix a leaking tap").topic).toBe("handoff");
  });
});

describe("a gas smell with a boiler flashing a code", () => {
  it("says not to reset it, even for a code without digits", () => {
    const reply = answer("Boiler's flashing EA AGAIN and now the whole cupboard smells of gas. What now?");
    expect(reply.urgent).toBe(true);
    expect(all(reply)).toMatch(/Don't reset/);
  });
});

describe("honest handoff: what nothing on the site answers reaches the owner, not a neighbouring page", () => {
  const isHandoff = (r: AssistantReply) => r.topic === "handoff" && r.offerCallback === true;
  it.each([
    "could your lot put in a charging point for my electric car",
    "can I buy a replacement fan for my boiler off you, I'll fit it myself, just want the part",
    "do you install the new smart meters for the gas",
    "how much does one of your engineers earn a year",
    "do yous do jobs for the housing association, like on contract",
    "can you service an aga, the gas one",
  ])("%j", (message) => {
    expect(isHandoff(answer(message))).toBe(true);
  });
  it("a gas meter's lever to turn the gas off is still answered", () => {
    expect(answer("where is the lever on the gas meter to turn the gas off").topic).not.toBe("handoff");
  });
  it("a council tenant's broken boiler is still the landlord's repair", () => {
    expect(answer("I rent from the council and my boiler is broken, who fixes it").topic).toBe("tenant-repairs");
  });
});

describe("a page found by the visitor's words answers only when it is about the topic recognised", () => {
  it.each([
    ["two boilers to get serviced, one at mine and one at my sister's", /£85 per boiler/],
    ["thermostat on the wall does nothing at all since the power went", /thermostat/i],
  ])("%j", (message, about) => {
    expect(all(answer(message))).toMatch(about);
  });
  it("a bloke is not 'broke'", () => {
    expect(answer("is it the same bloke who comes out every time").topic).not.toBe("no-heating");
  });
});

describe("qualifiers: the day asked, what is offered, a complaint, a place, beyond the boiler", () => {
  const monday10 = new Date("2026-11-23T10:00:00Z");
  it.each([
    "how much for a service, and could you do it next tuesday afternoon",
    "is friday morning possible for someone to look at my boiler",
  ])("a day or part of the day asked for a visit gets the preferred visit time: %j", (message) => {
    expect(all(answer(message, monday10))).toMatch(/preferred visit time/);
  });
  it("a price asked with the day gets both", () => {
    const text = all(answer("how much for a service, and could you do it next tuesday afternoon", monday10));
    expect(text).toContain("£85");
    expect(text).toMatch(/preferred visit time/);
  });
  it.each(["could you service my boiler next week", "do u service combis"])(
    "asking whether we service a boiler gets yes and the price: %j",
    (message) => {
      const reply = answer(message, monday10);
      expect(all(reply)).toMatch(/^Yes, we service/);
      expect(all(reply)).toContain("£85");
    },
  );
  it.each([
    "the lad you sent never showed up on tuesday and no one phoned, that's not on",
    "I was let down badly by your engineer, he left it worse than before",
  ])("a complaint told without the word gets the complaints route: %j", (message) => {
    expect(answer(message, monday10).topic).toBe("complaint");
  });
  it("a place asked as how far we come out is coverage, not an urgent visit", () => {
    const reply = answer("would you come out as far as Northallerton", monday10);
    expect(reply.topic).toBe("coverage");
  });
  it("moving a boiler is quoted after a survey, not a repair price", () => {
    const text = all(answer("what would you charge to relocate my combi into the airing cupboard", monday10));
    expect(text).toMatch(/survey/);
    expect(text).not.toContain("Same-Day Repair");
  });
  it.each(["the valve on the bedroom rad is seized, won't turn at all", "trv on my radiator is stuck"])(
    "a stuck radiator valve gets the radiator answer: %j",
    (message) => {
      expect(all(answer(message, monday10))).toMatch(/TRV|valve/);
      expect(answer(message, monday10).topic).not.toBe("no-heating");
    },
  );
  it("a towel rail that stays cold is a radiator", () => {
    expect(hrefs(answer("heated towel rail in the en suite stays stone cold", monday10))).toContain(
      "/services/radiator-repair",
    );
  });
  it("'yous' is 'you': can yous come is a visit asked for", () => {
    expect(answer("no heating at all, can yous come today", monday10).topic).toBe("urgent-visit");
  });
});

describe("the catch-all and a gas leak already fixed", () => {
  it("a boiler question no page answers gets the handoff, not a neighbouring page", () => {
    expect(answer("is it ok to keep clothes drying on top of the boiler").topic).toBe("handoff");
  });
  it("a boiler that won't come back on after a gas leak was fixed is not the water-leak advice", () => {
    const reply = answer("had a gas leak repaired by cadent this morning and now the boiler won't come back on");
    expect(reply.topic).not.toBe("leak");
    expect(all(reply)).toContain("0800 111 999");
  });
});

describe("every radiator cold", () => {
  it.each(["all our radiators are stone cold this morning", "rads are freezing in every room"])(
    "points to the pump, a valve or the controls: %j",
    (message) => {
      expect(all(answer(message))).toMatch(/pump|valve/);
    },
  );
});

describe("our guarantee, an electrical trip, a flame that goes out, a loft tank", () => {
  it.each([
    "if the repair fails next month do you come back for free, is there a guarantee",
    "what warranty do u give on ur work",
  ])("our guarantee on a repair is the about page's: %j", (message) => {
    expect(all(answer(message))).toMatch(/guaranteed for 12 months/);
  });
  it.each([
    "does the manufacturer warranty on a new boiler need registering",
    "who registers the warranty when you put a new combi in, me or you",
  ])("a manufacturer's warranty registered: the about page says we register it: %j", (message) => {
    expect(all(answer(message))).toMatch(/which we register for you/);
  });
  it.each(["every time the boiler fires up it trips the fuse box", "boiler keeps tripping the rcd"])(
    "a boiler tripping the electrics: leave it off and call: %j",
    (message) => {
      const reply = answer(message);
      expect(reply.topic).toBe("electrical-trip");
      expect(all(reply)).toContain(business.phone.display);
    },
  );
  it.each(["the burner lights and then goes out a second later", "it fires up then the flame dies straight away"])(
    "a flame that lights then goes out is a boiler fault, not the CO alarm text: %j",
    (message) => {
      expect(all(answer(message))).not.toMatch(/silence it/);
      expect(answer(message).topic).toBe("turning-off");
    },
  );
  it.each([
    "water pouring out the overflow pipe from the tank in the loft",
    "header tank in the attic keeps overflowing",
  ])(
    "a loft tank overflowing is its float valve or the heating pumping over, not the boiler's relief valve: %j",
    (message) => {
      const reply = answer(message);
      expect(reply.topic).toBe("loft-tank");
      expect(all(reply)).toMatch(/float|ball valve/);
    },
  );
});

describe("honest handoff for what the site does not answer, with a boiler named", () => {
  const isHandoff = (r: AssistantReply) => r.topic === "handoff" && r.offerCallback === true;
  it.each([
    "is there a yearly boiler care plan I can pay into with you, like the ones the energy firms do",
    "the insurance company needs an engineer's letter saying the boiler caused the flood, can you write one",
    "where can I get a replacement pump for my Ideal, I'd rather buy the part and do it myself",
    "thinking of swapping the boiler for an air source unit, do you install those",
    "last time a lad called Dean came, can we have him again, same engineer",
    "will it be one of your staff or do you use subcontractors",
  ])("%j", (message) => {
    expect(isHandoff(answer(message))).toBe(true);
  });
});

describe("places: asked, mentioned in passing, named on an area page, outside", () => {
  it.each([
    [
      "my son rents a flat in Acklam and there's no CO alarm by his boiler, shouldn't his landlord fit one",
      /2022|must fit/,
    ],
    ["we're in Nunthorpe, roughly how much is a boiler service these days", /£85/],
  ])("a place in passing comes after what is asked: %j", (message, expected) => {
    const reply = answer(message);
    expect(reply.topic).not.toBe("coverage");
    expect(reply.text[0]).toMatch(expected);
  });
  it("a place outside our area asked with a service: only that it is outside, no 'yes' to the service", () => {
    const text = all(answer("my aunt is up in Durham, could you go up there and service her combi"));
    expect(text).toMatch(/outside the area we cover/);
    expect(text).not.toMatch(/Yes, we service/);
  });
  it.each([
    ["is Port Mulgrave in your patch", "/areas/hinderwell"],
    ["do you cover North Skelton", "/areas/skelton"],
  ])("a village an area page names is that page's: %j", (message, href) => {
    expect(hrefs(answer(message))).toContain(href);
  });
  it("a town with no area page is said not to be one of them", () => {
    expect(all(answer("We live in Sedgefield, is that one of yours?"))).toMatch(
      /not one of the places on our area pages/,
    );
  });
});

describe("what a message asks before what it tells", () => {
  it.each([
    "The boiler your lad fitted in June has packed up twice now and there's water all over the kitchen floor. Who do I complain to?",
    "heating broke again a week after ur engineer was out, no heat at all, i want to make a complaint",
  ])("a complaint made is answered, whatever failure it tells of: %j", (message) => {
    expect(answer(message).topic).toBe("complaint");
  });
  it("'six times' is not a timer: resetting again and again gets the reset advice", () => {
    const text = all(answer("I've pressed the reset button about ten times today, is that bad?"));
    expect(text).toMatch(/once or twice|stop resetting/);
  });
  it.each([
    "We moved to Staithes in the summer and the boiler is an old Ideal that the last owners never serviced. With a baby due in January we want it checked. My question is whether you'd come out that far.",
    "Our boiler's a Worcester, about eight years old, serviced every year by the previous firm who have now retired. We're up at Loftus. I wanted to ask if Loftus is in your area at all?",
  ])("in a long message, the sentence that asks is answered first: %j", (message) => {
    expect(answer(message).topic).toBe("coverage");
  });
});

describe("told, not asked: our base and our address", () => {
  it.each([
    "I know you're based in Middlesbrough and we're a fair way off in Staithes, would you come that far?",
    "Your base is in Middlesbrough I think, but do you get out to Loftus?",
  ])("our base named about us is not the visitor's place: %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("coverage");
    expect(all(reply)).not.toMatch(/Middlesbrough is TS1/);
  });
});

describe("what a long message tells in passing", () => {
  const long =
    "This has been going on for weeks and my wife keeps saying it's the boiler. We've a Vaillant combi. The pressure reads 1.4. Upstairs rooms are cold but downstairs radiators are roasting. What would you do?";
  it("a normal pressure reading, a make named and 'keeps saying' do not take the answer from the cold rooms", () => {
    const reply = answer(long);
    expect(all(reply)).toMatch(/balance|lockshield|sludge/);
    expect(all(reply)).not.toMatch(/Which code is your/);
    expect(all(reply)).not.toMatch(/local firm based in Middlesbrough since/);
  });
});

describe("what customers say about us", () => {
  it.each(["what do people say about you lot", "any feedback from customers? are you any good"])(
    "%j gets the rating",
    (message) => {
      expect(all(answer(message))).toMatch(/4\.9/);
    },
  );
});

describe("prices, by what is asked about them", () => {
  it.each(["do you charge a callout fee at night", "whats the call out charge on a sunday"])(
    "a call-out fee asked is answered first: none: %j",
    (message) => {
      expect(answer(message).text[0]).toMatch(/^No call-out fees/);
    },
  );
  it.each(["do you want paying before you start or after", "is a deposit needed when I book a repair"])(
    "when to pay is the pricing page's answer: %j",
    (message) => {
      expect(all(answer(message))).toMatch(/when the job is done, not in advance/);
    },
  );
  it.each(["ballpark, what's a combi going to set me back", "how much for a boiler roughly"])(
    "a boiler's price asked is quoted after a survey, not a repair price: %j",
    (message) => {
      const text = all(answer(message));
      expect(text).toMatch(/survey/);
      expect(text).not.toMatch(/Same-Day Repair/);
    },
  );
  it("a gas safety check asked about each appliance: it checks every gas appliance", () => {
    const text = all(
      answer("does the £75 landlord check cover the cooker and gas fire too or is that extra per appliance"),
    );
    expect(text).toMatch(/every gas appliance/i);
  });
});

describe("safety questions answered from the gas safety pages", () => {
  it.each([
    "We're renting out my late mum's bungalow. Which rooms legally need a CO alarm, and does the gas cooker count?",
    "landlord here, is a carbon monoxide detector a legal must in the lounge with the gas fire",
  ])("a landlord's CO alarm duty is the 2022 rule: %j", (message) => {
    expect(all(answer(message))).toMatch(/2022/);
  });
  it.each([
    "how does carbon monoxide affect you, we're about to buy a detector",
    "what would CO poisoning feel like? getting an alarm fitted next week",
  ])("what CO does to you is the signs, even with an alarm named: %j", (message) => {
    expect(all(answer(message))).toMatch(/headache/i);
  });
  it.each([
    "what are the steps if you ever smell gas in the house, I want to print them",
    "please remind me what to do if I smell gas, for my elderly dad's fridge door",
  ])("what to do if one smells gas is the steps, with the number, not an evacuation now: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toContain("0800 111 999");
    expect(all(reply)).toMatch(/meter|window/i);
  });
  it.each(["when will I get the landlord certificate after the check", "cp12 - how long till i get the paperwork?"])(
    "the gas safety record's timing is the same day: %j",
    (message) => {
      expect(all(answer(message))).toMatch(/same day/);
    },
  );
  it("an appliance made safe and a repair asked: don't use it, and the repair offer", () => {
    const text = all(
      answer("Cadent capped the gas fire last night and stuck a do not use label on it. Could you come and fix it?"),
    );
    expect(text).toMatch(/Don't use it/);
    expect(text).toMatch(/£95|free estimate/);
  });
});

describe("how quickly we get there", () => {
  it("a place named earlier: its area page's typical response", () => {
    const history = [
      { role: "visitor" as const, text: "do you go out to Guisborough" },
      { role: "assistant" as const, text: "Yes, we cover TS14." },
    ];
    expect(all(answer("and how fast could someone get to me in an emergency", new Date(), history))).toMatch(
      /60 to 90/,
    );
  });
  it("a place in the message: its typical response", () => {
    expect(all(answer("how long would it take you to reach Whitby for a breakdown"))).toMatch(/within 2 hours/);
  });
});

describe("words that are something else in a long message", () => {
  it.each([
    ["we have an open fireplace in the lounge, does it need a CO alarm under the new landlord rules", "hours"],
    ["the letting agent wants me to get the gas certificate done, what does it cover", "handoff"],
    ["I'll book the check once I know the dates, is a CO alarm needed in a rented flat's kitchen", "prices"],
    [
      "there's a boiler, a gas hob and a gas fire in the flat I'm letting, does the CO alarm law cover all of them",
      "no-gas-supply",
    ],
  ])("%j is not answered as %s", (message, wrong) => {
    expect(answer(message).topic).not.toBe(wrong);
  });
  it("'before I book' is the context of a price question, not a booking", () => {
    const reply = answer(
      "The radiators are cold at the bottom and a friend said a power flush fixed hers. Before I book anything, can you tell me roughly how much a power flush is?",
    );
    expect(reply.text[0]).toMatch(/£|estimate/);
  });
});

describe("found by the round's own probes", () => {
  it("recommending another trade is not our rating", () => {
    expect(answer("can you recommend a plumber for my bathroom").topic).toBe("handoff");
  });
  it("what CO does to the body gets the signs", () => {
    expect(all(answer("what does carbon monoxide do to the body"))).toMatch(/headache/i);
  });
  it("a boiler that won't come back on after a gas leak was fixed is not a water leak", () => {
    expect(answer("we've had a gas leak fixed by cadent yesterday, boiler now wont come back on").topic).not.toBe(
      "boiler",
    );
  });
});

describe("found by the round's second probes", () => {
  it("every radiator cold, said angrily with 'one more', is not one radiator's answer", () => {
    expect(all(answer("one more person tells me to bleed them and i'll scream, the radiators are all cold"))).toMatch(
      /pump|valve/,
    );
  });
  it.each(["can u do a service weds pm", "any chance of a cp12 on thurs"])(
    "a weekday shortened is a day asked: %j",
    (message) => {
      expect(all(answer(message))).toMatch(/preferred visit time|Yes, we/);
    },
  );
  it("a gas certificate at the weekend is not priced as a weekend repair", () => {
    const text = all(answer("what's a gas safety cert cost and can you do it on a sunday"));
    expect(text).toContain("£75");
    expect(text).not.toMatch(/Weekend Repair from/);
  });
});

describe("the fourth set's kinds, in wordings of our own", () => {
  it.each([
    // Another trade's appliance asked to be worked on, even with the boiler named.
    "when the lad comes to service the boiler can he fix our dishwasher too, it's leaking",
    "can you repair my electric shower, the boiler's fine it's just the shower",
    "we're redoing the bathroom, do you install electric underfloor mats as well as boilers",
    // Legal help against another trader, funding schemes and discounts, company registration.
    "the last plumber botched our boiler install, can you give me a report for the small claims court",
    "is there a grant for a free boiler if I'm on pension credit",
    "do you give OAPs money off a boiler service",
    "whats your companies house number, I need it for my records",
  ])("nothing on the site answers it: the honest handoff, %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("handoff");
    expect(reply.offerCallback).toBe(true);
  });

  it.each([
    "Will the engineer have identification on him? I don't open the door to strangers.",
    "are your lads registered for gas work or just plumbers",
  ])("registration or an engineer's ID asked without 'Gas Safe': %j", (message) => {
    expect(all(answer(message))).toMatch(/Gas Safe ID card/);
  });

  it.each(["how do i know the reviews on your site are genuine", "bet half them 5 star reviews are fake or bought"])(
    "whether reviews are genuine: the reviews policy, %j",
    (message) => {
      const reply = answer(message);
      expect(hrefs(reply)).toContain("/reviews-policy");
      expect(all(reply)).toMatch(/never offer money/);
    },
  );

  it.each([
    "is it a one man band or have you got a few engineers",
    "are you a proper company, my neighbour got ripped off by a cowboy",
  ])("the firm asked about, a cowboy elsewhere is no complaint about us: %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("company");
    expect(all(reply)).toContain(String(business.foundedYear));
  });

  it.each([
    "boiler packed up, can I put the immersion on till your man comes?",
    "is it ok to use the immersion instead while the boiler is broken",
  ])("the immersion as a stop-gap: %j", (message) => {
    expect(all(answer(message))).toMatch(/stop-gap/);
  });

  it("three flats' certificates booked together are priced per property", () => {
    expect(
      all(answer("I've got three rented flats, can you do all the gas certs together and what's the price each")),
    ).toMatch(/£75 per property/);
  });
});

describe("what is asked, not a word in passing (the fourth set's kinds, new wordings)", () => {
  it.each([
    "Afternoon. My CP12 runs out next month, can you book the check in before then?",
    "the gas cert for my flat is due to expire in a fortnight, how much is a new one",
  ])("a record that runs out ahead is not an expired one: %j", (message) => {
    expect(answer(message).topic).not.toBe("expired-record");
  });
  it("a record that has run out still is", () => {
    expect(answer("my landlord's gas safety certificate ran out last month, what now").topic).toBe("expired-record");
  });
  it("a greeting names no visit time", () => {
    expect(all(answer("Morning. How much is a boiler service, and can you do it for two boilers?"))).not.toMatch(
      /preferred visit time/,
    );
  });
});

describe("qualifiers read by meaning (the fourth set's kinds, new wordings)", () => {
  it.each([
    "I own my flat outright, nobody rents it. Is a yearly gas check the law for me?",
    "we're homeowners not landlords, legally do we need a gas safety certificate every year",
  ])("a homeowner asking the law gets the homeowner's answer: %j", (message) => {
    const text = all(answer(message));
    expect(text).toMatch(/no legal requirement/);
    expect(text).not.toMatch(/a landlord must/);
  });

  it.each([
    "need a cp12 for the house I rent out, what's the cost",
    "tenant moving in next week, need a gas cert, price?",
  ])("a certificate needed and its price asked: the price, short (%j)", (message) => {
    const reply = answer(message);
    expect(all(reply)).toContain("£75");
    expect(all(reply).split(/\s+/).length).toBeLessThanOrEqual(100);
  });

  it.each([
    "would the boiler service also do the gas hob while he's there?",
    "is the £85 service for the boiler only or does it cover our gas fire too",
  ])("another gas appliance on a service visit: %j", (message) => {
    expect(all(answer(message))).toMatch(/same visit/);
  });

  it("the cooker alone, no boiler job: what the site says, then the owner", () => {
    const reply = answer("can you service just the cooker, on its own, we've no boiler");
    expect(reply.topic).toBe("handoff");
    expect(all(reply)).toMatch(/same visit/);
  });

  it.each([
    "it's not the gas before you start, the radiator valve is leaking",
    "minus 4 out and the 2 boilers in the block have stopped",
  ])("an idiom or a temperature is not what it looks like: %j", (message) => {
    expect(answer(message).topic).not.toBe("payment");
  });
  it("paying before the work starts is still when to pay", () => {
    expect(answer("do you want the money before you start or after").topic).toBe("payment");
  });
});

describe("depth a heating receptionist has (the kinds left last round, new wordings)", () => {
  it.each([
    "big bang from the boiler cupboard every time it tries to light",
    "the boiler goes BOOM when it fires up in the morning, scares the dog",
    "a pop then a bang as the burner ignites",
  ])("a bang as the boiler lights is delayed ignition, with the conditional line: %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("ignition-bang");
    expect(all(reply)).toMatch(/If you can smell gas now/);
    expect(reply.urgent).toBeFalsy();
  });
  it("radiators banging when the heating comes on is the water, not ignition", () => {
    expect(answer("the rads bang and tick when the heating comes on").topic).not.toBe("ignition-bang");
  });

  it.each(["boiler display keeps flashing LOW FLOW", "what does no flow mean on my combi screen"])(
    "'low flow' on a display: %j",
    (message) => {
      expect(all(answer(message))).toMatch(/too little water/);
    },
  );

  it.each(["could you put new thermostatic valves on my radiators", "do yous install trvs, got 8 rads"])(
    "fitting TRVs: %j",
    (message) => {
      const reply = answer(message);
      expect(all(reply)).toMatch(/we fit and replace thermostatic radiator valves/);
      expect(reply.links.map((l) => l.href)).toContain("/services/radiator-repair");
    },
  );

  it.each([
    "is a carbon monoxide detector compulsory in my own home",
    "me and the wife own our house, do we legally need a co alarm",
  ])("a homeowner asking whether a CO alarm is the law: %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("alarm-law");
    expect(reply.urgent).toBeFalsy();
  });
});

describe("a return visit and 'today' in an urgent ask (the fourth set's kinds, new wordings)", () => {
  it.each([
    "if he has to come back with the part do I pay the call out twice",
    "will there be another charge for the second visit to fit the new fan?",
  ])("a return visit: the terms' words, %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("return-visit");
    expect(all(reply)).toMatch(/no call-out fee[\s\S]*return visit/);
  });

  it("an urgent 'today' before noon gets the same-day window, after noon what happens instead", () => {
    const morning = new Date("2026-11-23T09:30:00Z");
    const afternoon = new Date("2026-11-23T15:00:00Z");
    const message = "need someone out today please, no heating and my mam is 85";
    expect(all(answer(message, morning))).toMatch(/same-day repair, subject to availability/);
    const later = all(answer(message, afternoon));
    expect(later).toMatch(/usually tomorrow/);
    expect(later.match(/01642 040623/g)).toHaveLength(1);
  });
});

describe("found by probes of our own during the fourth round", () => {
  it.each(["my combi shows EA", "the display keeps flashing LF since this morning"])(
    "two capitals the display shows are a code without digits: %j",
    (message) => {
      expect(answer(message).topic).toBe("fault-code");
    },
  );
  it("a temperature is not a code", () => {
    expect(all(answer("minus 3 last night, the baxi is gurgling and shows a code"))).not.toMatch(/I don't have 3/);
  });
  it.each(["the water from our cylinder is scalding hot", "hot water tank overheating, way too hot to touch"])(
    "a cylinder too hot: %j",
    (message) => {
      expect(answer(message).topic).toBe("cylinder-too-hot");
    },
  );
  it("a service and a gas safety check done the same day is one visit, not 'are they the same'", () => {
    expect(answer("could the boiler service and the landlord check be both done in one go").topic).toBe("same-visit");
  });
  it("asking for the same engineer again goes to the owner", () => {
    expect(answer("the lad who came last time was great, can we have him again for the service").topic).toBe("handoff");
  });
});

describe("not being answered is a complaint, not a booking question", () => {
  it.each([
    "rang you three times this morning and nobody answers, is anyone there today",
    "why do you never answer your phone",
  ])("%j", (message) => {
    expect(answer(message).topic).toBe("complaint");
  });
});

describe("blocking a vent: the gas safety answer, not our area", () => {
  it.each([
    "can I cover the air brick in the kitchen, its freezing",
    "theres a right draught from the vent in the wall by the gas fire, can i stick some cardboard over it",
    "is it ok to tape over the vent behind the gas fire, we want to cover it to keep the cold out",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toContain("supply of fresh air");
  });
});

describe("another trade's work, a named engineer, several properties with a discount (the fifth set's kinds, new wordings)", () => {
  it.each([
    "could your lot also do our bathroom suite and the tiling when you fit the combi",
    "do you sweep chimneys? we have a gas fire on an old chimney breast",
    "can u do plastering round the new boiler once its in",
    "I'd like to ask for the engineer named Steve who came to my neighbour in Acklam",
    "is it possible to request the engineer called Mick, he did my daughters in Redcar",
  ])("the honest handoff: %j", (message) => {
    expect(answer(message).topic).toBe("handoff");
  });

  it.each([
    "I own 5 rental flats in Stockton, any discount for doing all the gas certificates together?",
    "we manage several houses for landlords, is there money off the CP12s if we book them all",
  ])("several properties with a discount asked: the per-property answer: %j", (message) => {
    expect(all(answer(message))).toMatch(/each property|per property|own gas safety record/i);
  });

  it.each([
    "do you fit new radiators",
    "could you replace two old radiators in the back bedroom",
    "Good afternoon, would your firm install replacement radiators?",
  ])("fitting radiators: the radiator page: %j", (message) => {
    expect(hrefs(answer(message))).toContain("/services/radiator-repair");
  });

  it.each([
    ["im in teesville, do u come out here", "/areas/eston"],
    ["Heaton, Newcastle. Will you come out to my dad's boiler?", ""],
  ])("a place: %j", (message, href) => {
    const reply = answer(message);
    expect(reply.topic).not.toBe("no-heating");
    if (href) expect(hrefs(reply)).toContain(href);
  });
});

describe("how long a named service takes, however asked (the fifth set's kinds, new wordings)", () => {
  it.each([
    ["how long wud a powerflush take, got 9 rads", "most of a working day"],
    [
      "I have a dentist appointment at noon. If your man comes at nine for the annual service, how long will he be in the house?",
      "45 minutes",
    ],
    ["roughly how many hours is a boiler swap, old combi for a new combi", "one day"],
  ])("%j", (message, expected) => {
    expect(all(answer(message))).toContain(expected);
  });

  it.each([
    "What the carbon monoxide is doing to a person? It is for my son's school work, no problem in our house.",
    "what is co doing to your body, asking for a science lesson",
  ])("what CO does to you, asked in other words: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/headache/i);
  });

  it("a district of Newcastle is no heating fault", () => {
    expect(answer("Heaton in Newcastle, do you come up that far?").topic).not.toBe("no-heating");
  });
});

describe("paying again when what we fixed fails: our guarantee (the fifth set's kinds, new wordings)", () => {
  it.each([
    "your engineer fitted a new fan in october, if it packs up again after christmas will I be charged again?",
    "the diverter valve you lot put in breaks next year, do we pay all over again or what",
    "My father had his pump replaced by you. Should it fail again, must he pay twice?",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/12 months|12-month|twelve months/i);
  });
});

describe("the released held-out parts' kinds, new wordings", () => {
  it.each([
    "the last company went bust halfway through, will you take over their guarantee?",
    "can you honour the warranty the other firm gave us, they've disappeared",
  ])("another firm's warranty goes to the owner: %j", (message) => {
    expect(answer(message).topic).toBe("handoff");
  });

  it.each([
    "our holiday cottage near Whitby needs a gas safety certificate, do you go that far",
    "I've a holiday let in Saltburn, can you do the CP12 there?",
    "My sister has a holiday cottage in Staithes, is that too far out for you?",
  ])("a holiday cottage is a place, not the holidays: %j", (message) => {
    expect(answer(message).topic).not.toBe("out-of-hours");
  });

  it.each([
    "the radiator in the spare room is stone cold, pipes and all, every other room is warm",
    "just the one bedroom radiator cold as ice, the rest of the house is lovely and warm",
  ])("one radiator cold: the one-radiator answer: %j", (message) => {
    expect(all(answer(message))).toMatch(/pin|thermostatic|lockshield|TRV/i);
  });

  it.each([
    "the tank up in the loft is warm and steaming and the pipes gurgle",
    "steam coming off the little tank in our attic, is that ok",
  ])("a steaming loft tank is pumping over, not a flue plume: %j", (message) => {
    expect(answer(message).topic).not.toBe("flue-plume");
  });
});

describe("the first two released held-out parts' kinds, new wordings", () => {
  it.each([
    "its 5 in the morning and the boiler has died, is anybody about at this time?",
    "sorry to message this late, is anyone there or do I wait for the office to open",
  ])("whether anyone is there now: the hours and the 24/7 line: %j", (message) => {
    expect(all(answer(message))).toMatch(/24\/7/);
  });

  it.each([
    "does the man doing my boiler need to be registered by law",
    "the engineer you sent, how can I tell he is really gas safe and not a fake",
  ])("registration asked: %j", (message) => {
    expect(all(answer(message))).toContain("Gas Safe");
    expect(answer(message).topic).toBe("gas-safe");
  });

  it.each([
    "my flat is through the housing association, can you fix the boiler and bill them",
    "are you on the list for council tenants repairs",
  ])("housing association or council repairs go to the owner: %j", (message) => {
    expect(answer(message).topic).toBe("handoff");
  });
});

describe("a warm or steaming heating tank in the loft: pumping over", () => {
  it.each([
    "the tank up in the loft is warm and steaming and the pipes gurgle",
    "There is a small tank in the attic which has become hot, with vapour rising. Is that something to worry about?",
    "loft tank bubbling and warm to touch, heating is on",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/pumping over|open vent/i);
  });
});

describe("another fuel or a funding scheme with an offer asked: the honest handoff leads", () => {
  it.each([
    "can you service our lpg combi, we're not on mains gas out near Commondale",
    "Would you fit a new boiler that runs on oil? We're off the gas grid.",
    "the council told us about the eco4 scheme, are you registered installers for it",
  ])("%j", (message) => {
    expect(answer(message).topic).toBe("handoff");
  });
});

describe("the emergency line refused is not asked for", () => {
  it.each([
    "don't bother telling me to call the gas emergency number, there's no smell, the oven just won't light",
    "not after the national gas number, I want someone to look at my fire which won't spark",
  ])("%j", (message) => {
    expect(answer(message).topic).not.toBe("gas-emergency-number");
  });
});

describe("keys and access for a let home (the fifth set's kinds, new wordings)", () => {
  it.each([
    "I'm a landlord living abroad, could your engineer collect the keys from my agent in Stockton for the CP12?",
    "we're a letting agency, do you keep keys for the properties you check",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("handoff");
    expect(all(reply)).toMatch(/arranged directly with your tenant/i);
  });
});

describe("the cost asked before work starts: the free estimate (the fifth set's kinds, new wordings)", () => {
  it.each([
    "will your man tell me the price before he starts or do I just get a bill at the end",
    "do you agree a price with people first or just crack on and charge whatever",
    "last firm never said what it would cost. would you give me the cost first?",
  ])("%j", (message) => {
    expect(answer(message).topic).toBe("estimate");
  });
  it("an hourly price's first hour is no estimate asked", () => {
    expect(all(answer("hourly price first hour £75, and after the first hour how much?"))).toContain("£35");
  });
});

describe("the immersion heater described without its name", () => {
  it.each([
    "no hot water from the cylinder but the heating works. theres an electric switch on the tank, can i use that till the engineer comes?",
    "Boiler won't do hot water. The tank has a switch for electric on the wall beside it, may I use it in the meantime?",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/immersion/i);
  });
});

describe("a package named by its price (the fifth set's kinds, new wordings)", () => {
  it.each([
    ["what comes with the £45 one", "Carbon Monoxide Test includes"],
    ["does the £125 service include a flue gas check", "Premium Service includes"],
  ])("%j", (message, expected) => {
    expect(all(answer(message))).toContain(expected);
  });
});

describe("the national gas emergency line named in passing is no emergency of ours", () => {
  it.each([
    "there's no smell at all so please don't send me to the gas emergency line, the cooker just won't light after I cleaned it",
    "before you say it, I don't need the national emergency line, my hob ignition clicks but won't catch",
  ])("%j", (message) => {
    expect(answer(message).topic).not.toMatch(/^(emergency|gas-emergency-number|gas-emergency)$/);
  });
});

describe("an unvented cylinder's own inspection: what the site says, then the owner", () => {
  it.each([
    "is the yearly G3 check on a megaflo something you do",
    "our unvented cylinder in Yarm needs inspecting each year, can your engineer do it",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("handoff");
    expect(all(reply)).toMatch(/who can (check it|carry out its annual check)/);
  });
});

describe("a rough figure asked for a new boiler: the free survey and fixed quote", () => {
  it.each(["rough idea for a combi swap in a bungalow in Acklam?", "ballpark on a combi swap, 2 bed flat in Thornaby"])(
    "%j",
    (message) => {
      expect(all(answer(message))).toMatch(/free survey/);
      expect(all(answer(message))).toMatch(/fixed quote/);
    },
  );
});

describe("a lockout with its cause told: the frozen condensate pipe", () => {
  it.each([
    "red light flashing on the boiler after a hard frost, the little plastic pipe outside has ice in it",
    "boiler locked out this morning, minus 5 last night and the pipe out the back looks frozen",
  ])("%j", (message) => {
    expect(all(answer(message))).toMatch(/condensate/i);
  });
});

it.each(["bottom half of the lounge rad cold, top bit hot", "rad in the hall: top warm, bottom freezing"])(
  "%j: cold along the bottom is sludge, not bleeding",
  (message) => {
    expect(all(answer(message))).toMatch(/sludge|flush/i);
  },
);

describe("a place told with a visit asked is where the visit is asked for, not a place in passing", () => {
  it.each([
    ["berwick hills TS3, any1 able 2 come out 2moz? rads r cold", "/areas/middlesbrough"],
    [
      "Thornaby here, could somebody come out on Thursday please, the boiler keeps cutting out on us",
      "/areas/thornaby",
    ],
    ["we r in redcar TS10 can u send someone today hot water gone and the heating is making a noise", "/areas/redcar"],
    [
      "My mother lives in Nunthorpe. Please can an engineer come round tomorrow morning, her radiators are cold",
      "/areas/nunthorpe",
    ],
  ])("%j", (message, href) => {
    expect(hrefs(answer(message))).toContain(href);
  });
});

describe("a holiday asked with a weekend day only as a comparison: the holiday is the day asked", () => {
  it.each([
    "Boxing Day, if the heating packs in, do you charge the same as a Sunday?",
    "xmas day boiler breaks, u come out? same price as sat or dearer",
    "If it's a bank holiday Monday, would the engineer cost the weekend rate or is it more?",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).toContain("24/7");
    expect(text).not.toMatch(/bank holiday rate is|double time|time and a half/i);
  });
});

describe("paying for a new boiler over time: the payment is what is asked, not whether we fit boilers", () => {
  it.each([
    "Could you fit a new combi and let me spread the cost over a year?",
    "do u do new boilers on finance, cant afford it all at once",
    "Would you install a boiler for my mum if she paid in monthly instalments?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(all(reply)).toContain("no finance or payment plan");
  });
});

describe("how much time to reach a place, and a house's size is not a count of properties (new wordings)", () => {
  it("how much time to come to a place in an emergency is its response time", () => {
    const reply = answer("in emergency how much time you need for come to Guisborough?");
    expect(all(reply)).toContain("60 to 90 minutes");
    expect(hrefs(reply)).toContain("/areas/guisborough");
  });

  it.each([
    "how long does a power flush take in a three-bedroom house with ten radiators",
    "how long does a power flush take on a 4 bed house",
  ])("a house's bedrooms are its size: %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).not.toBe("portfolio");
    expect(all(reply)).not.toContain("per property");
    expect(all(reply)).toContain("working day");
  });

  it("two houses of three bedrooms each are still several properties", () => {
    expect(answer("I have two 3 bed houses to let, how much is the gas safety check for both").topic).toBe("portfolio");
  });
});

describe("whether anyone is there now, asked in the night (new wordings)", () => {
  it.each([
    "3am and no heating, is somebody actually working at this time?",
    "boilers packed in at midnight, any1 awake there or do i wait till mornin",
    "It's four in the morning and my boiler has failed. Is someone there to help or must I wait until morning?",
    "woke up freezing, heating off, is there anybody working right now?",
    "heatins gone off, its proper late, is any1 on or wud i hav to wait",
    "It is 3 in night and my heating is stop. Somebody is there or I wait for morning?",
  ])("%j: the 24/7 line, short", (message) => {
    const reply = answer(message, new Date("2026-11-23T03:00:00Z"));
    expect(all(reply)).toContain("24/7");
    expect(all(reply).split(/\s+/).length).toBeLessThanOrEqual(90);
  });
});

describe("a radiator's ends named in other words (upper, lower, up part, down part, underneath)", () => {
  it.each([
    "the upper part of my radiator is cold but the lower part is hot",
    "radiator in bedroom, up part is chilly, down part is warm",
    "my radiator is cool along the top and warm underneath",
  ])("%j: cold at the top is air, bleed it", (message) => {
    expect(all(answer(message))).toMatch(/bleed/i);
  });

  it.each([
    "rad: upper half warm, lower half stone cold",
    "radiator down part is cold, up part is hot, why?",
    "the radiator is warm higher up but cold at its base",
  ])("%j: cold along the bottom is sludge", (message) => {
    expect(all(answer(message))).toMatch(/sludge|flush/i);
  });
});

describe("the boiler and another gas appliance both not lighting, told with a negation (new wordings)", () => {
  it.each([
    "boiler not light and gas fire not light either, what is wrong",
    "My boiler will not ignite and gas fire in the lounge will not light either",
    "boiler not working and gas fire dead too, maybe the gas is cut?",
  ])("%j: the gas supply (credit, the valve at the meter)", (message) => {
    expect(all(answer(message))).toMatch(/credit|emergency control valve/);
  });
});

describe("commercial premises named with a place, a homeowner told in the third person, an afternoon hour in figures", () => {
  it.each([
    "we have a pub in Redcar with a commercial boiler, do you do commercial work",
    "run a takeaway in thornaby n need the commercial gas range serviced, do u do that",
  ])("%j: the commercial handoff, not 'yes, we cover'", (message) => {
    const reply = answer(message);
    expect(all(reply)).not.toMatch(/Yes, we cover/);
    expect(all(reply)).toMatch(/commercial/i);
  });

  it("a parent who owns her home asking the law: no legal requirement", () => {
    expect(
      all(
        answer("My mother owns her bungalow in Acklam, does the law say she must get a gas safety check every year?"),
      ),
    ).toMatch(/no legal requirement/i);
  });

  it.each(["I ring you at 15:00, same day visit possible?", "if I call at 13.30 will you still come same day"])(
    "%j: the same-day rule",
    (message) => {
      expect(all(answer(message))).toContain("before 12pm");
    },
  );
});

describe("what a service covers, asked without 'include' (new wordings)", () => {
  it.each([
    "does your yearly service look at the radiators too",
    "would the annual servicing check the radiators as well?",
    "when u do the yearly service do u check the rads n all",
  ])("%j: what each service package includes", (message) => {
    expect(all(answer(message))).toMatch(/Premium Service includes/);
  });
});

describe("words of a told sentence do not combine with the question's (long messages, new wordings)", () => {
  it.each([
    "My shift rota for January has just come out and I have Tuesdays off. How long does a boiler service take?",
    "We had our annual service with another firm last year, it was fine and the lad was tidy. I'd like to book with you this time as well, so how long will the service take?",
  ])("%j: the service's own time", (message) => {
    const reply = answer(message);
    expect(all(reply)).toContain("45 minutes");
    expect(reply.topic).not.toBe("response-time");
  });

  it("a package named in a told sentence and 'as well' in the question is not a question about what it includes", () => {
    const reply = answer(
      "You did our annual service in March and it's been fine since. The radiators upstairs have gone cold at the top as well now, what should I do?",
    );
    expect(reply.topic).not.toBe("prices");
    expect(all(reply)).toMatch(/bleed/i);
  });
});

describe("real words near a keyword of another meaning (new wordings)", () => {
  it("public liability insurance is not a disability, and I'll is not ill: no urgent no-heat line", () => {
    for (const message of [
      "Our combi needs its service. Do you have public liability insurance? The letting agent insists on it.",
      "I'll be in all day Thursday, the boiler's gone off, can you book me in?",
    ])
      expect(all(answer(message))).not.toMatch(/keep everyone in one warm room/);
  });
});

describe("a weekend told as the past is not a weekend visit asked (new wordings)", () => {
  it.each([
    "Since the weekend the radiators have all stayed cold though the boiler fires up. Do you know what it could be?",
    "It has been doing it since last Saturday, the boiler keeps cutting out, what would that be",
  ])("%j", (message) => {
    expect(all(answer(message))).not.toMatch(/we work weekends/);
  });
});

describe("'what's wrong?' after a told situation asks about that situation (new wordings)", () => {
  it.each([
    [
      "We moved in last month. The radiators upstairs are cold at the top and gurgle when the heating starts. What's likely to be wrong and how much would you charge?",
      /bleed/i,
    ],
    [
      "Evening. Boiler's fine, hot water's fine, but the thermostat on the wall has gone totally blank since Sunday. Any ideas, and is it expensive to sort?",
      /batter/i,
    ],
  ])("%j", (message, expected) => {
    const text = all(answer(message));
    expect(text.split(/\n|(?<=\.) /)[0]).toMatch(expected);
  });
});

describe("words one letter from a vulnerable person are not one (found by matching common English words)", () => {
  it.each([
    "the flue terminal outside is covered in ice and now the boiler has stopped, no heating",
    "I need to cancel tomorrow's visit, the heating is off but my son can fix it",
  ])("%j: no warm-room line", (message) => {
    expect(all(answer(message))).not.toMatch(/keep everyone in one warm room/);
  });
});

it.each(["constructor", "my boiler toString hasOwnProperty today", "__proto__ valueOf"])(
  "a word that names an object property (%j) is read as a word, not a crash",
  (message) => {
    expect(() => answer(message)).not.toThrow();
  },
);

describe("how quickly we reach a place, with a second question (new wordings)", () => {
  it("the response time answers for the place, and the second question gets its answer", () => {
    const text = all(answer("How fast can you get to Redcar if it's an emergency? And do you take card payments?"));
    expect(text).toContain("60 to 90 minutes");
    expect(text).toMatch(/card/i);
  });
});

describe("safety duties and know-how asked ahead (the sixth set's safety-precision kinds, other wordings)", () => {
  it.each([
    "I let out two flats with gas boilers. Am I required by law to put carbon monoxide alarms in them?",
    "do landlords legally have to fit co detectors? got a tenant moving in next week",
    "As a landlord, what's the rule on carbon monoxide alarms in a rented house with a gas fire? Do I have to have them?",
  ])("a landlord's alarm duty gets the rented-homes rule: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toContain("1 October 2022");
    expect(all(reply)).toContain("Gas cookers are excluded");
  });

  it.each([
    "Where would I turn the gas off if I ever had to? The meter is under the stairs.",
    "how do you switch the gas supply off at the meter, just so I know",
    "Not urgent. In an emergency, how is the gas shut off? We're in Marton and the meter is in a box outside.",
  ])("how to turn the gas off gets the lever at a right angle: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toContain("right angle");
  });
});

describe("the boiler and a hob named together are no gas supply fault unless one is said to fail", () => {
  it.each([
    "A lad at work reckons I should get the boiler and the hob looked at together. Can you do both?",
    "both flats have a boiler and a gas hob, do I need anything else checked for the landlord certificate?",
  ])("not the gas supply: %j", (message) => {
    expect(answer(message).topic).not.toBe("no-gas-supply");
  });
  it("the boiler and the hob both not lighting is still the supply", () => {
    expect(answer("the boiler won't light and the hob isn't working either").topic).toBe("no-gas-supply");
  });
});

describe("what only the office can answer reaches the owner as an honest handoff (the sixth set's handoff kind, other wordings)", () => {
  const handedOff = (r: AssistantReply) => r.topic === "handoff" && Boolean(r.offerCallback);
  it.each([
    // a named engineer asked for again
    "Please send Kevin again, he sorted the boiler last winter.",
    "could we have Dave back for this year's service? the dog loved him",
    // an existing booking or record
    "I need to rearrange my appointment next Tuesday, ref 5521",
    "can I change the date of my service visit? my booking number is 8812",
    "please email me a copy of the gas certificate you did in March, I've misplaced it",
    "can you send last year's service receipt again, my landlord wants it",
    // a funding scheme
    "my sister says the government will give me a free new boiler, can you do that?",
    "is there a government grant for a new combi and do you do it",
    // an arrangement the site says nothing of
    "I'll be at work, can the engineer pick up the key from my neighbour at number 4?",
    "can the engineer get the keys from the pub in the village, I won't be there",
  ])("%j", (message) => {
    expect(handedOff(answer(message))).toBe(true);
  });

  it.each([
    "Can I give the tenants their copy of the gas record by email?",
    "How much is a boiler service? The key safe code will be sent to whoever comes.",
    "We get the keys to our new house in January, can you service the boiler that week?",
  ])("a copy or a key only mentioned is no office matter: %j", (message) => {
    expect(handedOff(answer(message))).toBe(false);
  });

  it.each([
    "whats your price for a new Vaillant combi fitted, like for like swap",
    "how much to swap my old Baxi for a new combi, roughly?",
  ])("a new boiler's price asked says it is quoted after a free survey: %j", (message) => {
    expect(all(answer(message))).toContain("free survey");
  });

  it.each([
    "the tundish under our unvented cylinder keeps dripping, is your engineer G3 qualified?",
    "water coming out the relief valve on the megaflo into the tundish, can you look at it",
  ])(
    "an unvented cylinder's own relief valve is the cylinder's answer (G3), not the boiler's discharge pipe: %j",
    (message) => {
      const reply = answer(message);
      expect(reply.topic).not.toBe("discharge-pipe");
      expect(all(reply)).toMatch(/G3|tundish/);
    },
  );
});

describe("a capped appliance's advice still answers what else is asked, and 'I do not use' is no warning label", () => {
  it.each([
    "Cadent capped the boiler last night. Could you fix it on Saturday, and is the weekend dearer?",
    "the engineer put a do not use sticker on my fire, how much extra is it on a sunday?",
  ])("the advice, then the weekend answer: %j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).toMatch(/uncap it yourself/);
    expect(all(reply)).toMatch(/weekend|Saturday|Sunday/i);
  });
  it.each([
    "I do not use the internet, can I pay for a service in cash?",
    "We don't use a bank card, do you take cheques for a boiler service?",
  ])("no warning-notice advice: %j", (message) => {
    expect(answer(message).topic).not.toBe("warning-notice");
  });
});

describe("a burning smell with its own cause found is no boiler hazard (the sixth set's safety-precision kind, other wordings)", () => {
  it.each([
    "there was a burning smell downstairs but it was just the toast, all fine. how much do you charge for a service?",
    "smelt burning earlier, turned out to be the chips in the oven haha. anyway what's a gas safety check cost",
    "burnt smell in the kitchen - only the pan I left on, sorted now. can you service a combi?",
  ])("answers the question: %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).not.toBe("burning-smell");
    expect(all(reply)).toMatch(/£\d+|service/i);
  });
  it("a burning smell from the boiler is still the switch-off advice", () => {
    expect(answer("burning smell coming from the boiler, what do I do").topic).toBe("burning-smell");
  });
});

describe("a drain smell from a sink or waste is a plumber's, said honestly (the sixth set's safety-precision kind, other wordings)", () => {
  it.each([
    "horrible drain smell coming up the plughole in the bathroom, is that you or a plumber?",
    "the kitchen sink stinks like sewage, nothing to do with the boiler I don't think, who do I call?",
    "smell of drains from the shower waste, there's no gas in that room. Can you help?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBeFalsy();
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(all(reply)).toContain("plumber");
  });
});

it("a drain smell already explained and gone leaves the question asked (a service) to be answered", () => {
  const reply = answer(
    "We had a smell like drains from the basin in the loo, the plumber said it was the trap and it went once he ran the tap. Can we get the boiler serviced and what does it cost?",
  );
  expect(reply.topic).not.toBe("handoff");
  expect(all(reply)).toContain("£85");
});

it.each([
  "can your engineer service the boiler and do the CP12 at the same time in my rental? how much for both",
  "Service plus landlord certificate on one visit please, what does each cost?",
])("a service and the landlord's record on one visit names both prices: %j", (message) => {
  const text = all(answer(message));
  expect(text).toContain("£79");
  expect(text).toContain("£75");
});

it.each([
  "is it too late to get a same day visit? it's half twelve",
  "whats the cut off time for same day repairs",
  "have I missed the same day deadline? its 1.15",
])("the same-day rule asked with a time: %j", (message) => {
  const reply = answer(message);
  expect(reply.topic).toBe("same-day-rule");
  expect(all(reply)).toContain("12pm");
});

describe("company questions the site answers or hands over (the sixth set's company and place kinds, other wordings)", () => {
  it.each(["which website are your reviews on? trustpilot?", "where do people leave reviews for you, is it google"])(
    "where the reviews are: the independent platform and the policy page: %j",
    (message) => {
      const reply = answer(message);
      expect(all(reply)).toContain("independent review platform");
      expect(reply.links.map((l) => l.href)).toContain("/reviews-policy");
    },
  );
  it.each([
    "does any of your engineers speak Urdu? my dad's English isn't great and his boiler's broken",
    "My grandmother only speaks Romanian, can you send someone who speaks it?",
  ])("a language spoken is for the owner: %j", (message) => {
    expect(answer(message)).toMatchObject({ topic: "handoff", offerCallback: true });
  });
  it("an oil boiler with a visit asked is the honest handoff, not the visit offer", () => {
    expect(answer("our oil boiler near Yarm won't start, can someone come out today?")).toMatchObject({
      topic: "handoff",
      offerCallback: true,
    });
  });
});

describe("depth beyond the boiler (the sixth set's depth kind, other wordings)", () => {
  it.each([
    "the header tank up in the attic is warm and steaming, is that the heating?",
    "water in the little loft tank has gone brown and it's steaming when the heating runs",
  ])("a warm or steaming loft tank is named as pumping over: %j", (message) => {
    expect(all(answer(message)).toLowerCase()).toContain("pumping over");
  });
  it.each([
    "They swapped our gas meter today and now the combi won't light, any ideas?",
    "new gas meter put in this afternoon, since then the boiler says ignition failure",
  ])("the boiler not lighting after meter work is the gas supply: %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("no-gas-supply");
    expect(all(reply)).toContain("lever");
  });
});

it.each([
  "what's the difference between the £85 service and the £125 one?",
  "Annual Service vs Premium Service, what's different and does the premium one check my CO alarm?",
])("the difference between two packages lists what each includes: %j", (message) => {
  const text = all(answer(message)).toLowerCase();
  expect(text).toContain("premium service includes");
  expect(text).toContain("carbon monoxide alarm test");
});

it.each([
  "my landlord has never shown me a gas certificate in three years of renting, is that legal?",
  "I rent a flat in Linthorpe and the landlord won't give me a copy of the gas safety record. Isn't he supposed to?",
  "Been renting this place for 3 years and the landlord has never once handed me a gas certificate. Is he even allowed to do that??",
])("a tenant asking whether the landlord must give them the record: the 28 days and the duty: %j", (message) => {
  const text = all(answer(message));
  expect(text).toContain("28 days");
  // "is he allowed to do that?" is not answered "Yes".
  if (message.includes("allowed")) expect(text.startsWith("Yes")).toBe(false);
});

it.each([
  "radiators heat up whenever someone has a shower, even though the heating is off",
  "why do my rads go warm when I run the hot water tap?",
])("radiators warming when hot water runs is the diverter valve: %j", (message) => {
  expect(all(answer(message))).toContain("diverter valve");
});

it.each([
  "do you take cheques?",
  "Would a cheque be acceptable for the gas check?",
  "can I pay contactless on the day",
])("how one can pay, asked by a method only about paying: %j", (message) => {
  expect(all(answer(message)).toLowerCase()).toContain("cash");
});

it("a question adding to what was told ('as well') is read with it: a landlord's CO alarm duty", () => {
  const reply = answer(
    "I let two houses in Acklam, each with a combi and a gas hob, and both have smoke alarms on each floor. The gas safety records are all up to date. Do I legally need carbon monoxide alarms as well?",
  );
  expect(all(reply)).toContain("Gas cookers are excluded");
});

it("a landlord asking their own alarm duty is not a tenant's recourse", () => {
  const reply = answer(
    "I've been a landlord for a year, with my tenants in two flats, and someone said I could be fined if I haven't got the right alarms. Both have a boiler and a hob. Do I legally need carbon monoxide alarms as well?",
  );
  expect(reply.topic).not.toBe("tenant-recourse");
  expect(all(reply)).toContain("Gas cookers are excluded");
});

describe("our number once, and what later mentions say instead", () => {
  const NUMBER = business.phone.display;
  it("a complaint asked with an out-of-hours question reads 'by phone', not 'by phone on us'", () => {
    const reply = answer(
      "smoke is blowing into our garden from next door's chimney every evening, is there anyone I can complain to, and are you open at night",
      new Date("2026-11-23T10:00:00Z"),
    );
    const text = [...reply.text, ...(reply.after ?? [])].join("\n");
    expect(text.split(NUMBER).length - 1).toBeLessThanOrEqual(1);
    expect(text).not.toMatch(/phone on us/i);
  });
});
