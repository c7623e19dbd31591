import { describe, expect, it } from "vitest";
import { answer } from "./answer";
import { classifySafety } from "./safety";

const now = new Date("2026-11-25T10:00:00Z");
const shown = (reply: ReturnType<typeof answer>) =>
  [...reply.text, ...(reply.steps ?? []), ...(reply.after ?? [])].join(" ");
const all = (message: string) => {
  const reply = answer(message, now, []);
  return { topic: reply.topic, urgent: Boolean(reply.urgent), text: shown(reply) };
};

describe("symptoms where a fuel-burning appliance runs, overnight or on waking, whatever everyday cause is guessed", () => {
  it.each([
    "We run the calor gas heater in the caravan all evening and my husband wakes with a banging head, he blames the beer.",
    "grandad keeps his gas fire going all night in the bedroom and he's been sick two mornings running. he says it's the curry",
    "Our lodger has the back boiler on overnight and wakes up dizzy, but she reckons it's her hay fever tablets.",
    "Since we lit the wood burner every evening I feel sick and dizzy by bedtime. Probably the late nights, right?",
    "my head is so painful when I get up, the boiler is in my bedroom cupboard. Probably the pillows lol",
  ])("carbon monoxide with medical advice: %j", (message) => {
    const verdict = classifySafety(message);
    expect(verdict.danger).toBe("carbon-monoxide");
    expect(verdict.symptoms).toBe(true);
    const reply = all(message);
    expect(reply.urgent).toBe(true);
    expect(reply.text).toContain("111");
  });
  it("a headache with an everyday cause and no appliance burning stays the conditional line", () => {
    const verdict = classifySafety(
      "I've a banging headache after the works do, too much wine. Can you service my boiler on Friday?",
    );
    expect(verdict.danger).toBeUndefined();
  });
});

describe("a head said to hurt in other words", () => {
  it.each([
    "my head is very painful every evening in the lounge where the gas fire is",
    "head aching all the time in the flat since the new gas heater went in",
    "I keep getting a heavy head and feel half asleep when the boiler's on",
    "Bad pains in my head each morning, the gas fire's in the bedroom",
  ])("a symptom: %j", (message) => {
    expect(classifySafety(message).symptoms).toBe(true);
  });
});

describe("symptoms in the morning with an everyday cause, the boiler only named for a service", () => {
  it.each([
    "woke up rough as anything this morning, too many pints at the match. Can someone service the boiler Thursday?",
    "woke with a headache after the wedding, too much prosecco. Also the boiler in the kitchen keeps losing pressure.",
  ])("no emergency: %j", (message) => {
    expect(all(message).urgent).toBe(false);
  });
});
