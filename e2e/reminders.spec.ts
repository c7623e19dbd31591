import { expect, test } from "@playwright/test";
import { queryLeads, sqlText } from "./leads-db";
import { plainTextOf, rawMailTo } from "./mail";
import { axeAtWidths, nuFindings, WIDTHS } from "./outside-checkers";

/**
 * A landlord without JavaScript: signs up for a gas safety
 * reminder on the gas-safety-checks page → follows the confirm link in the
 * .eml and presses its button → the daily cron (triggered as Cloudflare would) sends the 8-week
 * reminder → unsubscribes from that e-mail's link: one press, at once.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}` });
});

/** Today on London clocks, plus n days, as YYYY-MM-DD. */
function londonDayPlus(n: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The confirm link in the confirm e-mail's text (the e-mails link to the production origin). */
const CONFIRM_LINK = /https:\/\/\S+\/reminders\/confirm\/[A-Za-z0-9_-]{43}/;

/** The site's path in a link from an e-mail (the e-mails link to the production origin). */
const pathOf = (url: string) => new URL(url).pathname;

/** The first message to `to` whose text matches (the subject is encoded, the text is decoded here). */
async function mailMatching(to: string, pattern: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        found = (await rawMailTo(to)).find((raw) => pattern.test(plainTextOf(raw) ?? "")) ?? "";
        return found !== "";
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

test("sign up on the gas-safety-checks page, confirm from the e-mail, unsubscribe from the reminder", async ({
  page,
}) => {
  const email = `landlord.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const dueDate = londonDayPlus(56); // 8 weeks ahead: the first reminder goes on today's cron
  await page.goto("/services/gas-safety-checks");
  const form = page.locator("#reminder form");
  await form.getByLabel("E-mail address").fill(email);
  await expect(form.getByLabel("Landlord gas safety record (CP12)")).toBeChecked();
  await form.getByLabel("Date", { exact: true }).fill(dueDate);
  await form.getByLabel("Property’s postcode district").fill("TS5");
  // Unticked at first: sending without it says what is wrong and keeps what was typed.
  await form.getByRole("button", { name: "Send me the reminders" }).click();
  await expect(page.getByText("Please tick the box to say you want the reminder e-mails.")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await page.getByLabel(/Yes, e-mail me reminders/).check();
  await page.getByRole("button", { name: "Send me the reminders" }).click();
  await expect(page.getByText("Nearly done: please check your inbox.")).toBeVisible();

  const confirmMail = plainTextOf(await mailMatching(email, /\/reminders\/confirm\//)) ?? "";
  const confirmLink = CONFIRM_LINK.exec(confirmMail)?.[0] ?? "";
  expect(confirmLink).not.toBe("");
  await page.goto(pathOf(confirmLink));
  // Opening the link asks (a mail scanner opening it confirms nothing); the button confirms.
  await expect(page.getByRole("heading", { name: "Confirm your reminders" })).toBeVisible();
  await page.getByRole("button", { name: "Yes, send me the reminders" }).click();
  await expect(page.getByRole("heading", { name: "Your reminders are on" })).toBeVisible();

  const cron = await page.request.get("/cdn-cgi/handler/scheduled?cron=17+3+*+*+*");
  expect(cron.ok()).toBe(true);
  const reminder = await mailMatching(email, /is due on .*, in 8 weeks\./);
  expect(reminder).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const unsubscribe = /List-Unsubscribe: <(\S+)>/.exec(reminder)?.[1] ?? "";
  expect(plainTextOf(reminder)).toContain(`Unsubscribe from this reminder with one click: ${unsubscribe}`);

  await page.goto(pathOf(unsubscribe));
  await expect(page.getByRole("heading", { name: "Stop the reminders?" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  const [row] = await queryLeads<{ unsubscribed_at: string | null }>(
    `SELECT unsubscribed_at FROM reminders WHERE email = ${sqlText(email)}`,
  );
  expect(row?.unsubscribed_at).toBeTruthy();
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the confirm and unsubscribe pages are axe-clean at 390, 820 and 1440 px and W3C-valid, before and after their button", async ({
    page,
  }) => {
    const email = `axe.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto("/reminders");
    const form = page.locator(`form[action="/reminders#sign-up"]`).first();
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Boiler service").check();
    await form.getByLabel("Date", { exact: true }).fill(londonDayPlus(100));
    await form.getByLabel("Property’s postcode district").fill("TS1");
    await form.getByLabel(/Yes, e-mail me reminders/).check();
    await form.getByRole("button", { name: "Send me the reminders" }).click();
    await expect(page.getByText("Nearly done: please check your inbox.")).toBeVisible();
    const mail = await mailMatching(email, /\/reminders\/confirm\//);
    const pages = [
      {
        name: "confirm",
        path: pathOf(CONFIRM_LINK.exec(plainTextOf(mail) ?? "")?.[0] ?? ""),
        before: "Confirm your reminders",
        button: "Yes, send me the reminders",
        after: "Your reminders are on",
      },
      {
        name: "unsubscribe",
        path: pathOf(/List-Unsubscribe: <(\S+)>/.exec(mail)?.[1] ?? ""),
        before: "Stop the reminders?",
        button: "Unsubscribe",
        after: "You are unsubscribed",
      },
    ];

    const axeClean = async (heading: string, widths: readonly { width: number; height: number }[]) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect(await axeAtWidths(page, widths), heading).toEqual([]);
    };
    // The HTML as served, for the Nu checker: opening a link again shows its page after the button.
    const documents: { name: string; html: string }[] = [];
    const served = async (name: string, path: string) =>
      documents.push({ name, html: await (await page.request.get(path)).text() });
    for (const { name, path, before, button, after } of pages) {
      await page.goto(path);
      await axeClean(before, WIDTHS);
      await served(`${name}-before`, path);
      await page.getByRole("button", { name: button }).click();
      await axeClean(after, WIDTHS.slice(0, 1));
      await served(`${name}-after`, path);
    }
    expect(documents.map(({ html }) => /<h1[^>]*>([^<]*)</.exec(html)?.[1])).toEqual([
      "Confirm your reminders",
      "Your reminders are on",
      "Stop the reminders?",
      "You are unsubscribed",
    ]);
    expect(await nuFindings(documents)).toEqual([]);
  });
});
