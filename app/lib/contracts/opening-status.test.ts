import { describe, expect, it } from "vitest";
import { formatDuration, londonClock, openStatus, sameDayStatus } from "./opening-status";

// UTC instants; the comments give the time on Middlesbrough's clocks.
describe("Europe/London clock", () => {
  it("is UTC in winter and UTC+1 in summer", () => {
    expect(londonClock(new Date("2026-01-14T09:47:00Z"))).toEqual({ day: "Wednesday", minutes: 9 * 60 + 47 });
    expect(londonClock(new Date("2026-07-14T09:47:00Z"))).toEqual({ day: "Tuesday", minutes: 10 * 60 + 47 });
  });

  it("springs forward on 29 March 2026 at 01:00 UTC", () => {
    expect(londonClock(new Date("2026-03-29T00:59:00Z")).minutes).toBe(59); // 00:59 GMT
    expect(londonClock(new Date("2026-03-29T01:00:00Z")).minutes).toBe(120); // 02:00 BST
  });

  it("falls back on 25 October 2026 at 01:00 UTC", () => {
    expect(londonClock(new Date("2026-10-25T00:59:00Z")).minutes).toBe(119); // 01:59 BST
    expect(londonClock(new Date("2026-10-25T01:00:00Z")).minutes).toBe(60); // 01:00 GMT again
  });
});

describe("same-day repairs: book before 12pm", () => {
  it("counts down to noon in the morning", () => {
    expect(sameDayStatus(new Date("2026-01-14T09:47:00Z")).message).toBe(
      "Book in the next 2h 13m for a same-day repair",
    );
    expect(sameDayStatus(new Date("2026-01-14T11:59:00Z")).message).toBe("Book in the next 1m for a same-day repair");
  });

  it("switches at noon London time, not noon UTC", () => {
    // 11:30 UTC in July is 12:30 BST: too late for today.
    expect(sameDayStatus(new Date("2026-07-14T11:30:00Z")).beforeCutoff).toBe(false);
    // 10:59 UTC in July is 11:59 BST: still today.
    expect(sameDayStatus(new Date("2026-07-14T10:59:00Z"))).toMatchObject({
      beforeCutoff: true,
      message: "Book in the next 1m for a same-day repair",
    });
    expect(sameDayStatus(new Date("2026-01-14T12:00:00Z")).message).toBe(
      "Book now for a visit tomorrow. No heat or hot water? Our 24/7 emergency line is open now",
    );
  });

  it("applies at weekends too, and across the clock changes", () => {
    expect(sameDayStatus(new Date("2026-11-21T08:00:00Z")).message).toBe(
      "Book in the next 4h 0m for a same-day repair",
    ); // Saturday
    expect(sameDayStatus(new Date("2026-03-29T09:00:00Z")).message).toBe(
      "Book in the next 2h 0m for a same-day repair",
    ); // 10:00 BST
    expect(sameDayStatus(new Date("2026-10-25T09:00:00Z")).message).toBe(
      "Book in the next 3h 0m for a same-day repair",
    ); // 09:00 GMT
  });
});

describe("opening hours: Mon-Fri 7:00-19:00, Sat-Sun 8:00-16:00", () => {
  it.each([
    ["2026-01-14T06:59:00Z", false, "Opens at 7:00"], // Wednesday 06:59
    ["2026-01-14T07:00:00Z", true, "Open now until 19:00"],
    ["2026-01-14T18:59:00Z", true, "Open now until 19:00"],
    ["2026-01-14T19:00:00Z", false, "Opens tomorrow at 7:00"],
    ["2026-01-16T19:30:00Z", false, "Opens tomorrow at 8:00"], // Friday evening
    ["2026-01-17T07:30:00Z", false, "Opens at 8:00"], // Saturday
    ["2026-01-17T15:59:00Z", true, "Open now until 16:00"],
    ["2026-01-18T16:00:00Z", false, "Opens tomorrow at 7:00"], // Sunday 16:00
    ["2026-07-18T06:30:00Z", false, "Opens at 8:00"], // Saturday 07:30 BST
    ["2026-07-18T07:00:00Z", true, "Open now until 16:00"], // Saturday 08:00 BST
  ])("%s", (iso, open, message) => {
    expect(openStatus(new Date(iso))).toEqual({ open, message });
  });
});

describe("durations", () => {
  it("reads naturally", () => {
    expect(formatDuration(133)).toBe("2h 13m");
    expect(formatDuration(45)).toBe("45m");
  });
});
