import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.describe("the footer, kept as server HTML in the browser", () => {
  test("keeps its content after hydration and client navigation, and its links navigate without a reload", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Emergency Call Out" })).toBeVisible();
    // A marker on the window survives only if the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await footer.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(footer.getByRole("link", { name: "View All Areas" })).toBeVisible();
    await expect(footer).toContainText("All rights reserved.");
    // The phone and e-mail links stay plain links.
    await expect(footer.getByRole("link", { name: "Emergency Call Out" })).toHaveAttribute("href", /^tel:/);
  });
});

test.describe("page parts kept as server HTML in the browser", () => {
  test("a client navigation brings them, their links navigate in the app, and the header marks the new page", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");

    // A card of the home page's services grid (a server-rendered part) to a service page.
    await page.locator('main a[href="/services/boiler-repair"]').first().click();
    await expect(page).toHaveURL(/\/services\/boiler-repair$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boiler Repair in Middlesbrough");
    await expect(page.getByRole("heading", { name: "Signs to look out for" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Boiler Repair: your questions" })).toBeVisible();
    await expect(page).toHaveTitle(/Boiler Repair Middlesbrough/);
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Services" })).toHaveAttribute("data-active", "");
    // The page's own quote form is still React's.
    await expect(page.locator('form[data-quote-form="service"]').getByLabel("Your name")).toBeEditable();

    // Its breadcrumb (in a part that came as loader data) back up to the services index.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boiler and Heating Services");
    await expect(page).toHaveTitle(/Services/);

    await page.goBack();
    await expect(page.getByRole("heading", { name: "Signs to look out for" })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test.describe("links in server HTML", () => {
  test("fetch the page they lead to when pointed at or focused, so the tap that follows does not wait", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, "/services");
    const footer = page.getByRole("contentinfo");
    // Nothing is fetched before a visitor shows the intent.
    expect(requested.filter((p) => p.endsWith(".data"))).toEqual([]);
    await footer.getByRole("link", { name: "Boiler Servicing" }).hover();
    await expect.poll(() => requested).toContain("/services/boiler-servicing.data");
    // A link reached with the keyboard, in a page part (the services index's body).
    await page.locator('main a[href="/services/power-flushing"]').first().focus();
    await expect.poll(() => requested).toContain("/services/power-flushing.data");
    // The tap then navigates in the app.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await footer.getByRole("link", { name: "Boiler Servicing" }).click();
    await expect(page).toHaveURL(/\/services\/boiler-servicing$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test.describe("controls whose code loads lazily", () => {
  test("the assistant's code comes when the browser is idle after load; the notices' only when a form is used", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const fetched: string[] = [];
    page.on("requestfinished", (request) => fetched.push(new URL(request.url()).pathname));
    await gotoHydrated(page, "/");
    await expect.poll(() => fetched.some((f) => f.includes("AssistantDialog-"))).toBe(true);
    // A visitor who never fills a form never downloads the notices' code (12 KiB gzip).
    expect(fetched.filter((f) => f.includes("Toasts-"))).toEqual([]);
    await page.locator('form[data-quote-form="hero"]').getByLabel("Your name").focus();
    await expect.poll(() => fetched.some((f) => f.includes("Toasts-"))).toBe(true);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});

test.describe("page answers", () => {
  test("non-canonical spellings of a page redirect to it", async ({ page }) => {
    const response = await page.goto("/About/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/about$/);
  });

  test("HTML tells the browser to ask again each time", async ({ page }) => {
    const response = await page.goto("/services");
    expect(response?.headers()["cache-control"]).toBe("private, no-cache");
  });
});
