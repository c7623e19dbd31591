/**
 * Lead photos in R2 (binding LEAD_PHOTOS): private, keys by lead id
 * (`leads/{leadId}/{photoId}.{ext}`), no public URL. Only the desk serves
 * them (serve.ts); the retention purge deletes them with their lead.
 */
import { PHOTO_TYPES, type PhotoType } from "~/lib/contracts/photo-limits";
import type { KeptPhoto } from "./inspect";

export const leadPrefix = (leadId: string) => `leads/${leadId}/`;
const PHOTO_ID = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export interface StoredPhoto {
  /** `{uuid}.{ext}`: the last part of the key, and of the desk's URL. */
  id: string;
  name: string;
  type: PhotoType;
  size: number;
  width: number;
  height: number;
  uploaded: string;
}

/** The id a photo is stored under: `{uuid}.{ext}`. */
export const photoIdFor = (photo: Pick<KeptPhoto, "type">, newId: () => string) =>
  `${newId()}.${PHOTO_TYPES[photo.type]}`;

export async function storePhoto(bucket: R2Bucket, leadId: string, photo: KeptPhoto, id: string) {
  await bucket.put(`${leadPrefix(leadId)}${id}`, photo.bytes, {
    httpMetadata: { contentType: photo.type },
    customMetadata: { name: photo.name, width: String(photo.width), height: String(photo.height) },
  });
  return id;
}

/** A lead's photos, oldest first. */
export async function listPhotos(bucket: R2Bucket, leadId: string): Promise<StoredPhoto[]> {
  const photos: StoredPhoto[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: leadPrefix(leadId), cursor, include: ["httpMetadata", "customMetadata"] });
    for (const object of page.objects) {
      const id = object.key.slice(leadPrefix(leadId).length);
      const type = object.httpMetadata?.contentType;
      if (!PHOTO_ID.test(id) || !type || !Object.hasOwn(PHOTO_TYPES, type)) continue;
      photos.push({
        id,
        name: object.customMetadata?.name ?? id,
        type: type as PhotoType,
        size: object.size,
        width: Number(object.customMetadata?.width ?? 0),
        height: Number(object.customMetadata?.height ?? 0),
        uploaded: object.uploaded.toISOString(),
      });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return photos.sort((a, b) => a.uploaded.localeCompare(b.uploaded));
}

export async function getPhoto(bucket: R2Bucket, leadId: string, photoId: string) {
  if (!PHOTO_ID.test(photoId)) return null;
  return bucket.get(`${leadPrefix(leadId)}${photoId}`);
}

/** Deletes every photo of these leads. Returns how many objects went. */
export async function deleteLeadPhotos(bucket: R2Bucket, leadIds: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const leadId of leadIds) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix: leadPrefix(leadId), cursor });
      const keys = page.objects.map((object) => object.key);
      if (keys.length) await bucket.delete(keys);
      deleted += keys.length;
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return deleted;
}
