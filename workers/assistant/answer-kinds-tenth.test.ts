/**
 * Kinds the tenth round's general pass found answered off target, each tested with messages written for the kind in
 * other wordings and registers than the evaluation sets' (so a rule that learns one phrasing fails here).
 */
import { describe, expect, it } from "vitest";
import { ASKED_AT, answered, shownText } from "../test/assistant-replies";
import { answer } from "./answer";

const visitor = (text: string) => ({ role: "visitor" as const, text });

describe("the meter named in an earlier turn: its numbers still moving with everything off is a gas escape", () => {
  it.each([
    [
      "where's the gas meter usually kept in a terraced house?",
      "found it under the stairs. cooker off, boiler off, fire off and the little wheels are still ticking round",
    ],
    [
      "Is the gas meter something I'm allowed to look at myself?",
      "Everything gas is turned off but the digits are still going up slowly. Should they?",
    ],
    [
      "how do you read a smart gas meter",
      "the reading is still changing even though everything is switched off in the flat",
    ],
    [
      "My gas meter is in a box outside, how do I open it?",
      "Got it open. Boiler switched off and hob off, yet the dial is still turning.",
    ],
  ])("%j then %j", (first, second) => {
    const reply = answer(second, ASKED_AT, [visitor(first)]);
    expect(reply.urgent).toBe(true);
    expect(shownText(reply)).toMatch(/0800 111 999/);
  });

  it("numbers told with no meter named anywhere are no gas escape", () => {
    const reply = answer("the numbers on the boiler display keep changing while it heats, is that normal?", ASKED_AT, [
      visitor("my combi has a little screen on the front"),
    ]);
    expect(reply.urgent).toBeFalsy();
  });
});

describe("a stain told on something that carries water, not fire (a radiator, rust, wet): no carbon monoxide", () => {
  it.each([
    "rad in the back bedroom has a brown crusty mark along the bottom, looks rusty",
    "Theres brown streaks running down under the towel rail valve, is it on its way out?",
    "A brownish stain has appeared under the radiator in the lounge and the carpet feels wet. What should I do?",
    "the radiator has a dark brown patch at one corner where the paint has bubbled, does it need replacing?",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.urgent).toBe(false);
    expect(a.text).not.toMatch(/carbon monoxide, which you cannot see/);
  });

  it("soot marks by a gas fire are still carbon monoxide", () => {
    expect(answered("brown marks on the wall above the gas fire, it's been on all week").urgent).toBe(true);
  });
});

describe("how long a named job takes, however the time is asked: that job's time, not how soon we come", () => {
  it.each([
    [
      "we've got a boiler, a cooker and two gas fires, how long will the engineer be here doing the safety check?",
      /30 to 60 minutes|longer/,
    ],
    [
      "landlord cert for the flat on Tuesday. how long is your lad gonna be there for it, boiler and hob only",
      /20 to 30 minutes|30 to 60 minutes/,
    ],
    ["How long does it take to change a radiator? I'd have to get off work", /2 to 3 hours/],
    ["roughly how many hours to replace two rads with bigger double ones", /2 to 3 hours/],
    ["how long does a typical repair take once the engineer is in the house?", /1 to 2 hours/],
  ])("%j", (message, expected) => {
    const a = answered(message);
    expect(a.text).toMatch(expected);
    expect(a.text).not.toMatch(/tell me your town or postcode/);
  });

  it("how soon we reach a place is still the response time", () => {
    expect(answered("how long would it take you to get to Guisborough if it's an emergency?").text).toMatch(
      /Guisborough/,
    );
  });

  it.each([
    ["the radiators upstairs are cold and the downstairs ones are roasting", "how long would a job like that take?"],
    ["No heating at all since last night, boiler shows a fault light", "and roughly how long is the repair usually?"],
  ])("a job told, then its time asked: %j then %j", (first, second) => {
    const reply = answer(second, ASKED_AT, [visitor(first)]);
    expect(shownText(reply)).toMatch(/\d to \d hours|half a day/);
  });
});

