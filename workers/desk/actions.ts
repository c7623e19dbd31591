/**
 * What the owner can do from the desk. Each action checks the lead's state in
 * the same statement that changes it (so two taps, or two people, cannot both
 * apply), and writes one audit row saying who did what and whether it was done.
 * "Not spam" and "send again" hand the lead to the notification queue exactly
 * as intake does: the consumer's lease and sent markers keep it to one e-mail.
 */
import { type ActionOutcome, isSalesStatus } from "~/lib/contracts/desk";
import { leadLogFields } from "../leads/lead";
import { leadMessage, type LeadMessage } from "../leads/queue";
import { rowToLead } from "../leads/store";
import { audit } from "./audit";
import { recordDelivery } from "../leads/deliveries";
import { type DeskLeadRow, getDeskLead, statusChangeText } from "./queries";
import { canMove } from "./status-machine";
import { closeWithSalesStatement } from "../requests/store";
import type { RequestMailer } from "../requests/mail";
import type { RequestTexter } from "../requests/texts";
import { log } from "../log";

export interface DeskActionDeps {
  db: D1Database;
  queue: Queue<LeadMessage>;
  actor: string;
  now: () => Date;
  /** The visitor's e-mails about their visit (workers/requests/mail.ts). */
  mail?: RequestMailer;
  /** The visitor's texts about their visit (workers/texts/); absent when texts are off. */
  texts?: RequestTexter;
}

const MAX_NOTE = 2000;

export async function changeStatus(deps: DeskActionDeps, id: string, to: string): Promise<ActionOutcome> {
  const at = deps.now();
  const row = await getDeskLead(deps.db, id);
  if (!row || !isSalesStatus(to) || !canMove(row.sales_status, to)) {
    await audit(deps.db, {
      actor: deps.actor,
      action: "status",
      leadId: id,
      detail: `→ ${to}`,
      outcome: "refused",
      at,
    });
    return "refused";
  }
  const update = await deps.db
    .prepare("UPDATE leads SET sales_status = ? WHERE id = ? AND sales_status = ?")
    .bind(to, id, row.sales_status)
    .run();
  // Zero changes: someone changed it between the read and the write.
  const done = update.meta.changes === 1;
  const detail = statusChangeText(row.sales_status, to);
  await audit(deps.db, {
    actor: deps.actor,
    action: "status",
    leadId: id,
    detail,
    outcome: done ? "done" : "refused",
    at,
  });
  if (!done) return "refused";
  // Won or lost closes the request page (its links expire 30 days later); moved back, it opens again.
  await closeWithSalesStatement(deps.db, id, to, at).run();
  return "status";
}

export async function addNote(deps: DeskActionDeps, id: string, text: string): Promise<ActionOutcome> {
  // Well formed after the cut too: slicing can split a surrogate pair.
  const note = text.toWellFormed().trim().slice(0, MAX_NOTE).toWellFormed();
  const at = deps.now();
  const exists = await getDeskLead(deps.db, id);
  if (!exists || !note) {
    await audit(deps.db, {
      actor: deps.actor,
      action: "note",
      leadId: id,
      detail: note || "(empty)",
      outcome: "refused",
      at,
    });
    return exists ? "empty" : "refused";
  }
  await audit(deps.db, { actor: deps.actor, action: "note", leadId: id, detail: note, outcome: "done", at });
  return "note";
}

/** Puts the lead's notification on the queue; if the queue is down, the five-minute cron re-drives it. */
async function queueNotification(deps: DeskActionDeps, row: DeskLeadRow, at: Date): Promise<void> {
  const lead = rowToLead(row);
  try {
    await deps.queue.send(leadMessage(lead, true));
    await recordDelivery(deps.db, lead.id, "queue", at);
  } catch (error) {
    await deps.db.prepare("UPDATE leads SET queued_at = NULL WHERE id = ?").bind(lead.id).run();
    await recordDelivery(deps.db, lead.id, "queue", at, `${String(error)} (the five-minute cron will send it)`);
    log("desk.queue_failed", { ...leadLogFields(lead), error: String(error) });
  }
}

export async function restoreSpam(deps: DeskActionDeps, id: string): Promise<ActionOutcome> {
  const at = deps.now();
  const row = await getDeskLead(deps.db, id);
  const refuse = async () => {
    await audit(deps.db, { actor: deps.actor, action: "not_spam", leadId: id, outcome: "refused", at });
    return "refused" as const;
  };
  if (!row || row.sales_status !== "spam") return refuse();
  // Never told (the pipeline held it as spam): it becomes pending and goes to the queue.
  const neverNotified = row.notification_status === "spam";
  const update = await deps.db
    .prepare(
      `UPDATE leads SET sales_status = 'new',
         notification_status = CASE WHEN notification_status = 'spam' THEN 'pending' ELSE notification_status END,
         queued_at = CASE WHEN notification_status = 'spam' THEN ? ELSE queued_at END
       WHERE id = ? AND sales_status = 'spam' AND notification_status = ?`,
    )
    .bind(at.toISOString(), id, row.notification_status)
    .run();
  if (update.meta.changes !== 1) return refuse();
  await audit(deps.db, { actor: deps.actor, action: "not_spam", leadId: id, outcome: "done", at });
  if (neverNotified) await queueNotification(deps, row, at);
  return "restored";
}

export async function sendAgain(deps: DeskActionDeps, id: string): Promise<ActionOutcome> {
  const at = deps.now();
  const row = await getDeskLead(deps.db, id);
  const update = row
    ? await deps.db
        .prepare(
          "UPDATE leads SET notification_status = 'pending', queued_at = ? WHERE id = ? AND notification_status = 'failed'",
        )
        .bind(at.toISOString(), id)
        .run()
    : undefined;
  if (!row || update?.meta.changes !== 1) {
    await audit(deps.db, { actor: deps.actor, action: "send_again", leadId: id, outcome: "refused", at });
    return "refused";
  }
  const detail = row.last_error ?? undefined; // the failure stays on the timeline after the resend clears it
  await audit(deps.db, { actor: deps.actor, action: "send_again", leadId: id, detail, outcome: "done", at });
  await queueNotification(deps, row, at);
  return "resent";
}
