/**
 * Kinds of message the engine did not understand, each tested with messages written for the kind in other
 * wordings and registers than the evaluation sets' (so a rule that learns one phrasing fails here).
 */
import { describe, expect, it } from "vitest";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { answer } from "./answer";

const all = (reply: AssistantReply) => [...reply.text, ...(reply.steps ?? []), ...(reply.after ?? [])].join(" ");

describe("work on an appliance that is not a boiler, which we do not list: the honest handoff", () => {
  it.each([
    "can u fit a nest thermostat n wot wud it cost",
    "We're having a new gas hob delivered, could your man connect it up and what do you charge?",
    "Would you be able to take out the old gas fire in my mother's front room and cap the pipe off?",
    "our night storage heaters are knackered, is that something you repair?",
    "Will you claim off my home emergency cover for me and send them the bill?",
  ])("%j", (message) => {
    const reply = answer(message);
    expect(reply).toMatchObject({ topic: "handoff", offerCallback: true });
    expect(reply.urgent).toBeFalsy();
    expect(all(reply)).not.toMatch(/24\/7 emergency line|Same-Day Repair from|Annual Service from/);
  });
});

describe("a new boiler priced with its make or size between 'new' and 'boiler': the free survey", () => {
  it.each([
    "what would a new Ideal Logic combination boiler cost fitted",
    "price for a brand new vaillant 32kw combi installed pls",
    "I would like to know the cost of a new Baxi system boiler, supplied and fitted.",
  ])("%j", (message) => {
    const text = all(answer(message));
    expect(text).toContain("free survey");
    expect(text).toContain("fixed quote");
  });
});
