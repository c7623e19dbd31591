/**
 * The manage page of a confirmed address, on a fixed clock: every reminder of
 * the address, a property added without a second opt-in (and notified), a
 * date changed, one removed, all unsubscribed; bad input changes nothing; the
 * link opens one address only, and goes with the address's last reminder.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { reminderLimits } from "~/content/business";
import { db } from "../test/fakes";
import { clearReminders, composed, cronOn, depsAt, form, header, plainText, tokenOf } from "../test/reminders";
import { manage, manageView } from "./manage";
import { confirm, confirmView, purgeReminders, sendDueReminders, signUp } from "./reminders";

beforeEach(clearReminders);

/** A landlord signed up and confirmed; the manage link from the confirmed page. */
async function confirmedLandlord(clock: { now: Date }, email = "landlord@example.com") {
  const deps = depsAt(clock);
  await signUp(deps, form("2027-04-30", { email, propertyName: "Flat 1, 14 Acklam Road" }));
  const confirmToken = tokenOf(plainText((await composed()).find((m) => m.recipient === email)!.raw), "confirm");
  // Before the button: no manage link (a mail scanner opening the confirm link gets none).
  expect(await confirmView(deps, confirmToken)).not.toHaveProperty("manageToken");
  await confirm(deps, confirmToken);
  const view = await confirmView(deps, confirmToken);
  if (view.state !== "confirmed") throw new Error(`not confirmed: ${view.state}`);
  return { deps, manageToken: view.manageToken };
}

const names = async (token: string) => {
  const view = await manageView({ db }, token);
  return view.state === "open" ? view.reminders.map((r) => [r.propertyName, r.dueDate, r.kind]) : view.state;
};

