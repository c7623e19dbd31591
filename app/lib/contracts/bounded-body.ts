/**
 * The one way every endpoint and form action reads a request body: at most
 * `limit` bytes. A body that declares more (Content-Length) is refused before
 * a byte is kept; a body that turns out larger while streaming is refused as
 * soon as it passes the limit, so no request can make the Worker hold more
 * than `limit` bytes of it in memory.
 */
export class TooLarge extends Error {}

export interface BoundedReadOptions {
  /**
   * Before refusing, read and drop the rest of a too-large body up to this
   * many bytes (never kept): a browser whose upload is cut off mid-way shows a
   * connection error instead of the page's message. Beyond it the connection
   * is closed. Default 0: refuse at once.
   */
  drainUpTo?: number;
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, already: number, max: number) {
  let size = already;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > max) return reader.cancel();
  }
}

/** Reads at most `limit` bytes of the body; larger bodies are refused (TooLarge), whatever Content-Length claims. */
export async function readBodyBytes(
  request: Request,
  limit: number,
  { drainUpTo = 0 }: BoundedReadOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) {
    if (request.body && drainUpTo > 0 && declared <= drainUpTo) await drain(request.body.getReader(), 0, drainUpTo);
    throw new TooLarge();
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      if (drainUpTo > 0) await drain(reader, size, drainUpTo);
      else await reader.cancel();
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
  return bytes;
}

/** Reads at most `limit` bytes of the body as UTF-8 text; larger bodies are refused (TooLarge). */
export async function readBody(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/** An ordinary form post's fields, read through the same bound (urlencoded or multipart). */
export async function readForm(request: Request, limit: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  return new Request(request.url, { method: "POST", headers: request.headers, body: bytes }).formData();
}
