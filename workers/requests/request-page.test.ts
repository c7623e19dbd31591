/**
 * The request page through the built Worker, as deployed: the link in the
 * contact answer, what the page shows and never shows, its headers, the 404
 * for unknown, revoked and expired links, and what the visitor can do there.
 */
import { env } from "cloudflare:workers";
import { inOneRateWindow } from "../test/rate-window";
import { describe, expect, it } from "vitest";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import { ORIGIN, request } from "../../test/site";
import { humanFields, uniqueId } from "../test/fakes";
import { hashRequestToken } from "../http/link-token";
import exifr from "exifr";
import { cameraJpeg, hostile, plainJpeg } from "../test/photo-fixtures";
import { leadPrefix, listPhotos } from "../photos/storage";
import { REQUEST_ACTION_MESSAGES } from "~/lib/contracts/request-page";

const db = (env as Env).LEADS_DB;
const ip = () => `198.51.100.${Math.floor(Math.random() * 250)}-${uniqueId()}`;

async function send(extra: Record<string, unknown> = {}) {
  const fields = await humanFields({ name: `Jane Q${uniqueId().replace(/\W/g, "")} Smithson`, ...extra });
  const response = await request("/api/contact", {
    method: "POST",
    body: JSON.stringify(fields),
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip() },
  });
  const answer = (await response.json()) as { success: boolean; message: string; requestUrl?: string };
  const lead = await db.prepare("SELECT id FROM leads WHERE name = ?").bind(fields.name).first<{ id: string }>();
  return { response, answer, fields, leadId: lead?.id ?? "" };
}

const get = (path: string) => request(path, { headers: { "CF-Connecting-IP": ip() } });

function postForm(path: string, body: Record<string, string>) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(body).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": ip() },
  });
}

function expectPrivate(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
}