describe("the manage page", () => {
  it("adds two properties without a second opt-in (each notified), changes a date, removes one", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const { deps, manageToken } = await confirmedLandlord(clock);
    expect(await names(manageToken)).toEqual([["Flat 1, 14 Acklam Road", "2027-04-30", "gas-safety"]]);

    const add = (propertyName: string, dueDate: string, kind = "gas-safety") =>
      manage(deps, manageToken, { intent: "add", propertyName, dueDate, kind, postcode: "TS1 3AB" });
    expect(await add("Flat 2, 14 Acklam Road", "2027-05-31")).toEqual({
      status: 200,
      intent: "add",
      message:
        "Added: the gas safety check for Flat 2, 14 Acklam Road (TS1), due on Monday 31 May 2027. We have e-mailed you a note of it.",
    });
    expect(await add("3 Linthorpe Road", "2027-03-20", "service")).toMatchObject({ status: 200 });
    // The same again is not a second reminder, nor a second e-mail.
    expect(await add("3 Linthorpe Road", "2027-03-20", "service")).toMatchObject({
      status: 200,
      message: "You already have this reminder: the boiler service for 3 Linthorpe Road (TS1).",
    });
    expect(await names(manageToken)).toEqual([
      ["3 Linthorpe Road", "2027-03-20", "service"],
      ["Flat 1, 14 Acklam Road", "2027-04-30", "gas-safety"],
      ["Flat 2, 14 Acklam Road", "2027-05-31", "gas-safety"],
    ]);
    // Confirmed at once, with the manage page's own consent wording.
    const added = await db
      .prepare("SELECT confirmed_at, consent_text FROM reminders WHERE property_name = '3 Linthorpe Road'")
      .first<{ confirmed_at: string; consent_text: string }>();
    expect(added?.confirmed_at).toBe("2027-02-01T10:00:00.000Z");
    expect(added?.consent_text).toMatch(/^Pressing Add this reminder asks for e-mails/);
    const notes = (await composed()).filter((m) => m.kind === "reminder_added");
    expect(notes.map((m) => m.subject)).toEqual([
      "Reminder added: gas safety check, Flat 2, 14 Acklam Road",
      "Reminder added: boiler service, 3 Linthorpe Road",
    ]);
    const note = plainText(notes[0]!.raw);
    expect(note).toContain("If you did not add it, remove it on your reminders page:");
    expect(tokenOf(note, "manage")).not.toBe("");
    expect(header(notes[0]!.raw, "List-Unsubscribe")).toMatch(/\/reminders\/unsubscribe\//);
    expect((await composed()).filter((m) => m.kind === "reminder_confirm").length).toBe(1);

    const view = await manageView({ db }, manageToken);
    if (view.state !== "open") throw new Error(view.state);
    const [service, flat1, flat2] = view.reminders;
    expect(await manage(deps, manageToken, { intent: "change-date", id: flat1!.id, dueDate: "2027-06-15" })).toEqual({
      status: 200,
      intent: "change-date",
      id: flat1!.id,
      message: "Changed: the gas safety check for Flat 1, 14 Acklam Road (TS5) is now due on Tuesday 15 June 2027.",
    });
    expect(await manage(deps, manageToken, { intent: "remove", id: service!.id })).toMatchObject({
      status: 200,
      message: "Removed: the boiler service for 3 Linthorpe Road (TS1). No more e-mails are sent about it.",
    });
    expect(await names(manageToken)).toEqual([
      ["Flat 2, 14 Acklam Road", "2027-05-31", "gas-safety"],
      ["Flat 1, 14 Acklam Road", "2027-06-15", "gas-safety"],
    ]);

    // The daily sending follows: the removed one sends nothing, the moved one on its new 8-week day.
    const sentOn = async (day: string) => {
      clock.now = cronOn(day);
      await sendDueReminders(deps);
      return (await composed()).filter((m) => m.kind.startsWith("reminder_8w")).map((m) => m.subject);
    };
    expect(await sentOn("2027-02-02")).toEqual([]); // the service's 8-week reminder would be due, had it stayed
    expect(await sentOn("2027-03-05")).toEqual([]); // Flat 1's old 8-week day
    expect(await sentOn("2027-04-05")).toEqual([
      "Reminder: gas safety check due Monday 31 May 2027, Flat 2, 14 Acklam Road",
    ]);
    expect(await sentOn("2027-04-20")).toEqual([
      "Reminder: gas safety check due Monday 31 May 2027, Flat 2, 14 Acklam Road",
      "Reminder: gas safety check due Tuesday 15 June 2027, Flat 1, 14 Acklam Road",
    ]);
    expect(flat2?.propertyName).toBe("Flat 2, 14 Acklam Road");
  });

  it("a second property signed up within the hour (no confirm e-mail of its own) is started from the page", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const deps = depsAt(clock);
    await signUp(deps, form("2027-04-30", { propertyName: "Flat 1" }));
    clock.now = new Date("2027-02-01T10:05:00Z");
    await signUp(deps, form("2027-05-31", { propertyName: "Flat 2" }));
    const mails = await composed();
    expect(mails.map((m) => m.kind)).toEqual(["reminder_confirm"]);
    const confirmToken = tokenOf(plainText(mails[0]!.raw), "confirm");
    await confirm(deps, confirmToken);
    const confirmed = await confirmView(deps, confirmToken);
    if (confirmed.state !== "confirmed") throw new Error(confirmed.state);
    const view = await manageView({ db }, confirmed.manageToken);
    if (view.state !== "open") throw new Error(view.state);
    expect(view.reminders.map((r) => [r.propertyName, r.confirmed])).toEqual([
      ["Flat 1", true],
      ["Flat 2", false],
    ]);
    const flat2 = view.reminders[1]!;
    expect(await manage(deps, confirmed.manageToken, { intent: "start", id: flat2.id })).toEqual({
      status: 200,
      intent: "start",
      id: flat2.id,
      message: "Started: the gas safety check for Flat 2 (TS5). We will e-mail you 8 weeks and 3 weeks before.",
    });
    clock.now = cronOn("2027-03-05"); // Flat 1's 8-week day
    expect(await sendDueReminders(deps)).toBe(1);
    clock.now = cronOn("2027-04-05"); // Flat 2's
    expect(await sendDueReminders(deps)).toBe(1);
    expect((await composed()).at(-1)!.subject).toBe("Reminder: gas safety check due Monday 31 May 2027, Flat 2");
  });

  it("bad input changes nothing and says what is wrong beside the field", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const { deps, manageToken } = await confirmedLandlord(clock);
    const before = await names(manageToken);
    const view = await manageView({ db }, manageToken);
    if (view.state !== "open") throw new Error(view.state);
    const id = view.reminders[0]!.id;
    for (const dueDate of ["2027-13-01", "2027-01-32", "2027-00-10", "", "2027-01-31"]) {
      expect(await manage(deps, manageToken, { intent: "change-date", id, dueDate })).toMatchObject({
        status: 422,
        intent: "change-date",
        id,
        errors: { dueDate: expect.any(String) },
      });
    }
    expect(
      await manage(deps, manageToken, { intent: "add", kind: "gas-safety", dueDate: "2027-13-01", postcode: "x" }),
    ).toMatchObject({ status: 422, errors: { dueDate: expect.any(String), postcode: expect.any(String) } });
    expect(
      await manage(deps, manageToken, { intent: "add", kind: "boiler", dueDate: "2027-06-01", postcode: "TS1" }),
    ).toMatchObject({ status: 422, errors: { kind: expect.any(String) } });
    expect(await manage(deps, manageToken, { intent: "drop-table" })).toMatchObject({ status: 422 });
    expect(await manage(deps, manageToken, { intent: "remove", id: "not-one" })).toMatchObject({ status: 422 });
    expect(await names(manageToken)).toEqual(before);
    expect((await composed()).filter((m) => m.kind === "reminder_added")).toEqual([]);
  });

  it("opens one address only: another address's reminder cannot be changed or removed through it", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const mine = await confirmedLandlord(clock, "mine@example.com");
    const theirs = await confirmedLandlord(clock, "theirs@example.com");
    const view = await manageView({ db }, theirs.manageToken);
    if (view.state !== "open") throw new Error(view.state);
    const theirId = view.reminders[0]!.id;
    expect(await manage(mine.deps, mine.manageToken, { intent: "remove", id: theirId })).toMatchObject({ status: 422 });
    expect(
      await manage(mine.deps, mine.manageToken, { intent: "change-date", id: theirId, dueDate: "2027-06-01" }),
    ).toMatchObject({ status: 422 });
    expect(await names(theirs.manageToken)).toEqual([["Flat 1, 14 Acklam Road", "2027-04-30", "gas-safety"]]);
    expect(await manageView({ db }, "x".repeat(43))).toEqual({ state: "unknown" });
    expect(await manage(mine.deps, "x".repeat(43), { intent: "unsubscribe-all" })).toEqual({ status: 404 });
  });

  it("keeps at most the limit of reminders per address", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const { deps, manageToken } = await confirmedLandlord(clock);
    const addFlat = (propertyName: string) =>
      manage(deps, manageToken, {
        intent: "add",
        kind: "service",
        dueDate: "2027-06-01",
        postcode: "TS1",
        propertyName,
      });
    for (let n = 2; n <= reminderLimits.remindersPerAddress; n++) {
      expect(await addFlat(`Flat ${n}`)).toMatchObject({ status: 200 });
    }
    expect(await addFlat("One more")).toMatchObject({
      status: 422,
      message: expect.stringContaining("Please remove one first"),
    });
  });

  it("unsubscribe from all: nothing more is sent, the page says so, and the address with its links goes in 30 days", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const { deps, manageToken } = await confirmedLandlord(clock);
    await manage(deps, manageToken, { intent: "add", kind: "service", dueDate: "2027-03-20", postcode: "TS1" });
    expect(await manage(deps, manageToken, { intent: "unsubscribe-all" })).toMatchObject({ status: 200 });
    expect(await manageView({ db }, manageToken)).toEqual({ state: "gone" });
    // A page left open: its buttons change nothing any more.
    expect(
      await manage(deps, manageToken, { intent: "add", kind: "service", dueDate: "2027-03-20", postcode: "TS1" }),
    ).toEqual({
      status: 404,
    });
    for (
      let day = "2027-02-02";
      day <= "2027-04-30";
      day = new Date(Date.parse(day) + 86_400_000 * 7).toISOString().slice(0, 10)
    ) {
      clock.now = cronOn(day);
      expect(await sendDueReminders(deps)).toBe(0);
    }
    const count = async (table: string) =>
      (await db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
    await purgeReminders(db, new Date("2027-03-03T09:59:00Z"));
    expect(await count("reminder_manage_links")).toBeGreaterThan(0);
    await purgeReminders(db, new Date("2027-03-03T10:00:00Z"));
    expect([await count("reminders"), await count("reminder_manage_links"), await count("customer_emails")]).toEqual([
      0, 0, 0,
    ]);
  });
});
