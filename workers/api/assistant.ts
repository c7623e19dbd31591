/**
 * POST /api/assistant {message, history?}: the assistant's reply as JSON.
 * Messages up to 2,048 characters, all of them read; `history` is the
 * conversation so far, oldest first, at most 6 turns of at most 2,048
 * characters each (app/lib/contracts/assistant.ts). Stateless: nothing is stored.
 */
import { z } from "zod";
import { type HistoryItem, MAX_HISTORY_ITEMS, MAX_HISTORY_TEXT, MAX_MESSAGE_LENGTH } from "~/lib/contracts/assistant";
import { readBody, TooLarge } from "~/lib/contracts/bounded-body";
import { isLocalClient, rateLimitKey, RETRY_AFTER_SECONDS } from "../http/rate-limit";
import { answer } from "../assistant/answer";

/** JSON escapes can make a body several times longer than its text: 7 texts of 2,048 characters. */
const MAX_BODY_BYTES = 64 * 1024;

const historySchema = z
  .array(
    z.object({
      role: z.enum(["visitor", "assistant"]),
      text: z.string().max(MAX_HISTORY_TEXT),
    }),
  )
  .max(MAX_HISTORY_ITEMS);

/** The schema's type is the contract's. */
const _sameShape: z.infer<typeof historySchema> extends HistoryItem[] ? true : never = true;
void _sameShape;

const HISTORY_RULE = `history must be a list of at most ${MAX_HISTORY_ITEMS} turns, oldest first, each {"role": "visitor" or "assistant", "text": at most ${MAX_HISTORY_TEXT} characters}.`;

export interface AssistantDeps {
  /** ASSISTANT_RATE_LIMITER: 30 messages a minute per visitor. */
  rateLimiter?: RateLimit;
}

export async function handleAssistant(request: Request, deps: AssistantDeps = {}): Promise<Response> {
  if (request.method !== "POST")
    return Response.json({ message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const ip = request.headers.get("CF-Connecting-IP") ?? undefined;
  if (deps.rateLimiter && !isLocalClient(ip)) {
    const { success } = await deps.rateLimiter.limit({ key: rateLimitKey(ip) });
    if (!success) {
      return Response.json(
        { message: "You have sent a lot of messages in a short time. Please wait a minute and try again." },
        { status: 429, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
      );
    }
  }
  let text: string;
  try {
    text = await readBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLarge) return Response.json({ message: "That message is too long." }, { status: 413 });
    throw error;
  }
  let body: { message?: unknown; history?: unknown } | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    body = parsed && typeof parsed === "object" ? (parsed as typeof body) : undefined;
  } catch {
    body = undefined;
  }
  if (!body) return Response.json({ message: 'Send JSON: {"message": "..."}' }, { status: 400 });
  const { message } = body;
  if (typeof message !== "string" || !message.trim()) {
    return Response.json({ message: "Please type a question." }, { status: 400 });
  }
  if (message.length > MAX_MESSAGE_LENGTH) {
    return Response.json(
      { message: `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.` },
      { status: 413 },
    );
  }
  let history: HistoryItem[] = [];
  if (body.history !== undefined) {
    const parsed = historySchema.safeParse(body.history);
    if (!parsed.success) return Response.json({ message: `Invalid history: ${HISTORY_RULE}` }, { status: 400 });
    history = parsed.data;
  }
  return Response.json(answer(message.toWellFormed(), new Date(), history), {
    headers: { "Cache-Control": "no-store" },
  });
}
