import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { openStatus, sameDayStatus } from "~/lib/contracts/opening-status";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import { placeholderValues } from "./per-response";
import { canonicalPath } from "./canonical";
import { fromPrerendered, type PrerenderedHead, prerenderedFile } from "./prerendered";
import { ORIGIN, page, request } from "../../test/site";

const SPELLINGS = ["/ABOUT", "/About", "/about/", "/about//", "/%61bout", "//about", "/%41BOUT/"];
const nonceOf = (r: Response) => r.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
const tokenOf = (html: string) =>
  html.match(/\\"formToken\\",\\"(v1_[0-9a-z]+_[0-9a-f]{16}_[0-9a-f]{64})\\"/)?.[1] ?? "none";
const timeOf = (html: string) => html.match(/\\"renderedAt\\",\\"([^\\"]+)\\"/)?.[1] ?? "none";
const dataValue = (text: string, name: string) => text.match(new RegExp(`"${name}","([^"]+)"`))?.[1];

/** A prerendered file as the build writes it: a line of JSON, then the body. */
function file(body: string, head: Partial<PrerenderedHead> = {}) {
  const meta: PrerenderedHead = {
    status: 200,
    headers: [["Content-Type", "text/html"]],
    year: 2026,
    slots: [],
    ...head,
  };
  return new Response(`${JSON.stringify(meta)}\n${body}`);
}

describe("which requests a prerendered file answers", () => {
  const known = new Set(["/", "/about", "/services/boiler-repair"]);
  const fileFor = (path: string, init?: RequestInit) =>
    prerenderedFile(init?.method ?? "GET", new URL(`https://example.test${path}`), known);

  it.each([
    ["/", "/_prerendered/document.page"],
    ["/about", "/_prerendered/about/document.page"],
    ["/services/boiler-repair", "/_prerendered/services/boiler-repair/document.page"],
    ["/_.data", "/_prerendered/data.page"],
    ["/about.data", "/_prerendered/about/data.page"],
    ["/about.data?_routes=routes%2Fabout", "/_prerendered/about/data.page"],
  ])("%s: %s", (path, expected) => {
    expect(fileFor(path)).toBe(expected);
  });

  it.each(["/about?x=1", "/about.data?x=1", "/ABOUT", "/about/", "/no-such-page", "/no-such-page.data", "/_root.data"])(
    "%s: rendered",
    (path) => {
      expect(fileFor(path)).toBeUndefined();
    },
  );

  it("a POST is rendered (a form sent without JavaScript)", () => {
    expect(fileFor("/about", { method: "POST", body: "x" })).toBeUndefined();
  });
});

describe("a prerendered file's response", () => {
  const values = (name: string) =>
    ({ nonce: "N1", formToken: "TOKEN", renderedAt: "T", liveStatus: "<p>S</p>" })[name] ?? "";

  it("puts each value into its byte ranges, multi-byte text before them included", async () => {
    const body = '£ <a n="ph">·</a><b n="ph" t="tok">';
    const at = (text: string, from = 0) => new TextEncoder().encode(body.slice(0, body.indexOf(text, from))).length;
    const slots: PrerenderedHead["slots"] = [
      [at("ph"), at("ph") + 2, "nonce"],
      [at("ph", body.indexOf("ph") + 1), at("ph", body.indexOf("ph") + 1) + 2, "nonce"],
      [at("tok"), at("tok") + 3, "formToken"],
    ];
    const response = await fromPrerendered(file(body, { slots }), values, () => true);
    expect(await response?.text()).toBe('£ <a n="N1">·</a><b n="N1" t="TOKEN">');
    expect(response?.headers.get("Content-Type")).toBe("text/html");
  });

  it("is none when the file is missing (npm run dev) or not usable (another year, another Turnstile key)", async () => {
    expect(await fromPrerendered(new Response("", { status: 404 }), values, () => true)).toBeUndefined();
    expect(await fromPrerendered(file("x"), values, (head) => head.year === 2027)).toBeUndefined();
    expect(await fromPrerendered(new Response("<!DOCTYPE html>\n<html>"), values, () => true)).toBeUndefined();
  });
});

