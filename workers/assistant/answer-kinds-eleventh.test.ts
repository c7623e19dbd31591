/**
 * Kinds the eleventh round's general pass found answered off target. Each group states the principle a careful
 * receptionist uses, then tests it in wordings and registers far from the evaluation sets', with mirrors: messages
 * of the same words and another meaning that must not change.
 */
import { describe, expect, it } from "vitest";
import { ASKED_AT, answered } from "../test/assistant-replies";
import { answer } from "./answer";

describe("a visit asked now with the place it is for: the place is still answered (it is where, not a third question)", () => {
  it.each([
    ["boiler dead no heat at all, we're in Thornaby, can someone come out today? pressure looks ok", "/areas/thornaby"],
    [
      "Hello, my mother's heating has gone off and she's in Yarm. Could somebody get to her today? The radiators are stone cold.",
      "/areas/yarm",
    ],
    ["redcar. no heating or hot water since last nite. any1 free 2day?? rads freezing", "/areas/redcar"],
    [
      "We have no heating in Guisborough, the boiler won't fire, can an engineer come this afternoon, it's freezing in here",
      "/areas/guisborough",
    ],
  ])("%j", (message, page) => {
    const a = answered(message);
    expect(a.text).toMatch(/24\/7/);
    expect(a.text.toLowerCase()).toContain(page.replace("/areas/", "").replace(/-/g, " ").split(" ")[0]);
  });

  it("mirror: the same visit asked with no place names no area", () => {
    const a = answered("boiler dead no heat at all, can someone come out today? pressure looks ok");
    expect(a.text).toMatch(/24\/7/);
    expect(a.text).not.toMatch(/we cover|isn't one of|area page/i);
  });

  it("mirror: a place named as where the boiler was bought is not where the visit is", () => {
    const a = answered(
      "no heating at all since this morning, can someone come today? the boiler was fitted by a firm from Leeds",
    );
    expect(a.text).not.toMatch(/Leeds/);
  });
});

describe("a sentence that says what the visitor's question is asks it, with or without a question mark", () => {
  it.each([
    "We rent a static cottage near Staithes for the summer and the hot water has been temperamental. Before anything else, the main question is whether you travel out that far",
    "Long story short the combi is on its last legs and the wife wants a quote. What I need to know first is whether you come out to Loftus",
    "Hiya. Boiler in the flat is playing up again, radiators lukewarm. First question is do you do Saltburn",
    "Good afternoon. My son has moved into a house in Brotton and the heating keeps cutting out. The thing I really need to know is whether you go out that way",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.topic).toBe("coverage");
  });

  it("mirror: told, then a different question asked, the place stays in passing", () => {
    const a = answered("We're in Loftus and the combi shows F28. What does that code mean?");
    expect(a.text).toMatch(/F28/);
  });

  it("mirror: 'that way' about how something is set is no distance asked", () => {
    const a = answered("The engineer left the bypass valve half open in Marton. Is it meant to be set that way?");
    expect(a.topic).not.toBe("coverage");
  });
});

describe("a fixture of another trade (a tap, a toilet, a cistern) asked to be fixed is not ours, even beside a boiler visit", () => {
  it.each([
    "While your engineer is here for the boiler service could he sort the kitchen tap, it drips all night",
    "the downstairs loo keeps flushing on its own n the cold tap drips. can u fix them when u come for the boiler",
    "My late husband used to do these jobs. The toilet cistern won't stop running and the bath tap is leaking. Would your man repair those too?",
    "can the gas engineer also replace the washer on the dripping tap in my bathroom while he's doing the landlord check",
  ])("%j", (message) => {
    expect(answered(message).topic).toBe("handoff");
  });

  it("mirror: a hot tap running cold is the boiler's", () => {
    expect(answered("the hot tap keeps running cold after a minute, can you fix it?").topic).not.toBe("handoff");
  });

  it("mirror: a boiler dripping by the sink is our leak", () => {
    expect(answered("water is dripping from under the boiler onto the sink, can you fix it today?").topic).not.toBe(
      "handoff",
    );
  });
});

