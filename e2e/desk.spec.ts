import { expect, type Page, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { gotoHydrated } from "./hydrated";
import { queryLeads, sqlText, uniqueName } from "./leads-db";
import { axeViolations, sidewaysScroll } from "./outside-checkers";

/**
 * The owner's lead desk, with the development switch on (DESK_DEV_OPEN=1 in
 * the test server's environment, see playwright.config.ts; localhost only).
 * Leads are written straight to the local D1 the server uses, as the pipeline
 * would have stored them; e-mails going out are seen as notified_at in D1.
 */

interface Seed {
  id: string;
  name: string;
  phone: string; // E.164
  national: string; // as the owner types it
}

async function seed(status: "notified" | "spam" | "failed", label: string): Promise<Seed> {
  const digits = String(Math.floor(100000 + Math.random() * 899999));
  const lead = {
    id: crypto.randomUUID(),
    name: uniqueName(label),
    phone: `+4477009${digits.slice(0, 5)}`,
    national: `07700 9${digits.slice(0, 5)}`,
  };
  const notifiedAt = status === "notified" ? new Date().toISOString() : null;
  await queryLeads(
    `INSERT INTO leads (id, submission_id, created_at, name, phone, postcode, issue, service, source_page, notification_status, notified_at, last_error)
     VALUES (${sqlText(lead.id)}, ${sqlText(`e2e-${lead.id}`)}, ${sqlText(new Date().toISOString())}, ${sqlText(lead.name)},
       ${sqlText(lead.phone)}, 'TS5 6AA', 'Boiler shows F28', 'Boiler Repair', '/services/boiler-repair', ${sqlText(status)},
       ${notifiedAt ? sqlText(notifiedAt) : "NULL"}, ${status === "failed" ? "'notification gave up after every retry'" : "NULL"})`,
  );
  return lead;
}

const notifiedAt = async (id: string) =>
  (await queryLeads<{ notified_at: string | null }>(`SELECT notified_at FROM leads WHERE id = ${sqlText(id)}`))[0]
    ?.notified_at;

/**
 * Nothing wider than the screen, and axe-clean: axe runs inside the page, so only where JavaScript is on
 * (the server's HTML is the same without it).
 */
async function expectAccessible(page: Page, js: boolean) {
  expect(await sidewaysScroll(page)).toBeUndefined();
  if (js) expect(await axeViolations(page)).toEqual([]);
}

async function open(page: Page, path: string, js: boolean) {
  return js ? gotoHydrated(page, path) : page.goto(path);
}

for (const js of [true, false]) {
  for (const width of [390, 1440]) {
    test.describe(`desk at ${width}px, ${js ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 }, javaScriptEnabled: js });
      // Each test seeds D1 through the preview server and waits for the queue consumer: room for a busy machine.
      test.describe.configure({ timeout: 120_000 });

      test("find a lead by phone and mark it contacted; the page is private and accessible", async ({ page }) => {
        const lead = await seed("notified", "Desk Find");
        const response = await open(page, "/desk", js);
        expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
        expect(response?.headers()["cache-control"]).toBe("private, no-store");
        await expectAccessible(page, js);

        await page.getByText("Find, filter or export").click();
        await page.getByLabel("Name, phone or postcode").fill(lead.national);
        await page.getByRole("button", { name: "Show leads" }).click();
        await expect(page).toHaveURL(/[?&]q=07700/);
        const card = page.getByRole("listitem").filter({ hasText: lead.name });
        await expect(card).toHaveCount(1);
        await expect(card.getByText("New", { exact: true })).toBeVisible();
        await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${lead.phone}`);
        await expect(card.getByRole("link", { name: /^Text / })).toHaveAttribute("href", `sms:${lead.phone}`);

        await card.getByRole("link", { name: lead.name, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
        await expectAccessible(page, js);
        await page.getByRole("button", { name: "Mark contacted" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Status changed." })).toBeVisible();
        await expect(page.getByText("Status: New → Contacted")).toBeVisible();
        expect(await queryLeads(`SELECT sales_status FROM leads WHERE id = ${sqlText(lead.id)}`)).toEqual([
          { sales_status: "contacted" },
        ]);
        expect(
          await queryLeads(`SELECT actor, action, outcome FROM desk_audit WHERE lead_id = ${sqlText(lead.id)}`),
        ).toEqual([{ actor: "a developer on this computer", action: "status", outcome: "done" }]);
      });

      test("restore a spam lead and see its e-mail go out", async ({ page }) => {
        const lead = await seed("spam", "Desk Spam");
        await open(page, `/desk?status=spam&q=${encodeURIComponent(lead.national)}`, js);
        const card = page.getByRole("listitem").filter({ hasText: lead.name });
        await expect(card.getByText("Spam", { exact: true })).toBeVisible();
        await card.getByRole("link", { name: lead.name, exact: true }).click();
        await page.getByRole("button", { name: "Not spam" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Restored" })).toBeVisible();
        await expect.poll(() => notifiedAt(lead.id), { timeout: 60_000 }).not.toBeNull();
        await page.reload();
        await expect(page.getByText("E-mailed to you", { exact: true }).first()).toBeVisible();
      });

      test("send a failed notification again", async ({ page }) => {
        const lead = await seed("failed", "Desk Failed");
        await open(page, `/desk?q=${encodeURIComponent(lead.national)}`, js);
        const card = page.getByRole("listitem").filter({ hasText: lead.name });
        await expect(card.getByText("Could not tell you")).toBeVisible();
        await card.getByRole("link", { name: lead.name, exact: true }).click();
        await page.getByRole("button", { name: "Send again" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Sending again" })).toBeVisible();
        await expect.poll(() => notifiedAt(lead.id), { timeout: 60_000 }).not.toBeNull();
      });

      test("export a CSV for a date range; insight is accessible", async ({ page }) => {
        const lead = await seed("notified", "Desk Export");
        await open(page, "/desk", js);
        await page.getByText("Find, filter or export").click();
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "Download CSV" }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = await readFile((await download.path())!, "utf8");
        expect(csv.charCodeAt(0)).toBe(0xfeff);
        expect(csv).toContain(`"${lead.name}","${lead.national}","TS5 6AA"`);
        expect(csv).toContain("\r\n");

        await open(page, "/desk/insight", js);
        await expect(page.getByRole("heading", { level: 1, name: "Insight: the last 12 weeks" })).toBeVisible();
        await expect(page.getByRole("table", { name: "Leads per week" })).toBeVisible();
        await expectAccessible(page, js);
      });
    });
  }
}

test("the site never links to the desk", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('a[href^="/desk"]')).toHaveCount(0);
});
