/**
 * Web Push as the consumer's third channel, against the real local
 * D1 and a stand-in push service: what reaches the push service is decrypted
 * with the test phone's private key and its VAPID token checked.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { consumer, db, RecordingMailer, testConfig, uniqueId } from "../test/fakes";
import {
  fromBase64Url,
  StandInPushService,
  subscribe,
  TestDevice,
  testVapid,
  unsubscribeAll,
} from "../test/push-service";
import { handleLeadBatch, type ConsumerDeps } from "./consumer";
import type { Lead } from "./lead";
import { firstWords, leadNotice, type PushNotice } from "./push";
import { isPushServiceEndpoint } from "./push-hosts";
import { leadMessage } from "./queue";
import { getLead, insertLead } from "./store";

function newLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: crypto.randomUUID(),
    submissionId: uniqueId("push"),
    createdAt: new Date().toISOString(),
    name: "Margaret Hughes-Smith",
    phone: "+447700900123",
    postcode: "TS5 6AA",
    issue: "Boiler shows F28 and there is no hot water at all since last night",
    service: "boiler-repair",
    sourcePage: "/",
    suspicion: null,
    ...overrides,
  };
}

/** Stores the lead (as intake does) and delivers its queue message once; true when the queue was told to retry it. */
async function deliverOnce(lead: Lead, deps: ConsumerDeps): Promise<boolean> {
  const batch = createMessageBatch("lead-notifications", [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: leadMessage(lead, true) },
  ]);
  const ctx = createExecutionContext();
  await handleLeadBatch(batch, deps);
  const result = await getQueueResult(batch, ctx);
  return result.retryMessages.length > 0;
}

async function store(lead: Lead, requestedWindow?: string) {
  await insertLead(db, lead);
  if (requestedWindow) {
    await db
      .prepare("INSERT INTO lead_requests (lead_id, created_at, requested_window, updated_at) VALUES (?, ?, ?, ?)")
      .bind(lead.id, lead.createdAt, requestedWindow, lead.createdAt)
      .run();
  }
}

const decodeJwtPart = (part: string) =>
  JSON.parse(new TextDecoder().decode(fromBase64Url(part))) as Record<string, unknown>;

let service: StandInPushService;
let phone: TestDevice;
let pushDeps: ConsumerDeps["push"];

beforeEach(async () => {
  await unsubscribeAll();
  service = new StandInPushService();
  phone = await TestDevice.create(`https://fcm.googleapis.com/fcm/send/wp/${crypto.randomUUID()}`);
  pushDeps = { vapid: await testVapid(), fetch: service.fetch };
});

