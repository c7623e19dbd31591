import { describe, expect, it } from "vitest";
import { request } from "./test/site";

describe("POST /api/track", () => {
  it("records an area click and answers 204", async () => {
    const response = await request("/api/track", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ event: "area_click", area: "Robin Hood's Bay", page: "/" }),
    });
    expect(response.status).toBe(204);
  });

  it.each([
    ["not JSON", "area"],
    ["no event", JSON.stringify({ area: "Redcar" })],
    ["an array", "[]"],
  ])("refuses %s with 400", async (_, body) => {
    const response = await request("/api/track", { method: "POST", body });
    expect(response.status).toBe(400);
  });

  it("refuses other methods and oversized bodies", async () => {
    expect((await request("/api/track")).status).toBe(405);
    expect((await request("/api/track", { method: "POST", body: "x".repeat(2000) })).status).toBe(413);
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
});
