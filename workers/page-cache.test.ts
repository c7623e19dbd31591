import { describe, expect, it } from "vitest";
import { isCacheableRequest, PageCache, servePage, type StoredPage } from "./page-cache";
import { page, request } from "../test/site";

const stored = (body: string, storedAt = 0): StoredPage => ({
  status: 200,
  headers: [["Content-Type", "text/html"]],
  body,
  storedAt,
});

describe("PageCache", () => {
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

  it("gives every response its own values", async () => {
    const page = stored('<script nonce="PH">x</script><script nonce="PH">y</script>');
    const html = await servePage(page, new Map([["PH", "n1"]])).text();
    expect(html).toBe('<script nonce="n1">x</script><script nonce="n1">y</script>');
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

describe("cached pages through the Worker", () => {
  it("serve the same page with a fresh, matching nonce each time", async () => {
    const first = await page("/about");
    const second = await page("/about");
    const nonceOf = (r: Response) => r.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
    const [n1, n2] = [nonceOf(first.response), nonceOf(second.response)];
    expect(n1).not.toBe(n2);
    expect(first.html).toContain(`nonce="${n1}"`);
    expect(second.html).toContain(`nonce="${n2}"`);
    // Apart from the per-response values (nonce, form token) the pages are identical.
    const tokenOf = (html: string) => html.match(/\\"formToken\\",\\"([0-9a-f-]{36})\\"/)?.[1] ?? "none";
    const [t1, t2] = [tokenOf(first.html), tokenOf(second.html)];
    expect(t1).not.toBe(t2);
    const normalise = (html: string, nonce: string, token: string) => html.replaceAll(nonce, "N").replaceAll(token, "T");
    expect(normalise(second.html, n2, t2)).toBe(normalise(first.html, n1, t1));
  });

  it("give each response its own form token, so two visitors' forms never share a submission id", async () => {
    const token = (html: string) => html.match(/name="submissionId" value="([^"]+)"/)?.[1];
    const [a, b] = [await page("/contact"), await page("/contact")];
    expect(token(a.html)).toMatch(/^[0-9a-f-]{36}-contact$/);
    expect(token(a.html)).not.toBe(token(b.html));
  });

  it("never leak the placeholder into uncached answers", async () => {
    const notFound = await request("/no-such-page");
    const csp = notFound.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    const html = await notFound.text();
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
  });
});
