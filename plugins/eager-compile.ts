/**
 * Vite plugin: the named modules' functions compiled when the Worker starts, not on their first call.
 *
 * V8 compiles a function the first time it is called, unless it is a parenthesised function
 * expression, which it compiles with the script (its "PIFE" heuristic: v8.dev/blog/preparser).
 * A public page's first request after start runs some sixty small functions for the first time
 * (the door table, the page's file, the form token, the clocks, the visit windows, the security
 * headers), and their compiling was most of that request's CPU. Writing each top-level function of
 * the modules on that path as `var name = (function name(…) {…});` in the server build moves the
 * compiling into the Worker's start-up: its global scope, which Cloudflare runs before a request is
 * handled and limits on its own (1 s), not in the request's CPU time
 * (docs/decisions/0033-public-page-path-compiled-at-start-up.md). The source stays as written;
 * only the built Worker changes, and `npm run dev` is untouched.
 */
import { parse } from "acorn";
import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * The module's top-level function declarations (exported or not) as parenthesised function
 * expressions bound to the same name. Such a binding is not hoisted as a declaration is: a module
 * that calls one of its functions before the function's line while it is evaluated would fail at
 * start-up, so the build fails loudly (scripts/prerender.mjs starts the built Worker). `code` is
 * JavaScript: the plugin runs after Vite has taken the types out.
 */
export function compiledAtStartUp(code: string, file: string) {
  const program = parse(code, { ecmaVersion: "latest", sourceType: "module" });
  const out = new MagicString(code);
  let count = 0;
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "FunctionDeclaration" || !declaration.id || !declaration.body) continue;
    out.appendLeft(declaration.start, `var ${declaration.id.name} = (`);
    out.appendRight(declaration.end, ");");
    count++;
  }
  return { code: out.toString(), map: out.generateMap({ hires: true, source: file }), count };
}

/** In the `environment` build only, `isMember` naming the modules (by file) whose functions are compiled at start-up. */
export function eagerCompile(environment: string, isMember: (id: string) => boolean): Plugin {
  return {
    name: "eager-compile",
    apply: "build",
    applyToEnvironment: (env) => env.name === environment,
    transform(code, id) {
      if (!isMember(id)) return null;
      const { code: wrapped, map, count } = compiledAtStartUp(code, id);
      if (count === 0) this.error(`${id} is named for compiling at start-up but has no top-level function`);
      return { code: wrapped, map };
    },
  };
}
