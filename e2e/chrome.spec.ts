import { expect, type Page, test } from "@playwright/test";
import { contentSlugs } from "./content-pages";
import { gotoHydrated } from "./hydrated";

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1440, height: 900 };

const header = (page: Page) => page.getByRole("banner");

test.describe("header at each width", () => {
  test("phone: a call icon and a menu toggle, no desktop navigation", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Call 01642 040623" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(header(page).getByRole("link", { name: /^Call Now/ })).toBeHidden();
  });

  test("tablet: a Call button and the menu toggle", async ({ page }) => {
    await page.setViewportSize(TABLET);
    await page.goto("/");
    const call = header(page).getByRole("link", { name: "Call 01642 040623", exact: true });
    await expect(call).toBeVisible();
    await expect(call).toHaveText(/^Call/);
    await expect(call).toHaveAttribute("href", "tel:+441642040623");
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("desktop: dropdown navigation, the phone number and Call Now", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = header(page).getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    for (const name of ["Services", "Boiler Brands", "Areas"]) {
      await expect(nav.getByRole("button", { name })).toBeVisible();
    }
    for (const name of ["Home", "Blog", "Questions", "Prices", "About", "Contact"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(header(page).getByRole("link", { name: "01642 040623", exact: true })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Call Now 01642 040623" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("stays at the top of the window while scrolling", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/about");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const box = await header(page).boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe("assistant launcher", () => {
  for (const [name, size] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`${name}: stays in view at the bottom corner while the page scrolls`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/services/boiler-repair");
      const launcher = page.getByRole("button", { name: "Ask us" });
      await expect(launcher).toBeInViewport();
      await page.mouse.wheel(0, 1500);
      await expect(launcher).toBeInViewport();
      const box = (await launcher.boundingBox())!;
      expect(box.x + box.width).toBeGreaterThan(size.width - 40);
      expect(box.width).toBeLessThan(200);
    });
  }

  test("the open assistant's title is white on its dark bar", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Ask us" }).click();
    const title = page.getByRole("heading", { name: "Ask Boiler Repair Middlesbrough" });
    await expect(title).toHaveCSS("color", "rgb(255, 255, 255)");
  });
});

test.describe("mobile menu", () => {
  test("opens with grouped links, and choosing a link navigates and closes it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const group of ["Services", "Areas", "Boiler Brands"]) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/contact");
    await expect(menu.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+441642040623");
    await expect(menu.getByText("24/7 Emergency • Gas Safe • No Call-Out Fee")).toBeVisible();

    await menu.getByText("Boiler Brands", { exact: true }).click();
    await menu.getByRole("link", { name: "Vaillant", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/brands\/vaillant$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Vaillant");
  });

  test("closes with Escape and gives focus back to the toggle", async ({ page }) => {
    await page.setViewportSize(TABLET);
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Tab moves through the open menu first (it follows its button).
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("opens and closes without JavaScript (a popover)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/prices");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Prices", exact: true })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await context.close();
  });

  test("marks the current page after a client navigation", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("Get Free Quote leads to the contact page", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Get Free Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("desktop dropdowns", () => {
  test("work by keyboard: open, move in, follow a link, Escape closes", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    const panel = page.locator("#nav-services");
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible();
    await expect(nav.getByRole("link", { name: "Boiler Servicing" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(services).toBeFocused();

    const areas = nav.getByRole("button", { name: "Areas" });
    await areas.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Acklam" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/areas\/acklam$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Acklam");
    await expect(page.locator("#nav-areas")).toBeHidden();
  });

  test("open on tap or click, and close when clicking elsewhere", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await page.getByRole("button", { name: "Boiler Brands" }).click();
    await expect(page.locator("#nav-brands")).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.locator("#nav-brands")).toBeHidden();
  });

  test("brands dropdown lists every brand page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Boiler Brands" }).click();
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /./ });
    await expect(page.getByText("Boiler Brands and Models")).toBeVisible();
    await expect(links.filter({ hasText: "Worcester Bosch" })).toBeVisible();
    const brandLinks = page.locator('nav[aria-label="Main"] a[href^="/services/brands/"]');
    await expect(brandLinks).toHaveCount(contentSlugs("brands").length);
    for (const slug of contentSlugs("brands"))
      await expect(page.locator(`nav[aria-label="Main"] a[href="/services/brands/${slug}"]`)).toHaveCount(1);
  });

  test("highlights the active section by prefix", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/blog/boiler-error-codes");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });
});

test("hydration keeps the server's HTML of the layout and of a page's parts, with no hydration error", async ({
  page,
}) => {
  // docs/decisions/0008: React, hydrating an element with dangerouslySetInnerHTML in production, keeps the
  // HTML it finds. If a React upgrade changed that, the footer and the page's text would vanish here.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const path = "/services/boiler-repair";
  const served = await (await page.request.get(path)).text();
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, path);
  const [server, hydrated] = await page.evaluate((html) => {
    const read = (doc: Document) => ({
      footerLinks: [...doc.querySelectorAll("footer a")].map((a) => a.getAttribute("href")),
      parts: [...doc.querySelectorAll("main [data-server-html]")].map((part) => part.textContent ?? ""),
    });
    return [read(new DOMParser().parseFromString(html, "text/html")), read(document)];
  }, served);
  expect(server.footerLinks.length).toBeGreaterThanOrEqual(15);
  expect(server.parts.join("").length).toBeGreaterThan(2000);
  expect(hydrated).toEqual(server);
  expect(errors).toEqual([]);
});

test.describe("footer and call bar", () => {
  test("footer links lead to real pages", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThanOrEqual(15);
    for (const href of new Set(hrefs)) {
      const response = await page.request.get(href!);
      expect(response.status(), href!).toBe(200);
    }
    await footer.getByRole("link", { name: "View All Areas" }).click();
    await expect(page).toHaveURL(/\/areas$/);
    await expect(footer.getByRole("link", { name: "Emergency Call Out" })).toHaveAttribute("href", "tel:+441642040623");
  });

  test("the call bar shows on phones only", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const bar = page.getByTestId("call-bar");
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: /Call Now/ })).toHaveAttribute("href", "tel:+441642040623");
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
    await page.setViewportSize(TABLET);
    await expect(bar).toBeHidden();
    await page.setViewportSize(DESKTOP);
    await expect(bar).toBeHidden();
  });
});

test.describe("navigation behaviour", () => {
  test("scrolls to the top on a new page and restores the position on Back", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await page.getByRole("contentinfo").getByRole("link", { name: "Boiler Servicing" }).click();
    await expect(page).toHaveURL(/boiler-servicing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  test("shows 'Loading...' while a page is on its way", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/");
    // The page's data is held until the spinner has been seen (a timed delay lost the race on a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Acklam" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Acklam");
    await expect(page.getByText("Loading...")).toBeHidden();
  });
});

test("unknown pages show the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByText("Sorry, the page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Boiler Repair Middlesbrough | Same-Day Gas Safe Engineers");
});

test("client-side navigation to an unknown slug shows the 404 page", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    const a = document.createElement("a");
    a.href = "/services/nope";
    a.textContent = "broken";
    document.body.append(a);
  });
  // A plain anchor is a full document load: the server answers 404.
  const [response] = await Promise.all([page.waitForResponse("**/services/nope"), page.getByText("broken").click()]);
  expect(response.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("the social sharing image and favicon are served", async ({ page }) => {
  await page.goto("/");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  const path = new URL(image ?? "").pathname;
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  expect((await page.request.get("/favicon.svg")).status()).toBe(200);
});
