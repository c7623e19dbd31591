/**
 * The reminder pages through the built Worker: the sign-up form
 * without JavaScript (answer and errors rendered by the server, typed values
 * kept), the private confirm and unsubscribe pages, the one-click unsubscribe
 * POST a mail program sends (RFC 8058, no Origin), and the calendar file.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, request } from "../../test/site";
import { humanFields, uniqueId, workerEnv } from "../test/fakes";
import { inOneRateWindow } from "../test/rate-window";
import { hashRequestToken, newRequestToken } from "../http/link-token";
import { reminderBookingPath } from "~/lib/contracts/reminders";
import { manageLinkOf } from "./manage-link";

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
      expect(html).toContain(`action="${path}?reminder#reminder"`);
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

/** A confirmed address's manage link, made with the secret the built Worker has. */
const seedManageLink = (email: string) =>
  manageLinkOf({ db, linkSecret: workerEnv.FORM_TOKEN_SECRET }, email, new Date());

describe("the private reminder pages hold under every spelling React Router serves", () => {
  it("confirm, unsubscribe and manage: trailing slash, letter case, %-encoded letters, data requests", async () => {
    const seeded = await seedReminder(true);
    const manageToken = await seedManageLink(`${seeded.id}@example.com`);
    const pages = [
      `/reminders/confirm/${seeded.confirm}`,
      `/reminders/unsubscribe/${seeded.unsubscribe}`,
      `/reminders/manage/${manageToken}`,
    ];
    for (const path of pages) {
      const [, , purpose, token] = path.split("/") as [string, string, string, string];
      const spellings = [
        path,
        `${path}/`,
        `/Reminders/${purpose}/${token}`,
        `/REMINDERS/${purpose.toUpperCase()}/${token}/`,
        `/reminders/%${purpose.charCodeAt(0).toString(16)}${purpose.slice(1)}/${token}`,
        `/%72eminders/${purpose}/${token}`,
        `${path}.data`,
      ];
      for (const spelling of spellings) {
        const response = await request(spelling, { headers: { "CF-Connecting-IP": ip() } });
        expect(response.status, spelling).toBe(200);
        expect(response.headers.get("Cache-Control"), spelling).toBe("private, no-store");
        expect(response.headers.get("X-Robots-Tag"), spelling).toBe("noindex, nofollow");
        expect(response.headers.get("Referrer-Policy"), spelling).toBe("no-referrer");
      }
    }
    // The button of another spelling does what the page's does.
    const other = await seedReminder(false);
    const confirmed = await postForm(`/Reminders/Confirm/${other.confirm}/`, {});
    expectPrivate(confirmed);
    expect(await confirmed.text()).toContain("Your reminders are on");
    expect((await row(other.id))?.confirmed_at).not.toBeNull();
  });

  it("the confirmed page reloaded by one visitor shows one manage link, kept as one row; past 30 a minute it is refused", async () => {
    const { email, links, statuses, manageByVisitor } = await inOneRateWindow(async () => {
      const seeded = await seedReminder(true);
      const visitor = ip();
      const links: string[] = [];
      const statuses: number[] = [];
      for (let n = 0; n < 31; n++) {
        const response = await request(`/reminders/confirm/${seeded.confirm}`, {
          headers: { "CF-Connecting-IP": visitor },
        });
        statuses.push(response.status);
        expectPrivate(response);
        const html = await response.text();
        if (response.status === 200)
          links.push(/href="\/reminders\/manage\/([A-Za-z0-9_-]{43})"/.exec(html)?.[1] ?? "");
      }
      // The manage page's looks count against the same visitor's limit.
      const manageByVisitor = await request(`/reminders/manage/${links[0]}`, {
        headers: { "CF-Connecting-IP": visitor },
      });
      return { email: `${seeded.id}@example.com`, links, statuses, manageByVisitor };
    });
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(new Set(links)).toEqual(new Set([links[0]]));
    const rows = await db
      .prepare("SELECT COUNT(*) AS n FROM reminder_manage_links WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    expect(manageByVisitor.status).toBe(429);
    // The link opens the address's page for another visitor.
    const manage = await request(`/reminders/manage/${links[0]}`, { headers: { "CF-Connecting-IP": ip() } });
    expect(manage.status).toBe(200);
    expect(await manage.text()).toContain(email);
  });

  it("confirm and unsubscribe presses are rate limited per visitor (30 a minute), still private", async () => {
    const seeded = await seedReminder(true);
    const statuses = await inOneRateWindow(async () => {
      const visitor = ip();
      const sent: number[] = [];
      for (let n = 0; n < 31; n++) {
        const response = await postForm(
          `/reminders/unsubscribe/${seeded.unsubscribe}`,
          {},
          { "CF-Connecting-IP": visitor },
        );
        sent.push(response.status);
        if (response.status === 429) {
          expectPrivate(response);
          expect(response.headers.get("Retry-After")).not.toBeNull();
        }
        await response.body?.cancel();
      }
      return sent;
    });
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another visitor is not held back.
    expect((await postForm(`/reminders/confirm/${seeded.confirm}`, {})).status).toBe(200);
  });
});

describe("the sign-up in place, and bad dates", () => {
  it("impossible dates are a 422 beside the date field, never a 500", async () => {
    for (const dueDate of ["2027-13-01", "2027-01-32", "2027-00-10"]) {
      const response = await postForm("/reminders", {
        email: "dates@example.com",
        kind: "gas-safety",
        dueDate,
        postcode: "TS5",
        consent: "yes",
      });
      expect(response.status, dueDate).toBe(422);
      const html = await response.text();
      expect(html).toMatch(/id="reminder-dueDate-error"[^>]*>Please enter the date as a day, month and year\.</);
      expect(html).toContain(`value="${dueDate}"`);
    }
  });

  it("the gas safety page's form posts to the page itself and answers there, at the form", async () => {
    const page = await (await request("/services/gas-safety-checks")).text();
    expect(page).toContain('action="/services/gas-safety-checks?reminder#reminder"');
    expect(page).toMatch(/<a[^>]*href="#reminder"[^>]*>E-mail me a reminder<\/a>/);
    const wrong = await postForm("/services/gas-safety-checks?reminder", {
      email: "inplace@example.com",
      kind: "gas-safety",
      dueDate: inAYear(),
      postcode: "TS5",
      propertyName: "Flat 9",
    });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toMatch(/id="page-reminder-consent-error"[^>]*>Please tick the box/);
    expect(html).toContain('value="inplace@example.com"');
    expect(html).toContain('value="Flat 9"');
    expect(html).toContain("What our engineer does"); // the rest of the page is there
    const email = `${uniqueId()}@example.com`.toLowerCase();
    const right = await postForm("/services/gas-safety-checks?reminder", {
      email,
      kind: "gas-safety",
      dueDate: inAYear(),
      postcode: "TS5",
      propertyName: "Flat 9",
      consent: "yes",
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("Nearly done: please check your inbox.");
    expect(await db.prepare("SELECT property_name FROM reminders WHERE email = ?").bind(email).first()).toEqual({
      property_name: "Flat 9",
    });
  });
});

describe("the manage page through the Worker", () => {
  it("lists the address's reminders; its form adds one (posted as a browser posts under no-referrer); other sites are refused", async () => {
    const seeded = await seedReminder(true);
    const email = `${seeded.id}@example.com`;
    const token = await seedManageLink(email);
    const path = `/reminders/manage/${token}`;
    const page = await request(path, { headers: { "CF-Connecting-IP": ip() } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your reminders");
    expect(html).toContain(email);
    expect(html).toContain("A property in TS5");
    const add = { intent: "add", propertyName: "Flat 3", kind: "service", dueDate: inAYear(), postcode: "TS1" };
    const foreign = await postForm(path, add, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    const added = await postForm(path, add, { Origin: "null", "Sec-Fetch-Site": "same-origin" });
    expect(added.status).toBe(200);
    expectPrivate(added);
    const after = await added.text();
    expect(after).toContain("Added: the boiler service for Flat 3 (TS1)");
    expect(after).toMatch(/<h3[^>]*>Flat 3<\/h3>/);
    const { results } = await db.prepare("SELECT property_name FROM reminders WHERE email = ?").bind(email).all();
    expect(results).toEqual([{ property_name: null }, { property_name: "Flat 3" }]);
    expect(
      (await request(`/reminders/manage/${newRequestToken()}`, { headers: { "CF-Connecting-IP": ip() } })).status,
    ).toBe(404);
  });
});

describe("from reminder to booking", () => {
  it("the booking link fills in the check, the district and the property, and asks a routine check what we should know", async () => {
    const html = await (
      await request(reminderBookingPath("gas-safety", { district: "TS5", name: "Flat 2, 14 Acklam Road" }))
    ).text();
    expect(html).toContain("Book Gas Safety Check (£75)");
    expect(html).toMatch(/<input[^>]*name="postcode"[^>]*value="TS5"/);
    expect(html).toMatch(/<textarea[^>]*name="issue"[^>]*>Property: Flat 2, 14 Acklam Road<\/textarea>/);
    expect(html).toContain("Anything we should know? (optional)");
    expect(html).not.toContain("What&#x27;s wrong? (optional)");
    const repair = await (await request("/prices?book=same-day-repair#quote")).text();
    expect(repair).toMatch(/What(&#x27;|')s wrong\? \(optional\)/);
    // The same on the pages of a routine check or service, and only there.
    for (const path of ["/services/gas-safety-checks", "/services/boiler-servicing"]) {
      expect(await (await request(path)).text()).toContain("Anything we should know? (optional)");
    }
    expect(await (await request("/services/boiler-repair")).text()).toMatch(/What(&#x27;|')s wrong\? \(optional\)/);
  });
});
