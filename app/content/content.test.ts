/** The content is complete and its cross-references point at real pages. */
import { describe, expect, it } from "vitest";
import { areas } from "./areas";
import { articles } from "./blog";
import { brands } from "./brands";
import { packageById } from "./business";
import { aboutPage, complaintsPage, privacyPage, termsPage } from "./long-pages";
import { gasSafety, questionCategories } from "./questions";
import { services } from "./services";

const serviceSlugs = new Set(services.map((s) => s.slug));
const brandSlugs = new Set(brands.map((b) => b.slug));
const areaSlugs = new Set(areas.map((a) => a.slug));
const unique = (list: readonly { slug: string }[]) => new Set(list.map((x) => x.slug)).size === list.length;

describe("content", () => {
  it("gives every service, brand, area and article its body text, with unique slugs", () => {
    for (const list of [services, brands, areas, articles, questionCategories]) expect(unique(list)).toBe(true);
    for (const s of services)
      for (const key of ["whatItIs", "signs", "causes", "whatWeDo"] as const)
        expect(s.body[key], s.slug).toContain("<");
    for (const b of brands) expect(b.body.about, b.slug).toMatch(/^<p>/);
    for (const a of areas) expect(a.body, a.slug).toMatch(/^<p>/);
    for (const a of articles) expect(a.body.length, a.slug).toBeGreaterThan(0);
    for (const p of [aboutPage, privacyPage, termsPage, complaintsPage]) expect(p.body.length).toBeGreaterThan(0);
  });

  it("links only to pages that exist", () => {
    for (const d of services) {
      for (const slug of d.relatedServices) expect(serviceSlugs.has(slug), `${d.slug} -> ${slug}`).toBe(true);
      for (const slug of d.relatedBrands) expect(brandSlugs.has(slug), `${d.slug} -> ${slug}`).toBe(true);
      if (d.brand) expect(brandSlugs.has(d.brand), `${d.slug} -> ${d.brand}`).toBe(true);
      expect(d.relatedServices).not.toContain(d.slug);
      if (d.priceId) expect(() => packageById(d.priceId ?? ""), `${d.slug} priceId`).not.toThrow();
    }
    for (const d of brands)
      for (const slug of d.relatedServices) expect(serviceSlugs.has(slug), `${d.slug} -> ${slug}`).toBe(true);
    for (const a of areas) for (const slug of a.nearby) expect(areaSlugs.has(slug), `${a.slug} -> ${slug}`).toBe(true);
  });

  it("gives the brand specialists their own brand first", () => {
    for (const s of services.filter((s) => s.brand)) expect(s.relatedBrands[0], s.slug).toBe(s.brand);
  });

  it("has 3 to 6 questions on every service page and questions in every category", () => {
    for (const d of services) expect(d.faqs.length, d.slug).toBeGreaterThanOrEqual(3);
    for (const d of services) expect(d.faqs.length, d.slug).toBeLessThanOrEqual(6);
    for (const c of questionCategories) expect(c.questions.length, c.slug).toBeGreaterThanOrEqual(5);
    expect(gasSafety.questions.length).toBeGreaterThanOrEqual(10);
  });

  it("keeps business constants out of prose (they come from business.ts)", () => {
    const prose = JSON.stringify([
      services,
      brands,
      areas,
      articles,
      questionCategories,
      gasSafety,
      aboutPage,
      privacyPage,
      termsPage,
      complaintsPage,
    ]);
    expect(prose).not.toMatch(/£\d/);
    expect(prose).not.toContain("01642");
    expect(prose).not.toMatch(/4\.9\s*\/\s*5|127 reviews/);
  });

  it("has the real fault-code table in the error-codes article", () => {
    const table = articles.find((a) => a.slug === "boiler-error-codes")?.body.find((s) => s.table)?.table;
    expect(table?.rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(table?.rows.map((r) => r[0])).size).toBeGreaterThanOrEqual(5);
  });
});
