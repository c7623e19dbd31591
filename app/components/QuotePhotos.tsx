import { PHOTO_LIMIT_TEXT, PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import { Suspense, useId } from "react";
import type { PhotoUploadsProps } from "./PhotoUploads";
import { lazyComponent } from "~/lib/browser/lazy-component";
import type { PhotoReport } from "~/lib/contracts/quote/fields";

/** The photo previews, progress and retries: fetched only when a visitor chooses a photo. */
const uploads = lazyComponent(() => import("./PhotoUploads"));

function Uploads(props: PhotoUploadsProps) {
  const Component = uploads.Component();
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

/** The limits the server enforces, as the visitor reads them. */
const PHOTO_HINT = `Up to ${PHOTO_LIMITS.maxFiles} photos (${PHOTO_LIMIT_TEXT.types}, ${PHOTO_LIMIT_TEXT.perPhoto} each), such as the boiler's display or data plate. We remove location and camera details.`;

/** Up to 4 photos with a quote request: a plain file field, folded behind a disclosure; works without JavaScript. */
export function PhotoField({ onChoose }: { onChoose?: (files: File[]) => void }) {
  const id = useId();
  return (
    <details className="rounded-lg border border-slate-300 p-3 open:pb-4">
      <summary className="cursor-pointer font-semibold">Add photos (optional)</summary>
      <label htmlFor={id} className="mt-2 block text-sm font-semibold">
        Photos of the boiler or the problem
      </label>
      <p id={`${id}-hint`} className="text-xs opacity-80">
        {PHOTO_HINT}
      </p>
      <input
        id={id}
        name="photos"
        type="file"
        accept="image/*"
        multiple
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          void uploads.load();
          onChoose?.([...(event.currentTarget.files ?? [])]);
        }}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold"
      />
    </details>
  );
}

/** Which photos arrived and which did not, by name, after the request was accepted. */
export function PhotoReportList({ report }: { report: PhotoReport }) {
  if (report.received.length === 0 && report.refused.length === 0) return null;
  return (
    <div className="rounded-lg border border-slate-300 p-3 text-sm" data-photo-report>
      {report.received.length > 0 && (
        <p className="font-semibold text-green-900">
          {report.received.length === 1 ? "1 photo arrived" : `${report.received.length} photos arrived`}:{" "}
          {report.received.join(", ")}.
        </p>
      )}
      {report.refused.length > 0 && (
        <>
          <p className="mt-1 font-semibold text-red-800">Your request was sent, but these photos were not:</p>
          <ul className="mt-1 list-disc pl-5">
            {report.refused.map((photo, index) => (
              <li key={`${photo.name}-${index}`}>{photo.reason}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** What a quote form needs to offer photos; given by the page that offers them (the contact page). */
export const photoParts = { Field: PhotoField, Uploads, Report: PhotoReportList };
export type PhotoParts = typeof photoParts;
