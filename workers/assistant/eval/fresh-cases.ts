/**
 * The shape of the generalisation set (./fresh-tuning.ts, ./fresh-held-out.ts):
 * messages written for the kinds of failure seen on sets from outside the team,
 * in registers the own set (./messages.ts) does not use, each with the
 * behaviour a good receptionist would show. Written in one go before the engine
 * was redesigned; the held-out part is only run, never tuned on.
 */
export type FreshKind =
  "safety-recall" | "safety-precision" | "qualifier" | "place" | "depth" | "company" | "conversation" | "handoff";

export type Register =
  "text-speak" | "elderly" | "third-person" | "angry" | "non-native" | "long" | "plain" | "dictated" | "several";

export interface FreshCase {
  kind: FreshKind;
  register: Register;
  /** The visitor's turns, oldest first; the reply to the last one is scored. */
  turns: string[];
  /**
   * strong: the emergency reply (urgent, 0800 111 999 in its first 400 characters, before any other number);
   * weak: 0800 111 999 at least in a line (a conditional note is enough);
   * none: no emergency reply.
   */
  safety: "strong" | "weak" | "none";
  /** Symptoms in people: the reply must give medical advice (NHS 111). */
  medical?: boolean;
  /** Each must appear (case-insensitive, in the text, steps and link addresses). */
  must?: string[];
  /** At least one must appear. */
  anyOf?: string[];
  /** None may appear. */
  mustNot?: string[];
  /** At most this many words in the reply's paragraphs and steps. */
  maxWords?: number;
  /** An honest handoff (the callback form with the message) is the right answer here. */
  handoff?: boolean;
}
