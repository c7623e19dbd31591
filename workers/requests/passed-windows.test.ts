/**
 * A visit is never booked in the past: a window the owner proposed is offered
 * on the request page and accepted only until it begins, on London clocks,
 * checked again at the moment of accepting (an e-mail opened two days late).
 * Property tests across both UK clock changes of 2026.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { londonDay, londonMinutes } from "~/lib/contracts/london-time";
import { hasBegun, offeredWindows, type VisitWindow } from "~/lib/contracts/visit-windows";
import { seedLead } from "../test/desk-leads";
import { db, RecordingQueue, uniqueId } from "../test/fakes";
import { testRequestMailer } from "../test/request-mail";
import { openRequest } from "./store";
import { requestPagePort } from "./visitor";

const MINUTE = 60_000;
/** Around the clocks going forward (29 March 2026) and back (25 October 2026). */
const CHANGES = [Date.parse("2026-03-29T01:00:00Z"), Date.parse("2026-10-25T01:00:00Z")];
const nearAChange = fc
  .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -4 * 24 * 60, max: 4 * 24 * 60 }))
  .map(([change, minutes]) => new Date(change + minutes * MINUTE));

/** The oracle, from London's clock alone: the window has begun once the London day and time reach its start. */
function begunOnLondonClock(window: VisitWindow, now: Date): boolean {
  const day = londonDay(now);
  const [h, m] = window.start.split(":").map(Number);
  return day > window.day || (day === window.day && londonMinutes(now) >= (h ?? 0) * 60 + (m ?? 0));
}

async function proposed(windowIds: string[], at: Date) {
  const lead = await seedLead({ name: `Passed Window ${uniqueId()}`, salesStatus: "contacted" });
  const token = await openRequest(db, lead.id, { email: `${uniqueId()}@example.com` }, at);
  await db
    .prepare("UPDATE lead_requests SET visit_state = 'proposed', proposed_windows = ? WHERE lead_id = ?")
    .bind(JSON.stringify(windowIds), lead.id)
    .run();
  return { lead, token };
}

const stateOf = async (leadId: string) =>
  db
    .prepare("SELECT visit_state, visit_window FROM lead_requests WHERE lead_id = ?")
    .bind(leadId)
    .first<{ visit_state: string; visit_window: string | null }>();

describe("passed windows", () => {
  it("a window has begun exactly when London's clock reaches its start, across both clock changes", () => {
    fc.assert(
      fc.property(nearAChange, nearAChange, (proposedAt, now) => {
        for (const window of offeredWindows(proposedAt)) {
          expect(hasBegun(window, now)).toBe(begunOnLondonClock(window, now));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a proposed window is offered and accepted only before it begins, checked again when accepted", async () => {
    await fc.assert(
      fc.asyncProperty(
        nearAChange,
        fc.integer({ min: 0, max: 5 * 24 * 60 }),
        fc.nat(20),
        async (proposedAt, laterMinutes, pick) => {
          const offered = offeredWindows(proposedAt);
          fc.pre(offered.length > 0);
          const window = offered[pick % offered.length]!;
          const { lead, token } = await proposed([window.id], proposedAt);
          const now = new Date(proposedAt.getTime() + laterMinutes * MINUTE);
          const queue = new RecordingQueue();
          const mail = testRequestMailer(queue, () => now);
          const port = requestPagePort({ db, now: () => now, mail, capacity: 1000 });
          const view = await port.view(token);
          const passed = begunOnLondonClock(window, now);
          expect(view?.proposedWindows.map((choice) => choice.id)).toEqual(passed ? [] : [window.id]);
          const outcome = await port.act(token, { kind: "accept", windowId: window.id });
          if (passed) {
            expect(outcome).toBe("passed");
            expect(await stateOf(lead.id)).toEqual({ visit_state: "proposed", visit_window: null });
            expect(queue.sent).toEqual([]);
            // Not stuck: every proposed time has passed, so the visitor can ask for another.
            expect(view?.offeredWindows).toEqual(offeredWindows(now));
          } else {
            expect(outcome).toBe("accepted");
            expect(await stateOf(lead.id)).toEqual({ visit_state: "confirmed", visit_window: window.id });
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("with every proposed time passed, the visitor asks for another time instead of being stuck", async () => {
    const proposedAt = new Date("2026-10-22T08:00:00Z");
    const first = offeredWindows(proposedAt)[0]!;
    const { lead, token } = await proposed([first.id], proposedAt);
    const now = new Date("2026-10-26T08:00:00Z");
    const port = requestPagePort({ db, now: () => now });
    const next = offeredWindows(now)[1]!;
    expect(await port.act(token, { kind: "window", windowId: next.id })).toBe("window");
    expect(await db.prepare("SELECT * FROM lead_requests WHERE lead_id = ?").bind(lead.id).first()).toMatchObject({
      visit_state: "requested",
      requested_window: next.id,
      proposed_windows: null,
    });
  });
});
