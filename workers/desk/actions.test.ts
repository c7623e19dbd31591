/**
 * The desk's actions against the real local D1: the status machine, notes,
 * "not spam" and "send again" through the notification queue (recorded) and
 * the real consumer, and the audit trail each one leaves.
 */
import { describe, expect, it } from "vitest";
import { consumer, db, RecordingMailer, RecordingQueue } from "../test/fakes";
import { notifyOwner } from "../leads/consumer";
import { addNote, changeStatus, type DeskActionDeps, restoreSpam, sendAgain } from "./actions";
import type { AuditRow } from "./audit";
import { getDeskLead, leadDetail } from "./queries";
import { canMove, nextStatuses } from "./status-machine";
import { seedLead } from "../test/desk-leads";

function deps(queue = new RecordingQueue()): DeskActionDeps & { recorded: RecordingQueue } {
  return { db, queue: queue.asQueue(), actor: "owner@example.co.uk", now: () => new Date(), recorded: queue };
}

async function auditRows(leadId: string) {
  const { results } = await db
    .prepare("SELECT * FROM desk_audit WHERE lead_id = ? ORDER BY id")
    .bind(leadId)
    .all<AuditRow>();
  return results.map(({ actor, action, detail, outcome }) => ({ actor, action, detail, outcome }));
}

describe("the status machine", () => {
  it("moves a lead along new → contacted → booked → won, and reopens a lost one", () => {
    expect(canMove("new", "contacted")).toBe(true);
    expect(canMove("contacted", "booked")).toBe(true);
    expect(canMove("booked", "won")).toBe(true);
    expect(canMove("lost", "contacted")).toBe(true);
  });

  it("never leaves spam by a plain status change (only through not spam), and never stays put", () => {
    expect(nextStatuses("spam")).toEqual([]);
    expect(canMove("won", "new")).toBe(false);
    expect(canMove("new", "new")).toBe(false);
  });
});

describe("change status", () => {
  it("changes it, and the audit trail and timeline say who, when and from what to what", async () => {
    const lead = await seedLead();
    const d = deps();
    expect(await changeStatus(d, lead.id, "contacted")).toBe("status");
    expect((await getDeskLead(db, lead.id))?.sales_status).toBe("contacted");
    expect(await auditRows(lead.id)).toEqual([
      { actor: "owner@example.co.uk", action: "status", detail: "New → Contacted", outcome: "done" },
    ]);
    const detail = await leadDetail(db, lead.id);
    expect(detail?.timeline.map((entry) => entry.text)).toContain("Status: New → Contacted");
    expect(detail?.nextStatuses).toEqual(["booked", "won", "lost", "spam"]);
  });

  it("refuses a move the machine does not allow, or an unknown status, and audits the refusal", async () => {
    const lead = await seedLead({ salesStatus: "won" });
    expect(await changeStatus(deps(), lead.id, "new")).toBe("refused");
    expect(await changeStatus(deps(), lead.id, "bogus")).toBe("refused");
    expect((await getDeskLead(db, lead.id))?.sales_status).toBe("won");
    expect((await auditRows(lead.id)).map((row) => row.outcome)).toEqual(["refused", "refused"]);
  });
});

describe("notes", () => {
  it("adds a note to the timeline with its author; an empty note adds nothing", async () => {
    const lead = await seedLead();
    expect(await addNote(deps(), lead.id, "  Called, back Tuesday 9am  ")).toBe("note");
    expect(await addNote(deps(), lead.id, "   ")).toBe("empty");
    const notes = (await leadDetail(db, lead.id))?.timeline.filter((entry) => entry.kind === "note");
    expect(notes).toEqual([
      expect.objectContaining({ text: "Called, back Tuesday 9am", actor: "owner@example.co.uk" }),
    ]);
    expect((await auditRows(lead.id)).map((row) => `${row.action}:${row.outcome}`)).toEqual([
      "note:done",
      "note:refused",
    ]);
  });
});

