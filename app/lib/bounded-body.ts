/**
 * The one way every endpoint and form action reads a request body: at most
 * `limit` bytes. A body that declares more (Content-Length) is refused before
 * a byte is read; a body that turns out larger while streaming is refused as
 * soon as it passes the limit, so no request can make the Worker hold more
 * than `limit` bytes of it in memory.
 */
export class TooLarge extends Error {}

/** Reads at most `limit` bytes of the body as UTF-8 text; larger bodies are refused (TooLarge). */
export async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw new TooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
