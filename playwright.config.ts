import { defineConfig } from "@playwright/test";
import { PREVIEW_ORIGIN, PREVIEW_PORT } from "./e2e/preview-server";
import { testBrowserLaunchOptions } from "./scripts/chromium.mjs";
import { TEXTS_ON_ORIGIN, TEXTS_ON_PORT, TEXTS_ON_VARS } from "./e2e/stand-ins";

/**
 * The preview servers' environment. DESK_DEV_OPEN=1 opens the lead desk on localhost for e2e/desk.spec.ts; `vite
 * preview` reads it from the process environment (CLOUDFLARE_INCLUDE_PROCESS_ENV) unless a .dev.vars was built into
 * build/server.
 */
const PREVIEW_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
  DESK_DEV_OPEN: "1",
  // The desk offers "Notify this phone" (e2e/desk-push.spec.ts). Only a public key: with no private key
  // the queue consumer pushes nothing, so the subscription the test stores never holds back a lead.
  VAPID_PUBLIC_KEY: "BJhhjw7-gu6aVq1zTvIwjTyjou1FFgZTUvgrOPJuiDdiOsJG_1-tkClX5le2ApG2oQhu7voCjla5g6qOF8zuDvI",
  // e2e/leads-db.ts reads and seeds the local D1 through miniflare's local explorer (on by default).
  X_LOCAL_EXPLORER: "true",
};
const TEXTS_ON_STATE = ".wrangler/texts-on";

/**
 * Browser tests against the production build served by workerd (`vite
 * preview` runs build/server in the Workers runtime with local D1 and queues).
 * Run `npm run build` first; `npm test` does.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // `site`: what visitors and the owner do. `checkers`: the outside checkers (W3C Nu, axe at three
  // widths) over every page of the sitemap; `npx playwright test --project site` leaves them out.
  projects: [
    { name: "site", testIgnore: "checkers.spec.ts" },
    { name: "checkers", testMatch: "checkers.spec.ts" },
  ],
  workers: 2,
  // A test that loads a page at three widths and runs axe on each takes 30 s or more on a loaded 2-core
  // machine (one axe run: 2-4 s there). Measured times belong in assertions, not in the test timeout.
  timeout: 90_000,
  // Same reason for an assertion's wait: a client navigation under the other worker's axe sweep took over
  // Playwright's default 5 s twice in CI (then 6 of 6 alone). What is asserted does not change.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: PREVIEW_ORIGIN,
    browserName: "chromium",
    launchOptions: testBrowserLaunchOptions,
    // No traces: recording them (a screencast and DOM snapshots of every test, kept for failures only) took a
    // quarter of the browser tests' CPU on the 2-core machine. A failure still leaves its error context (the
    // page's accessibility tree) and a screenshot; `npx playwright test --trace on` records traces to debug.
    trace: "off",
    screenshot: "only-on-failure",
  },
  // The stand-in Twilio on loopback that the texts-on server calls (e2e/stand-ins.ts).
  globalSetup: "./e2e/global-setup.ts",
  webServer: [
    {
      command: `npm run db:migrate:local && vite preview --port ${PREVIEW_PORT} --strictPort`,
      url: `${PREVIEW_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: PREVIEW_ENV,
    },
    {
      // The same build with texts on (e2e/texts-on.spec.ts): TWILIO_* point at the stand-in, its own local state.
      command: `npm run db:migrate:local -- --persist-to ${TEXTS_ON_STATE} && vite preview --port ${TEXTS_ON_PORT} --strictPort`,
      url: `${TEXTS_ON_ORIGIN}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { ...PREVIEW_ENV, ...TEXTS_ON_VARS, PREVIEW_PERSIST_TO: TEXTS_ON_STATE },
    },
  ],
});
