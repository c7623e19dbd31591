import { addDays, londonDay } from "~/lib/contracts/london-time";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openingHours, visitWindows } from "~/content/business";
import { londonClock } from "~/lib/contracts/opening-status";
import {
  dayName,
  offeredWindows,
  recheckWindow,
  weekdayOf,
  windowById,
  windowInstants,
  type VisitWindowOption,
} from "./visit-windows";

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** A window's start and end read back from the real instants on London's clocks (memoised: ids repeat). */
const clocks = new Map<
  string,
  { start: Date; end: Date; startClock: ReturnType<typeof londonClock>; endMinutes: number }
>();
function clocksOf(window: VisitWindowOption) {
  let known = clocks.get(window.id);
  if (!known) {
    const { start, end } = windowInstants(window);
    const endClock = londonClock(end);
    known = { start, end, startClock: londonClock(start), endMinutes: endClock.minutes || 24 * 60 };
    clocks.set(window.id, known);
  }
  return known;
}

/** Every rule an offered window must keep; returns what is broken ("" when nothing). */
function brokenRule(now: Date, window: VisitWindowOption, clock = londonClock(now), today = londonDay(now)): string {
  const hours = openingHours.lines.find((line) => line.days.includes(weekdayOf(window.day)));
  if (!hours) return "offered on a closed day";
  const { start, end, startClock, endMinutes } = clocksOf(window);
  if (startClock.day !== weekdayOf(window.day)) return "starts on another day";
  if (startClock.minutes < minutesOf(hours.opens)) return "starts before opening";
  if (endMinutes > minutesOf(hours.closes)) return "ends after closing";
  if (end.getTime() <= start.getTime()) return "empty window";
  if (start.getTime() <= now.getTime()) return "already begun";
  if (window.day === today && clock.minutes >= 12 * 60) return "today after the 12pm cut-off";
  if (window.day > addDays(today, visitWindows.daysAhead)) return "too far ahead";
  return "";
}

function checkOffer(now: Date, window: VisitWindowOption) {
  expect(brokenRule(now, window), `${now.toISOString()} ${window.id}`).toBe("");
}

describe("visit windows", () => {
  it("over every 15 minutes of a whole year, across both clock changes, offers no window outside the hours or past the cut-off", () => {
    // 2026: clocks go forward 29 March, back 25 October.
    const from = Date.parse("2026-01-01T00:00:00Z");
    const to = Date.parse("2027-01-01T00:00:00Z");
    let checked = 0;
    const broken: string[] = [];
    for (let t = from; t < to; t += 15 * 60_000) {
      const now = new Date(t);
      const offers = offeredWindows(now);
      const clock = londonClock(now);
      const today = londonDay(now);
      if (offers.length < 12) broken.push(`${now.toISOString()}: only ${offers.length} windows`);
      for (const window of offers) {
        const rule = brokenRule(now, window, clock, today);
        if (rule) broken.push(`${now.toISOString()} ${window.id}: ${rule}`);
      }
      checked++;
    }
    expect(broken.slice(0, 10)).toEqual([]);
    expect(checked).toBe(365 * 96);
  }, 240_000);

  it("holds for any moment (fast-check), the clock-change nights included", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date({
            min: new Date("2026-01-01T00:00:00Z"),
            max: new Date("2027-12-31T23:59:59Z"),
            noInvalidDate: true,
          }),
          fc.integer({ min: -180, max: 180 }).map((m) => new Date(Date.parse("2026-03-29T01:00:00Z") + m * 60_000)),
          fc.integer({ min: -180, max: 180 }).map((m) => new Date(Date.parse("2026-10-25T01:00:00Z") + m * 60_000)),
        ),
        (now) => {
          for (const window of offeredWindows(now)) checkOffer(now, window);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("offers today's afternoon before 12pm and not after; Saturday afternoon ends at 16:00", () => {
    // Tuesday 24 November 2026, 11:58 and 12:03 in London (GMT).
    const before = offeredWindows(new Date("2026-11-24T11:58:00Z"));
    expect(before[0]).toMatchObject({ id: "2026-11-24:pm", label: "Today afternoon (12:00-19:00)" });
    const after = offeredWindows(new Date("2026-11-24T12:03:00Z"));
    expect(after[0]).toMatchObject({ id: "2026-11-25:am", label: "Tomorrow morning (7:00-12:00)" });
    expect(windowById("2026-11-28:pm")).toMatchObject({ start: "12:00", end: "16:00" });
    expect(windowById("2026-11-28:am")).toMatchObject({ start: "08:00", end: "12:00" });
  });

  it("re-checks a posted window: a page served at 11:58 and sent at 12:03 gets the next window, and says so", () => {
    const served = offeredWindows(new Date("2026-11-24T11:58:00Z"))[0]!;
    expect(recheckWindow(served.id, new Date("2026-11-24T11:59:00Z"))).toMatchObject({ kind: "ok" });
    expect(recheckWindow(served.id, new Date("2026-11-24T12:03:00Z"))).toEqual({
      kind: "moved",
      from: "Today afternoon (12:00-19:00)",
      window: expect.objectContaining({ id: "2026-11-25:am" }),
    });
    expect(recheckWindow("", new Date())).toEqual({ kind: "none" });
    expect(recheckWindow("tomorrow", new Date())).toBeUndefined();
    expect(recheckWindow("2026-02-30:am", new Date())).toBeUndefined();
  });

  it("keeps summer windows on London's clocks (BST): a 7:00 start is 06:00 UTC", () => {
    const window = windowById("2026-07-01:am")!;
    expect(windowInstants(window).start.toISOString()).toBe("2026-07-01T06:00:00.000Z");
    expect(windowInstants(windowById("2026-12-01:am")!).start.toISOString()).toBe("2026-12-01T07:00:00.000Z");
  });
});

describe("a window's day, named", () => {
  const intl = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });

  it("as Intl's en-GB names it, on any day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 80 }), (n) => {
        const day = addDays("2020-01-01", n);
        expect(dayName(day)).toBe(intl.format(new Date(`${day}T12:00:00Z`)));
      }),
      { numRuns: 1000 },
    );
    expect(dayName("2026-11-25")).toBe("Wednesday 25 November");
  });
});
