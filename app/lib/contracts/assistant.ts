/**
 * The assistant's API contract, shared by the Worker's engine
 * (workers/assistant) and the site's dialog (app/components/assistant):
 * POST /api/assistant {message, history?} answers with an AssistantReply.
 * The API is stateless: the dialog sends the recent turns as `history`,
 * oldest first, and nothing is stored. Types and limits only (no zod here,
 * so the dialog's bundle stays small; the Worker validates with zod).
 */

/** The API accepts this many characters per message; all of them are read. */
export const MAX_MESSAGE_LENGTH = 2048;
/** At most this many earlier turns travel with a message. */
export const MAX_HISTORY_ITEMS = 6;
/** Each earlier turn is at most this many characters (the dialog trims longer ones). */
export const MAX_HISTORY_TEXT = 2048;

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

/** One earlier turn: what the visitor typed, or the assistant's reply as the text it showed. */
export interface HistoryItem {
  role: "visitor" | "assistant";
  text: string;
}

export interface AssistantRequest {
  message: string;
  history?: HistoryItem[];
}

/** The reply's paragraphs in the order shown: its text, its numbered steps, then its closing lines. */
export const replyParagraphs = (reply: AssistantReply) => [
  ...reply.text,
  ...(reply.steps ?? []),
  ...(reply.after ?? []),
];

/** The assistant's reply as the text the visitor saw, for the next request's history. */
export const replyAsText = (reply: AssistantReply) => replyParagraphs(reply).join("\n").slice(0, MAX_HISTORY_TEXT);
