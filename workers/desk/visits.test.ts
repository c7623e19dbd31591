/**
 * The owner's visit actions against the real local D1: capacity under 50
 * concurrent confirmations, the sales status and audit each action writes,
 * what the request page then shows, the visitor's e-mails (composed, with
 * the link, the confirmation and the calendar file), and that a visitor's
 * e-mail failing never delays or loses the owner's.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import { handleLeadBatch } from "../leads/consumer";
import { leadMessage } from "../leads/queue";
import { consumer, db, RecordingMailer, RecordingQueue, uniqueId } from "../test/fakes";
import { testRequestMailer } from "../test/request-mail";
import { handleEmailMessages, leadsThenEmails, type CustomerEmailRow } from "../mail/outbox";
import { openRequest } from "../requests/store";
import { requestPagePort } from "../requests/visitor";
import { seedLead } from "../test/desk-leads";
import { leadDetail, listLeads } from "./queries";
import { visitAction } from "./visits";
import { deskPortFor } from "./port";

const now = () => new Date();

/** The text/plain part of a MIME message, decoded. */
function plainText(raw: string): string {
  const part =
    raw.split("Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n")[1] ?? "";
  const bytes = Uint8Array.from(atob(part.split("\r\n\r\n")[0]!.replaceAll("\r\n", "")), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

async function leadWithRequest(options: { email?: string; windowId?: string; name?: string } = {}) {
  const lead = await seedLead({ name: options.name ?? `Visit Customer ${uniqueId()}`, salesStatus: "new" });
  const token = await openRequest(db, lead.id, { email: options.email, windowId: options.windowId }, now());
  return { lead, token };
}

function deps(queue = new RecordingQueue(), capacity?: number) {
  return { db, actor: "owner@example.co.uk", now, mail: testRequestMailer(queue, now), capacity };
}

const salesStatus = async (id: string) =>
  (await db.prepare("SELECT sales_status FROM leads WHERE id = ?").bind(id).first<{ sales_status: string }>())
    ?.sales_status;

describe("desk visit actions", () => {
  it("50 concurrent confirmations of one window never exceed its capacity", async () => {
    // A window far enough ahead that no other test books it.
    const window = offeredWindows(now()).at(-1)!;
    const capacity = 3;
    const leads = await Promise.all(Array.from({ length: 50 }, () => leadWithRequest({ windowId: window.id })));
    const outcomes = await Promise.all(
      leads.map(({ lead }) =>
        visitAction(deps(new RecordingQueue(), capacity), lead.id, { kind: "confirm", windowId: window.id }),
      ),
    );
    expect(outcomes.filter((o) => o === "visit_confirmed")).toHaveLength(capacity);
    expect(outcomes.filter((o) => o === "full")).toHaveLength(50 - capacity);
    const booked = await db
      .prepare("SELECT COUNT(*) AS n FROM lead_requests WHERE visit_window = ? AND visit_state = 'confirmed'")
      .bind(window.id)
      .first<{ n: number }>();
    expect(booked?.n).toBe(capacity);
    const bookedLeads = await db
      .prepare(
        `SELECT COUNT(*) AS n FROM leads WHERE sales_status = 'booked' AND id IN (SELECT lead_id FROM lead_requests WHERE visit_window = ?)`,
      )
      .bind(window.id)
      .first<{ n: number }>();
    expect(bookedLeads?.n).toBe(capacity);
  });

  it("confirm: booked on the desk and the request page, audited, and the visitor's e-mail carries the link, the window and the .ics", async () => {
    const window = offeredWindows(now())[2]!;
    const queue = new RecordingQueue();
    const { lead, token } = await leadWithRequest({ email: "jane@example.com", windowId: window.id });
    expect(await visitAction(deps(queue), lead.id, { kind: "confirm", windowId: window.id })).toBe("visit_confirmed");
    expect(await salesStatus(lead.id)).toBe("booked");
    const view = await requestPagePort({ db, now }).view(token);
    expect(view?.state).toBe("confirmed");
    expect(view?.steps.find((s) => s.key === "booked")).toMatchObject({ reached: true });
    expect(view?.bookedWindow?.label).toMatch(/(morning|afternoon) \(\d/);
    const ics = await requestPagePort({ db, now }).calendar(token);
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("STATUS:CONFIRMED");

    const email = await db
      .prepare("SELECT * FROM customer_emails WHERE lead_id = ? AND kind = 'visitor_confirmed'")
      .bind(lead.id)
      .first<CustomerEmailRow>();
    expect(email?.recipient).toBe("jane@example.com");
    expect(email?.subject).toMatch(/^Visit confirmed: /);
    expect(email?.raw).toContain('filename="visit.ics"');
    expect(queue.sent).toContainEqual({ kind: "customer_email", id: email?.id });
    const text = plainText(email!.raw!);
    expect(text).toContain("Your visit is confirmed for");
    expect(text).toMatch(/https:\/\/www\.boilerrepairmiddlesbrough\.co\.uk\/requests\/[A-Za-z0-9_-]{43}/);
    expect(text).not.toContain("07700");

    const detail = await leadDetail(db, lead.id);
    expect(detail?.visit?.state).toBe("confirmed");
    expect(detail?.timeline.map((e) => e.text)).toContainEqual(expect.stringMatching(/^Visit confirmed: /));
    const audit = await db
      .prepare("SELECT * FROM desk_audit WHERE lead_id = ? AND action = 'visit'")
      .bind(lead.id)
      .all<{ detail: string; outcome: string; actor: string }>();
    expect(audit.results).toContainEqual(expect.objectContaining({ outcome: "done", actor: "owner@example.co.uk" }));
  });

  it("propose two windows; the visitor accepts one on the request page; on my way; done is won", async () => {
    const [a, b] = offeredWindows(now()).slice(3, 5);
    const { lead, token } = await leadWithRequest({ email: "sam@example.com" });
    expect(await visitAction(deps(), lead.id, { kind: "propose", windowIds: [a!.id, b!.id] })).toBe("visit_proposed");
    expect(await salesStatus(lead.id)).toBe("contacted");
    const port = requestPagePort({ db, now, mail: deps().mail });
    expect((await port.view(token))?.proposedWindows.map((w) => w.id)).toEqual([a!.id, b!.id]);
    expect(await port.act(token, { kind: "accept", windowId: offeredWindows(now())[0]!.id })).toBe("full");
    expect(await port.act(token, { kind: "accept", windowId: b!.id })).toBe("accepted");
    expect((await port.view(token))?.bookedWindow?.id).toBe(b!.id);
    expect(await salesStatus(lead.id)).toBe("booked");
    // Minutes are one of the four the desk offers; anything else changes nothing.
    expect(await visitAction(deps(), lead.id, { kind: "on_way", minutes: 20 })).toBe("minutes");
    expect((await port.view(token))?.steps.find((s) => s.key === "on_way")?.reached).toBe(false);
    expect(await visitAction(deps(), lead.id, { kind: "on_way", minutes: 30 })).toBe("visit_on_way");
    expect((await port.view(token))?.steps.find((s) => s.key === "on_way")?.reached).toBe(true);
    const onWay = await db
      .prepare(
        "SELECT r.on_way_minutes, e.raw FROM lead_requests r JOIN customer_emails e ON e.lead_id = r.lead_id AND e.kind = 'visitor_on_way' WHERE r.lead_id = ?",
      )
      .bind(lead.id)
      .first<{ on_way_minutes: number; raw: string }>();
    expect(onWay?.on_way_minutes).toBe(30);
    expect(plainText(onWay!.raw)).toContain("The engineer is on the way to you now: about 30 minutes away.");
    expect((await leadDetail(db, lead.id))?.visit?.onWayMinutes).toBe(30);
    expect(await visitAction(deps(), lead.id, { kind: "done" })).toBe("visit_done");
    expect(await salesStatus(lead.id)).toBe("won");
    // Done: the link still works for 30 days, read-only.
    expect((await port.view(token))?.open).toBe(false);
    const kinds = await db
      .prepare("SELECT kind FROM customer_emails WHERE lead_id = ?")
      .bind(lead.id)
      .all<{ kind: string }>();
    expect(kinds.results.map((r) => r.kind).sort()).toEqual(
      // The owner hears of the acceptance through the grouped change notice (workers/requests/changes.test.ts).
      ["visitor_confirmed", "visitor_on_way", "visitor_proposed"].sort(),
    );
  });

  it("the owner opening the lead on the desk shows on the request page as seen", async () => {
    const { lead, token } = await leadWithRequest();
    const port = requestPagePort({ db, now });
    expect((await port.view(token))?.steps.find((s) => s.key === "seen")?.reached).toBe(false);
    await deskPortFor({ ...deps(), queue: new RecordingQueue().asQueue() }).getLead(lead.id);
    expect((await port.view(token))?.steps.find((s) => s.key === "seen")?.reached).toBe(true);
  });

  it("decline needs a reason the visitor then sees; revoke makes the link a 404", async () => {
    const { lead, token } = await leadWithRequest();
    expect(await visitAction(deps(), lead.id, { kind: "decline", reason: "  " })).toBe("empty");
    expect(await visitAction(deps(), lead.id, { kind: "decline", reason: "Fully booked that day" })).toBe(
      "visit_declined",
    );
    const port = requestPagePort({ db, now });
    expect((await port.view(token))?.declineReason).toBe("Fully booked that day");
    expect(await visitAction(deps(), lead.id, { kind: "revoke" })).toBe("revoked");
    expect(await port.view(token)).toBeNull();
  });

  it("lead cards carry the problem's first words, the window asked for and suspicion in words", async () => {
    const window = offeredWindows(now())[1]!;
    const name = `Card Customer ${uniqueId()}`;
    const lead = await seedLead({
      name,
      issue: "The boiler keeps losing pressure every morning and the radiators upstairs stay cold all day long",
      suspicion: "no_form_token",
    });
    await openRequest(db, lead.id, { windowId: window.id }, now());
    const [card] = (await listLeads(db, { q: name })).leads;
    expect(card?.problemStart).toBe("The boiler keeps losing pressure every morning and the…");
    expect(card?.requestedWindow).toBe(window.label);
    expect(card?.suspicionText).toBe("sent without the site's form, by an app or a bot");
  });
});

describe("visitor e-mails and the owner's", () => {
  it("a visitor's e-mail failing never delays or loses the owner's", async () => {
    const { lead } = await leadWithRequest({ email: "fail@example.com" });
    const queue = new RecordingQueue();
    await visitAction(deps(queue), lead.id, { kind: "decline", reason: "No engineer free" });
    const customer = queue.sent[0]!;
    // A new lead arrives in the same batch, after the visitor's e-mail.
    const newLead = await seedLead({ status: "pending", notifiedAt: null });
    const batch = createMessageBatch<unknown>("lead-notifications", [
      { id: "customer", timestamp: new Date(), attempts: 1, body: customer },
      { id: "lead", timestamp: new Date(), attempts: 1, body: leadMessage(newLead, true) },
    ]);
    const ctx = createExecutionContext();
    const owner = new RecordingMailer();
    const order: string[] = [];
    await leadsThenEmails(
      batch,
      async (leads) => {
        order.push("leads");
        await handleLeadBatch(leads, consumer(owner));
      },
      async (emails) => {
        order.push("emails");
        await handleEmailMessages(emails, {
          db,
          now,
          send: async () => {
            throw new Error("customer mail server down");
          },
        });
      },
    );
    const result = await getQueueResult(batch, ctx);
    expect(order).toEqual(["leads", "emails"]);
    expect(owner.sent.map((e) => e.subject)).toEqual([expect.stringContaining(newLead.name)]);
    expect(result.explicitAcks).toContain("lead");
    expect(result.retryMessages.map((r: { msgId: string }) => r.msgId)).toEqual(["customer"]);
    const row = await db
      .prepare("SELECT * FROM customer_emails WHERE lead_id = ?")
      .bind(lead.id)
      .first<CustomerEmailRow>();
    expect(row).toMatchObject({ sent_at: null, last_error: "Error: customer mail server down" });
    expect(row?.raw).toBeTruthy();
  });
});
