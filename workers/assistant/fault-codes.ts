/**
 * Fault codes: which make a message names, which code it shows, and the exact
 * entry in that make's table. Codes match whole (F2 is not F.22), with or
 * without dots and spaces; number-only codes count when the make's table has
 * them; Vaillant-style S codes are status codes, not faults; "12 years old" is no code.
 */
import { type BrandCodes, brandCodes, brandNames } from "./corpus";
import { DOCUMENT_NAMES, MAKE_WORDS, NOT_A_CODE_AFTER, NOT_A_CODE_BEFORE, ROAD_CONTEXT } from "./lexicon";
import { editDistance, normalise, span, words } from "./text";

const FUZZY_OK = 5; // fuzzy make names only from this length ("valiant", "worcestor")

/** The makes named in a message, in order of appearance. */
export function makesIn(message: string): string[] {
  const list = words(message.replace(/-/g, " "));
  const text = ` ${list.join(" ")} `;
  const found: { slug: string; at: number }[] = [];
  for (const [slug, names] of Object.entries(MAKE_WORDS)) {
    let at = Infinity;
    for (const name of names) {
      const plain = name.replace(/-/g, " ");
      if (plain.includes(" ")) {
        const i = text.indexOf(` ${plain} `);
        if (i >= 0) at = Math.min(at, text.slice(0, i).split(" ").length - 1);
        continue;
      }
      list.forEach((w, i) => {
        if (w === plain || (plain.length >= FUZZY_OK && w.length >= FUZZY_OK && editDistance(w, plain, 1) <= 1))
          at = Math.min(at, i);
      });
    }
    if (at < Infinity) found.push({ slug, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.slug);
}

export const brandName = (slug: string) => brandNames().find((b) => b.slug === slug)?.name ?? slug;

/** "F.28" / "f 28" / "EA227" -> "F28", "EA227"; number-only codes lose leading zeros ("01" -> "1"). */
export function compactCode(code: string): string {
  const c = code.replace(/[\s.-]/g, "").toUpperCase();
  return /^\d+$/.test(c) ? String(Number(c)) : c;
}

export interface CodeCandidate {
  /** As typed, for the reply. */
  typed: string;
  compact: string;
  numberOnly: boolean;
  status: boolean;
}

/** Possible codes in a message: letter+number groups (with dots or a space) and bare numbers not followed by a unit. */
/** Two letters typed in capitals right after a display word ("shows EA", "flashing LF"): a code without its digits. */
function shownAsCode(message: string, token: string, prev: string): boolean {
  return (
    /^(shows?|showing|says|saying|display(s|ing)?|flashing|reads|code|error|fault)$/.test(prev) &&
    new RegExp(`\\b${token.toUpperCase()}\\b`).test(message)
  );
}

export function codeCandidates(message: string): CodeCandidate[] {
  const tokens = normalise(message).split(" ");
  const out: CodeCandidate[] = [];
  const push = (typed: string, status = false) => {
    const compact = compactCode(typed);
    if (!out.some((c) => c.compact === compact))
      out.push({ typed: typed.toUpperCase(), compact, numberOnly: /^\d+$/.test(compact), status });
  };
  const NOT_LETTERS = [
    "ts",
    "dl",
    "yo",
    "is",
    "at",
    "in",
    "on",
    "to",
    "of",
    "or",
    "by",
    "my",
    "me",
    "it",
    "an",
    "no",
    "so",
    "up",
    "be",
    "we",
    "do",
    "go",
    "am",
    "pm",
    "ne",
    "a",
    "i",
  ];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1] ?? "";
    const prev = tokens[i - 1] ?? "";
    if (/^s\.?\d{1,3}$/.test(t)) {
      push(t, true); // a status code: S.4, S4
    } else if (t === "s" && /^\d{1,3}$/.test(next)) {
      push(`${t} ${next}`, true); // s 04
      i++;
    } else if (/^[a-z]{1,2}\d$/.test(t) && /^\d{3}$/.test(next)) {
      push(`${t} ${next}`); // E9 224, C6 215
      i++;
    } else if (
      /^[ab]\d{1,4}$/.test(t) &&
      prev === "the" &&
      span(tokens, i, 4, 5).some((w) => ROAD_CONTEXT.includes(w))
    ) {
      continue; // "the traffic on the A66": a road, not a code
    } else if (/^[a-z]{1,2}\.?\d{1,4}$/.test(t) && !DOCUMENT_NAMES.includes(t)) {
      push(t); // F28, F.28, CE207, L2, AL28, A01, F007
    } else if (
      /^[a-z]$/.test(t) &&
      /^[a-z]$/.test(next) &&
      /^\d{1,3}$/.test(tokens[i + 2] ?? "") &&
      !NOT_LETTERS.includes(`${t}${next}`)
    ) {
      push(`${t}${next} ${tokens[i + 2]}`); // "e a 227": a code dictated letter by letter
      i += 2;
    } else if (/^[a-z]{1,2}$/.test(t) && /^\d{1,3}$/.test(next) && !NOT_LETTERS.includes(t)) {
      push(`${t} ${next}`); // EA 227, F 28 (not "is 12")
      i++;
    } else if (/^[a-z]{2}$/.test(t) && !NOT_LETTERS.includes(t) && shownAsCode(message, t, prev)) {
      push(t); // "it shows EA", "flashing LF": two capitals the display shows, with no digits
    } else if (/^\d[a-z]\d$/.test(t)) {
      push(t); // 5P1
    } else if (
      /^\d{1,3}$/.test(t) &&
      !NOT_A_CODE_AFTER.has(next) &&
      !NOT_A_CODE_BEFORE.has(prev) &&
      !/^[a-z]{1,2}$/.test(prev)
    ) {
      push(t); // 501, 01, 4: not 12 years, £95, 1.5 bar
    }
  }
  return out;
}

export interface FaultMatch {
  brand: BrandCodes;
  code: string;
  meaning: string;
  whatToDo: string;
}

/** Exact entries for this code in this make's table ("F.00 / F.01" holds both codes). */
export function lookUp(brand: BrandCodes, compact: string): FaultMatch | undefined {
  const codes = (f: BrandCodes["faultCodes"][number]) => f.code.split("/").map(compactCode);
  // "baxi 133": a number typed without the make's letter is that make's code if exactly one code has those digits.
  const byDigits = /^\d+$/.test(compact)
    ? brand.faultCodes.filter((f) => codes(f).some((c) => c.replace(/^[A-Z]+/, "") === compact))
    : [];
  const entry =
    brand.faultCodes.find((f) => codes(f).includes(compact)) ?? (byDigits.length === 1 ? byDigits[0] : undefined);
  return entry && { brand, code: entry.code, meaning: entry.meaning, whatToDo: entry.whatToDo };
}

/** Makes whose table has this code. */
export function makesWithCode(compact: string): FaultMatch[] {
  return brandCodes()
    .map((b) => lookUp(b, compact))
    .filter((m): m is FaultMatch => Boolean(m));
}

export const codeTables = brandCodes;
