/**
 * Sends one photo to a lead (POST /api/lead-photos, multipart, the lead's
 * token) with upload progress: XMLHttpRequest, because fetch reports none.
 * Loaded with the photo uploads' code, only once a visitor chooses a photo.
 */
import type { QuoteAnswer } from "~/lib/contracts/quote/fields";

export type PhotoResult =
  | { state: "sent" }
  /** The server refused this file (type, size, name, limit): sending it again would not help. */
  | { state: "refused"; message: string }
  /** It did not arrive (network, storage down): worth trying again. */
  | { state: "failed"; message: string };

export function uploadPhoto(
  file: File,
  target: { url: string; token: string },
  onProgress: (fraction: number) => void,
): Promise<PhotoResult> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append("token", target.token);
    form.append("photos", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", target.url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    const failed = () =>
      resolve({ state: "failed", message: `“${file.name}” did not arrive: the connection dropped. Please try again.` });
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onload = () => {
      let answer: Partial<QuoteAnswer> = {};
      try {
        answer = JSON.parse(xhr.responseText) as Partial<QuoteAnswer>;
      } catch {
        // not JSON: treated as not arrived below
      }
      const reason = answer.photos?.refused[0]?.reason ?? answer.message;
      if (xhr.status === 201 && answer.success) resolve({ state: "sent" });
      else if (xhr.status === 422 && reason) resolve({ state: "refused", message: reason });
      else if (reason) resolve({ state: "failed", message: reason });
      else failed();
    };
    xhr.send(form);
  });
}
