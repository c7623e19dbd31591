import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 820, height: 1180 },
  { name: "desktop", width: 1440, height: 900 },
];

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  return scrollY(page);
}

for (const size of WIDTHS) {
  test(`${size.name}: a footer link clicked at the bottom of a page lands at the top; Back and Forward restore`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/services/boiler-repair");
    const bottom = await scrollToBottom(page);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Terms/);
    // At the top at once, not after an animation: no smooth scrolling across navigations.
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/services\/boiler-repair$/);
    await expect.poll(() => scrollY(page)).toBe(bottom);

    await page.goForward();
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Terms/);
    expect(await scrollY(page)).toBe(0);
  });
}

test("a header link clicked halfway down a page lands at the top", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/areas/acklam");
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect.poll(() => scrollY(page)).toBe(600);
  await page.getByRole("banner").getByRole("link", { name: "Contact" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  // The address changes when the navigation starts and the new page follows a
  // moment later, so wait for the contact page's own heading, not any heading.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Contact/);
  expect(await scrollY(page)).toBe(0);
});
