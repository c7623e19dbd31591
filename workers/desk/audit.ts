/** The desk's audit trail: every action, who took it, when, and whether it was done. */

export type AuditAction = "status" | "note" | "not_spam" | "send_again" | "export" | "visit" | "review" | "settings";

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: AuditAction;
  lead_id: string | null;
  detail: string | null;
  outcome: "done" | "refused";
}

export interface AuditEntry {
  actor: string;
  action: AuditAction;
  leadId?: string;
  detail?: string;
  outcome: "done" | "refused";
  at: Date;
}

export function auditStatement(db: D1Database, entry: AuditEntry): D1PreparedStatement {
  return db
    .prepare("INSERT INTO desk_audit (at, actor, action, lead_id, detail, outcome) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(
      entry.at.toISOString(),
      entry.actor,
      entry.action,
      entry.leadId ?? null,
      entry.detail?.slice(0, 2000) ?? null,
      entry.outcome,
    );
}

export async function audit(db: D1Database, entry: AuditEntry): Promise<void> {
  await auditStatement(db, entry).run();
}

export async function auditOf(db: D1Database, leadId: string): Promise<AuditRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM desk_audit WHERE lead_id = ? ORDER BY at, id")
    .bind(leadId)
    .all<AuditRow>();
  return results;
}
