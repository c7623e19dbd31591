/**
 * With JavaScript: the chosen photos with a preview and size, then, once the
 * request's text is accepted, each sent on its own with a progress bar; a
 * photo that did not arrive has its own "Try again", which sends only that
 * photo. Loaded only when a visitor chooses a photo (QuoteForm).
 */
import { useEffect, useRef, useState } from "react";
import { type PhotoResult, uploadPhoto } from "~/lib/browser/photo-upload";

export interface PhotoUploadsProps {
  files: File[];
  /** Where to send them: set once the lead is accepted. */
  target?: { url: string; token: string };
}

type Item = { file: File; preview: string; progress: number } & ({ state: "chosen" | "sending" } | PhotoResult);

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export default function PhotoUploads({ files, target }: PhotoUploadsProps) {
  const [items, setItems] = useState<Item[]>([]);
  const started = useRef<object | undefined>(undefined);

  useEffect(() => {
    const next = files.map((file) => ({
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
      state: "chosen" as const,
    }));
    setItems(next);
    started.current = undefined;
    return () => next.forEach((item) => URL.revokeObjectURL(item.preview));
  }, [files]);

  const update = (index: number, change: Partial<Item>) =>
    setItems((current) => current.map((item, i) => (i === index ? ({ ...item, ...change } as Item) : item)));

  async function send(index: number, file: File) {
    if (!target) return;
    update(index, { state: "sending", progress: 0 });
    const result = await uploadPhoto(file, target, (progress) => update(index, { progress }));
    update(index, { ...result, progress: result.state === "sent" ? 1 : 0 });
  }

  useEffect(() => {
    if (!target || started.current === target) return;
    started.current = target;
    void (async () => {
      for (const [index, file] of files.entries()) await send(index, file);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per accepted request
  }, [target, files]);

  if (items.length === 0) return null;
  const failed = items.filter((item) => item.state === "failed" || item.state === "refused").length;
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900" data-photo-uploads>
      <ul className="space-y-2">
        {items.map((item, index) => (
          <li key={item.preview} className="flex items-center gap-3">
            <img src={item.preview} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{item.file.name}</p>
              <p className="text-slate-700">
                {formatSize(item.file.size)}
                {item.state === "sent" && " · arrived"}
                {item.state === "sending" && " · sending"}
              </p>
              {item.state === "sending" && (
                <progress
                  value={item.progress}
                  max={1}
                  aria-label={`Sending ${item.file.name}`}
                  className="mt-1 h-2 w-full"
                />
              )}
              {(item.state === "failed" || item.state === "refused") && (
                <p className="font-semibold text-red-800">{item.message}</p>
              )}
            </div>
            {item.state === "failed" && (
              <button type="button" className="btn btn-outline shrink-0" onClick={() => void send(index, item.file)}>
                Try again
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {target && items.every((item) => item.state !== "sending" && item.state !== "chosen")
          ? failed
            ? `${failed} of ${items.length} photos did not arrive.`
            : `All ${items.length} photos arrived.`
          : ""}
      </p>
    </div>
  );
}
