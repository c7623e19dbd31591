import { describe, expect, it } from "vitest";
import { all, canonical, metaContent, ORIGIN, page, request } from "../test/site";
import { areas } from "./content/areas";
import { articles } from "./content/blog";
import { brands } from "./content/brands";
import { questionCategories } from "./content/questions";
import { services } from "./content/services";

/** Pages the business has always had (and links to from elsewhere): more may be added, none may go. */
const REQUIRED_SERVICE_SLUGS = [
  "boiler-repair",
  "emergency-boiler-repair",
  "boiler-servicing",
  "boiler-installation",
  "combi-boiler-repair",
  "gas-safety-checks",
  "low-pressure-repairs",
  "leaking-boiler-repairs",
  "no-hot-water-repairs",
  "no-heating-repairs",
  "powerflushing",
  "central-heating-repair",
  "power-flushing",
  "radiator-repair",
  "boiler-breakdown",
  "worcester-bosch-specialists",
  "vaillant-specialists",
  "ideal-specialists",
  "boiler-pressure-problems",
];
const REQUIRED_BRANDS = [
  "worcester-bosch",
  "vaillant",
  "baxi",
  "ideal",
  "viessmann",
  "glow-worm",
  "vokera",
  "alpha",
  "ariston",
  "ferroli",
  "main-heating",
  "potterton",
  "intergas",
  "atag",
  "biasi",
  "heatline",
];
const REQUIRED_AREAS = ["acklam", "linthorpe", "marton", "coulby-newham", "nunthorpe"];
const REQUIRED_ARTICLES = ["boiler-losing-pressure", "annual-boiler-service", "boiler-error-codes"];

const STATIC_PAGES = [
  "/",
  "/services",
  "/areas",
  "/blog",
  "/questions",
  "/gas-safe-questions",
  "/prices",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-conditions",
  "/complaints-policy",
  "/reviews-policy",
  "/reminders",
];

const knownPages = [
  ...STATIC_PAGES,
  ...services.map((s) => `/services/${s.slug}`),
  ...brands.map((b) => `/services/brands/${b.slug}`),
  ...areas.map((a) => `/areas/${a.slug}`),
  ...articles.map((a) => `/blog/${a.slug}`),
  ...questionCategories.map((c) => `/questions/${c.slug}`),
];

describe("content keeps every page the business relies on", () => {
  it("has a page for each required service slug (powerflushing as an alias)", () => {
    const slugs = new Set(services.map((s) => s.slug));
    const missing = REQUIRED_SERVICE_SLUGS.filter((slug) => slug !== "powerflushing" && !slugs.has(slug));
    expect(missing).toEqual([]);
  });
  it("has the required brands, featured areas and articles", () => {
    expect(REQUIRED_BRANDS.every((slug) => brands.some((b) => b.slug === slug))).toBe(true);
    expect(REQUIRED_AREAS.every((slug) => areas.some((a) => a.slug === slug))).toBe(true);
    expect(REQUIRED_ARTICLES.every((slug) => articles.some((a) => a.slug === slug))).toBe(true);
  });
});

describe("every known page is server-rendered with its own head", () => {
  it.each(knownPages)("%s answers 200 with a title, description, canonical URL and one h1", async (path) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB"/);
    expect(all(html, "title")).toHaveLength(1);
    expect(all(html, "h1")).toHaveLength(1);
    expect(all(html, "h1")[0]).not.toBe("");
    const description = metaContent(html, "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(canonical(html)).toBe(new URL(path, ORIGIN).toString());
    expect(metaContent(html, "og:title")).toBe(all(html, "title")[0]);
  });

  it("gives every page a different title", async () => {
    const titles = await Promise.all(knownPages.map(async (path) => all((await page(path)).html, "title")[0]));
    expect(new Set(titles).size).toBe(knownPages.length);
  });

  it("titles the home page with the business name and its same-day promise", async () => {
    const { html } = await page("/");
    expect(all(html, "title")[0]).toBe("Boiler Repair Middlesbrough | Same-Day Gas Safe Engineers");
  });
});

