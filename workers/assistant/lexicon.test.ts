/**
 * The lexicon holds every word list the assistant recognises: no other module of the engine declares
 * a top-level array or Set of three or more string literals (or a string split into words), except the
 * lists below that are not words a visitor types.
 */
import { expect, it } from "vitest";

const sources = import.meta.glob(["./*.ts", "./intents/*.ts", "!./*.test.ts", "!./lexicon.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Lists of strings that are not vocabulary: intent names, topic ids, page tables, reply texts. */
const NOT_VOCABULARY = new Set([
  // Intent names, in the order the arbitration weighs them.
  "./intents/arbitration.ts HOME_OFFERS",
  "./intents/arbitration.ts VISIT_RULES",
  "./intents/arbitration.ts BUSINESS_QUESTIONS",
  "./intents/arbitration.ts NEIGHBOURS",
  // Topic ids of replies.
  "./answer.ts CATCH_ALL",
  "./answer.ts ADVICE_COVERS",
  "./answer.ts ASKED_AGAIN",
  "./answer.ts OWN_QUESTION",
  "./answer.ts SPECIFIC",
  // Tables mapping a situation to a page section (their inline words are the table's data).
  "./topics.ts TOPICS",
  "./topics.ts DURATIONS",
  // Reply texts.
  "./safety-replies.ts CARBON_MONOXIDE_STEPS",
]);

/** Each top-level `const NAME = [...]` or `new Set(...)` with its initializer's text. */
function topLevelLists(source: string): { name: string; body: string }[] {
  const found: { name: string; body: string }[] = [];
  const declaration = /^(?:export )?const ([A-Z][A-Z0-9_]*)\b[^=\n]*=\s*(\[|new Set\()/gm;
  for (const match of source.matchAll(declaration)) {
    const rest = source.slice(match.index + match[0].length);
    const end = rest.search(/\n(?=\S)/); // the declaration ends where the next top-level line starts
    found.push({ name: match[1]!, body: rest.slice(0, end === -1 ? undefined : end) });
  }
  return found;
}

const isWordList = (body: string) =>
  /"[^"\n]*"\s*\.split\(/.test(body) || (body.match(/"(?:[^"\\\n]|\\.)*"/g) ?? []).length >= 3;

it("finds the engine's modules", () => {
  expect(Object.keys(sources)).toEqual(expect.arrayContaining(["./answer.ts", "./topics.ts", "./intents/coverage.ts"]));
});

it("declares no word list outside the lexicon", () => {
  const outside = Object.entries(sources).flatMap(([file, source]) =>
    topLevelLists(source)
      .filter(({ name, body }) => isWordList(body) && !NOT_VOCABULARY.has(`${file} ${name}`))
      .map(({ name }) => `${file} ${name}`),
  );
  expect(outside).toEqual([]);
});

it("lists as exceptions only lists that exist", () => {
  const declared = new Set(
    Object.entries(sources).flatMap(([file, source]) => topLevelLists(source).map(({ name }) => `${file} ${name}`)),
  );
  expect([...NOT_VOCABULARY].filter((entry) => !declared.has(entry))).toEqual([]);
});
