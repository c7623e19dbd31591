import { describe, expect, it } from "vitest";
import { db } from "./test/fakes";
import { addNote, type DeskActionDeps } from "./desk/actions";
import { purgeExpiredRecords } from "./retention";
import { recordDelivery } from "./leads/deliveries";
import { seedLead } from "./test/desk-leads";
import { eventStatement, openRequest } from "./requests/store";
import { enqueueEmail } from "./mail/outbox";

const count = async (sql: string, id: string) => (await db.prepare(sql).bind(id).first<{ n: number }>())?.n;

describe("the retention purge", () => {
  it("deletes the desk's deliveries and audit rows with the leads they describe, and keeps recent ones", async () => {
    const now = new Date();
    const oldAt = new Date(now.getTime() - 400 * 86_400_000);
    const old = await seedLead({ createdAt: oldAt.toISOString() });
    const recent = await seedLead();
    const deps = (at: Date): DeskActionDeps => ({
      db,
      queue: undefined as never,
      actor: "owner@example.co.uk",
      now: () => at,
    });
    for (const [lead, at] of [
      [old, oldAt],
      [recent, now],
    ] as const) {
      await recordDelivery(db, lead.id, "email", at);
      await addNote(deps(at), lead.id, "Called back");
    }
    await purgeExpiredRecords(db, 365, now);
    const deliveries = "SELECT COUNT(*) AS n FROM lead_deliveries WHERE lead_id = ?";
    const audit = "SELECT COUNT(*) AS n FROM desk_audit WHERE lead_id = ?";
    expect(await count(deliveries, old.id)).toBe(0);
    expect(await count(audit, old.id)).toBe(0);
    expect(await count(deliveries, recent.id)).toBe(1);
    expect(await count(audit, recent.id)).toBe(1);
  });

  it("deletes request pages, their links, the visitor's actions and e-mails with their leads; closed requests' links once expired", async () => {
    const now = new Date();
    const oldAt = new Date(now.getTime() - 400 * 86_400_000);
    const old = await seedLead({ createdAt: oldAt.toISOString() });
    const closed = await seedLead();
    const open = await seedLead();
    const queue = { send: async () => undefined } as unknown as Queue<unknown>;
    for (const [lead, at] of [
      [old, oldAt],
      [closed, now],
      [open, now],
    ] as const) {
      await openRequest(db, lead.id, { email: "v@example.com" }, at);
      await eventStatement(db, lead.id, "details", at, "More").run();
      const email = {
        from: "a@example.co.uk",
        to: "v@example.com",
        subject: "S",
        text: "T",
        html: "<p>T</p>",
        raw: "R",
      };
      await enqueueEmail({ db, queue, now: () => at }, lead.id, "visitor_link", email);
    }
    await db
      .prepare("UPDATE lead_requests SET closed_at = ? WHERE lead_id = ?")
      .bind(new Date(now.getTime() - 31 * 86_400_000).toISOString(), closed.id)
      .run();
    await purgeExpiredRecords(db, 365, now);
    const tables = ["lead_requests", "request_links", "request_events", "customer_emails"];
    for (const table of tables) {
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE lead_id = ?`, old.id), table).toBe(0);
      expect(await count(`SELECT COUNT(*) AS n FROM ${table} WHERE lead_id = ?`, open.id), table).toBe(1);
    }
    expect(await count("SELECT COUNT(*) AS n FROM request_links WHERE lead_id = ?", closed.id)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM lead_requests WHERE lead_id = ?", closed.id)).toBe(1);
  });
});
