/**
 * The photos' share of the retention purge: before the leads older than the
 * cutoff are deleted, their photos go from R2. Backstop: an R2 lifecycle rule
 * on the bucket (wrangler.toml) expires any object under leads/ a little after
 * the retention period, should a purge ever be missed.
 */
import { deleteLeadPhotos } from "./storage";

export async function purgePhotosOfLeadsBefore(db: D1Database, bucket: R2Bucket, before: Date): Promise<number> {
  const { results } = await db
    .prepare("SELECT id FROM leads WHERE created_at < ?")
    .bind(before.toISOString())
    .all<{ id: string }>();
  return deleteLeadPhotos(
    bucket,
    results.map((row) => row.id),
  );
}
