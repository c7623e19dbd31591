import type { DeskLeadDetail } from "~/lib/contracts/desk-port.server";

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Thumbnails of the photos sent with a request; each opens full size, served privately by the desk. */
export function LeadPhotos({
  photos,
  className,
}: {
  photos: NonNullable<DeskLeadDetail["photos"]>;
  className: string;
}) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-heading" className={className}>
      <h2 id="photos-heading" className="text-lg font-bold">
        Photos ({photos.length})
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo) => (
          <li key={photo.url}>
            <a href={photo.url} className="block text-brand-800 underline underline-offset-4">
              <img
                src={photo.url}
                alt={`Sent with the request: ${photo.name}`}
                width={photo.width || undefined}
                height={photo.height || undefined}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-lg border border-slate-300 bg-slate-100 object-cover"
              />
              <span className="mt-1 block truncate text-sm">{photo.name}</span>
            </a>
            <span className="text-sm text-slate-700">{kb(photo.size)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