describe("public pages through the Worker", () => {
  it("non-canonical spellings redirect (301); unknown paths are rendered (404)", async () => {
    const variants = Array.from({ length: 40 }, (_, i) => `${SPELLINGS[i % SPELLINGS.length]}${"/".repeat(i % 3)}`);
    for (const path of variants) {
      expect(canonicalPath(path), path).toBe("/about");
      const response = await request(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location"), path).toMatch(/\/about$/);
    }
    for (const path of ["/NO-SUCH-PAGE", "/no-such-page/", "/about.data/x", "/blog/no-such-article"]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("X-Page-Source"), path).toBeNull();
    }
  });

  it("come from their prerendered files, with a fresh, matching nonce and form token each time", async () => {
    for (const path of ["/", "/about", "/services/boiler-repair", "/areas/redcar", "/privacy-policy"]) {
      const [first, second] = [await page(path), await page(path)];
      expect(first.response.headers.get("X-Page-Source"), path).toBe("prerendered");
      expect(first.response.headers.get("Cache-Control"), path).toBe("private, no-cache");
      const [n1, n2] = [nonceOf(first.response), nonceOf(second.response)];
      expect(n1, path).not.toBe(n2);
      expect(first.html).toContain(`nonce="${n1}"`);
      expect(second.html).toContain(`nonce="${n2}"`);
      expect([...new Set([...first.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))], path).toEqual([n1]);
      const [t1, t2] = [tokenOf(first.html), tokenOf(second.html)];
      expect(t1, path).toMatch(/^v1_/);
      expect(t1, path).not.toBe(t2);
      // Apart from the per-response values (nonce, form token, time, live status) the pages are identical.
      const normalise = (html: string, nonce: string, token: string) =>
        html
          .replaceAll(nonce, "N")
          .replaceAll(token, "T")
          .replaceAll(timeOf(html), "R")
          .replace(/<p[^>]*data-testid="live-status"[\s\S]*?<\/p>/, "S");
      expect(normalise(second.html, n2, t2), path).toBe(normalise(first.html, n1, t1));
    }
  });

  it("give each response its own quote form submission id", async () => {
    const submissionId = (html: string) => html.match(/name="submissionId" value="([^"]+)"/)?.[1];
    const [a, b] = [await page("/services/boiler-repair"), await page("/services/boiler-repair")];
    expect(a.response.headers.get("X-Page-Source")).toBe("prerendered");
    expect(submissionId(a.html)).toMatch(/^v1_[0-9a-z]+_[0-9a-f]{16}_[0-9a-f]{64}-/);
    expect(submissionId(a.html)).not.toBe(submissionId(b.html));
  });

  it("show the live opening status of the moment of each response, not of the build", async () => {
    const start = Date.now();
    const { response, html } = await page("/prices");
    expect(response.headers.get("X-Page-Source")).toBe("prerendered");
    const renderedAt = timeOf(html);
    expect(new Date(renderedAt).getTime()).toBeGreaterThanOrEqual(start - 1000);
    const status = html.match(/<p[^>]*data-testid="live-status"[\s\S]*?<\/p>/)?.[0] ?? "";
    expect(status).toContain(openStatus(new Date(renderedAt)).message);
    expect(status).toContain(sameDayStatus(new Date(renderedAt)).message);
    expect(html).not.toContain("1990-");
  });

  it("serve client navigation data from its file with its own values, also for a request of some routes", async () => {
    for (const path of ["/about.data", "/_.data", "/prices.data?_routes=routes%2Fprices"]) {
      const [a, b] = [await request(path), await request(path)];
      expect(a.status, path).toBe(200);
      expect(a.headers.get("X-Page-Source"), path).toBe("prerendered");
      const [ta, tb] = [await a.text(), await b.text()];
      expect(dataValue(ta, "formToken"), path).toMatch(/^v1_[0-9a-z]+_[0-9a-f]{16}_[0-9a-f]{64}$/);
      expect(dataValue(ta, "formToken"), path).not.toBe(dataValue(tb, "formToken"));
      expect(dataValue(ta, "nonce"), path).not.toBe(dataValue(tb, "nonce"));
      expect(ta, path).not.toContain("1990-");
    }
  });

  it("offer the contact form's visit windows of the moment of each response, not of the build", async () => {
    const { response, html } = await page("/contact");
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Page-Source")).toBe("prerendered");
    const renderedAt = new Date(timeOf(html));
    const select = html.match(/<select[^>]*name="visitWindow"[\s\S]*?<\/select>/)?.[0] ?? "";
    const offered = [...select.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(offered).toEqual(offeredWindows(renderedAt).map((window) => [window.id, window.label]));
    expect(offered.length).toBeGreaterThan(0);
    expect(html).not.toContain("1990-");
    const data = await (await request("/contact.data")).text();
    expect(data).not.toContain("1990-");
  });

  it("never serve a prerendered file as it is, nor let its placeholders out", async () => {
    const raw = await env.ASSETS.fetch(new URL("/_prerendered/about/document.page", ORIGIN));
    expect(raw.status).toBe(200);
    const bytes = new Uint8Array(await raw.arrayBuffer());
    const newline = bytes.indexOf(0x0a);
    const head = JSON.parse(new TextDecoder().decode(bytes.subarray(0, newline))) as PrerenderedHead;
    const body = bytes.subarray(newline + 1);
    // The stand-ins of the nonce, form token and time (the live status's is only the status at a moment in 1990).
    const placeholders = new Set(
      head.slots
        .filter(([, , name]) => name !== "liveStatus")
        .map(([from, to]) => new TextDecoder().decode(body.subarray(from, to))),
    );
    expect(placeholders.size).toBe(3);

    for (const path of ["/_prerendered/about/document.page", "/_prerendered/about/data.page", "/_prerendered/"]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      const text = await response.text();
      for (const placeholder of placeholders) expect(text.includes(placeholder), path).toBe(false);
    }
    for (const path of ["/about", "/about.data"]) {
      const text = await (await request(path)).text();
      for (const placeholder of placeholders) expect(text.includes(placeholder), path).toBe(false);
    }
  });

  it("read no local time, whose first use sets up the time-zone cache (a cold page's largest first-use cost)", async () => {
    const zoned = [
      "getFullYear",
      "getMonth",
      "getDate",
      "getDay",
      "getHours",
      "getMinutes",
      "getTimezoneOffset",
      "toISOString",
      "toJSON",
      "toString",
      "toLocaleString",
      "toLocaleDateString",
    ] as const;
    const spies = zoned.map((name) => vi.spyOn(Date.prototype, name));
    try {
      for (const path of ["/", "/contact", "/prices", "/about.data"]) {
        const response = await request(path);
        expect(response.headers.get("X-Page-Source"), path).toBe("prerendered");
        await response.text();
      }
      expect(Object.fromEntries(zoned.map((name, i) => [name, spies[i]!.mock.calls.length]))).toEqual(
        Object.fromEntries(zoned.map((name) => [name, 0])),
      );
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("make placeholders that differ for every render", () => {
    const [a, b] = [placeholderValues(), placeholderValues()];
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.formToken).not.toBe(b.formToken);
    expect(new Date(a.renderedAt).getUTCFullYear()).toBe(1990);
  });
});
