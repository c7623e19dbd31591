/**
 * "Cancel this request" can be undone for a while: 24 hours, unless the owner
 * acts first; a booked visit comes back only if its window still has room.
 * The owner, told of the cancellation, is told of the undo.
 */
import { describe, expect, it } from "vitest";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import { changeStatus } from "../desk/actions";
import { seedLead } from "../test/desk-leads";
import { db, RecordingQueue, uniqueId } from "../test/fakes";
import { testRequestMailer } from "../test/request-mail";
import { openRequest } from "./store";
import { requestPagePort } from "./visitor";

const HOUR = 3_600_000;

async function setUp(state?: { visit_state: string; visit_window: string }) {
  const lead = await seedLead({ name: `Undo Customer ${uniqueId()}`, salesStatus: "new" });
  const token = await openRequest(db, lead.id, {}, new Date());
  if (state) {
    await db
      .prepare("UPDATE lead_requests SET visit_state = ?, visit_window = ? WHERE lead_id = ?")
      .bind(state.visit_state, state.visit_window, lead.id)
      .run();
  }
  let clock = new Date();
  const queue = new RecordingQueue();
  const mail = testRequestMailer(queue, () => clock);
  const port = (capacity = 3) =>
    requestPagePort({ db, now: () => clock, mail, capacity, ownerQueue: queue.asQueue() as Queue<unknown> });
  // The owner is told of each change through the grouped change notice (workers/requests/changes.ts).
  const ownerEmails = async () =>
    (queue.sent as unknown[]).filter((body) => (body as { kind: string }).kind === "owner_changes").length;
  const row = () =>
    db
      .prepare("SELECT visit_state, closed_at, cancelled_from FROM lead_requests WHERE lead_id = ?")
      .bind(lead.id)
      .first();
  return { lead, token, port, ownerEmails, row, later: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

describe("undoing a cancellation", () => {
  it("within 24 hours: the request is as it was, the page and the desk say so, the owner is told", async () => {
    const { token, port, ownerEmails, row, later } = await setUp();
    expect(await port().act(token, { kind: "cancel" })).toBe("cancelled");
    const cancelled = await port().view(token);
    expect(cancelled?.state).toBe("cancelled");
    expect(cancelled?.cancelUndoUntil).toBeTruthy();
    later(23 * HOUR);
    expect(await port().act(token, { kind: "undo_cancel" })).toBe("cancel_undone");
    expect(await row()).toEqual({ visit_state: "requested", closed_at: null, cancelled_from: null });
    const view = await port().view(token);
    expect(view?.open).toBe(true);
    expect(view?.cancelUndoUntil).toBeNull();
    expect(view?.notes.map((note) => note.text)).toEqual([
      "You cancelled this request.",
      "You undid the cancellation.",
    ]);
    expect(await ownerEmails()).toBe(2);
    expect(await port().act(token, { kind: "undo_cancel" })).toBe("refused");
  });

  it("not after 24 hours", async () => {
    const { token, port, row, later } = await setUp();
    await port().act(token, { kind: "cancel" });
    later(24 * HOUR + 1000);
    expect((await port().view(token))?.cancelUndoUntil).toBeNull();
    expect(await port().act(token, { kind: "undo_cancel" })).toBe("refused");
    expect(await row()).toMatchObject({ visit_state: "cancelled" });
  });

  it("not once the owner has acted on it (here: marked it lost on the desk)", async () => {
    const { lead, token, port, row, later } = await setUp();
    await port().act(token, { kind: "cancel" });
    later(1000);
    await changeStatus(
      {
        db,
        queue: new RecordingQueue().asQueue(),
        actor: "owner@example.co.uk",
        now: () => new Date(Date.now() + 1000),
      },
      lead.id,
      "lost",
    );
    expect(await port().act(token, { kind: "undo_cancel" })).toBe("refused");
    expect(await row()).toMatchObject({ visit_state: "cancelled" });
  });

  it("a booked visit comes back only if its window still has room", async () => {
    const window = offeredWindows(new Date()).at(-1)!;
    const { token, port, row } = await setUp({ visit_state: "confirmed", visit_window: window.id });
    await port().act(token, { kind: "cancel" });
    expect(await port(0).act(token, { kind: "undo_cancel" })).toBe("refused");
    expect(await row()).toMatchObject({ visit_state: "cancelled" });
    expect(await port(1000).act(token, { kind: "undo_cancel" })).toBe("cancel_undone");
    expect(await row()).toMatchObject({ visit_state: "confirmed", closed_at: null });
  });
});
