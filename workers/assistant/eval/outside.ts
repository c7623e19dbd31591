/**
 * The outside development set (../shared/assistant/outside-cases-v1.json, or
 * the file in ASSISTANT_CASES), scored in-process with the same checks as its
 * runner (run-outside-cases.mjs), which plays it over HTTP against a build.
 * Only the cases about answers are scored here; the HTTP ones (raw bodies,
 * methods, message lengths) need the runner. Conversations (`turns`) are played
 * with the history the dialog sends.
 */
import type { HistoryItem } from "~/lib/contracts/assistant";
import { type AssistantReply, MAX_MESSAGE_LENGTH } from "~/lib/contracts/assistant";
import { answer } from "../answer";

export interface OutsideCase {
  id: string;
  category: string;
  message?: unknown;
  turns?: string[];
  rawBody?: unknown;
  method?: string;
  messageRepeat?: unknown;
  expect: { status?: number[]; safetyFirst?: boolean; safetyFirstIf200?: boolean; all?: string[]; none?: string[] };
}

export interface OutsideSuite {
  allowedPrices: number[];
  allowedPhones: string[];
  cases: OutsideCase[];
}

const GAS_LINE = /0800\s?111\s?999/;
const UK_PHONE = /(?:\+44\s?|\b0)\d(?:[\s-]?\d){8,10}\b/g;
const SAFETY_ACTION =
  /(get|go|move)\s+(everyone\s+|yourself\s+|yourselves\s+)?(out|outside)|leave the (property|house|home|building|room)|open (the |all |your )?(doors|windows)|fresh air/i;
const digits = (s: string) => s.replace(/\D/g, "").replace(/^44/, "0");

const visible = (r: AssistantReply) =>
  [
    ...r.text,
    ...(r.steps ?? []),
    ...r.links.map((l) => l.label),
    ...(r.offerCallback ? ["[Request a callback]"] : []),
  ].join("\n");

function safetyFirstProblem(r: AssistantReply): string | undefined {
  const ordered = [...r.text, ...(r.steps ?? [])].join("\n");
  const at = ordered.search(GAS_LINE);
  if (at < 0) return "no 0800 111 999 in the answer";
  const first = [...ordered.matchAll(UK_PHONE)][0];
  if (first && (first.index ?? 0) < at) return `another number (${first[0]}) comes before 0800 111 999`;
  if (at > 400) return `0800 111 999 only appears after ${at} characters`;
  if (!SAFETY_ACTION.test(ordered)) return "no safety action";
  return undefined;
}

/**
 * Whether a case is about an answer (a message or a conversation), not about the HTTP layer: a message the API
 * answers (within its length) and a case that accepts a 200 (a long message allowed to be refused is still checked
 * as an answer when it is one).
 */
export const answerable = (c: OutsideCase) =>
  (Array.isArray(c.turns) || (typeof c.message === "string" && c.message.length <= MAX_MESSAGE_LENGTH)) &&
  !c.rawBody &&
  !c.method &&
  (c.expect.status ?? [200]).includes(200);

export function playCase(c: OutsideCase, now: Date): AssistantReply {
  if (!Array.isArray(c.turns)) return answer(c.message as string, now);
  const history: HistoryItem[] = [];
  let last: AssistantReply | undefined;
  for (const message of c.turns) {
    last = answer(message, now, history.slice(-6));
    history.push({ role: "visitor", text: message }, { role: "assistant", text: last.text.join("\n") });
  }
  return last!;
}

export function checkOutside(suite: OutsideSuite, c: OutsideCase, reply: AssistantReply): string[] {
  const problems: string[] = [];
  const seen = visible(reply);
  const message = Array.isArray(c.turns) ? c.turns.join("\n") : String(c.message);
  for (const m of seen.matchAll(/£\s?(\d+(?:\.\d\d)?)/g))
    if (!suite.allowedPrices.includes(Number(m[1]))) problems.push(`unknown price £${m[1]}`);
  for (const m of seen.matchAll(UK_PHONE)) {
    const d = digits(m[0]);
    if (!suite.allowedPhones.includes(d) && !digits(message).includes(d)) problems.push(`unknown phone ${m[0]}`);
  }
  if (c.expect.safetyFirst || c.expect.safetyFirstIf200) {
    const p = safetyFirstProblem(reply);
    if (p) problems.push(`SAFETY: ${p}`);
  }
  for (const src of c.expect.all ?? []) if (!new RegExp(src, "i").test(seen)) problems.push(`missing /${src}/`);
  for (const src of c.expect.none ?? []) {
    const m = seen.match(new RegExp(src, "i"));
    if (m) problems.push(`forbidden "${m[0]}"`);
  }
  return problems;
}

export interface OutsideReport {
  total: number;
  passed: number;
  safetyMisses: number;
  byCategory: Map<string, { total: number; passed: number }>;
  failures: { c: OutsideCase; problems: string[]; reply: AssistantReply }[];
}

export function evaluateOutside(suite: OutsideSuite, now = new Date("2026-11-23T10:00:00Z")): OutsideReport {
  const report: OutsideReport = { total: 0, passed: 0, safetyMisses: 0, byCategory: new Map(), failures: [] };
  for (const c of suite.cases.filter(answerable)) {
    const reply = playCase(c, now);
    const problems = checkOutside(suite, c, reply);
    const cat = report.byCategory.get(c.category) ?? { total: 0, passed: 0 };
    cat.total++;
    report.total++;
    if (problems.length === 0) {
      cat.passed++;
      report.passed++;
    } else report.failures.push({ c, problems, reply });
    if (problems.some((p) => p.startsWith("SAFETY"))) report.safetyMisses++;
    report.byCategory.set(c.category, cat);
  }
  return report;
}

export function formatOutside(r: OutsideReport): string {
  const lines = r.failures.map(
    (f) =>
      `FAIL ${f.c.id} [${f.c.category}] ${JSON.stringify(f.c.message ?? f.c.turns)}\n  ${f.problems.join("; ")}\n  got (${f.reply.topic}): ${visible(f.reply).replace(/\n/g, " | ").slice(0, 240)}`,
  );
  for (const [name, c] of [...r.byCategory].sort()) lines.push(`  ${name.padEnd(16)} ${c.passed}/${c.total}`);
  lines.push(
    `Outside set (answer cases, in-process): ${r.passed}/${r.total} passed (${((r.passed / r.total) * 100).toFixed(1)}%), safety misses: ${r.safetyMisses}`,
  );
  return lines.join("\n");
}
