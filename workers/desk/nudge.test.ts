/**
 * "Still new after an hour": one more push for a lead nobody has marked
 * contacted, while the business is open, once. Against the real local D1 and a
 * stand-in push service (what reaches it is decrypted with the test phone's
 * key). The local D1 holds other tests' leads too, so each test uses days of
 * its own in the past, when only its own leads existed, and deletes its leads
 * afterwards: the digest's tests count every lead still new.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { openingHours } from "~/content/business";
import { db } from "../test/fakes";
import { type SeedOptions, seedLead as seed } from "../test/desk-leads";
import { StandInPushService, subscribe, TestDevice, testVapid, unsubscribeAll } from "../test/push-service";
import type { PushNotice } from "../leads/push";
import { nudgeWaitingLeads, nudgeWindow } from "./nudge";
import { leadDetail } from "./queries";

async function phone() {
  await unsubscribeAll();
  const service = new StandInPushService();
  const device = await TestDevice.create(`https://fcm.googleapis.com/fcm/send/nudge/${crypto.randomUUID()}`);
  await subscribe(device, "Phone");
  const push = { vapid: await testVapid(), fetch: service.fetch };
  const received = async () =>
    Promise.all((await service.to(device.endpoint)).map(async (p) => (await device.decrypt(p.body)) as PushNotice));
  return { push, received, service, endpoint: device.endpoint };
}

const nudgedAt = async (id: string) =>
  (await db.prepare("SELECT nudged_at FROM leads WHERE id = ?").bind(id).first<{ nudged_at: string | null }>())
    ?.nudged_at;

const made: string[] = [];
async function seedLead(options: SeedOptions) {
  const lead = await seed(options);
  made.push(lead.id);
  return lead;
}

afterEach(async () => {
  await unsubscribeAll();
  const ids = made.splice(0);
  if (ids.length === 0) return;
  await db.batch(
    ids.flatMap((id) => [
      db.prepare("DELETE FROM lead_deliveries WHERE lead_id = ?").bind(id),
      db.prepare("DELETE FROM leads WHERE id = ?").bind(id),
    ]),
  );
});

describe("the nudge", () => {
  it("goes an hour after the lead came, once, naming only the first name and district", async () => {
    const { push, received } = await phone();
    // Wednesday 11 January 2017, GMT: 09:00 UTC is 09:00 in London, open 7:00-19:00.
    const lead = await seedLead({ name: "Nadia Okafor", postcode: "TS5 6AA", createdAt: "2017-01-11T09:00:00.000Z" });
    expect(await nudgeWaitingLeads(db, push, new Date("2017-01-11T09:55:00.000Z"))).toBe(0);
    expect(await received()).toEqual([]);
    expect(await nudgeWaitingLeads(db, push, new Date("2017-01-11T10:00:00.000Z"))).toBe(1);
    expect(await nudgeWaitingLeads(db, push, new Date("2017-01-11T10:05:00.000Z"))).toBe(0);
    expect(await received()).toEqual([
      {
        title: "Still new after an hour: Nadia, TS5",
        body: "Came in Wed 09:00. Call back, or mark it contacted on the desk.",
        url: `/desk/leads/${lead.id}`,
        tag: `lead-${lead.id}`,
        callUrl: `/desk/leads/${lead.id}/call`,
        renotify: true,
      },
    ]);
    expect(await nudgedAt(lead.id)).toBe("2017-01-11T10:00:00.000Z");
  });

  it("waits for opening time: a lead from a summer night is nudged at 08:00 BST on a Saturday", async () => {
    const { push, received } = await phone();
    // Saturday 8 July 2017, 01:30 BST (00:30 UTC); Saturdays open at 08:00 BST (07:00 UTC).
    const lead = await seedLead({ name: "Owen Night", postcode: "TS7 0AB", createdAt: "2017-07-08T00:30:00.000Z" });
    expect(await nudgeWaitingLeads(db, push, new Date("2017-07-08T01:35:00.000Z"))).toBe(0);
    expect(await nudgeWaitingLeads(db, push, new Date("2017-07-08T06:55:00.000Z"))).toBe(0);
    expect(await nudgeWaitingLeads(db, push, new Date("2017-07-08T07:00:00.000Z"))).toBe(1);
    expect((await received()).map((n) => n.title)).toEqual(["Still new after an hour: Owen, TS7"]);
    expect((await received())[0]?.body).toBe("Came in Sat 01:30. Call back, or mark it contacted on the desk.");
    expect(await nudgedAt(lead.id)).not.toBeNull();
  });

  it("several at once are one notification; contacted, spam and day-old leads are left out", async () => {
    const { push, received } = await phone();
    // Tuesday 14 March 2017, GMT.
    await seedLead({ name: "Ann Able", postcode: "TS1 2RQ", createdAt: "2017-03-14T08:00:00.000Z" });
    await seedLead({ name: "Bob Baker", postcode: "TS7 8AA", createdAt: "2017-03-14T08:30:00.000Z" });
    const contacted = await seedLead({ createdAt: "2017-03-14T08:10:00.000Z", salesStatus: "contacted" });
    const spam = await seedLead({ createdAt: "2017-03-14T08:20:00.000Z", status: "spam", salesStatus: "spam" });
    const old = await seedLead({ createdAt: "2017-03-13T09:00:00.000Z" });
    expect(await nudgeWaitingLeads(db, push, new Date("2017-03-14T09:45:00.000Z"))).toBe(2);
    expect(await received()).toEqual([
      {
        title: "2 requests still new after an hour",
        body: "Ann, TS1 · Bob, TS7",
        url: "/desk",
        tag: "nudge",
        renotify: true,
      },
    ]);
    for (const left of [contacted, spam, old]) expect(await nudgedAt(left.id)).toBeNull();
  });

  it("shows on the lead's timeline on the desk: sent, or failed when no phone took it", async () => {
    const { push, service, endpoint } = await phone();
    // Thursday 9 February 2017, GMT.
    const reached = await seedLead({ createdAt: "2017-02-09T09:00:00.000Z" });
    await nudgeWaitingLeads(db, push, new Date("2017-02-09T10:00:00.000Z"));
    const missed = await seedLead({ createdAt: "2017-02-09T09:30:00.000Z" });
    await service.answer(endpoint, 500);
    await nudgeWaitingLeads(db, push, new Date("2017-02-09T10:30:00.000Z"));

    const timeline = async (id: string) =>
      (await leadDetail(db, id, new Date("2017-02-09T11:00:00.000Z")))?.timeline.map(({ at, kind, text }) => ({
        at,
        kind,
        text,
      }));
    expect(await timeline(reached.id)).toContainEqual({
      at: "2017-02-09T10:00:00.000Z",
      kind: "delivery",
      text: "Your phones were reminded: still new after an hour",
    });
    expect(await timeline(missed.id)).toContainEqual({
      at: "2017-02-09T10:30:00.000Z",
      kind: "failure",
      text: "Reminding your phones failed: no phone took it",
    });
  });

  it("without a phone to push to (or without VAPID keys) nothing is sent and nothing marked", async () => {
    await unsubscribeAll();
    const lead = await seedLead({ createdAt: "2017-05-10T09:00:00.000Z" });
    const { push } = await phone();
    await unsubscribeAll();
    expect(await nudgeWaitingLeads(db, push, new Date("2017-05-10T10:00:00.000Z"))).toBe(0);
    expect(await nudgeWaitingLeads(db, undefined, new Date("2017-05-10T10:00:00.000Z"))).toBe(0);
    expect(await nudgedAt(lead.id)).toBeNull();
  });
});

/** Whether London's clock at `at` is inside the opening hours (worked out here with Intl, not the site's code). */
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const londonFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/London",
  weekday: "long",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});
