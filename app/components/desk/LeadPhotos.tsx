import { Link } from "react-router";
import type { DeskLeadDetail } from "~/lib/contracts/desk-port.server";

type Photos = NonNullable<DeskLeadDetail["photos"]>;

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Thumbnails of the photos sent with a request; each opens in the desk's own viewer. */
export function LeadPhotos({ photos, className }: { photos: Photos; className: string }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-heading" className={className}>
      <h2 id="photos-heading" className="text-lg font-bold">
        Their photos ({photos.length})
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <Link to={`?photo=${i + 1}`} className="block text-brand-800 underline underline-offset-4">
              <img
                src={photo.url}
                alt={`Sent with the request: ${photo.name} (${i + 1} of ${photos.length})`}
                width={photo.width || undefined}
                height={photo.height || undefined}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-lg border border-slate-300 bg-slate-100 object-cover"
              />
              <span className="mt-1 block text-sm">Open photo {i + 1}</span>
            </Link>
            <span className="text-sm text-slate-700">{kb(photo.size)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One photo full width inside the desk (so an installed desk app keeps its
 * way back): back to the lead, previous and next. Pinch to zoom: the page
 * itself zooms (the desk never turns zoom off), and the image keeps its pixels.
 */
export function PhotoViewer({ photos, index, leadName }: { photos: Photos; index: number; leadName: string }) {
  const photo = photos[index]!;
  const back = "btn btn-primary";
  return (
    <section aria-labelledby="viewer-heading">
      <p>
        <Link to="?" className={back}>
          ← Back to {leadName}
        </Link>
      </p>
      <h1 id="viewer-heading" className="mt-3 text-xl font-bold">
        Photo {index + 1} of {photos.length} from {leadName}
      </h1>
      <p className="text-sm text-slate-700">Pinch or spread two fingers to zoom.</p>
      <img
        src={photo.url}
        alt={`Sent with the request: ${photo.name} (${index + 1} of ${photos.length})`}
        width={photo.width || undefined}
        height={photo.height || undefined}
        className="mt-3 h-auto w-full touch-pinch-zoom rounded-lg border border-slate-300 bg-slate-100"
      />
      <nav aria-label="Photos" className="mt-3 flex flex-wrap gap-2">
        {index > 0 && (
          <Link to={`?photo=${index}`} className="btn btn-outline text-brand-800">
            Previous photo
          </Link>
        )}
        {index + 1 < photos.length && (
          <Link to={`?photo=${index + 2}`} className="btn btn-outline text-brand-800">
            Next photo
          </Link>
        )}
        <a href={`${photo.url}?download=1`} className="btn btn-outline text-slate-800">
          Save to the phone
        </a>
      </nav>
    </section>
  );
}
