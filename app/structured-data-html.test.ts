/**
 * JSON-LD is in the server's HTML and nowhere else: not in React Router's hydration data, which the
 * browser parses on every page for nothing.
 */
import { describe, expect, it } from "vitest";
import { page } from "../test/site";

const LD_JSON = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

describe("structured data from the server only", () => {
  it.each(["/", "/services/boiler-repair", "/areas/acklam", "/blog/boiler-error-codes", "/questions/servicing"])(
    "%s has its JSON-LD in the HTML but not in the hydration data",
    async (path) => {
      const { html } = await page(path);
      const blocks = [...html.matchAll(LD_JSON)].map((m) => JSON.parse(m[1] ?? "") as Record<string, unknown>);
      expect(blocks.length, path).toBeGreaterThan(0);
      expect(blocks.every((block) => block["@context"] === "https://schema.org")).toBe(true);
      const rest = html.replace(LD_JSON, "");
      expect(rest).toContain("__reactRouterContext");
      expect(rest).not.toContain("schema.org");
      expect(rest).not.toContain("jsonLd");
    },
  );

  it("puts the business node on the home page's HTML", async () => {
    const { html } = await page("/");
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"HVACBusiness"/,
    );
  });
});
