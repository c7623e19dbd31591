/**
 * The texts' share of the retention purge: a lead's texts go with it (or at
 * the retention cutoff); an opt-out is kept while any stored lead has that
 * number (only numbers of stored requests are ever texted), then it goes too.
 */
export async function purgeTextRecords(db: D1Database, before: Date): Promise<number> {
  const at = before.toISOString();
  const results = await db.batch([
    db.prepare("DELETE FROM texts WHERE created_at < ? OR lead_id NOT IN (SELECT id FROM leads)").bind(at),
    db.prepare("DELETE FROM text_opt_outs WHERE at < ? AND number NOT IN (SELECT phone FROM leads)").bind(at),
  ]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
