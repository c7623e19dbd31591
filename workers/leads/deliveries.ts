/**
 * Each attempt to tell the owner about a lead (e-mail, Web Push, webhook, queueing from
 * the desk, the "still new after an hour" push), for the lead's timeline on the desk. Recording never stands in
 * the way of a notification: a failure to record is logged and forgotten.
 */
import { log } from "../log";

export type DeliveryChannel = "email" | "push" | "webhook" | "queue" | "nudge";

export interface DeliveryRow {
  id: number;
  lead_id: string;
  at: string;
  channel: DeliveryChannel;
  ok: number;
  error: string | null;
}

export async function recordDelivery(
  db: D1Database,
  leadId: string,
  channel: DeliveryChannel,
  at: Date,
  error?: string,
): Promise<void> {
  try {
    await db
      .prepare("INSERT INTO lead_deliveries (lead_id, at, channel, ok, error) VALUES (?, ?, ?, ?, ?)")
      .bind(leadId, at.toISOString(), channel, error === undefined ? 1 : 0, error?.slice(0, 500) ?? null)
      .run();
  } catch (failure) {
    log("desk.delivery_not_recorded", { leadId, channel, error: String(failure) });
  }
}

export async function deliveriesOf(db: D1Database, leadId: string): Promise<DeliveryRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY at, id")
    .bind(leadId)
    .all<DeliveryRow>();
  return results;
}
