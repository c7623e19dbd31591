/**
 * The one JSON loader for the browser's data requests: a GET to the URL made
 * of the query key's segments joined by "/", cookies sent, JSON read. A 401
 * raises unless told to return nothing; any other non-OK answer raises an
 * HttpError whose text is "STATUS: BODY" (or the status text when the body is
 * empty) and which keeps the body, for endpoints whose error answers are JSON.
 * Requests are never retried: a failed query is shown, not repeated.
 */
export type On401 = "throw" | "returnNull";

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's body as text ("" when empty). */
    readonly body = "",
  ) {
    super(message);
    this.name = "HttpError";
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new HttpError(response.status, `${response.status}: ${body || response.statusText}`, body);
}

export async function getJson<T>(
  queryKey: readonly (string | number)[],
  { on401 = "throw", fetcher = fetch }: { on401?: On401; fetcher?: typeof fetch } = {},
): Promise<T | null> {
  const response = await fetcher(queryKey.join("/"), { credentials: "include" });
  if (on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
