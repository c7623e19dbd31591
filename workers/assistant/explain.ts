/**
 * Why the assistant answered as it did, for `npm run ask`: the slots it recognised, how the safety
 * layer read the message (with negations and conditions taken out), the intents found and which won.
 */
import type { AssistantReply, HistoryItem } from "~/lib/contracts/assistant";
import { answer } from "./answer";
import { hazardReply } from "./hazards";
import { arbitrate, questionSpans } from "./intents/arbitration";
import { classifySafety, inScope, type SafetyVerdict } from "./safety";
import { words } from "./text";
import { type Understood, understand } from "./understand";

export interface Explanation {
  slots: Understood;
  scoped: string[];
  safety: SafetyVerdict;
  hazard?: string;
  candidates: { name: string; at: number; priority: number; chosen: boolean; dropped?: string }[];
  why: string;
  reply: AssistantReply;
}

export function explain(message: string, now: Date, history: readonly HistoryItem[] = []): Explanation {
  const safety = classifySafety(message);
  const hazard = hazardReply(words(message), message)?.topic;
  const { candidates } = arbitrate(message, now);
  const list = candidates.map((c) => ({
    name: c.intent.name,
    at: c.at,
    priority: c.intent.priority,
    chosen: !c.dropped,
    dropped: c.dropped,
  }));
  const reply = answer(message, now, history);
  const chosen = list.filter((c) => c.chosen).map((c) => c.name);
  const why = safety.danger
    ? `safety first: ${safety.danger}${safety.symptoms ? " with symptoms" : ""}; nothing else is said before the steps`
    : safety.advice
      ? `safety advice without a hazard now: ${safety.advice}`
      : hazard
        ? `a hazard that is not gas: ${hazard}`
        : chosen.length
          ? `answered in the order asked (what is only mentioned last${
              questionSpans(message).length ? "; what the question sentences ask first" : ""
            }; then word position, then priority): ${chosen.join(", ")}`
          : reply.topic === "handoff"
            ? "nothing answers the main ask: honest handoff with the callback form"
            : `no intent: ${reply.topic}`;
  return { slots: understand(message), scoped: inScope(words(message)), safety, hazard, candidates: list, why, reply };
}
