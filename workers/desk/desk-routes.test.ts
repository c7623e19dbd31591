/**
 * /desk through the built Worker as deployed, where Access is not configured
 * (wrangler.toml) and the development switch is off: every desk path is a bare
 * 404 that shows no lead data, whatever token or host is sent.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, request } from "../../test/site";
import { seedLead } from "../test/desk-leads";

const PATHS = [
  "/desk",
  "/desk/",
  "/desk/insight",
  "/desk/export.csv?from=2020-01-01&to=2030-01-01",
  "/desk.data",
  "/desk/insight.data",
  "/desk/devices",
];

describe("/desk without Access configured", () => {
  it("answers 404 on every path, for reads and writes, with or without a token, and shows no lead", async () => {
    const lead = await seedLead({ name: "Hidden Customer Zq" });
    const paths = [...PATHS, `/desk/leads/${lead.id}`, `/desk/leads/${lead.id}.data`, `/desk/leads/${lead.id}/call`];
    const forged = "eyJhbGciOiJub25lIn0.eyJlbWFpbCI6Im93bmVyQGV4YW1wbGUuY28udWsifQ.";
    for (const path of paths) {
      for (const init of [{}, { headers: { "Cf-Access-Jwt-Assertion": forged } }]) {
        const response = await request(path, init);
        const body = await response.text();
        expect(response.status, path).toBe(404);
        expect(body, path).not.toContain("Hidden Customer");
        expect(body, path).not.toContain("07700");
        expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
        expect(response.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
      }
    }
    const post = await request(`/desk/leads/${lead.id}`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=status&to=contacted",
    });
    expect(post.status).toBe(404);
  });

  it("stays closed on localhost while the development switch is off", async () => {
    const worker = exports.default as unknown as Fetcher;
    const response = await worker.fetch("http://localhost:5173/desk");
    expect(response.status).toBe(404);
  });

  it("is disallowed in robots.txt and not in the sitemap", async () => {
    expect(await (await request("/robots.txt")).text()).toContain("Disallow: /desk\n");
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/desk");
  });
});