describe("a standing maintenance contract for many homes is no price on our list: an honest handoff", () => {
  it.each([
    "We manage a block of 40 retirement flats in Redcar, each with its own combi. Do you offer a maintenance contract and what would it cost?",
    "housing co-op here, 15 houses all on gas. wud u do a yearly servicing contract for the lot",
    "I run a small lettings firm. Could we set up a service agreement with you to cover all our managed properties every year?",
    "Our charity owns twelve shared houses. Would you be interested in a maintenance contract for the boilers?",
  ])("%j", (message) => {
    expect(answered(message).topic).toBe("handoff");
  });

  it("mirror: a tenancy contract that says who services the boiler is a landlord question, no handoff", () => {
    expect(
      answered("My tenancy contract says the landlord has to get the boiler serviced every year. Is that right?").topic,
    ).not.toBe("handoff");
  });

  it("mirror: one landlord's few houses checked each year is our gas safety check", () => {
    expect(
      answered("I've got three rental houses in Stockton, can you do the gas safety checks on all three?").topic,
    ).not.toBe("handoff");
  });
});

describe("money claimed back from another party (a developer, a builder, an installer) is not ours to answer", () => {
  it.each([
    "Bought a new build last year and the boiler keeps failing. If I pay you to repair it will the builder have to reimburse me?",
    "the firm who fitted my boiler has gone bust, can I get the money back off them if you fix their mess",
    "Our housebuilder is ignoring us about the heating. Could I recover your repair costs from the developer?",
    "Do I have a claim against the previous installer if you find the radiators were fitted wrong?",
  ])("%j", (message) => {
    expect(answered(message).topic).toBe("handoff");
  });

  it("mirror: our own repair's price still answers", () => {
    expect(answered("how much does a boiler repair cost with you?").topic).not.toBe("handoff");
  });

  it("mirror: whether a new build's boiler has a warranty is answered, nothing claimed", () => {
    expect(answered("Our house is a new build from 2023, would the boiler still be under warranty?").topic).not.toBe(
      "handoff",
    );
  });
});

describe("'co' as the first half of a hyphenated word (co-op, co-worker) is no carbon monoxide", () => {
  it.each([
    "housing co-op here, is the boiler service price the same for each house?",
    "my co-worker recommended you, do you service Vaillant boilers?",
    "Im a co-owner of the flat with my brother, can either of us book the gas safety check?",
    "got my shopping at the Co-op and came home to no hot water, the combi shows F28",
  ])("%j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });

  it.each(["the co-alarm in the hall is going off and won't stop", "CO-detector beeping loud n my head is pounding"])(
    "mirror: %j is still the alarm",
    (message) => {
      const a = answered(message);
      expect(a.urgent).toBe(true);
      expect(a.text).toMatch(/0800 111 999/);
    },
  );
});

describe("where a dripping pipe is tells what it is: high by the roof is a tank's overflow, whatever the visitor guesses", () => {
  it.each([
    "Water keeps trickling out of a pipe up by the gutter at the back. Is it something to do with my combi?",
    "theres a lil white pipe poking out under the eaves n it drips all day, is dat from the boiler??",
    "My neighbour says a pipe under our roof is dripping onto her path. Could it be our boiler?",
    "A pipe high up on the outside wall keeps dribbling water non-stop. Does that mean the boiler is broken?",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.text).toMatch(/overflow/i);
    expect(a.text).toMatch(/float|ball valve/i);
  });

  it("mirror: a copper pipe low by the boiler is its relief pipe", () => {
    const a = answered("the copper pipe low down on the outside wall by the boiler is dripping, is that bad?");
    expect(a.text).toMatch(/relief/i);
    expect(a.text).not.toMatch(/float/i);
  });

  it("mirror: a loft boiler's pipe by the roof with the pressure high is the relief pipe", () => {
    const a = answered("Our boiler is in the loft and the pipe from it near the roof drips, the pressure reads 3 bar");
    expect(a.text).toMatch(/relief|3 bar|pressure/i);
  });
});

describe("a control told by what it does (the box that sets the temperature) is the thermostat: its batteries first", () => {
  it.each([
    "the wee screen thing in the lounge that u turn up for the heat has gone dead, boiler light still on",
    "My father's dial on the wall which controls the heating temperature shows nothing at all now. What should he check?",
    "The gadget by the front door that sets how warm the house gets is blank since yesterday. Any ideas?",
    "panel in the hallway for setting the temperature is blank and does nothing when I press it",
  ])("%j", (message) => {
    expect(answered(message).text).toMatch(/batter/i);
  });

  it("mirror: the boiler's own display gone blank is the boiler, not thermostat batteries", () => {
    expect(answered("the display on the front of the boiler itself has gone blank and no lights").text).not.toMatch(
      /thermostat is most often flat batteries/i,
    );
  });

  it("mirror: a box on the wall with no temperature or heating set by it is no thermostat", () => {
    expect(
      answered("the box on the wall outside where the gas meter is has a cracked door, who fixes that?").text,
    ).not.toMatch(/batter/i);
  });
});

