// Prints one closing line for the run: "tests: N passed, N failed" (plus skipped),
// added up from the vitest and Playwright JSON reports that `npm test` writes.
import { readFile } from "node:fs/promises";

/** @param {string} file */
async function read(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = await read("reports/vitest.json");
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = await read("reports/playwright.json");
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
if (!vitest || !playwright) failed += 1;
console.log(`vitest: ${vitest ? "read" : "missing"}, playwright: ${playwright ? "read" : "missing"}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
