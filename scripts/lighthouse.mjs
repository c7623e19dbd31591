// Lighthouse (mobile, simulated throttling) against the production build served
// by workerd with compression (wrangler dev), using Debian's Chromium.
// Usage: npm run lighthouse [-- /path ...]   (default: a page of every public page type)
// Prints the four category scores, LCP, TBT, CLS and the JavaScript each page
// transfers, next to the floor: React + React Router with an empty route.
// "JS gzip (static)" and "over floor" count the page's own JavaScript (entry,
// root, route and their imports); the assistant's code, fetched when the
// browser is idle after load (never before first paint or LCP), is shown apart
// as "prefetched when idle" (the notices' code comes only when a form is used).
// The paint floor: a static page with the home page's heading and first
// paragraph, no CSS file and no script, served by the same server in the same
// run (FLOOR_PAGE, written into build/client for the run and removed after).
// Each page's LCP is printed beside the floor's first paint ("LCP - floor").
// `--levers` also measures static copies of the home page (served like the floor) without its inline
// stylesheet, cut after its first section, and both: what each part of the document costs before the
// first paint (docs/performance.md, "The paint floor").
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { serveBuild } from "./serve-build.mjs";

const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const levers = process.argv.includes("--levers");
// By default one page of every public page type (with --levers, only the home page and its variants).
if (paths.length === 0 && levers) paths.push("/");
if (paths.length === 0) {
  paths.push(
    "/",
    "/services",
    "/services/boiler-repair",
    "/services/brands/worcester-bosch",
    "/areas",
    "/areas/acklam",
    "/blog",
    "/blog/boiler-losing-pressure",
    "/questions",
    "/questions/landlords",
    "/gas-safe-questions",
    "/prices",
    "/about",
    "/contact",
    "/privacy-policy",
  );
}

const gz = (/** @type {string} */ file) => gzipSync(readFileSync(file)).length;
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// The floor: an empty React Router app with the same versions and flags.
execFileSync("npx", ["react-router", "build", "bench/floor"], { stdio: "ignore" });
const floorDir = "bench/floor/build/client/assets";
const floorJs = readdirSync(floorDir)
  .filter((f) => f.endsWith(".js"))
  .reduce((sum, f) => sum + gz(join(floorDir, f)), 0);

// Chunks no route imports: loaded on demand (photos, notices) or when idle (the assistant).
const assetsDir = "build/client/assets";
const manifestFile = readdirSync(assetsDir).find((f) => /^manifest-.*\.js$/.test(f)) ?? "";
const manifestSource = readFileSync(join(assetsDir, manifestFile), "utf8");
/** @type {{ entry: { module: string, imports?: string[] }, routes: Record<string, { module: string, imports?: string[] }> }} */
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""));
const initialChunks = new Set([`/assets/${manifestFile}`]);
for (const r of [manifest.entry, ...Object.values(manifest.routes)]) {
  for (const f of [r.module, ...(r.imports ?? [])]) initialChunks.add(f);
}

/** The floor page: the home page's first heading and paragraph as a bare 1 KiB HTML file. */
const FLOOR_PAGE = "/lighthouse-floor";
const FLOOR_FILE = join("build/client", `${FLOOR_PAGE}.html`);

