/** Leads for the desk's tests, stored in the real local D1 as intake stores them. */
import { db, uniqueId } from "./fakes";
import type { Lead, NotificationStatus } from "../leads/lead";
import { insertLead } from "../leads/store";

export interface SeedOptions extends Partial<Lead> {
  status?: NotificationStatus;
  salesStatus?: string;
  notifiedAt?: string | null;
  lastError?: string | null;
  suspicion?: string | null;
}

export async function seedLead(options: SeedOptions = {}): Promise<Lead> {
  const { status = "notified", salesStatus, notifiedAt, lastError = null, suspicion = null, ...fields } = options;
  const lead: Lead = {
    id: crypto.randomUUID(),
    submissionId: uniqueId("desk"),
    createdAt: new Date().toISOString(),
    name: `Desk Customer ${uniqueId()}`,
    phone: "+447700900123",
    postcode: "TS5 6AA",
    issue: "No hot water",
    service: "Boiler Repair",
    sourcePage: "/services/boiler-repair",
    ...fields,
  };
  await insertLead(db, lead, status);
  await db
    .prepare(
      `UPDATE leads SET notified_at = ?, last_error = ?, suspicion = ?, sales_status = COALESCE(?, sales_status) WHERE id = ?`,
    )
    .bind(
      notifiedAt === undefined ? (status === "notified" ? lead.createdAt : null) : notifiedAt,
      lastError,
      suspicion,
      salesStatus ?? null,
      lead.id,
    )
    .run();
  return lead;
}
