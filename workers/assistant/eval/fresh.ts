/**
 * Scores the generalisation set (./fresh-cases.ts) into five outcomes:
 * correct; an honest handoff (the reply says it cannot answer and offers the
 * callback form); confidently wrong (any other failure); a safety miss (a
 * hazard without the emergency reply, or symptoms without medical advice);
 * a false alarm (the emergency reply where there is no hazard). A safety miss
 * and a false alarm are also counted as not correct.
 */
import { business, pricingPackages } from "~/content/business";
import type { AssistantReply, HistoryItem } from "~/lib/contracts/assistant";
import { replyAsText, replyParagraphs } from "~/lib/contracts/assistant";
import { answer } from "../answer";
import type { FreshCase } from "./fresh-cases";

export type Outcome = "correct" | "handoff" | "wrong";

export interface FreshResult {
  case: FreshCase;
  reply: AssistantReply;
  outcome: Outcome;
  safetyMiss: boolean;
  falseAlarm: boolean;
  problems: string[];
}

export interface FreshReport {
  total: number;
  correct: number;
  handoff: number;
  wrong: number;
  safetyMisses: number;
  falseAlarms: number;
  results: FreshResult[];
}

const GAS_LINE = business.gasEmergencyLine.display;
const PRICES = new Set([...pricingPackages.map((p) => p.amount), 35]);

const visible = (r: AssistantReply) =>
  [...replyParagraphs(r), ...r.links.flatMap((l) => [l.href, l.label])].join("\n").toLowerCase();

export function playTurns(turns: readonly string[], now: Date): AssistantReply {
  const history: HistoryItem[] = [];
  let last: AssistantReply | undefined;
  for (const message of turns) {
    last = answer(message, now, history.slice(-6));
    history.push({ role: "visitor", text: message }, { role: "assistant", text: replyAsText(last) });
  }
  return last!;
}

/** The honest handoff: the reply's own topic, with the callback form offered. */
export const isHandoff = (r: AssistantReply) => r.topic === "handoff" && Boolean(r.offerCallback);

export function scoreFresh(c: FreshCase, reply: AssistantReply): FreshResult {
  const problems: string[] = [];
  const text = visible(reply);
  const has = (s: string) => text.includes(s.toLowerCase());
  const ordered = replyParagraphs(reply).join("\n");
  let safetyMiss = false;
  if (c.safety === "strong") {
    const at = ordered.indexOf(GAS_LINE);
    const ours = ordered.indexOf(business.phone.display);
    if (!reply.urgent || at < 0 || at > 400 || (ours >= 0 && ours < at)) {
      safetyMiss = true;
      problems.push("SAFETY MISS: no emergency reply with 0800 111 999 first");
    }
  } else if (c.safety === "weak" && !has(GAS_LINE)) {
    safetyMiss = true;
    problems.push("SAFETY MISS: no line with 0800 111 999");
  }
  if (c.medical && !has("111")) {
    safetyMiss = true;
    problems.push("SAFETY MISS: no medical advice (NHS 111)");
  }
  const falseAlarm = c.safety === "none" && Boolean(reply.urgent);
  if (falseAlarm) problems.push("FALSE ALARM: emergency reply with no hazard");
  for (const s of c.must ?? []) if (!has(s)) problems.push(`missing "${s}"`);
  if (c.anyOf && !c.anyOf.some(has)) problems.push(`none of ${JSON.stringify(c.anyOf)}`);
  for (const s of c.mustNot ?? []) if (has(s)) problems.push(`contains "${s}"`);
  const count = ordered.split(/\s+/).filter(Boolean).length;
  if (c.maxWords && count > c.maxWords) problems.push(`${count} words (at most ${c.maxWords})`);
  const ours = ordered.split(business.phone.display).length - 1;
  if (ours > 1) problems.push(`our number ${ours} times`);
  for (const m of ordered.matchAll(/£(\d+)/g)) if (!PRICES.has(Number(m[1]))) problems.push(`unknown price £${m[1]}`);
  if (!reply.links.some((l) => l.href.startsWith("/")) && !isHandoff(reply)) problems.push("links no page");
  const handoff = isHandoff(reply) && !safetyMiss && !falseAlarm;
  let outcome: Outcome;
  if (c.handoff) {
    // Nothing on the site answers it: the handoff is the right answer (or an answer with the expected words).
    const answered = Boolean(c.anyOf?.some(has));
    outcome = handoff || (answered && problems.length === 0) ? "correct" : "wrong";
  } else outcome = problems.length === 0 ? "correct" : handoff ? "handoff" : "wrong";
  return { case: c, reply, outcome, safetyMiss, falseAlarm, problems };
}

export function evaluateFresh(cases: readonly FreshCase[], now = new Date("2026-11-23T10:00:00Z")): FreshReport {
  const results = cases.map((c) => scoreFresh(c, playTurns(c.turns, now)));
  const n = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  return {
    total: results.length,
    correct: n("correct"),
    handoff: n("handoff"),
    wrong: n("wrong"),
    safetyMisses: results.filter((r) => r.safetyMiss).length,
    falseAlarms: results.filter((r) => r.falseAlarm).length,
    results,
  };
}

export function formatFresh(name: string, r: FreshReport, details: boolean): string {
  const lines: string[] = [];
  if (details)
    for (const f of r.results.filter((x) => x.outcome !== "correct"))
      lines.push(
        `${f.outcome.toUpperCase()} [${f.case.kind}/${f.case.register}] ${JSON.stringify(f.case.turns.at(-1))}\n  ${f.problems.join("; ")}\n  got (${f.reply.topic}): ${replyParagraphs(f.reply).join(" | ").slice(0, 260)}`,
      );
  const kinds = new Map<string, [number, number]>();
  for (const x of r.results) {
    const k = kinds.get(x.case.kind) ?? [0, 0];
    k[1]++;
    if (x.outcome === "correct") k[0]++;
    kinds.set(x.case.kind, k);
  }
  for (const [k, [ok, all]] of [...kinds].sort()) lines.push(`  ${k.padEnd(18)} ${ok}/${all}`);
  const pct = (x: number) => `${((x / r.total) * 100).toFixed(0)}%`;
  lines.push(
    `${name}: ${r.total} messages: correct ${r.correct} (${pct(r.correct)}), honest handoff ${r.handoff}, confidently wrong ${r.wrong}, safety misses ${r.safetyMisses}, false alarms ${r.falseAlarms}`,
  );
  return lines.join("\n");
}