describe("two places named: the one the visitor says they are in is the place asked, not the one it is near", () => {
  it.each([
    ["is Stockton far for you lot? we live in Yarm", "/areas/yarm"],
    ["How close are you to Middlesbrough? I'm over in Guisborough myself.", "/areas/guisborough"],
    ["do u cover round redcar, im in saltburn", "/areas/saltburn-by-the-sea"],
    ["Are you based near Stockton? We are in Ingleby Barwick.", "/areas/ingleby-barwick"],
  ])("%j", (message, page) => {
    const reply = answer(message, ASKED_AT, []);
    expect(reply.links?.map((l) => l.href)).toContain(page);
  });
});

describe("what to do if gas is ever smelt, asked in any person or words: the gas steps, not a handoff", () => {
  it.each([
    "if my mam ever smells gas in her flat whats the drill",
    "Elderly neighbour asked me: if she ever smells gas, what is she supposed to do?",
    "in case we smell gas one day, what do we need to do first?",
    "If a tenant ever smells gas, what's the procedure they should follow?",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.urgent).toBe(false);
    expect(a.text).toMatch(/0800 111 999/);
    expect(a.text).toMatch(/meter/);
    expect(a.topic).not.toBe("handoff");
  });
});

describe("a service priced for a home the visitor lets out, in any words: the landlord service", () => {
  it.each([
    "how much is servicing for a property I rent out",
    "price of a yearly service for a flat we rent out to students",
    "Service price for a flat that's rented out please",
  ])("%j", (message) => {
    expect(answered(message).text).toMatch(/£79/);
  });

  it("asked after the service's price", () => {
    const reply = answer("and what if the house is rented out?", ASKED_AT, [visitor("what's a boiler service cost?")]);
    expect(shownText(reply)).toMatch(/£79|Gas Safety Check £75/);
  });
});

describe("a temperature written with a minus sign ('-5') is below freezing, not a number 5", () => {
  it.each([
    "its -4 out and the boiler keeps locking out with a gurgle",
    "\u22126 overnight, now no heating and the boiler gurgles when it tries",
    "it got to -7 in the night, boiler now gurgling and won't fire",
    "we had \u20132 this morning and the boiler stopped, gurgling noise from it",
  ])("%j", (message) => {
    const a = answered(message);
    expect(a.text).toMatch(/condensate/i);
  });

  it("a code or a range with a hyphen keeps its meaning", async () => {
    const { words } = await import("./text");
    expect(words("ideal F-28 code, 2-3 hours")).not.toContain("minus");
    expect(words("it's -5 outside")).toEqual(["its", "minus", "5", "outside"]);
  });
});

describe("a boiler that will not light, another gas appliance told working: a boiler fault, not gas let out unlit", () => {
  it.each([
    "Since yesterday the combi clicks but never lights. The cooker works fine though.",
    "boiler wont light since last night, gas fire's working ok",
    "The Worcester has been trying for ages and won't ignite, hob and oven both fine",
    "since this morning the boiler never lights. Cooker's fine.",
  ])("%j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });

  it("a hob left on unlit for a while is still gas let out", () => {
    expect(answered("the boilers fine but the hob ring never lit, it's been on for ten minutes").urgent).toBe(true);
  });
});

describe("a fault code told beside a pressure reading and a visit asked: the code is explained, not dropped", () => {
  it.each([
    "the display says F75 on our vaillant and the gauge is down to 0.6, can someone come out today? we're in Acklam",
    "Worcester showing EA 227, pressure is only 0.5 bar. Can you send an engineer?",
    "ideal logic flashing L2 and the pressure needle is at about half a bar, can i book someone in",
  ])("%j", (message) => {
    const text = shownText(answer(message, ASKED_AT));
    expect(text).toMatch(/F\.?75|EA ?227|L2/);
    expect(text).toMatch(/01642 040623|callback|call you back/i);
  });

  it("with no visit asked, the code and the reading are both answered", () => {
    const text = shownText(
      answer("my worcester is showing EA 227 and the pressure is down at 0.5, what should I do?", ASKED_AT),
    );
    expect(text).toMatch(/EA 227/);
    expect(text).toMatch(/1 to 1\.5 bar/);
  });
});