describe("request page", () => {
  it("comes with every accepted request: requestUrl beside success and message, only the token's SHA-256 stored", async () => {
    const window = offeredWindows(new Date())[0]!;
    const { response, answer, leadId } = await send({ email: "jane@example.com", visitWindow: window.id });
    expect(response.status).toBe(201);
    expect(answer.success).toBe(true);
    expect(answer.message).toContain(`You asked for ${window.label}`);
    expect(answer.requestUrl).toMatch(/^\/requests\/[A-Za-z0-9_-]{43}$/);
    const token = answer.requestUrl!.slice("/requests/".length);
    const links = await db.prepare("SELECT * FROM request_links WHERE lead_id = ?").bind(leadId).all();
    expect(links.results).toEqual([expect.objectContaining({ token_hash: await hashRequestToken(token) })]);
    expect(JSON.stringify(links.results)).not.toContain(token);
    const stored = await db.prepare("SELECT * FROM lead_requests WHERE lead_id = ?").bind(leadId).first();
    expect(stored).toMatchObject({ email: "jane@example.com", requested_window: window.id, visit_state: "requested" });
  });

  it("shows first name, district, the issue and the time; never the phone, the full postcode or the surname; private and never cached", async () => {
    const { answer, fields } = await send({ issue: "Boiler shows F28 <b>and</b> no hot water" });
    for (let i = 0; i < 2; i++) {
      const response = await get(answer.requestUrl!);
      const html = await response.text();
      expect(response.status).toBe(200);
      expectPrivate(response);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
      const firstName = fields.name.split(" ")[0]!;
      expect(html).toContain(`Thanks, ${firstName}`);
      expect(html).toContain("TS5");
      expect(html).toContain("Boiler shows F28 &lt;b&gt;and&lt;/b&gt; no hot water");
      expect(html).toContain("Request received");
      expect(html).toContain("01642 040623");
      expect(html).toContain("0800 111 999");
      for (const secret of ["07700 900123", "07700900123", "7700900123", "TS5 6AA", "TS56AA", "ts5 6aa", "Smithson"]) {
        expect(html, secret).not.toContain(secret);
      }
    }
  });

  it("answers an unknown, malformed, revoked or expired link with the site's 404 page, privately", async () => {
    const { answer, leadId } = await send();
    await db
      .prepare("UPDATE request_links SET revoked_at = ? WHERE lead_id = ?")
      .bind(new Date().toISOString(), leadId)
      .run();
    const expired = await send();
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await db
      .prepare("UPDATE lead_requests SET closed_at = ?, visit_state = 'cancelled' WHERE lead_id = ?")
      .bind(longAgo, expired.leadId)
      .run();
    const recent = await send();
    await db
      .prepare("UPDATE lead_requests SET closed_at = ? WHERE lead_id = ?")
      .bind(new Date(Date.now() - 29 * 86_400_000).toISOString(), recent.leadId)
      .run();
    expect((await get(recent.answer.requestUrl!)).status).toBe(200);
    for (const path of [
      `/requests/${"A".repeat(43)}`,
      "/requests/not-a-token",
      answer.requestUrl!,
      expired.answer.requestUrl!,
    ]) {
      const response = await get(path);
      const html = await response.text();
      expect(response.status, path).toBe(404);
      expect(html, path).toContain("Page Not Found");
      expect(html, path).toContain("Back to Home");
      expectPrivate(response);
    }
    // The calendar file of a revoked link (or of a visit not booked) is not there either.
    const ics = await get(`${answer.requestUrl!}/visit.ics`);
    expect(ics.status).toBe(404);
    expectPrivate(ics);
    expect((await get(`${recent.answer.requestUrl!}/visit.ics`)).status).toBe(404);
  });

  it("appends details with the time, never overwriting, and cancels (the owner is told)", async () => {
    const { answer, leadId } = await send({ issue: "No heating" });
    const path = answer.requestUrl!;
    const added = await postForm(path, { intent: "details", details: "The side gate is open" });
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe(`${path}?done=details`);
    expectPrivate(added);
    await postForm(path, { intent: "details", details: "Code F28 again" });
    const html = await (await get(`${path}?done=details`)).text();
    expect(html).toContain("Added to your request");
    expect(html).toContain("No heating");
    expect(html.indexOf("The side gate is open")).toBeLessThan(html.indexOf("Code F28 again"));
    const lead = await db.prepare("SELECT issue FROM leads WHERE id = ?").bind(leadId).first<{ issue: string }>();
    expect(lead?.issue).toBe("No heating");

    const cancelled = await postForm(path, { intent: "cancel" });
    expect(cancelled.headers.get("Location")).toBe(`${path}?done=cancelled`);
    const after = await (await get(path)).text();
    expect(after).toContain("This request is cancelled");
    expect(after).not.toContain("Cancel this request");
    // Recorded for the owner, who is told of it (grouped with other changes) by e-mail and push: workers/requests/changes.test.ts.
    const cancelEvent = await db
      .prepare("SELECT kind FROM request_events WHERE lead_id = ? AND kind = 'cancelled'")
      .bind(leadId)
      .first<{ kind: string }>();
    expect(cancelEvent?.kind).toBe("cancelled");
    // Cancelled: nothing more can be changed.
    const refused = await postForm(path, { intent: "details", details: "late" });
    expect(refused.headers.get("Location")).toBe(`${path}?done=refused`);
  });

  it("takes a window and an e-mail address on the page; the visitor's link e-mail is queued", async () => {
    const { answer, leadId } = await send();
    const path = answer.requestUrl!;
    const page = await (await get(path)).text();
    expect(page).toContain("When would suit you?");
    const window = offeredWindows(new Date())[1]!;
    await postForm(path, { intent: "window", windowId: window.id });
    await postForm(path, { intent: "email", email: "not an address" });
    await postForm(path, { intent: "email", email: "jane@Example.COM" });
    const stored = await db.prepare("SELECT * FROM lead_requests WHERE lead_id = ?").bind(leadId).first();
    expect(stored).toMatchObject({ requested_window: window.id, email: "jane@example.com" });
    const mail = await db
      .prepare("SELECT * FROM customer_emails WHERE lead_id = ? AND kind = 'visitor_link'")
      .bind(leadId)
      .first<{ recipient: string; raw: string | null; sent_at: string | null }>();
    expect(mail?.recipient).toBe("jane@example.com");
  });

  it("refuses an e-mail address that is not one, naming the field; the lead is not stored", async () => {
    const { response, answer } = await send({ email: "jane at example" });
    expect(response.status).toBe(422);
    expect(JSON.stringify(answer)).toContain("e-mail address");
  });

  it("is not in the sitemap and is disallowed for robots", async () => {
    expect(await (await request("/sitemap.xml")).text()).not.toContain("/requests");
    expect(await (await request("/robots.txt")).text()).toContain("Disallow: /requests/\n");
  });

  it("rate limits look-ups per visitor: 429 with Retry-After, still private", async () => {
    const { answer } = await send();
    const { statuses, last } = await inOneRateWindow(async () => {
      const headers = { "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250)}` };
      const sent: number[] = [];
      let response: Response | undefined;
      for (let i = 0; i < 35; i++) {
        response = await request(`/requests/${"B".repeat(43)}`, { headers });
        sent.push(response.status);
      }
      return { statuses: sent, last: response };
    });
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last!.headers.get("Retry-After")).toBe("60");
    expectPrivate(last!);
    // Another visitor is not held back.
    expect((await get(answer.requestUrl!)).status).toBe(200);
  });
});

