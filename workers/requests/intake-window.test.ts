/**
 * The visit window through intake, on a fixed clock: re-checked when the
 * request arrives, and the visitor is told when it had passed.
 */
import { describe, expect, it } from "vitest";
import { acceptQuote } from "../leads/intake";
import { db, humanFields, intake } from "../test/fakes";

const requestOf = (leadId: string) =>
  db.prepare("SELECT * FROM lead_requests WHERE lead_id = ?").bind(leadId).first<{ requested_window: string }>();

describe("a visit window sent with a request", () => {
  it("a page served at 11:58 and sent at 12:03 gets the next window, and the visitor is told", async () => {
    const at = (iso: string) => () => new Date(iso);
    // Tuesday 24 November 2026: at 11:58 London time today's afternoon is still offered.
    const kept = await acceptQuote(
      { fields: await humanFields({ visitWindow: "2026-11-24:pm" }) },
      intake({ now: at("2026-11-24T11:59:00Z") }),
    );
    expect(kept.answer.message).toContain("You asked for Today afternoon (12:00-19:00)");
    expect((await requestOf(kept.leadId!))?.requested_window).toBe("2026-11-24:pm");

    const moved = await acceptQuote(
      { fields: await humanFields({ visitWindow: "2026-11-24:pm" }) },
      intake({ now: at("2026-11-24T12:03:00Z") }),
    );
    expect(moved.status).toBe(201);
    expect(moved.answer.message).toContain(
      "Today afternoon (12:00-19:00) was no longer available when your request arrived, so we have asked for Tomorrow morning (7:00-12:00) instead.",
    );
    expect((await requestOf(moved.leadId!))?.requested_window).toBe("2026-11-25:am");
  });

  it("a window that is not one (made up, or a closed time) is refused by name; none at all is fine", async () => {
    const bad = await acceptQuote({ fields: await humanFields({ visitWindow: "2026-11-24:night" }) }, intake());
    expect(bad.status).toBe(422);
    expect(bad.answer.errors?.visitWindow).toMatch(/choose a visit time from the list/);
    const none = await acceptQuote({ fields: await humanFields({ visitWindow: "" }) }, intake());
    expect(none.status).toBe(201);
    expect((await requestOf(none.leadId!))?.requested_window).toBeNull();
  });
});
