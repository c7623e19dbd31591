/** The desk's request page link: a fresh one to copy, sent again by text or e-mail, the texts on the timeline. */
import { describe, expect, it } from "vitest";
import { db, RecordingQueue } from "../test/fakes";
import { seedLead } from "../test/desk-leads";
import { StandInTwilio, uniqueMobile } from "../test/twilio-service";
import { mailer } from "../requests/mail";
import { leadIdForToken, openRequest } from "../requests/store";
import { handleTextMessages, type TextMessage } from "../texts/outbox";
import { texter } from "../requests/texts";
import { requestTimeline } from "./visit-view";
import { deskRequestLink, deskTexts, resendLink } from "./request-link";

const now = () => new Date();

function deps(queue: RecordingQueue) {
  const q = queue.asQueue() as Queue<unknown>;
  return {
    db,
    queue: queue.asQueue(),
    actor: "owner@example.co.uk",
    now,
    mail: mailer({
      db,
      queue: q,
      now,
      customerFrom: "v@example.co.uk",
      ownerFrom: "l@example.co.uk",
      ownerTo: "o@example.co.uk",
    }),
    texts: texter({ db, queue: q, now, caps: { perNumber: 5, perSite: 1_000_000 } }),
  };
}

describe("the request page link on the desk", () => {
  it("a fresh link opens the customer's page; resent by text it is texted once per tap and shows on the timeline", async () => {
    const queue = new RecordingQueue();
    const phone = uniqueMobile();
    const lead = await seedLead({ phone });
    await openRequest(db, lead.id, {}, now());
    const link = await deskRequestLink(deps(queue), lead.id);
    expect(link).toMatch(/^https:\/\/www\.boilerrepairmiddlesbrough\.co\.uk\/requests\/[A-Za-z0-9_-]{43}$/);
    expect(await leadIdForToken(db, link!.split("/").at(-1)!, now())).toBe(lead.id);

    expect(await resendLink(deps(queue), lead.id, "text")).toBe("link_texted");
    expect(await resendLink(deps(queue), lead.id, "email")).toBe("no_email");
    const twilio = await StandInTwilio.open();
    const messages = (queue.sent as unknown[])
      .filter((body) => (body as TextMessage).kind === "text")
      .map(
        (body) => ({ body, attempts: 1, ack: () => undefined, retry: () => undefined }) as unknown as Message<unknown>,
      );
    await handleTextMessages(messages, { db, now, twilio: twilio.config() });
    const requests = await twilio.requests();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.form.To).toBe(phone);
    expect(requests[0]!.answered).toBe(201);
    const timeline = await requestTimeline(db, lead.id);
    expect(timeline.map((entry) => entry.text)).toContain("Text sent to Twilio: the request page link again");
    expect(await deskTexts(db, phone, true, now())).toMatchObject({ off: null, sitePerDay: 100 });
    expect((await deskTexts(db, "+441642123456", true, now())).off).toBe("not_mobile");
    expect((await deskTexts(db, phone, false, now())).off).toBe("no_secrets");
  });

  it("resending by e-mail when an address was given; by text to a landline is refused with the reason", async () => {
    const queue = new RecordingQueue();
    const lead = await seedLead({ phone: "+441642123456" });
    await openRequest(db, lead.id, { email: "jo@example.com" }, now());
    expect(await resendLink(deps(queue), lead.id, "email")).toBe("link_emailed");
    expect(await resendLink(deps(queue), lead.id, "text")).toBe("text_not_mobile");
    expect(await resendLink({ ...deps(queue), texts: undefined }, lead.id, "text")).toBe("texts_off");
  });
});
