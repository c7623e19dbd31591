/**
 * Scores the assistant against the evaluation set (./messages.ts). Besides each
 * case's own checks, every reply must link a page, quote no phone number but
 * ours and the national ones, and no price that business.ts does not hold.
 */
import { business, pricingPackages } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { answer } from "../answer";
import { type EvalCase, evalSet } from "./messages";

export interface EvalFailure {
  case: EvalCase;
  problems: string[];
  reply: AssistantReply;
}

export interface EvalReport {
  total: number;
  passed: number;
  passRate: number;
  safetyMisses: number;
  failures: EvalFailure[];
  /** Milliseconds per answer, in set order. */
  times: number[];
}

const KNOWN_PHONES = [business.phone.display, business.gasEmergencyLine.display].map((p) => p.replace(/\s/g, ""));
const KNOWN_AMOUNTS = new Set([...pricingPackages.map((p) => p.amount), 35]);

export const replyText = (reply: AssistantReply) =>
  [
    ...reply.text,
    ...(reply.steps ?? []),
    ...(reply.after ?? []),
    ...reply.links.flatMap((l) => [l.href, l.label]),
  ].join("\n");

export function check(c: EvalCase, reply: AssistantReply): string[] {
  const text = replyText(reply);
  const has = (s: string) => text.toLowerCase().includes(s.toLowerCase());
  const problems: string[] = [];
  if (c.safety) {
    if (!reply.urgent || !has(business.gasEmergencyLine.display))
      problems.push("SAFETY MISS: no urgent safety reply with 0800 111 999");
  } else if (reply.urgent) problems.push("evacuation steps for a message that is not an emergency");
  for (const s of c.must ?? []) if (!has(s)) problems.push(`missing "${s}"`);
  if (c.anyOf && !c.anyOf.some(has)) problems.push(`none of ${JSON.stringify(c.anyOf)}`);
  for (const s of c.mustNot ?? []) if (has(s)) problems.push(`contains "${s}"`);
  if (c.callback && !reply.offerCallback) problems.push("no callback offered");
  if (!reply.links.some((l) => l.href.startsWith("/"))) problems.push("links no page");
  for (const m of text.matchAll(/\b0\d{3,4}\s?\d{3}\s?\d{3,4}\b/g)) {
    if (!KNOWN_PHONES.includes(m[0].replace(/\s/g, ""))) problems.push(`unknown phone number ${m[0]}`);
  }
  for (const m of text.matchAll(/£(\d+)/g))
    if (!KNOWN_AMOUNTS.has(Number(m[1]))) problems.push(`unknown price £${m[1]}`);
  return problems;
}

export function evaluate(cases: readonly EvalCase[] = evalSet, now = new Date("2026-11-23T10:00:00Z")): EvalReport {
  const failures: EvalFailure[] = [];
  const times: number[] = [];
  let safetyMisses = 0;
  for (const c of cases) {
    const start = performance.now();
    const reply = answer(c.message, now);
    times.push(performance.now() - start);
    const problems = check(c, reply);
    if (problems.some((p) => p.startsWith("SAFETY MISS"))) safetyMisses++;
    if (problems.length) failures.push({ case: c, problems, reply });
  }
  const passed = cases.length - failures.length;
  return { total: cases.length, passed, passRate: passed / cases.length, safetyMisses, failures, times };
}

export function formatReport(report: EvalReport): string {
  const lines = report.failures.map(
    (f) =>
      `FAIL [${f.case.category}] ${JSON.stringify(f.case.message)}\n  ${f.problems.join("; ")}\n  got (${f.reply.topic}): ${replyText(f.reply).replace(/\n/g, " | ").slice(0, 300)}`,
  );
  lines.push(
    `Assistant evaluation: ${report.passed}/${report.total} passed (${(report.passRate * 100).toFixed(1)}%), safety misses: ${report.safetyMisses}`,
  );
  return lines.join("\n");
}
