import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { markdownContent } from "./plugins/markdown-content.ts";

/** Modules the root layout imports, and the page helpers every route uses. */
const SHELL_MODULES =
  /\/app\/(components\/(ServerRendered|PhoneLink|Icon)\.tsx|lib\/(notify|api-paths|loader-meta|track|lazy-component)\.ts|content\/(business|main-links)\.ts)$/;

const QUOTE_FORM_MODULES = /\/app\/(components\/QuoteForm\.tsx|lib\/(send-quote|quote-draft|quote-fields)\.ts)$/;

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // file-type (photo uploads, workers/photos/) pulls in `debug` through @tokenizer/inflate; its Node
      // build imports node:os and node:tty, which Workers lack: the browser build runs there.
      debug: fileURLToPath(new URL("./node_modules/debug/src/browser.js", import.meta.url)),
    },
  },
  plugins: [markdownContent(), cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The small modules every page loads (the root layout's own imports) in one chunk with the root's
            // page helpers: one request and one gzip stream instead of ten, each with its own overhead.
            codeSplitting: {
              groups: [
                // With Vite's preload helper (every lazy import uses it; issue 21's photo uploads made it shared),
                // which would otherwise become a chunk of its own on every page.
                { name: "shell", test: (id: string) => SHELL_MODULES.test(id) || id.includes("vite/preload-helper") },
                // The quote form and what it sends with: always loaded together.
                { name: "quote-form", test: QUOTE_FORM_MODULES },
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
