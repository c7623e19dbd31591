import { describe, expect, it } from "vitest";
import { page } from "../../../test/site";

describe("home page LocalBusiness JSON-LD", () => {
  it("publishes the business's details and prices as valid JSON", async () => {
    const { html } = await page("/");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ""),
    );
    const business = blocks.find((b) => b["@type"] === "HVACBusiness");
    expect(business).toBeDefined();
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: "Boiler Repair Middlesbrough",
      telephone: "+441642040623",
      email: "info@boilerrepairmiddlesbrough.co.uk",
      url: "https://www.boilerrepairmiddlesbrough.co.uk/",
      foundingDate: "2008",
      priceRange: "££",
      address: {
        postalCode: "TS1 2RQ",
        streetAddress: "Oak Street Business Centre, Oak Street",
        addressLocality: "Middlesbrough",
      },
      geo: { latitude: expect.any(Number), longitude: expect.any(Number) },
      aggregateRating: { ratingValue: 4.9, ratingCount: 127, bestRating: 5 },
    });
    expect(business.paymentAccepted).toContain("Cash");
    // The structured data's own reading of the hours: Sunday 09:00-17:00.
    expect(business.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Sunday"],
      opens: "09:00",
      closes: "17:00",
    });
    expect(business.areaServed.length).toBe(35);
    const offers = business.hasOfferCatalog.itemListElement as {
      name: string;
      priceSpecification: { price: number };
    }[];
    expect(offers.map((o) => [o.name, o.priceSpecification.price])).toEqual([
      ["Same-Day Repair", 95],
      ["Weekend Repair", 110],
      ["Hourly Rate", 75],
      ["Annual Service", 85],
      ["Premium Service", 125],
      ["Landlord Service", 79],
      ["Gas Safety Check", 75],
      ["Carbon Monoxide Test", 45],
      ["Emergency Safety", 99],
    ]);
  });
});
