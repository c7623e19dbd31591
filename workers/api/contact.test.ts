import { env } from "cloudflare:workers";
import { inOneRateWindow } from "../test/rate-window";
import { describe, expect, it } from "vitest";
import { ORIGIN, request } from "../../test/site";
import { formTokenIssued, uniqueId, validFields } from "../test/fakes";
import type { LeadRow } from "../leads/store";

const db = (env as Env).LEADS_DB;
const FALLBACK = "Sorry, there was an error. Please try calling us directly at 01642 040623.";

/** Each call comes from its own IP so the per-IP rate limit stays out of the way. */
function post(body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") {
  return request("/api/contact", {
    method,
    body,
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250)}-${uniqueId()}`,
      ...headers,
    },
  });
}

async function rowsNamed(name: string) {
  const { results } = await db.prepare("SELECT * FROM leads WHERE name = ?").bind(name).all<LeadRow>();
  return results;
}

async function leadCount() {
  return (await db.prepare("SELECT COUNT(*) AS n FROM leads").first<{ n: number }>())?.n ?? 0;
}

describe("POST /api/contact: accepted", () => {
  it("stores a valid request and answers 201 with what happens next", async () => {
    const fields = validFields();
    const response = await post(JSON.stringify(fields));
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(true);
    expect(body.message).toMatch(
      /^Thanks Test, we have your request\. An engineer will call you on 07700 900123 shortly/,
    );
    const rows = await rowsNamed(fields.name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: "+447700900123",
      postcode: "TS5 6AA",
      issue: "No heating since this morning",
    });
    expect(["pending", "notified"]).toContain(rows[0]?.notification_status);
  });

  it("accepts a request without an issue", async () => {
    const { issue: _none, ...fields } = validFields();
    const response = await post(JSON.stringify(fields));
    expect(response.status).toBe(201);
    expect((await rowsNamed(fields.name))[0]?.issue).toBeNull();
  });

  it("accepts an ordinary form post", async () => {
    const fields = validFields();
    const response = await post(new URLSearchParams(fields as Record<string, string>).toString(), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(201);
    expect(await rowsNamed(fields.name)).toHaveLength(1);
  });

  it("stores script- and SQL-looking input verbatim", async () => {
    const nasty = `Robert'); DROP TABLE leads;-- <script>alert(1)</script>`;
    const fields = validFields({ issue: nasty });
    const response = await post(JSON.stringify(fields));
    expect(response.status).toBe(201);
    expect((await rowsNamed(fields.name))[0]?.issue).toBe(nasty);
    expect(await leadCount()).toBeGreaterThan(0);
  });

  it("names the package when a pricing card started the request", async () => {
    const fields = validFields({ service: "same-day-repair" });
    const body = (await (await post(JSON.stringify(fields))).json()) as { message: string };
    expect(body.message).toBe("Booking Same-Day Repair for £95. We'll contact you shortly!");
    expect((await rowsNamed(fields.name))[0]?.service).toBe("Same-Day Repair (from £95)");
  });
});

