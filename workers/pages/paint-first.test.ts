import { describe, expect, it } from "vitest";
import { page } from "../../test/site";

describe("paint first, hydrate second", () => {
  it("sends no module preloads and no runnable module script in the HTML", async () => {
    const { html } = await page("/");
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]+type="module"/);
    expect(html).toMatch(/<script[^>]+type="text\/x-module-after-paint"[^>]*>[^<]*import\("\/assets\/entry\.client-/);
  });

  it("parks the module script as a valid data block: no async attribute (HTML forbids it there)", async () => {
    const { html } = await page("/");
    const parked = html.match(/<script[^>]+type="text\/x-module-after-paint"[^>]*>/)?.[0] ?? "";
    expect(parked).toMatch(/type="text\/x-module-after-paint"/);
    expect(parked).not.toMatch(/\sasync\b/);
  });

  it("re-adds every preload and the module after the first frame, under the CSP nonce", async () => {
    const { response, html } = await page("/services/boiler-repair");
    const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const loader = html.match(
      /<script nonce="([^"]+)">\(function\(h\)\{[\s\S]*?requestAnimationFrame[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script><\/body>/,
    );
    expect(loader?.[1]).toBe(nonce);
    const preloads = JSON.parse(loader?.[2] ?? "[]") as string[];
    expect(preloads.some((href) => /^\/assets\/entry\.client-.*\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /^\/assets\/root-.*\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /^\/assets\/service-.*\.js$/.test(href))).toBe(true);
  });

  it("inlines the stylesheet so the first paint needs no second request", async () => {
    const { html } = await page("/");
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    expect(css.length).toBeGreaterThan(5_000);
    expect(css).toContain(".nav-popover");
    expect(css).not.toMatch(/\n\s+\n/); // minified
  });
});
