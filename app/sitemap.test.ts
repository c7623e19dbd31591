/**
 * Walks the sitemap the way a search engine would: every page answers 200 with
 * a unique title, one H1, a sensible meta description and parseable JSON-LD,
 * and no link inside the site leads to a 404.
 */
import { describe, expect, it } from "vitest";
import { all, canonical, metaContent, ORIGIN, page, request } from "../test/site";

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

  it("lists every kind of page: 18 services, 16 brands, 35 areas, the articles and questions", async () => {
    const paths = await sitemapPaths();
    const count = (re: RegExp) => paths.filter((p) => re.test(p)).length;
    expect(count(/^\/services\/(?!brands\/)[^/]+$/)).toBe(18);
    expect(count(/^\/services\/brands\/[^/]+$/)).toBe(16);
    expect(count(/^\/areas\/[^/]+$/)).toBe(35);
    expect(count(/^\/blog\/[^/]+$/)).toBeGreaterThanOrEqual(6);
    expect(count(/^\/questions\/[^/]+$/)).toBe(6);
    expect(paths).toContain("/gas-safe-questions");
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
