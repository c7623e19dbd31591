/**
 * The manage link of an address, on a fixed clock: one link per address,
 * the same on every page and in every e-mail, kept as one row; never shared
 * by two addresses; gone with the address's last reminder; a forged or
 * garbled link, or anything stored in the database, opens nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../test/fakes";
import { clearReminders, composed, cronOn, depsAt, form, plainText, tokenOf } from "../test/reminders";
import { manage, manageView } from "./manage";
import { confirm, confirmView, purgeReminders, type ReminderDeps, sendDueReminders, signUp } from "./reminders";

beforeEach(clearReminders);

/** The link the confirmed page shows (the page loaded once). */
async function shownLink(deps: ReminderDeps, confirmToken: string): Promise<string> {
  const view = await confirmView(deps, confirmToken);
  if (view.state !== "confirmed") throw new Error(`not confirmed: ${view.state}`);
  return view.manageToken;
}

/** An address signed up for a gas safety check and confirmed; its confirm link. */
async function confirmedAddress(clock: { now: Date }, email: string, dueDate = "2027-04-30") {
  const deps = depsAt(clock);
  await signUp(deps, form(dueDate, { email }));
  const mail = (await composed()).findLast((m) => m.recipient === email.toLowerCase() && m.kind === "reminder_confirm");
  const confirmToken = tokenOf(plainText(mail!.raw), "confirm");
  await confirm(deps, confirmToken);
  return { deps, confirmToken };
}

const rowsOf = async (email: string) =>
  (
    await db
      .prepare("SELECT COUNT(*) AS n FROM reminder_manage_links WHERE email = ?")
      .bind(email)
      .first<{ n: number }>()
  )?.n;

const manageLinkIn = (raw: string) => tokenOf(plainText(raw), "manage");

