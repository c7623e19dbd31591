import { env } from "cloudflare:workers";
import { inOneRateWindow } from "../test/rate-window";
import { describe, expect, it } from "vitest";
import { uniqueId } from "../test/fakes";
import { ORIGIN, request } from "../../test/site";
import { londonDay } from "~/lib/contracts/london-time";

const db = (env as Env).LEADS_DB;

/** Each call from its own visitor, so the rate limit stays out of the way unless a test wants it. */
function beacon(body: string, ip = `192.0.2.1-${uniqueId()}`) {
  return request("/api/track", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body,
  });
}

async function count(page: string, event: string) {
  const row = await db
    .prepare("SELECT count FROM page_events_daily WHERE day = ? AND page = ? AND event = ?")
    .bind(londonDay(new Date()), page, event)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

describe("POST /api/track", () => {
  it.each(["call_tap", "email_tap", "area_tap"])(
    "counts a %s for the page, per day in Europe/London, and answers 204",
    async (event) => {
      const before = await count("/contact", event);
      const response = await beacon(JSON.stringify({ event, page: "/contact" }));
      expect(response.status).toBe(204);
      expect(await count("/contact", event)).toBe(before + 1);
    },
  );

  it("keeps only the path of the page (no query)", async () => {
    const before = await count("/prices", "call_tap");
    expect((await beacon(JSON.stringify({ event: "call_tap", page: "/prices?phone=07700900123" }))).status).toBe(204);
    expect(await count("/prices", "call_tap")).toBe(before + 1);
  });

  it.each([
    ["an event name not in the code", { event: "lead.lost_both_failed", page: "/" }],
    ["an event name like the old free-form ones", { event: "area_click", page: "/" }],
    ["a page off the site", { event: "call_tap", page: "//evil.example/" }],
    ["a full address", { event: "call_tap", page: "https://evil.example/" }],
    ["a path that is not a page", { event: "call_tap", page: "/not-a-page-xyz" }],
    ["an inherited key as event", { event: "constructor", page: "/" }],
    ["no page", { event: "call_tap" }],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const { results: before } = await db.prepare("SELECT SUM(count) AS n FROM page_events_daily").all<{ n: number }>();
    expect((await beacon(JSON.stringify(body))).status).toBe(400);
    const { results: after } = await db.prepare("SELECT SUM(count) AS n FROM page_events_daily").all<{ n: number }>();
    expect(after).toEqual(before);
    const { results } = await db.prepare("SELECT DISTINCT event FROM page_events_daily").all<{ event: string }>();
    expect(results.map((r) => r.event).every((e) => ["call_tap", "email_tap", "area_tap"].includes(e))).toBe(true);
  });

  it.each([
    ["not JSON", "area"],
    ["an array", "[]"],
  ])("refuses %s with 400", async (_, body) => {
    expect((await beacon(body)).status).toBe(400);
  });

  it("refuses other methods and oversized bodies, even without a Content-Length", async () => {
    expect((await request("/api/track")).status).toBe(405);
    expect((await beacon("x".repeat(2000))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(" ".repeat(4096)));
        controller.close();
      },
    });
    const response = await request("/api/track", {
      method: "POST",
      body: stream,
      headers: { "CF-Connecting-IP": `192.0.2.9-${uniqueId()}` },
    });
    expect(response.status).toBe(413);
  });

  it.each([
    ["a text/plain beacon from another site's page", { Origin: "https://evil.example", "Content-Type": "text/plain" }],
    ["a request its browser marks cross-site", { "Sec-Fetch-Site": "cross-site", "Content-Type": "text/plain" }],
  ])("does not count %s (403)", async (_, headers) => {
    const before = await count("/", "call_tap");
    const response = await request("/api/track", {
      method: "POST",
      headers: { "CF-Connecting-IP": `192.0.2.7-${uniqueId()}`, ...headers },
      body: JSON.stringify({ event: "call_tap", page: "/" }),
    });
    expect(response.status).toBe(403);
    expect(await count("/", "call_tap")).toBe(before);
  });

  it("counts a same-site beacon (sendBeacon sends text/plain with our Origin)", async () => {
    const before = await count("/", "email_tap");
    const response = await request("/api/track", {
      method: "POST",
      headers: {
        "CF-Connecting-IP": `192.0.2.8-${uniqueId()}`,
        "Content-Type": "text/plain;charset=UTF-8",
        Origin: ORIGIN,
        "Sec-Fetch-Site": "same-origin",
      },
      body: JSON.stringify({ event: "email_tap", page: "/" }),
    });
    expect(response.status).toBe(204);
    expect(await count("/", "email_tap")).toBe(before + 1);
  });

  it("is rate limited per visitor, with Retry-After", async () => {
    const { statuses, limited } = await inOneRateWindow(async () => {
      const ip = `2001:db8:77:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;
      const sent: number[] = [];
      for (let i = 0; i < 32; i++)
        sent.push((await beacon(JSON.stringify({ event: "call_tap", page: "/" }), ip)).status);
      return {
        statuses: sent,
        limited: await beacon(JSON.stringify({ event: "call_tap", page: "/" }), ip.replace("::1", "::2")),
      };
    });
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
  });
});

describe("GET /api/coverage", () => {
  it.each([
    ["TS5", 200, "covered"],
    ["YO22 4AB", 200, "borderline"], // Robin Hood's Bay: call to check availability, as its area page says
    ["SW1A", 200, "outside"],
    ["banana", 400, "invalid"],
  ])("%s -> %i %s", async (postcode, status, coverage) => {
    const response = await request(`/api/coverage?postcode=${encodeURIComponent(postcode)}`);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { status: string }).status).toBe(coverage);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await request("/api/coverage?postcode=TS5", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.text()).toBe("");
  });
});
