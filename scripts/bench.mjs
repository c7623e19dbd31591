// Load benchmark of the production build running locally in workerd (wrangler
// dev, compression on). Sends a fixed number of requests at a fixed
// concurrency to the home page, a service page and a static asset of similar
// size served by the same server, and prints requests/s, p50 and p99 latency
// for each, and the ratio SSR / static from the same run.
// Usage: npm run bench [-- --requests 2000 --concurrency 20]
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { serveBuild } from "./serve-build.mjs";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "20" },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

/**
 * @param {string} url
 * @param {Record<string, string>} [extraHeaders]
 */
async function measure(url, extraHeaders = {}) {
  const headers = { "accept-encoding": "gzip", ...extraHeaders };
  // Warm up: the first requests compile and cache.
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
  const pct = (/** @type {number} */ p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { rps: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), failures };
}

// A static asset of about the size of the rendered home page.
const server = await serveBuild({ port: 8791 });
try {
  const homeBytes = (await (await fetch(`${server.origin}/`)).arrayBuffer()).byteLength;
  const assets = readdirSync("build/client/assets").map((name) => ({
    name,
    size: statSync(join("build/client/assets", name)).size,
  }));
  assets.sort((a, b) => Math.abs(a.size - homeBytes) - Math.abs(b.size - homeBytes));
  const asset = assets[0];
  if (!asset) throw new Error("no static assets in build/client/assets");

  // "no-cache" makes the Worker render the page for every request (page cache bypassed).
  const rerender = { "cache-control": "no-cache" };
  /** @type {[string, string, Record<string, string>?][]} */
  const targets = [
    ["/ (SSR)", "/"],
    ["/services/boiler-repair (SSR)", "/services/boiler-repair"],
    [`/assets/${asset.name} (static, ${asset.size} B; home page ${homeBytes} B)`, `/assets/${asset.name}`],
    ["/ (SSR, rendered every time)", "/", rerender],
    ["/services/boiler-repair (SSR, rendered every time)", "/services/boiler-repair", rerender],
  ];
  /** @type {Record<string, ReturnType<typeof measure> extends Promise<infer T> ? T : never>} */
  const results = {};
  for (const [label, path, extra] of targets) results[label] = await measure(`${server.origin}${path}`, extra);

  console.log(`${total} requests per target at concurrency ${concurrency}, production build in workerd (wrangler dev)`);
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([label, r]) => [
        label,
        { "req/s": Math.round(r.rps), "p50 ms": r.p50.toFixed(1), "p99 ms": r.p99.toFixed(1), failures: r.failures },
      ]),
    ),
  );
  const [home, service, statik, homeRendered, serviceRendered] = Object.values(results);
  if (home && service && statik && homeRendered && serviceRendered) {
    const ratio = (/** @type {{ rps: number }} */ r) => (r.rps / statik.rps).toFixed(2);
    console.log(`SSR / static: home ${ratio(home)}, service ${ratio(service)}`);
    console.log(`SSR rendered every time / static: home ${ratio(homeRendered)}, service ${ratio(serviceRendered)}`);
  }
} finally {
  server.stop();
}
