import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { markdownContent } from "./plugins/markdown-content.ts";
import { routeToStandIns, startStandInPush } from "./test/stand-ins/push-server.ts";

/**
 * Every test runs inside workerd (the Workers runtime) with the bindings of
 * wrangler.toml: a fresh local D1 with our migrations, the queues, R2.
 *
 * Two projects:
 * - `unit`: modules tested directly (domain logic, stores, consumers, the
 *   assistant). No build needed: `npm run test:fast` runs these.
 * - `worker`: requests to the production build (`SELF`/`exports.default` is
 *   build/server), so route tests exercise exactly what `npm run deploy`
 *   ships. Run `npm run build` first; `npm test` does. Which files belong
 *   here is read from their imports (WORKER_TESTS below).
 */
const ALL_TESTS = ["app/**/*.test.ts", "workers/**/*.test.ts", "scripts/**/*.test.ts", "plugins/**/*.test.ts"];

/**
 * The `worker` project's files, found rather than listed: a test file that
 * sends requests to the built Worker imports test/site.ts (or test/desk-access.ts) or takes `exports`
 * (or `SELF`) from "cloudflare:workers". Every other test file is `unit`.
 */
const CALLS_THE_BUILD = [
  /from "(?:\.\.?\/)+test\/(?:site|desk-access)"/,
  /import \{[^}]*\b(?:exports|SELF)\b[^}]*\} from "cloudflare:workers"/,
];
const WORKER_TESTS = ALL_TESTS.flatMap((pattern) => globSync(pattern))
  .filter((file) => CALLS_THE_BUILD.some((pattern) => pattern.test(readFileSync(file, "utf8"))))
  .sort();
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  const builtConfig = "./build/server/wrangler.json";
  // The push services' stand-in on loopback: the unit project's outbound fetch to a push service's host
  // reaches it (routeToStandIns), so Web Push is sent with the real fetch. Started here, not in globalSetup,
  // because the route is part of the runtime's options; it does not keep the process alive.
  const pushService = await startStandInPush();
  const shared = {
    resolve: {
      alias: {
        "~": new URL("./app", import.meta.url).pathname,
        debug: new URL("./node_modules/debug/src/browser.js", import.meta.url).pathname, // as vite.config.ts
      },
    },
  };
  const test = {
    // mimetext ships CommonJS helpers (core-js-pure): pre-bundle it as the production build does.
    // So does ics (CommonJS, for the calendar file of a booked visit); and the photo libraries.
    deps: {
      optimizer: {
        ssr: { enabled: true, include: ["mimetext/browser", "ics", "piexifjs", "exifr", "file-type"] },
      },
    },
    setupFiles: ["./workers/test/apply-migrations.ts"],
    // Providers' stand-ins on loopback (test/stand-ins/): started once in Node, their address given to the tests
    // with `provide` (read with `inject`); the code under test calls them with the real `fetch`.
    globalSetup: ["./test/stand-ins/vitest-setup.ts"],
    // Some tests render every page of the site; on a busy 2-core machine that can pass 5 s.
    testTimeout: 30_000,
  };
  return {
    test: {
      // One test worker per core. Vitest's default for a run is one fewer than the cores, which on the 2-core
      // machines this runs on is one: half the machine idle, as vitest's own process does little once the
      // files are transformed. Each worker has its own workerd and storage (Cloudflare's isolation model:
      // storage is never shared between workers), so the `unit` files, which share one runtime per worker
      // (isolate: false below), still never meet another worker's rows. 2 workers: 93 s → 75 s (2026-11-26).
      maxWorkers: "100%",
      projects: [
        {
          ...shared,
          plugins: [
            markdownContent(),
            cloudflareTest({
              main: "./workers/test/no-fetch.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations },
                outboundService: routeToStandIns(pushService.origin),
              },
            }),
          ],
          test: {
            ...test,
            name: "unit",
            provide: { pushOrigin: pushService.origin },
            include: ALL_TESTS,
            exclude: WORKER_TESTS,
            // The unit files share one runtime per vitest worker instead of starting workerd and importing the
            // app afresh for each file: 120 s → 35 s for the 38 files on a 2-core machine (2026-11-25). They may:
            // each file reads only rows it made (random ids or tags; workers/reminders clears its own tables first),
            // and files in one worker run one after another. The `worker` project stays isolated: its files share the built Worker's page cache
            // (shared, it failed the page cache's tests, since replaced by prerendered pages, and took twice as long).
            isolate: false,
          },
        },
        {
          ...shared,
          plugins: [
            markdownContent(),
            cloudflareTest({
              main: "./build/server/index.js",
              wrangler: { configPath: builtConfig },
              // The build's own queue consumers (wrangler.toml: a batch after at most 1 s).
              miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
            }),
          ],
          test: {
            ...test,
            name: "worker",
            include: WORKER_TESTS,
            setupFiles: [...test.setupFiles, "./workers/test/queue-drained.ts"],
          },
        },
      ],
    },
  };
});
