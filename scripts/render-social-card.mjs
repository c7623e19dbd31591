// Renders scripts/assets/social-card.html to public/social-card.jpg (1200x630),
// the Open Graph / Twitter image. Run after changing the design.
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(new URL("./assets/social-card.html", import.meta.url).toString());
await page.screenshot({ path: fileURLToPath(new URL("../public/social-card.jpg", import.meta.url)) });
await browser.close();
