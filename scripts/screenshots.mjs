// Takes full-page screenshots of pages at phone, tablet and desktop widths.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";

const [baseUrl = "http://localhost:4173", outDir = "screenshots", ...paths] = process.argv.slice(2);
const widths = { phone: 390, tablet: 820, desktop: 1440 };

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of paths.length ? paths : ["/"]) {
  for (const [name, width] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: "networkidle" });
    const file = `${outDir}/${path.replace(/\W+/g, "_") || "home"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
    await page.close();
  }
}
await browser.close();
