/**
 * The reminder pages through the built Worker: the sign-up form
 * without JavaScript (answer and errors rendered by the server, typed values
 * kept), the private confirm and unsubscribe pages, the one-click unsubscribe
 * POST a mail program sends (RFC 8058, no Origin), and the calendar file.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, request } from "../../test/site";
import { humanFields, uniqueId } from "../test/fakes";
import { hashRequestToken, newRequestToken } from "../http/link-token";
import { reminderBookingPath } from "~/lib/contracts/reminders";

const db = (env as Env).LEADS_DB;
const ip = () => `203.0.113.${Math.floor(Math.random() * 250)}-${uniqueId()}`;

function postForm(path: string, body: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) {
  return request(path, {
    method: "POST",
    body: new URLSearchParams(body).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip(), ...headers },
  });
}

function expectPrivate(response: Response) {
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
}

const inAYear = () => new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);

/** A sign-up stored as the form stores it, with a confirm and an unsubscribe link of known tokens. */
async function seedReminder(confirmed: boolean) {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await db
    .prepare(
      `INSERT INTO reminders (id, created_at, email, kind, due_date, postcode, consent_text, consented_at, confirmed_at)
       VALUES (?, ?, ?, 'gas-safety', ?, 'TS5', 'Yes', ?, ?)`,
    )
    .bind(id, at, `${id}@example.com`, inAYear(), at, confirmed ? at : null)
    .run();
  const tokens = { confirm: newRequestToken(), unsubscribe: newRequestToken() };
  for (const [purpose, token] of Object.entries(tokens)) {
    await db
      .prepare("INSERT INTO reminder_links (token_hash, reminder_id, purpose, created_at) VALUES (?, ?, ?, ?)")
      .bind(await hashRequestToken(token), id, purpose, at)
      .run();
  }
  return { id, ...tokens };
}

const row = (id: string) =>
  db.prepare("SELECT confirmed_at, unsubscribed_at FROM reminders WHERE id = ?").bind(id).first<{
    confirmed_at: string | null;
    unsubscribed_at: string | null;
  }>();

