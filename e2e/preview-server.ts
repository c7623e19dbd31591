import { readFileSync } from "node:fs";

/** E2E_PORT lets two checkouts run their browser tests side by side. */
export const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4173);
export const PREVIEW_ORIGIN = `http://localhost:${PREVIEW_PORT}`;

/** The built Worker's configuration: the bindings the preview server gives it. */
interface BuiltConfig {
  d1_databases: { binding: string; database_id: string }[];
}

let explorerPath: string | undefined;

/** The local D1 database's address in miniflare's local explorer (the leads database's id from the build, read once). */
export function d1ExplorerPath(): string {
  if (explorerPath) return explorerPath;
  const config = JSON.parse(readFileSync("build/server/wrangler.json", "utf8")) as BuiltConfig;
  const leads = config.d1_databases.find((database) => database.binding === "LEADS_DB");
  if (!leads) throw new Error("build/server/wrangler.json has no LEADS_DB: run `npm run build`.");
  explorerPath = `/cdn-cgi/local/explorer/api/d1/database/${leads.database_id}/raw`;
  return explorerPath;
}
