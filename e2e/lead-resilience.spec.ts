import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { queryLeads, sqlText, uniqueName } from "./leads-db";

const FALLBACK = "Sorry, there was an error. Please try calling us directly at 01642 040623.";

// Every test is its own visitor, so the per-IP rate limit (5 a minute) does not join them up.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250)}-${Date.now()}` });
});

const form = (page: Page) => page.locator('[data-quote-form="contact"]');

async function fill(page: Page, values: { name: string; phone: string; postcode: string; issue?: string }) {
  const f = form(page);
  await f.getByLabel("Your name").fill(values.name);
  await f.getByLabel("Phone number").fill(values.phone);
  await f.getByLabel("Postcode").fill(values.postcode);
  if (values.issue !== undefined) await f.getByLabel("What's wrong? (optional)").fill(values.issue);
  return f;
}

interface LeadState {
  notification_status: string;
  suspicion: string | null;
  notified_at: string | null;
}
const leadNamed = (name: string) =>
  queryLeads<LeadState>(`SELECT notification_status, suspicion, notified_at FROM leads WHERE name = ${sqlText(name)}`);

test("a visitor on a slow phone who types before the JavaScript arrives and sends 1 s after it is a lead, e-mailed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The phone's connection: every script arrives 4 s late.
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "commit" });
  const name = uniqueName("Slow Phone");
  await fill(page, { name, phone: "07700 900654", postcode: "TS4 2AA", issue: "Boiler keeps cutting out" });
  // Typed into the server-rendered form, before React took over.
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForTimeout(1000);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/contact")),
    form(page).getByRole("button", { name: "Get My Free Quote" }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(form(page).getByRole("status")).toContainText("Thanks Slow, we have your request.");

  // Stored as a real lead (not spam, not even "possible spam") and the owner was e-mailed.
  await expect
    .poll(() => leadNamed(name), { timeout: 30_000, intervals: [500] })
    .toEqual([expect.objectContaining({ notification_status: "notified", suspicion: null })]);
  expect((await leadNamed(name))[0]?.notified_at).not.toBeNull();
});

test("the network fails mid-send: every field is kept, the fallback names the phone, and trying again sends it once", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  const name = uniqueName("Lost Signal");
  const f = await fill(page, { name, phone: "07700 900987", postcode: "TS1 2RQ", issue: "Radiators cold upstairs" });
  await f.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(f.getByRole("status")).toHaveText(FALLBACK);
  await expect(f.getByLabel("Your name")).toHaveValue(name);
  await expect(f.getByLabel("Phone number")).toHaveValue("07700 900987");
  await expect(f.getByLabel("Postcode")).toHaveValue("TS1 2RQ");
  await expect(f.getByLabel("What's wrong? (optional)")).toHaveValue("Radiators cold upstairs");
  expect(await leadNamed(name)).toHaveLength(0);

  // The signal is back.
  await page.unroute("**/api/contact");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/contact")),
    f.getByRole("button", { name: "Try again" }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(f.getByRole("status")).toContainText("we have your request");
  await expect(f.getByLabel("Your name")).toHaveCount(0);
  await expect(f.getByRole("button", { name: "Try again" })).toHaveCount(0);
  expect(await leadNamed(name)).toHaveLength(1);
});

test("what was typed but not sent survives a reload of the tab, and is gone once sent", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const name = uniqueName("Reloader");
  await fill(page, { name, phone: "07700 900111", postcode: "TS5 6AA", issue: "Pressure drops" });
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const f = form(page);
  await expect(f.getByLabel("Your name")).toHaveValue(name);
  await expect(f.getByLabel("Phone number")).toHaveValue("07700 900111");
  await expect(f.getByLabel("Postcode")).toHaveValue("TS5 6AA");
  await expect(f.getByLabel("What's wrong? (optional)")).toHaveValue("Pressure drops");

  await f.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(f.getByRole("status")).toContainText("we have your request");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(form(page).getByLabel("Your name")).toHaveValue("");
  expect(await leadNamed(name)).toHaveLength(1);
});

test("taps on phone and e-mail links are counted per page", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  // Stay on the page: the test only wants the count, not the dialler.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="tel:"], a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  const counted = async (event: string) =>
    (
      await queryLeads<{ count: number }>(
        `SELECT COALESCE(SUM(count), 0) AS count FROM page_events_daily WHERE page = '/contact' AND event = ${sqlText(event)}`,
      )
    )[0]?.count ?? 0;
  const before = { call: await counted("call_tap"), email: await counted("email_tap") };
  await page.locator('main a[href^="tel:"]').first().click();
  await expect.poll(() => counted("call_tap"), { timeout: 30_000 }).toBe(before.call + 1);
  await page.locator('main a[href^="mailto:"]').first().click();
  await expect.poll(() => counted("email_tap"), { timeout: 30_000 }).toBe(before.email + 1);
});

test.describe("a visitor who corrects a detail and sends again is never thrown away", () => {
  const twoLeads = (name: string) =>
    queryLeads<{ phone: string; corrects_lead_id: string | null }>(
      `SELECT phone, corrects_lead_id FROM leads WHERE name = ${sqlText(name)} ORDER BY created_at`,
    );

  test("with JavaScript: the answer is lost on the way back, the visitor fixes the number and taps Try again", async ({
    page,
  }) => {
    await gotoHydrated(page, "/contact");
    // The request reaches the server and is stored; its answer never reaches the phone.
    let lost = false;
    await page.route("**/api/contact", async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort("internetdisconnected");
    });
    const name = uniqueName("Typo Fixer");
    const f = await fill(page, { name, phone: "07700 900321", postcode: "TS1 2RQ", issue: "No hot water" });
    await f.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(f.getByRole("status")).toHaveText(FALLBACK);

    await f.getByLabel("Phone number").fill("07700 900322");
    await f.getByRole("button", { name: "Try again" }).click();
    await expect(f.getByRole("status")).toContainText("An engineer will call you on 07700 900322");
    await expect
      .poll(async () => (await twoLeads(name)).map((row) => row.phone))
      .toEqual(["+447700900321", "+447700900322"]);
    expect((await twoLeads(name))[1]?.corrects_lead_id).not.toBeNull();
  });

  test("without JavaScript: sent, Back, the number corrected, sent again", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.setExtraHTTPHeaders({ "CF-Connecting-IP": `192.0.2.77-${Date.now()}` });
    const page = await context.newPage();
    await page.goto("/contact");
    const name = uniqueName("Back Button");
    const f = await fill(page, { name, phone: "07700 900431", postcode: "TS5 6AA", issue: "Boiler leaking" });
    await f.getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(form(page).getByRole("status")).toContainText("An engineer will call you on 07700 900431");

    await page.goBack();
    await form(page).getByLabel("Your name").fill(name);
    await form(page).getByLabel("Postcode").fill("TS5 6AA");
    await form(page).getByLabel("Phone number").fill("07700 900432");
    await form(page).getByRole("button", { name: "Get My Free Quote" }).click();
    await expect(form(page).getByRole("status")).toContainText("An engineer will call you on 07700 900432");
    expect((await twoLeads(name)).map((row) => row.phone)).toEqual(["+447700900431", "+447700900432"]);
    await context.close();
  });
});
