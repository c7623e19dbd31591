import { describe, expect, it } from "vitest";
import { inOneRateWindow } from "../test/rate-window";
import { request } from "../../test/site";
import { handleAssistant } from "./assistant";

const ask = (body: string, ip?: string) =>
  request("/api/assistant", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(ip ? { "CF-Connecting-IP": ip } : {}) },
    body,
  });

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

describe("POST /api/assistant: bounded and rate limited", () => {
  /** A body that counts how many chunks were pulled from it: 1 MiB each, for ever. */
  function endlessBody() {
    const counter = { pulls: 0 };
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          counter.pulls++;
          controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
        },
      },
      { highWaterMark: 0 },
    );
    return { body, counter };
  }

  it("answers a declared 50 MB body 413 at once, without reading it", async () => {
    const { body, counter } = endlessBody();
    const response = await handleAssistant(
      new Request("https://www.boilerrepairmiddlesbrough.co.uk/api/assistant", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(50 * 1024 * 1024) },
        body,
      }),
    );
    expect(response.status).toBe(413);
    expect(counter.pulls).toBe(0);
  });

  it("stops reading an undeclared body as soon as it passes the limit", async () => {
    const { body, counter } = endlessBody();
    const response = await handleAssistant(
      new Request("https://www.boilerrepairmiddlesbrough.co.uk/api/assistant", { method: "POST", body }),
    );
    expect(response.status).toBe(413);
    expect(counter.pulls).toBe(1);
  });

  it("answers the 31st message of a minute from one visitor 429 with Retry-After", async () => {
    const { statuses, last } = await inOneRateWindow(async () => {
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
      const sent: number[] = [];
      let response: Response | undefined;
      for (let i = 0; i < 31; i++) {
        response = await request("/api/assistant", {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
          body: JSON.stringify({ message: "how much is a boiler service" }),
        });
        sent.push(response.status);
      }
      return { statuses: sent, last: response };
    });
    expect(last?.headers.get("Retry-After")).toBe("60");
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("does not limit a client on this machine (the evaluation runners)", async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 35; i++)
      statuses.add((await ask(JSON.stringify({ message: "do you fit new boilers" }), "127.0.0.1")).status);
    expect([...statuses]).toEqual([200]);
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
