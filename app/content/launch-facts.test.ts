import { describe, expect, it } from "vitest";
import { gasSafeRegistration, launchFacts, unconfirmedFacts } from "./business";

describe("launch checklist: facts only the owner can confirm", () => {
  it("holds every fact the issue names, each with a label, a value and whether it is confirmed", () => {
    expect(Object.keys(launchFacts).sort()).toEqual(
      [
        "companyNumber",
        "coordinates",
        "emergencyResponseTimes",
        "gasSafeNumber",
        "legalEntity",
        "ratingSource",
        "testimonials",
        "vatStatus",
        "visitCapacity",
      ].sort(),
    );
    for (const fact of Object.values(launchFacts)) {
      expect(fact.label.length).toBeGreaterThan(10);
      expect(typeof fact.confirmed).toBe("boolean");
      if (fact.confirmed) expect(fact.source, fact.label).toBeTruthy();
    }
  });

  it("lists the unconfirmed facts", () => {
    const facts = {
      a: { label: "Confirmed thing", value: "1", confirmed: true, source: "owner, 1 Dec" },
      b: { label: "Open thing", value: "", confirmed: false },
    };
    expect(unconfirmedFacts(facts).map((f) => f.label)).toEqual(["Open thing"]);
  });

  it("shows the Gas Safe number only once the owner has confirmed it", () => {
    expect(gasSafeRegistration({ label: "Gas Safe", value: "123456", confirmed: false })).toBeUndefined();
    expect(gasSafeRegistration({ label: "Gas Safe", value: "123456", confirmed: true, source: "register" })).toBe(
      "Gas Safe registered, no. 123456",
    );
  });
});
