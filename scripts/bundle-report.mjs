// Bundle report of the production build: the JavaScript each route loads
// before any interaction (entry, root, the route module and their imports,
// plus React Router's manifest), gzip, against the floor (an empty React
// Router app built from bench/floor), and which chunks the bytes go to.
// "without a tap" adds what every page fetches when the browser is idle after
// load, before anyone taps (IDLE_PREFETCH; e2e/performance.spec.ts checks that
// exactly these are fetched): the budget is the floor + 20 KiB on every route.
// Usage: npm run bundle-report [-- --chunks]   (run `npm run build` first)
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const showChunks = process.argv.includes("--chunks");
/** Chunks fetched when idle after load on every page (app/components/assistant/AssistantLauncher.tsx). */
const IDLE_PREFETCH = [/^AssistantDialog-.*\.js$/];
const BUDGET_OVER_FLOOR = 20 * 1024;
const gz = (/** @type {string} */ file) => gzipSync(readFileSync(file)).length;
const kib = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

if (!existsSync("bench/floor/build/client/assets")) {
  execFileSync("npx", ["react-router", "build", "bench/floor"], { stdio: "ignore" });
}
const floorDir = "bench/floor/build/client/assets";
const floor = readdirSync(floorDir)
  .filter((f) => f.endsWith(".js"))
  .reduce((sum, f) => sum + gz(join(floorDir, f)), 0);

const assets = "build/client/assets";
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No build: run `npm run build` first.");
const source = readFileSync(join(assets, manifestFile), "utf8");
/** @type {{ entry: { module: string, imports?: string[] }, routes: Record<string, { id: string, parentId?: string, module: string, imports?: string[] }> }} */
const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));

/** @type {Map<string, number>} */
const sizes = new Map();
const size = (/** @type {string} */ url) => {
  if (!sizes.has(url)) sizes.set(url, gz(join("build/client", url)));
  return sizes.get(url) ?? 0;
};
const routeFiles = (/** @type {{ module: string, imports?: string[] }} */ r) => [r.module, ...(r.imports ?? [])];

const idleFiles = readdirSync(assets)
  .filter((f) => IDLE_PREFETCH.some((pattern) => pattern.test(f)))
  .map((f) => `/assets/${f}`);
if (idleFiles.length !== IDLE_PREFETCH.length) throw new Error(`Idle-prefetched chunks not found: ${IDLE_PREFETCH}`);

/** @type {Map<string, string[]>} chunk -> routes loading it */
const usedBy = new Map();
const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (route.id === "root") continue;
  const files = new Set([`/assets/${manifestFile}`, ...routeFiles(manifest.entry)]);
  for (
    let r = /** @type {typeof route | undefined} */ (route);
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  ) {
    for (const f of routeFiles(r)) files.add(f);
  }
  const total = [...files].reduce((sum, f) => sum + size(f), 0);
  for (const f of files) usedBy.set(f, [...(usedBy.get(f) ?? []), route.id]);
  const withoutTap = total + idleFiles.reduce((sum, f) => sum + size(f), 0);
  rows.push({
    route: route.id,
    chunks: files.size,
    "JS gzip KiB": kib(total),
    "over floor KiB": kib(total - floor),
    "without a tap, over floor KiB": kib(withoutTap - floor),
    budget: withoutTap - floor <= BUDGET_OVER_FLOOR ? "ok" : "OVER",
  });
}
console.log(`Floor (React + React Router, empty route): ${kib(floor)} KiB gzip`);
console.table(rows);
const over = rows.filter((r) => r.budget !== "ok").map((r) => r.route);
console.log(
  `JavaScript without a tap (route + idle prefetch ${idleFiles.map((f) => f.replace("/assets/", "")).join(", ")}): ` +
    (over.length ? `OVER the floor + 20 KiB on ${over.join(", ")}` : "within the floor + 20 KiB on every route"),
);
if (showChunks) {
  const chunks = [...usedBy].map(([file, routes]) => ({
    chunk: file.replace("/assets/", ""),
    "gzip B": size(file),
    routes: routes.length,
  }));
  chunks.sort((a, b) => b["gzip B"] - a["gzip B"]);
  console.table(chunks);
  const lazy = readdirSync(assets).filter((f) => f.endsWith(".js") && !usedBy.has(`/assets/${f}`));
  console.log("Loaded later (not before interaction):");
  console.table(lazy.map((f) => ({ chunk: f, "gzip B": gz(join(assets, f)) })));
}
