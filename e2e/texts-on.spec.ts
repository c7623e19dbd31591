import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { servedAgo } from "./form-token";
import { uniqueName } from "./leads-db";
import { TEXTS_ON_ORIGIN, TWILIO_ACCOUNT, TWILIO_FROM, textsTo } from "./stand-ins";

/**
 * Texts on: the production build with TWILIO_* pointing at the stand-in Twilio
 * on loopback (e2e/stand-ins.ts). A quote sent from the home page with a UK
 * mobile gets its request page link by text, through Twilio's Messages API.
 */
test.use({ baseURL: TEXTS_ON_ORIGIN });

test("a quote sent with a UK mobile: the request page link is texted to that number", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}` });
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  const typed = `077 ${digits.slice(0, 4)} ${digits.slice(4)}`;
  const mobile = `+4477${digits}`;
  const name = uniqueName("Texted Visitor");

  await gotoHydrated(page, "/");
  const form = page.locator('[data-quote-form="hero"]');
  await servedAgo(form);
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Phone number").fill(typed);
  await form.getByLabel("Postcode").fill("TS5 6AA");
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  const panel = page.getByRole("region", { name: "Request received" });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(
    panel.getByText("We have sent the link to your request page to your mobile by text message."),
  ).toBeVisible();

  // The queue consumer sends it: wait for the stand-in to have it, never on the clock.
  await expect.poll(async () => (await textsTo(mobile)).length, { timeout: 30_000 }).toBe(1);
  const [sms] = await textsTo(mobile);
  expect(sms!.method).toBe("POST");
  expect(sms!.path).toBe(`/2010-04-01/Accounts/${TWILIO_ACCOUNT.accountSid}/Messages.json`);
  expect(sms!.credentials).toBe(`${TWILIO_ACCOUNT.accountSid}:${TWILIO_ACCOUNT.authToken}`);
  expect(sms!.answered).toBe(201);
  expect(sms!.form).toEqual({
    To: mobile,
    From: TWILIO_FROM,
    StatusCallback: "https://www.boilerrepairmiddlesbrough.co.uk/api/texts/status",
    Body: expect.stringMatching(
      /^Boiler Repair Middlesbrough: Hello Texted, we have your boiler request\. Your request page, to follow the visit, add photos or change the time: https:\/\/www\.boilerrepairmiddlesbrough\.co\.uk\/requests\/[A-Za-z0-9_-]{43}$/,
    ),
  });

  // The texted link opens this visitor's request page.
  const link = new URL(sms!.form.Body!.split(" ").at(-1)!);
  await page.goto(link.pathname);
  await expect(page.getByTestId("request-state")).toHaveText("Requested");
});
