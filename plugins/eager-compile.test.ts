/**
 * The public page path's functions, written for V8 to compile at start-up: the same functions, parenthesised.
 * That the built Worker behaves the same is what every test against the build checks (the worker project,
 * the browser tests); what it saves is the deploy check's cold reading (docs/performance.md).
 */
import { describe, expect, it } from "vitest";
import { compiledAtStartUp } from "./eager-compile";

describe("compiledAtStartUp", () => {
  const source = [
    'import { x } from "./x";',
    "const TABLE = [1, 2, 3];",
    "function helper(n) { return TABLE[n] ?? 0; }",
    "export function sum(a, b) { return helper(a) + helper(b); }",
    "export async function later(value) { return value; }",
    "export function* count() { yield 1; yield 2; }",
    "export const arrow = (n) => n * 2;",
    "export default function main() { return sum(0, 1); }",
  ].join("\n");
  const { code, count } = compiledAtStartUp(source, "/app/sample.js");

  it("writes every top-level function declaration as a parenthesised expression of the same name", () => {
    expect(count).toBe(4);
    expect(code).toContain("var helper = (function helper(n) { return TABLE[n] ?? 0; });");
    expect(code).toContain("export var sum = (function sum(a, b) { return helper(a) + helper(b); });");
    expect(code).toContain("export var later = (async function later(value) { return value; });");
    expect(code).toContain("export var count = (function* count() { yield 1; yield 2; });");
  });

  it("leaves the rest as written: imports, arrows, the default export", () => {
    expect(code).toContain('import { x } from "./x";');
    expect(code).toContain("export const arrow = (n) => n * 2;");
    expect(code).toContain("export default function main() { return sum(0, 1); }");
  });

  it("fails on code that is not JavaScript", () => {
    expect(() => compiledAtStartUp("function typed(a: number) {}", "/app/typed.ts")).toThrow();
  });
});
