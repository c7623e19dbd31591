import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { queryLeads, sqlText, uniqueName } from "./leads-db";
import { servedAgo } from "./form-token";
import { axeAtWidths, nuFindings } from "./outside-checkers";
import { offeredWindows } from "~/lib/contracts/visit-windows";

/**
 * The views the text messages work added, at 390, 820 and 1440 px: the
 * "Request received" panel on the home page (with and without JavaScript),
 * the request page of a booked visit with "Ask to change the visit", and the
 * desk's lead with its request page link panel. Each is axe-clean and
 * W3C-valid; SCREENSHOTS=dir saves them to look at.
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}` });
});

const WIDTHS = [390, 820, 1440] as const;

async function shoot(page: Page, name: string, part?: Locator) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${dir}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
}

for (const js of [true, false]) {
  test(`after Send the home page shows the received panel in the form's place (JavaScript ${js ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.9-${Date.now()}-${js}` });
    if (js) await gotoHydrated(page, "/");
    else await page.goto("/");
    const form = page.locator('[data-quote-form="hero"]');
    await servedAgo(form);
    await form.getByLabel("Your name").fill(uniqueName("Panel Visitor"));
    await form.getByLabel("Phone number").fill("07700 900654");
    await form.getByLabel("Postcode").fill("TS5 6AA");
    await form.getByRole("button", { name: "Get My Free Quote" }).click();
    const panel = page.getByRole("region", { name: "Request received" });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel("Your name")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Get My Free Quote" })).toHaveCount(0);
    // No e-mail and texts off in this build: the page says how to come back.
    await expect(panel.getByText("Bookmark your request page: the link is the only way back to it.")).toBeVisible();
    if (!js) {
      expect(await nuFindings([{ name: "received", html: await page.content() }])).toEqual([]);
    } else {
      expect(await axeAtWidths(page)).toEqual([]);
      await shoot(page, "received-panel", page.locator("#hero"));
    }
    await panel.getByRole("link", { name: "Open your request page" }).click();
    await expect(page.getByTestId("request-state")).toHaveText("Requested");
    await context.close();
  });
}

test("a booked visit: the customer asks to change it; the desk shows the ask, the link panel and a Text with the link", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName("Booked Mover");
  const sent = await request.post("/api/contact", {
    // Its own visitor: other specs' requests from this machine do not count against its rate limit.
    headers: { "CF-Connecting-IP": `198.51.100.77-${Date.now()}` },
    data: { name, phone: "07700 900765", postcode: "TS5 6AA", issue: "Boiler service due" },
  });
  expect(sent.status()).toBe(201);
  const { requestUrl } = (await sent.json()) as { requestUrl: string };
  const id = (await queryLeads<{ id: string }>(`SELECT id FROM leads WHERE name = ${sqlText(name)}`))[0]!.id;

  // Booked (as the desk's Confirm does, tested in e2e/desk.spec.ts) for a time a few days ahead: the
  // second-last time offered, which the request-page tests (the first few times) never ask for, so this
  // booking never fills the window their owner confirms in the other worker.
  const booked = offeredWindows(new Date()).at(-2)!.id;
  await queryLeads(
    `UPDATE lead_requests SET visit_state = 'confirmed', visit_window = ${sqlText(booked)} WHERE lead_id = ${sqlText(id)}`,
  );

  await page.goto(requestUrl);
  await expect(page.getByTestId("request-state")).toHaveText("Visit booked");
  expect(await axeAtWidths(page)).toEqual([]);
  await shoot(page, "request-page-booked");
  await page.getByLabel("Time you would prefer").selectOption({ index: 2 });
  await page.getByRole("button", { name: "Ask to change the visit" }).click();
  await expect(page.getByText("Thank you: we have told the engineer the times you would prefer.")).toBeVisible();
  await expect(page.getByText(/^You asked to move the visit to /)).toBeVisible();
  expect(await nuFindings([{ name: "change asked", html: await (await request.get(requestUrl)).text() }])).toEqual([]);

  await gotoHydrated(page, `/desk/leads/${id}`);
  await expect(page.getByText(/^They ask to move it to: /)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Move to / })).toBeVisible();
  const links = page.getByRole("region", { name: "Request page link" });
  await expect(links.getByText("Texts are off: Twilio is not set up")).toBeVisible();
  await expect(links.getByRole("button", { name: "Text the link again" })).toBeDisabled();
  await links.getByRole("button", { name: "Show a fresh link" }).click();
  const link = links.getByLabel("Link to copy");
  await expect(link).toHaveValue(/^https:\/\/www\.boilerrepairmiddlesbrough\.co\.uk\/requests\/[A-Za-z0-9_-]{43}$/);
  const href = await page.getByRole("link", { name: /^Text / }).getAttribute("href");
  expect(decodeURIComponent(href!.split("&body=")[1]!)).toContain(await link.inputValue());
  expect(await axeAtWidths(page)).toEqual([]);
  expect(await nuFindings([{ name: "desk lead", html: await page.content() }])).toEqual([]);
  await shoot(page, "desk-lead-link");
  // The fresh link opens the customer's page.
  await page.goto(new URL(await link.inputValue()).pathname);
  await expect(page.getByTestId("request-state")).toHaveText("Visit booked");
});
