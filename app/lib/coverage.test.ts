import { describe, expect, it } from "vitest";
import { checkCoverage, outwardCode } from "./coverage";

describe("coverage check", () => {
  it.each([
    ["TS5", "covered", "Acklam"],
    ["ts5 6aa", "covered", "Acklam"],
    ["TS10 1AA", "covered", "Redcar"],
    ["TS1", "covered", "Middlesbrough"],
    ["YO22", "covered", "Robin Hood's Bay"],
    ["YO21", "covered", "Whitby"],
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
