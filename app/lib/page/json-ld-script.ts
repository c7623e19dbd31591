/**
 * Serialises JSON-LD for a <script> element (no "</script>" can break out).
 * Its own module: the page shell imports it, and it must not pull the
 * structured-data builders (and the content they read) into browser code.
 */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
