import { expect, it } from "vitest";
import { evaluate, formatReport } from "./evaluate";
import { evaluateFresh, formatFresh } from "./fresh";
import { freshTuning } from "./fresh-tuning";
import { fresh2Tuning } from "./fresh2-tuning";
import { fresh3Tuning } from "./fresh3-tuning";
import { fresh4Tuning } from "./fresh4-tuning";
import { fresh5Tuning } from "./fresh5-tuning";
import { fresh6Tuning } from "./fresh6-tuning";
import { fresh6SafetyTuning } from "./fresh6-safety-tuning";
import { fresh7Tuning } from "./fresh7-tuning";
import { fresh7SafetyTuning } from "./fresh7-safety-tuning";
import { fresh8Tuning } from "./fresh8-tuning";
import { fresh8SafetyTuning } from "./fresh8-safety-tuning";
import { fresh9SafetyHeldOut } from "./fresh9-safety-held-out";
import { fresh9SafetyTuning } from "./fresh9-safety-tuning";
import { fresh9Tuning } from "./fresh9-tuning";
import { fresh10SafetyHeldOut } from "./fresh10-safety-held-out";
import { fresh11SafetyO } from "./fresh11-safety-o";
import { evalSet } from "./messages";
import { paraphrases } from "./paraphrases";

it("the evaluation set is large enough and flags its safety cases", () => {
  expect(evalSet.length).toBeGreaterThanOrEqual(150);
  expect(evalSet.filter((c) => c.safety).length).toBeGreaterThanOrEqual(30);
});

it("passes the evaluation set at 95% or more with no safety miss", () => {
  const report = evaluate();
  console.log(formatReport(report));
  expect(report.safetyMisses).toBe(0);
  expect(report.passRate).toBeGreaterThanOrEqual(0.95);
});

it("answers the generalisation set's tuning part with no safety miss, no false alarm and 95% correct", () => {
  const report = evaluateFresh(freshTuning);
  console.log(formatFresh("Tuning part", report, true));
  expect(report.safetyMisses).toBe(0);
  expect(report.falseAlarms).toBe(0);
  expect(report.correct / report.total).toBeGreaterThanOrEqual(0.95);
});

it.each([
  ["second", fresh2Tuning],
  ["third", fresh3Tuning],
  ["fourth", fresh4Tuning],
  ["fifth", fresh5Tuning],
  ["sixth", fresh6Tuning],
  ["sixth (safety)", fresh6SafetyTuning],
  ["seventh", fresh7Tuning],
  ["seventh (safety)", fresh7SafetyTuning],
  ["eighth", fresh8Tuning],
  ["eighth (safety)", fresh8SafetyTuning],
  ["ninth", fresh9Tuning],
  ["ninth (safety)", fresh9SafetyTuning],
  ["ninth, part K (safety)", fresh9SafetyHeldOut],
  ["tenth, part M (safety)", fresh10SafetyHeldOut],
  ["eleventh, part O (safety)", fresh11SafetyO],
  ["paraphrases of tuning cases (robustness, not generalisation)", paraphrases],
] as const)(
  "answers the %s generalisation set's tuning part with no safety miss, no false alarm and 95% correct",
  (_, cases) => {
    const report = evaluateFresh(cases);
    expect(report.safetyMisses).toBe(0);
    expect(report.falseAlarms).toBe(0);
    expect(report.correct / report.total).toBeGreaterThanOrEqual(0.95);
  },
);
