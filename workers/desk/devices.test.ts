/**
 * The desk's devices for Web Push through its port: "Notify this
 * phone" stores the subscription with the Access user, the owner renames,
 * tests and removes devices, and a notification's "Call" action finds the
 * number behind the gate.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db, RecordingQueue } from "../test/fakes";
import { seedLead } from "../test/desk-leads";
import { StandInPushService, TestDevice, testVapid, unsubscribeAll } from "../test/push-service";
import type { PushDeps } from "../leads/push";
import { deskCallPath, serveCall } from "./call";
import { deskPortFor } from "./port";

const OWNER = "owner@example.co.uk";

function port(push?: PushDeps) {
  return deskPortFor({ db, queue: new RecordingQueue().asQueue(), actor: OWNER, now: () => new Date() }, push);
}

let service: StandInPushService;
let phone: TestDevice;

beforeEach(async () => {
  await unsubscribeAll();
  service = new StandInPushService();
  phone = await TestDevice.create(`https://fcm.googleapis.com/fcm/send/desk/${crypto.randomUUID()}`);
});

describe("devices that get notifications", () => {
  it("Notify this phone: stored once per endpoint with the signed-in user; rename and remove", async () => {
    const desk = port();
    const { endpoint, keys } = phone.subscription;
    expect(await desk.addDevice({ endpoint, ...keys, label: "  Van   phone " })).toBe("added");
    expect(await desk.addDevice({ endpoint, ...keys, label: "Van phone again" })).toBe("added");
    const [device, ...others] = await desk.listDevices();
    expect(others).toEqual([]);
    expect(device).toMatchObject({ label: "Van phone again", userEmail: OWNER, lastSuccessAt: null, lastError: null });

    expect(await desk.renameDevice(device!.id, "Loft phone")).toBe("renamed");
    expect(await desk.renameDevice(device!.id, "   ")).toBe("refused");
    expect((await desk.listDevices())[0]?.label).toBe("Loft phone");
    expect(await desk.removeDevice(device!.id)).toBe("removed");
    expect(await desk.removeDevice(device!.id)).toBe("refused");
    expect(await desk.listDevices()).toEqual([]);
  });

  it("refuses what is not a push subscription: no https endpoint, keys of the wrong size", async () => {
    const desk = port();
    const { keys } = phone.subscription;
    expect(await desk.addDevice({ endpoint: "http://fcm.googleapis.com/fcm/send/x", ...keys, label: "A" })).toBe(
      "refused",
    );
    expect(await desk.addDevice({ endpoint: "javascript:alert(1)", ...keys, label: "A" })).toBe("refused");
    expect(await desk.addDevice({ endpoint: phone.endpoint, p256dh: "abc", auth: keys.auth, label: "A" })).toBe(
      "refused",
    );
    expect(await desk.listDevices()).toEqual([]);
  });

  it("refuses an https endpoint that is not a push service's host: metadata, loopback, another site", async () => {
    const desk = port();
    const { keys } = phone.subscription;
    for (const endpoint of [
      "https://169.254.169.254/latest/meta-data/",
      "https://127.0.0.1:8787/desk",
      "https://localhost/x",
      "https://evil.example/collect",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
    ]) {
      expect(await desk.addDevice({ endpoint, ...keys, label: "A" }), endpoint).toBe("refused");
    }
    expect(await desk.listDevices()).toEqual([]);
    for (const endpoint of [
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "https://web.push.apple.com/x",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
    ]) {
      expect(await desk.addDevice({ endpoint, ...keys, label: "A" }), endpoint).toBe("added");
    }
  });

  it("a test notification reaches the device, readable with its key; a 410 for it removes the device", async () => {
    const desk = port({ vapid: await testVapid(), fetch: service.fetch });
    const { endpoint, keys } = phone.subscription;
    await desk.addDevice({ endpoint, ...keys, label: "Van phone" });
    const [device] = await desk.listDevices();
    expect(await desk.testDevice(device!.id)).toBe("tested");
    expect(await phone.decrypt((await service.to(endpoint))[0]!.body)).toMatchObject({
      title: "Test from the lead desk",
      body: "Notifications reach Van phone.",
      url: "/desk",
    });
    expect((await desk.listDevices())[0]?.lastSuccessAt).not.toBeNull();

    await service.answer(endpoint, 410);
    expect(await desk.testDevice(device!.id)).toBe("test_failed");
    expect(await desk.listDevices()).toEqual([]);
  });

  it("without VAPID keys the test says push is not set up", async () => {
    const desk = port();
    const { endpoint, keys } = phone.subscription;
    await desk.addDevice({ endpoint, ...keys, label: "Van phone" });
    expect(await desk.testDevice((await desk.listDevices())[0]!.id)).toBe("not_configured");
  });
});

describe("a notification's Call action", () => {
  it("redirects to the lead's tel: link; an unknown lead is a 404", async () => {
    const lead = await seedLead({ phone: "+447700900456" });
    expect(deskCallPath(`/desk/leads/${lead.id}/call`)).toBe(lead.id);
    expect(deskCallPath(`/desk/leads/${lead.id}`)).toBeNull();
    const answer = await serveCall(port(), lead.id);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("tel:+447700900456");
    expect((await serveCall(port(), "no-such-lead")).status).toBe(404);
  });
});
