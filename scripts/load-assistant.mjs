/**
 * Loads the assistant's answer engine (workers/assistant, TypeScript) into Node
 * for the evaluation and the benchmark: bundled with esbuild (the one wrangler
 * uses) into a temporary module, the "~/" alias resolved from tsconfig.
 */
import { build } from "esbuild";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export async function loadAssistant(entry = "workers/assistant/eval/node-entry.ts") {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    tsconfig: "tsconfig.cloudflare.json",
    logLevel: "error",
  });
  const file = join(mkdtempSync(join(tmpdir(), "assistant-")), "assistant.mjs");
  writeFileSync(file, result.outputFiles[0].text);
  return import(pathToFileURL(file).href);
}
