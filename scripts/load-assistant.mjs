/**
 * Loads the assistant's answer engine (workers/assistant, TypeScript) into Node
 * for the evaluation and the benchmark, through Vite's SSR module loader with
 * the same Markdown content plugin and "~/" alias as the build, so the engine
 * reads exactly the content the site is built from.
 *
 * Returns the entry's exports and a `close` function to call when done.
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { markdownContent } from "../plugins/markdown-content.ts";

export async function loadAssistant(entry = "/workers/assistant/eval/node-entry.ts") {
  const server = await createServer({
    configFile: false,
    logLevel: "error",
    appType: "custom",
    resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
    plugins: [markdownContent()],
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  /** @type {any} the entry's exports (typed in TypeScript, loaded at run time) */
  const module = await server.ssrLoadModule(entry);
  return { ...module, close: () => server.close() };
}
