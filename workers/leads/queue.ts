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
});

export const leadMessageSchema = z.object({
  kind: z.literal("lead"),
  lead: leadSchema,
  stored: z.boolean(),
});

export function leadMessage(lead: Lead, stored: boolean): LeadMessage {
  return { kind: "lead", lead, stored };
}

/** Retry delay after the n-th failed attempt: 30 s, 60 s, 120 s ... up to 15 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 900);
}
