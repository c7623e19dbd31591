/** The content is complete and its cross-references point at real pages. */
import { describe, expect, it } from "vitest";
import { areas } from "./areas";
import { articles } from "./blog";
import { brands } from "./brands";
import { articleBodies } from "./details/articles";
import { brandDetails } from "./details/brands";
import { categoryQuestions, gasSafeQuestions } from "./details/questions";
import { serviceDetails } from "./details/services";
import { questionCategories } from "./questions";
import { services } from "./services";

const serviceSlugs = new Set(services.map((s) => s.slug));
const brandSlugs = new Set(brands.map((b) => b.slug));
const areaSlugs = new Set(areas.map((a) => a.slug));

describe("content", () => {
  it("has long-form content for every service, brand, area and article", () => {
    expect(serviceDetails.map((d) => d.slug).sort()).toEqual([...serviceSlugs].sort());
    expect(brandDetails.map((d) => d.slug)).toEqual(brands.map((b) => b.slug));
    expect(articleBodies.map((d) => d.slug).sort()).toEqual(articles.map((a) => a.slug).sort());
    expect(areas).toHaveLength(35);
    expect(new Set(areas.map((a) => a.slug)).size).toBe(35);
  });

  it("links only to pages that exist", () => {
    for (const d of serviceDetails) {
      for (const slug of d.relatedServices) expect(serviceSlugs.has(slug), `${d.slug} -> ${slug}`).toBe(true);
      for (const slug of d.relatedBrands) expect(brandSlugs.has(slug), `${d.slug} -> ${slug}`).toBe(true);
      expect(d.relatedServices).not.toContain(d.slug);
    }
    for (const d of brandDetails) for (const slug of d.relatedServices) expect(serviceSlugs.has(slug), `${d.slug} -> ${slug}`).toBe(true);
    for (const a of areas) for (const slug of a.nearby) expect(areaSlugs.has(slug), `${a.slug} -> ${slug}`).toBe(true);
  });

  it("gives the brand specialists their own brand first", () => {
    const first = (slug: string) => serviceDetails.find((d) => d.slug === slug)?.relatedBrands[0];
    expect(first("worcester-bosch-specialists")).toBe("worcester-bosch");
    expect(first("vaillant-specialists")).toBe("vaillant");
    expect(first("ideal-specialists")).toBe("ideal");
  });

  it("has 3 to 6 questions on every service page and questions in every category", () => {
    for (const d of serviceDetails) expect(d.faqs.length, d.slug).toBeGreaterThanOrEqual(3);
    for (const d of serviceDetails) expect(d.faqs.length, d.slug).toBeLessThanOrEqual(6);
    for (const c of questionCategories) expect(categoryQuestions[c.slug as keyof typeof categoryQuestions]?.length).toBeGreaterThanOrEqual(5);
    expect(gasSafeQuestions.length).toBeGreaterThanOrEqual(10);
  });

  it("keeps business constants out of prose (they come from business.ts)", () => {
    const prose = JSON.stringify([serviceDetails, brandDetails, areas, articleBodies, categoryQuestions, gasSafeQuestions, services, brands, articles]);
    expect(prose).not.toMatch(/£\d/);
    expect(prose).not.toContain("01642");
    expect(prose).not.toMatch(/4\.9\s*\/\s*5|127 reviews/);
  });

  it("has the real fault-code table in the error-codes article", () => {
    const body = articleBodies.find((a) => a.slug === "boiler-error-codes");
    const table = body?.sections.find((s) => s.table)?.table;
    expect(table?.rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(table?.rows.map((r) => r[0])).size).toBeGreaterThanOrEqual(5);
  });
});
