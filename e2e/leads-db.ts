import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * The local D1 that the preview server writes to, opened as the SQLite file it
 * is (.wrangler/state, created by `npm run db:migrate:local` before the server
 * starts). Tests read stored leads the way an owner would look at them, and
 * seed rows as the pipeline would have stored them, in one statement each:
 * microseconds under SQLite's lock, where a `wrangler d1 execute` process held
 * it for a second or more and the server's own statements could meet it.
 * The server holds the same file; a statement that meets its lock waits for it.
 */
const D1_DIR = ".wrangler/state/v3/d1/miniflare-D1DatabaseObject";

let db: DatabaseSync | undefined;

function leadsDb(): DatabaseSync {
  if (db) return db;
  const files = readdirSync(D1_DIR).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) {
    throw new Error(`Expected the one local D1 database in ${D1_DIR}, found: ${files.join(", ") || "none"}`);
  }
  db = new DatabaseSync(join(D1_DIR, files[0] ?? ""));
  db.exec("PRAGMA busy_timeout = 10000");
  return db;
}

/** Runs one SQL statement on the local D1; a query's rows, or [] for a write. */
export function queryLeads<T = Record<string, unknown>>(sql: string): T[] {
  return leadsDb().prepare(sql).all() as T[];
}

/** SQL string literal (test-made values only). */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function uniqueName(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
