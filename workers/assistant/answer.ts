/**
 * The on-site assistant's answers. In order:
 * 1. Safety (./safety.ts): any hint of gas or carbon monoxide gets the safety steps first.
 * 2. What the message asks (./intents.ts): business facts from business.ts, coverage,
 *    fault codes, and the site's own pages found by full-text search (./search.ts).
 *    Up to two questions in one message are both answered, in the order asked.
 * 3. Otherwise, what the assistant can help with and our phone number.
 * No language model and no external service: every figure comes from business.ts
 * or the content, and every answer links the page it came from.
 */
import { business } from "~/content/business";
import { type Intent, intents } from "./intents";
import { classifySafety } from "./safety";
import { SAFETY_NOTE, safetyReply } from "./safety-replies";
import { words } from "./text";

export interface AssistantLink {
  href: string;
  label: string;
}

export interface AssistantReply {
  /** What kind of answer this is (tests and the UI use it). */
  topic: string;
  /** A gas or carbon monoxide emergency: the UI shows it as a warning. */
  urgent?: boolean;
  /** Paragraphs. */
  text: string[];
  /** Ordered steps, when the answer is a procedure. */
  steps?: string[];
  /** Paragraphs after the steps. */
  after?: string[];
  links: AssistantLink[];
  /** The UI shows the callback form after this reply. */
  offerCallback?: boolean;
}

/** The API accepts this many characters; all of them are read. */
export const MAX_MESSAGE_LENGTH = 2048;

function help(): AssistantReply {
  return {
    topic: "help",
    text: [
      `I can help with no heating or hot water, pressure, leaks, noises, fault codes, servicing and landlord gas safety checks, new boilers, prices, opening hours and whether we cover your area. Pick a topic below, or call ${business.phone.display} to speak to an engineer.`,
    ],
    links: [{ href: "/questions", label: "All questions" }],
  };
}

/** Two answers in one reply, the first one's topic leading. */
function combine(replies: AssistantReply[]): AssistantReply {
  if (replies.length === 1) return replies[0]!;
  const links = new Map<string, AssistantLink>();
  for (const r of replies) for (const l of r.links) if (!links.has(l.href)) links.set(l.href, l);
  return {
    topic: replies[0]!.topic,
    text: replies.flatMap((r) => [...r.text, ...(r.steps ?? []), ...(r.after ?? [])]),
    links: [...links.values()].slice(0, 4),
    offerCallback: replies.some((r) => r.offerCallback),
  };
}

export function answer(message: string, now: Date = new Date()): AssistantReply {
  const text = message.trim().slice(0, MAX_MESSAGE_LENGTH);
  const verdict = classifySafety(text);
  if (verdict.danger) return safetyReply(verdict);

  const list = words(text);
  const found: { at: number; intent: Intent }[] = [];
  for (const intent of intents) {
    const at = intent.find({ message: text, list, now });
    if (at >= 0) found.push({ at, intent });
  }
  // An intent may stand aside when a more specific one is present (a fault code beats the brand page).
  const names = new Set(found.map((f) => f.intent.name));
  const chosen = found
    .filter((f) => !f.intent.yieldsTo?.some((n) => names.has(n)))
    .filter((f) => !(found.length > 1 && f.intent.onlyAlone?.({ message: text, list, now })))
    .sort((a, b) => a.at - b.at || a.intent.priority - b.intent.priority)
    .slice(0, 2);
  const replies = chosen
    .map((f) => f.intent.reply({ message: text, list, now }))
    .filter((r): r is AssistantReply => Boolean(r));
  const reply = replies.length ? combine(replies) : help();
  if (verdict.note) reply.text = [...reply.text, SAFETY_NOTE];
  return reply;
}
