import { describe, expect, it } from "vitest";
import { checkCoverage, outwardCode } from "./coverage";

describe("coverage check", () => {
  it.each([
    ["TS5", "covered", "Acklam"],
    ["ts5 6aa", "covered", "Acklam"],
    ["TS10 1AA", "covered", "Redcar"],
    ["TS1", "covered", "Middlesbrough"],
    ["TS24", "borderline", undefined],
    ["DL1 1AA", "borderline", undefined],
    ["SW1A", "outside", undefined],
    ["SW1A 1AA", "outside", undefined],
    ["M1", "outside", undefined],
  ])("%s is %s", (input, status, area) => {
    const answer = checkCoverage(input);
    expect(answer.status).toBe(status);
    expect(answer.area?.name).toBe(area);
  });

  // These area pages say to call to check availability; the check must say the same.
  it.each([
    ["YO21", "Whitby"],
    ["YO22", "Robin Hood's Bay"],
    ["TS13 4AA", "Loftus"],
  ])("%s is served from %s only after a call to check availability", (input, area) => {
    const answer = checkCoverage(input);
    expect(answer.status).toBe("borderline");
    expect(answer.area?.name).toBe(area);
    expect(answer.message).toMatch(/call us to check availability/);
    expect(answer.message).not.toMatch(/every day/);
  });

  it.each(["banana", "", "12345", "TS1 2R"])("%j gets a clear message", (input) => {
    expect(checkCoverage(input)).toEqual({
      status: "invalid",
      message: "Please enter a UK postcode, or just its first part, for example TS5 or TS1 2RQ.",
    });
  });

  it("reads outward codes from full postcodes", () => {
    expect(outwardCode("ts17 9ab")).toBe("TS17");
    expect(outwardCode("EC1A1BB")).toBe("EC1A");
  });
});