describe("adding photos on the request page", () => {
  const bucket = (env as Env).LEAD_PHOTOS;

  function postPhotos(path: string, files: [string, Uint8Array<ArrayBuffer>][]) {
    const form = new FormData();
    for (const [name, bytes] of files) form.append("photos", new File([bytes], name, { type: "image/jpeg" }));
    return request(path, { method: "POST", body: form, headers: { Origin: ORIGIN, "CF-Connecting-IP": ip() } });
  }

  async function after(response: Response) {
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    const page = await get(location);
    return { done: new URL(location, ORIGIN).searchParams.get("done"), html: await page.text() };
  }

  it("stores a phone photo without its location or camera, says so, and notes it on the request", async () => {
    const { answer, leadId } = await send();
    const before = await (await get(answer.requestUrl!)).text();
    expect(before).toContain("None yet");
    expect(before).toMatch(/<input[^>]*type="file"[^>]*name="photos"|<input[^>]*name="photos"[^>]*type="file"/);

    const { done, html } = await after(await postPhotos(answer.requestUrl!, [["IMG_0042.jpg", cameraJpeg()]]));
    expect(done).toBe("photos");
    expect(html).toContain(REQUEST_ACTION_MESSAGES.photos);
    expect(html).toContain("1 received");
    expect(html).toContain("Added 1 photo.");
    const stored = await listPhotos(bucket, leadId);
    expect(stored).toHaveLength(1);
    const object = await bucket.get(`${leadPrefix(leadId)}${stored[0]!.id}`);
    const tags = (await exifr.parse(new Uint8Array(await object!.arrayBuffer()), { gps: true, tiff: true })) ?? {};
    expect(tags.latitude).toBeUndefined();
    expect(tags.Make).toBeUndefined();
  });

  it("takes 4 in all: a fifth is refused, then the form is gone; a file that is no photo adds nothing", async () => {
    const { answer, leadId } = await send();
    const refused = await after(await postPhotos(answer.requestUrl!, [["page.jpg", hostile.svg()]]));
    expect(refused.done).toBe("photos_none");
    expect(await listPhotos(bucket, leadId)).toHaveLength(0);

    const five = [1, 2, 3, 4, 5].map((n) => [`boiler-${n}.jpg`, plainJpeg()] as [string, Uint8Array<ArrayBuffer>]);
    const some = await after(await postPhotos(answer.requestUrl!, five));
    expect(some.done).toBe("photos_some");
    expect(some.html).toContain("4 received");
    expect(some.html).not.toMatch(/name="photos"/);
    expect(await listPhotos(bucket, leadId)).toHaveLength(4);

    const full = await postPhotos(answer.requestUrl!, [["late.jpg", plainJpeg()]]);
    expect((await after(full)).done).toBe("photos_full");
  });

  it("eight posts at the same moment store 4, never more (the limit is claimed in D1 before storing)", async () => {
    const { answer, leadId } = await send();
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postPhotos(answer.requestUrl!, [[`same-moment-${i}.jpg`, plainJpeg()]])),
    );
    expect(posts.every((response) => response.status === 303)).toBe(true);
    expect(await listPhotos(bucket, leadId)).toHaveLength(4);
  });

  it("an unknown link adds nothing", async () => {
    const response = await postPhotos(`/requests/${"C".repeat(43)}`, [["IMG.jpg", cameraJpeg()]]);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toContain("done=refused");
  });
});

