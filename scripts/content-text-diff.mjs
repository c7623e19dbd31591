// The rendered text of every page in the sitemap, saved from one build and
// compared with another: proves a change to how content is stored (or any
// refactor) leaves what visitors read unchanged.
//
//   npm run build && node scripts/content-text-diff.mjs save reports/text-before
//   ...change things...
//   npm run build && node scripts/content-text-diff.mjs compare reports/text-before
//
// Per page it keeps the <title>, the meta description, the JSON-LD blocks and
// the visible text of <main> (tags removed, entities decoded, whitespace
// collapsed; the live countdown and opening status are masked because they
// change by the minute). `compare` prints each changed page with the first
// difference and exits 1 if any page changed, was added or disappeared.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serveBuild } from "./serve-build.mjs";

const [mode, dir] = process.argv.slice(2);
if ((mode !== "save" && mode !== "compare") || !dir) {
  console.error("usage: node scripts/content-text-diff.mjs save|compare <dir>");
  process.exit(2);
}

/** @type {Record<string, string>} */
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", pound: "£" };

/** @param {string} s */
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, /** @type {string} */ name) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

const INLINE = "a|abbr|b|code|em|i|kbd|small|span|strong|sub|sup|time|mark|s|u";

/** @param {string} html */
function visibleText(html) {
  return decode(
    html
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(new RegExp(`</?(?:${INLINE})\\b[^>]*>`, "gi"), "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .replace(/\b\d+h \d+m\b/g, "<countdown>")
    .trim();
}

/** @param {string} html */
function pageRecord(html) {
  const title = decode(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "");
  const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    decode(m[1] ?? ""),
  );
  const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
  return [`title: ${title}`, `description: ${description}`, ...jsonLd.map((j) => `json-ld: ${j}`), visibleText(main)]
    .join("\n")
    .concat("\n");
}

/** @param {string} path */
const fileName = (path) => (path === "/" ? "_home" : path.slice(1).replaceAll("/", "__")) + ".txt";

const server = await serveBuild({ port: 8797 });
/** @type {Map<string, string>} */
const pages = new Map();
try {
  const xml = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  for (const path of paths) {
    const response = await fetch(`${server.origin}${path}`, { headers: { "cache-control": "no-cache" } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    pages.set(fileName(path), pageRecord(await response.text()));
  }
} finally {
  server.stop();
}

if (mode === "save") {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of pages) writeFileSync(join(dir, name), text);
  console.log(`saved the text of ${pages.size} pages to ${dir}`);
} else {
  const saved = new Set(readdirSync(dir).filter((f) => f.endsWith(".txt")));
  let changed = 0;
  for (const [name, text] of pages) {
    if (!saved.has(name)) {
      console.log(`+ ${name}: new page`);
      changed++;
      continue;
    }
    saved.delete(name);
    const before = readFileSync(join(dir, name), "utf8");
    if (before === text) continue;
    changed++;
    let i = 0;
    while (i < before.length && before[i] === text[i]) i++;
    console.log(`~ ${name} differs at character ${i}:`);
    console.log(`  before: …${before.slice(Math.max(0, i - 60), i + 80)}…`);
    console.log(`  after:  …${text.slice(Math.max(0, i - 60), i + 80)}…`);
  }
  for (const name of saved) {
    console.log(`- ${name}: page gone`);
    changed++;
  }
  console.log(`${pages.size} pages compared, ${changed} changed`);
  process.exit(changed ? 1 : 0);
}
