/**
 * The owner is told of a customer's changes on the request page: one e-mail
 * (the outbox) and one push, grouped when several come together, never twice.
 * And the new-lead e-mail names the time asked for.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { offeredWindows, windowDate } from "~/lib/contracts/visit-windows";
import { composeLeadEmail } from "../leads/email";
import type { PushNotice } from "../leads/push";
import { db, RecordingQueue } from "../test/fakes";
import { seedLead } from "../test/desk-leads";
import { StandInPushService, subscribe, TestDevice, testVapid, unsubscribeAll } from "../test/push-service";
import { GROUP_SECONDS, handleOwnerChanges, type OwnerChangesMessage } from "./changes";
import type { CustomerEmailRow } from "../mail/outbox";
import { openRequest } from "./store";
import { requestPagePort } from "./visitor";
import { visitAction } from "../desk/visits";
import { deskVisitOf } from "../desk/visit-view";

const now = () => new Date();

let service: StandInPushService;
let phone: TestDevice;

beforeEach(async () => {
  await unsubscribeAll();
  service = new StandInPushService();
  phone = await TestDevice.create(`https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`);
  await subscribe(phone, "Van phone");
});

/** Delivers the queued change messages as the consumer would. */
async function deliver(queue: RecordingQueue, deps: Parameters<typeof handleOwnerChanges>[1]) {
  const bodies = (queue.sent as unknown[]).filter((body) => (body as OwnerChangesMessage).kind === "owner_changes");
  queue.sent = queue.sent.filter((body) => (body as unknown as OwnerChangesMessage).kind !== "owner_changes");
  const acks: string[] = [];
  const messages = bodies.map(
    (body, i) =>
      ({
        id: `c${i}`,
        attempts: 1,
        body,
        ack: () => acks.push(`c${i}`),
        retry: () => undefined,
      }) as unknown as Message<unknown>,
  );
  await handleOwnerChanges(messages, deps);
  return acks;
}

const ownerEmails = async (leadId: string) =>
  (
    await db
      .prepare("SELECT * FROM customer_emails WHERE lead_id = ? AND kind = 'owner_changes'")
      .bind(leadId)
      .all<CustomerEmailRow>()
  ).results;

