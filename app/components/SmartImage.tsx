import { useEffect, useRef, useState } from "react";

type ImageState = "loading" | "loaded" | "failed";

/**
 * An image with explicit dimensions (no layout shift) that loads lazily, fades
 * in once loaded and, if it cannot load, shows a fallback panel in
 * the same space. Without JavaScript it is a plain lazy image.
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
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<ImageState>("loading");

  // The image may have finished (or failed) before React was ready to listen.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  if (state === "failed") {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`flex w-full flex-col items-center justify-center gap-1 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100 ${className}`}
      >
        <p className="text-lg font-bold text-brand-900">Image not available</p>
        <p className="text-slate-700">But our engineers are ready to help!</p>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      data-state={state}
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      className={`smart-image h-auto w-full rounded-2xl bg-brand-50 ${className}`}
    />
  );
}
