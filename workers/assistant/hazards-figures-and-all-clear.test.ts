import { describe, expect, it } from "vitest";
import { answer } from "./answer";

const now = new Date("2026-11-25T10:00:00Z");
const reply = (message: string) => answer(message, now, []);

describe("a burning or smoke word in a figure, or smoke with its own cause and an all-clear, names no burning hazard", () => {
  it.each([
    "got a smoking hot quote from another firm, 900 for a combi fitted, can you match it?",
    "smoking hot deal on a new combi down the road, can u match it",
    "I burnt the crumpets and set the smoke alarm off, boiler's fine. What's a service?",
    "Burnt the bacon and the smoke alarm went mental, ha, heating is fine though. When can you service the boiler?",
    "Kitchen full of smoke off the frying pan, nothing to do with the boiler, all sorted. How much is a power flush?",
    "the burning smell was my daughter's hair straighteners left on, panic over. Do you fit smart thermostats?",
    "The boiler was serviced last spring and it's running well. Do I need a carbon monoxide alarm as well?",
  ])("not the burning-smell advice: %j", (message) => {
    expect(reply(message).topic).not.toBe("burning-smell");
  });
  it.each([
    "smoke coming out of the boiler casing, and it's not the toast",
    "there's a burning plastic smell from the boiler, heating is fine otherwise",
    "burning smell from the boiler cupboard since this morning, heating's fine otherwise",
  ])("still the burning-smell advice: %j", (message) => {
    expect(reply(message).topic).toBe("burning-smell");
  });
});
