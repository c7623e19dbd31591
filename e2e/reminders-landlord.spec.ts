import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { queryLeads, sqlText } from "./leads-db";
import { plainTextOf, rawMailTo } from "./mail";
import { axeAtWidths, nuFindings, sidewaysScroll, squeezedControls, WIDTHS } from "./outside-checkers";

/**
 * A landlord with several lets: signs up on the gas safety page (the form
 * answers in place, with and without JavaScript), confirms, follows the
 * confirmed page to the page of all their reminders, adds two more properties
 * there without a second confirmation, changes a date, removes one; every
 * e-mail about a reminder names its property and links that page and a
 * one-click unsubscribe; "Book now" opens the quote form filled in.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}` });
});

/** Where the screenshots of the new views go, to be looked at. */
const SCREENS = process.env.SCREENSHOT_DIR ?? "reports/screens";

/** Today on London clocks, plus n days, as YYYY-MM-DD. */
function londonDayPlus(n: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const pathOf = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
};

const newAddress = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The messages to `to` whose text matches, once there are `count` of them. */
async function mailsMatching(to: string, pattern: RegExp, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = (await rawMailTo(to)).filter((raw) => pattern.test(plainTextOf(raw) ?? ""));
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Fills the sign-up on a service page, consent left as asked. */
async function fillSignUp(page: Page, fields: { email: string; property: string; date: string; consent: boolean }) {
  const form = page.locator("#reminder form");
  await form.getByLabel("E-mail address").fill(fields.email);
  await form.getByLabel("Property’s name (optional)").fill(fields.property);
  await form.getByLabel("Date", { exact: true }).fill(fields.date);
  await form.getByLabel("Property’s postcode district").fill("TS5");
  if (fields.consent) await form.getByLabel(/Yes, e-mail me reminders/).check();
  await form.getByRole("button", { name: "Send me the reminders" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the gas safety page's form answers on the page, at the form: errors beside their fields, then success", async ({
    page,
  }) => {
    await page.goto("/services/gas-safety-checks");
    // Near the top: a link that jumps to the form.
    await page.getByRole("link", { name: "E-mail me a reminder" }).click();
    await expect(page).toHaveURL(/#reminder$/);
    await fillSignUp(page, { email: newAddress("nojs"), property: "Flat <1>", date: "2027-13-01", consent: false });
    await expect(page).toHaveURL(/\/services\/gas-safety-checks\?reminder#reminder$/);
    const form = page.locator("#reminder form");
    await expect(form.getByText("Please tick the box to say you want the reminder e-mails.")).toBeVisible();
    await expect(form.getByText("Please use only letters, numbers, spaces")).toBeVisible();
    await expect(form.getByLabel("Property’s name (optional)")).toHaveAttribute("aria-invalid", "true");
    // The form is in view, not the top of the page.
    await expect(page.locator("#reminder-heading")).toBeInViewport();
    await form.getByLabel("Property’s name (optional)").fill("Flat 1");
    await form.getByLabel("Date", { exact: true }).fill(londonDayPlus(120));
    await form.getByLabel(/Yes, e-mail me reminders/).check();
    await form.getByRole("button", { name: "Send me the reminders" }).click();
    await expect(page.locator("#reminder").getByText("Nearly done: please check your inbox.")).toBeInViewport();
    await expect(page.getByText("Please tick the box")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Gas Safety/);
  });
});

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("errors clear when fixed and success shows where the form was, without leaving the page", async ({ page }) => {
    await gotoHydrated(page, "/services/gas-safety-checks");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "E-mail me a reminder" }).click();
    await expect(page.locator("#reminder-heading")).toBeInViewport();
    const email = newAddress("js");
    await fillSignUp(page, { email, property: "Flat 1", date: "2027-00-10", consent: false });
    const form = page.locator("#reminder form");
    await expect(form.getByText("Please tick the box to say you want the reminder e-mails.")).toBeVisible();
    await expect(form.getByText("Please enter the date as a day, month and year.")).toBeVisible();
    await expect(page).toHaveURL(/\/services\/gas-safety-checks(#reminder)?$/);
    // Fixing a field takes its error away at once; the other stays until it is fixed too.
    await form.getByLabel("Date", { exact: true }).fill(londonDayPlus(120));
    await expect(form.getByText("Please enter the date as a day, month and year.")).toHaveCount(0);
    await expect(form.getByText("Please tick the box to say you want the reminder e-mails.")).toBeVisible();
    await form.getByLabel(/Yes, e-mail me reminders/).check();
    await expect(form.getByText("Please tick the box to say you want the reminder e-mails.")).toHaveCount(0);
    await form.getByRole("button", { name: "Send me the reminders" }).click();
    const done = page.locator("#reminder").getByRole("status");
    await expect(done).toContainText("Nearly done: please check your inbox.");
    await expect(done).toBeInViewport();
    await expect(page).toHaveURL(/\/services\/gas-safety-checks(#reminder)?$/);
    await mailsMatching(email, /Flat 1 \(TS5\)/);
  });

  test("sign up, confirm, manage: two more properties without confirming again, a date changed, one removed; the e-mails and Book now", async ({
    page,
  }) => {
    const email = newAddress("landlord");
    await gotoHydrated(page, "/services/gas-safety-checks");
    await fillSignUp(page, { email, property: "Flat 1, 14 Acklam Road", date: londonDayPlus(150), consent: true });
    await expect(page.locator("#reminder").getByRole("status")).toContainText("Nearly done");

    const [confirmMail] = await mailsMatching(email, /\/reminders\/confirm\//);
    const confirmText = plainTextOf(confirmMail!) ?? "";
    expect(confirmText).toMatch(
      /^Thank you for asking for e-mail reminders before the gas safety check for Flat 1, 14 Acklam Road \(TS5\)/,
    );
    await page.goto(pathOf(/https:\/\/\S+\/reminders\/confirm\/[A-Za-z0-9_-]{43}/.exec(confirmText)![0]));
    await page.getByRole("button", { name: "Yes, send me the reminders" }).click();
    await expect(page.getByRole("heading", { name: "Your reminders are on" })).toBeVisible();
    await expect(page.getByText("gas safety check for Flat 1, 14 Acklam Road (TS5)")).toBeVisible();

    // The confirmed page's booking link: the booking form with the check, the district and the property.
    const book = page.getByRole("link", { name: "Book the check now" });
    await expect(book).toHaveAttribute("href", /book=gas-safety-check&postcode=TS5&property=Flat/);
    await page.getByRole("link", { name: "All your reminders" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your reminders");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const managePath = new URL(page.url()).pathname;

    const add = page.locator('section[aria-labelledby="add"]');
    const addProperty = async (name: string, kind: string, date: string) => {
      await add.getByLabel("Property’s name (optional)").fill(name);
      await add.getByLabel(kind).check();
      await add.getByLabel("Date", { exact: true }).fill(date);
      await add.getByLabel("Property’s postcode district").fill("TS1 2AB");
      await add.getByRole("button", { name: "Add this reminder" }).click();
      await expect(add.getByRole("status")).toContainText(`Added: the`);
      await expect(add.getByRole("status")).toContainText(name);
    };
    await addProperty("Flat 2, 14 Acklam Road", "Landlord gas safety record (CP12)", londonDayPlus(56));
    await addProperty("3 Linthorpe Road", "Boiler service", londonDayPlus(90));
    const list = page.getByRole("list").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([
      "Flat 2, 14 Acklam Road",
      "3 Linthorpe Road",
      "Flat 1, 14 Acklam Road",
    ]);
    // No second confirmation: one confirm e-mail in all, and a note of each property added.
    const added = await mailsMatching(email, /A reminder was added on your reminders page/, 2);
    for (const raw of added) {
      expect(raw).toMatch(/List-Unsubscribe: <https:\/\/\S+\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}>/);
      // The address's one manage link: the page's own.
      expect(plainTextOf(raw)).toContain(managePath);
      expect(plainTextOf(raw)).toMatch(/\/reminders\/manage\/[A-Za-z0-9_-]{43}/);
    }
    expect((await rawMailTo(email)).filter((raw) => /reminders\/confirm\//.test(plainTextOf(raw) ?? ""))).toHaveLength(
      1,
    );

    // Change a date, then remove one.
    const linthorpe = list.getByRole("listitem").filter({ hasText: "3 Linthorpe Road" });
    await linthorpe.getByLabel("New due date").fill(londonDayPlus(200));
    await linthorpe.getByRole("button", { name: "Change the date" }).click();
    await expect(linthorpe.getByRole("status")).toContainText("Changed: the boiler service for 3 Linthorpe Road (TS1)");
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([
      "Flat 2, 14 Acklam Road",
      "Flat 1, 14 Acklam Road",
      "3 Linthorpe Road",
    ]);
    await list
      .getByRole("listitem")
      .filter({ hasText: "Flat 1, 14 Acklam Road" })
      .getByRole("button", { name: "Remove the reminder for Flat 1, 14 Acklam Road" })
      .click();
    await expect(page.getByText("Removed: the gas safety check for Flat 1, 14 Acklam Road (TS5)")).toBeVisible();
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(["Flat 2, 14 Acklam Road", "3 Linthorpe Road"]);
    const rows = await queryLeads<{
      property_name: string;
      unsubscribed_at: string | null;
      confirmed_at: string | null;
    }>(
      `SELECT property_name, unsubscribed_at, confirmed_at FROM reminders WHERE email = ${sqlText(email)} ORDER BY property_name`,
    );
    expect(rows.map((r) => [r.property_name, Boolean(r.confirmed_at), Boolean(r.unsubscribed_at)])).toEqual([
      ["3 Linthorpe Road", true, false],
      ["Flat 1, 14 Acklam Road", true, true],
      ["Flat 2, 14 Acklam Road", true, false],
    ]);

    // Flat 2 is due in 8 weeks: today's cron sends its reminder, naming it, with both links.
    expect((await page.request.get("/cdn-cgi/handler/scheduled?cron=17+3+*+*+*")).ok()).toBe(true);
    const [reminder] = await mailsMatching(email, /is due on .*, in 8 weeks\./);
    const text = plainTextOf(reminder!) ?? "";
    expect(text).toContain("The gas safety check for Flat 2, 14 Acklam Road (TS1) is due on");
    expect(text).toMatch(
      /All your reminders \(change a date, add or remove a property\): https:\/\/\S+\/reminders\/manage\/[A-Za-z0-9_-]{43}/,
    );
    expect(text).toContain(managePath);
    expect(reminder).toMatch(/List-Unsubscribe: <https:\/\/\S+\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}>/);
    expect(text).not.toContain("the form is filled in for you");

    // "Book now" from the e-mail: the quote form as that booking, the district and the property filled in.
    const bookNow = /Book it online[^\n]*\n\n(https:\/\/\S+)/.exec(text)![1]!;
    await gotoHydrated(page, pathOf(bookNow));
    const quote = page.locator("#quote form");
    await expect(quote.getByRole("heading", { name: "Book Gas Safety Check (£75)" })).toBeVisible();
    await expect(quote.getByLabel("Postcode")).toHaveValue("TS1");
    await expect(quote.getByLabel("Anything we should know? (optional)")).toHaveValue(
      "Property: Flat 2, 14 Acklam Road",
    );
    await expect(quote.getByLabel("What's wrong? (optional)")).toHaveCount(0);

    // The manage page: axe-clean at three widths, no sideways scroll or squeezed control, W3C-valid; screenshots for a look.
    await gotoHydrated(page, managePath);
    expect(await axeAtWidths(page, WIDTHS)).toEqual([]);
    for (const { width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      expect(await sidewaysScroll(page), `${width} px`).toBeUndefined();
      expect(await squeezedControls(page), `${width} px`).toEqual([]);
      await page.screenshot({ path: `${SCREENS}/manage-${width}.png`, fullPage: true });
    }
    const served = await page.request.get(managePath);
    expect(await nuFindings([{ name: "manage", html: await served.text() }])).toEqual([]);
  });
});
