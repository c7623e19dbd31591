/**
 * POST /api/track: the first-party analytics hook (app/lib/track.ts). Logs
 * the event name and a few short fields (Workers observability keeps logs);
 * nothing personal, no cookies. Answers 204.
 */
const FIELD = /^[\w .'/-]{1,80}$/;

export async function handleTrack(request: Request): Promise<Response> {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  const text = await request.text();
  if (text.length > 1024) return new Response(null, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return new Response(null, { status: 400 });
  const fields = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => FIELD.test(key) && typeof value === "string" && FIELD.test(value)),
  );
  if (typeof fields.event !== "string") return new Response(null, { status: 400 });
  console.log(JSON.stringify({ event: "analytics", ...fields }));
  return new Response(null, { status: 204 });
}
