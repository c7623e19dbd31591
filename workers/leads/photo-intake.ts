/**
 * A quote request with photos: the lead first, photos second. The text
 * fields go to the intake exactly as a JSON post would; the photos are
 * checked (workers/photos/inspect.ts) before and stored (R2) only after the
 * lead is accepted. Whatever happens to a photo (refused, storage down) the
 * lead's answer stays what the intake said (201), with each photo reported by
 * name.
 */
import { API_PATHS } from "~/lib/contracts/api-paths";
import { PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import type { QuoteFormOutcome, QuoteIntakeInput } from "~/lib/contracts/request-context.server";
import type { FormTokenEnv } from "../http/form-secret";
import { inspectPhotos, type PhotoDeps, storeNewPhotos } from "../photos/batch";
import { refusal, REFUSALS } from "../photos/inspect";
import { parseMultipartQuote } from "../photos/multipart";
import { issueUploadToken } from "../photos/upload-token";
import type { IntakeOutcome } from "./intake";

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
    ? await storeNewPhotos(outcome.leadId, kept, refused, deps).then(({ received, refused }) => ({ received, refused }))
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
