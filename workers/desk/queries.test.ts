import { describe, expect, it } from "vitest";
import { db, uniqueId } from "../test/fakes";
import { insight, leadDetail, listLeads } from "./queries";
import { seedLead } from "../test/desk-leads";

describe("the list", () => {
  it("finds a lead by phone however the owner types it, by name and by postcode", async () => {
    const tag = uniqueId("find");
    const lead = await seedLead({ name: `Mrs Findme ${tag}`, phone: "+447700912345", postcode: "TS7 8QQ" });
    for (const q of ["07700 912345", "07700912345", "+44 7700 912345", "912345"]) {
      expect(
        (await listLeads(db, { q })).leads.map((l) => l.id),
        q,
      ).toContain(lead.id);
    }
    expect((await listLeads(db, { q: `findme ${tag}` })).leads.map((l) => l.id)).toEqual([lead.id]);
    expect((await listLeads(db, { q: "ts78qq" })).leads.map((l) => l.id)).toContain(lead.id);
    expect((await listLeads(db, { q: "TS7 8QQ" })).leads.map((l) => l.id)).toContain(lead.id);
    expect((await listLeads(db, { q: `nobody ${tag}` })).leads.map((l) => l.id)).toEqual([]);
  });

  it("treats % and _ in a search as text, not wildcards", async () => {
    const tag = uniqueId("wild");
    await seedLead({ name: `Plain ${tag}` });
    expect((await listLeads(db, { q: `%${tag.slice(0, 4)}_` })).leads).toEqual([]);
  });

  it("is newest first, filters by status and by London days, and shows each lead's states", async () => {
    const tag = uniqueId("order");
    const older = await seedLead({
      name: `Older ${tag}`,
      createdAt: "2025-05-01T10:00:00.000Z",
      status: "failed",
      lastError: "SMTP 550",
    });
    const newer = await seedLead({
      name: `Newer ${tag}`,
      createdAt: "2025-05-02T10:00:00.000Z",
      suspicion: "too fast",
    });
    const { leads: list } = await listLeads(db, { q: tag });
    expect(list.map((l) => l.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toMatchObject({
      notification: "failed",
      lastError: "SMTP 550",
      salesStatus: "new",
      district: "TS5",
    });
    expect(list[0]).toMatchObject({ notification: "emailed", suspicion: "too fast" });

    expect((await listLeads(db, { q: tag, from: "2025-05-02", to: "2025-05-02" })).leads.map((l) => l.id)).toEqual([
      newer.id,
    ]);
    expect((await listLeads(db, { q: tag, to: "2025-05-01" })).leads.map((l) => l.id)).toEqual([older.id]);
    expect((await listLeads(db, { q: tag, status: "contacted" })).leads.map((l) => l.id)).toEqual([]);
    expect((await listLeads(db, { q: tag, status: "new" })).leads.length).toBe(2);
  });
});

describe("the detail", () => {
  it("has every field, what can be done, and a timeline starting with its arrival", async () => {
    const lead = await seedLead({
      status: "failed",
      lastError: "notification gave up after every retry",
      sourcePage: "/prices",
    });
    const detail = await leadDetail(db, lead.id);
    expect(detail).toMatchObject({
      name: lead.name,
      phone: lead.phone,
      postcode: "TS5 6AA",
      issue: "No hot water",
      service: "Boiler Repair",
      sourcePage: "/prices",
      canSendAgain: true,
      canRestore: false,
    });
    expect(detail?.timeline.map((entry) => entry.text)).toEqual([
      "Request sent from the Prices page",
      "Telling you gave up: notification gave up after every retry",
    ]);
    expect(await leadDetail(db, "no-such-lead")).toBeNull();
  });
});

describe("insight", () => {
  it("counts the last 12 weeks by week, page, service and district, won of all, and taps beside forms per page", async () => {
    const page = `/areas/${uniqueId("insight")}`;
    const now = new Date();
    const before = await insight(db, now);
    await seedLead({ sourcePage: page, postcode: "TS9 1AA", service: "Gas Safety Certificate" });
    await seedLead({ sourcePage: page, postcode: "TS9 2BB", salesStatus: "won" });
    await seedLead({ sourcePage: page, status: "spam" }); // left out
    await seedLead({ sourcePage: page, createdAt: new Date(now.getTime() - 100 * 86_400_000).toISOString() }); // too old
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(now);
    await db
      .prepare(
        "INSERT INTO page_events_daily (day, page, event, count) VALUES (?, ?, 'call_tap', 5), (?, ?, 'email_tap', 2), (?, ?, 'area_tap', 9)",
      )
      .bind(today, page, today, page, today, page)
      .run();

    const after = await insight(db, now);
    expect(after.weeks).toHaveLength(12);
    expect(after.weeks.at(-1)!.count - before.weeks.at(-1)!.count).toBe(2);
    expect(after.all - before.all).toBe(2);
    expect(after.won - before.won).toBe(1);
    expect(after.bySourcePage.find((row) => row.label === page)?.count).toBe(2);
    expect(after.byDistrict.find((row) => row.label === "TS9")?.count).toBeGreaterThanOrEqual(2);
    expect(after.byService.find((row) => row.label === "Gas Safety Certificate")?.count).toBeGreaterThanOrEqual(1);
    expect(after.pages.find((row) => row.page === page)).toEqual({ page, calls: 5, emails: 2, forms: 2 });
  });
});