function plainText(raw: string): string {
  const part =
    raw.split("Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n")[1] ?? "";
  const bytes = Uint8Array.from(atob(part.split("\r\n\r\n")[0]!.replaceAll("\r\n", "")), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

describe("the owner told of a customer's changes", () => {
  it("details and a new time sent together reach the owner as one e-mail and one push, and never again", async () => {
    const lead = await seedLead({ name: "Peter Changer", salesStatus: "new" });
    const token = await openRequest(db, lead.id, {}, now());
    const queue = new RecordingQueue();
    const port = requestPagePort({ db, now, ownerQueue: queue.asQueue() as Queue<unknown> });
    expect(await port.act(token, { kind: "details", text: "The side gate is open." })).toBe("details");
    const window = offeredWindows(now()).at(-2)!;
    expect(await port.act(token, { kind: "window", windowId: window.id })).toBe("window");
    expect(queue.sent).toEqual([
      { kind: "owner_changes", leadId: lead.id },
      { kind: "owner_changes", leadId: lead.id },
    ]);
    expect(queue.delays).toEqual([GROUP_SECONDS, GROUP_SECONDS]);

    const deps = {
      db,
      queue: queue.asQueue() as Queue<unknown>,
      now,
      ownerFrom: "leads@example.co.uk",
      ownerTo: "owner@example.co.uk",
      push: { vapid: await testVapid(), fetch: service.fetch },
    };
    expect(await deliver(queue, deps)).toEqual(["c0", "c1"]);
    const [email] = await ownerEmails(lead.id);
    expect(email).toMatchObject({
      subject: "2 customer changes: Peter Changer, TS5",
      recipient: "owner@example.co.uk",
    });
    const text = plainText(email!.raw!);
    expect(text).toContain('added details: "The side gate is open."');
    expect(text).toContain(`moved the time to ${windowDate(window)}`);
    expect(text).toContain(`/desk/leads/${lead.id}`);
    expect(queue.sent).toContainEqual({ kind: "customer_email", id: email!.id });
    // One push, safe for a lock screen: what was typed stays in the e-mail.
    const pushed = await service.to(phone.endpoint);
    expect(pushed).toHaveLength(1);
    const notice = (await phone.decrypt(pushed[0]!.body)) as PushNotice;
    expect(notice.title).toBe("Customer changes: Peter, TS5");
    expect(notice.body).toBe(`added details\nmoved the time to ${windowDate(window)}`);
    expect(notice.url).toBe(`/desk/leads/${lead.id}`);

    // Cancelling later is a change of its own: one more e-mail and push, the earlier ones not repeated.
    expect(await port.act(token, { kind: "cancel" })).toBe("cancelled");
    await deliver(queue, deps);
    const emails = await ownerEmails(lead.id);
    expect(emails).toHaveLength(2);
    const second = plainText(emails.find((row) => row.id !== email!.id)!.raw!);
    expect(second).toContain("cancelled the request");
    expect(second).not.toContain("side gate");
    expect(await service.to(phone.endpoint)).toHaveLength(2);
  });

  it("a customer asks to change a booked visit: it stays booked, the owner is told and confirms one of their times", async () => {
    const [booked, wanted] = offeredWindows(now()).slice(-4, -2);
    const lead = await seedLead({ name: "Rita Mover", salesStatus: "new" });
    const token = await openRequest(db, lead.id, { windowId: booked!.id }, now());
    const desk = { db, actor: "owner@example.co.uk", now };
    expect(await visitAction(desk, lead.id, { kind: "confirm", windowId: booked!.id })).toBe("visit_confirmed");
    const queue = new RecordingQueue();
    const port = requestPagePort({ db, now, ownerQueue: queue.asQueue() as Queue<unknown> });
    expect((await port.view(token))?.changeOptions?.map((w) => w.id)).not.toContain(booked!.id);
    expect(await port.act(token, { kind: "change", windowIds: [booked!.id] })).toBe("refused");
    expect(await port.act(token, { kind: "change", windowIds: ["2020-01-01:am"] })).toBe("refused");
    expect(await port.act(token, { kind: "change", windowIds: [wanted!.id, ""] })).toBe("change_asked");
    const view = await port.view(token);
    expect(view?.state).toBe("confirmed");
    expect(view?.bookedWindow?.id).toBe(booked!.id);
    expect(view?.changeAsked?.map((w) => w.id)).toEqual([wanted!.id]);
    expect((await deskVisitOf(db, lead.id, now()))?.changeAsked?.map((w) => w.id)).toEqual([wanted!.id]);

    await deliver(queue, {
      db,
      queue: queue.asQueue() as Queue<unknown>,
      now,
      ownerFrom: "leads@example.co.uk",
      ownerTo: "owner@example.co.uk",
    });
    const [email] = await ownerEmails(lead.id);
    expect(plainText(email!.raw!)).toContain(`asked to change the booked visit: ${windowDate(wanted!)}`);

    expect(await visitAction(desk, lead.id, { kind: "confirm", windowId: wanted!.id })).toBe("visit_confirmed");
    const moved = await port.view(token);
    expect(moved?.bookedWindow?.id).toBe(wanted!.id);
    expect(moved?.changeAsked).toEqual([]);
  });

  it("the new-lead e-mail names the time asked for", () => {
    const window = offeredWindows(now())[1]!;
    const email = composeLeadEmail(
      {
        id: "lead-1",
        submissionId: "s-1",
        createdAt: new Date().toISOString(),
        name: "Jane Smith",
        phone: "+447700900123",
        postcode: "TS5 6AA",
        issue: "No heating",
        service: null,
        sourcePage: "/",
        requestedWindow: window.id,
      },
      { from: "leads@example.co.uk", to: "owner@example.co.uk" },
    );
    expect(email.text).toContain(`Visit asked for: ${windowDate(window)}`);
  });
});
