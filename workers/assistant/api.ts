/** POST /api/assistant {message}: the assistant's reply as JSON. */
import { answer } from "./answer";

export async function handleAssistant(request: Request): Promise<Response> {
  if (request.method !== "POST") return Response.json({ message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  const text = await request.text();
  if (text.length > 2048) return Response.json({ message: "That message is too long." }, { status: 413 });
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return Response.json({ message: "Send JSON: {\"message\": \"...\"}" }, { status: 400 });
  }
  if (typeof message !== "string" || !message.trim()) {
    return Response.json({ message: "Please type a question." }, { status: 400 });
  }
  return Response.json(answer(message), { headers: { "Cache-Control": "no-store" } });
}
