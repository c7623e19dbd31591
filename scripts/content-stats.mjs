// Pages per kind and words per page (median, min, max), from the production
// build's own sitemap: the text inside <main> of each rendered page.
// Usage: npm run content-stats   (builds first)
import { serveBuild } from "./serve-build.mjs";

/** @type {[string, RegExp][]} */
const KINDS = [
  ["service", /^\/services\/(?!brands\/)[^/]+$/],
  ["brand", /^\/services\/brands\/[^/]+$/],
  ["area", /^\/areas\/[^/]+$/],
  ["article", /^\/blog\/[^/]+$/],
  ["questions", /^\/(questions\/[^/]+|gas-safe-questions)$/],
  ["legal", /^\/(privacy-policy|terms-conditions|complaints-policy)$/],
  ["other", /.*/],
];

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round(((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
};

const server = await serveBuild({ port: 8793 });
try {
  const xml = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  /** @type {Map<string, number[]>} */
  const words = new Map();
  for (const path of paths) {
    const html = await (await fetch(`${server.origin}${path}`)).text();
    const main = html.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? "";
    const text = main
      .replace(/<(script|style|form)[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&[a-z#0-9]+;/gi, " ");
    const count = text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
    const kind = KINDS.find(([, re]) => re.test(path))?.[0] ?? "other";
    words.set(kind, [...(words.get(kind) ?? []), count]);
  }
  console.table(
    Object.fromEntries(
      [...words].map(([kind, counts]) => [
        kind,
        { pages: counts.length, "median words": median(counts), min: Math.min(...counts), max: Math.max(...counts) },
      ]),
    ),
  );
  console.log(`${paths.length} pages in the sitemap`);
} finally {
  server.stop();
}
