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

  it("every page in it is complete, and every internal link works", { timeout: 120_000 }, async () => {
    const paths = await sitemapPaths();
    const titles = new Map<string, string>();
    const links = new Set<string>();
    for (const path of paths) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      const [title] = all(html, "title");
      expect(title, path).toBeTruthy();
      expect(titles.has(title ?? ""), `${path} repeats the title of ${titles.get(title ?? "")}`).toBe(false);
      titles.set(title ?? "", path);
      expect(all(html, "h1"), path).toHaveLength(1);
      const description = metaContent(html, "description") ?? "";
      expect(description.length, `${path} description length`).toBeGreaterThanOrEqual(70);
      expect(description.length, `${path} description length`).toBeLessThanOrEqual(170);
      expect(canonical(html), path).toBe(new URL(path, ORIGIN).toString());
      expect(metaContent(html, "og:title"), path).toBe(title);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks.length, `${path} JSON-LD`).toBeGreaterThan(0);
      for (const block of blocks) expect(() => JSON.parse(block[1] ?? ""), path).not.toThrow();
      if (path !== "/") expect(html, `${path} breadcrumbs`).toContain('aria-label="Breadcrumb"');
      for (const m of html.matchAll(/href="(\/[^"#?]*)/g)) links.add(m[1] ?? "/");
    }
    const broken: string[] = [];
    for (const link of links) {
      if (link.startsWith("/assets/") || link === "/favicon.svg") continue;
      const response = await request(link);
      if (response.status === 404) broken.push(link);
    }
    expect(broken).toEqual([]);
  });
});
