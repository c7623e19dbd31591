/**
 * Text messages against the stand-in Twilio on loopback (workers/test/twilio-service.ts):
 * the request page link on Send to a UK mobile only, the owner's proposal,
 * confirmation and "on my way", the caps, a 500 retried, the signed status
 * callbacks and STOP.
 */
import { describe, expect, it } from "vitest";
import { absoluteUrl, textMessages } from "~/content/business";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import { acceptQuote } from "../leads/intake";
import { backoffSeconds } from "../mail/backoff";
import { db, humanFields, intake, RecordingQueue } from "../test/fakes";
import { seedLead } from "../test/desk-leads";
import { StandInTwilio, uniqueMobile } from "../test/twilio-service";
import { openRequest } from "../requests/store";
import { visitAction } from "../desk/visits";
import { segmentCount, gsmSeptets } from "./gsm";
import { composeText } from "./compose";
import { ukMobile } from "./numbers";
import { handleTextStatus, handleTextReply } from "./http";
import { handleTextMessages, optOut, type TextMessage, type TextRow } from "./outbox";
import { purgeTextRecords } from "./retention";
import { texter } from "../requests/texts";
import { twilioSignature } from "./twilio";

const now = () => new Date();
/** The site-wide cap is its own test: here it never gets in the way of the other tests' texts. */
const caps = { perNumber: textMessages.perNumberPerDay, perSite: 1_000_000 };

async function setup() {
  const queue = new RecordingQueue();
  const twilio = await StandInTwilio.open();
  const texts = texter({ db, queue: queue.asQueue() as Queue<unknown>, now, caps });
  return { queue, twilio, texts };
}

/** Delivers what the queue holds, as the consumer would: returns the acks and retries (with their delays). */
async function deliver(queue: RecordingQueue, twilio: StandInTwilio, attempts = 1) {
  const messages = (queue.sent as unknown[]).filter((body) => (body as TextMessage).kind === "text");
  queue.sent = [];
  const result = { acks: [] as string[], retries: [] as { id: string; delaySeconds?: number }[] };
  const batch = messages.map(
    (body, i) =>
      ({
        id: `m${i}`,
        timestamp: new Date(),
        attempts,
        body,
        ack: () => result.acks.push(`m${i}`),
        retry: (options?: QueueRetryOptions) =>
          result.retries.push({ id: `m${i}`, delaySeconds: options?.delaySeconds }),
      }) as unknown as Message<unknown>,
  );
  await handleTextMessages(batch, { db, now, twilio: twilio.config() });
  return { result, messages };
}

const textsOf = async (leadId: string) =>
  (await db.prepare("SELECT * FROM texts WHERE lead_id = ? ORDER BY created_at, id").bind(leadId).all<TextRow>())
    .results;

async function bookedLead(phone: string) {
  const lead = await seedLead({ phone, salesStatus: "new" });
  const window = offeredWindows(now()).at(-3)!;
  await openRequest(db, lead.id, { windowId: window.id }, now());
  return { lead, window };
}

describe("which numbers get texts", () => {
  it("UK mobiles only: not 070 personal numbers, not 076 pagers (but 07624), not landlines or foreign numbers", () => {
    expect(ukMobile("+447700900123")).toBe("+447700900123");
    expect(ukMobile("+447400123456")).toBe("+447400123456");
    expect(ukMobile("+447624123456")).toBe("+447624123456");
    expect(ukMobile("+447012345678")).toBeNull();
    expect(ukMobile("+447612345678")).toBeNull();
    expect(ukMobile("+441642123456")).toBeNull();
    expect(ukMobile("+33612345678")).toBeNull();
    expect(ukMobile("+4477009001234")).toBeNull();
  });

  it("each text fits 2 GSM-7 parts, with the business name and the full link, even with a long name and two times", () => {
    const url = absoluteUrl(`/requests/${"A".repeat(43)}`);
    for (const kind of ["link", "proposed", "confirmed", "on_way", "resend"] as const) {
      const text = composeText(kind, {
        firstName: "Maximiliana-Josephine\u2019s",
        url,
        window: "Wednesday 25 November, afternoon (12:00-17:30)",
        proposed: ["Thursday 26 November, morning (8:00-12:00)", "Friday 27 November, afternoon (12:00-17:30)"],
        minutes: 30,
      });
      expect(gsmSeptets(text)).not.toBeNull();
      expect(segmentCount(text)).toBeLessThanOrEqual(2);
      expect(text).toContain("Boiler Repair Middlesbrough");
      expect(text).toContain(url);
      expect(text).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
    }
    expect(segmentCount("a".repeat(160))).toBe(1);
    expect(segmentCount("a".repeat(161))).toBe(2);
    expect(segmentCount("€".repeat(80))).toBe(1);
    expect(segmentCount("é".repeat(306))).toBe(2);
    expect(segmentCount("😀")).toBe(1);
  });
});

