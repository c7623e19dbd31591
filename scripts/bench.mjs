// Load benchmark of the production build running locally in workerd (wrangler
// dev, compression on, started with an empty cache). For each page type, from
// one run: the page rendered on request (a query string), the page from its
// prerendered file (what visitors get), and a static asset of exactly the same
// bytes served by the same server (the page's HTML copied into build/client for
// the run). Prints requests/s, p50 and p99 per target and the ratios against
// static; exits 1 when a prerendered page's median time is over 1.5 times its
// static twin's. Usage: npm run bench [-- --requests 600 --concurrency 10]
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { serveBuild } from "./serve-build.mjs";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "600" },
    concurrency: { type: "string", default: "10" },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

/** One page of each type. */
const pages = {
  home: "/",
  service: "/services/boiler-repair",
  brand: "/services/brands/worcester-bosch",
  area: "/areas/redcar",
  article: "/blog/boiler-losing-pressure",
  questions: "/gas-safe-questions",
  prices: "/prices",
  contact: "/contact",
};

/**
 * @param {string} url
 * @param {Record<string, string>} [extraHeaders]
 */
async function measure(url, extraHeaders = {}) {
  const headers = { "accept-encoding": "gzip", ...extraHeaders };
  // Warm up: the first requests compile and fill the cache.
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) failures++;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), failures };
}

// The static twins: each page's HTML as a file the asset server serves as it is.
const twinDir = "build/client/__bench";
/** A prerendered page's median time may be at most this many times its static twin's. */
const MAX_MEDIAN_RATIO = 1.5;
let server = await serveBuild({ port: 8791 });
/** @type {Record<string, { path: string, twin: string, bytes: number }>} */
const targets = {};
try {
  mkdirSync(twinDir, { recursive: true });
  for (const [type, path] of Object.entries(pages)) {
    const response = await fetch(`${server.origin}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const html = await response.text();
    writeFileSync(`${twinDir}/${type}.html`, html);
    targets[type] = { path, twin: `/__bench/${type}.html`, bytes: Buffer.byteLength(html) };
  }
} finally {
  server.stop();
}

try {
  // Nothing kept from an earlier run (wrangler dev keeps the Cache API's entries on disk).
  rmSync("build/server/.wrangler/state/v3/cache", { recursive: true, force: true });
  server = await serveBuild({ port: 8791 });
  const rows = {};
  const ratios = {};
  /** @type {string[]} */
  const over = [];
  for (const [type, { path, twin, bytes }] of Object.entries(targets)) {
    const rendered = await measure(`${server.origin}${path}?bench=render`);
    const prerendered = await measure(`${server.origin}${path}`);
    const statik = await measure(`${server.origin}${twin}`);
    const row = (/** @type {Awaited<ReturnType<typeof measure>>} */ r) => ({
      "req/s": Math.round(r.rps),
      "p50 ms": Number(r.p50.toFixed(1)),
      "p99 ms": Number(r.p99.toFixed(1)),
      failures: r.failures,
    });
    Object.assign(rows, {
      [`${type} ${path} rendered`]: row(rendered),
      [`${type} prerendered`]: row(prerendered),
      [`${type} static twin (${bytes} B)`]: row(statik),
    });
    const medianRatio = prerendered.p50 / statik.p50;
    if (!(medianRatio <= MAX_MEDIAN_RATIO)) over.push(`${path} ${medianRatio.toFixed(2)}`);
    Object.assign(ratios, {
      [type]: {
        "p50 prerendered / static": Number(medianRatio.toFixed(2)),
        "p50 rendered / static": Number((rendered.p50 / statik.p50).toFixed(2)),
        "req/s prerendered / static": Number((prerendered.rps / statik.rps).toFixed(2)),
        "req/s rendered / static": Number((rendered.rps / statik.rps).toFixed(2)),
      },
    });
  }
  console.log(`${total} requests per target at concurrency ${concurrency}, production build in workerd (wrangler dev)`);
  console.table(rows);
  console.log("Ratios against the static twin, same run:");
  console.table(ratios);
  if (over.length) {
    console.error(`Median time over ${MAX_MEDIAN_RATIO}x the static twin's: ${over.join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  server.stop();
  rmSync(twinDir, { recursive: true, force: true });
}
