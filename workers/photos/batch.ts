/**
 * A batch of photos sent with a request (the quote form or the request page):
 * each checked (inspect.ts) and stripped before anything is stored, then
 * stored in the private bucket (R2) under a stored lead. A photo refused or
 * not stored is reported by name, never thrown.
 */
import type { PhotoReport } from "~/lib/contracts/quote/fields";
import { errorText, log } from "../log";
import { inspectPhoto, type KeptPhoto, refusal, REFUSALS, type RefusedPhoto } from "./inspect";
import { PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import type { UploadedFile } from "./multipart";
import { displayName } from "./names";
import { listPhotos, photoIdFor, storePhoto } from "./storage";
import { claimPhoto, markPhotoStored, releasePhoto } from "./claims";

export interface PhotoDeps {
  /** LEADS_DB: each photo's place in the limit is claimed here before it is stored (claims.ts). */
  db: D1Database;
  /** LEAD_PHOTOS; undefined when no bucket is bound (every photo is then reported as not arrived). */
  bucket?: R2Bucket;
  newId: () => string;
  now?: () => Date;
}

export async function inspectPhotos(files: readonly UploadedFile[], already = 0) {
  const kept: KeptPhoto[] = [];
  const refused: RefusedPhoto[] = [];
  for (const file of files) {
    if (already + kept.length >= PHOTO_LIMITS.maxFiles) {
      const name = displayName(file.name);
      refused.push(refusal(name, REFUSALS.tooMany(name)));
      continue;
    }
    const photo = await inspectPhoto(file.name, file.bytes).catch(() =>
      refusal(displayName(file.name), REFUSALS.unreadable(displayName(file.name))),
    );
    if (photo.ok) kept.push(photo);
    else refused.push(photo);
  }
  return { kept, refused };
}

/**
 * Stores the checked photos of a stored lead, each only once its place in the
 * limit is claimed in D1 (over the limit: refused as one too many); a photo
 * R2 would not take is reported, never thrown, and its place freed.
 */
export async function storePhotos(
  leadId: string,
  kept: readonly KeptPhoto[],
  refused: readonly RefusedPhoto[],
  deps: PhotoDeps,
): Promise<PhotoReport> {
  const report: PhotoReport = { received: [], refused: refused.map(({ name, reason }) => ({ name, reason })) };
  const now = () => deps.now?.() ?? new Date();
  for (const photo of kept) {
    const id = photoIdFor(photo, deps.newId);
    let claimed = false;
    try {
      if (!deps.bucket) throw new Error("no LEAD_PHOTOS bucket bound");
      claimed = await claimPhoto(deps.db, leadId, id, now());
      if (!claimed) {
        report.refused.push(refusal(photo.name, REFUSALS.tooMany(photo.name)));
        continue;
      }
      await storePhoto(deps.bucket, leadId, photo, id);
      report.received.push(photo.name);
    } catch (error) {
      log("photo.store_failed", { leadId, error: errorText(error) });
      report.refused.push({ name: photo.name, reason: REFUSALS.notStored(photo.name) });
      if (claimed) await releasePhoto(deps.db, id).catch(() => undefined);
      continue;
    }
    // In R2: counted as stored (a failure here leaves the claim, which stops counting within minutes).
    await markPhotoStored(deps.db, id, now()).catch((error: unknown) =>
      log("photo.mark_stored_failed", { leadId, error: errorText(error) }),
    );
  }
  if (report.refused.length) log("photo.refused", { leadId, refused: report.refused.length });
  return report;
}

/**
 * The same post sent twice (a double click, a reload after a dropped answer)
 * names the same lead: its photos already there (same name and size once
 * stripped) are reported as arrived, not stored again, and the limit of 4
 * counts the ones already stored.
 */
export async function storeNewPhotos(leadId: string, kept: KeptPhoto[], refused: RefusedPhoto[], deps: PhotoDeps) {
  const existing = deps.bucket ? await listPhotos(deps.bucket, leadId).catch(() => []) : [];
  const already = new Set(existing.map((photo) => `${photo.name}\u0000${photo.size}`));
  const repeated = kept.filter((photo) => already.has(`${photo.name}\u0000${photo.bytes.byteLength}`));
  const fresh = kept.filter((photo) => !repeated.includes(photo));
  const report = await storePhotos(leadId, fresh, refused, deps);
  return {
    ...report,
    received: [...repeated.map((photo) => photo.name), ...report.received],
    /** Photos stored by this post (not the repeated ones). */
    stored: report.received.length,
  };
}
