import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { liveStatusHtml, statusFromTemplates, statusTemplates } from "./substitutions";

describe("the live status filled in without React", () => {
  // Made once, as the build does, from a moment in 1990 (the placeholders' year).
  const templates = statusTemplates(new Date("1990-05-17T03:21:00Z"));

  it("is React's markup at every moment, across both UK clock changes", () => {
    const moments = fc.date({
      min: new Date("2026-03-27T00:00:00Z"),
      max: new Date("2026-11-02T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moments, (now) => {
        expect(statusFromTemplates(templates, now)).toBe(liveStatusHtml(now.toISOString()));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ["just before the clocks go forward", "2026-03-29T00:59:00Z"],
    ["just after they go forward", "2026-03-29T01:00:00Z"],
    ["just before they go back", "2026-10-25T00:59:00Z"],
    ["just after they go back", "2026-10-25T01:00:00Z"],
    ["opening time", "2026-11-26T07:00:00Z"],
    ["the same-day cut-off", "2026-11-26T12:00:00Z"],
    ["closing time", "2026-11-28T16:00:00Z"],
  ])("%s", (_, at) => {
    expect(statusFromTemplates(templates, new Date(at))).toBe(liveStatusHtml(at));
  });
});