describe("a new lead pushed to the owner's phone", () => {
  it("the push service gets one encrypted, VAPID-signed request whose payload is safe for a lock screen", async () => {
    const subscriptionId = await subscribe(phone, "Van phone");
    const lead = newLead({ suspicion: "sent 2 s after the form was served" });
    await store(lead, "2026-11-26:am");
    const mailer = new RecordingMailer();
    expect(await deliverOnce(lead, consumer(mailer, { push: pushDeps }))).toBe(false);

    expect(mailer.sent).toHaveLength(1);
    const received = await service.to(phone.endpoint);
    expect(received.map((push) => push.answered)).toEqual([201]);
    const [request] = received;
    expect(request!.headers.get("content-encoding")).toBe("aes128gcm");
    expect(request!.headers.get("urgency")).toBe("high");
    expect(Number(request!.headers.get("ttl"))).toBeGreaterThan(0);

    const notice = (await phone.decrypt(request!.body)) as PushNotice;
    expect(notice.title).toBe("New request: Margaret, TS5");
    expect(notice.body).toContain("Possible spam");
    expect(notice.body).toContain("Boiler shows F28 and there is no hot…");
    expect(notice.body).toContain("Visit asked for: Thursday 26 November, morning");
    expect(notice.url).toBe(`/desk/leads/${lead.id}`);
    expect(notice.callUrl).toBe(`/desk/leads/${lead.id}/call`);
    const everything = JSON.stringify(notice);
    for (const secret of ["7700", "900123", "TS5 6AA", "6AA", "Hughes"]) expect(everything).not.toContain(secret);

    // VAPID (RFC 8292): "vapid t=<JWT>, k=<public key>", the JWT signed by that key.
    const authorization = request!.headers.get("authorization") ?? "";
    const match = /^vapid t=([^,]+), k=(\S+)$/.exec(authorization);
    expect(match).not.toBeNull();
    const [, token, key] = match!;
    expect(key).toBe(pushDeps!.vapid.publicKey);
    const [header, claims, signature] = token!.split(".");
    expect(decodeJwtPart(header!)).toMatchObject({ alg: "ES256" });
    const payload = decodeJwtPart(claims!);
    expect(payload.aud).toBe("https://fcm.googleapis.com");
    expect(payload.sub).toBe("mailto:owner@example.co.uk");
    const now = Math.floor(Date.now() / 1000);
    expect(payload.exp).toBeGreaterThan(now);
    expect(payload.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
    const verifyKey = await crypto.subtle.importKey(
      "raw",
      fromBase64Url(key!),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const signed = new TextEncoder().encode(`${header}.${claims}`);
    expect(
      await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifyKey, fromBase64Url(signature!), signed),
    ).toBe(true);

    // Recorded: the device's last success, the lead's timeline, the lead done.
    const device = await db
      .prepare("SELECT last_success_at FROM push_subscriptions WHERE id = ?")
      .bind(subscriptionId)
      .first<{ last_success_at: string | null }>();
    expect(device?.last_success_at).not.toBeNull();
    const channels = await db
      .prepare("SELECT channel, ok FROM lead_deliveries WHERE lead_id = ? ORDER BY id")
      .bind(lead.id)
      .all<{ channel: string; ok: number }>();
    expect(channels.results).toEqual([
      { channel: "email", ok: 1 },
      { channel: "push", ok: 1 },
    ]);
    expect((await getLead(db, lead.id))?.notification_status).toBe("notified");
  });

  it("a lead without a flag, visit time or issue says so plainly", () => {
    const notice = leadNotice(newLead({ issue: null }), null);
    expect(notice.body).toBe("No details given");
    expect(firstWords("  one two   three ", 2)).toBe("one two…");
  });

  it("the same message delivered twice: one push per device", async () => {
    const tablet = await TestDevice.create(`https://fcm.googleapis.com/fcm/send/wp/${crypto.randomUUID()}`);
    await subscribe(phone, "Phone");
    await subscribe(tablet, "Tablet");
    const lead = newLead();
    await store(lead);
    const mailer = new RecordingMailer();
    await deliverOnce(lead, consumer(mailer, { push: pushDeps }));
    // The row is notified: a redelivered message does nothing; even a lead put back to pending skips told devices.
    await deliverOnce(lead, consumer(mailer, { push: pushDeps }));
    await db.prepare("UPDATE leads SET notification_status = 'pending' WHERE id = ?").bind(lead.id).run();
    await deliverOnce(lead, consumer(mailer, { push: pushDeps }));
    expect(await service.to(phone.endpoint)).toHaveLength(1);
    expect(await service.to(tablet.endpoint)).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });
});

describe("only the push services' own hosts are ever posted to", () => {
  it("a stored row pointing anywhere else (metadata address, loopback, another site, plain http) gets nothing and is removed", async () => {
    const elsewhere = [
      "https://169.254.169.254/latest/meta-data",
      "https://127.0.0.1/wp/1",
      "https://evil.example/fcm.googleapis.com/x",
      "https://fcm.googleapis.com.evil.example/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
    ];
    const devices = await Promise.all(elsewhere.map((endpoint) => TestDevice.create(endpoint)));
    const ids = await Promise.all(devices.map((device, i) => subscribe(device, `Stored ${i}`)));
    await subscribe(phone, "Real phone");
    const lead = newLead();
    await store(lead);
    const mailer = new RecordingMailer();
    const called: string[] = [];
    const watched: typeof fetch = (input, init) => {
      called.push(new Request(input, init).url);
      return fetch(input, init);
    };
    expect(await deliverOnce(lead, consumer(mailer, { push: { ...pushDeps!, fetch: watched } }))).toBe(false);
    expect(called).toEqual([phone.endpoint]);
    expect(await service.to(phone.endpoint)).toHaveLength(1);
    for (const id of ids) {
      expect(await db.prepare("SELECT id FROM push_subscriptions WHERE id = ?").bind(id).first()).toBeNull();
    }
    expect(mailer.sent).toHaveLength(1);
  });

  it("knows the hosts of FCM, Mozilla, Apple and Windows, over https on the default port only", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://eu.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGz8",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      "https://push.apple.com.evil.example/x",
      "https://apple.com/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://localhost/x",
      "not a url",
      "https://push.services.mozilla.com/x",
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});

describe("when the push service says no", () => {
  it("410 Gone: the subscription is removed, the e-mail goes, nothing is retried", async () => {
    const id = await subscribe(phone, "Old phone");
    await service.answer(phone.endpoint, 410);
    const lead = newLead();
    await store(lead);
    const mailer = new RecordingMailer();
    expect(await deliverOnce(lead, consumer(mailer, { push: pushDeps }))).toBe(false);
    expect(mailer.sent).toHaveLength(1);
    expect(await service.to(phone.endpoint)).toHaveLength(1);
    expect(await db.prepare("SELECT id FROM push_subscriptions WHERE id = ?").bind(id).first()).toBeNull();
    expect((await getLead(db, lead.id))?.notification_status).toBe("notified");
  });

  it("404 Not Found removes the subscription too", async () => {
    const id = await subscribe(phone, "Reset phone");
    await service.answer(phone.endpoint, 404);
    const lead = newLead();
    await store(lead);
    await deliverOnce(lead, consumer(new RecordingMailer(), { push: pushDeps }));
    expect(await db.prepare("SELECT id FROM push_subscriptions WHERE id = ?").bind(id).first()).toBeNull();
  });

  it("500: the e-mail goes at once, the message is retried, and the retry pushes only the device still owed", async () => {
    const tablet = await TestDevice.create(`https://fcm.googleapis.com/fcm/send/wp/${crypto.randomUUID()}`);
    const phoneId = await subscribe(phone, "Phone");
    await subscribe(tablet, "Tablet");
    await service.answer(phone.endpoint, [500]);
    const lead = newLead();
    await store(lead);
    const mailer = new RecordingMailer();
    expect(await deliverOnce(lead, consumer(mailer, { push: pushDeps }))).toBe(true);
    expect(mailer.sent).toHaveLength(1);
    const failed = await db
      .prepare("SELECT last_error, last_success_at FROM push_subscriptions WHERE id = ?")
      .bind(phoneId)
      .first<{ last_error: string; last_success_at: string | null }>();
    expect(failed).toEqual({ last_error: "push service answered 500", last_success_at: null });
    expect((await getLead(db, lead.id))?.notification_status).toBe("pending");
    const timeline = await db
      .prepare("SELECT channel, ok, error FROM lead_deliveries WHERE lead_id = ? ORDER BY id")
      .bind(lead.id)
      .all<{ channel: string; ok: number; error: string | null }>();
    expect(timeline.results).toEqual([
      { channel: "email", ok: 1, error: null },
      { channel: "push", ok: 1, error: null },
      { channel: "push", ok: 0, error: "Error: push failed: Phone: push service answered 500" },
    ]);

    // The queue's retry (the lease was released by the failure).
    expect(await deliverOnce(lead, consumer(mailer, { push: pushDeps }))).toBe(false);
    expect(mailer.sent).toHaveLength(1);
    const toPhone = await service.to(phone.endpoint);
    expect(toPhone.map((push) => push.answered)).toEqual([500, 201]);
    expect(await service.to(tablet.endpoint)).toHaveLength(1);
    expect(await phone.decrypt(toPhone[1]!.body)).toMatchObject({ url: `/desk/leads/${lead.id}` });
    expect((await getLead(db, lead.id))?.notification_status).toBe("notified");
  });

  it("a failing push holds back neither the e-mail nor the webhook; the retry posts the webhook no second time", async () => {
    await subscribe(phone, "Phone");
    await service.answer(phone.endpoint, [500]);
    const lead = newLead();
    await store(lead);
    const mailer = new RecordingMailer();
    let webhooks = 0;
    const deps = consumer(mailer, {
      push: pushDeps,
      config: { ...testConfig, webhookUrl: "https://hooks.example/lead", webhookSecret: "s3cret" },
      postWebhook: async () => {
        webhooks++;
      },
    });
    expect(await deliverOnce(lead, deps)).toBe(true);
    expect([mailer.sent.length, webhooks]).toEqual([1, 1]);
    expect(await deliverOnce(lead, deps)).toBe(false);
    expect([mailer.sent.length, webhooks, (await service.to(phone.endpoint)).length]).toEqual([1, 1, 2]);
  });

  it("a push service that never answers well does not hold back the e-mail", async () => {
    await subscribe(phone, "Phone");
    await service.answer(phone.endpoint, [503, 503, 503]);
    const lead = newLead();
    await store(lead);
    const mailer = new RecordingMailer();
    expect(await deliverOnce(lead, consumer(mailer, { push: pushDeps }))).toBe(true);
    expect(mailer.sent).toHaveLength(1);
    expect((await getLead(db, lead.id))?.notified_at).not.toBeNull();
  });
});
