/**
 * Text helpers for the assistant: one normalisation of what visitors type
 * (case, apostrophes, punctuation, repeated letters) and fuzzy word matching
 * by edit distance, so "smel", "gass" and "dizzey" are read as meant.
 */
import { REAL_WORDS } from "./lexicon";

/** Lower case, curly quotes and apostrophes folded ("can't" -> "cant"), anything else not a letter or digit -> space. */
export function normalise(message: string): string {
  return (
    message
      .toLowerCase()
      // "café", "cafè": the plain letters, not a word cut short ("caf").
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      // "I'll", "we'll", "she'll": the contraction kept apart, or it reads as "ill", "well", "shell".
      .replace(/\b(i|you|we|they|he|she|it|that|there)[\u2018\u2019\u02bc`']ll\b/g, "$1 will")
      .replace(/[\u2018\u2019\u02bc`']/g, "")
      .replace(/£/g, " £ ")
      // "-5 outside", "-3°C" (or a typographic minus or dash): a minus sign before a number, set apart from other words, is a temperature below
      // zero, read as "minus 5" (a code "F-28" or a range "2-3" keeps its hyphen's meaning).
      .replace(/(^|[\s(~])[-\u2212\u2013](?=\d)/g, "$1minus ")
      // "co-op", "co-worker", "co-owner": "co" as the first half of a word (together), no carbon monoxide.
      .replace(/\bco-(?=(?:op|own|work|habit|parent|sign|tenant|found|author|ordinat|operat)[a-z]*)/g, "co")
      .replace(/[^a-z0-9£.]+/g, " ")
      .replace(/(?<![0-9a-z])\.|\.(?![0-9a-z])/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Text-message spellings read as the words they stand for ("2nite", "wtr", "wnt"). */
const TEXT_SPEAK: Readonly<Record<string, string>> = {
  "2nite": "tonight",
  "2night": "tonight",
  tonite: "tonight",
  "2day": "today",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  tmrw: "tomorrow",
  tmrrw: "tomorrow",
  wtr: "water",
  wnt: "wont",
  cnt: "cant",
  dnt: "dont",
  avail: "available",
  nxt: "next",
  b4: "before",
  n: "and",
  yous: "you",
  "1st": "first",
  "2nd": "second",
  burnin: "burning",
  // A dropped g ("goin off", "nothin"): a closed list, as "again", "drain" and "main" end in "in" too.
  goin: "going",
  doin: "doing",
  nothin: "nothing",
  somethin: "something",
  comin: "coming",
  workin: "working",
  smellin: "smelling",
  beepin: "beeping",
  leakin: "leaking",
  makin: "making",
  keepin: "keeping",
  gettin: "getting",
  lookin: "looking",
  feelin: "feeling",
  runnin: "running",
  flashin: "flashing",
  movin: "moving",
  tryin: "trying",
  youse: "you",
  any1: "anyone",
  some1: "someone",
  every1: "everyone",
  wud: "would",
  cud: "could",
  shud: "should",
  wat: "what",
  wot: "what",
  hav: "have",
  pls: "please",
  plz: "please",
  mornin: "morning",
  evenin: "evening",
  heatin: "heating",
  heatins: "heating",
  freezin: "freezing",
  sayin: "saying",
  showin: "showing",
  hangin: "hanging",
  answerin: "answering",
  turnin: "turning",
  bangin: "banging",
  drippin: "dripping",
  waitin: "waiting",
  swappin: "swapping",
};

/** Words of a normalised message; runs of 3+ equal letters shortened to 2 ("smeeeell" -> "smeell"). */
export function words(message: string): string[] {
  return normalise(message)
    .replace(/\./g, " ")
    .split(" ")
    .filter(Boolean)
    .map((w) => w.replace(/([a-z])\1{2,}/g, "$1$1"))
    .map((w) => (Object.hasOwn(TEXT_SPEAK, w) ? TEXT_SPEAK[w]! : w));
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Typos allowed for a word of this length: none up to 4 letters ("like" is not "luke"), 1 up to 7, 2 from 8. */
export const allowedTypos = (length: number) => (length <= 4 ? 0 : length <= 7 ? 1 : 2);

/**
 * Whether a typed word is the keyword: exactly, as a stem ("smel*" matches
 * "smelling"; a stem of 6+ letters also with one typo), or within the allowed
 * typos. A keyword ending in "*" is a stem.
 */
export function wordMatches(word: string, keyword: string): boolean {
  if (keyword.endsWith("*")) {
    const stem = keyword.slice(0, -1);
    if (word.startsWith(stem)) return true;
    if (REAL_WORDS.has(word)) return false;
    const head = word.slice(0, stem.length);
    return stem.length >= 6 && editDistance(head, stem, 1) <= 1 && word.length >= stem.length;
  }
  if (word === keyword) return true;
  if (REAL_WORDS.has(word)) return false;
  const typos = allowedTypos(keyword.length);
  return typos > 0 && word.length > 4 && editDistance(word, keyword, typos) <= typos;
}

/** Index of the first word matching any keyword, or -1. */
export function findWord(list: readonly string[], keywords: readonly string[], from = 0): number {
  for (let i = from; i < list.length; i++) if (keywords.some((k) => wordMatches(list[i]!, k))) return i;
  return -1;
}

export const hasWord = (list: readonly string[], keywords: readonly string[]) => findWord(list, keywords) >= 0;

/** Whether a word is exactly a keyword, or starts with a stem: no typos ("black" is not "blank"). */
export const hasExactWord = (list: readonly string[], keywords: readonly string[]) =>
  list.some((w) => keywords.some((k) => (k.endsWith("*") ? w.startsWith(k.slice(0, -1)) : w === k)));

/**
 * Whether the words contain this phrase ("going off"), each word fuzzily, with
 * at most `gap` other words between consecutive phrase words.
 */
export function hasPhrase(list: readonly string[], phrase: string, gap = 0): boolean {
  const parts = phrase.split(" ");
  for (let start = 0; start < list.length; start++) {
    if (!wordMatches(list[start]!, parts[0]!)) continue;
    let at = start;
    let ok = true;
    for (const part of parts.slice(1)) {
      let found = -1;
      for (let k = at + 1; k <= Math.min(list.length - 1, at + 1 + gap); k++) {
        if (wordMatches(list[k]!, part)) {
          found = k;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      at = found;
    }
    if (ok) return true;
  }
  return false;
}

/** Whether one of the phrases starts at word `at`, each of its words exactly a keyword or starting with a stem. */
export function exactPhraseStartsAt(list: readonly string[], at: number, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => {
    const parts = phrase.split(" ");
    return at + parts.length <= list.length && parts.every((p, k) => hasExactWord([list[at + k]!], [p]));
  });
}

/** Index of the first word of a phrase whose words are each exactly a keyword or start with a stem (no typos), or -1. */
export function exactPhraseAt(list: readonly string[], phrase: string, from = 0): number {
  for (let i = from; i < list.length; i++) if (exactPhraseStartsAt(list, i, [phrase])) return i;
  return -1;
}

export const hasExactPhrase = (list: readonly string[], phrases: readonly string[]) =>
  phrases.some((p) => exactPhraseAt(list, p) >= 0);

export const hasAnyPhrase = (list: readonly string[], phrases: readonly string[], gap = 0) =>
  phrases.some((p) => hasPhrase(list, p, gap));

/**
 * The words from `back` words before position `at` to `ahead` words after it: `at` itself is included when
 * `ahead` > 0 ("span(list, i, 3)" is the three words before word i; "span(list, i, 3, 5)" runs on to four after it).
 */
export const span = (list: readonly string[], at: number, back: number, ahead = 0) =>
  list.slice(Math.max(0, at - back), at + ahead);

/** Whether a word matching `isA` and another matching `isB` stand within `window` words of each other. */
function within(
  list: readonly string[],
  isA: (word: string) => boolean,
  isB: (word: string) => boolean,
  window: number,
): boolean {
  const ia = list.flatMap((w, i) => (isA(w) ? [i] : []));
  const ib = ia.length ? list.flatMap((w, i) => (isB(w) ? [i] : [])) : [];
  return ia.some((i) => ib.some((j) => i !== j && Math.abs(i - j) <= window));
}

const readLoosely = (keys: readonly string[]) => (w: string) => keys.some((k) => wordMatches(w, k));
const readExactly = (keys: readonly string[]) => (w: string) => hasExactWord([w], keys);

/** Whether two keyword sets both occur within `window` words of each other. */
export const near = (list: readonly string[], a: readonly string[], b: readonly string[], window = 6) =>
  within(list, readLoosely(a), readLoosely(b), window);

/** The same, the second set read exactly ("paint" is not "faint"). */
export const nearThenExactly = (list: readonly string[], a: readonly string[], b: readonly string[], window: number) =>
  within(list, readLoosely(a), readExactly(b), window);

/** The same, both sets read exactly (no typos). */
export const nearExactly = (list: readonly string[], a: readonly string[], b: readonly string[], window: number) =>
  within(list, readExactly(a), readExactly(b), window);

/** Index of the first word of the first phrase found, or -1. */
export function phraseAt(list: readonly string[], phrases: readonly string[]): number {
  let best = -1;
  for (const phrase of phrases) {
    const parts = phrase.split(" ");
    for (let i = 0; i + parts.length <= list.length; i++) {
      if (parts.every((p, k) => wordMatches(list[i + k]!, p))) {
        if (best < 0 || i < best) best = i;
        break;
      }
    }
  }
  return best;
}

/** The earliest of several word positions (-1 = not found), or -1. */
export const firstOf = (...positions: number[]) => {
  const found = positions.filter((p) => p >= 0);
  return found.length ? Math.min(...found) : -1;
};

/**
 * Where a sentence that asks (ending "?" or holding one of `asks`) says what `at` finds in its words: the position in
 * the whole message's words, or -1 ("can the check be done early?" asks; "a note saying 'book early'" only tells).
 */
export function askedInSentence(
  message: string,
  at: (sentenceWords: string[]) => number,
  asks: readonly string[],
): number {
  for (const { text, from, words: w } of sentencesOf(message)) {
    const found = at(w);
    if (found >= 0 && (text.includes("?") || hasExactWord(w, asks))) return from + found;
  }
  return -1;
}

/** Where one sentence ends and the next begins: after ".", "!" or "?" and a space, or at a line break. */
export const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+/;

/** Each sentence (ended by ".", "!" or "?", or a line break) with its words and where they start in the message's. */
export function sentencesOf(message: string): { text: string; from: number; words: string[] }[] {
  let from = 0;
  return message.split(SENTENCE_BREAK).map((text) => {
    const w = words(text);
    const sentence = { text, from, words: w };
    from += w.length;
    return sentence;
  });
}
