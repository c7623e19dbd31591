/** Rate limiting (Workers Rate Limiting bindings, `[[ratelimits]]` in wrangler.toml). */

/** Every limit's window is a minute: a refused visitor may try again after it. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * A 429 always says when to try again. The JSON endpoints set it themselves;
 * a page whose form action answered 429 gets it here (React Router keeps an
 * action's headers only for routes that export `headers`).
 */
export function withRetryAfter(response: Response): Response {
  if (response.status !== 429 || response.headers.has("Retry-After")) return response;
  const answered = new Response(response.body, response);
  answered.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return answered;
}

/**
 * A private page's limit per visitor (`scope` keeps each page kind's count
 * apart): undefined when the visitor may go on, else the plain 429 to answer.
 */
export async function pageLimitRefusal(
  limiter: RateLimit | undefined,
  scope: string,
  request: Request,
): Promise<Response | undefined> {
  if (!limiter) return undefined;
  const ip = request.headers.get("CF-Connecting-IP") ?? undefined;
  const { success } = await limiter.limit({ key: `${scope}:${rateLimitKey(ip)}` });
  if (success) return undefined;
  return new Response("Too many requests. Please wait a minute and try again.", {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}

/**
 * A client on this machine (127.0.0.0/8, ::1): local runs of the build, such as
 * the assistant's evaluation runners and the browser tests, which send hundreds
 * of messages a minute. Behind Cloudflare every request carries the visitor's
 * own address in CF-Connecting-IP, so this is never true in production.
 */
export function isLocalClient(ip: string | undefined): boolean {
  const address = ip?.trim().toLowerCase();
  return address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address ?? "");
}

/**
 * The key a visitor is rate limited by: an IPv4 address whole, an IPv6
 * address by its /64 prefix (one household or phone gets a whole /64 and can
 * rotate inside it at will). Anything unreadable is used as it came.
 */
export function rateLimitKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip.trim());
  if (mapped?.[1]) return mapped[1];
  const prefix = ipv6Prefix64(ip.trim());
  return prefix ? `${prefix}::/64` : ip.trim();
}

/** The first four groups of an IPv6 address, normalised ("2001:db8:0:1"), or undefined when it is not IPv6. */
function ipv6Prefix64(ip: string): string | undefined {
  if (!ip.includes(":")) return undefined;
  let address = ip.toLowerCase().replace(/%.*$/, "");
  // An IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((n) => n > 255)) return undefined;
    address = `${address.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":");
}
