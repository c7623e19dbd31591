import { describe, expect, it } from "vitest";
import { answer } from "./answer";

const now = new Date("2026-11-25T10:00:00Z");
const shown = (reply: ReturnType<typeof answer>) =>
  [...reply.text, ...(reply.steps ?? []), ...(reply.after ?? [])].join(" ");
const all = (message: string) => {
  const reply = answer(message, now, []);
  return { topic: reply.topic, urgent: Boolean(reply.urgent), text: shown(reply) };
};

describe("a gas part, flue or vent with something physically wrong: the conditional line whatever answers", () => {
  it.each([
    "the plumber knocked the gas pipe behind the cooker and now it's at a funny angle and wobbles. can you come next week?",
    "the gas meter box outside got smashed by a car reversing, the pipe looks dented. who do i call?",
    "the pipe from the gas meter is cracked where the kids kicked it",
    "I've put cardboard over the air brick next to the gas fire to stop the cold getting in. Any problem?",
    "Our loft conversion lads moved the boiler flue and left it poking out loose between the tiles. Is that a job for you?",
  ])("0800 111 999 in the reply: %j", (message) => {
    expect(all(message).text).toContain("0800 111 999");
  });
});

describe("the safety net stays quiet where nothing at a gas part is wrong", () => {
  it.each([
    "the copper pipe under the bathroom radiator is bent where the carpet fitter trod on it, can you replace it?",
    "The plastic vent cover outside by the kitchen extractor has gone brittle, is that your job?",
    "the overflow pipe outside is hanging loose off the wall and dripping",
  ])("no 0800 111 999: %j", (message) => {
    expect(all(message).text).not.toContain("0800 111 999");
  });
});
