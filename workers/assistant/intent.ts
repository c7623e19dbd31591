/**
 * What every intent of the assistant is: how it finds where a message asks
 * it, and how it answers. The intents themselves are in intents/, one module
 * per intent or family; answer.ts orders and combines them.
 */
import type { AssistantReply } from "~/lib/contracts/assistant";

export interface Context {
  message: string;
  list: string[];
  now: Date;
}

export interface Intent {
  name: string;
  /** Word index where the message asks this, or -1. */
  find: (ctx: Context) => number;
  reply: (ctx: Context) => AssistantReply | undefined;
  /** Stand aside when one of these intents is also present. */
  yieldsTo?: string[];
  /** Only answer when nothing else was asked (a bare mention of "boiler"). */
  onlyAlone?: (ctx: Context) => boolean;
  /** Said alongside a question (thanks, frustration): never makes an `onlyAlone` answer stand aside. */
  social?: boolean;
  /** Tie-break when two intents start at the same word: lower first. */
  priority: number;
}
