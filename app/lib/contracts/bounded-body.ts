/**
 * The one way every endpoint and form action reads a request body: at most
 * `limit` bytes. A body that declares more (Content-Length) is refused before
 * a byte is kept; a body that turns out larger while streaming is refused as
 * soon as it passes the limit, so no request can make the Worker hold more
 * than `limit` bytes of it in memory.
 */
export class TooLarge extends Error {
  constructor(
    /** With `keepEnds`: the first and last bytes of what was read before the refusal. */
    readonly ends?: { head: Uint8Array; tail: Uint8Array },
  ) {
    super("The request body is over its limit.");
  }
}

export interface BoundedReadOptions {
  /**
   * Before refusing, read and drop the rest of a too-large body up to this
   * many bytes (never kept): a browser whose upload is cut off mid-way shows a
   * connection error instead of the page's message. Beyond it the connection
   * is closed. Default 0: refuse at once.
   */
  drainUpTo?: number;
  /**
   * Keep up to this many of the first and of the last bytes read, and give
   * them with the refusal (`TooLarge.ends`): a form too large to accept can
   * still hand back what was typed in it. Default 0: keep nothing.
   */
  keepEnds?: number;
}

/** The first and the last `size` bytes of a stream, kept as it passes. */
class Ends {
  private head: Uint8Array[] = [];
  private headSize = 0;
  private tail: Uint8Array[] = [];
  private tailSize = 0;
  constructor(private readonly size: number) {}

  add(chunk: Uint8Array) {
    if (!this.size) return;
    if (this.headSize < this.size) {
      const part = chunk.subarray(0, this.size - this.headSize);
      this.head.push(part);
      this.headSize += part.byteLength;
    }
    this.tail.push(chunk);
    this.tailSize += chunk.byteLength;
    while (this.tail.length > 1 && this.tailSize - this.tail[0]!.byteLength >= this.size) {
      this.tailSize -= this.tail.shift()!.byteLength;
    }
  }

  refusal(): TooLarge {
    if (!this.size) return new TooLarge();
    const tail = join(this.tail, this.tailSize);
    return new TooLarge({
      head: join(this.head, this.headSize),
      tail: tail.subarray(Math.max(0, tail.byteLength - this.size)),
    });
  }
}

function join(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, already: number, max: number, ends: Ends) {
  let size = already;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > max) return reader.cancel();
    ends.add(value);
  }
}

/** Reads at most `limit` bytes of the body; larger bodies are refused (TooLarge), whatever Content-Length claims. */
export async function readBodyBytes(
  request: Request,
  limit: number,
  { drainUpTo = 0, keepEnds = 0 }: BoundedReadOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const ends = new Ends(keepEnds);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) {
    if (request.body && drainUpTo > 0 && declared <= drainUpTo)
      await drain(request.body.getReader(), 0, drainUpTo, ends);
    throw ends.refusal();
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
      if (keepEnds) for (const chunk of [...chunks, value]) ends.add(chunk);
      chunks.length = 0;
      if (drainUpTo > 0) await drain(reader, size, drainUpTo, ends);
      else await reader.cancel();
      throw ends.refusal();
    }
    chunks.push(value);
  }
  return join(chunks, size);
}

/** Whether the body is a multipart form (a form with a file field). */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() === "multipart/form-data";
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
