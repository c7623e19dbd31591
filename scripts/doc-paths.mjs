// Docs that name files that exist: every repository path README.md, the
// READMEs under workers/ and docs/**/*.md name (in `code` or as a link) must
// exist, so a move or a rename cannot leave the docs pointing at nothing.
//
//   node scripts/doc-paths.mjs     exits 1 and lists each missing path with its doc and line
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
/** Where a path written from the repository root starts. */
const TOP = /^(app|workers|docs|scripts|e2e|migrations|public|test|bench|plugins|\.github)\//;
const ROOT_FILES = /^[\w.-]+\.(json|toml|ts|js|mjs|md|example)$/;

/** A file name with one of the repository's source or doc extensions. */
const FILE = /\.(ts|tsx|mjs|js|md|sql|css|json|toml)$/;
/** Every file in the repository (tracked, or new and not ignored). */
const FILES = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => existsSync(join(ROOT, file)));

/** @param {string} dir @returns {string[]} */
function markdown(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : markdown(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

/** The paths a line names: `code` spans and link targets that look like repository files. @param {string} line */
function named(line) {
  const found = [];
  for (const [, code] of line.matchAll(/`([^`\s]+)`/g)) found.push({ text: code, link: false });
  for (const [, target] of line.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) found.push({ text: target, link: true });
  return found;
}

/** @param {string} doc @param {{ text: string, link: boolean }} name */
function resolveName(doc, { text, link }) {
  if (/^[a-z]+:/i.test(text) || text.startsWith("/") || text.startsWith("~")) return undefined; // URLs, site paths
  const path = text.replace(/[),.:;]+$/, "").replace(/:\d+(-\d+)?$/, "");
  if (/[*{}<>$]|\.\.\./.test(path)) return undefined; // patterns and placeholders
  if (path.startsWith("@") || path.startsWith("node_modules/")) return undefined; // inside installed packages
  if (link) return resolve(dirname(doc), path);
  if (TOP.test(path)) return join(ROOT, path);
  if (ROOT_FILES.test(path) && !path.includes("/") && existsSync(join(ROOT, path))) return join(ROOT, path);
  // A file named without its folders (`intake.ts`, `leads/intake.ts`): some file must end so.
  if (FILE.test(path) && !path.startsWith(".")) {
    const match = FILES.find((file) => file === path || file.endsWith(`/${path}`));
    return match ? join(ROOT, match) : join(ROOT, "(nowhere)", path);
  }
  return undefined;
}

export function missingDocPaths() {
  const docs = [join(ROOT, "README.md"), ...markdown(join(ROOT, "docs")), ...markdown(join(ROOT, "workers"))].filter(
    (file) => existsSync(file),
  );
  /** @type {string[]} */
  const missing = [];
  for (const doc of docs) {
    readFileSync(doc, "utf8")
      .split("\n")
      .forEach((line, index) => {
        for (const name of named(line)) {
          const path = resolveName(doc, name);
          if (path && !existsSync(path.replace(/\/$/, "")))
            missing.push(`${relative(ROOT, doc)}:${index + 1}: ${name.text}`);
        }
      });
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingDocPaths();
  for (const line of missing) console.error(`No such path: ${line}`);
  if (missing.length) {
    console.error("Point each at where the thing lives now (git log --follow finds a moved file), or drop it.");
    process.exit(1);
  }
  console.log("Every path README.md and docs/ name exists.");
}
