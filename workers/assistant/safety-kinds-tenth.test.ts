import { describe, expect, it } from "vitest";
import { answered } from "../test/assistant-replies";

describe("time off work said with a symptom word ('off sick', 'sick leave') is no one ill now", () => {
  it.each([
    "our office manager has been off sick for a fortnight so the landlord certificates slipped, can you do six flats next week?",
    "Hiya, I'm on sick leave so I'm home all week, any day suits for the boiler service",
    "can you come Friday? I've phoned in sick anyway so I'll be in to let you in for the annual service",
    "my husband's signed off sick with his back so he can't bleed the radiators himself, how much would you charge to do it?",
    "landlord here, the agent was off sick and nobody booked the CP12 for my house in Acklam. how quick can you do it?",
  ])("no emergency reply: %j", (message) => {
    expect(answered(message).urgent).toBe(false);
  });
  it.each([
    "been off sick all week, headaches every morning and the gas fire is on all night",
    "I'm off work sick, dizzy and throwing up, and the boiler's making a funny smell",
  ])("a symptom told beside it still counts: %j", (message) => {
    expect(answered(message).text).toMatch(/0800 111 999/);
  });
});
