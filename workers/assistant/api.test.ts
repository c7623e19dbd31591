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

describe("POST /api/assistant with history", () => {
  it("reads the conversation it is sent: the make completes the code asked about", async () => {
    const history = [
      { role: "visitor", text: "my boiler says F28" },
      { role: "assistant", text: "Which make is your boiler? F28 means different things on different makes." },
    ];
    const response = await ask(JSON.stringify({ message: "its a vaillant", history }));
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { topic: string; text: string[] };
    expect(reply.topic).toBe("fault-code");
    expect(reply.text.join(" ")).toMatch(/Vaillant F\.?28/);
  });

  it.each([
    ["not a list", { role: "visitor", text: "hi" }],
    ["more than 6 turns", Array.from({ length: 7 }, () => ({ role: "visitor", text: "hi" }))],
    ["an unknown role", [{ role: "system", text: "hi" }]],
    ["a turn over 2,048 characters", [{ role: "visitor", text: "a".repeat(2049) }]],
  ])("refuses a history that is %s with a 400 and a clear message", async (_, history) => {
    const response = await ask(JSON.stringify({ message: "hello", history }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/history must be a list of at most 6 turns/);
  });
});