describe("a fear of bad traders in general ('don't want cowboys') asks about our reputation, it is no complaint", () => {
  it.each([
    "how do i know ur not cowboys? any reviews?",
    "Can I read what other customers think of you before booking? Too many cowboys about these days.",
    "Are you well rated? I'm wary of cowboys after what happened to my sister.",
    "Before I book, what do people say about you? Last thing I want is a cowboy.",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.topic).not.toBe("complaint");
    expect(a.text).toMatch(/review/i);
  });

  it.each([
    "your engineer was a right cowboy, left a mess and the boiler's still broken",
    "I want to complain. The man you sent was a cowboy and overcharged me.",
  ])("mirror: %j is a complaint", (message) => {
    expect(answered(message).topic).toBe("complaint");
  });
});

describe("a real word one letter from a keyword of another meaning is read as itself", () => {
  it.each([
    "there's a bit of pipe poking out the side of the house near the boiler flue, what is it?",
    "only joking about the beer lol, but the combi really is showing F22",
    "Dad was stoking the coal fire in the back room while the boiler got serviced, is that ok?",
  ])("%j is no symptom", (message) => {
    expect(answered(message).urgent).toBe(false);
  });

  it.each(["Are you well rated?", "How highly rated are you round here, honestly?"])(
    "%j asks the reviews",
    (message) => {
      const a = answered(message);
      expect(a.text).toMatch(/review/i);
      expect(a.text).not.toMatch(/£/);
    },
  );

  it("mirror: smoke from the boiler is still read", () => {
    expect(answered("there's smoke poking out the side of the boiler casing, what do I do?").topic).not.toBe("help");
  });

  it("mirror: a symptom told with the fire on is still read", () => {
    expect(answered("dad feels dizzy and sick every time the gas fire is on").urgent).toBe(true);
  });

  it("mirror: the hourly rate is still a price", () => {
    expect(answered("what's your hourly rate?").text).toMatch(/£/);
  });
});

describe("what keeps recurring is the main ask: the cause of the repeat answers, a symptom told with it is its evidence", () => {
  it.each([
    "every fortnight i bleed the rads n the stuff that comes out is like ink. why does it keep happening",
    "My late wife always did this. I let air out of the radiators nearly every week and the water is dark brown. Is this right?",
    "We seem to bleed the upstairs radiators constantly, and last time the water was black. What's causing it?",
    "The towel rail needs bleeding every couple of weeks, and dirty water comes out. Normal or not?",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.text).toMatch(/inhibitor|corros/i);
  });

  it("mirror: black water told once, nothing recurring, is the power flush question", () => {
    const a = answered("bled the radiator for the first time and the water was black, is that bad?");
    expect(a.text).toMatch(/flush/i);
  });

  it("mirror: bleeding asked how to do is no recurrence", () => {
    expect(answered("how do I bleed a radiator?").text).not.toMatch(/corros/i);
  });
});

describe("a count of homes told anywhere makes a portfolio, not only at the first word for a home", () => {
  it.each([
    "I took over my uncle's rental business. It's got five flats in Stockton. Can you do the gas certificates for all of them?",
    "we have a rental in Redcar already and have just bought three more houses in Eston, could you look after the gas checks on the lot?",
    "My property company (one property manager, that's me) now has seven homes to let across Teesside. Can you take them all on for the yearly gas checks?",
    "Been a landlord for years with a single property but now I own four houses. Can you do all their gas safety checks on the same day?",
  ])("%j", (message) => {
    expect(answered(message).text).toMatch(/per property|several|each property/i);
  });

  it("mirror: one rental of several bedrooms is one home", () => {
    expect(
      answered("I rent out one property, a four bedroom house in Acklam. How much is the gas safety check?").text,
    ).not.toMatch(/per property|several/i);
  });
});

describe("a record that will run out (over the coming months) is not expired: no 'book now, you are in breach'", () => {
  it.each([
    "The landlord certificates run out at different times over the next few months. Can you take them on?",
    "our gas safety records expire one after another over the coming weeks, can we book them in",
    "As I understand it the CP12 lapses sometime later this spring. What do I do?",
    "My gas safety certificate runs out around the end of next month, when should I book?",
  ])("%j", (message) => {
    expect(answered(message).topic).not.toBe("expired-record");
  });

  it.each([
    "my gas safety certificate ran out last week, what do I do?",
    "Landlord here, the CP12 expired in March and I've only just noticed",
  ])("mirror: %j has expired", (message) => {
    expect(answered(message).topic).toBe("expired-record");
  });
});