describe("POST /api/contact: refused, and nothing stored", () => {
  it.each([
    ["name", { name: "" }, "Please tell us your name."],
    ["phone", { phone: "12345" }, "Please enter a UK phone number, for example 07700 900123 or 01642 123456."],
    ["postcode", { postcode: "banana" }, "Please enter a full UK postcode, for example TS1 2RQ."],
    ["issue", { issue: "x".repeat(2001) }, "The description of the problem must be 2000 characters or fewer."],
  ])("an invalid %s: 422 with a field message", async (field, change, message) => {
    const fields = { ...validFields(), ...change };
    const before = await leadCount();
    const response = await post(JSON.stringify(fields));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { success: boolean; message: string; errors: Record<string, string> };
    expect(body.success).toBe(false);
    expect(body.message).toBe("Please check the details below and try again.");
    expect(body.errors[field]).toBe(message);
    expect(await leadCount()).toBe(before);
  });

  it("all fields missing: 422 naming each required field", async () => {
    const body = (await (await post("{}")).json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors).sort()).toEqual(["name", "phone", "postcode"]);
  });

  it.each([
    ["malformed JSON", "{name: nope"],
    ["an array", "[]"],
    ["null", "null"],
    ["a number", "42"],
  ])("%s: 400", async (_, raw) => {
    const before = await leadCount();
    const response = await post(raw);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body).toEqual({
      success: false,
      message: "We could not read that request. Please try again, or call us on 01642 040623.",
    });
    expect(await leadCount()).toBe(before);
  });

  it("a huge body: 413", async () => {
    const before = await leadCount();
    const response = await post(JSON.stringify(validFields({ issue: "x".repeat(20_000) })));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
    expect(await leadCount()).toBe(before);
  });

  it("a huge body without a Content-Length: 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(8192));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 4) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await post(stream);
    expect(response.status).toBe(413);
  });

  it("the wrong content type: 415", async () => {
    const response = await post(JSON.stringify(validFields()), { "Content-Type": "text/plain" });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });

  it.each(["GET", "PUT", "DELETE", "PATCH"])("%s: 405 with Allow: POST", async (method) => {
    const response = await post(method === "GET" ? null : "{}", {}, method);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(((await response.json()) as { success: boolean }).success).toBe(false);
  });

  it("more than 5 requests a minute from one IP: 429", async () => {
    const statuses = await inOneRateWindow(async () => {
      const ip = `198.51.100.7-${uniqueId()}`;
      const sent: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await post(JSON.stringify(validFields()), { "CF-Connecting-IP": ip });
        sent.push(response.status);
      }
      return sent;
    });
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe("POST /api/contact: spam traps", () => {
  it("a filled honeypot is answered like success, stored as spam, never notified", async () => {
    const fields = validFields({ website: "http://spam.example", formToken: await formTokenIssued(20_000) });
    const response = await post(JSON.stringify(fields));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    const [row] = await rowsNamed(fields.name);
    expect(row?.notification_status).toBe("spam");
    expect(row?.queued_at).toBeNull();
  });

  it(
    "sent sooner after the page was served than a person types: stored and notified, marked possible spam",
    { timeout: 30_000 },
    async () => {
      const fields = validFields({ formToken: await formTokenIssued(300) });
      expect((await post(JSON.stringify(fields))).status).toBe(201);
      const [row] = await rowsNamed(fields.name);
      expect(row?.notification_status).not.toBe("spam");
      expect(row?.suspicion).toBe("too_fast");
      await expect
        .poll(async () => (await rowsNamed(fields.name))[0]?.notification_status, { timeout: 25_000, interval: 250 })
        .toBe("notified");
    },
  );

  it("a form filled at a person's pace (timed from when the server rendered it) is a plain lead", async () => {
    const fields = validFields({ formToken: await formTokenIssued(20_000) });
    expect((await post(JSON.stringify(fields))).status).toBe(201);
    const [row] = await rowsNamed(fields.name);
    expect(row?.notification_status).not.toBe("spam");
    expect(row?.suspicion).toBeNull();
  });

  it("the four quote fields alone still work: 201 {success, message} (and the request page), stored and marked, not filed as spam", async () => {
    const { name, phone, postcode, issue } = validFields();
    const response = await post(JSON.stringify({ name, phone, postcode, issue }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["linkSentBy", "message", "requestUrl", "success"]);
    expect(body.linkSentBy).toEqual({ text: false, email: false, landline: false });
    expect(body.success).toBe(true);
    const [row] = await rowsNamed(name);
    expect(row?.notification_status).not.toBe("spam");
    expect(row?.suspicion).toBe("no_form_token");
  });

  it.each([
    ["a forged signature", async () => (await formTokenIssued(20_000)).replace(/_[0-9a-f]{64}$/, `_${"0".repeat(64)}`)],
    ["a made-up time", async () => (await formTokenIssued(20_000)).replace(/^v1_[0-9a-z]+_/, "v1_1_")],
    ["garbage", async () => "not-a-token"],
  ])("a token with %s does not vouch for the request (marked, still delivered)", async (_, token) => {
    const fields = validFields({ formToken: await token() });
    expect((await post(JSON.stringify(fields))).status).toBe(201);
    const [row] = await rowsNamed(fields.name);
    expect(row?.notification_status).not.toBe("spam");
    expect(row?.suspicion).toBe("invalid_form_token");
  });

  it("the old client-side timer field proves nothing either way", async () => {
    const fields = validFields({ startedAt: String(Date.now() - 300), formToken: await formTokenIssued(20_000) });
    expect((await post(JSON.stringify(fields))).status).toBe(201);
    expect((await rowsNamed(fields.name))[0]).toMatchObject({ suspicion: null });
  });
});

describe("POST /api/contact: abuse and hygiene", () => {
  it.each([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["an opaque Origin", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses a cross-site browser post (%s) with 403 and stores nothing", async (_, headers) => {
    const fields = validFields();
    const response = await post(new URLSearchParams(fields as Record<string, string>).toString(), {
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toContain("01642 040623");
    expect(await rowsNamed(fields.name)).toHaveLength(0);
  });

  it("accepts posts from the site itself (same Origin, same-origin fetch)", async () => {
    const fields = validFields();
    const response = await post(JSON.stringify(fields), { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(201);
  });

  it("a 429 says when to try again (Retry-After)", async () => {
    const last = await inOneRateWindow(async () => {
      const ip = `198.51.100.8-${uniqueId()}`;
      let response: Response | undefined;
      for (let i = 0; i < 6; i++) response = await post(JSON.stringify(validFields()), { "CF-Connecting-IP": ip });
      return response;
    });
    expect(last?.status).toBe(429);
    expect(last?.headers.get("Retry-After")).toBe("60");
  });

  it("one visitor rotating addresses inside an IPv6 /64 is limited as one", async () => {
    const statuses = await inOneRateWindow(async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
      const sent: number[] = [];
      for (let i = 1; i <= 7; i++) {
        const response = await post(JSON.stringify(validFields()), {
          "CF-Connecting-IP": `${prefix}:${i.toString(16)}::${i}`,
        });
        sent.push(response.status);
      }
      return sent;
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it.each([
    ["zero-width spaces", "\u200b\u200b\u200b"],
    ["a Hangul filler and a word joiner", "\u3164\u2060\u3164"],
    ["direction marks", "\u202e\u202d"],
  ])("a name of only invisible characters (%s) is refused", async (_, name) => {
    const response = await post(JSON.stringify({ ...validFields(), name }));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.name).toBe(
      "Please tell us your name.",
    );
  });

  it("a right-to-left override is stripped from the name; NUL and ESC never reach the stored issue", async () => {
    const base = validFields();
    const response = await post(
      JSON.stringify({
        ...base,
        name: `${base.name}\u202egpj.exe`,
        issue: "No heat\u0000\u001b[31m at all\r\nsince Monday",
      }),
    );
    expect(response.status).toBe(201);
    const [row] = await rowsNamed(`${base.name}gpj.exe`);
    expect(row?.issue).toBe("No heat[31m at all\nsince Monday");
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "a sourcePage of %s is not kept (no off-site link in the e-mail)",
    async (sourcePage) => {
      const fields = validFields({ sourcePage });
      expect((await post(JSON.stringify(fields))).status).toBe(201);
      expect((await rowsNamed(fields.name))[0]?.source_page).toBeNull();
    },
  );

  it("a sourcePage of this site is kept, without its query", async () => {
    const fields = validFields({ sourcePage: "/services/boiler-repair?email=someone@example.com" });
    expect((await post(JSON.stringify(fields))).status).toBe(201);
    expect((await rowsNamed(fields.name))[0]?.source_page).toBe("/services/boiler-repair");
  });
});

describe("POST /api/contact: the whole way to the owner", () => {
  it("queues the lead and the consumer marks it notified", { timeout: 30_000 }, async () => {
    const fields = validFields();
    expect((await post(JSON.stringify(fields))).status).toBe(201);
    await expect
      .poll(async () => (await rowsNamed(fields.name))[0]?.notification_status, { timeout: 25_000, interval: 250 })
      .toBe("notified");
    const [row] = await rowsNamed(fields.name);
    expect(row?.notified_at).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });
});

export { FALLBACK };

describe("the pages' quote forms (no JavaScript) share the checks", () => {
  function postPage(fields: Record<string, string>, ip: string) {
    return request("/contact", {
      method: "POST",
      body: new URLSearchParams({ formId: "contact", ...fields }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
    });
  }

  it("a form sent 1 s after the server rendered it is stored and marked possible spam, not binned", async () => {
    const fields = validFields({ formToken: await formTokenIssued(1000) });
    const response = await postPage(fields as Record<string, string>, `198.51.100.20-${uniqueId()}`);
    expect(response.status).toBe(200);
    const [row] = await rowsNamed(fields.name);
    expect(row?.notification_status).not.toBe("spam");
    expect(row?.suspicion).toBe("too_fast");
  });

  it("the sixth request in a minute from one visitor: 429 with Retry-After", async () => {
    const last = await inOneRateWindow(async () => {
      const ip = `198.51.100.21-${uniqueId()}`;
      let response: Response | undefined;
      for (let i = 0; i < 6; i++) response = await postPage(validFields() as Record<string, string>, ip);
      return response;
    });
    expect(last?.status).toBe(429);
    expect(last?.headers.get("Retry-After")).toBe("60");
  });
});

describe("POST /api/contact: re-sends with the same submission id", () => {
  const answerOf = async (response: Response) => (await response.json()) as { success: boolean; message: string };

  it("an identical re-send is one lead, and its answer names the stored number", async () => {
    const fields = validFields({ submissionId: uniqueId("same"), formToken: await formTokenIssued(20_000) });
    expect((await post(JSON.stringify(fields))).status).toBe(201);
    const again = await post(JSON.stringify(fields));
    expect(again.status).toBe(201);
    expect((await answerOf(again)).message).toContain("07700 900123");
    expect(await rowsNamed(fields.name)).toHaveLength(1);
  });

  it("a corrected phone number is a new lead linked to the first, and the visitor is told the stored number", async () => {
    const first = validFields({ submissionId: uniqueId("fix"), formToken: await formTokenIssued(20_000) });
    expect((await post(JSON.stringify(first))).status).toBe(201);
    const corrected = { ...first, phone: "07700 900456" };
    const response = await post(JSON.stringify(corrected));
    expect(response.status).toBe(201);
    expect((await answerOf(response)).message).toContain("An engineer will call you on 07700 900456");
    const rows = await rowsNamed(first.name);
    expect(rows.map((r) => r.phone).sort()).toEqual(["+447700900123", "+447700900456"]);
    const original = rows.find((r) => r.phone === "+447700900123")!;
    const correction = rows.find((r) => r.phone === "+447700900456")!;
    expect(original.corrects_lead_id).toBeNull();
    expect(correction.corrects_lead_id).toBe(original.id);
    expect(correction.suspicion).toBeNull();

    // The same correction sent again is still one lead; going back to the first details changes nothing.
    expect((await post(JSON.stringify(corrected))).status).toBe(201);
    const back = await post(JSON.stringify(first));
    expect((await answerOf(back)).message).toContain("07700 900123");
    expect(await rowsNamed(first.name)).toHaveLength(2);
  });

  it.each([
    ["name", { name: "Corrected Name" }],
    ["postcode", { postcode: "TS1 2RQ" }],
    ["problem", { issue: "Actually the boiler is leaking" }],
  ])("a corrected %s is a new lead too", async (_, change) => {
    const first = validFields({ submissionId: uniqueId("fix"), formToken: await formTokenIssued(20_000) });
    expect((await post(JSON.stringify(first))).status).toBe(201);
    expect((await post(JSON.stringify({ ...first, ...change }))).status).toBe(201);
    const { results } = await db
      .prepare("SELECT * FROM leads WHERE submission_id LIKE ? ORDER BY created_at")
      .bind(`${first.submissionId}%`)
      .all<LeadRow>();
    expect(results).toHaveLength(2);
    expect(results[1]?.corrects_lead_id).toBe(results[0]?.id);
  });
});

describe("POST /api/contact: one page's form token vouches for two leads", () => {
  it("a third lead with the same token is stored and marked possible spam (reused_form_token)", async () => {
    const formToken = await formTokenIssued(20_000);
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const fields = validFields({ formToken });
      names.push(fields.name);
      expect((await post(JSON.stringify(fields))).status).toBe(201);
    }
    const suspicions = [];
    for (const name of names) suspicions.push((await rowsNamed(name))[0]?.suspicion ?? null);
    expect(suspicions).toEqual([null, null, "reused_form_token", "reused_form_token"]);
  });
});

describe("POST /api/contact: text is well formed", () => {
  it("a lone surrogate in the name or the problem is stored and echoed as U+FFFD, never as broken UTF-16", async () => {
    const fields = validFields({ issue: "Boiler \ud800 noise" });
    const name = `${fields.name} \udc00x`;
    const response = await post(JSON.stringify({ ...fields, name }));
    expect(response.status).toBe(201);
    const message = (await response.json()) as { message: string };
    expect(message.message.isWellFormed()).toBe(true);
    const { results } = await db
      .prepare("SELECT name, issue FROM leads WHERE name LIKE ?")
      .bind(`${fields.name}%`)
      .all<{ name: string; issue: string }>();
    expect(results).toEqual([{ name: `${fields.name} \ufffdx`, issue: "Boiler \ufffd noise" }]);
  });
});
