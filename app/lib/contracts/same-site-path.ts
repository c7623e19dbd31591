/**
 * A path of this site, as sent by a browser (the quote forms' `sourcePage`,
 * the analytics beacon's `page`): "/services/boiler-repair". Anything that
 * could point elsewhere ("//evil.example", "https://…", "/\\evil.example"),
 * holds control characters or is too long is refused. Query and fragment are
 * dropped: they can carry personal data and never name a page.
 */
export const MAX_PATH_LENGTH = 200;

const BASE = "https://same-site.invalid";

export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_PATH_LENGTH) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s\u0000-\u001f\u007f-\u009f]/.test(value))
    return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  return url.pathname;
}
