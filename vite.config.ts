import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { eagerCompile } from "./plugins/eager-compile.ts";
import { markdownContent } from "./plugins/markdown-content.ts";

/**
 * Modules named by file (a chunk's members, say). A file named here that no longer exists fails the build,
 * so moving or renaming a module cannot silently change what each page downloads or how the Worker starts.
 */
function modulesNamed(what: string, files: readonly string[]): (id: string) => boolean {
  const paths = new Set(
    files.map((file) => {
      const path = fileURLToPath(new URL(`./${file}`, import.meta.url));
      if (!existsSync(path)) throw new Error(`vite.config.ts: ${what} names ${file}, which does not exist`);
      return path;
    }),
  );
  return (id) => paths.has(id.split("?")[0] ?? id);
}

/** Modules the root layout imports, and the page helpers every route uses. */
const isShellModule = modulesNamed("the shell chunk", [
  "app/lib/page/server-rendered.tsx",
  "app/components/PhoneLink.tsx",
  "app/components/Icon.tsx",
  "app/lib/browser/toasts.ts",
  "app/lib/contracts/api-paths.ts",
  "app/lib/page/loader-meta.ts",
  "app/lib/contracts/track.ts",
  "app/lib/browser/lazy-component.ts",
  "app/content/business.ts",
  "app/content/main-links.ts",
]);

/** The quote form and what it sends with. */
const isQuoteFormModule = modulesNamed("the quote-form chunk", [
  "app/components/QuoteForm.tsx",
  "app/lib/browser/send-quote.ts",
  "app/lib/browser/quote-draft.ts",
  "app/lib/contracts/quote/fields.ts",
]);

/**
 * What a public page's first request after start runs (workers/app.ts to workers/pages/serve.ts): compiled
 * when the Worker starts, not on that request (plugins/eager-compile.ts).
 */
const isPublicPagePath = modulesNamed("the public page path", [
  "workers/doors.ts",
  "workers/http/security-headers.ts",
  "workers/http/rate-limit.ts",
  "workers/http/hex.ts",
  "workers/leads/form-token.ts",
  "workers/pages/serve.ts",
  "workers/pages/prerendered.ts",
  "workers/pages/per-response.ts",
  "workers/pages/substitutions.ts",
  "app/lib/contracts/london-time.ts",
  "app/lib/contracts/opening-status.ts",
  "app/lib/contracts/visit-windows.ts",
]);

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // file-type (photo uploads, workers/photos/) pulls in `debug` through @tokenizer/inflate; its Node
      // build imports node:os and node:tty, which Workers lack: the browser build runs there.
      debug: fileURLToPath(new URL("./node_modules/debug/src/browser.js", import.meta.url)),
    },
  },
  plugins: [
    markdownContent(),
    eagerCompile("ssr", isPublicPagePath),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // The browser tests' second preview server (texts on) keeps its local D1 apart: playwright.config.ts.
      persistState: process.env.PREVIEW_PERSIST_TO ? { path: process.env.PREVIEW_PERSIST_TO } : true,
    }),
    tailwindcss(),
    reactRouter(),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The small modules every page loads (the root layout's own imports) in one chunk with the root's
            // page helpers: one request and one gzip stream instead of ten, each with its own overhead.
            codeSplitting: {
              groups: [
                // With Vite's preload helper (every lazy import uses it; the photo uploads made it shared),
                // which would otherwise become a chunk of its own on every page.
                { name: "shell", test: (id: string) => isShellModule(id) || id.includes("vite/preload-helper") },
                // The quote form and what it sends with: always loaded together.
                { name: "quote-form", test: isQuoteFormModule },
              ],
            },
          },
        },
      },
    },
    // The server inlines app.css into every page (app/entry.server.tsx): minify it there too.
    ssr: { build: { cssMinify: true } },
  },
});
