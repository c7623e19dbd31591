/**
 * The conversation so far (the `history` the dialog sends, oldest first) turned
 * into what the visitor means now. The API is stateless: everything comes
 * from the request. Three ways a message leans on earlier turns:
 * - it answers the assistant's own question ("Which make is your boiler?" ->
 *   "its a vaillant"): the earlier message and the answer are read together;
 * - read alone it would need a question back (a code with no make), and an
 *   earlier visitor turn holds the missing part ("vaillant", then "F75");
 * - it points back ("how much is that?", "and in Yarm?", "i reset it and it
 *   came back", "its a combi"): read with the last message that had a subject.
 */
import type { HistoryItem } from "~/lib/contracts/assistant";
import { codeCandidates, makesIn } from "./fault-codes";
import { namesPlace } from "./intents/coverage";
import {
  DURATION_ASKED,
  POINTING,
  CONVERSATION_SUBJECTS,
  SOCIAL,
  PRICED_ALONE,
  TIMED_JOBS,
  WHICH_ONE,
} from "./lexicon";
import { hasAnyPhrase, hasWord, phraseAt, words } from "./text";

/** What the assistant asked back, read from the text it showed. */
export type Question = "make" | "code" | "place";

export function askedFor(assistantText: string): Question | undefined {
  if (/\bWhich make is your boiler\b|\bis another make, tell me which\b/i.test(assistantText)) return "make";
  if (/\bWhich code is your\b|\bwhat code\b.*\?/i.test(assistantText)) return "code";
  if (/\bType your postcode\b|\bwhat(?:'s| is) your postcode\b|\btell me your town or postcode\b/i.test(assistantText))
    return "place";
  return undefined;
}

/** Whether a message supplies what was asked for. */
export function supplies(question: Question, message: string): boolean {
  if (question === "make") return makesIn(message).length > 0;
  if (question === "code") return codeCandidates(message).length > 0;
  return words(message).length <= 3 || /\b[a-z]{1,2}\d[a-z\d]?\b/i.test(message);
}

/** "how much is that?", "what about that", "and how long does it take": a message about the previous subject. */
export function pointsBack(message: string): boolean {
  const all = words(message);
  if (all.length === 0 || all.every((w) => SOCIAL.includes(w))) return false;
  // "Thank you. And how long will he be?": thanks before a time asked are said to the answer, not part of it.
  const rest = all.slice(all.findIndex((w) => !SOCIAL.includes(w)));
  const list = hasAnyPhrase(rest, DURATION_ASKED) ? rest : all;
  const priceAsked = hasAnyPhrase(list, [
    "how much",
    "what does it cost",
    "whats the cost",
    "what would it cost",
    "price for that",
  ]);
  // "nothing wrong, just peace of mind ... how much and what do you check?": a price asked with no subject of its
  // own, however long the message, is the previous subject's.
  if (
    priceAsked &&
    list.length <= 30 &&
    !hasWord(list, [...CONVERSATION_SUBJECTS, ...TIMED_JOBS.filter((j) => j !== "check"), ...PRICED_ALONE])
  )
    return true;
  // "and how fast could someone get to me in an emergency": a question joined on with "and" can be longer.
  // "how long would it take on a three bed house with nine rads": a time asked of the job before can say more.
  // "it's the one in the box room, both pipes are cold": which one of the thing named before, however long.
  if (phraseAt(list, WHICH_ONE) === 0 && list.length <= 30) return true;
  const limit = hasAnyPhrase(list, DURATION_ASKED) ? 24 : list[0] === "and" ? 18 : 10;
  if (list.length > limit) return false;
  if (priceAsked) return hasWord(list, POINTING) || list.length <= 3;
  if (list[0] === "and" || hasAnyPhrase(list, ["what about", "how about", "how long"]) || list.length <= 2) return true;
  // "what time would he come", "how much time does that take": a time asked with no job of its own named.
  if (hasAnyPhrase(list, [...DURATION_ASKED, "what time"]) && !hasWord(list, TIMED_JOBS)) return true;
  // "its a combi", "it's a worcester greenstar": a detail about what the previous message described.
  if (list.length <= 6 && (list[0] === "its" || (list[0] === "it" && list[1] === "is"))) return true;
  // "i reset it and it came back": "it" with nothing else it could mean.
  return (
    list.length <= 10 &&
    hasWord(list, POINTING) &&
    !hasWord(list, CONVERSATION_SUBJECTS) &&
    makesIn(message).length === 0 &&
    codeCandidates(message).length === 0
  );
}

const lastOf = (history: readonly HistoryItem[], role: HistoryItem["role"]) =>
  [...history].reverse().find((h) => h.role === role);

/**
 * The text to answer: the message itself, or the message read with the
 * earlier visitor turn it completes. `needs` tells whether a message, read
 * alone, would make the assistant ask back (and what for).
 */
export function resolveMessage(
  message: string,
  history: readonly HistoryItem[],
  needs: (text: string) => Question | undefined,
): { text: string; followUp: boolean } {
  if (history.length === 0) return { text: message, followUp: false };
  const visitors = history.filter((h) => h.role === "visitor");
  const previous = lastOf(history, "visitor");
  const lastAnswer = lastOf(history, "assistant");
  // 1. The message answers the assistant's question.
  const asked = lastAnswer && askedFor(lastAnswer.text);
  if (asked && previous && supplies(asked, message)) return { text: `${previous.text} ${message}`, followUp: true };
  // 2. Read alone it would need a make or a code that an earlier turn holds.
  const missing = needs(message);
  if (missing === "make" || missing === "code") {
    const holder = [...visitors].reverse().find((v) => supplies(missing, v.text));
    if (holder) return { text: `${holder.text} ${message}`, followUp: true };
  }
  // ... or a place ("do you do Redcar?", then "how quick would an emergency be?").
  if (missing === "place") {
    const holder = [...visitors].reverse().find((v) => namesPlace(v.text));
    if (holder) return { text: `${holder.text} ${message}`, followUp: true };
  }
  // 3. It points back at the previous subject.
  if (previous && pointsBack(message)) return { text: `${previous.text} ${message}`, followUp: true };
  return { text: message, followUp: false };
}
