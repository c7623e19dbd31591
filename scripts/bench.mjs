// Load benchmark of the production build running locally in workerd (wrangler
// dev, compression on). For each page type, from one run: the page rendered
// every time (page cache bypassed with `Cache-Control: no-cache`), the page
// from the page cache, and a static asset of exactly the same bytes served by
// the same server (the page's HTML copied into build/client for the run).
// Prints requests/s, p50 and p99 per target and the ratios against static.
// Usage: npm run bench [-- --requests 600 --concurrency 10]
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
  server = await serveBuild({ port: 8791 });
  const rerender = { "cache-control": "no-cache" };
  const rows = {};
  const ratios = {};
  for (const [type, { path, twin, bytes }] of Object.entries(targets)) {
    const rendered = await measure(`${server.origin}${path}`, rerender);
    const cached = await measure(`${server.origin}${path}`);
    const statik = await measure(`${server.origin}${twin}`);
    const row = (/** @type {Awaited<ReturnType<typeof measure>>} */ r) => ({
      "req/s": Math.round(r.rps),
      "p50 ms": Number(r.p50.toFixed(1)),
      "p99 ms": Number(r.p99.toFixed(1)),
      failures: r.failures,
    });
    Object.assign(rows, {
      [`${type} ${path} rendered`]: row(rendered),
      [`${type} cache hit`]: row(cached),
      [`${type} static twin (${bytes} B)`]: row(statik),
    });
    Object.assign(ratios, {
      [type]: {
        "rendered / static": Number((rendered.rps / statik.rps).toFixed(2)),
        "cache hit / static": Number((cached.rps / statik.rps).toFixed(2)),
        "cache hit / rendered": Number((cached.rps / rendered.rps).toFixed(2)),
      },
    });
  }
  console.log(`${total} requests per target at concurrency ${concurrency}, production build in workerd (wrangler dev)`);
  console.table(rows);
  console.log("Throughput ratios (requests/s), same run:");
  console.table(ratios);
} finally {
  server.stop();
  rmSync(twinDir, { recursive: true, force: true });
}
