/**
 * npm run bench:assistant: answer times of the assistant over its evaluation
 * set, in Node (the same code the Worker runs). The first answer, which builds
 * the search index, is reported on its own; then every message is answered
 * --rounds times (default 5) and p50, p95, p99 and the maximum are printed,
 * next to the target: p95 under 50 ms.
 */
import { loadAssistant } from "./load-assistant.mjs";

const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 5;
const { answer, buildIndex, evalSet, close } = await loadAssistant();

const now = new Date("2026-11-23T10:00:00Z");
let start = performance.now();
answer("my radiators are cold at the top", now);
const first = performance.now() - start;

// The index build alone, measured on a second build.
start = performance.now();
const documents = buildIndex();
const build = performance.now() - start;

/** @type {number[]} */
const times = [];
for (let r = 0; r < rounds; r++) {
  for (const c of evalSet) {
    start = performance.now();
    answer(c.message, now);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const pct = (/** @type {number} */ p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
const ms = (/** @type {number} */ n) => `${n.toFixed(2)} ms`;
console.log(
  `assistant: first answer (builds the index of ${documents} documents) ${ms(first)}; index build ${ms(build)}`,
);
console.log(
  `assistant: ${times.length} answers (${evalSet.length} messages x ${rounds}): p50 ${ms(pct(50))}, p95 ${ms(pct(95))}, p99 ${ms(pct(99))}, max ${ms(times.at(-1) ?? 0)}; target p95 < 50 ms: ${pct(95) < 50 ? "met" : "NOT met"}`,
);
await close();
