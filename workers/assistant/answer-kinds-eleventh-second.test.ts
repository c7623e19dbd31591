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
