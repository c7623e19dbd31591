/**
 * Cloudflare Turnstile, checked on the server when TURNSTILE_SECRET_KEY is
 * set (off by default, so local development needs no account).
 */
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export async function verifyTurnstile(
  secret: string,
  token: string | undefined,
  ip: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  if (!token) return false;
  const form = new FormData();
  form.set("secret", secret);
  form.set("response", token);
  if (ip) form.set("remoteip", ip);
  const response = await fetcher(TURNSTILE_VERIFY_URL, { method: "POST", body: form });
  if (!response.ok) return false;
  const outcome = (await response.json()) as { success?: boolean };
  return outcome.success === true;
}
