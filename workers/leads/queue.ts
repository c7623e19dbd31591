/**
 * The notification message. It carries the whole lead, so that when D1 could
 * not store it at intake the consumer can store it before telling the owner.
 */
import { z } from "zod";
import type { Lead } from "./lead";

export interface LeadMessage {
  kind: "lead";
  lead: Lead;
  /** False when intake could not write the lead to D1. */
  stored: boolean;
  /**
   * Set when the owner was already e-mailed from this message alone while D1
   * was down: the message now only has to get the lead into D1 (marked e-mailed).
   */
  emailedAt?: string;
}

const leadSchema = z.object({
  id: z.string().min(1),
  submissionId: z.string().min(1),
  createdAt: z.string().min(1),
  name: z.string(),
  phone: z.string(),
  postcode: z.string(),
  issue: z.string().nullable(),
  service: z.string().nullable(),
  sourcePage: z.string().nullable(),
  // Absent in messages queued before possible-spam marks existed.
  suspicion: z.string().nullable().optional(),
  // Absent in messages queued before corrected re-sends and token reuse were recorded.
  correctsLeadId: z.string().nullable().optional(),
  formTokenNonce: z.string().nullable().optional(),
  photos: z.number().int().min(0).max(10).optional(),
  requestedWindow: z.string().max(40).nullable().optional(),
});

export const leadMessageSchema = z.object({
  kind: z.literal("lead"),
  lead: leadSchema,
  stored: z.boolean(),
  emailedAt: z.string().optional(),
});

export function leadMessage(lead: Lead, stored: boolean, emailedAt?: string): LeadMessage {
  return emailedAt ? { kind: "lead", lead, stored, emailedAt } : { kind: "lead", lead, stored };
}

/** A message put back on the lead queue by the dead-letter consumer waits this long (D1 still down). */
export const REQUEUE_DELAY_SECONDS = 900;