describe("one manage link per address", () => {
  it("the confirmed page shows the same link on every reload, kept as one row; every e-mail carries that link", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const { deps, confirmToken } = await confirmedAddress(clock, "landlord@example.com");
    const shown: string[] = [];
    for (let reload = 0; reload < 5; reload++) {
      clock.now = new Date(clock.now.getTime() + 60_000);
      shown.push(await shownLink(deps, confirmToken));
    }
    const link = shown[0]!;
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shown).toEqual([link, link, link, link, link]);
    expect(await rowsOf("landlord@example.com")).toBe(1);

    // A property added on the page: its "added" e-mail links the same page by the same link.
    await manage(deps, link, { intent: "add", kind: "service", dueDate: "2027-03-20", postcode: "TS1" });
    const added = (await composed()).find((m) => m.kind === "reminder_added")!;
    expect(manageLinkIn(added.raw)).toBe(link);

    // The reminder e-mails of both reminders, 8 and 3 weeks before, all carry it.
    for (const day of ["2027-02-02", "2027-02-27", "2027-03-05", "2027-04-09"]) {
      clock.now = cronOn(day);
      expect(await sendDueReminders(deps)).toBe(1);
    }
    const sent = (await composed()).filter((m) => /^reminder_(8w|3w)/.test(m.kind));
    expect(sent.length).toBe(4);
    expect(sent.map((m) => manageLinkIn(m.raw))).toEqual([link, link, link, link]);
    expect(await rowsOf("landlord@example.com")).toBe(1);
    expect((await manageView({ db }, link)).state).toBe("open");
  });

  it("two addresses never share a link: each keeps its own, and it opens that address only", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const first = await confirmedAddress(clock, "first@example.com");
    const second = await confirmedAddress(clock, "second@example.com");
    const links = { first: new Set<string>(), second: new Set<string>() };
    for (let reload = 0; reload < 5; reload++) {
      links.first.add(await shownLink(first.deps, first.confirmToken));
      links.second.add(await shownLink(second.deps, second.confirmToken));
    }
    expect([links.first.size, links.second.size]).toEqual([1, 1]);
    const [a] = links.first;
    const [b] = links.second;
    expect(a).not.toBe(b);
    expect(await manageView({ db }, a!)).toMatchObject({ state: "open", email: "first@example.com" });
    expect(await manageView({ db }, b!)).toMatchObject({ state: "open", email: "second@example.com" });
    expect((await db.prepare("SELECT COUNT(*) AS n FROM reminder_manage_links").first<{ n: number }>())?.n).toBe(2);
  });

  it("goes with the address's last reminder: after the purge it opens nothing, and signing up again gives a new link", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const { deps, confirmToken } = await confirmedAddress(clock, "landlord@example.com");
    const link = await shownLink(deps, confirmToken);
    expect(await manage(deps, link, { intent: "unsubscribe-all" })).toMatchObject({ status: 200 });
    // Left, but kept 30 days: the page says so.
    expect(await manageView({ db }, link)).toEqual({ state: "gone" });
    await purgeReminders(db, new Date("2027-03-03T09:59:00Z"));
    expect(await rowsOf("landlord@example.com")).toBe(1);
    await purgeReminders(db, new Date("2027-03-03T10:00:00Z"));
    expect(await rowsOf("landlord@example.com")).toBe(0);
    expect(await manageView({ db }, link)).toEqual({ state: "unknown" });
    expect(await manage(deps, link, { intent: "unsubscribe-all" })).toEqual({ status: 404 });

    // The same address back later: a link of its own again, not the old one, and the old one stays shut.
    clock.now = new Date("2027-03-10T10:00:00Z");
    const again = await confirmedAddress(clock, "landlord@example.com", "2027-06-30");
    const renewed = await shownLink(again.deps, again.confirmToken);
    expect(renewed).not.toBe(link);
    expect(await shownLink(again.deps, again.confirmToken)).toBe(renewed);
    expect(await manageView({ db }, link)).toEqual({ state: "unknown" });
    expect((await manageView({ db }, renewed)).state).toBe("open");
  });

  it("a forged or garbled link opens nothing, and nothing stored in the database opens the page", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const { deps, confirmToken } = await confirmedAddress(clock, "landlord@example.com");
    const link = await shownLink(deps, confirmToken);
    const other = await confirmedAddress(clock, "other@example.com");
    const otherLink = await shownLink(other.deps, other.confirmToken);
    const flip = (token: string, at: number) =>
      token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
    const forged = [
      flip(link, 0),
      flip(link, 21),
      flip(link, 42),
      flip(otherLink, 10),
      link.slice(0, 42),
      `${link}A`,
      link.toLowerCase() === link ? link.toUpperCase() : link.toLowerCase(),
      "x".repeat(43),
      "",
      "../../reminders",
    ];
    // Everything the database holds about the address's links and reminders, tried as a link.
    const stored = [
      ...(await db.prepare("SELECT * FROM reminder_manage_links").all<Record<string, unknown>>()).results,
      ...(await db.prepare("SELECT * FROM reminder_links").all<Record<string, unknown>>()).results,
      ...(await db.prepare("SELECT * FROM reminders").all<Record<string, unknown>>()).results,
    ].flatMap((row) => Object.values(row).filter((value): value is string => typeof value === "string"));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((value) => value.includes(link))).toBe(false);
    for (const token of [...forged, ...stored]) {
      expect(await manageView({ db }, token), token).toEqual({ state: "unknown" });
      expect(await manage(deps, token, { intent: "unsubscribe-all" }), token).toEqual({ status: 404 });
    }
    // Nothing was unsubscribed by those; the real link still opens, and the page still shows that one.
    expect((await manageView({ db }, link)).state).toBe("open");
    expect(await shownLink(deps, confirmToken)).toBe(link);
  });

  it("is made with the secret: without it the database opens nothing, and a new secret shuts the old link", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const { deps, confirmToken } = await confirmedAddress(clock, "landlord@example.com");
    const link = await shownLink(deps, confirmToken);
    // The same rows under another secret (a copy of the database, anywhere but this Worker): the link opens nothing.
    const elsewhere = { ...deps, linkSecret: "another-secret" };
    expect(await manageView(elsewhere, link)).toEqual({ state: "unknown" });
    expect(await manage(elsewhere, link, { intent: "unsubscribe-all" })).toEqual({ status: 404 });
    // The secret changed: the next page shows the address's new link, still one row; the old link is shut.
    const renewed = await shownLink(elsewhere, confirmToken);
    expect(renewed).not.toBe(link);
    expect(await shownLink(elsewhere, confirmToken)).toBe(renewed);
    expect(await rowsOf("landlord@example.com")).toBe(1);
    expect(await manageView(elsewhere, renewed)).toMatchObject({ state: "open", email: "landlord@example.com" });
    expect(await manageView(elsewhere, link)).toEqual({ state: "unknown" });
    expect((await manageView({ db }, link)).state).toBe("unknown");
  });
});