describe("the request page link on Send", () => {
  it("a UK mobile gets one Messages POST: Basic auth, To in E.164, the page's full URL in at most 2 GSM-7 parts", async () => {
    const { queue, twilio, texts } = await setup();
    const phone = uniqueMobile();
    const outcome = await acceptQuote(
      { fields: await humanFields({ phone: `0${phone.slice(3)}` }) },
      intake({ queue: queue.asQueue(), requestTexts: texts }),
    );
    expect(outcome.status).toBe(201);
    expect(outcome.answer.linkSentBy).toEqual({ text: true, email: false, landline: false });
    await deliver(queue, twilio);
    const requests = await twilio.requests();
    expect(requests).toHaveLength(1);
    const [post] = requests;
    const { accountSid, authToken } = twilio.account;
    expect(post!.method).toBe("POST");
    expect(post!.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(post!.credentials).toBe(`${accountSid}:${authToken}`);
    expect(post!.contentType).toBe("application/x-www-form-urlencoded");
    expect(post!.answered).toBe(201);
    expect(post!.form.To).toBe(phone);
    expect(post!.form.From).toBe("+447400123456");
    expect(post!.form.StatusCallback).toBe("https://www.boilerrepairmiddlesbrough.co.uk/api/texts/status");
    expect(post!.form.Body).toContain(absoluteUrl(outcome.answer.requestUrl!));
    expect(segmentCount(post!.form.Body!)).toBeLessThanOrEqual(2);
    expect(gsmSeptets(post!.form.Body!)).not.toBeNull();
    // Recorded for the timeline; the body (with its link) no longer kept.
    const [row] = await textsOf(outcome.leadId!);
    expect(row).toMatchObject({ kind: "link", status: "queued", body: null, sid: post!.sid });
    expect(row!.sid).toMatch(/^SM[0-9a-f]{32}$/);
    // The same message delivered again sends nothing more.
    queue.sent.push({ kind: "text", id: row!.id } as never);
    await deliver(queue, twilio);
    expect(await twilio.requests()).toHaveLength(1);
  });

  it("a landline gets none, and the answer says so; a foreign number gets none", async () => {
    const { queue, twilio, texts } = await setup();
    const outcome = await acceptQuote(
      { fields: await humanFields({ phone: "01642 123456" }) },
      intake({ queue: queue.asQueue(), requestTexts: texts }),
    );
    expect(outcome.answer.linkSentBy).toEqual({ text: false, email: false, landline: true });
    const foreign = await seedLead({ phone: "+33612345678" });
    await openRequest(db, foreign.id, {}, now());
    expect(await texts.toVisitor(foreign.id, "link")).toBe("not_mobile");
    await deliver(queue, twilio);
    expect(await twilio.requests()).toHaveLength(0);
    expect(await textsOf(outcome.leadId!)).toEqual([]);
  });

  it("ten requests for one number in an hour cause no more texts than the per-number cap", async () => {
    const { queue, twilio, texts } = await setup();
    const phone = uniqueMobile();
    for (let i = 0; i < 10; i++) {
      await acceptQuote(
        { fields: await humanFields({ phone }) },
        intake({ queue: queue.asQueue(), requestTexts: texts }),
      );
    }
    await deliver(queue, twilio);
    expect((await twilio.requests()).length).toBe(textMessages.perNumberPerDay);
    const capped = await db
      .prepare("SELECT COUNT(*) AS n FROM texts WHERE recipient = ? AND status = 'capped'")
      .bind(phone)
      .first<{ n: number }>();
    expect(capped?.n).toBe(10 - textMessages.perNumberPerDay);
  });

  it("over the site's daily cap nothing is sent, and the row says why", async () => {
    const queue = new RecordingQueue();
    const twilio = await StandInTwilio.open();
    const tight = texter({ db, queue: queue.asQueue() as Queue<unknown>, now, caps: { perNumber: 5, perSite: 0 } });
    const lead = await seedLead({ phone: uniqueMobile() });
    await openRequest(db, lead.id, {}, now());
    expect(await tight.toVisitor(lead.id, "link")).toBe("capped_site");
    await deliver(queue, twilio);
    expect(await twilio.requests()).toHaveLength(0);
    expect((await textsOf(lead.id))[0]).toMatchObject({ status: "capped", body: null });
  });

  it("a stand-in answering 500 once is retried within two minutes, and the text is sent once", async () => {
    const { queue, twilio, texts } = await setup();
    const lead = await seedLead({ phone: uniqueMobile() });
    await openRequest(db, lead.id, {}, now());
    expect(await texts.toVisitor(lead.id, "link")).toBe("queued");
    await twilio.failNext(500);
    const first = await deliver(queue, twilio);
    expect(first.result.retries).toEqual([{ id: "m0", delaySeconds: backoffSeconds(1) }]);
    expect(backoffSeconds(1)).toBeLessThanOrEqual(120);
    queue.sent.push(...(first.messages as never[]));
    const second = await deliver(queue, twilio, 2);
    expect(second.result.acks).toEqual(["m0"]);
    expect(await twilio.requests()).toHaveLength(2);
    expect(await twilio.accepted()).toHaveLength(1);
    expect((await textsOf(lead.id))[0]).toMatchObject({ status: "queued", attempts: 2 });
  });
  it("Twilio's 429 is retried; its 400 with error 21211 (not a valid number) is not, and the row says why", async () => {
    const { queue, twilio, texts } = await setup();
    const lead = await seedLead({ phone: uniqueMobile() });
    await openRequest(db, lead.id, {}, now());
    await texts.toVisitor(lead.id, "link");
    await twilio.failNext(429);
    await twilio.failNext(400, 21211);
    const first = await deliver(queue, twilio);
    expect(first.result.retries).toEqual([{ id: "m0", delaySeconds: backoffSeconds(1) }]);
    queue.sent.push(...(first.messages as never[]));
    const second = await deliver(queue, twilio, 2);
    expect(second.result).toEqual({ acks: ["m0"], retries: [] });
    expect((await twilio.requests()).map((request) => request.answered)).toEqual([429, 400]);
    expect((await textsOf(lead.id))[0]).toMatchObject({ status: "failed", error_code: "21211", body: null });
  });

  it("a wrong auth token: Twilio's 401 (error 20003) is not retried and nothing is sent", async () => {
    const { queue, twilio, texts } = await setup();
    const lead = await seedLead({ phone: uniqueMobile() });
    await openRequest(db, lead.id, {}, now());
    await texts.toVisitor(lead.id, "link");
    const messages = (queue.sent as unknown[]).filter((body) => (body as TextMessage).kind === "text");
    const acks: string[] = [];
    const batch = messages.map(
      (body) => ({ id: "m0", attempts: 1, body, ack: () => acks.push("m0"), retry: () => undefined }) as never,
    );
    await handleTextMessages(batch, { db, now, twilio: twilio.config({ authToken: "not-the-token" }) });
    expect(acks).toEqual(["m0"]);
    expect(await twilio.accepted()).toEqual([]);
    expect((await twilio.requests()).map((request) => request.answered)).toEqual([401]);
    expect((await textsOf(lead.id))[0]).toMatchObject({ status: "failed", error_code: "20003" });
  });
});

describe("the visit's changes by text", () => {
  it("the owner's proposal, confirmation and on my way each cause one text, with the minutes picked", async () => {
    const { queue, twilio, texts } = await setup();
    const { lead, window } = await bookedLead(uniqueMobile());
    const deps = { db, actor: "owner@example.co.uk", now, texts };
    const other = offeredWindows(now()).at(-4)!;
    expect(await visitAction(deps, lead.id, { kind: "propose", windowIds: [other.id] })).toBe("visit_proposed");
    await deliver(queue, twilio);
    expect(await twilio.requests()).toHaveLength(1);
    expect((await twilio.requests())[0]!.form.Body).toContain(
      "Accept one here: https://www.boilerrepairmiddlesbrough.co.uk/requests/",
    );
    expect(await visitAction(deps, lead.id, { kind: "confirm", windowId: window.id })).toBe("visit_confirmed");
    await deliver(queue, twilio);
    expect(await twilio.requests()).toHaveLength(2);
    expect((await twilio.requests())[1]!.form.Body).toContain("your visit is booked for");
    expect(await visitAction(deps, lead.id, { kind: "on_way", minutes: 30 })).toBe("visit_on_way");
    await deliver(queue, twilio);
    expect(await twilio.requests()).toHaveLength(3);
    expect((await twilio.requests())[2]!.form.Body).toContain("about 30 minutes away");
    expect((await textsOf(lead.id)).map((row) => row.kind)).toEqual(["proposed", "confirmed", "on_way"]);
  });
});

describe("Twilio's callbacks", () => {
  const authToken = "test-auth-token";
  const statusUrl = "https://www.boilerrepairmiddlesbrough.co.uk/api/texts/status";
  const replyUrl = "https://www.boilerrepairmiddlesbrough.co.uk/api/texts/inbound";

  async function post(url: string, params: Record<string, string>, signature?: string) {
    const form = new URLSearchParams(params);
    return new Request(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": signature ?? (await twilioSignature(authToken, url, form)),
      },
      body: form.toString(),
    });
  }

  it("signs as Twilio's documented example does", async () => {
    // twilio-python's test vector: the URL with its query, the parameters sorted by name.
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    const params = new URLSearchParams({
      CallSid: "CA1234567890ABCDE",
      Caller: "+12349013030",
      Digits: "1234",
      From: "+12349013030",
      To: "+18005551212",
    });
    expect(await twilioSignature("12345", url, params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
  });

  it("a status callback with a wrong signature is 403 and changes nothing; a right one is recorded", async () => {
    const { queue, twilio, texts } = await setup();
    const lead = await seedLead({ phone: uniqueMobile() });
    await openRequest(db, lead.id, {}, now());
    await texts.toVisitor(lead.id, "link");
    await deliver(queue, twilio);
    const [row] = await textsOf(lead.id);
    const params = { MessageSid: row!.sid!, MessageStatus: "delivered", To: row!.recipient };
    const deps = { db, now, authToken };
    const forged = await handleTextStatus(await post(statusUrl, params, "bm90IGEgc2lnbmF0dXJl"), deps);
    expect(forged.status).toBe(403);
    expect((await textsOf(lead.id))[0]!.status).toBe("queued");
    const unsigned = new Request(statusUrl, { method: "POST", body: new URLSearchParams(params).toString() });
    expect((await handleTextStatus(unsigned, deps)).status).toBe(403);
    expect((await handleTextStatus(await post(statusUrl, params), deps)).status).toBe(204);
    expect((await textsOf(lead.id))[0]).toMatchObject({ status: "delivered" });
    // A late "sent" does not move it back.
    await handleTextStatus(await post(statusUrl, { ...params, MessageStatus: "sent" }), deps);
    expect((await textsOf(lead.id))[0]).toMatchObject({ status: "delivered" });
    // Texts off: the door is not there.
    expect((await handleTextStatus(await post(statusUrl, params), { db, now })).status).toBe(404);
  });

  it("after an inbound STOP nothing more is sent; START lifts it", async () => {
    const { queue, twilio, texts } = await setup();
    const phone = uniqueMobile();
    const { lead, window } = await bookedLead(phone);
    const deps = { db, now, authToken };
    const forged = await handleTextReply(await post(replyUrl, { From: phone, Body: "STOP" }, "AAAA"), deps);
    expect(forged.status).toBe(403);
    const reply = await handleTextReply(await post(replyUrl, { From: phone, Body: " stop " }), deps);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("Content-Type")).toContain("text/xml");
    expect(await texts.toVisitor(lead.id, "link")).toBe("opted_out");
    const desk = { db, actor: "owner@example.co.uk", now, texts };
    expect(await visitAction(desk, lead.id, { kind: "confirm", windowId: window.id })).toBe("visit_confirmed");
    await deliver(queue, twilio);
    expect(await twilio.requests()).toHaveLength(0);
    expect((await textsOf(lead.id)).map((row) => row.status)).toEqual(["opted_out", "opted_out"]);
    await handleTextReply(await post(replyUrl, { From: phone, Body: "START" }), deps);
    expect(await texts.toVisitor(lead.id, "resend", { eventKey: "resend:1" })).toBe("queued");
  });

  it("Twilio's error 21610 (unsubscribed) records the opt-out and is not retried", async () => {
    const { queue, twilio, texts } = await setup();
    const phone = uniqueMobile();
    const lead = await seedLead({ phone });
    await openRequest(db, lead.id, {}, now());
    await texts.toVisitor(lead.id, "link");
    await twilio.failNext(400, 21610);
    const { result } = await deliver(queue, twilio);
    expect(result.acks).toEqual(["m0"]);
    expect(result.retries).toEqual([]);
    expect((await textsOf(lead.id))[0]).toMatchObject({ status: "failed", error_code: "21610" });
    expect(await db.prepare("SELECT source FROM text_opt_outs WHERE number = ?").bind(phone).first()).toEqual({
      source: "error_21610",
    });
    expect(await texts.toVisitor(lead.id, "resend", { eventKey: "resend:x" })).toBe("opted_out");
  });
});

describe("retention", () => {
  it("a lead's texts go with it; an opt-out goes once no stored lead has the number and it is past the cutoff", async () => {
    const { texts } = await setup();
    const phone = uniqueMobile();
    const lead = await seedLead({ phone });
    await openRequest(db, lead.id, {}, now());
    await texts.toVisitor(lead.id, "link");
    const stale = uniqueMobile();
    await optOut(db, stale, "reply", new Date(Date.now() - 400 * 86_400_000));
    await optOut(db, phone, "reply", new Date(Date.now() - 400 * 86_400_000));
    await db.prepare("DELETE FROM leads WHERE id = ?").bind(lead.id).run();
    await purgeTextRecords(db, new Date(Date.now() - 365 * 86_400_000));
    expect(await textsOf(lead.id)).toEqual([]);
    expect(
      await db.prepare("SELECT number FROM text_opt_outs WHERE number IN (?, ?)").bind(stale, phone).all(),
    ).toMatchObject({
      results: [],
    });
  });
});
