/**
 * The desk's view of a lead's photos: GET /desk/leads/{leadId}/photos/{photoId},
 * reached only through the desk's gate (Cloudflare Access). Private, never
 * cached, never sniffed as anything but the image type it was checked as.
 */
import { displayName } from "./names";
import { getPhoto, listPhotos } from "./storage";

const PHOTO_PATH = /^\/desk\/leads\/([^/]+)\/photos\/([^/]+)$/;

export const deskPhotoUrl = (leadId: string, photoId: string) =>
  `/desk/leads/${encodeURIComponent(leadId)}/photos/${encodeURIComponent(photoId)}`;

/** The lead and photo of a desk photo URL, or undefined when the path is not one. */
export function deskPhotoPath(pathname: string): { leadId: string; photoId: string } | undefined {
  const match = PHOTO_PATH.exec(pathname);
  if (!match) return undefined;
  try {
    return { leadId: decodeURIComponent(match[1]!), photoId: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** One photo as a private download (`?download=1`) or inline for the lead page. */
export async function servePhoto(request: Request, bucket: R2Bucket | undefined, leadId: string, photoId: string) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const object = bucket ? await getPhoto(bucket, leadId, photoId) : null;
  if (!object) return notFound();
  const type = object.httpMetadata?.contentType ?? "application/octet-stream";
  const name = displayName(object.customMetadata?.name ?? photoId).replace(/["\\]/g, "_");
  const ascii = name.replace(/[^\x20-\x7e]/g, "_");
  const disposition = new URL(request.url).searchParams.has("download") ? "attachment" : "inline";
  return new Response(request.method === "HEAD" ? null : object.body, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(object.size),
      "Content-Disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

export interface DeskPhoto {
  url: string;
  name: string;
  size: number;
  width: number;
  height: number;
}

/** The lead page's thumbnails; an R2 failure shows none rather than failing the page. */
export async function deskPhotos(bucket: R2Bucket | undefined, leadId: string): Promise<DeskPhoto[]> {
  if (!bucket) return [];
  const photos = await listPhotos(bucket, leadId).catch(() => []);
  return photos.map((photo) => ({
    url: deskPhotoUrl(leadId, photo.id),
    name: photo.name,
    size: photo.size,
    width: photo.width,
    height: photo.height,
  }));
}
