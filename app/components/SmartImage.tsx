/**
 * An image with explicit dimensions (no layout shift) that loads lazily, fades
 * in once loaded and, if it cannot load, shows a fallback panel in the same
 * space. Rendered on the server only, with its fallback hidden beside it;
 * `enhanceImages` (lib/browser/images.ts) follows the loading. Without JavaScript it is
 * a plain lazy image.
 */
export function SmartImage({
  src,
  alt,
  width,
  height,
  className = "",
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
}) {
  return (
    <>
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        data-state="loading"
        className={`smart-image h-auto w-full rounded-2xl bg-brand-50 ${className}`}
      />
      <div
        role="img"
        aria-label={alt}
        hidden
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`smart-image-fallback flex w-full flex-col items-center justify-center gap-1 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100 ${className}`}
      >
        <p className="text-lg font-bold text-brand-900">Image not available</p>
        <p className="text-slate-700">But our engineers are ready to help!</p>
      </div>
    </>
  );
}
