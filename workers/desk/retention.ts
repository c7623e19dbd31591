/** The desk's share of the retention purge: its records go when the leads they describe go. */
export async function purgeDeskBefore(db: D1Database, before: Date): Promise<number> {
  const at = before.toISOString();
  const day = at.slice(0, 10);
  const results = await db.batch([
    db.prepare("DELETE FROM lead_deliveries WHERE at < ? OR lead_id NOT IN (SELECT id FROM leads)").bind(at),
    db
      .prepare("DELETE FROM desk_audit WHERE at < ? OR (lead_id IS NOT NULL AND lead_id NOT IN (SELECT id FROM leads))")
      .bind(at),
    db.prepare("DELETE FROM desk_digests WHERE day < ?").bind(day),
    db.prepare("DELETE FROM lead_pushes WHERE pushed_at < ? OR lead_id NOT IN (SELECT id FROM leads)").bind(at),
  ]);
  return results.reduce((sum, result) => sum + result.meta.changes, 0);
}
