/**
 * The emergency reply fits the gas: bottled or tank gas (LPG) has its supplier's emergency line and its own valve,
 * mains gas the National Gas Emergency Service and the meter's lever (Calor's emergency page; Gas Safe Register).
 */
import { describe, expect, it } from "vitest";
import { shownText as all } from "../test/assistant-replies";
import { answer } from "./answer";

describe("a gas smell from a bottle or tank (LPG)", () => {
  it.each([
    "I can smell gas near the calor bottle in our static caravan",
    "strong smell of gas in the caravan tonight, the kids are asleep inside",
    "Our house isn't on mains, we have an LPG tank in the garden and I can smell gas by the back door",
    "smells like rotten eggs round the gas bottle under the BBQ on the patio and it's hissing",
    "the propane heater in the workshop smells of gas, really strong",
  ])("%j: the supplier's line and the valve, and 999 for a fire, before anything else", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBe(true);
    expect(reply.text[0]).toMatch(/LPG supplier/);
    expect(reply.text[0]).toMatch(/999 if there is any fire/);
    // Whoever turns out to be on mains gas still has the national line in the same paragraph.
    expect(reply.text[0]).toContain("0800 111 999");
    expect(all(reply)).toMatch(/cylinder or tank valve/);
    expect(all(reply)).not.toMatch(/at the meter/);
    expect(reply.links.map((l) => l.href)).toContain("/gas-safe-questions#lpg");
  });
});

describe("a mains gas smell keeps the national line and the meter", () => {
  it.each([
    "I can smell gas in the kitchen",
    "the hot water cylinder cupboard smells of gas",
    "gas smell by the boiler and the meter in the hall",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply.urgent).toBe(true);
    expect(reply.text[0]).toMatch(
      /^This could be a gas escape: act now. Call the National Gas Emergency Service on 0800 111 999/,
    );
    expect(all(reply)).toMatch(/at the meter/);
    expect(all(reply)).not.toMatch(/LPG/);
  });
});

describe("LPG named without a hazard is no emergency", () => {
  it.each(["do you service LPG boilers?", "can you fit a new gas bottle regulator on my caravan heater"])(
    "%j",
    (message) => {
      expect(answer(message).urgent).toBeFalsy();
    },
  );
});
