// Import circles in app/ and workers/: every import and export-from is read
// (type-only ones too: a circle of types still ties the modules together),
// relative and "~/" paths resolved to files, and each strongly connected set
// of more than one module (or a module importing itself) is reported.
//
//   node scripts/import-cycles.mjs     exits 1 and names each circle
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const ROOTS = ["app", "workers"];
const EXTENSIONS = [".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx"];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/g;
const DYNAMIC = /import\(\s*["']([^"']+)["']\s*\)/g;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** @param {string} from @param {string} specifier */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = join(ROOT, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return undefined;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

/** @param {string[]} roots @returns {string[][]} */
export function importCycles(roots = ROOTS) {
  const files = roots.flatMap((root) => sourceFiles(join(ROOT, root)));
  /** @type {Map<string, string[]>} */
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const targets = new Set();
    for (const pattern of [IMPORT, DYNAMIC]) {
      for (const match of text.matchAll(pattern)) {
        const target = resolveImport(file, match[1]);
        if (target) targets.add(target);
      }
    }
    graph.set(file, [...targets]);
  }
  // Tarjan's strongly connected components.
  let index = 0;
  /** @type {Map<string, number>} */ const order = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const cycles = [];
  /** @param {string} node */
  function visit(node) {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(node) !== order.get(node)) return;
    /** @type {string[]} */ const component = [];
    let member;
    do {
      member = stack.pop() ?? node;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node))
      cycles.push(component.map((file) => relative(ROOT, file)).sort());
  }
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = importCycles();
  for (const cycle of cycles) {
    console.error(`Import circle: ${cycle.join(" <-> ")}`);
  }
  if (cycles.length) {
    console.error(
      "Break each circle by moving what both sides share one floor down (workers/mail, workers/http, workers/log.ts, app/lib/contracts) or by handing it in as a dependency (workers/wiring.ts).",
    );
    process.exit(1);
  }
  console.log("No import circles in app/ or workers/.");
}
