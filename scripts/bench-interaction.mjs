/* global window, document, getComputedStyle, requestAnimationFrame -- code run in the page by Playwright */
// First-tap benchmark: how long after a tap a person sees the phone menu, the
// assistant and a native <details> toggle (the yardstick), on the production
// build under Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbps down,
// 750 kbps up, 4x CPU slowdown) applied through the Chrome DevTools Protocol.
// Each run loads the home page in a fresh phone-sized page, waits until React
// has hydrated and then --wait ms more (a person reading), and taps each
// control once (its first tap). A tap's time runs from the pointerdown event
// to the end of the first frame in which the control's content is visible.
// Prints every run, the medians and each control's difference from native.
// Usage: npm run bench:interaction [-- --runs 5 --wait 3000 --path /]
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { serveBuild } from "./serve-build.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    wait: { type: "string", default: "3000" },
    path: { type: "string", default: "/" },
  },
});
const runs = Number(values.runs);
const waitMs = Number(values.wait);

/** Lighthouse's "mobile slow 4G" numbers (simulated there, applied here). */
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** The controls: what to tap and what shows that it worked. */
const controls = [
  {
    name: "native <details>",
    tap: '[data-testid="more-areas"] > summary',
    shown: '[data-testid="more-areas"][open] > :not(summary)',
    chunk: "",
  },
  { name: "menu", tap: 'button[aria-label="Open menu"]', shown: "#mobile-menu:popover-open", chunk: "" },
  { name: "assistant", tap: 'button:has-text("Ask us")', shown: "dialog[open]", chunk: "/AssistantDialog-" },
];

/**
 * In the page: resolves with ms from the next pointerdown to the end of the
 * first frame that shows `selector` (visible, with a size); the interaction's
 * latency as the browser's Event Timing reports it (what INP is made of; 0
 * when under its 16 ms floor); and whether the control's code (a file whose
 * URL contains `chunk`) had arrived before the tap.
 * @param {{ selector: string, chunk: string }} args
 * @returns {Promise<{ ms: number, eventTiming: number, prefetched: boolean }>}
 */
function timeNextTap({ selector, chunk }) {
  // Event Timing fields newer than TypeScript's DOM types.
  /** @typedef {PerformanceEntry & { interactionId?: number }} InteractionEntry */
  /** @type {InteractionEntry[]} */
  const events = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of /** @type {InteractionEntry[]} */ (list.getEntries())) {
      if (entry.interactionId) events.push(entry);
    }
  });
  observer.observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16 }));
  return new Promise((resolve) => {
    window.addEventListener(
      "pointerdown",
      (event) => {
        const start = event.timeStamp;
        const prefetched =
          !chunk ||
          performance
            .getEntriesByType("resource")
            .some((e) => e.name.includes(chunk) && /** @type {PerformanceResourceTiming} */ (e).responseEnd < start);
        const done = (/** @type {number} */ ms) =>
          // Event Timing entries arrive after the frame they end in: give them a moment.
          setTimeout(() => {
            observer.disconnect();
            const ours = events.filter((e) => e.startTime >= start - 1).map((e) => e.duration);
            resolve({ ms, eventTiming: Math.max(0, ...ours), prefetched });
          }, 300);
        // The first frame that shows it: its rAF callback runs before that frame is painted, and a
        // message posted from there arrives once the frame is done. (A rAF callback's own timestamp is
        // when the frame began, which can be before a long task that delayed it: not a measure of wait.)
        const check = () => {
          const el = document.querySelector(selector);
          const box = el?.getBoundingClientRect();
          if (el && box && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden") {
            const painted = new MessageChannel();
            painted.port1.onmessage = () => done(performance.now() - start);
            painted.port2.postMessage(null);
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { once: true, capture: true },
    );
  });
}

const median = (/** @type {number[]} */ xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const server = await serveBuild({ port: 8792 });
const browser = await chromium.launch(chromiumLaunchOptions);
/** @type {Record<string, number[]>} */
const times = Object.fromEntries(controls.map((c) => [c.name, []]));
/** @type {Record<string, number[]>} */
const eventTimings = Object.fromEntries(controls.map((c) => [c.name, []]));
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...THROTTLING });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${server.origin}${values.path}`, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
    await page.waitForTimeout(waitMs);
    const line = [];
    for (const control of controls) {
      const target = page.locator(control.tap).first();
      await target.scrollIntoViewIfNeeded();
      const timing = page.evaluate(timeNextTap, { selector: control.shown, chunk: control.chunk });
      await target.tap();
      const { ms, eventTiming, prefetched } = await timing;
      times[control.name]?.push(ms);
      eventTimings[control.name]?.push(eventTiming);
      line.push(
        `${control.name} ${ms.toFixed(0)} ms (Event Timing ${eventTiming || "<16"})${control.chunk && !prefetched ? " (code not there yet)" : ""}`,
      );
      await page.keyboard.press("Escape");
      await page.waitForTimeout(500);
    }
    console.log(`run ${run}: ${line.join(", ")}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

const native = median(times["native <details>"] ?? []);
console.log(
  `\nMedian of ${runs} runs, ${values.path}, first tap ${waitMs} ms after hydration (150 ms RTT, 1.6 Mbps, 4x CPU):`,
);
console.table(
  Object.fromEntries(
    Object.entries(times).map(([name, xs]) => {
      const m = median(xs);
      const diff = m - native;
      return [
        name,
        {
          "median ms": Math.round(m),
          "vs native ms": Math.round(diff),
          "within 100 ms": diff <= 100 ? "yes" : "NO",
          "Event Timing median ms": Math.round(median(eventTimings[name] ?? [])),
        },
      ];
    }),
  ),
);
