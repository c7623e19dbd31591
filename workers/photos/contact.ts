/**
 * A quote request with photos: the lead first, photos second. The text
 * fields go to the intake exactly as a JSON post would; the photos are
 * checked (inspect.ts) before and stored (R2) only after the lead is
 * accepted. Whatever happens to a photo (refused, storage down) the lead's
 * answer stays what the intake said (201), with each photo reported by name.
 */
import { API_PATHS } from "~/lib/contracts/api-paths";
import type { PhotoReport } from "~/lib/contracts/quote/fields";
import type { QuoteFormOutcome, QuoteIntakeInput } from "~/lib/contracts/request-context.server";
import type { IntakeOutcome } from "../leads/intake";
import { errorText, log } from "../leads/log";
import { inspectPhoto, type KeptPhoto, refusal, REFUSALS, type RefusedPhoto } from "./inspect";
import { PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import { type UploadedFile, parseMultipartQuote } from "./multipart";
import { displayName } from "./names";
import { listPhotos, storePhoto } from "./storage";
import type { FormTokenEnv } from "../leads/form-token";
import { issueUploadToken } from "./upload-token";

export interface PhotoDeps {
  /** LEAD_PHOTOS; undefined when no bucket is bound (every photo is then reported as not arrived). */
  bucket?: R2Bucket;
  newId: () => string;
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

/** Stores the checked photos of a stored lead; a photo R2 would not take is reported, never thrown. */
export async function storePhotos(
  leadId: string,
  kept: readonly KeptPhoto[],
  refused: readonly RefusedPhoto[],
  deps: PhotoDeps,
): Promise<PhotoReport> {
  const report: PhotoReport = { received: [], refused: refused.map(({ name, reason }) => ({ name, reason })) };
  for (const photo of kept) {
    try {
      if (!deps.bucket) throw new Error("no LEAD_PHOTOS bucket bound");
      await storePhoto(deps.bucket, leadId, photo, deps.newId);
      report.received.push(photo.name);
    } catch (error) {
      log("photo.store_failed", { leadId, error: errorText(error) });
      report.refused.push({ name: photo.name, reason: REFUSALS.notStored(photo.name) });
    }
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
  let room = PHOTO_LIMITS.maxFiles - existing.length;
  const fresh: KeptPhoto[] = [];
  const over: RefusedPhoto[] = [];
  for (const photo of kept) {
    if (repeated.includes(photo)) continue;
    if (room-- > 0) fresh.push(photo);
    else over.push(refusal(photo.name, REFUSALS.tooMany(photo.name)));
  }
  const report = await storePhotos(leadId, fresh, [...refused, ...over], deps);
  return { ...report, received: [...repeated.map((photo) => photo.name), ...report.received] };
}

/** Reads a multipart quote post, accepts the lead through `accept`, then stores its photos. */
export async function acceptMultipartQuote(
  request: Request,
  accept: (input: QuoteIntakeInput) => Promise<IntakeOutcome>,
  sourcePage: (fields: Record<string, unknown>) => string | undefined,
  deps: PhotoDeps,
): Promise<QuoteFormOutcome> {
  const parsed = await parseMultipartQuote(request);
  if (!("fields" in parsed)) return parsed;
  const { fields, files } = parsed;
  const { kept, refused } = await inspectPhotos(files);
  const outcome = await accept({
    fields,
    ip: request.headers.get("CF-Connecting-IP") ?? undefined,
    sourcePage: sourcePage(fields),
    ...(kept.length ? { photoCount: kept.length } : {}),
  });
  if (!files.length || outcome.status !== 201) return { fields, outcome };
  const photos = outcome.leadId
    ? await storeNewPhotos(outcome.leadId, kept, refused, deps)
    : { received: [], refused: [...refused, ...kept.map((p) => refusal(p.name, REFUSALS.notStored(p.name)))] };
  return { fields, outcome: { ...outcome, answer: { ...outcome.answer, photos } } };
}

/** `photoCount` a JSON request announced (the page sends the text first, the photos after): 1 to 4, else 0. */
export function announcedPhotos(fields: Record<string, unknown>): number {
  const value = Object.hasOwn(fields, "photoCount") ? Number(fields.photoCount) : 0;
  return Number.isInteger(value) && value >= 1 && value <= PHOTO_LIMITS.maxFiles ? value : 0;
}

/** The accepted lead's answer with where to post its photos, when photos were announced. */
export async function offerPhotoUpload(
  outcome: IntakeOutcome,
  announced: number,
  env: FormTokenEnv,
  now: Date,
): Promise<IntakeOutcome> {
  if (!announced || outcome.status !== 201 || !outcome.leadId) return outcome;
  const token = await issueUploadToken(env, outcome.leadId, now.getTime());
  return { ...outcome, answer: { ...outcome.answer, photoUpload: { url: API_PATHS.leadPhotos, token } } };
}