function openInLondon(at: Date): boolean {
  const parts = Object.fromEntries(londonFormat.formatToParts(at).map((p) => [p.type, p.value]));
  const hhmm = `${parts.hour?.padStart(2, "0")}:${parts.minute}`;
  const line = openingHours.lines.find((l) => (l.days as readonly string[]).includes(parts.weekday ?? ""));
  return DAYS.includes(parts.weekday as (typeof DAYS)[number]) && !!line && hhmm >= line.opens && hhmm < line.closes;
}

describe("when a nudge is due, across both clock changes", () => {
  it("the 5-minute cron nudges a still-new lead once: at its first run an hour on at which the business is open, within 24 hours", () => {
    const FIVE_MINUTES = 300_000;
    fc.assert(
      fc.property(
        fc.oneof(
          // Three days either side of the spring (29 March 2026) and autumn (25 October 2026) changes.
          fc.integer({ min: -4320, max: 4320 }).map((m) => new Date(Date.parse("2026-03-29T01:00:00Z") + m * 60_000)),
          fc.integer({ min: -4320, max: 4320 }).map((m) => new Date(Date.parse("2026-10-25T01:00:00Z") + m * 60_000)),
        ),
        (createdAt) => {
          const firstRun = Math.ceil(createdAt.getTime() / FIVE_MINUTES) * FIVE_MINUTES;
          const runs = Array.from({ length: 288 }, (_, i) => new Date(firstRun + i * FIVE_MINUTES));
          const due = runs.findIndex((run) => {
            const window = nudgeWindow(run);
            return !!window && createdAt > window.from && createdAt <= window.to;
          });
          expect(due).toBeGreaterThanOrEqual(0);
          const at = runs[due]!;
          expect(at.getTime() - createdAt.getTime()).toBeGreaterThanOrEqual(3_600_000);
          expect(openInLondon(at)).toBe(true);
          // No earlier run an hour on was open: the nudge is never held back longer than the hours make it.
          for (const run of runs.slice(0, due))
            if (run.getTime() - createdAt.getTime() >= 3_600_000) expect(openInLondon(run)).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});
