/**
 * The outside checkers, on every page of the sitemap of the production build:
 * the W3C Nu Html Checker (vnu-jar, run with Java) and axe-core at 390, 820
 * and 1440 px. Any error or warning from either fails, apart from the Nu
 * checker's known gaps in CSS grammar listed below. Also: the icons and the
 * web app manifest are served.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import axe from "axe-core";

/**
 * Messages about CSS the Nu checker's grammar does not know yet, though browsers do: `@property`
 * (Tailwind's custom properties), anchor positioning (the navigation popovers) and `margin-trim`.
 * These are its gaps, not errors in the page. Nothing else is excused.
 */
const KNOWN_CSS_GRAMMAR_GAPS: readonly RegExp[] = [
  /^CSS: Unrecognized at-rule “@property”/,
  /^CSS: “(anchor-name|position-anchor|position-try-fallbacks|position-area|margin-trim)”: Property “[a-z-]+” doesn't exist\.$/,
  /^CSS: “(top|right|bottom|left|inset)”: “anchor\([a-z-]+\)” is not a “[a-z-]+” value\.$/,
];

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(paths.length).toBeGreaterThan(80);
  return paths;
}

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  url?: string;
  extract?: string;
}

test("W3C Nu Html Checker: no errors or warnings on any sitemap page or the 404 page", async ({ request }) => {
  test.setTimeout(600_000);
  const paths = [...(await sitemapPaths(request)), "/no-such-page"];
  const dir = await mkdtemp(join(tmpdir(), "nu-check-"));
  try {
    const files: string[] = [];
    for (const [i, path] of paths.entries()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      const file = join(dir, `${String(i).padStart(3, "0")}${path.replace(/\//g, "_") || "_"}.html`);
      await writeFile(file, await response.text());
      files.push(file);
    }
    const jar = createRequire(import.meta.url)("vnu-jar") as string;
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", jar, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stdout) as { messages: NuMessage[] }).messages;
    const findings = messages
      .filter((m) => m.type !== "info" || m.subType === "warning")
      .filter((m) => !KNOWN_CSS_GRAMMAR_GAPS.some((gap) => gap.test(m.message)))
      .map(
        (m) =>
          `${m.type}${m.subType ? `/${m.subType}` : ""}: ${m.message} (${m.url?.split("/").pop()}) ${m.extract ?? ""}`,
      );
    expect(findings).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

// ~25 navigations per test: a trace of them all would cost more than the checks.
test.use({ trace: "off" });

/** The sitemap's pages in shards, so that the test workers share the sweep evenly. */
const AXE_SHARDS = 4;

declare global {
  interface Window {
    axe: typeof axe;
  }
}

for (let shard = 0; shard < AXE_SHARDS; shard++) {
  test(`axe at ${WIDTHS.map((w) => w.width).join(", ")} px: no violation of any impact and no sideways scroll on any sitemap page (part ${shard + 1} of ${AXE_SHARDS})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const paths = (await sitemapPaths(request)).filter((_, i) => i % AXE_SHARDS === shard);
    // One tab for the whole part. Each page is loaded once and checked at each width in turn: the layout
    // is CSS media queries alone (no script reads the width), which apply on a resize as on a load.
    // axe-core runs in the page itself (the site has no iframes) and reports only violations: 2.5x
    // faster than @axe-core/playwright's analyze() per width, with the same rules and findings.
    const context = await browser.newContext({ viewport: WIDTHS[0] });
    const page = await context.newPage();
    const findings: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: "load" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.evaluate(axe.source);
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        const violations = await page.evaluate(async () => {
          const results = await window.axe.run(document, { resultTypes: ["violations"] });
          return results.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            targets: v.nodes.map((n) => n.target.join(" ")),
          }));
        });
        if (process.env.AXE_PROGRESS)
          console.log(`axe ${viewport.width} ${path} ${violations.map((v) => v.id).join(" ")}`);
        for (const v of violations)
          findings.push(`${viewport.width} px ${path} ${v.id} (${v.impact}): ${v.targets.join(", ")}`);
        // Nothing wider than the screen: a page that scrolls sideways on a phone is broken there.
        const overflow = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return undefined;
          const wide = [...document.querySelectorAll("body *")].find(
            (e) => e.getBoundingClientRect().right > width + 1,
          );
          const culprit = wide
            ? `, first <${wide.tagName.toLowerCase()} class="${wide.getAttribute("class") ?? ""}">`
            : "";
          return `${document.documentElement.scrollWidth} px wide${culprit}`;
        });
        if (overflow) findings.push(`${viewport.width} px ${path} scrolls sideways: ${overflow}`);
      }
    }
    await context.close();
    expect(findings).toEqual([]);
  });
}

test("serves the icons and the web app manifest made from the logo", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.ico", /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ["/favicon.svg", /^image\/svg\+xml/],
    ["/apple-touch-icon.png", /^image\/png/],
    ["/icon-192.png", /^image\/png/],
    ["/icon-512.png", /^image\/png/],
    ["/icon-maskable-512.png", /^image\/png/],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(type);
    expect((await response.body()).byteLength, path).toBeGreaterThan(200);
  }
  const response = await request.get("/site.webmanifest");
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe("Boiler Repair Middlesbrough");
  expect(manifest.start_url).toBe("/");
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
