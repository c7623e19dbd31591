import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { markdownContent } from "./plugins/markdown-content.ts";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [markdownContent(), cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  environments: {
    // Browser code: reading a property has no side effect (no getters with any), so a module's unused
    // derived constants (e.g. business.ts's) are left out with the objects they read.
    client: { build: { rolldownOptions: { treeshake: { propertyReadSideEffects: false } } } },
    // The server inlines app.css into every page (app/entry.server.tsx): minify it there too.
    ssr: { build: { cssMinify: true } },
  },
});