describe("not spam", () => {
  it("restores a lead the pipeline held as spam and notifies the owner once, through the queue and the consumer", async () => {
    const lead = await seedLead({ status: "spam" });
    const held = await getDeskLead(db, lead.id);
    expect(held?.sales_status).toBe("spam"); // the pipeline's spam starts as spam on the desk
    expect(held?.notified_at).toBeNull();

    const d = deps();
    expect(await restoreSpam(d, lead.id)).toBe("restored");
    const restored = await getDeskLead(db, lead.id);
    expect(restored?.sales_status).toBe("new");
    expect(restored?.notification_status).toBe("pending");
    expect(d.recorded.sent).toEqual([
      { kind: "lead", lead: { ...lead, suspicion: null, correctsLeadId: null, formTokenNonce: null }, stored: true },
    ]);

    // The queue delivers the message twice (at least once): one e-mail.
    const mailer = new RecordingMailer();
    const [message] = d.recorded.sent;
    await notifyOwner(message!, consumer(mailer));
    await notifyOwner(message!, consumer(mailer));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toBe(`New quote request: ${lead.name}, TS5 6AA`);
    const after = await leadDetail(db, lead.id);
    expect(after?.notification).toBe("emailed");
    expect(after?.timeline.map((entry) => entry.text)).toEqual(
      expect.arrayContaining([
        "Marked not spam: restored and sent to you as a new lead",
        "You were e-mailed about this request",
      ]),
    );
    expect(await auditRows(lead.id)).toEqual([
      { actor: "owner@example.co.uk", action: "not_spam", detail: null, outcome: "done" },
    ]);
  });

  it("a lead the owner filed as spam after it was e-mailed comes back without a second e-mail", async () => {
    const lead = await seedLead({ status: "notified", salesStatus: "spam" });
    const d = deps();
    expect(await restoreSpam(d, lead.id)).toBe("restored");
    expect((await getDeskLead(db, lead.id))?.sales_status).toBe("new");
    expect(d.recorded.sent).toEqual([]);
  });

  it("is refused for a lead that is not spam", async () => {
    const lead = await seedLead();
    expect(await restoreSpam(deps(), lead.id)).toBe("refused");
    expect((await auditRows(lead.id)).map((row) => row.outcome)).toEqual(["refused"]);
  });
});

describe("send again", () => {
  it("puts a failed notification back on the queue; the consumer sends it once and clears the error", async () => {
    const lead = await seedLead({ status: "failed", lastError: "notification gave up after every retry" });
    const d = deps();
    expect((await leadDetail(db, lead.id))?.canSendAgain).toBe(true);
    expect(await sendAgain(d, lead.id)).toBe("resent");
    expect((await getDeskLead(db, lead.id))?.notification_status).toBe("pending");
    expect(d.recorded.sent).toHaveLength(1);
    // A second tap while it is on its way does nothing.
    expect(await sendAgain(d, lead.id)).toBe("refused");
    expect(d.recorded.sent).toHaveLength(1);

    const mailer = new RecordingMailer();
    await notifyOwner(d.recorded.sent[0]!, consumer(mailer));
    expect(mailer.sent).toHaveLength(1);
    const row = await getDeskLead(db, lead.id);
    expect(row?.notification_status).toBe("notified");
    expect(row?.last_error).toBeNull();
    expect((await auditRows(lead.id)).map((r) => `${r.action}:${r.outcome}`)).toEqual([
      "send_again:done",
      "send_again:refused",
    ]);
    const texts = (await leadDetail(db, lead.id))?.timeline.map((entry) => entry.text);
    expect(texts?.slice(1)).toEqual([
      "Sent again (it had failed: notification gave up after every retry)",
      "Lined up to tell you",
      "You were e-mailed about this request",
    ]);
  });

  it("when the queue is down, leaves the lead for the five-minute cron and says so on the timeline", async () => {
    const lead = await seedLead({ status: "failed", lastError: "boom" });
    const d = deps(new RecordingQueue(1));
    expect(await sendAgain(d, lead.id)).toBe("resent");
    const row = await getDeskLead(db, lead.id);
    expect(row?.notification_status).toBe("pending");
    expect(row?.queued_at).toBeNull(); // the cron's pendingToRedrive picks it up
    const texts = (await leadDetail(db, lead.id))?.timeline.map((entry) => entry.text);
    expect(texts?.some((text) => text.startsWith("Lining up to tell you failed: Error: queue unavailable"))).toBe(true);
  });

  it("the consumer's failed attempts appear on the timeline with their error", async () => {
    const lead = await seedLead({ status: "pending", notifiedAt: null });
    const failing = new RecordingMailer(1);
    await expect(notifyOwner({ kind: "lead", lead, stored: true }, consumer(failing))).rejects.toThrow(
      "mail server unavailable",
    );
    await notifyOwner(
      { kind: "lead", lead, stored: true },
      consumer(failing, { now: () => new Date(Date.now() + 61_000) }),
    );
    const timeline = (await leadDetail(db, lead.id))?.timeline ?? [];
    expect(timeline.map((entry) => entry.text)).toEqual([
      "Request sent from the Boiler Repair page",
      "E-mail to you failed: Error: mail server unavailable",
      "You were e-mailed about this request",
    ]);
  });
});