describe("a landlord who can't be there asking us to deal with the tenant directly: yes, visits are arranged with the tenant", () => {
  it.each([
    "My tenant says the radiators are cold. I'm working offshore for a month, can you sort it out with her directly?",
    "landlord here, live in Spain. boiler at the flat keeps losing pressure. wud u deal with the tenant direct?",
    "Could you arrange the gas check directly with the tenants? I can't get there myself.",
    "I'm a landlord based in Dubai; could you liaise with my tenants yourselves to book the service?",
  ])("%j", (message) => {
    expect(answered(message).text).toMatch(/directly with your tenant/i);
  });

  it("mirror: a tenant who won't let the engineer in is the landlord's reasonable steps", () => {
    expect(answered("My tenant won't let the engineer in for the gas check, what can I do?").text).not.toMatch(
      /don't need to be there/i,
    );
  });

  it("mirror: keys asked are still ours to arrange with the landlord", () => {
    expect(answered("I'm abroad, could your engineer collect the keys from my agent directly?").topic).toBe("handoff");
  });
});

describe("every place asked together is answered, an area page's or not", () => {
  it.each([
    ["Do you work in Hartlepool and Sedgefield?", ["Hartlepool", "Sedgefield"]],
    ["do u cover darlington or northallerton", ["Darlington", "Northallerton"]],
    ["We've a flat in Yarm and a house in Darlington, do you cover both?", ["Yarm", "Darlington"]],
    ["Hartlepool and Billingham - are they both in your patch?", ["Hartlepool", "Billingham"]],
  ])("%j", (message, placesNamed) => {
    const text = answered(message).text;
    for (const p of placesNamed) expect(text).toContain(p);
  });

  it("mirror: a second place named as where the visitor works is not asked", () => {
    const text = answered("I live in Hartlepool but work in Leeds all week, do you cover my house?").text;
    expect(text).not.toMatch(/Leeds is/);
  });

  it("mirror: a place told by the town it is near ('Marton, Middlesbrough way') is one place", () => {
    const reply = answer("marton, middlesbrough way, can you come out?", ASKED_AT, []);
    expect(reply.links.filter((l) => l.href.startsWith("/areas/")).map((l) => l.href)).toEqual(["/areas/marton"]);
  });

  it("mirror: one place asked alone is answered once", () => {
    const text = answered("do you cover Darlington?").text;
    expect(text.match(/Darlington is DL1/g)?.length).toBe(1);
  });
});

describe("when the engineer turns up for a booked visit is the visit's time, not how fast we reach a place", () => {
  it.each([
    "what time do your engineers usually arrive if I book a morning slot",
    "If I book for Thursday afternoon, roughly when would the engineer turn up?",
    "wen does ur man arrive if i book an appointment 4 monday",
    "For a booked service, what time will the engineer get here? I start work at nine.",
  ])("%j", (message) => {
    expect(answered(message).text).toMatch(/preferred time/i);
  });

  it.each(["how quickly can you get to Marske for an emergency?", "How long does it take you to reach Yarm?"])(
    "mirror: %j asks how fast we reach a place",
    (message) => {
      expect(answered(message).topic).toBe("response-time");
    },
  );
});

describe("what a package includes asked: its list answers, a thing named inside the question is no situation told", () => {
  it.each([
    "is the landlord certificate included if I book the premium service",
    "Does the annual service include checking the radiators for sludge?",
    "would the annual service include bleeding the radiators?",
    "My late husband always had the premium service. Does it include the carbon monoxide alarm being tested?",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.text).toMatch(/includes:/);
    expect(a.text).not.toMatch(/refuses access|sludge can also|limescale/i);
  });

  it("mirror: a fault told and a price asked keeps the fault's answer", () => {
    const a = answered("radiators are cold at the bottom and the boiler is noisy, how much for a power flush?");
    expect(a.text).toMatch(/£/);
    expect(a.text).not.toMatch(/includes:/);
  });

  it("mirror: what a package includes asked alone is its list", () => {
    expect(answered("what does the premium service include?").text).toMatch(/Premium Service includes:/);
  });
});
