import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it. Everything on the site
 * works as plain HTML first; tests of the enhanced behaviour wait for this.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
