/** POST /api/assistant {message}: the assistant's reply as JSON. Messages up to 2,048 characters, all of them read. */
import { readBody, TooLarge } from "~/lib/bounded-body";
import { isLocalClient, rateLimitKey, RETRY_AFTER_SECONDS } from "../rate-limit";
import { answer, MAX_MESSAGE_LENGTH } from "./answer";

/** JSON escapes can make a body several times longer than its message. */
const MAX_BODY_BYTES = 16 * 1024;

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
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return Response.json({ message: 'Send JSON: {"message": "..."}' }, { status: 400 });
  }
  if (typeof message !== "string" || !message.trim()) {
    return Response.json({ message: "Please type a question." }, { status: 400 });
  }
  if (message.length > MAX_MESSAGE_LENGTH) {
    return Response.json(
      { message: `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.` },
      { status: 413 },
    );
  }
  return Response.json(answer(message.toWellFormed()), { headers: { "Cache-Control": "no-store" } });
}
