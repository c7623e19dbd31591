import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import { liveStatusHtml, statusFromTemplates, statusTemplates, visitWindowOptionsHtml } from "./substitutions";

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

describe("the contact form's visit windows filled in without React", () => {
  /** React's markup of the select's options, as the contact form renders them (QuoteExtras). */
  const reactOptions = (now: Date) => {
    const options = offeredWindows(now).map((window) =>
      createElement("option", { key: window.id, value: window.id }, window.label),
    );
    const html = renderToString(createElement("select", { name: "visitWindow", defaultValue: "" }, options));
    return html.replace(/^<select[^>]*>/, "").replace(/<\/select>$/, "");
  };

  it("are React's options at every moment, across both UK clock changes", () => {
    const moments = fc.date({
      min: new Date("2026-03-25T00:00:00Z"),
      max: new Date("2026-11-02T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moments, (now) => {
        expect(visitWindowOptionsHtml(now.toISOString())).toBe(reactOptions(now));
      }),
      { numRuns: 300 },
    );
  });

  it("offer the windows of the moment given", () => {
    // Thursday 26 November 2026, 18:40 in Middlesbrough: nothing more today.
    expect(visitWindowOptionsHtml("2026-11-26T18:40:00Z")).toMatch(
      /^<option value="2026-11-27:am">Tomorrow morning \(7:00-12:00\)<\/option>/,
    );
  });
});
