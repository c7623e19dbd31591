import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { queryLeads, sqlText } from "./leads-db";
import { axeViolations, sidewaysScroll } from "./outside-checkers";

/**
 * "Notify this phone" on the desk, at 390 px, with Chromium's
 * notification permission granted. Chromium here cannot reach a real push
 * service, so PushManager.subscribe is a stand-in that answers as a browser
 * would (an https endpoint and the two keys); everything else is real: the
 * service worker registers from /desk/sw.js with scope /desk, the
 * subscription is posted to the desk and stored in D1 with the desk user.
 */
const RUN = crypto.randomUUID().slice(0, 8);
const ENDPOINT = `https://fcm.googleapis.com/fcm/send/e2e/${RUN}`;
const LABEL = `Van phone ${RUN}`;
const RENAMED = `Loft phone ${RUN}`;

test.use({ viewport: { width: 390, height: 844 }, permissions: ["notifications"] });

test("the desk installs as an app and turns notifications on, then the device is renamed and removed", async ({
  page,
  request,
}) => {
  // Devices left by an earlier run that stopped half-way.
  await queryLeads("DELETE FROM push_subscriptions WHERE endpoint LIKE 'https://fcm.googleapis.com/fcm/send/e2e/%'");
  await page.addInitScript((endpoint) => {
    const key = (length: number) =>
      btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(length))))
        .replaceAll("+", "-")
        .replaceAll("/", "_")
        .replace(/=+$/, "");
    const p256dh = key(65);
    const auth = key(16);
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      // Kept across the navigation that follows: the key the desk subscribed with (a P-256 point: 65 bytes).
      sessionStorage.setItem("subscribedWith", String((options?.applicationServerKey as Uint8Array).byteLength));
      return { endpoint, toJSON: () => ({ endpoint, keys: { p256dh, auth } }) } as unknown as PushSubscription;
    };
  }, ENDPOINT);

  // The desk's pages link the desk's manifest first (browsers use the first), with credentials (Access).
  await gotoHydrated(page, "/desk/devices");
  const manifestLink = page.locator('link[rel="manifest"]').first();
  await expect(manifestLink).toHaveAttribute("href", "/desk/manifest.webmanifest");
  await expect(manifestLink).toHaveAttribute("crossorigin", "use-credentials");

  const manifest = await request.get("/desk/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  const app = (await manifest.json()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] };
  expect(app).toMatchObject({ start_url: "/desk", scope: "/desk", display: "standalone", short_name: "Lead desk" });
  expect(app.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of app.icons) expect((await request.get(icon.src)).headers()["content-type"]).toBe("image/png");

  const worker = await request.get("/desk/sw.js");
  expect(worker.ok()).toBe(true);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(worker.headers()["service-worker-allowed"]).toBe("/desk");
  const script = await worker.text();
  for (const event of ["push", "notificationclick"]) expect(script).toContain(`addEventListener("${event}"`);
  expect(script).not.toContain('addEventListener("fetch"'); // caches nothing, serves nothing

  // Turn notifications on.
  await page.getByLabel("Name of this device").fill(LABEL);
  await page.getByRole("button", { name: "Notify this phone" }).click();
  await expect(page.getByRole("status")).toHaveText("This phone now gets a notification for every new request.");
  expect(await page.evaluate(() => sessionStorage.getItem("subscribedWith"))).toBe("65");
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/desk"))?.scope);
  expect(registration).toMatch(/\/desk$/);
  const rows = await queryLeads<{ id: string; label: string; user_email: string }>(
    `SELECT id, label, user_email FROM push_subscriptions WHERE endpoint = ${sqlText(ENDPOINT)}`,
  );
  expect(rows).toEqual([{ id: expect.any(String), label: LABEL, user_email: "a developer on this computer" }]);
  await expect(page.getByRole("listitem").filter({ hasText: LABEL })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBeUndefined();

  // Rename, then remove: the list and D1 follow.
  await page.getByLabel(`New name for ${LABEL}`).fill(RENAMED);
  await page.getByRole("button", { name: `Rename ${LABEL}` }).click();
  await expect(page.getByRole("status")).toHaveText("Renamed.");
  await page.getByRole("button", { name: `Remove ${RENAMED}` }).click();
  await expect(page.getByRole("status")).toHaveText("Removed: that device gets no more notifications.");
  expect(await queryLeads(`SELECT id FROM push_subscriptions WHERE endpoint = ${sqlText(ENDPOINT)}`)).toEqual([]);
});
