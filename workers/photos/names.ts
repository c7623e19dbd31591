/**
 * A photo's file name as the visitor and the owner may see it: never a path,
 * never a direction override, never a control character.
 */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** True when the name tries to be a path or to read differently from what it is ("right-to-left override"). */
export function isHostileName(name: string): boolean {
  return (
    /[\\/]/.test(name) ||
    /(^|[\\/])\.\.($|[\\/])/.test(name) ||
    new RegExp(BIDI.source).test(name) ||
    new RegExp(CONTROL.source).test(name)
  );
}

/** The name to show in messages and on the desk: last path segment, no controls, at most 80 characters. */
export function displayName(name: string): string {
  const base = name.replace(BIDI, "").replace(CONTROL, "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/^\.+/, "").trim();
  const short = clean.length > 80 ? `${clean.slice(0, 60)}…${clean.slice(-19)}` : clean;
  return short || "photo";
}
