/**
 * The outside checkers, on every page of the sitemap of the production build:
 * the W3C Nu Html Checker (vnu-jar, run with Java) and axe-core at 390, 820
 * and 1440 px (./outside-checkers.ts: any error or warning from either fails,
 * apart from the Nu checker's known gaps in CSS grammar). Also: the icons and
 * the web app manifest are served.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import { axeAtWidths, axeViolations, nuFindings, sidewaysScroll, squeezedControls, WIDTHS } from "./outside-checkers";

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(paths.length).toBeGreaterThan(80);
  return paths;
}

test("W3C Nu Html Checker: no errors or warnings on any sitemap page or the 404 page", async ({ request }) => {
  test.setTimeout(600_000);
  const paths = [...(await sitemapPaths(request)), "/no-such-page"];
  const documents = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
    documents.push({ name: path, html: await response.text() });
  }
  expect(await nuFindings(documents)).toEqual([]);
});

/** The sitemap's pages in shards, so that the test workers share the sweep evenly. */
const AXE_SHARDS = 4;

for (let shard = 0; shard < AXE_SHARDS; shard++) {
  test(`axe at ${WIDTHS.map((w) => w.width).join(", ")} px: no violation of any impact, no sideways scroll and no squeezed control on any sitemap page (part ${shard + 1} of ${AXE_SHARDS})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const paths = (await sitemapPaths(request)).filter((_, i) => i % AXE_SHARDS === shard);
    // One tab for the whole part. Each page is loaded once and checked at each width in turn: the layout
    // is CSS media queries alone (no script reads the width), which apply on a resize as on a load.
    const context = await browser.newContext({ viewport: WIDTHS[0] });
    const page = await context.newPage();
    const findings: string[] = [];
    for (const path of paths) {
      await page.goto(path, { waitUntil: "load" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        const violations = await axeViolations(page);
        if (process.env.AXE_PROGRESS) console.log(`axe ${viewport.width} ${path} ${violations.join(" | ")}`);
        for (const v of violations) findings.push(`${viewport.width} px ${path} ${v}`);
        const overflow = await sidewaysScroll(page);
        if (overflow) findings.push(`${viewport.width} px ${path} scrolls sideways: ${overflow}`);
        for (const control of await squeezedControls(page)) findings.push(`${viewport.width} px ${path} ${control}`);
      }
    }
    await context.close();
    expect(findings).toEqual([]);
  });
}

// The checkers' own canaries: what they exist to find, they find.
test("axe finds a picture without a text alternative, at each width and in a part of the page", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><form><img src="data:,"></form></main></html>',
  );
  expect(await axeAtWidths(page)).toEqual(
    WIDTHS.map(({ width }) => expect.stringMatching(new RegExp(`^${width} px: image-alt \\(critical\\): img$`))),
  );
  expect(await axeViolations(page, "form")).toEqual([expect.stringMatching(/^image-alt/)]);
});

test("the layout checks find a page wider than the phone and a radio button squeezed beside its label", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><div style="width:500px">wide</div>' +
      '<label style="display:flex;width:200px"><input type="radio" name="a" style="width:20px;height:20px">' +
      "When the last one was done (the next is due a year later)</label>" +
      '<label style="display:flex;width:200px"><input type="radio" name="a" style="width:20px;height:20px;flex-shrink:0">' +
      "The same label, with the button told not to shrink</label></main></html>",
  );
  expect(await sidewaysScroll(page)).toMatch(/^5\d\d px wide, first <div/);
  expect(await squeezedControls(page)).toEqual([
    expect.stringMatching(/^radio beside “When the last one was done \(the next is due a year later\)” is \d+×20 px$/),
  ]);
});

test("the Nu checker finds a block inside an inline element", async () => {
  const findings = await nuFindings([
    { name: "broken", html: '<!doctype html><html lang="en"><title>t</title><span><div>x</div></span></html>' },
  ]);
  expect(findings).toEqual([
    expect.stringMatching(/^error: Element “div” not allowed as child of element “span”.*\(000broken\.html\)/),
  ]);
});

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
