import { describe, expect, it } from "vitest";
import { getJson, HttpError } from "./json-client";

function fakeFetch(status: number, body: string, statusText = "") {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetcher = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(body || null, { status, statusText });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe("generic JSON loader", () => {
  it("GETs the key segments joined by '/' with cookies, and reads JSON", async () => {
    const { fetcher, calls } = fakeFetch(200, '{"ok":true}');
    expect(await getJson(["/api", "coverage", 5], { fetcher })).toEqual({ ok: true });
    expect(calls).toEqual([{ url: "/api/coverage/5", init: { credentials: "include" } }]);
  });

  it("raises 'STATUS: BODY' on a non-OK answer", async () => {
    const { fetcher } = fakeFetch(503, "down for maintenance");
    await expect(getJson(["/api/x"], { fetcher })).rejects.toThrow("503: down for maintenance");
  });

  it("keeps the body of a non-OK answer for endpoints that answer errors in JSON", async () => {
    const { fetcher } = fakeFetch(400, '{"status":"invalid"}');
    const error = await getJson(["/api/coverage?postcode=x"], { fetcher }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(JSON.parse((error as HttpError).body)).toEqual({ status: "invalid" });
  });

  it("uses the status text when the body is empty", async () => {
    const { fetcher } = fakeFetch(404, "", "Not Found");
    const error = await getJson(["/api/x"], { fetcher }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("404: Not Found");
  });

  it("raises on 401 by default, or returns nothing when told to", async () => {
    await expect(getJson(["/api/me"], { fetcher: fakeFetch(401, "no").fetcher })).rejects.toThrow("401: no");
    expect(await getJson(["/api/me"], { on401: "returnNull", fetcher: fakeFetch(401, "no").fetcher })).toBeNull();
  });

  it("does not retry", async () => {
    const { fetcher, calls } = fakeFetch(500, "boom");
    await getJson(["/api/x"], { fetcher }).catch(() => undefined);
    expect(calls).toHaveLength(1);
  });
});
