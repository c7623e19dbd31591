// Launch options for Debian's Chromium, shared by Playwright, Lighthouse and scripts.
// Playwright's own browser download cannot work on these machines.
import { existsSync } from "node:fs";

/** The full browser: what Lighthouse, the interaction benchmark and screenshots measure and show. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const commonFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumFlags = ["--headless=new", ...commonFlags];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags, headless: true };

/**
 * The browser tests run in Chromium's headless shell (Debian package chromium-headless-shell, the
 * same Blink and V8 without the full browser's UI, and far less GPU-process work), as Playwright does for
 * headless runs. Measured on the 2-core machine: the chrome and home specs, 39 tests, 82 s against
 * 184 s in the full browser. Without the package (or with CHROMIUM_PATH set) the full browser.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
const testsInShell = process.env.CHROMIUM_PATH === undefined && existsSync(headlessShell);

export const testBrowserLaunchOptions = testsInShell
  ? { executablePath: headlessShell, args: commonFlags }
  : { executablePath: chromiumPath, args: chromiumFlags };
