import { execFileSync } from "node:child_process";

/**
 * Reads the local D1 that the preview server writes to (.wrangler/state), the
 * way an owner would look at stored leads: `wrangler d1 execute --local`.
 */
export function queryLeads<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "LEADS_DB", "--local", "--json", "--command", sql], {
    encoding: "utf8",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "ignore"],
  });
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

/** SQL string literal (test-made values only). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function uniqueName(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
