/** Limits on photos sent with a quote request: the Worker enforces them, the pages state them. */
export const PHOTO_LIMITS = {
  /** Photos per request. */
  maxFiles: 4,
  /** Bytes per photo: 10 MB. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Bytes per multipart request, photos and text together: 25 MB. */
  maxRequestBytes: 25 * 1024 * 1024,
  /** Pixels per photo, read from the header (a decompression bomb is refused before anyone decodes it). */
  maxPixels: 50_000_000,
  /** Parts per multipart request (text fields and files): more is not a form of ours. */
  maxParts: 30,
} as const;

const MB = 1024 * 1024;

/** The limits as a visitor reads them. */
export const PHOTO_LIMIT_TEXT = {
  perPhoto: `${PHOTO_LIMITS.maxFileBytes / MB} MB`,
  perRequest: `${PHOTO_LIMITS.maxRequestBytes / MB} MB`,
  types: "JPEG, PNG or WebP",
} as const;

/** Image types stored, by content. */
export const PHOTO_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const;
export type PhotoType = keyof typeof PHOTO_TYPES;
