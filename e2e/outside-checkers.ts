/**
 * The outside checkers, for every spec that runs them: axe-core in the page at
 * the site's three widths, and the W3C Nu Html Checker (vnu-jar, run with
 * Java) on served HTML. Any axe violation of any impact, and any Nu error or
 * warning but the known gaps below, is a finding.
 */
import type { Page } from "@playwright/test";
import axe from "axe-core";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** A phone, a tablet and a desktop. */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
] as const;

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe-core's violations on the page as it stands, one line each ("id (impact): targets"). axe-core runs in
 * the page itself (the site has no iframes) and reports only violations: 2.5x faster than
 * @axe-core/playwright's analyze(), which finishes each run in a new tab, with the same rules and findings.
 * `include`: a selector to check only that part of the page. Needs JavaScript on in the page: with it
 * off, axe-core's timers never fire and the run never ends.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const context = selector ? { include: [selector] } : document;
    const results = await window.axe.run(context, { resultTypes: ["violations"] });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, include ?? null);
}

/**
 * The page as it stands, checked at each width in turn, one line per violation with its width. The layout
 * is CSS media queries alone (no script reads the width), which apply on a resize as on a load, so one
 * load serves all three. Leaves the page at the last width.
 */
export async function axeAtWidths(page: Page, widths: readonly { width: number; height: number }[] = WIDTHS) {
  const findings: string[] = [];
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    for (const violation of await axeViolations(page)) findings.push(`${viewport.width} px: ${violation}`);
  }
  return findings;
}

/**
 * Nothing wider than the screen: a page that scrolls sideways on a phone is broken there. Undefined, or
 * how wide the page is and the first element past the edge. Works with JavaScript off too.
 */
export function sidewaysScroll(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return undefined;
    const wide = [...document.querySelectorAll("body *")].find((e) => e.getBoundingClientRect().right > width + 1);
    const culprit = wide ? `, first <${wide.tagName.toLowerCase()} class="${wide.getAttribute("class") ?? ""}">` : "";
    return `${document.documentElement.scrollWidth} px wide${culprit}`;
  });
}

/**
 * Radio buttons and checkboxes drawn narrower or wider than tall: a control in a flex row beside a label
 * that wraps gets squeezed unless it is told not to shrink, and a squeezed circle is a smaller target that
 * looks like a different kind of control. Each as "<type> beside “label text”", or none.
 */
export function squeezedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')]
      .map((input) => ({ input, box: input.getBoundingClientRect() }))
      .filter(({ box: { width, height } }) => width > 0 && height > 0 && Math.abs(width - height) > 1)
      .map(({ input, box: { width, height } }) => {
        const label = (input.labels?.[0]?.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
        return `${input.type} beside “${label}” is ${Math.round(width)}×${Math.round(height)} px`;
      }),
  );
}

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

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  url?: string;
  extract?: string;
}

/**
 * The Nu checker's errors and warnings on each document, in one run of the checker, one line each naming
 * the document. `documents`: a short name (used as a file name) and the HTML as served.
 */
export async function nuFindings(documents: readonly { name: string; html: string }[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "nu-check-"));
  try {
    const files = await Promise.all(
      documents.map(async ({ name, html }, i) => {
        const file = join(dir, `${String(i).padStart(3, "0")}${name.replace(/[^A-Za-z0-9-]/g, "_")}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    const jar = createRequire(import.meta.url)("vnu-jar") as string;
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", jar, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    return (JSON.parse(stdout) as { messages: NuMessage[] }).messages
      .filter((m) => m.type !== "info" || m.subType === "warning")
      .filter((m) => !KNOWN_CSS_GRAMMAR_GAPS.some((gap) => gap.test(m.message)))
      .map(
        (m) =>
          `${m.type}${m.subType ? `/${m.subType}` : ""}: ${m.message} (${m.url?.split("/").pop()}) ${m.extract ?? ""}`,
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
