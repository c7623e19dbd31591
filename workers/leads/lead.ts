/** Where telling the owner about a lead stands (`leads.notification_status`); the desk's `sales_status` is apart. */
export type NotificationStatus = "pending" | "notified" | "failed" | "spam";

/** A quote request as the pipeline stores, queues and reports it. */
export interface Lead {
  id: string;
  /** Client-made id (or ours when the client sent none): one lead per id. */
  submissionId: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  name: string;
  /** E.164, e.g. +447700900123. */
  phone: string;
  /** Normalised, e.g. TS1 2RQ. */
  postcode: string;
  issue: string | null;
  service: string | null;
  /** Path of the page the form was on. */
  sourcePage: string | null;
  /**
   * Why it may be spam without hard evidence (leads.suspicion): sent too soon
   * after the form was served, or without a genuine form token. Still e-mailed.
   */
  suspicion?: string | null;
  /**
   * Set when this lead is a corrected re-send: the same submission id as an
   * earlier lead (its id here) with different details. Both are kept.
   */
  correctsLeadId?: string | null;
  /** The random part of the genuine form token that vouched for it (leads.form_token_nonce). */
  formTokenNonce?: string | null;
  /** Photos that came with the request, for the owner's e-mail; not stored in D1 (R2 holds them). */
  photos?: number;
  /** The visit window asked for with the request (e.g. 2026-11-24:pm), for the owner's e-mail; stored in lead_requests. */
  requestedWindow?: string | null;
}

/** The outward code, e.g. "TS1" of "TS1 2RQ": safe to log, unlike the full lead. */
/** "Jane" of "Jane Smith"; a one-word name stays as it is. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

export function postcodeDistrict(postcode: string): string {
  return postcode.split(" ")[0] ?? "";
}

/** What may appear in logs about a lead: never the name, phone or full address. */
export function leadLogFields(lead: Pick<Lead, "id" | "postcode">) {
  return { leadId: lead.id, district: postcodeDistrict(lead.postcode) };
}
