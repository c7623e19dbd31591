import { describe, expect, it } from "vitest";
import { answer } from "./answer";

describe("assistant", () => {
  it.each([
    "I can smell gas in the kitchen",
    "there's a gas smell near the meter",
    "i think we have a gas leak",
    "Smells like gas upstairs, what do I do",
    "my carbon monoxide alarm is beeping",
    "CO alarm going off",
    "The alarm is going off and I have a headache",
    "fumes from the boiler",
  ])("puts safety first for %j", (message) => {
    const reply = answer(message);
    expect(reply.topic).toBe("gas-emergency");
    expect(reply.text.join(" ")).toContain("0800 111 999");
    expect(reply.steps?.length).toBeGreaterThanOrEqual(5);
  });

  it("puts safety first even when the message is about something else too", () => {
    expect(answer("no hot water and I can smell gas").topic).toBe("gas-emergency");
  });

  it.each([
    ["Vaillant F28", "Vaillant F.28"],
    ["my vaillant is showing F.22", "Vaillant F.22"],
    ["Worcester boiler says EA 227", "Worcester Bosch EA"],
    ["ideal logic L2", "Ideal L2"],
  ])("explains the fault code in %j", (message, expected) => {
    const reply = answer(message);
    expect(reply.topic).toBe("fault-code");
    expect(reply.text[0]).toContain(expected);
    expect(reply.links.some((l) => l.href.startsWith("/services/brands/"))).toBe(true);
  });

  it("asks which code when only the make is given", () => {
    expect(answer("my baxi has a fault code").text[0]).toContain("Which code");
  });

  it.each([
    ["The radiators are cold and the heating is not working", "no-heating"],
    ["no hot water from the taps", "no-hot-water"],
    ["pressure keeps dropping below 1 bar", "pressure"],
    ["water dripping under the boiler", "leak"],
    ["when is my landlord CP12 due", "gas-safety-check"],
    ["how often should I get a service", "servicing"],
    ["how much is a repair", "prices"],
    ["are you open on Sunday", "hours"],
    ["do you cover TS5", "coverage"],
    ["can you call me back", "callback"],
    ["hello", "help"],
  ])("%j -> %s", (message, topic) => {
    expect(answer(message).topic).toBe(topic);
  });

  it("checks coverage from a postcode", () => {
    expect(answer("do you cover TS10 2AB?").text[0]).toContain("Yes, we cover TS10");
    expect(answer("do you come to SW1A?").text[0]).toContain("outside");
  });

  it("gives prices from the price list", () => {
    expect(answer("prices").text[0]).toContain("Same-Day Repair from £95");
  });
});