let server = await serveBuild({ port: 8790 });
const home = await (await fetch(`${server.origin}/`)).text();
const firstOf = (/** @type {RegExp} */ pattern) => pattern.exec(home)?.[0] ?? "";
const heading = firstOf(/<h1[\s\S]*?<\/h1>/);
const paragraph = firstOf(/<p[ >][\s\S]*?<\/p>/);
if (!heading || !paragraph) throw new Error("The home page has no <h1> or <p> to copy into the floor page.");
await server.stop();
writeFileSync(
  FLOOR_FILE,
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="The paint floor"></head><body><main>${heading}${paragraph}</main></body></html>`,
);
/** --levers: the home page as static files, whole and without parts (see the comment at the top). */
const LEVERS = levers ? homeVariants(home) : {};
for (const [path, html] of Object.entries(LEVERS)) writeFileSync(join("build/client", `${path}.html`), html);
paths.push(...Object.keys(LEVERS));
server = await serveBuild({ port: 8790 });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});
const rows = [];
/** @type {number | undefined} the floor page's first paint in this run */
let floorPaint;
try {
  for (const path of [FLOOR_PAGE, ...paths]) {
    // Lighthouse sometimes fails to record the trace (NO_NAVSTART, "Please run Lighthouse again"): a
    // failure of the tool, not of the page, so that run is made again (at most twice) and counted.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(`${server.origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const error = result?.lhr.runtimeError;
      if (!error) break;
      console.warn(`${path}: Lighthouse could not measure (${error.code}), attempt ${attempt} of 3`);
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
    /** @type {{ url: string, resourceType: string, transferSize: number }[]} */
    const requests = /** @type {any} */ (lhr.audits["network-requests"]?.details)?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === "Script");
    const jsTransferred = scripts.reduce((sum, r) => sum + r.transferSize, 0);
    const isInitial = (/** @type {{ url: string }} */ r) => initialChunks.has(new URL(r.url).pathname);
    const gzOf = (/** @type {{ url: string }} */ r) => gz(join("build/client", new URL(r.url).pathname));
    const jsStatic = scripts.filter(isInitial).reduce((sum, r) => sum + gzOf(r), 0);
    const jsIdle = scripts.filter((r) => !isInitial(r)).reduce((sum, r) => sum + gzOf(r), 0);
    if (path === FLOOR_PAGE) {
      floorPaint = audit("first-contentful-paint");
      console.log(
        `Floor page (static, no CSS file, no script): first paint ${Math.round(floorPaint)} ms, LCP ${Math.round(audit("largest-contentful-paint"))} ms`,
      );
      continue;
    }
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push({
      page: path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "FCP ms": Math.round(audit("first-contentful-paint")),
      "LCP ms": Math.round(audit("largest-contentful-paint")),
      "LCP - floor": Math.round(audit("largest-contentful-paint") - (floorPaint ?? NaN)),
      "TBT ms": Math.round(audit("total-blocking-time")),
      CLS: Number(audit("cumulative-layout-shift").toFixed(3)),
      "JS transferred": kib(jsTransferred),
      "JS gzip (static)": kib(jsStatic),
      "over floor": kib(jsStatic - floorJs),
      "prefetched when idle": kib(jsIdle),
      "failed audits": failing.join(" ") || "-",
    });
    await mkdir("reports", { recursive: true });
    await writeFile(`reports/lighthouse${path.replace(/\W+/g, "_")}.json`, JSON.stringify(lhr));
  }
} finally {
  await chrome.kill();
  server.stop();
  rmSync(FLOOR_FILE, { force: true });
  for (const path of Object.keys(LEVERS)) rmSync(join("build/client", `${path}.html`), { force: true });
}
console.log(`JavaScript floor (React + React Router, empty route): ${kib(floorJs)} gzip`);
console.table(rows);
const late = rows.filter((r) => !(r["LCP - floor"] <= 150)).map((r) => r.page);
console.log(
  late.length
    ? `LCP more than 150 ms after the floor's first paint: ${late.join(", ")}`
    : "LCP within 150 ms of the floor's first paint on every page",
);

/**
 * Static copies of the home page: as served, without its inline stylesheet, cut after the first
 * section of <main> (the first screen), and both.
 * @param {string} html
 * @returns {Record<string, string>}
 */
function homeVariants(html) {
  const style = /<style[^>]*>[\s\S]*?<\/style>/.exec(html)?.[0] ?? "";
  const mainAt = html.indexOf("<main");
  const firstSectionEnd = html.indexOf("</section>", mainAt) + "</section>".length;
  const mainEnd = html.indexOf("</main>");
  if (!style || mainAt < 0 || firstSectionEnd < mainAt || mainEnd < firstSectionEnd) {
    throw new Error("The home page has no inline <style> or no <section> in <main> to cut after.");
  }
  const cut = html.slice(0, firstSectionEnd) + html.slice(mainEnd);
  return {
    "/lever-home-static": html,
    "/lever-home-no-css": html.replace(style, ""),
    "/lever-home-first-screen": cut,
    "/lever-home-first-screen-no-css": cut.replace(style, ""),
  };
}
