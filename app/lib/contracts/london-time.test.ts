import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  isoInstant,
  londonDay,
  londonInstant,
  londonMinutes,
  londonOffsetMinutes,
  londonParts,
  londonYear,
  utcDay,
} from "./london-time";

/** The time-zone database's answer, the oracle the computed clock must agree with. */
const tz = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  weekday: "short",
  hourCycle: "h23",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function fromTz(instant: Date) {
  const p = Object.fromEntries(tz.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    weekday: WEEKDAYS.indexOf(p.weekday ?? ""),
  };
}

/** The UK's clock changes, 01:00 UTC on the last Sunday of March and of October, in the years the site runs. */
const changes = [
  "2025-03-30T01:00:00Z",
  "2025-10-26T01:00:00Z",
  "2026-03-29T01:00:00Z",
  "2026-10-25T01:00:00Z",
  "2027-03-28T01:00:00Z",
  "2027-10-31T01:00:00Z",
  "2028-03-26T01:00:00Z",
  "2028-10-29T01:00:00Z",
].map((iso) => Date.parse(iso));

describe("London's clocks, computed from the UK rule", () => {
  it("agree with the time-zone database at any instant from 1996 to 2099", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1996-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true }),
        (instant) => {
          expect(londonParts(instant)).toEqual(fromTz(instant));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("agree with it minute by minute around both clock changes", () => {
    fc.assert(
      fc.property(fc.constantFrom(...changes), fc.integer({ min: -36 * 60, max: 36 * 60 }), (change, minutes) => {
        const instant = new Date(change + minutes * 60_000);
        expect(londonParts(instant)).toEqual(fromTz(instant));
      }),
      { numRuns: 3000 },
    );
  });

  it("give the year London's clocks show around every New Year, the footer's", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1996, max: 2099 }),
        fc.integer({ min: -36 * 60, max: 36 * 60 }),
        (year, minutes) => {
          const instant = new Date(Date.UTC(year, 0, 1) + minutes * 60_000);
          expect(londonYear(instant)).toBe(fromTz(instant).year);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("spring forward and fall back at 01:00 UTC", () => {
    expect(londonOffsetMinutes(new Date("2026-03-29T00:59:59Z"))).toBe(0);
    expect(londonOffsetMinutes(new Date("2026-03-29T01:00:00Z"))).toBe(60);
    expect(londonOffsetMinutes(new Date("2026-10-25T00:59:59Z"))).toBe(60);
    expect(londonOffsetMinutes(new Date("2026-10-25T01:00:00Z"))).toBe(0);
    // 00:30 UTC on 25 October is 01:30 BST; an hour later the clocks show 01:30 again, in GMT.
    expect(londonMinutes(new Date("2026-10-25T00:30:00Z"))).toBe(90);
    expect(londonMinutes(new Date("2026-10-25T01:30:00Z"))).toBe(90);
  });

  it("turn a London day and time back into the instant, on both sides of a change", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...changes),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 3 * 60, max: 23 * 60 + 59 }),
        (change, days, minutes) => {
          const day = londonDay(new Date(change + days * 86_400_000));
          const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
          const instant = londonInstant(day, hhmm);
          expect([londonDay(instant), londonMinutes(instant)]).toEqual([day, minutes]);
        },
      ),
    );
  });
});

describe("UTC days and instants written without toISOString", () => {
  const anyInstant = fc.date({
    min: new Date("0000-01-01T00:00:00.000Z"),
    max: new Date("9999-12-31T23:59:59.999Z"),
    noInvalidDate: true,
  });

  it("are written exactly as toISOString writes them, years 0 to 9999", () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        expect(isoInstant(instant)).toBe(instant.toISOString());
        expect(utcDay(instant)).toBe(instant.toISOString().slice(0, 10));
      }),
      { numRuns: 5000 },
    );
  });

  it("count days across months, years and both clock changes", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });
});
