import { describe, expect, it } from "vitest";
import { request } from "../../test/site";

const ask = (body: string) =>
  request("/api/assistant", { method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("POST /api/assistant", () => {
  it("answers a gas smell at the end of a 2,000-character message with the safety steps", async () => {
    const tail = "there is a gassy smell by the meter";
    const message =
      "The boiler is in the kitchen cupboard and the radiators are fine. ".repeat(40).slice(0, 2000 - tail.length) +
      tail;
    expect(message.length).toBe(2000);
    const response = await ask(JSON.stringify({ message }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const reply = (await response.json()) as { topic: string; urgent?: boolean; text: string[] };
    expect(reply).toMatchObject({ topic: "gas-emergency", urgent: true });
    expect(reply.text.join(" ")).toContain("0800 111 999");
  });

  it("refuses messages over 2,048 characters, bad JSON, empty messages and other methods", async () => {
    expect((await ask(JSON.stringify({ message: "a".repeat(2049) }))).status).toBe(413);
    expect((await ask("{not json")).status).toBe(400);
    expect((await ask(JSON.stringify({ message: "   " }))).status).toBe(400);
    const get = await request("/api/assistant");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});
