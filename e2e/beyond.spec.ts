import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { queryLeads, sqlText, uniqueName } from "./leads-db";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}` });
});

test.describe("assistant", () => {
  test("loads outside the page's JavaScript, answers gas smells with safety first, explains a fault code, and keeps the conversation across pages", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    const response = await gotoHydrated(page, "/");
    // Not in the page's own JavaScript: fetched when the browser is idle after load.
    expect(await response?.text()).not.toContain("AssistantDialog");

    await page.getByRole("button", { name: "Ask us" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask Boiler Repair Middlesbrough" });
    await expect(dialog).toBeVisible();
    expect(scripts.some((u) => u.includes("AssistantDialog"))).toBe(true);

    const input = dialog.getByLabel("Your question");
    await input.fill("I think I can smell gas in the hallway");
    await input.press("Enter");
    const danger = dialog.locator('[data-topic="gas-emergency"]');
    await expect(danger).toContainText("0800 111 999");
    await expect(danger.locator("ol li").first()).toBeVisible();

    await input.fill("Vaillant F28");
    await input.press("Enter");
    await expect(dialog.locator('[data-topic="fault-code"]').last()).toContainText("F.28");

    // Escape closes and gives focus back.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Ask us" })).toBeFocused();

    // Another page, same tab: the conversation is still there.
    await page.getByRole("contentinfo").getByRole("link", { name: "Boiler Servicing" }).click();
    await expect(page).toHaveURL(/boiler-servicing$/);
    await page.getByRole("button", { name: "Ask us" }).click();
    await expect(dialog.locator('[data-topic="gas-emergency"]')).toBeVisible();
    await dialog.getByRole("button", { name: "Prices" }).click();
    await expect(dialog.locator('[data-topic="prices"]')).toContainText("Same-Day Repair from £95");

    // Focus stays inside the open dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // And after a full reload of another page in the same tab.
    await page.goto("/about");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Ask us" }).click();
    await expect(page.getByRole("dialog").locator('[data-topic="prices"]')).toBeVisible();
  });

  test("takes a callback request that lands in D1", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Ask us" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Request a callback" }).first().click();
    const form = dialog.getByRole("form", { name: "Request a callback" });
    const name = uniqueName("Assistant Caller");
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Phone number").fill("07700 900999");
    await form.getByLabel("Postcode").fill("TS7 8AA");
    await form.getByLabel("What's wrong?").fill("Boiler keeps locking out");
    await form.getByRole("button", { name: "Call me back" }).click();
    await expect(dialog.locator('[data-topic="callback-sent"]')).toContainText("we have your request");
    expect(queryLeads(`SELECT postcode, service, issue FROM leads WHERE name = ${sqlText(name)}`)).toEqual([
      { postcode: "TS7 8AA", service: "Callback requested through the assistant", issue: "Boiler keeps locking out" },
    ]);
  });
});

test.describe("coverage check", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`answers TS5, YO22, SW1A and 'banana' (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const check = async (postcode: string) => {
        if (javaScriptEnabled) await gotoHydrated(page, "/");
        else await page.goto("/");
        const form = page.getByRole("search", { name: "Check your postcode" }).first();
        await form.getByLabel("Your postcode").fill(postcode);
        await form.getByRole("button", { name: "Check" }).click();
        if (!javaScriptEnabled) await expect(page).toHaveURL(/\/areas\?postcode=/);
        return page.getByTestId("coverage-answer").first();
      };
      await expect(await check("TS5")).toContainText("Yes, we cover TS5");
      await expect(page.getByTestId("coverage-answer").first().getByRole("link", { name: "Boiler repair in Acklam" })).toBeVisible();
      await expect(await check("YO22")).toContainText(/Yes, we cover YO22|just beyond/);
      await expect(await check("SW1A")).toContainText("outside the area we cover");
      await expect(await check("banana")).toContainText("Please enter a UK postcode");
      await context.close();
    });
  }
});

test("live status and the gas emergency line are on every page", async ({ page }) => {
  for (const path of ["/", "/prices", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByTestId("live-status")).toContainText(/Open now until|Opens (tomorrow )?at/);
    await expect(page.getByTestId("live-status")).toContainText(/Book in the next \d+h? ?\d*m? for a same-day repair|Book now for a visit tomorrow/);
    await expect(page.getByTestId("gas-emergency")).toHaveAttribute("href", "tel:+448001119999");
    await expect(page.getByTestId("gas-emergency")).toHaveText("Smell gas? Call 0800 111 999");
  }
});

test("the live status follows the clock without a hydration mismatch", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  // Saturday 21 November 2026, 09:47 in Middlesbrough (GMT).
  await page.clock.setFixedTime(new Date("2026-11-21T09:47:00Z"));
  await gotoHydrated(page, "/about");
  await expect(page.getByTestId("live-status")).toContainText("Open now until 16:00");
  await expect(page.getByTestId("live-status")).toContainText("Book in the next 2h 13m for a same-day repair");
  // React reports a hydration mismatch as an error (#418/#423/#425 in production builds).
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test("icon-only controls show a tooltip after 700 ms of hover", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const menu = page.getByRole("button", { name: "Open menu" });
  const opacity = () => menu.evaluate((el) => getComputedStyle(el, "::after").opacity);
  await menu.hover();
  await page.waitForTimeout(300);
  expect(Number(await opacity())).toBeLessThan(0.5);
  await page.waitForTimeout(800);
  expect(await opacity()).toBe("1");
  expect(await menu.evaluate((el) => getComputedStyle(el, "::after").content)).toBe('"Menu"');
});