describe("unknown addresses get the 404 page with an HTTP 404", () => {
  it.each([
    "/nope",
    "/services/nope",
    "/services/brands/nope",
    "/areas/atlantis",
    "/blog/nope",
    "/questions/nope",
    "/services/brands",
    "/a/b/c",
    // Names every JavaScript object inherits: lookups use own keys only.
    "/services/constructor",
    "/services/toString",
    "/services/__proto__",
    "/services/hasOwnProperty",
    "/services/brands/constructor",
    "/areas/__proto__",
    "/blog/constructor",
    "/questions/toString",
  ])("%s", async (path) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toContain(">404<");
    expect(all(html, "h1")).toEqual(["Page Not Found"]);
    expect(html).toContain("Sorry, the page you&#x27;re looking for doesn&#x27;t exist.");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Back to Home<\/a>/);
    expect(metaContent(html, "robots")).toBe("noindex");
  });
});

describe("power flushing has one canonical address", () => {
  it("permanently redirects /services/powerflushing to /services/power-flushing", async () => {
    const response = await request("/services/powerflushing");
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", ORIGIN).pathname).toBe("/services/power-flushing");
    const { response: target, html } = await page("/services/power-flushing");
    expect(target.status).toBe(200);
    expect(all(html, "h1")[0]).toContain("Power Flushing");
  });
});

describe("prices and promises say only what the business does", () => {
  const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("prices a new boiler by a fixed written quote after a survey, never an hourly rate", async () => {
    const { html } = await page("/services/boiler-installation");
    expect(text(html)).toContain("Free home survey, then a fixed written quote before any work starts");
    expect(text(html)).not.toContain("Hourly Rate");
  });

  it("offers no parts and labour guarantee on a gas safety check, an inspection", async () => {
    const { html } = await page("/services/gas-safety-checks");
    expect(text(html)).toContain("Gas Safety Check £75 (No VAT).");
    expect(text(html)).not.toMatch(/parts and labour guarantee/);
  });

  it("keeps the guarantee on repairs", async () => {
    const { html } = await page("/services/boiler-repair");
    expect(text(html)).toContain("Same-Day Repair from £95 (No VAT), with a 12-month parts and labour guarantee.");
  });

  it("makes one same-day promise on the home page: before 12pm, subject to availability", async () => {
    const { html } = await page("/");
    expect(text(html)).not.toMatch(/comes today/);
    expect(text(html)).toContain("Book a repair before 12pm for a same-day visit, subject to availability.");
  });
});

describe("chrome on every page", () => {
  it("dials 01642 040623 from every telephone link", async () => {
    for (const path of ["/", "/contact", "/nope"]) {
      const { html } = await page(path);
      const tels = [...html.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]);
      // The one other number is the National Gas Emergency Service, in the "Smell gas?" line.
      const ours = tels.filter((tel) => tel !== "+448001119999");
      expect(ours.length).toBeGreaterThanOrEqual(4);
      expect(new Set(ours)).toEqual(new Set(["+441642040623"]));
      expect(tels.filter((tel) => tel === "+448001119999")).toHaveLength(1);
    }
  });

  it("has the footer's links, hours and current year", async () => {
    const { html } = await page("/about");
    for (const href of [
      "/services/boiler-repair",
      "/services/boiler-servicing",
      "/services/gas-safety-checks",
      "/gas-safe-questions",
      "/services/boiler-installation",
      "/services/emergency-boiler-repair",
      "/areas/acklam",
      "/areas/linthorpe",
      "/areas/marton",
      "/areas/coulby-newham",
      "/areas/nunthorpe",
      "/areas",
      "/privacy-policy",
      "/terms-conditions",
      "/complaints-policy",
    ]) {
      expect(html, href).toContain(`href="${href}"`);
    }
    expect(html).toContain("View All Areas");
    expect(html).toContain("Emergency Call Out");
    expect(html).toContain("Mon-Fri 7:00-19:00");
    expect(html).toContain("Sat-Sun 8:00-16:00");
    expect(html).toContain("24/7 emergency");
    expect(html).toContain(`© ${new Date().getFullYear()}`);
    expect(html).toContain("TS1 2RQ");
    expect(html).toContain("mailto:info@boilerrepairmiddlesbrough.co.uk");
  });

  it("marks the active header link, by prefix for the section links", async () => {
    const { html } = await page("/blog/boiler-error-codes");
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/blog"|<a[^>]*href="\/blog"[^>]*aria-current="page"/);
    const home = (await page("/")).html;
    expect(home).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/"|<a[^>]*href="\/"[^>]*aria-current="page"/);
  });
});