describe("the page's own forms, as a browser posts them", () => {
  // Under Referrer-Policy: no-referrer a browser sends `Origin: null` with the page's own form posts.
  const post = (path: string, headers: Record<string, string>) =>
    request(path, {
      method: "POST",
      body: new URLSearchParams({ intent: "details", details: "The side gate is open." }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip(), ...headers },
    });

  it("a post from the page itself (Origin: null, Sec-Fetch-Site: same-origin) is taken", async () => {
    const { answer } = await send();
    const response = await post(answer.requestUrl!, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toContain("done=details");
    expect(await (await get(answer.requestUrl!)).text()).toContain("The side gate is open.");
  });

  it("Origin: null from another site (Sec-Fetch-Site: cross-site) is refused, and adds nothing", async () => {
    const { answer } = await send();
    const response = await post(answer.requestUrl!, { Origin: "null", "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expect(await (await get(answer.requestUrl!)).text()).not.toContain("The side gate is open.");
  });

  it("no Origin but Sec-Fetch-Site: cross-site is refused 403, private, as the contact form refuses it; nothing changes", async () => {
    const { answer, leadId } = await send();
    const response = await post(answer.requestUrl!, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
    expectPrivate(response);
    const cancel = await request(answer.requestUrl!, {
      method: "POST",
      body: new URLSearchParams({ intent: "cancel" }).toString(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "cross-site",
        "CF-Connecting-IP": ip(),
      },
    });
    expect(cancel.status).toBe(403);
    const form = new FormData();
    form.append("photos", new File([cameraJpeg()], "IMG.jpg", { type: "image/jpeg" }));
    const photos = await request(answer.requestUrl!, {
      method: "POST",
      body: form,
      headers: { "Sec-Fetch-Site": "cross-site", "CF-Connecting-IP": ip() },
    });
    expect(photos.status).toBe(403);
    expect(await (await get(answer.requestUrl!)).text()).not.toContain("The side gate is open.");
    expect(await db.prepare("SELECT visit_state FROM lead_requests WHERE lead_id = ?").bind(leadId).first()).toEqual({
      visit_state: "requested",
    });
    expect(await listPhotos((env as Env).LEAD_PHOTOS, leadId)).toEqual([]);
  });
});

describe("e-mails to a stranger's address", () => {
  it("the e-mail form posted six times with one address: one link e-mail, the rest held back; the page answers as ever", async () => {
    const { answer, leadId } = await send();
    const to = `stranger.${uniqueId().replace(/[^a-z0-9]/gi, "")}@example.com`;
    for (let i = 0; i < 6; i++) {
      const response = await postForm(answer.requestUrl!, { intent: "email", email: to });
      expect(response.headers.get("Location")).toContain("done=email");
    }
    const rows = await db
      .prepare("SELECT raw IS NOT NULL AS kept, held_reason FROM customer_emails WHERE lead_id = ? AND recipient = ?")
      .bind(leadId, to)
      .all<{ kept: number; held_reason: string | null }>();
    expect(rows.results.filter((row) => row.held_reason === null)).toHaveLength(1);
    expect(rows.results.filter((row) => row.held_reason === "already sent to this address")).toHaveLength(5);
  });
});

describe("hostile input on request and photo routes: a clear 4xx, never a 500", () => {
  it("malformed %-encoding and impossible dates in paths", async () => {
    const { answer } = await send();
    const paths = [
      "/requests/%E0%A4%A",
      "/requests/%",
      "/requests/%ZZ",
      "/requests/%ZZ/visit.ics",
      `${answer.requestUrl!}/%E0%A4%A`,
      `${answer.requestUrl!}%ff`,
      "/requests/%E0%A4%A.data",
      "/desk/leads/%E0%A4%A/photos/%ZZ.jpg",
    ];
    for (const path of paths) {
      for (const method of ["GET", "POST"]) {
        const response = await request(path, {
          method,
          headers: { "CF-Connecting-IP": ip(), ...(method === "POST" ? { Origin: ORIGIN } : {}) },
          ...(method === "POST" ? { body: "intent=cancel" } : {}),
        });
        // Not found (404), or a form post answered "not possible" on the page (303; React Router's data
        // requests carry that redirect in a 202); never a 500.
        expect(response.status, `${method} ${path}`).toBeLessThan(500);
        if (path.endsWith(".data")) continue;
        if (response.status === 303) expect(response.headers.get("Location")).toContain("done=refused");
        else expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it("impossible window dates are refused, on the page and in the contact form, and change nothing", async () => {
    const { answer, leadId } = await send();
    for (const windowId of ["2027-13-01:am", "2026-11-32:pm", "2026-00-10:am", "2026-02-30:am", "9999-99-99:pm", "x"]) {
      const response = await postForm(answer.requestUrl!, { intent: "window", windowId });
      expect(response.status, windowId).toBe(303);
      expect(response.headers.get("Location"), windowId).toContain("done=refused");
      const contact = await send({ visitWindow: windowId });
      expect(contact.response.status, windowId).toBe(422);
    }
    expect(
      await db.prepare("SELECT requested_window FROM lead_requests WHERE lead_id = ?").bind(leadId).first(),
    ).toEqual({
      requested_window: null,
    });
  });
});
