/**
 * POST /api/lead-photos: photos added to a lead after its text was sent, one
 * or more `photos` parts with the `token` the lead's answer carried
 * (upload-token.ts). The browser sends each photo on its own, so a photo that
 * fails is retried alone, without sending the text again. At most
 * PHOTO_LIMITS.maxFiles photos per lead, whatever the number of posts.
 * Also what the request page can post to, with the same token.
 */
import { isMultipart } from "~/lib/contracts/bounded-body";
import type { PhotoReport } from "~/lib/contracts/quote/fields";
import { rateLimitKey, RETRY_AFTER_SECONDS } from "../http/rate-limit";
import type { FormTokenEnv } from "../http/form-secret";
import { isCrossSite } from "../http/cross-site";
import { inspectPhotos, type PhotoDeps, storePhotos } from "../photos/batch";
import { refusal, REFUSALS } from "../photos/inspect";
import { parseMultipartQuote } from "../photos/multipart";
import { listPhotos } from "../photos/storage";
import { leadOfUploadToken } from "../photos/upload-token";
import { CALL_US } from "~/lib/contracts/quote/call-us";
import { jsonAnswer } from "../http/json-answer";

export interface UploadDeps extends PhotoDeps {
  formTokenEnv: FormTokenEnv;
  rateLimiter?: RateLimit;
  now: () => Date;
}

export async function handlePhotoUpload(request: Request, deps: UploadDeps): Promise<Response> {
  if (request.method !== "POST") {
    return jsonAnswer(405, { success: false, message: "Send photos with POST." }, { Allow: "POST" });
  }
  if (isCrossSite(request))
    return jsonAnswer(403, { success: false, message: `Please use our website, or ${CALL_US}.` });
  if (!isMultipart(request)) {
    return jsonAnswer(415, { success: false, message: "Please send photos as multipart/form-data." });
  }
  if (deps.rateLimiter) {
    const { success } = await deps.rateLimiter.limit({
      key: rateLimitKey(request.headers.get("CF-Connecting-IP") ?? undefined),
    });
    if (!success) {
      return jsonAnswer(
        429,
        {
          success: false,
          message: `Too many photos in a short time. Please wait a minute and try again, or ${CALL_US}.`,
        },
        { "Retry-After": String(RETRY_AFTER_SECONDS) },
      );
    }
  }
  const parsed = await parseMultipartQuote(request);
  if (!("fields" in parsed)) return jsonAnswer(parsed.status, parsed.answer);
  const leadId = await leadOfUploadToken(deps.formTokenEnv, parsed.fields.token, deps.now().getTime());
  if (!leadId) {
    return jsonAnswer(403, {
      success: false,
      message: `This link for adding photos has expired or is not valid. Please send them again with a new request, or ${CALL_US}.`,
    });
  }
  let already: number;
  try {
    if (!deps.bucket) throw new Error("no LEAD_PHOTOS bucket bound");
    already = (await listPhotos(deps.bucket, leadId)).length;
  } catch {
    const refused = parsed.files.map((file) => refusal(file.name, REFUSALS.notStored(file.name)));
    return jsonAnswer(503, {
      success: false,
      message: "Your photos did not arrive.",
      photos: { received: [], refused },
    });
  }
  const { kept, refused } = await inspectPhotos(parsed.files, already);
  const photos: PhotoReport = await storePhotos(leadId, kept, refused, deps);
  const success = photos.refused.length === 0 && photos.received.length > 0;
  return jsonAnswer(success ? 201 : 422, {
    success,
    message: success ? "Photo received." : (photos.refused[0]?.reason ?? "No photo was sent."),
    photos,
  });
}
