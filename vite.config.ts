import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { markdownContent } from "./plugins/markdown-content.ts";

/**
 * Chunk members named by file. A file named here that no longer exists fails the build,
 * so moving or renaming a module cannot silently change what each page downloads.
 */
function chunkMembers(chunk: string, files: readonly string[]): (id: string) => boolean {
  const paths = new Set(
    files.map((file) => {
      const path = fileURLToPath(new URL(`./${file}`, import.meta.url));
      if (!existsSync(path)) throw new Error(`vite.config.ts: the ${chunk} chunk names ${file}, which does not exist`);
      return path;
    }),
  );
  return (id) => paths.has(id.split("?")[0] ?? id);
}

/** Modules the root layout imports, and the page helpers every route uses. */
const isShellModule = chunkMembers("shell", [
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
const isQuoteFormModule = chunkMembers("quote-form", [
  "app/components/QuoteForm.tsx",
  "app/lib/browser/send-quote.ts",
  "app/lib/browser/quote-draft.ts",
  "app/lib/contracts/quote/fields.ts",
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
