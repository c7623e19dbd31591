import { describe, expect, it } from "vitest";
import { codeCandidates, makesIn } from "./fault-codes";

describe("fault codes", () => {
  it.each([
    ["Vaillant F28", ["vaillant"]],
    ["valiant f75", ["vaillant"]],
    ["worcestor greenstar", ["worcester-bosch"]],
    ["glow worm f22", ["glow-worm"]],
    ["do you cover stockton", []],
    ["the main thing is the boiler", []],
  ])("finds the make in %j", (message, makes) => {
    expect(makesIn(message)).toEqual(makes);
  });

  it.each([
    ["vaillant f.28", ["F28"]],
    ["worcester EA 227", ["EA227"]],
    ["e9 224 worcester", ["E9224"]],
    ["ariston 501", ["501"]],
    ["vokera error 01", ["1"]],
    ["my vaillant is 12 years old and showing f28", ["F28"]],
    ["pressure is 1.5 bar", []],
    ["costs £95", []],
  ])("reads the code in %j", (message, codes) => {
    expect(
      codeCandidates(message)
        .filter((c) => !c.status)
        .map((c) => c.compact),
    ).toEqual(codes);
  });

  it("tells a status code from a fault", () => {
    expect(codeCandidates("vaillant showing s.4")).toEqual([expect.objectContaining({ compact: "S4", status: true })]);
  });
});
