import { env } from "cloudflare:workers";
import exifr from "exifr";
import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { request } from "../../test/site";
import { handleContactRequest } from "../api/contact";
import { db, intake, RecordingQueue, uniqueId, validFields } from "../test/fakes";
import { CAMERA, cameraJpeg, cameraPng, cameraWebp, hostile, plainJpeg, plainWebp } from "../test/photo-fixtures";
import { inspectPhoto, type KeptPhoto } from "./inspect";
import { PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import { purgePhotosOfLeadsBefore } from "./purge";
import { deskPhotos, servePhoto } from "./serve";
import { handlePhotoUpload } from "../api/lead-photos";
import { leadPrefix, listPhotos } from "./storage";

const bucket = (env as Env).LEAD_PHOTOS;

/** Everything exifr can find: EXIF, GPS, XMP, IPTC, ICC, in every segment. */
const metadata = (bytes: Uint8Array) =>
  exifr.parse(bytes, {
    tiff: true,
    exif: true,
    gps: true,
    xmp: true,
    iptc: true,
    icc: true,
    ifd1: true,
    mergeOutput: true,
  });

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** A WebP's chunks (exifr reads no WebP): their types, and the EXIF chunk's TIFF, which exifr reads. */
function webpChunks(bytes: Uint8Array) {
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const size = bytes[at + 4]! | (bytes[at + 5]! << 8) | (bytes[at + 6]! << 16) | (bytes[at + 7]! << 24);
    chunks.push({ type: text(bytes.subarray(at, at + 4)), data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** Metadata of any of the three types: a WebP's EXIF chunk read as TIFF. */
async function tagsOf(bytes: Uint8Array) {
  if (text(bytes.subarray(0, 4)) !== "RIFF") return (await metadata(bytes)) ?? {};
  const exif = webpChunks(bytes).find((chunk) => chunk.type === "EXIF");
  return exif ? ((await metadata(exif.data)) ?? {}) : {};
}

async function kept(name: string, bytes: Uint8Array): Promise<KeptPhoto> {
  const photo = await inspectPhoto(name, bytes);
  if (!photo.ok) throw new Error(photo.reason);
  return photo;
}

describe("the fixtures carry what a phone writes", () => {
  it.each([
    ["JPEG", cameraJpeg],
    ["PNG", cameraPng],
    ["WebP", cameraWebp],
  ])("%s: GPS, make, model and serial are readable before stripping", async (_type, make) => {
    const tags = await tagsOf(make());
    expect(tags.latitude).toBeCloseTo(54.574, 2);
    expect(tags.Make).toBe(CAMERA.make);
    expect(tags.Model).toBe(CAMERA.model);
    // exifr reads a WebP's bare TIFF without its serial: the bytes say it is there.
    if (_type === "WebP") expect(text(make())).toContain(CAMERA.serial);
    else expect(tags.BodySerialNumber).toBe(CAMERA.serial);
  });

  it("the JPEG also carries XMP, IPTC and a comment", async () => {
    const bytes = cameraJpeg();
    const tags = await metadata(bytes);
    expect(tags.City ?? tags.city).toBe("Middlesbrough");
    expect(text(bytes)).toContain("http://ns.adobe.com/xap/1.0/");
    expect(text(bytes)).toContain(`serial ${CAMERA.serial}`);
  });
});

describe("no metadata survives", () => {
  it.each([
    ["boiler.jpg", cameraJpeg, "image/jpeg"],
    ["boiler.png", cameraPng, "image/png"],
    ["boiler.webp", cameraWebp, "image/webp"],
  ])(
    "%s: no GPS, make, model, serial, XMP, IPTC or comment; still the same picture type and size",
    async (name, make, type) => {
      const photo = await kept(name, make());
      const tags = await tagsOf(photo.bytes);
      expect(tags.latitude).toBeUndefined();
      expect(tags.longitude).toBeUndefined();
      expect(tags.Make).toBeUndefined();
      expect(tags.Model).toBeUndefined();
      expect(tags.BodySerialNumber).toBeUndefined();
      expect(tags.City).toBeUndefined();
      const raw = text(photo.bytes);
      for (const needle of [
        CAMERA.serial,
        CAMERA.model,
        CAMERA.make,
        "xmpmeta",
        "Photoshop 3.0",
        "Middlesbrough",
        "GPS",
      ]) {
        expect(raw).not.toContain(needle);
      }
      expect((await fileTypeFromBuffer(photo.bytes))?.mime).toBe(type);
      expect([photo.width, photo.height]).toEqual([48, 32]);
    },
  );

  it("keeps a JPEG's orientation, alone, so a portrait photo is not shown on its side", async () => {
    const photo = await kept("portrait.jpg", cameraJpeg());
    const tags = await metadata(photo.bytes);
    expect(tags).toEqual({ Orientation: "Rotate 90 CW" });
  });

  it("a WebP keeps its picture chunks only, its VP8X flags saying so, and a RIFF size that adds up", async () => {
    const photo = await kept("leak.webp", cameraWebp());
    expect(webpChunks(plainWebp()).map((c) => c.type)).toEqual(["VP8X", "ICCP", "VP8 "]);
    expect(webpChunks(cameraWebp()).map((c) => c.type)).toEqual(["VP8X", "ICCP", "VP8 ", "EXIF", "XMP "]);
    const chunks = webpChunks(photo.bytes);
    expect(chunks.map((c) => c.type)).toEqual(["VP8X", "VP8 "]);
    expect(chunks[0]!.data[0]! & (0x20 | 0x08 | 0x04)).toBe(0);
    const riffSize = new DataView(photo.bytes.buffer, photo.bytes.byteOffset).getUint32(4, true);
    expect(riffSize + 8).toBe(photo.bytes.byteLength);
  });

  it("keeps every block that draws the picture: stripping again changes nothing, the scan data is whole", async () => {
    const photo = await kept("plain.jpg", plainJpeg());
    const again = await kept("plain.jpg", photo.bytes);
    expect(again.bytes).toEqual(photo.bytes);
    expect(photo.bytes.subarray(-200)).toEqual(plainJpeg().subarray(-200));
  });
});

describe("hostile files are refused by name", () => {
  it.each([
    ["a renamed executable", "boiler.jpg", hostile.renamedExe, /“boiler\.jpg” is not a JPEG, PNG or WebP photo/],
    ["an SVG", "drawing.svg", hostile.svg, /“drawing\.svg” is not a JPEG, PNG or WebP photo/],
    ["an HTML/JPEG polyglot", "page.jpg", hostile.polyglot, /“page\.jpg” contains web code/],
    ["a 0-byte file", "nothing.jpg", hostile.empty, /“nothing\.jpg” is empty/],
    ["a decompression bomb", "huge.png", hostile.bomb, /“huge\.png” has too many pixels/],
    ["a HEIC", "IMG_0001.HEIC", hostile.heic, /“IMG_0001\.HEIC” is a HEIC photo.*JPEG/],
    ["a name with ../", "../../etc/passwd.jpg", cameraJpeg, /“passwd\.jpg” has a file name we cannot accept/],
    ["a right-to-left override", "photo\u202egpj.exe", cameraJpeg, /“photogpj\.exe” has a file name we cannot accept/],
  ])("%s", async (_case, name, make, reason) => {
    const photo = await inspectPhoto(name, make());
    expect(photo.ok).toBe(false);
    expect(photo.ok ? "" : photo.reason).toMatch(reason);
    expect(photo.name).not.toMatch(/[\\/\u202e]/);
  });

  it("a file over 10 MB", async () => {
    const big = new Uint8Array(PHOTO_LIMITS.maxFileBytes + 1);
    big.set(plainJpeg());
    const photo = await inspectPhoto("big.jpg", big);
    expect(photo.ok ? "" : photo.reason).toMatch(/“big\.jpg” is larger than 10 MB/);
  });
});

/** A multipart post to /api/contact (through the handler, with a real D1 and R2). */
function multipart(form: FormData, headers: Record<string, string> = {}) {
  return new Request("https://boilerrepairmiddlesbrough.co.uk/api/contact", {
    method: "POST",
    body: form,
    headers: { "CF-Connecting-IP": `198.51.100.${uniqueId()}`, ...headers },
  });
}

function quoteForm(photos: [string, Uint8Array<ArrayBuffer>][]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(validFields())) form.append(key, String(value));
  for (const [name, bytes] of photos) form.append("photos", new File([bytes], name, { type: "image/jpeg" }));
  return form;
}

interface Answer {
  success: boolean;
  message: string;
  photos?: { received: string[]; refused: { name: string; reason: string }[] };
}

async function leadByName(name: string) {
  return db.prepare("SELECT id FROM leads WHERE name = ?").bind(name).first<{ id: string }>();
}

describe("POST /api/contact as multipart/form-data", () => {
  it("stores the lead, then its photos, stripped, in R2 under the lead's id; refused files named, still 201", async () => {
    const queue = new RecordingQueue();
    const form = quoteForm([
      ["boiler.jpg", cameraJpeg()],
      ["setup.exe.jpg", hostile.renamedExe()],
      ["data-plate.png", cameraPng()],
      ["page.jpg", hostile.polyglot()],
      ["leak.webp", cameraWebp()],
      ["display.jpg", plainJpeg()],
      ["fifth.jpg", plainJpeg()],
    ]);
    const name = String(form.get("name"));
    const response = await handleContactRequest(multipart(form), intake({ queue: queue.asQueue() }), {
      db,
      bucket,
      newId: () => crypto.randomUUID(),
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as Answer;
    expect(answer.success).toBe(true);
    expect(answer.message).toMatch(/^Thanks Test, we have your request/);
    expect(answer.photos?.received).toEqual(["boiler.jpg", "data-plate.png", "leak.webp", "display.jpg"]);
    expect(answer.photos?.refused.map((p) => p.name)).toEqual(["setup.exe.jpg", "page.jpg", "fifth.jpg"]);
    expect(answer.photos?.refused[2]?.reason).toMatch(/at most 4 photos/);

    const lead = await leadByName(name);
    expect(lead).not.toBeNull();
    expect(queue.sent[0]?.lead).toMatchObject({ id: lead!.id, photos: 4 });
    const stored = await listPhotos(bucket, lead!.id);
    expect(stored.map((p) => p.name).sort()).toEqual(["boiler.jpg", "data-plate.png", "display.jpg", "leak.webp"]);
    for (const photo of stored) {
      const object = await bucket.get(`${leadPrefix(lead!.id)}${photo.id}`);
      const bytes = new Uint8Array(await object!.arrayBuffer());
      const tags = await tagsOf(bytes);
      expect([tags.latitude, tags.Make, tags.Model, tags.BodySerialNumber]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(text(bytes)).not.toContain(CAMERA.serial);
    }
  });

  it("with R2 failing: the lead is stored and queued, and the visitor told the photos did not arrive", async () => {
    const queue = new RecordingQueue();
    const broken = {
      put: async () => {
        throw new Error("R2 unavailable");
      },
    } as unknown as R2Bucket;
    const form = quoteForm([["boiler.jpg", cameraJpeg()]]);
    const response = await handleContactRequest(multipart(form), intake({ queue: queue.asQueue() }), {
      db,
      bucket: broken,
      newId: () => crypto.randomUUID(),
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as Answer;
    expect(answer.success).toBe(true);
    expect(answer.photos).toEqual({
      received: [],
      refused: [
        {
          name: "boiler.jpg",
          reason: "“boiler.jpg” did not arrive: our photo storage is not answering. Please try again.",
        },
      ],
    });
    expect(await leadByName(String(form.get("name")))).not.toBeNull();
    expect(queue.sent).toHaveLength(1);
  });

  it("only hostile files: the text is accepted (201) and nothing is stored", async () => {
    const form = quoteForm([
      ["empty.jpg", hostile.empty()],
      ["x.svg", hostile.svg()],
      ["../up.jpg", cameraJpeg()],
    ]);
    const response = await handleContactRequest(multipart(form), intake(), {
      db,
      bucket,
      newId: () => crypto.randomUUID(),
    });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as Answer;
    expect(answer.photos?.received).toEqual([]);
    expect(answer.photos?.refused).toHaveLength(3);
    const lead = await leadByName(String(form.get("name")));
    expect(await listPhotos(bucket, lead!.id)).toEqual([]);
  });

  it("an empty file input (no photo chosen) is no photo at all", async () => {
    const form = quoteForm([]);
    form.append("photos", new File([], "", { type: "application/octet-stream" }));
    const response = await handleContactRequest(multipart(form), intake(), {
      db,
      bucket,
      newId: () => crypto.randomUUID(),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as Answer).photos).toBeUndefined();
  });

  it("invalid text fields: 422 as today, no photo stored", async () => {
    const form = quoteForm([["boiler.jpg", cameraJpeg()]]);
    form.set("phone", "12");
    const response = await handleContactRequest(multipart(form), intake(), {
      db,
      bucket,
      newId: () => crypto.randomUUID(),
    });
    expect(response.status).toBe(422);
    expect(await leadByName(String(form.get("name")))).toBeNull();
  });
});

describe("a body that is no form is refused whole", () => {
  const deps = () => ({ db, bucket, newId: () => crypto.randomUUID() });
  it("no boundary: 400", async () => {
    const request = new Request("https://boilerrepairmiddlesbrough.co.uk/api/contact", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "name=x",
    });
    const response = await handleContactRequest(request, intake(), deps());
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).message).toMatch(/could not read that form/);
  });

  it("200 parts: 400", async () => {
    const form = quoteForm([]);
    for (let i = 0; i < 200; i++) form.append(`extra${i}`, "x");
    const response = await handleContactRequest(multipart(form), intake(), deps());
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).message).toMatch(/too many parts/);
  });

  it("over 25 MB: 413, nothing stored", async () => {
    const form = quoteForm([]);
    for (let i = 0; i < 3; i++) form.append("photos", new File([new Uint8Array(9 * 1024 * 1024)], `big${i}.jpg`));
    const name = String(form.get("name"));
    const response = await handleContactRequest(multipart(form), intake(), deps());
    expect(response.status).toBe(413);
    expect(((await response.json()) as Answer).message).toMatch(/photos may add up to 25 MB/);
    expect(await leadByName(name)).toBeNull();
  });
});

describe("the contact page without JavaScript, photos too large to accept", () => {
  it("answers 413 with the reason, shows again what was typed, and stores nothing", async () => {
    const form = quoteForm([]);
    form.set("formId", "contact");
    form.set("name", `Zoë Ødegård ${uniqueId()}`);
    for (let i = 0; i < 3; i++) form.append("photos", new File([new Uint8Array(9 * 1024 * 1024)], `IMG_${i}.jpg`));
    const response = await request("/contact?formId=contact", {
      method: "POST",
      body: form,
      headers: { "CF-Connecting-IP": `198.51.100.${uniqueId()}`, "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("photos may add up to 25 MB");
    expect(html).toMatch(new RegExp(`<input[^>]*name="name"[^>]*value="${String(form.get("name"))}"`));
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="07700 900123"/);
    expect(html).toContain("No heating since this morning</textarea>");
    expect(await leadByName(String(form.get("name")))).toBeNull();
  });
});

describe("the desk's view of the photos", () => {
  it("serves a photo privately, as an image only, with its name; lists thumbnails; the purge deletes them", async () => {
    const form = quoteForm([["boiler.jpg", cameraJpeg()]]);
    const response = await handleContactRequest(multipart(form), intake(), {
      db,
      bucket,
      newId: () => crypto.randomUUID(),
    });
    expect(response.status).toBe(201);
    const lead = await leadByName(String(form.get("name")));
    const [thumb] = await deskPhotos(bucket, lead!.id);
    expect(thumb).toMatchObject({ name: "boiler.jpg", width: 48, height: 32 });
    const photoId = thumb!.url.split("/").pop()!;
    const served = await servePhoto(new Request(`https://x.test${thumb!.url}`), bucket, lead!.id, photoId);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "image/jpeg",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-disposition": `inline; filename="boiler.jpg"; filename*=UTF-8''boiler.jpg`,
    });
    expect((await servePhoto(new Request("https://x.test/"), bucket, lead!.id, "../other/x.jpg")).status).toBe(404);

    // The retention purge: the lead ages past the cutoff, its photos go.
    await db.prepare("UPDATE leads SET created_at = ? WHERE id = ?").bind("2020-01-01T00:00:00.000Z", lead!.id).run();
    expect(await purgePhotosOfLeadsBefore(db, bucket, new Date("2021-01-01T00:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect(await listPhotos(bucket, lead!.id)).toEqual([]);
  });
});

describe("photos after the text (the page with JavaScript): POST /api/lead-photos", () => {
  const site = "https://boilerrepairmiddlesbrough.co.uk";
  const now = () => new Date();

  async function textFirst(photoCount: string) {
    const fields = { ...validFields(), photoCount };
    const request = new Request(`${site}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${uniqueId()}` },
      body: JSON.stringify(fields),
    });
    const queue = new RecordingQueue();
    const response = await handleContactRequest(request, intake({ queue: queue.asQueue() }));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as Answer & { photoUpload?: { url: string; token: string } };
    const lead = await leadByName(fields.name);
    return { answer, leadId: lead!.id, queue };
  }

  function photoPost(token: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
    const form = new FormData();
    form.append("token", token);
    form.append("photos", new File([bytes], name));
    return new Request(`${site}/api/lead-photos`, { method: "POST", body: form });
  }

  it("a JSON request announcing photos gets a token; each photo then goes alone, at most 4 per lead", async () => {
    const { answer, leadId, queue } = await textFirst("2");
    expect(answer.photoUpload?.url).toBe("/api/lead-photos");
    expect(queue.sent[0]?.lead.photos).toBe(2);
    const token = answer.photoUpload!.token;
    const deps = { db, bucket, newId: () => crypto.randomUUID(), formTokenEnv: {}, now };
    for (let i = 1; i <= 4; i++) {
      const response = await handlePhotoUpload(photoPost(token, `p${i}.jpg`, cameraJpeg()), deps);
      expect(response.status).toBe(201);
    }
    const fifth = await handlePhotoUpload(photoPost(token, "p5.jpg", cameraJpeg()), deps);
    expect(fifth.status).toBe(422);
    expect(((await fifth.json()) as Answer).message).toMatch(/“p5\.jpg” was not sent: at most 4 photos/);
    const stored = await listPhotos(bucket, leadId);
    expect(stored.map((p) => p.name).sort()).toEqual(["p1.jpg", "p2.jpg", "p3.jpg", "p4.jpg"]);
    const object = await bucket.get(`${leadPrefix(leadId)}${stored[0]!.id}`);
    expect(text(new Uint8Array(await object!.arrayBuffer()))).not.toContain(CAMERA.serial);
  });

  it("no token without announced photos; a forged or other lead's token is refused", async () => {
    const { answer } = await textFirst("0");
    expect(answer.photoUpload).toBeUndefined();
    const deps = { db, bucket, newId: () => crypto.randomUUID(), formTokenEnv: {}, now };
    const forged = await handlePhotoUpload(
      photoPost(`p1_abc_${crypto.randomUUID()}_${"0".repeat(64)}`, "x.jpg", cameraJpeg()),
      deps,
    );
    expect(forged.status).toBe(403);
    const { answer: other } = await textFirst("1");
    const expired = await handlePhotoUpload(photoPost(other.photoUpload!.token, "x.jpg", cameraJpeg()), {
      ...deps,
      now: () => new Date(Date.now() + 8 * 24 * 3600 * 1000),
    });
    expect(expired.status).toBe(403);
  });

  it("storage down: 503 naming the photo; the retry, storage back, arrives", async () => {
    const { answer, leadId } = await textFirst("1");
    const token = answer.photoUpload!.token;
    const down = {
      list: async () => {
        throw new Error("R2 unavailable");
      },
    } as unknown as R2Bucket;
    const failed = await handlePhotoUpload(photoPost(token, "boiler.jpg", cameraJpeg()), {
      db,
      bucket: down,
      newId: () => crypto.randomUUID(),
      formTokenEnv: {},
      now,
    });
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as Answer).photos?.refused[0]?.reason).toMatch(/“boiler\.jpg” did not arrive/);
    const retry = await handlePhotoUpload(photoPost(token, "boiler.jpg", cameraJpeg()), {
      db,
      bucket,
      newId: () => crypto.randomUUID(),
      formTokenEnv: {},
      now,
    });
    expect(retry.status).toBe(201);
    expect((await listPhotos(bucket, leadId)).map((p) => p.name)).toEqual(["boiler.jpg"]);
  });
});

describe("the same post twice (double click, reload)", () => {
  it("names the same lead and stores its photos once", async () => {
    const form = quoteForm([
      ["boiler.jpg", cameraJpeg()],
      ["plate.png", cameraPng()],
    ]);
    form.set("submissionId", `photos-${uniqueId()}`);
    const deps = { db, bucket, newId: () => crypto.randomUUID() };
    const first = await handleContactRequest(multipart(form), intake(), deps);
    const second = await handleContactRequest(multipart(form), intake(), deps);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(((await second.json()) as Answer).photos).toEqual({ received: ["boiler.jpg", "plate.png"], refused: [] });
    const lead = await leadByName(String(form.get("name")));
    expect((await listPhotos(bucket, lead!.id)).map((p) => p.name).sort()).toEqual(["boiler.jpg", "plate.png"]);
  });
});

describe("a photo's address without the desk's sign-in", () => {
  it("is answered like any desk page without Access: no photo, private, not indexed", async () => {
    const form = quoteForm([["boiler.jpg", cameraJpeg()]]);
    await handleContactRequest(multipart(form), intake(), { db, bucket, newId: () => crypto.randomUUID() });
    const lead = await leadByName(String(form.get("name")));
    const [photo] = await deskPhotos(bucket, lead!.id);
    const response = await request(photo!.url);
    expect([403, 404]).toContain(response.status);
    expect(response.headers.get("content-type")).not.toMatch(/^image\//);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
  });
});
