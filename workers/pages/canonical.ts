/**
 * One URL per page: other spellings of a known page (/ABOUT, /about/,
 * /about//, /%61bout) redirect permanently to its canonical URL, so search
 * engines and links see one address and only canonical URLs are prerendered.
 */

/** The canonical spelling of a path: decoded, lower case, no repeated or trailing slashes. */
export function canonicalPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // not valid percent-encoding: leave it to the router (404)
  }
  path = path.toLowerCase().replace(/\/{2,}/g, "/");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Where another spelling of a known page redirects to; undefined for canonical URLs and unknown paths. */
export function canonicalRedirect(url: URL, knownPaths: ReadonlySet<string>): string | undefined {
  const canonical = canonicalPath(url.pathname);
  if (!knownPaths.has(canonical) || canonical === url.pathname) return undefined;
  return `${url.origin}${canonical}${url.search}`;
}

/** Browsers must ask again every time: every response has its own nonce and form token. */
export const HTML_CACHE_CONTROL = "private, no-cache";
