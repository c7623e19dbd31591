/**
 * The photo limit, claimed in D1 before a photo is stored (as a visit's
 * capacity is): ONE statement counts the lead's photos and records the claim,
 * so uploads sent at the same moment, through either door (the upload token
 * from the contact form, the request page), can never store more than the
 * limit. A claim is marked stored once R2 has the photo, and deleted when R2
 * refuses it; a claim never marked stored stops counting after CLAIM_MS (the
 * upload died half-way). Only stored photos are counted for the owner.
 */
import { PHOTO_LIMITS } from "~/lib/contracts/photo-limits";

/** How long a photo being stored holds its place in the limit. */
const CLAIM_MS = 10 * 60_000;

/** Claims a place for photo `id` of a lead; false when the lead's photos are at the limit. */
export async function claimPhoto(db: D1Database, leadId: string, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .prepare(
      `INSERT INTO lead_photos (id, lead_id, claimed_at)
       SELECT ?1, ?2, ?3
       WHERE (SELECT COUNT(*) FROM lead_photos
              WHERE lead_id = ?2 AND (stored_at IS NOT NULL OR claimed_at > ?4)) < ?5`,
    )
    .bind(id, leadId, now.toISOString(), new Date(now.getTime() - CLAIM_MS).toISOString(), PHOTO_LIMITS.maxFiles)
    .run();
  return claimed.meta.changes === 1;
}

export async function markPhotoStored(db: D1Database, id: string, now: Date): Promise<void> {
  await db.prepare("UPDATE lead_photos SET stored_at = ? WHERE id = ?").bind(now.toISOString(), id).run();
}

/** R2 would not take the photo: its place is free again. */
export async function releasePhoto(db: D1Database, id: string): Promise<void> {
  await db.prepare("DELETE FROM lead_photos WHERE id = ? AND stored_at IS NULL").bind(id).run();
}

/** How many photos of a lead are stored (what the owner's e-mail says). */
export async function storedPhotoCount(db: D1Database, leadId: string): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM lead_photos WHERE lead_id = ? AND stored_at IS NOT NULL")
    .bind(leadId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