describe("the reminder pages", () => {
  it("/reminders signs up without JavaScript: stored unconfirmed with the consent's words, the confirm e-mail queued", async () => {
    const email = `${uniqueId()}@example.com`.toLowerCase();
    const response = await postForm("/reminders", {
      email,
      kind: "service",
      dueDate: inAYear(),
      postcode: "TS10 1AB",
      consent: "yes",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Nearly done: please check your inbox.");
    const stored = await db
      .prepare("SELECT id, kind, postcode, consent_text, confirmed_at FROM reminders WHERE email = ?")
      .bind(email)
      .first<{ id: string; kind: string; postcode: string; consent_text: string; confirmed_at: string | null }>();
    expect(stored).toMatchObject({ kind: "service", postcode: "TS10", confirmed_at: null });
    expect(stored?.consent_text).toMatch(/^Yes, e-mail me reminders 8 weeks and 3 weeks before this date/);
    const mail = await db
      .prepare("SELECT kind, recipient FROM customer_emails WHERE lead_id = ?")
      .bind(`reminder:${stored?.id}`)
      .first();
    expect(mail).toEqual({ kind: "reminder_confirm", recipient: email });
  });

  it("an incomplete form answers 422 saying what is wrong, with what was typed", async () => {
    const response = await postForm("/reminders", {
      email: "someone@example.com",
      kind: "gas-safety",
      dueDate: "",
      postcode: "TS5",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("Please tick the box to say you want the reminder e-mails.");
    expect(html).toContain("Please enter the date as a day, month and year.");
    expect(html).toContain('value="someone@example.com"');
    expect(html).toContain('value="TS5"');
  });

  it("the confirm link asks first and confirms nothing (mail scanners follow every link); its button's POST confirms; an unknown link is the 404 page", async () => {
    const seeded = await seedReminder(false);
    const page = await request(`/reminders/confirm/${seeded.confirm}`);
    expect(page.status).toBe(200);
    expectPrivate(page);
    const html = await page.text();
    expect(html).toContain("Confirm your reminders");
    expect(html).toContain(`action="/reminders/confirm/${seeded.confirm}"`);
    expect((await row(seeded.id))?.confirmed_at).toBeNull();

    const confirmed = await postForm(`/reminders/confirm/${seeded.confirm}`, {});
    expect(confirmed.status).toBe(200);
    expectPrivate(confirmed);
    expect(await confirmed.text()).toContain("Your reminders are on");
    expect((await row(seeded.id))?.confirmed_at).not.toBeNull();
    // The link again, later: it says so, and asks nothing.
    expect(await (await request(`/reminders/confirm/${seeded.confirm}`)).text()).toContain("Your reminders are on");

    const unknown = await request(`/reminders/confirm/${newRequestToken()}`);
    expect(unknown.status).toBe(404);
    expectPrivate(unknown);
    expect((await postForm(`/reminders/confirm/${newRequestToken()}`, {})).status).toBe(404);
  });

  it("unsubscribe: GET asks first and changes nothing; a mail program's one-click POST takes effect at once", async () => {
    const seeded = await seedReminder(true);
    const page = await request(`/reminders/unsubscribe/${seeded.unsubscribe}`);
    expect(page.status).toBe(200);
    expectPrivate(page);
    expect(await page.text()).toContain("Stop the reminders?");
    expect((await row(seeded.id))?.unsubscribed_at).toBeNull();
    // RFC 8058: a POST with this body, from the mail provider's servers, with no Origin or cookies.
    const oneClick = await request(`/reminders/unsubscribe/${seeded.unsubscribe}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expectPrivate(oneClick);
    expect(await oneClick.text()).toContain("You are unsubscribed");
    expect((await row(seeded.id))?.unsubscribed_at).not.toBeNull();
  });

  it("the calendar file for a kind and date; nothing else", async () => {
    const ics = await request(`/reminders/reminder.ics?kind=gas-safety&dueDate=2027-04-30`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await ics.text();
    expect(text).toContain("BEGIN:VALARM");
    expect(text).toContain("DTSTART;VALUE=DATE:20270430");
    expect((await request(`/reminders/reminder.ics?kind=gas-safety&dueDate=soon`)).status).toBe(400);
  });

  it("the sign-up page is public and offered on the gas safety and servicing pages", async () => {
    const page = await request("/reminders");
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Robots-Tag")).toBeNull();
    for (const path of ["/services/gas-safety-checks", "/services/boiler-servicing"]) {
      const html = await (await request(path)).text();
      expect(html).toContain('action="/reminders"');
      expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="consent"/);
      expect(html).not.toMatch(/<input[^>]*name="consent"[^>]*checked/);
    }
  });

  it("the request page of a gas safety request offers the reminder; a repair request's does not", async () => {
    const pageOf = async (service: string) => {
      const fields = await humanFields({ name: `Reminder Offer ${uniqueId().replace(/\W/g, "")}`, service });
      const response = await request("/api/contact", {
        method: "POST",
        body: JSON.stringify(fields),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip() },
      });
      const { requestUrl } = (await response.json()) as { requestUrl?: string };
      return (await request(requestUrl!, { headers: { "CF-Connecting-IP": ip() } })).text();
    };
    expect(await pageOf("gas-safety-check")).toContain('href="/reminders?kind=gas-safety#sign-up"');
    expect(await pageOf("annual-service")).toContain('href="/reminders?kind=service#sign-up"');
    expect(await pageOf("same-day-repair")).not.toContain("/reminders?kind=");
  });

  it("the reminders' booking link opens the quote form filled in as a booking of the check", async () => {
    for (const [kind, title] of [
      ["gas-safety", "Book Gas Safety Check (£75)"],
      ["service", "Book Annual Service (from £85)"],
    ] as const) {
      const html = await (await request(reminderBookingPath(kind))).text();
      expect(html).toContain(title);
    }
  });
});
