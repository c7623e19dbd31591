import { expect, test } from "@playwright/test";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import { gotoHydrated } from "./hydrated";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}` });
});

test.describe("coverage check", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`answers TS5, YO22, SW1A and 'banana' (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
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
      await expect(
        page.getByTestId("coverage-answer").first().getByRole("link", { name: "Boiler repair in Acklam" }),
      ).toBeVisible();
      await expect(await check("YO22")).toContainText(
        /We do cover YO22 \(Robin Hood.s Bay\), at the edge of our area: call us to check availability/,
      );
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
    await expect(page.getByTestId("live-status")).toContainText(
      /Book in the next \d+h? ?\d*m? for a same-day repair|Book now for a visit tomorrow/,
    );
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

test("the contact form offers the visit windows of the moment, without a hydration mismatch", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  const windowLabels = async () =>
    (await page.getByLabel("Preferred visit time (optional)").locator("option").allTextContents()).slice(1);
  // The served page offers the windows of its response's moment (filled into the prerendered page).
  const served = await (await page.request.get("/contact")).text();
  const renderedAt = served.match(/\\"renderedAt\\",\\"([^\\"]+)\\"/)?.[1] ?? "";
  const servedLabels = [...served.matchAll(/<option value="\d{4}-[^"]+">([^<]+)<\/option>/g)].map((m) => m[1]);
  expect(servedLabels).toEqual(offeredWindows(new Date(renderedAt)).map((window) => window.label));
  // In the browser, once hydrated, those of the visitor's moment: Saturday 21 November 2026, 09:47 (GMT).
  const visitorTime = new Date("2026-11-21T09:47:00Z");
  await page.clock.setFixedTime(visitorTime);
  await gotoHydrated(page, "/contact");
  const expected = offeredWindows(visitorTime).map((window) => window.label);
  expect(expected[0]).toBe("Today afternoon (12:00-16:00)");
  await expect.poll(windowLabels).toEqual(expected);
  // And after a client navigation from another page (the prerendered contact data holds no windows).
  await gotoHydrated(page, "/about");
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(windowLabels).toEqual(expected);
  expect(errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
});

test("icon-only controls show a tooltip after 700 ms of hover", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const menu = page.getByRole("button", { name: "Open menu" });
  await expect.poll(() => menu.evaluate((el) => getComputedStyle(el, "::after").opacity)).toBe("0");
  await menu.hover();
  // The tooltip's fade is a CSS transition: pause it and read it at chosen moments, so the
  // check does not depend on how fast this machine is.
  const at = await menu.evaluate((el) => {
    const fade = el
      .getAnimations({ subtree: true })
      .find((a) => (a.effect as KeyframeEffect | null)?.pseudoElement === "::after");
    if (!fade) return null;
    fade.pause();
    const opacityAt = (ms: number) => {
      fade.currentTime = ms;
      return getComputedStyle(el, "::after").opacity;
    };
    return { 300: opacityAt(300), 650: opacityAt(650), end: (fade.finish(), getComputedStyle(el, "::after").opacity) };
  });
  expect(at).not.toBeNull();
  expect(Number(at![300])).toBe(0);
  expect(Number(at![650])).toBe(0);
  expect(at!.end).toBe("1");
  expect(await menu.evaluate((el) => getComputedStyle(el, "::after").content)).toBe('"Menu"');
});
