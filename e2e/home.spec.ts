import { expect, test } from "@playwright/test";
import { contentSlugs } from "./content-pages";
import { gotoHydrated } from "./hydrated";
import { servedAgo } from "./form-token";
import { queryLeads, sqlText, uniqueName } from "./leads-db";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}` });
});

test("the sections come in the spec's order with its texts", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Boiler Repair Middlesbrough | Same-Day Gas Safe Engineers");
  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual([
    "Get a free quote",
    "Why Teesside Trusts Us",
    "Our Boiler Services",
    "Clear, Fixed Prices",
    "Boiler Advice from Our Engineers",
    "Areas We Cover",
    "What Our Customers Say",
    "Ready to Fix Your Boiler?",
  ]);
  for (const text of [
    "Takes 60 sec — no payment taken",
    "Serving Middlesbrough and surrounding areas",
    "Don't just take our word for it",
    "Get your same-day repair quote from the town's trusted Gas Safe engineers",
    "Available 7 days a week • Emergency callouts available",
    "Not sure if we cover your area?",
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  for (const claim of [
    "Gas Safe registered engineers",
    "No call-out fees",
    "Available 7 days a week",
    "12-month parts and labour guarantee",
    "24/7 emergency callouts",
  ]) {
    await expect(page.locator("#hero").getByText(claim, { exact: true })).toBeVisible();
  }
  await expect(page.locator("#hero")).toContainText("4.9/5 from 127 reviews");
  await expect(page.locator("#hero")).toContainText("Same-day repairs when you book before 12pm");
});

test("trust cards link Gas Safe to the questions page and brands to their pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Gas safety questions" })).toHaveAttribute("href", "/gas-safe-questions");
  const brandLinks = page.locator('main a[href^="/services/brands/"]');
  await expect(brandLinks).toHaveCount(contentSlugs("brands").length);
  await brandLinks.filter({ hasText: "Vaillant" }).click();
  await expect(page).toHaveURL(/\/services\/brands\/vaillant$/);
});

test("six service cards, two of them Popular, each to its page", async ({ page }) => {
  await page.goto("/");
  const grid = page.getByRole("region", { name: "Our Boiler Services" });
  const cards = grid.getByRole("listitem");
  await expect(cards).toHaveCount(6);
  const popular = await grid.getByRole("listitem").filter({ hasText: "Popular" }).locator("h3").allTextContents();
  expect(popular).toEqual(["Boiler Repair", "Emergency Boiler Repair"]);
  await expect(grid.getByRole("link", { name: /Leak Repairs/ })).toHaveAttribute(
    "href",
    "/services/leaking-boiler-repairs",
  );
  await expect(grid.getByRole("link", { name: /Gas Safety Checks/ })).toHaveAttribute(
    "href",
    "/services/gas-safety-checks",
  );
});

test.describe("pricing tabs", () => {
  test("repairs first; click and arrow keys switch; every package with No VAT", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tabs = page.getByRole("tablist", { name: "Price lists" });
    const panel = page.getByRole("tabpanel");
    await expect(tabs.getByRole("tab", { name: "Repairs" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.locator("h3")).toHaveText(["Same-Day Repair", "Weekend Repair", "Hourly Rate"]);
    await expect(panel).toContainText("from £95");
    await expect(panel).toContainText("Most Popular");
    await expect(panel.getByText("No VAT")).toHaveCount(3);

    await tabs.getByRole("tab", { name: "Servicing" }).click();
    await expect(panel.locator("h3")).toHaveText(["Annual Service", "Premium Service", "Landlord Service"]);
    await expect(panel).toContainText("Recommended");
    await expect(panel).toContainText("£79");

    await tabs.getByRole("tab", { name: "Servicing" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Safety" })).toBeFocused();
    await expect(panel.locator("h3")).toHaveText(["Gas Safety Check", "Carbon Monoxide Test", "Emergency Safety"]);
    await expect(panel).toContainText("Legal Requirement");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Repairs" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "Safety" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tabs.getByRole("tab", { name: "Repairs" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(panel).toContainText("£99");
  });

  test("Book Now fills the hero form with the package and books it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("tab", { name: "Safety" }).click();
    await page.getByRole("link", { name: "Book Now: Gas Safety Check, £75" }).click();
    const form = page.locator('[data-quote-form="hero"]');
    await expect(form.getByRole("heading", { name: "Book Gas Safety Check (£75)" })).toBeVisible();
    await expect(form.getByLabel("Your name")).toBeFocused();
    await servedAgo(form);
    const name = uniqueName("Landlord");
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Phone number").fill("07700 900111");
    await form.getByLabel("Postcode").fill("TS10 1AA");
    await form.getByRole("button", { name: "Book Now" }).click();
    await expect(form.getByRole("status")).toHaveText("Booking Gas Safety Check for £75. We'll contact you shortly!");
    expect(await queryLeads(`SELECT service FROM leads WHERE name = ${sqlText(name)}`)).toEqual([
      { service: "Gas Safety Check (£75)" },
    ]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("tabs are links to the chosen price list, and the areas toggle still opens", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("tab", { name: "Safety" }).click();
    await expect(page).toHaveURL(/\?tab=safety#pricing$/);
    await expect(page.getByRole("tabpanel")).toContainText("Carbon Monoxide Test");
    await page.getByText("Show all areas").click();
    await expect(page.getByRole("list", { name: "More areas" }).getByRole("link")).toHaveCount(20);
  });
});

test("blog teaser: one featured article, two more, and a link to the blog", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Boiler Advice from Our Engineers" });
  await expect(section.getByText("Featured article")).toBeVisible();
  await expect(section.locator("article")).toHaveCount(3);
  await expect(section).toContainText("5 min read");
  await expect(section).toContainText("4 min read");
  await expect(section).toContainText("3 min read");
  await expect(section.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
});

test("areas: 12, then 32 with 'Show all areas', back to 12; a tap is logged and opens the area page", async ({
  page,
}) => {
  // Keep a copy of each beacon's body (Playwright cannot read beacon bodies from the network).
  await page.addInitScript(() => {
    const w = window as unknown as { beacons: Promise<string>[] };
    w.beacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) w.beacons.push(data.text());
      return send(url, data);
    };
  });
  await gotoHydrated(page, "/");
  const core = page.getByRole("list", { name: "Core areas" }).getByRole("link");
  const more = page.getByRole("list", { name: "More areas" }).getByRole("link");
  await expect(core).toHaveCount(12);
  await expect(core.first()).toHaveText("Middlesbrough");
  await expect(more.first()).toBeHidden();
  await page.getByText("Show all areas").click();
  await expect(more).toHaveCount(20);
  await expect(more.last()).toBeVisible();
  await expect(more.last()).toHaveText("Robin Hood's Bay");
  await page.getByText("Show fewer areas").click();
  await expect(more.first()).toBeHidden();

  await expect(page.getByRole("link", { name: /Call Now for Coverage Check/ })).toHaveAttribute(
    "href",
    "tel:+441642040623",
  );
  const [beacon] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/track") && r.method() === "POST"),
    core.filter({ hasText: "Redcar" }).click(),
  ]);
  expect(beacon.url()).toMatch(/\/api\/track$/);
  const bodies = await page.evaluate(() => Promise.all((window as unknown as { beacons: Promise<string>[] }).beacons));
  expect(bodies.map((b) => JSON.parse(b))).toContainEqual({ event: "area_tap", page: "/" });
  await expect(page).toHaveURL(/\/areas\/redcar$/);
});

test.describe("testimonials", () => {
  test("desktop shows the first three as cards", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const desktop = page.getByTestId("testimonials-desktop");
    await expect(desktop.locator("figure")).toHaveCount(3);
    await expect(page.getByTestId("testimonials-mobile")).toBeHidden();
    await expect(desktop.getByRole("img", { name: "Rated 5 out of 5" }).first()).toBeVisible();
  });

  test("phone: one at a time, wrapping both ways, swipeable, announced politely", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    const carousel = page.getByTestId("testimonials-mobile");
    const counter = carousel.getByText(/^\d of 6$/);
    await expect(counter).toHaveText("1 of 6");
    await expect(carousel.locator("[aria-live=polite]")).toBeAttached();
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(counter).toHaveText("6 of 6");
    await expect(carousel.locator("figcaption")).toContainText("Thornaby");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(counter).toHaveText("1 of 6");
    await expect(carousel.locator("figcaption")).toContainText("Redcar");
    const card = carousel.locator("figure");
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + 40, { steps: 5 });
    await page.mouse.up();
    await expect(counter).toHaveText("2 of 6");
  });

  test("the six come from Redcar, Guisborough, Marton, Eston, Coulby Newham and Thornaby; one tells of a Sunday call-out within 2 hours", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    const carousel = page.getByTestId("testimonials-mobile");
    const seen: string[] = [];
    let sunday = false;
    for (let i = 0; i < 6; i++) {
      seen.push((await carousel.locator("figcaption span span").last().textContent()) ?? "");
      if (
        /Sunday/.test((await carousel.locator("blockquote").textContent()) ?? "") &&
        /within 2 hours/.test((await carousel.locator("blockquote").textContent()) ?? "")
      )
        sunday = true;
      await carousel.getByRole("button", { name: "Next testimonial" }).click();
    }
    expect(seen).toEqual(["Redcar", "Guisborough", "Marton", "Eston", "Coulby Newham", "Thornaby"]);
    expect(sunday).toBe(true);
  });
});

test("Get Free Quote scrolls to the hero form and puts the cursor in it", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Get Free Quote" }).last().scrollIntoViewIfNeeded();
  await page.getByRole("link", { name: "Get Free Quote" }).last().click();
  const name = page.locator('[data-quote-form="hero"]').getByLabel("Your name");
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
});

test("images fade in when loaded and show the fallback panel when they cannot load", async ({ page }) => {
  await page.route(/\/images\/.*\.svg$/, (route) => route.abort());
  await gotoHydrated(page, "/");
  // Each figure in turn (a failed image is hidden, its panel shown in its place).
  for (const figure of await page.locator("main figure:has(img.smart-image)").all())
    await figure.scrollIntoViewIfNeeded();
  await expect(page.getByRole("img", { name: /./ }).filter({ hasText: "Image not available" })).toHaveCount(3);
  for (const panel of await page.getByText("But our engineers are ready to help!").all())
    await expect(panel).toBeVisible();
  await expect(page.locator("main img.smart-image")).toHaveCount(3);
  for (const img of await page.locator("main img.smart-image").all()) await expect(img).toBeHidden();
});

test("images have their size set and load lazily below the fold", async ({ page }) => {
  await gotoHydrated(page, "/");
  const images = page.locator("main img");
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("width", "1200");
    await expect(img).toHaveAttribute("height", "800");
    await expect(img).toHaveAttribute("loading", "lazy");
  }
  // Below the fold nothing has loaded yet; scrolled to, each one loads and fades in.
  expect(await images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("data-state", "loaded");
    await expect(img).toHaveCSS("opacity", "1");
  }
});

test("the hero form sends, confirms and clears", async ({ page }) => {
  await gotoHydrated(page, "/");
  const form = page.locator('[data-quote-form="hero"]');
  await servedAgo(form);
  const name = uniqueName("Hero Visitor");
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Phone number").fill("07700 900222");
  await form.getByLabel("Postcode").fill("TS14 6AA");
  await form.getByLabel("What's wrong? (optional)").fill("Radiators cold");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(form.getByRole("status")).toContainText("we have your request");
  // The "Request received" panel takes the form's place: no form to fill again on this page view.
  await expect(form.getByRole("heading", { name: "Request received" })).toBeVisible();
  await expect(form.getByLabel("Your name")).toHaveCount(0);
  await expect(form.getByRole("link", { name: "Open your request page" })).toHaveAttribute(
    "href",
    /^\/requests\/[A-Za-z0-9_-]{43}$/,
  );
  expect(await queryLeads(`SELECT postcode, source_page FROM leads WHERE name = ${sqlText(name)}`)).toEqual([
    { postcode: "TS14 6AA", source_page: "/" },
  ]);
});
