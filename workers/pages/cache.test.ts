import { afterEach, describe, expect, it, vi } from "vitest";
import { openStatus, sameDayStatus } from "~/lib/contracts/opening-status";
import { placeholderValues } from "./per-response";
import { canonicalPath, isCacheableRequest, PageCache, planPage, servePage, type StoredPage } from "./cache";
import { ORIGIN, page, request } from "../../test/site";

const stored = (body: string, storedAt = 0): StoredPage => ({
  status: 200,
  headers: [["Content-Type", "text/html"]],
  body,
  placeholders: { nonce: "PH", formToken: "FT", renderedAt: "1990-01-01T00:00:00.000Z" },
  storedAt,
});

describe("PageCache (the in-memory layer)", () => {
  it("forgets pages after the time to live", () => {
    const cache = new PageCache(10, 1000);
    cache.set("/", stored("a", 0));
    expect(cache.get("/", 999)?.body).toBe("a");
    expect(cache.get("/", 1000)).toBeUndefined();
  });

  it("drops the least recently used page when full", () => {
    const cache = new PageCache(2, 60_000);
    cache.set("/a", stored("a"));
    cache.set("/b", stored("b"));
    cache.get("/a", 1);
    cache.set("/c", stored("c"));
    expect(cache.get("/b", 2)).toBeUndefined();
    expect(cache.get("/a", 2)?.body).toBe("a");
    expect(cache.size).toBe(2);
  });

  it("gives every response its own values, and tells browsers not to keep the page", async () => {
    const page = stored('<script nonce="PH">x</script><script nonce="PH">y</script>');
    const response = servePage(page, new Map([["PH", "n1"]]), "hit");
    expect(await response.text()).toBe('<script nonce="n1">x</script><script nonce="n1">y</script>');
    expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});

describe("which requests may use the cache", () => {
  const url = "https://example.test/services";
  it.each([
    ["a plain GET", new Request(url), true],
    ["a POST", new Request(url, { method: "POST", body: "x" }), false],
    ["a query string", new Request(`${url}?postcode=TS5`), false],
    ["a cookie", new Request(url, { headers: { Cookie: "a=b" } }), false],
    ["Cache-Control: no-cache", new Request(url, { headers: { "Cache-Control": "no-cache" } }), false],
  ])("%s", (_, req, expected) => {
    expect(isCacheableRequest(req)).toBe(expected);
  });
});

const SPELLINGS = ["/ABOUT", "/About", "/about/", "/about//", "/%61bout", "//about", "/%41BOUT/"];

describe("only canonical URLs of known pages are cached", () => {
  const known = new Set(["/", "/about", "/services/boiler-repair"]);
  const plan = (path: string) => planPage(new Request(`https://example.test${path}`), known);

  it.each(SPELLINGS)("%s redirects to /about", (path) => {
    expect(canonicalPath(path)).toBe("/about");
    expect(plan(path)).toEqual({ kind: "redirect", location: "https://example.test/about" });
  });

  it("caches the canonical URL and renders unknown paths without the cache", () => {
    expect(plan("/about")).toEqual({ kind: "cache", path: "/about" });
    expect(plan("/")).toEqual({ kind: "cache", path: "/" });
    expect(plan("/about.data")).toEqual({ kind: "render" });
    expect(plan("/no-such-page")).toEqual({ kind: "render" });
    expect(plan("/services/boiler-repair?x=1")).toEqual({ kind: "render" });
  });
});

describe("cached pages through the Worker", () => {
  afterEach(() => vi.restoreAllMocks());

  it("non-canonical spellings redirect (301) and never create cache entries", async () => {
    const edge = (caches as CacheStorage & { default: Cache }).default;
    const put = vi.spyOn(edge, "put");
    const variants = Array.from({ length: 40 }, (_, i) => `${SPELLINGS[i % SPELLINGS.length]}${"/".repeat(i % 3)}`);
    for (const path of variants) {
      const response = await request(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toMatch(/\/about$/);
    }
    for (const path of ["/NO-SUCH-PAGE", "/no-such-page/", "/about.data/x"]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("X-Page-Cache"), path).toBeNull();
    }
    // The canonical URL of a page is stored (so the spy sees the Worker's writes).
    expect((await request("/blog")).headers.get("X-Page-Cache")).toBe("miss");
    const keys = put.mock.calls.map(([key]) => new URL(key instanceof Request ? key.url : String(key)).pathname);
    expect(keys.filter((path) => path !== "/about")).toEqual(["/blog"]);
  });

  it("are stored once and then served from the cache, with Cache-Control for the browser", async () => {
    await request("/areas");
    const again = await request("/areas");
    expect(again.status).toBe(200);
    expect(again.headers.get("X-Page-Cache")).toMatch(/^hit/);
    expect(again.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("serve the same page with a fresh, matching nonce each time", async () => {
    const first = await page("/about");
    const second = await page("/about");
    const nonceOf = (r: Response) => r.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
    const [n1, n2] = [nonceOf(first.response), nonceOf(second.response)];
    expect(n1).not.toBe(n2);
    expect(first.html).toContain(`nonce="${n1}"`);
    expect(second.html).toContain(`nonce="${n2}"`);
    // Apart from the per-response values (nonce, form token, time) the pages are identical.
    const tokenOf = (html: string) =>
      html.match(/\\"formToken\\",\\"(v1_[0-9a-z]+_[0-9a-f]{16}_[0-9a-f]{64})\\"/)?.[1] ?? "none";
    const timeOf = (html: string) => html.match(/\\"renderedAt\\",\\"([^\\"]+)\\"/)?.[1] ?? "none";
    const [t1, t2] = [tokenOf(first.html), tokenOf(second.html)];
    expect(t1).not.toBe(t2);
    const normalise = (html: string, nonce: string, token: string) =>
      html
        .replaceAll(nonce, "N")
        .replaceAll(token, "T")
        .replaceAll(timeOf(html), "R")
        .replace(/<p[^>]*data-testid="live-status"[\s\S]*?<\/p>/, "S");
    expect(normalise(second.html, n2, t2)).toBe(normalise(first.html, n1, t1));
  });

  it("show the live opening status of the moment of each response, not of the moment it was cached", async () => {
    const start = Date.now();
    await page("/prices");
    const { html } = await page("/prices");
    const renderedAt = html.match(/\\"renderedAt\\",\\"([^\\"]+)\\"/)?.[1] ?? "";
    expect(new Date(renderedAt).getTime()).toBeGreaterThanOrEqual(start - 1000);
    const status = html.match(/<p[^>]*data-testid="live-status"[\s\S]*?<\/p>/)?.[0] ?? "";
    expect(status).toContain(openStatus(new Date(renderedAt)).message);
    expect(status).toContain(sameDayStatus(new Date(renderedAt)).message);
    expect(html).not.toContain("1990-");
  });

  it("give each response its own form token, so two visitors' forms never share a submission id", async () => {
    const token = (html: string) => html.match(/name="submissionId" value="([^"]+)"/)?.[1];
    const [a, b] = [await page("/contact"), await page("/contact")];
    expect(token(a.html)).toMatch(/^v1_[0-9a-z]+_[0-9a-f]{16}_[0-9a-f]{64}-contact$/);
    expect(token(a.html)).not.toBe(token(b.html));
  });

  it("never leak the placeholder into uncached answers", async () => {
    const notFound = await request("/no-such-page");
    const csp = notFound.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    const html = await notFound.text();
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
    expect(notFound.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("never put the cache's placeholders into client data requests (GET /about.data)", async () => {
    await page("/about");
    const data = async () => (await request("/about.data")).text();
    const [a, b] = [await data(), await data()];
    const value = (text: string, name: string) => text.match(new RegExp(`"${name}","([^"]+)"`))?.[1];
    expect(value(a, "formToken")).toMatch(/^v1_[0-9a-z]+_[0-9a-f]{16}_[0-9a-f]{64}$/);
    expect(value(a, "formToken")).not.toBe(value(b, "formToken"));
    expect(value(a, "nonce")).not.toBe(value(b, "nonce"));
  });

  it("make placeholders that differ for every render", () => {
    const [a, b] = [placeholderValues(), placeholderValues()];
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.formToken).not.toBe(b.formToken);
    expect(new Date(a.renderedAt).getUTCFullYear()).toBe(1990);
  });
});
