/**
 * Walks the sitemap the way a search engine would: every page answers 200 with
 * a unique title, one H1, a sensible meta description and parseable JSON-LD,
 * and no link inside the site leads to a 404.
 */
import { describe, expect, it } from "vitest";
import { all, canonical, metaContent, ORIGIN, page, request } from "../test/site";
import { areas } from "./content/areas";
import { articles } from "./content/blog";
import { brands } from "./content/brands";
import { questionCategories } from "./content/questions";
import { services } from "./content/services";

async function sitemapPaths(): Promise<string[]> {
  const response = await request("/sitemap.xml");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

const businessNodes: string[] = [];

/**
 * Structured-data rules the outside validators apply: a provider refers to the one business node by
 * @id (no half-copies of it), dates carry a time and zone, coordinates have 5+ decimals, and each FAQ
 * question is marked up on one page only.
 */
function checkJsonLd(node: unknown, path: string, faqQuestions: Map<string, string[]>) {
  if (Array.isArray(node)) return node.forEach((n) => checkJsonLd(n, path, faqQuestions));
  if (!node || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  if (record["@type"] === "HVACBusiness") {
    businessNodes.push(path);
    const geo = record.geo as { latitude: number; longitude: number };
    for (const value of [geo.latitude, geo.longitude]) {
      expect((String(value).split(".")[1] ?? "").length, `${path} coordinate ${value}`).toBeGreaterThanOrEqual(5);
    }
  }
  if ("provider" in record) expect(record.provider, `${path} provider`).toEqual({ "@id": `${ORIGIN}/#business` });
  for (const key of ["datePublished", "dateModified"]) {
    if (key in record)
      expect(record[key], `${path} ${key}`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)$/);
  }
  if (record["@type"] === "Question" && typeof record.name === "string") {
    faqQuestions.set(record.name, [...(faqQuestions.get(record.name) ?? []), path]);
  }
  for (const value of Object.values(record)) checkJsonLd(value, path, faqQuestions);
}

describe("sitemap and robots", () => {
  it("robots.txt points to the sitemap", async () => {
    const text = await (await request("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("lists every service, brand, area, article and question page, and nothing else under those paths", async () => {
    const paths = await sitemapPaths();
    const contentPages = [
      ...services.map((s) => `/services/${s.slug}`),
      ...brands.map((b) => `/services/brands/${b.slug}`),
      ...areas.map((a) => `/areas/${a.slug}`),
      ...articles.map((a) => `/blog/${a.slug}`),
      ...questionCategories.map((c) => `/questions/${c.slug}`),
    ];
    expect(paths).toEqual(expect.arrayContaining([...contentPages, "/gas-safe-questions"]));
    const underContentPaths = paths.filter((p) => /^\/(services|areas|blog|questions)\/./.test(p));
    expect(underContentPaths.sort()).toEqual([...contentPages].sort());
    expect(paths).not.toContain("/services/powerflushing");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives the 404 page a description of 70-160 characters", async () => {
    const { response, html } = await page("/no-such-page");
    expect(response.status).toBe(404);
    const description = metaContent(html, "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("every page in it is complete, and every internal link works", { timeout: 120_000 }, async () => {
    const paths = await sitemapPaths();
    const titles = new Map<string, string>();
    const faqQuestions = new Map<string, string[]>();
    businessNodes.length = 0;
    const links = new Set<string>();
    for (const path of paths) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      const [title] = all(html, "title");
      expect(title, path).toBeTruthy();
      expect(titles.has(title ?? ""), `${path} repeats the title of ${titles.get(title ?? "")}`).toBe(false);
      titles.set(title ?? "", path);
      expect(all(html, "h1"), path).toHaveLength(1);
      const description = decode(metaContent(html, "description") ?? "");
      expect(description.length, `${path} description length`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${path} description length`).toBeLessThanOrEqual(160);
      expect(decode(title ?? "").length, `${path} title length: ${title}`).toBeLessThanOrEqual(60);
      // Icons and manifest (served as static assets: e2e/checkers.spec.ts fetches them).
      const head = html.slice(0, html.indexOf("<style"));
      expect(head, `${path} apple-touch-icon`).toMatch(
        /<link[^>]+rel="apple-touch-icon" href="\/apple-touch-icon\.png"/,
      );
      expect(head, `${path} manifest`).toMatch(/<link[^>]+rel="manifest" href="\/site\.webmanifest"/);
      expect(head, `${path} favicon.ico`).toMatch(/<link[^>]+rel="icon" href="\/favicon\.ico" sizes="48x48"/);
      expect(canonical(html), path).toBe(new URL(path, ORIGIN).toString());
      expect(metaContent(html, "og:title"), path).toBe(title);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks.length, `${path} JSON-LD`).toBeGreaterThan(0);
      for (const block of blocks) {
        expect(() => JSON.parse(block[1] ?? ""), path).not.toThrow();
        checkJsonLd(JSON.parse(block[1] ?? "") as unknown, path, faqQuestions);
      }
      if (path !== "/") expect(html, `${path} breadcrumbs`).toContain('aria-label="Breadcrumb"');
      for (const m of html.matchAll(/href="(\/[^"#?]*)/g)) links.add(m[1] ?? "/");
    }
    const repeated = [...faqQuestions].filter(([, pages]) => pages.length > 1);
    expect(repeated, "FAQ questions marked up on more than one page").toEqual([]);
    expect(businessNodes, "pages with the HVACBusiness node").toEqual(["/"]);
    const broken: string[] = [];
    for (const link of links) {
      if (
        link.startsWith("/assets/") ||
        /^\/(favicon\.svg|favicon\.ico|apple-touch-icon\.png|site\.webmanifest)$/.test(link)
      ) {
        continue;
      }
      const response = await request(link);
      if (response.status === 404) broken.push(link);
    }
    expect(broken).toEqual([]);
  });
});
