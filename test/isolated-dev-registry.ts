/**
 * Local Workers find each other through wrangler's dev registry
 * (~/.config/.wrangler/registry). A local server that died without removing
 * its entry (a preview server that was killed, `npm run dev` stopped hard)
 * stays listed as the consumer of our queues, and a test that sent to a queue
 * then waited on that dead server for ever. The tests talk to no other local
 * server, so they get a registry of their own, empty. Imported by
 * vitest.config.ts before the Workers pool, which reads the path when loaded.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const registry = mkdtempSync(join(tmpdir(), "boiler-vitest-registry-"));
process.env.WRANGLER_REGISTRY_PATH = registry;
process.on("exit", () => rmSync(registry, { recursive: true, force: true }));
