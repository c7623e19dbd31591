// Launch options for Debian's Chromium, shared by Playwright, Lighthouse and scripts.
// Playwright's own browser download cannot work on these machines.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags, headless: true };
