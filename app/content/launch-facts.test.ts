import { describe, expect, it } from "vitest";
import {
  gasSafeRegistration,
  launchFacts,
  pricingPackages,
  ratingSourceText,
  reviewRequestLink,
  unconfirmedFacts,
} from "./business";

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
        "reviewLink",
        "reminderPipeline",
        "sundayHours",
        "installDays",
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

  it("lists the promise of a reminder before next year's check until the reminder pipeline is confirmed for production", () => {
    const promised = pricingPackages.flatMap((pkg) => pkg.features).includes("Reminder before next year's check");
    expect(promised).toBe(true);
    expect(launchFacts.reminderPipeline.label).toContain("Reminder before next year's check");
    if (!launchFacts.reminderPipeline.confirmed) {
      expect(unconfirmedFacts().map((fact) => fact.label)).toContain(launchFacts.reminderPipeline.label);
    }
  });

  it("shows the rating's source and gives the review link only once the owner has confirmed them", () => {
    expect(ratingSourceText({ label: "Rating", value: "Google, 1 December 2026", confirmed: false })).toBeUndefined();
    expect(
      ratingSourceText({ label: "Rating", value: "Google, 1 December 2026", confirmed: true, source: "owner" }),
    ).toBe("Google, 1 December 2026");
    const link = "https://g.page/r/example/review";
    expect(reviewRequestLink({ label: "Review", value: link, confirmed: false })).toBeUndefined();
    expect(reviewRequestLink({ label: "Review", value: link, confirmed: true, source: "owner" })).toBe(link);
    expect(
      reviewRequestLink({ label: "Review", value: "not a link", confirmed: true, source: "owner" }),
    ).toBeUndefined();
  });
});
