/**
 * The morning digest: what it says, that a quiet day sends nothing, that only
 * the cron falling at 07:30 London time sends (GMT and BST), and only once a day.
 * The local D1 holds other tests' leads too, so each test looks at a day of its
 * own in the past (each earlier than the one before), when only its own leads existed.
 */
import { describe, expect, it } from "vitest";
import { db, RecordingMailer } from "../test/fakes";
import { composeDigestEmail, digestFacts, sendDailyDigest } from "./digest";
import { seedLead } from "../test/desk-leads";
import { StandInPushService, subscribe, TestDevice, testVapid, unsubscribeAll } from "../test/push-service";

const addresses = { from: "leads@example.co.uk", to: "owner@example.co.uk" };

describe("the digest's content", () => {
  it("lists failed notifications, leads still new after 24 hours and yesterday's requests, with links to the desk", async () => {
    // Winter (GMT): 07:30 UTC is 07:30 in London.
    const now = new Date("2024-01-16T07:30:00.000Z");
    const failed = await seedLead({
      name: "Fay Failed",
      createdAt: "2024-01-10T12:00:00.000Z",
      status: "failed",
      lastError: "SMTP 550",
    });
    const waiting = await seedLead({ name: "Will Waiting", createdAt: "2024-01-14T09:00:00.000Z", salesStatus: "new" });
    const yesterday = await seedLead({
      name: "Yan Yesterday",
      createdAt: "2024-01-15T18:00:00.000Z",
      salesStatus: "contacted",
    });
    await seedLead({ name: "Sam Spam", createdAt: "2024-01-15T19:00:00.000Z", status: "spam" });

    const facts = await digestFacts(db, now);
    expect(facts.yesterday.map((l) => l.id)).toEqual([yesterday.id]);
    expect(facts.waiting.map((l) => l.id)).toEqual([failed.id, waiting.id]);
    expect(facts.failed.map((l) => l.id)).toEqual([failed.id]);

    const email = composeDigestEmail(facts, addresses);
    expect(email?.subject).toBe("Lead desk: 1 failed notification, 2 leads waiting, 1 request yesterday");
    expect(email?.text).toContain("Failed notifications (open the lead and tap Send again): 1");
    expect(email?.text).toContain(
      "- Fay Failed, 07700 900123, TS5 6AA (New), received Wednesday 10 January 2024 at 12:00: SMTP 550",
    );
    expect(email?.text).toContain(`https://www.boilerrepairmiddlesbrough.co.uk/desk/leads/${waiting.id}`);
    expect(email?.text).toContain("Yesterday's requests: 1\n- Yan Yesterday");
    expect(email?.text).not.toContain("Sam Spam");
    expect(email?.raw).toContain("Message-ID: <digest-2024-01-16@www.boilerrepairmiddlesbrough.co.uk>");
    expect(email?.html).toContain("Open the lead desk");
  });

  it("a quiet day composes nothing and sends nothing", async () => {
    const now = new Date("2023-06-20T06:30:00.000Z"); // 07:30 BST
    const facts = await digestFacts(db, now);
    expect(composeDigestEmail(facts, addresses)).toBeNull();
    const mailer = new RecordingMailer();
    expect(await sendDailyDigest({ db, ...addresses, sendEmail: mailer.send }, now)).toBe("quiet");
    expect(mailer.sent).toHaveLength(0);
  });
});

describe("when it goes", () => {
  it("in summer (BST) the 06:30 UTC cron sends and the 07:30 UTC one does not; at most once a day", async () => {
    await seedLead({ name: "Summer Lead", createdAt: "2022-07-04T10:00:00.000Z" });
    const mailer = new RecordingMailer();
    const deps = { db, ...addresses, sendEmail: mailer.send };
    expect(await sendDailyDigest(deps, new Date("2022-07-05T06:30:00.000Z"))).toBe("sent");
    expect(await sendDailyDigest(deps, new Date("2022-07-05T07:30:00.000Z"))).toBe("not-now");
    expect(await sendDailyDigest(deps, new Date("2022-07-05T06:31:00.000Z"))).toBe("already-sent");
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toContain("1 request yesterday");
  });

  it("in winter (GMT) the 07:30 UTC cron sends and the 06:30 UTC one does not", async () => {
    await seedLead({ name: "Winter Lead", createdAt: "2021-01-11T10:00:00.000Z" });
    const mailer = new RecordingMailer();
    const deps = { db, ...addresses, sendEmail: mailer.send };
    expect(await sendDailyDigest(deps, new Date("2021-01-12T06:30:00.000Z"))).toBe("not-now");
    expect(await sendDailyDigest(deps, new Date("2021-01-12T07:30:00.000Z"))).toBe("sent");
    expect(mailer.sent).toHaveLength(1);
  });

  it("if the mail server fails, the day is not marked sent", async () => {
    await seedLead({ name: "Retry Lead", createdAt: "2020-01-13T10:00:00.000Z" });
    const now = new Date("2020-01-14T07:30:00.000Z");
    await expect(sendDailyDigest({ db, ...addresses, sendEmail: new RecordingMailer(1).send }, now)).rejects.toThrow();
    const mailer = new RecordingMailer();
    expect(await sendDailyDigest({ db, ...addresses, sendEmail: mailer.send }, now)).toBe("sent");
  });
});

describe("on the owner's phones", () => {
  it("the digest's counts go to every device after the e-mail, without names; a push failure costs nothing", async () => {
    await unsubscribeAll();
    const service = new StandInPushService();
    const phone = await TestDevice.create(`https://fcm.googleapis.com/fcm/send/digest/${crypto.randomUUID()}`);
    const gone = await TestDevice.create(`https://fcm.googleapis.com/fcm/send/digest/${crypto.randomUUID()}`);
    await subscribe(phone, "Phone");
    const goneId = await subscribe(gone, "Old phone");
    await service.answer(gone.endpoint, 410);
    await seedLead({ name: "Pushy Customer", createdAt: "2019-03-09T10:00:00.000Z", salesStatus: "contacted" });
    const mailer = new RecordingMailer();
    const push = { vapid: await testVapid(), fetch: service.fetch };
    expect(
      await sendDailyDigest({ db, ...addresses, sendEmail: mailer.send, push }, new Date("2019-03-10T07:30:00.000Z")),
    ).toBe("sent");
    expect(mailer.sent).toHaveLength(1);
    const notice = await phone.decrypt((await service.to(phone.endpoint))[0]!.body);
    expect(notice).toEqual({
      title: "Morning digest",
      body: "1 request yesterday",
      url: "/desk",
      tag: "digest-2019-03-10",
    });
    expect(JSON.stringify(notice)).not.toContain("Pushy");
    expect(await db.prepare("SELECT id FROM push_subscriptions WHERE id = ?").bind(goneId).first()).toBeNull();
    await unsubscribeAll();
  });
});
