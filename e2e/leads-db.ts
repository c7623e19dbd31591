import { d1ExplorerPath, PREVIEW_ORIGIN } from "./preview-server";

/**
 * The local D1 that the preview server uses, reached through that server's own
 * process: miniflare's local explorer (`/cdn-cgi/local/explorer/api`, served
 * only by local runs, never by Cloudflare) runs each statement on the same
 * D1 object as the Worker, so the test's statements queue behind the Worker's
 * like any other. Opening the SQLite file from a second process met the
 * server's lock now and then: workerd does not wait for a lock, so the page the
 * test was looking at failed (the CI flake "Failed to get session commit
 * token"). Tests read stored leads the way an owner would look at them and seed
 * rows as the pipeline would have stored them.
 */
interface ExplorerAnswer {
  success: boolean;
  errors: { message: string }[];
  result?: { results: { columns: string[]; rows: unknown[][] } }[];
}

/** Runs one SQL statement on the local D1: a query's rows, or [] for a write. */
export async function queryLeads<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  const response = await fetch(`${PREVIEW_ORIGIN}${d1ExplorerPath()}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sql }),
  });
  const answer = (await response.json()) as ExplorerAnswer;
  const results = answer.result?.[0]?.results;
  if (!answer.success || !results) {
    throw new Error(`Local D1 refused ${sql.slice(0, 80)}: ${answer.errors.map((e) => e.message).join("; ")}`);
  }
  return results.rows.map((row) => Object.fromEntries(results.columns.map((column, i) => [column, row[i]])) as T);
}

/** SQL string literal (test-made values only). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function uniqueName(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
