/**
 * The wiring's own choices, tested through what they lead to: here, the
 * Web Push settings as the owner may set them, against the stand-in push
 * service on loopback (test/stand-ins/push-server.ts).
 */
import { describe, expect, it } from "vitest";
import type { WorkerEnv } from "./env";
import { sendPush, vapidSubject } from "./leads/push";
import { StandInPushService, TestDevice, testVapid } from "./test/push-service";
import { pushDeps } from "./wiring";

describe("Web Push as the owner sets it up", () => {
  it("VAPID_SUBJECT set as a bare e-mail address: sent as a mailto: contact, so the push service takes the push", async () => {
    const service = new StandInPushService();
    const phone = await TestDevice.create(`https://web.push.apple.com/${crypto.randomUUID()}`);
    const keys = await testVapid();
    const env = {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "owner@example.co.uk",
    };
    const { endpoint, keys: device } = phone.subscription;
    const notice = { title: "Test", body: "Notifications reach this phone.", url: "/desk", tag: "test" };
    expect(await sendPush({ endpoint, ...device }, notice, pushDeps(env as WorkerEnv)!)).toEqual({ ok: true });
    const [received] = await service.to(endpoint);
    expect(received).toMatchObject({ answered: 201, refusal: null });
    expect(await phone.decrypt(received!.body)).toEqual(notice);
  });

  it("a subject that is a contact is kept; one that is not falls back to the business's address", () => {
    expect(vapidSubject(" https://www.example.co.uk/contact ", "mailto:x@example.co.uk")).toBe(
      "https://www.example.co.uk/contact",
    );
    expect(vapidSubject("mailto:owner@example.co.uk", "mailto:x@example.co.uk")).toBe("mailto:owner@example.co.uk");
    expect(vapidSubject("not a contact", "mailto:x@example.co.uk")).toBe("mailto:x@example.co.uk");
    expect(vapidSubject(undefined, "mailto:x@example.co.uk")).toBe("mailto:x@example.co.uk");
  });
});
