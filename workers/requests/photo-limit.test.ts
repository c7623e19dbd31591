/**
 * The 4-photo limit, claimed in D1 before a photo is stored: uploads sent at
 * the same moment through one upload token, or on the request page, never
 * store more than 4; the owner is told only of photos actually stored (R2
 * failing, or announced uploads that never came).
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS } from "~/lib/contracts/photo-limits";
import { handlePhotoUpload } from "../api/lead-photos";
import { handleLeadBatch } from "../leads/consumer";
import { leadMessage, type LeadMessage } from "../leads/queue";
import { openRequest } from "./store";
import { requestPagePort } from "./visitor";
import { seedLead } from "../test/desk-leads";
import { consumer, db, RecordingMailer, uniqueId, workerEnv } from "../test/fakes";
import { storedPhotoCount } from "../photos/claims";
import { storePhotos } from "../photos/batch";
import { cameraJpeg, plainJpeg } from "../test/photo-fixtures";
import { inspectPhoto, type KeptPhoto } from "../photos/inspect";
import { listPhotos } from "../photos/storage";
import { issueUploadToken } from "../photos/upload-token";

const bucket = (env as Env).LEAD_PHOTOS;
const now = () => new Date();
const site = "https://boilerrepairmiddlesbrough.co.uk";

function photoPost(url: string, fields: Record<string, string>, name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("photos", new File([cameraJpeg()], name, { type: "image/jpeg" }));
  return new Request(`${site}${url}`, { method: "POST", body: form });
}

async function ownerEmailFor(leadId: string, announced: number) {
  const lead = { ...(await seedLeadRow(leadId)), photos: announced };
  const mailer = new RecordingMailer();
  const batch = createMessageBatch<LeadMessage>("lead-notifications", [
    { id: uniqueId(), timestamp: new Date(), attempts: 1, body: leadMessage(lead, true) },
  ]);
  await handleLeadBatch(batch, consumer(mailer));
  await getQueueResult(batch, createExecutionContext());
  return mailer.sent[0]!.text;
}

const seeded = new Map<string, Awaited<ReturnType<typeof seedLead>>>();
async function newLead() {
  const lead = await seedLead({ name: `Photo Claims ${uniqueId()}`, status: "pending", notifiedAt: null });
  seeded.set(lead.id, lead);
  return lead;
}
const seedLeadRow = async (id: string) => seeded.get(id)!;

describe("the photo limit under concurrent uploads", () => {
  it("six uploads at the same moment through one upload token store 4, never more", async () => {
    const lead = await newLead();
    const token = await issueUploadToken(workerEnv, lead.id, Date.now());
    const deps = { db, bucket, newId: () => crypto.randomUUID(), formTokenEnv: workerEnv, now };
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        handlePhotoUpload(photoPost("/api/lead-photos", { token }, `p${i}.jpg`), deps),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(PHOTO_LIMITS.maxFiles);
    expect(responses.filter((r) => r.status === 422)).toHaveLength(6 - PHOTO_LIMITS.maxFiles);
    expect(await listPhotos(bucket, lead.id)).toHaveLength(PHOTO_LIMITS.maxFiles);
    expect(await storedPhotoCount(db, lead.id)).toBe(PHOTO_LIMITS.maxFiles);
  });

  it("eight posts at the same moment on the request page store 4, and the request notes only those", async () => {
    const lead = await newLead();
    const token = await openRequest(db, lead.id, {}, now());
    const port = requestPagePort({ db, now, photos: { db, bucket, newId: () => crypto.randomUUID() } });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => port.addPhotos(token, photoPost(`/requests/${token}`, {}, `r${i}.jpg`))),
    );
    expect(outcomes.filter((o) => o === "photos")).toHaveLength(PHOTO_LIMITS.maxFiles);
    expect(await listPhotos(bucket, lead.id)).toHaveLength(PHOTO_LIMITS.maxFiles);
    const notes = await db
      .prepare("SELECT text FROM request_events WHERE lead_id = ? AND text LIKE 'Added %'")
      .bind(lead.id)
      .all<{ text: string }>();
    expect(notes.results.map((n) => n.text)).toEqual(Array(PHOTO_LIMITS.maxFiles).fill("Added 1 photo."));
    expect((await port.view(token))?.photos).toEqual({ received: 4, room: 0 });
  });
});

describe("the owner is told only of photos stored", () => {
  it("R2 refusing the photo: no place kept, and the owner's e-mail says none was stored", async () => {
    const lead = await newLead();
    const photo = (await inspectPhoto("boiler.jpg", plainJpeg())) as KeptPhoto;
    const broken = {
      put: async () => {
        throw new Error("R2 unavailable");
      },
    } as unknown as R2Bucket;
    const report = await storePhotos(lead.id, [photo], [], { db, bucket: broken, newId: () => crypto.randomUUID() });
    expect(report.received).toEqual([]);
    const rows = await db.prepare("SELECT COUNT(*) AS n FROM lead_photos WHERE lead_id = ?").bind(lead.id).first();
    expect(rows).toEqual({ n: 0 });
    const text = await ownerEmailFor(lead.id, 1);
    expect(text).not.toContain("1 photo sent");
    expect(text).toContain("Photos: 0 stored so far of 1 photo the visitor chose");
  });

  it("two photos announced, one arrived: the e-mail counts one; all arrived: it says so", async () => {
    const lead = await newLead();
    const photo = (await inspectPhoto("boiler.jpg", plainJpeg())) as KeptPhoto;
    await storePhotos(lead.id, [photo], [], { db, bucket, newId: () => crypto.randomUUID() });
    expect(await ownerEmailFor(lead.id, 2)).toContain("Photos: 1 stored so far of 2 photos the visitor chose");
    const other = await newLead();
    await storePhotos(other.id, [photo, photo], [], { db, bucket, newId: () => crypto.randomUUID() });
    expect(await ownerEmailFor(other.id, 2)).toContain("Photos: 2 photos stored: ");
  });
});
