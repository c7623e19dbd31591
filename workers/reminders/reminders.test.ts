/**
 * Reminders on a fixed clock: sign up, confirm, the reminders 8
 * and 3 weeks before the due date on London days (across both clock changes),
 * one-click unsubscribe, nothing without a confirmed sign-up, nothing twice,
 * the retention purge and the calendar file.
 */
import fc from "fast-check";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, londonDay } from "~/lib/contracts/london-time";
import { REMINDER_CONSENT_TEXT, stageDay, stageDueOn } from "~/lib/contracts/reminders";
import { db, RecordingQueue } from "../test/fakes";
import { clearReminders, composed, cronOn, depsAt, form, header, plainText, tokenOf } from "../test/reminders";
import { deskPortFor } from "../desk/port";
import { reminderCalendar } from "./calendar";
import { confirm, purgeReminders, sendDueReminders, signUp, unsubscribe } from "./reminders";

const reminders = async () =>
  (await composed()).filter((email) => email.kind.startsWith("reminder_8w") || email.kind.startsWith("reminder_3w"));

beforeEach(clearReminders);

describe("reminders people sign up for", () => {
  it("sign up → confirm → 8 and 3 weeks before (across the spring clock change) → one-click unsubscribe stops the next", async () => {
    // Due Friday 30 April 2027: 8 weeks before is 5 March (GMT), 3 weeks before 9 April (BST, after 28 March).
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const deps = depsAt(clock);
    expect(await signUp(deps, form("2027-04-30"))).toEqual({ status: 202, email: "landlord@example.com" });
    const stored = await db.prepare("SELECT * FROM reminders").first<Record<string, string | null>>();
    expect(stored).toMatchObject({
      email: "landlord@example.com",
      kind: "gas-safety",
      due_date: "2027-04-30",
      postcode: "TS5",
      consent_text: REMINDER_CONSENT_TEXT,
      consented_at: "2027-02-01T10:00:00.000Z",
      confirmed_at: null,
    });
    const [confirmEmail] = await composed();
    expect(confirmEmail).toMatchObject({ kind: "reminder_confirm", recipient: "landlord@example.com" });
    expect(header(confirmEmail!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const confirmToken = tokenOf(plainText(confirmEmail!.raw), "confirm");
    // Only the SHA-256 of a token is stored.
    const links = await db.prepare("SELECT token_hash FROM reminder_links").all<{ token_hash: string }>();
    expect(links.results.map((l) => l.token_hash)).not.toContain(confirmToken);

    // Unconfirmed: the cron on the 8-week day sends nothing.
    clock.now = cronOn("2027-03-05");
    expect(await sendDueReminders(deps)).toBe(0);

    clock.now = new Date("2027-03-05T12:00:00Z");
    expect(await confirm(deps, confirmToken)).toEqual({
      state: "confirmed",
      kind: "gas-safety",
      dueDate: "2027-04-30",
      postcode: "TS5",
      propertyName: null,
    });
    expect(await confirm(deps, "x".repeat(43))).toEqual({ state: "unknown" });

    // The day before the 8-week day: nothing; the day itself: the 8-week reminder, and a second run sends nothing.
    clock.now = cronOn("2027-03-04");
    expect(await sendDueReminders(deps)).toBe(0);
    clock.now = cronOn("2027-03-06");
    expect(await sendDueReminders(deps)).toBe(1);
    expect(await sendDueReminders(deps)).toBe(0);
    clock.now = cronOn("2027-03-07");
    expect(await sendDueReminders(deps)).toBe(0);
    let sent = await reminders();
    expect(sent.map((email) => email.kind)).toEqual(["reminder_8w"]);
    const eight = sent[0]!;
    expect(eight.subject).toBe("Reminder: gas safety check due Friday 30 April 2027, TS5");
    const text = plainText(eight.raw);
    expect(text).toContain("up to two months before it is due and keep the same anniversary date");
    expect(text).toContain("regulations 36(3) and 36A");
    expect(text).toContain(
      "https://www.boilerrepairmiddlesbrough.co.uk/prices?book=gas-safety-check&postcode=TS5#quote",
    );
    expect(text).toContain("the form opens with the gas safety check and TS5 already filled in");
    expect(text).toMatch(/All your reminders \(change a date, add or remove a property\): \S+\/reminders\/manage\//);
    expect(header(eight.raw, "List-Unsubscribe")).toMatch(
      /^<https:\/\/www\.boilerrepairmiddlesbrough\.co\.uk\/reminders\/unsubscribe\/[A-Za-z0-9_-]{43}>$/,
    );
    expect(header(eight.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(text).toContain(
      `Unsubscribe from this reminder with one click: ${header(eight.raw, "List-Unsubscribe")!.slice(1, -1)}`,
    );

    // 3 weeks before, in British Summer Time: a cron at 23:30 UTC on 8 April is already 9 April in London.
    clock.now = new Date("2027-04-08T22:30:00Z"); // 23:30 BST, still 8 April
    expect(await sendDueReminders(deps)).toBe(0);
    clock.now = new Date("2027-04-08T23:30:00Z"); // 00:30 BST on 9 April
    expect(await sendDueReminders(deps)).toBe(1);
    expect(await sendDueReminders(deps)).toBe(0);
    sent = await reminders();
    expect(sent.map((email) => email.kind)).toEqual(["reminder_8w", "reminder_3w"]);

    // One click on the 3-week e-mail's unsubscribe: next year's reminders never go.
    const three = sent[1]!;
    expect(await unsubscribe(deps, tokenOf(header(three.raw, "List-Unsubscribe"), "unsubscribe"))).toBe(true);
    for (let day = "2027-04-09"; day <= "2028-05-01"; day = addDays(day, 7)) {
      clock.now = cronOn(day);
      await sendDueReminders(deps);
    }
    expect((await reminders()).length).toBe(2);
  });

  it("the next year's reminders follow on, across the autumn clock change, until unsubscribed", async () => {
    // Due 25 November 2026: 8 weeks before is 30 September (BST), 3 weeks 4 November (GMT, after 25 October).
    const clock = { now: new Date("2026-09-01T09:00:00Z") };
    const deps = depsAt(clock);
    await signUp(deps, form("2026-11-25", { kind: "service" }));
    await confirm(deps, tokenOf(plainText((await composed())[0]!.raw), "confirm"));
    const days: string[] = [];
    for (let day = "2026-09-02"; day <= "2027-11-30"; day = addDays(day, 1)) {
      clock.now = cronOn(day);
      if ((await sendDueReminders(deps)) > 0) days.push(day);
    }
    expect(days).toEqual(["2026-09-30", "2026-11-04", "2027-09-30", "2027-11-04"]);
    const last = (await reminders()).at(-1)!;
    expect(last.subject).toBe("Reminder: boiler service due Thursday 25 November 2027, TS5");
    expect(plainText(last.raw)).toContain("/prices?book=annual-service&postcode=TS5#quote");
    expect(plainText(last.raw)).toContain("up to two months before it is due and keep the same anniversary date");
  });

  it("sends nothing without a confirmed consent row", async () => {
    const clock = { now: new Date("2027-01-10T10:00:00Z") };
    const deps = depsAt(clock);
    await signUp(deps, form("2027-04-30"));
    // A row written without consent confirmed (as by hand): still nothing.
    await db
      .prepare(
        `INSERT INTO reminders (id, created_at, email, kind, due_date, postcode, consent_text, consented_at)
         VALUES ('hand', '2027-01-10T10:00:00Z', 'x@example.com', 'service', '2027-04-30', 'TS1', 'x', '2027-01-10T10:00:00Z')`,
      )
      .run();
    for (let day = "2027-01-11"; day <= "2027-04-30"; day = addDays(day, 1)) {
      clock.now = cronOn(day);
      await sendDueReminders(deps);
    }
    expect(await reminders()).toEqual([]);
    expect((await composed()).map((email) => email.kind)).toEqual(["reminder_confirm"]);
  });

  it("the same sign-up twice is one reminder: a fresh confirm e-mail for it, and one e-mail on each reminder day", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const deps = depsAt(clock);
    expect(await signUp(deps, form("2027-04-30"))).toEqual({ status: 202, email: "landlord@example.com" });
    // The confirm e-mail went astray; the landlord fills the form again (other spellings of the same address and postcode).
    clock.now = new Date("2027-02-02T10:00:00Z");
    expect(await signUp(deps, form("2027-04-30", { email: "landlord@example.com ", postcode: "TS5 7XY" }))).toEqual({
      status: 202,
      email: "landlord@example.com",
    });
    expect((await db.prepare("SELECT COUNT(*) AS n FROM reminders").first<{ n: number }>())?.n).toBe(1);
    const confirms = await composed();
    expect(confirms.map((email) => email.kind)).toEqual(["reminder_confirm", "reminder_confirm"]);
    // An unconfirmed sign-up is kept 7 days from the latest sign-up, not the first.
    expect(await purgeReminders(db, new Date("2027-02-08T12:00:00Z"))).toBe(0);
    // Either e-mail's link confirms it; the consent kept is the latest one.
    await confirm(deps, tokenOf(plainText(confirms[1]!.raw), "confirm"));
    expect(await confirm(deps, tokenOf(plainText(confirms[0]!.raw), "confirm"))).toMatchObject({ state: "confirmed" });
    expect(await db.prepare("SELECT consented_at FROM reminders").first()).toEqual({
      consented_at: "2027-02-02T10:00:00.000Z",
    });
    // Signing up again once confirmed: still one reminder, and the 8-week day sends one e-mail.
    await signUp(deps, form("2027-04-30"));
    clock.now = cronOn("2027-03-05");
    expect(await sendDueReminders(deps)).toBe(1);
    expect((await reminders()).length).toBe(1);
    // Another date, another kind, or another postcode district is another reminder; so is signing up after unsubscribing.
    await signUp(deps, form("2027-06-30"));
    await signUp(deps, form("2027-04-30", { kind: "service" }));
    await signUp(deps, form("2027-04-30", { postcode: "TS1 2AA" }));
    expect((await db.prepare("SELECT COUNT(*) AS n FROM reminders").first<{ n: number }>())?.n).toBe(4);
    const unsubscribeToken = tokenOf(plainText(confirms[1]!.raw), "unsubscribe");
    expect(await unsubscribe(deps, unsubscribeToken)).toBe(true);
    await signUp(deps, form("2027-04-30"));
    expect((await db.prepare("SELECT COUNT(*) AS n FROM reminders").first<{ n: number }>())?.n).toBe(5);
  });

  it("refuses a form without consent, a past date or a bad postcode, naming the field", async () => {
    const deps = depsAt({ now: new Date("2027-01-10T10:00:00Z") });
    expect(await signUp(deps, { ...form("2027-04-30"), consent: undefined })).toMatchObject({
      status: 422,
      errors: { consent: "Please tick the box to say you want the reminder e-mails." },
    });
    expect(await signUp(deps, form("2027-01-10"))).toMatchObject({
      status: 422,
      errors: { dueDate: expect.any(String) },
    });
    expect(await signUp(deps, form("2027-02-30"))).toMatchObject({
      status: 422,
      errors: { dueDate: expect.any(String) },
    });
    expect(await signUp(deps, form("2027-04-30", { postcode: "middlesbrough" }))).toMatchObject({
      status: 422,
      errors: { postcode: expect.any(String) },
    });
    expect(await signUp(deps, form("2027-04-30", { email: "not an address" }))).toMatchObject({
      status: 422,
      errors: { email: expect.any(String) },
    });
    expect(await signUp(deps, form("2027-02-01", { dateIs: "last" }))).toMatchObject({
      status: 422,
      errors: { dueDate: "The last check cannot be in the future: choose when the next one is due instead." },
    });
    // The date of the last check: the next is due a year later.
    expect(await signUp(deps, form("2026-06-01", { dateIs: "last" }))).toMatchObject({ status: 202 });
    expect((await db.prepare("SELECT due_date FROM reminders").first<{ due_date: string }>())?.due_date).toBe(
      "2027-06-01",
    );
    expect(await db.prepare("SELECT COUNT(*) AS n FROM reminders").first<{ n: number }>()).toEqual({ n: 1 });
  });

  it("is rate limited per visitor", async () => {
    const limited: RateLimit = { limit: async () => ({ success: false }) };
    const outcome = await signUp(
      { ...depsAt({ now: new Date("2027-01-10T10:00:00Z") }), rateLimiter: limited },
      form("2027-04-30"),
      "192.0.2.1",
    );
    expect(outcome.status).toBe(429);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM reminders").first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("purges unconfirmed sign-ups after 7 days and unsubscribed addresses 30 days after unsubscribing", async () => {
    const clock = { now: new Date("2027-01-01T10:00:00Z") };
    const deps = depsAt(clock);
    await signUp(deps, form("2027-06-01", { email: "never@example.com" }));
    await signUp(deps, form("2027-06-01", { email: "leaves@example.com" }));
    await signUp(deps, form("2027-06-01", { email: "stays@example.com" }));
    const mails = await composed();
    const token = (to: string, purpose: string) =>
      tokenOf(plainText(mails.find((m) => m.recipient === to)!.raw), purpose);
    await confirm(deps, token("leaves@example.com", "confirm"));
    await confirm(deps, token("stays@example.com", "confirm"));
    const leaving = header(mails.find((m) => m.recipient === "leaves@example.com")!.raw, "List-Unsubscribe");
    clock.now = new Date("2027-01-02T10:00:00Z");
    await unsubscribe(deps, tokenOf(leaving, "unsubscribe"));
    const emails = async () =>
      (await db.prepare("SELECT email FROM reminders ORDER BY email").all<{ email: string }>()).results.map(
        (r) => r.email,
      );
    await purgeReminders(db, new Date("2027-01-08T09:59:00Z"));
    expect(await emails()).toEqual(["leaves@example.com", "never@example.com", "stays@example.com"]);
    await purgeReminders(db, new Date("2027-01-08T10:00:00Z"));
    expect(await emails()).toEqual(["leaves@example.com", "stays@example.com"]);
    await purgeReminders(db, new Date("2027-02-01T10:00:00Z"));
    expect(await emails()).toEqual(["stays@example.com"]);
    const left = await db.prepare("SELECT COUNT(*) AS n FROM customer_emails").first<{ n: number }>();
    expect(left).toEqual({ n: 1 });
  });
});

describe("abuse and bad input at the sign-up", () => {
  it("impossible dates (month 13, day 32, month 00) are a 422 beside the date, never an exception", async () => {
    const deps = depsAt({ now: new Date("2027-01-10T10:00:00Z") });
    for (const dueDate of ["2027-13-01", "2027-01-32", "2027-00-10", "2027-02-29", "0000-00-00"]) {
      for (const dateIs of ["due", "last"]) {
        expect(await signUp(deps, form(dueDate, { dateIs })), `${dueDate} ${dateIs}`).toEqual({
          status: 422,
          errors: { dueDate: "Please enter the date as a day, month and year." },
        });
      }
    }
    expect(await db.prepare("SELECT COUNT(*) AS n FROM reminders").first<{ n: number }>()).toEqual({ n: 0 });
    expect(await composed()).toEqual([]);
  });

  it("one confirm e-mail per address an hour: a repeat within it sends nothing new and answers the same", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const deps = depsAt(clock);
    const answer = { status: 202, email: "landlord@example.com" };
    expect(await signUp(deps, form("2027-04-30"))).toEqual(answer);
    for (const minutes of [1, 20, 59]) {
      clock.now = new Date(Date.parse("2027-02-01T10:00:00Z") + minutes * 60_000);
      expect(await signUp(deps, form("2027-04-30"))).toEqual(answer);
      // Another property of the same address is kept, but no second e-mail goes within the hour either.
      expect(await signUp(deps, form("2027-05-30", { propertyName: `Flat ${minutes}` }))).toEqual(answer);
    }
    expect((await composed()).map((email) => email.kind)).toEqual(["reminder_confirm"]);
    // Another address is not held back by this one.
    await signUp(deps, form("2027-04-30", { email: "other@example.com" }));
    expect((await composed()).map((email) => email.recipient)).toEqual(["landlord@example.com", "other@example.com"]);
    // After the hour, the same sign-up sends a fresh confirm e-mail.
    clock.now = new Date("2027-02-01T11:00:01Z");
    await signUp(deps, form("2027-04-30"));
    expect((await composed()).filter((email) => email.recipient === "landlord@example.com").length).toBe(2);
  });
});

describe("a property name with each reminder", () => {
  it("is kept, and named in the confirm e-mail and in every reminder, with a booking link that fills it in", async () => {
    const clock = { now: new Date("2027-02-01T10:00:00Z") };
    const deps = depsAt(clock);
    await signUp(deps, form("2027-04-30", { propertyName: "  Flat 2,   14 Acklam Road " }));
    expect(await db.prepare("SELECT property_name FROM reminders").first()).toEqual({
      property_name: "Flat 2, 14 Acklam Road",
    });
    const [confirmEmail] = await composed();
    expect(confirmEmail!.subject).toBe("Please confirm: gas safety check reminders, Flat 2, 14 Acklam Road");
    const confirmText = plainText(confirmEmail!.raw);
    expect(confirmText).toMatch(
      /^Thank you for asking for e-mail reminders before the gas safety check for Flat 2, 14 Acklam Road \(TS5\) is due on Friday 30 April 2027\./,
    );
    expect(confirmText).not.toContain("Someone");
    await confirm(deps, tokenOf(confirmText, "confirm"));
    clock.now = cronOn("2027-03-05");
    await sendDueReminders(deps);
    const [eight] = await reminders();
    expect(eight!.subject).toBe("Reminder: gas safety check due Friday 30 April 2027, Flat 2, 14 Acklam Road");
    const text = plainText(eight!.raw);
    expect(text).toContain("The gas safety check for Flat 2, 14 Acklam Road (TS5) is due on Friday 30 April 2027");
    expect(text).toContain(
      "the form opens with the gas safety check, TS5 and Flat 2, 14 Acklam Road already filled in; add your name and phone number",
    );
    expect(text).toContain("/prices?book=gas-safety-check&postcode=TS5&property=Flat+2%2C+14+Acklam+Road#quote");
    expect(text).not.toContain("the form is filled in for you");
  });

  it("is optional, short and plain: too long or with odd characters is a 422 beside it", async () => {
    const deps = depsAt({ now: new Date("2027-01-10T10:00:00Z") });
    expect(await signUp(deps, form("2027-04-30", { propertyName: "x".repeat(61) }))).toMatchObject({
      status: 422,
      errors: { propertyName: expect.stringContaining("60 characters") },
    });
    for (const propertyName of ["<b>Flat</b>", "Flat 2\r\nBcc: x@example.com", "Flat 2 😀"]) {
      expect(await signUp(deps, form("2027-04-30", { propertyName }))).toMatchObject({
        status: 422,
        errors: { propertyName: expect.stringContaining("Please use only letters") },
      });
    }
    const odd = "Rhôs-y-Gwaliau, 3/1 (rear) #2 & O’Brien's";
    expect(await signUp(deps, form("2027-04-30", { propertyName: odd }))).toMatchObject({ status: 202 });
    expect(await signUp(deps, form("2027-05-30", { propertyName: "   " }))).toMatchObject({ status: 202 });
    const { results } = await db.prepare("SELECT property_name FROM reminders ORDER BY due_date").all();
    expect(results).toEqual([{ property_name: odd }, { property_name: null }]);
  });
});

describe("the desk's list of reminders due", () => {
  it("lists confirmed, subscribed reminders due in the next 60 days, soonest first, and exports them as CSV", async () => {
    const clock = { now: new Date("2027-03-01T09:00:00Z") };
    const deps = depsAt(clock);
    const signUpAs = async (email: string, dueDate: string, confirmed: boolean) => {
      await signUp(deps, form(dueDate, { email, propertyName: "Flat 1" }));
      const mail = (await composed()).find((m) => m.recipient === email)!;
      if (confirmed) await confirm(deps, tokenOf(plainText(mail.raw), "confirm"));
    };
    await signUpAs("later@example.com", "2027-04-20", true);
    await signUpAs("sooner@example.com", "2027-03-10", true);
    await signUpAs("unconfirmed@example.com", "2027-03-15", false);
    await signUpAs("too-far@example.com", "2027-05-01", true); // 61 days ahead
    const desk = deskPortFor({ db, queue: new RecordingQueue().asQueue(), actor: "owner", now: () => clock.now });
    expect(
      (await desk.reminders()).map((row) => [row.email, row.dueDate, row.kind, row.postcode, row.property]),
    ).toEqual([
      ["sooner@example.com", "2027-03-10", "Gas safety record", "TS5", "Flat 1"],
      ["later@example.com", "2027-04-20", "Gas safety record", "TS5", "Flat 1"],
    ]);
    const csv = await desk.remindersCsv();
    expect(csv.split("\r\n").slice(0, 2)).toEqual([
      '\uFEFF"Due","Check","E-mail","Postcode district","Property","Confirmed"',
      '"2027-03-10","Gas safety record","sooner@example.com","TS5","Flat 1","2027-03-01T09:00:00.000Z"',
    ]);
  });
});

describe("the reminder days (fast-check), both clock changes included", () => {
  it("each stage is sent once, on its London day, whatever time of day the cron runs and however often", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Due dates around the 2027 clock changes (28 March, 31 October) and the new year.
        fc.constantFrom("2027-04-20", "2027-05-01", "2027-11-15", "2027-12-01", "2028-01-05"),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        fc.boolean(),
        async (due, minuteOfDay, twice) => {
          await db.batch([
            db.prepare("DELETE FROM reminders"),
            db.prepare("DELETE FROM reminder_links"),
            db.prepare("DELETE FROM reminder_sends"),
            db.prepare("DELETE FROM customer_emails"),
            // Each run sends to the same address over the same days: the per-recipient cap starts afresh.
            db.prepare("DELETE FROM recipient_sends"),
          ]);
          const clock = { now: new Date(Date.parse(`${addDays(due, -70)}T00:00:00Z`)) };
          const deps = depsAt(clock);
          await signUp(deps, form(due));
          await confirm(deps, tokenOf(plainText((await composed())[0]!.raw), "confirm"));
          const sentOn: string[] = [];
          // One cron a day at the same UTC minute, from 9 weeks before the due date to the day after it.
          for (let day = addDays(due, -63); day <= addDays(due, 1); day = addDays(day, 1)) {
            clock.now = new Date(Date.parse(`${day}T00:00:00Z`) + minuteOfDay * 60_000);
            for (let run = 0; run < (twice ? 2 : 1); run++) {
              if ((await sendDueReminders(deps)) > 0) sentOn.push(londonDay(clock.now));
            }
          }
          expect(sentOn).toEqual([stageDay(due, "8w"), stageDay(due, "3w")]);
        },
      ),
      { numRuns: 8 },
    );
  });

  it("stageDueOn: never on or after the due date; the latest stage whose London day has come", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: -80, max: 10 }), (offset, before) => {
        const due = addDays("2026-01-01", offset);
        const today = addDays(due, before);
        const stage = stageDueOn(due, today);
        if (before >= 0) expect(stage).toBeUndefined();
        else if (before < -56) expect(stage).toBeUndefined();
        else expect(stage).toBe(before < -21 ? "8w" : "3w");
      }),
    );
  });
});

describe("the calendar file", () => {
  it("parses, with one all-day event on the due date and alarms 8 and 3 weeks before", () => {
    const ics = reminderCalendar("gas-safety", "2027-04-30");
    const calendar = new ICAL.Component(ICAL.parse(ics!));
    const event = calendar.getFirstSubcomponent("vevent")!;
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.toString()).toBe("2027-04-30");
    expect(start.isDate).toBe(true);
    expect(String(event.getFirstPropertyValue("summary"))).toBe("Landlord gas safety record (CP12) due");
    const triggers = event
      .getAllSubcomponents("valarm")
      .map((alarm) => (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds());
    expect(triggers).toEqual([-8 * 7 * 86_400, -3 * 7 * 86_400]);
    expect(String(event.getFirstPropertyValue("description"))).toContain("up to two months before it is due");
    expect(reminderCalendar("boiler", "2027-04-30")).toBeNull();
    expect(reminderCalendar("service", "2027-02-30")).toBeNull();
  });
});
