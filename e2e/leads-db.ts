import { execFileSync } from "node:child_process";

/**
 * Reads the local D1 that the preview server writes to (.wrangler/state), the
 * way an owner would look at stored leads: `wrangler d1 execute --local`.
 * The preview server holds the same SQLite file, so on a busy machine a
 * statement can meet a lock; that one answer is retried, anything else fails.
 */
export function queryLeads<T = Record<string, unknown>>(sql: string): T[] {
  for (let attempt = 1; ; attempt++) {
    try {
      const out = execFileSync(
        "npx",
        ["wrangler", "d1", "execute", "LEADS_DB", "--local", "--json", "--command", sql],
        {
          encoding: "utf8",
          env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      const parsed = JSON.parse(out) as { results: T[] }[];
      return parsed[0]?.results ?? [];
    } catch (error) {
      const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
      if (attempt < 6 && /SQLITE_BUSY|database is locked/i.test(`${stdout}\n${stderr}`)) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
        continue;
      }
      throw new Error(`wrangler d1 execute failed for: ${sql}\n${stderr || stdout}`, { cause: error });
    }
  }
}

/** SQL string literal (test-made values only). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function uniqueName(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
