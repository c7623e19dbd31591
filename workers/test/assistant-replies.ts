/**
 * What the assistant's tests read of a reply: the text a visitor is shown (its paragraphs, steps and closing
 * lines), and a message answered on its own at one fixed moment (a Wednesday morning, inside opening hours).
 */
import { type AssistantReply, type HistoryItem, replyParagraphs } from "~/lib/contracts/assistant";
import { answer } from "../assistant/answer";

export const ASKED_AT = new Date("2026-11-25T10:00:00Z");

export const shownText = (reply: AssistantReply) => replyParagraphs(reply).join(" ");

/** A first message's reply: its topic, whether it is the emergency reply, and the text shown. */
export function answered(message: string) {
  const reply = answer(message, ASKED_AT, []);
  return { topic: reply.topic, urgent: Boolean(reply.urgent), text: shownText(reply) };
}

/** Plays the visitor's turns as the dialog does at `now`: each request carries the last 6 turns; the last reply. */
export function converseAt(now: Date, ...turns: string[]): AssistantReply {
  const history: HistoryItem[] = [];
  let reply: AssistantReply | undefined;
  for (const message of turns) {
    reply = answer(message, now, history.slice(-6));
    history.push({ role: "visitor", text: message }, { role: "assistant", text: reply.text.join("\n") });
  }
  return reply!;
}
