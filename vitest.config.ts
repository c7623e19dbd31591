import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { markdownContent } from "./plugins/markdown-content.ts";

/**
 * Tests run inside workerd (the Workers runtime) with the bindings of
 * wrangler.toml: a fresh local D1 with our migrations, and the queues.
 * `SELF`/`exports.default` is the production build (build/server), so route
 * tests exercise exactly what `npm run deploy` ships: run `npm run build` first.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    resolve: {
      alias: {
        "~": new URL("./app", import.meta.url).pathname,
        debug: new URL("./node_modules/debug/src/browser.js", import.meta.url).pathname, // as vite.config.ts
      },
    },
    plugins: [
      markdownContent(),
      cloudflareTest({
        main: "./build/server/index.js",
        wrangler: { configPath: "./build/server/wrangler.json" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ["app/**/*.test.ts", "workers/**/*.test.ts", "scripts/**/*.test.ts"],
      // mimetext ships CommonJS helpers (core-js-pure): pre-bundle it as the production build does.
      // So does ics (CommonJS, for the calendar file of a booked visit); and the photo libraries.
      deps: {
        optimizer: {
          ssr: { enabled: true, include: ["mimetext/browser", "ics", "piexifjs", "exifr", "file-type"] },
        },
      },
      setupFiles: ["./workers/test/apply-migrations.ts"],
      // Some tests render every page of the site; on a busy 2-core machine that can pass 5 s.
      testTimeout: 30_000,
    },
  };
});
