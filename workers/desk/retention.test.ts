import { describe, expect, it } from "vitest";
import { db } from "../test/fakes";
import { addNote, type DeskActionDeps } from "./actions";
import { purgeLeadsAndDeskRecords } from "./retention";
import { recordDelivery } from "../leads/deliveries";
import { seedLead } from "./test-leads";

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
    await purgeLeadsAndDeskRecords(db, 365, now);
    const deliveries = "SELECT COUNT(*) AS n FROM lead_deliveries WHERE lead_id = ?";
    const audit = "SELECT COUNT(*) AS n FROM desk_audit WHERE lead_id = ?";
    expect(await count(deliveries, old.id)).toBe(0);
    expect(await count(audit, old.id)).toBe(0);
    expect(await count(deliveries, recent.id)).toBe(1);
    expect(await count(audit, recent.id)).toBe(1);
  });
});
