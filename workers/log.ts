/**
 * The Worker's structured logs: one JSON line per event. Event names are
 * constants in code, never taken from input; fields never hold a lead's name,
 * phone or full postcode (see leadLogFields), and error texts are cut short.
 */
export function log(event: string, fields: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ event, ...fields }));
}

/** The same line on the error stream: something was lost or given up on. */
export function logError(event: string, fields: Record<string, unknown> = {}) {
  console.error(JSON.stringify({ event, ...fields }));
}

/** An error as a short line for the logs. */
export function errorText(error: unknown): string {
  return String(error).slice(0, 300);
}
