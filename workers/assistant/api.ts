/** POST /api/assistant {message}: the assistant's reply as JSON. Messages up to 2,048 characters, all of them read. */
import { answer, MAX_MESSAGE_LENGTH } from "./answer";

/** JSON escapes can make a body several times longer than its message. */
const MAX_BODY_BYTES = 16 * 1024;

export async function handleAssistant(request: Request): Promise<Response> {
  if (request.method !== "POST")
    return Response.json({ message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return Response.json({ message: "That message is too long." }, { status: 413 });
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
  return Response.json(answer(message), { headers: { "Cache-Control": "no-store" } });
}
