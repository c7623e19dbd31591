/**
 * Security headers for every response the Worker produces. HTML gets a
 * Content-Security-Policy whose only inline scripts are the ones carrying this
 * request's nonce. Static assets are served before the Worker runs; their
 * headers live in public/_headers.
 */

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Cloudflare Turnstile's origin, allowed only when the challenge is turned on. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

export function contentSecurityPolicy(nonce: string, { turnstile = false } = {}): string {
  const extra = turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    // Inline style attributes (used by UI primitives) are allowed; inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:", // blob: the previews of photos chosen for a quote request
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    `frame-src ${turnstile ? TURNSTILE_ORIGIN : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

const ALWAYS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function withSecurityHeaders(
  response: Response,
  nonce: string,
  options: { turnstile?: boolean } = {},
): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(ALWAYS)) secured.headers.set(name, value);
  const type = secured.headers.get("Content-Type") ?? "";
  if (type.startsWith("text/html")) {
    secured.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    secured.headers.set("X-Frame-Options", "DENY");
  }
  return secured;
}
