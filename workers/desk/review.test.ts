/**
 * "Ask for a review": one link for every customer, whoever they
 * are and however the job went; e-mailed when there is an address, else shown
 * with a QR code; offered only once a job is done or won; always audited.
 */
import { describe, expect, it } from "vitest";
import { db, RecordingQueue, uniqueId } from "../test/fakes";
import { openRequest } from "../requests/store";
import { seedLead } from "../test/desk-leads";
import { auditOf } from "./audit";
import { deskPortFor } from "./port";
import { composeReviewRequest } from "./review";

const LINK = "https://g.page/r/boiler-repair-middlesbrough/review";
const now = () => new Date();

function port(reviewLink: string | undefined = LINK) {
  return deskPortFor({
    db,
    queue: new RecordingQueue().asQueue(),
    actor: "owner@example.co.uk",
    now,
    customerFrom: "visits@example.co.uk",
    reviewLink,
  });
}

/** The text/plain part of a MIME message, decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? "";
  return new TextDecoder().decode(Uint8Array.from(atob(part.replace(/\s+/g, "")), (c) => c.charCodeAt(0)));
}

const links = (text: string) => text.match(/https:\/\/[^\s]+/g) ?? [];

describe("asking for a review", () => {
  it("sends the same link to every customer, whatever the job and its notes, with nothing offered", async () => {
    const customers = [
      { name: "Happy Harriet", issue: "Annual service", note: "Lovely customer, very pleased" },
      { name: "Cross Colin", issue: "Boiler leaking again", note: "Unhappy about the wait, complained" },
      { name: `Quiet ${uniqueId()}`, issue: "No hot water", note: "" },
    ];
    const sentLinks: string[][] = [];
    for (const customer of customers) {
      const lead = await seedLead({ name: customer.name, issue: customer.issue, salesStatus: "won" });
      await openRequest(db, lead.id, { email: `${lead.id}@example.com` }, now());
      if (customer.note) await port().addNote(lead.id, customer.note);
      expect(await port().askForReview(lead.id)).toBe("review_emailed");
      const email = await db
        .prepare("SELECT kind, recipient, raw FROM customer_emails WHERE lead_id = ? AND kind = 'visitor_review'")
        .bind(lead.id)
        .first<{ kind: string; recipient: string; raw: string }>();
      expect(email?.recipient).toBe(`${lead.id}@example.com`);
      const text = plainText(email!.raw);
      expect(text).not.toMatch(/discount|voucher|prize|£|free gift/i);
      sentLinks.push(links(text).filter((link) => !link.includes("boilerrepairmiddlesbrough.co.uk")));
    }
    expect(sentLinks).toEqual([[LINK], [LINK], [LINK]]);
  });

  it("the composed e-mail is the same for every customer but the greeting", () => {
    const one = composeReviewRequest("Ann", LINK, { from: "a@example.co.uk", to: "x@example.com" }, "1").text;
    const two = composeReviewRequest("Bob", LINK, { from: "a@example.co.uk", to: "y@example.com" }, "2").text;
    expect(one.replace("Ann", "")).toBe(two.replace("Bob", ""));
  });

  it("without an e-mail address: the link and its QR code to show at the door; the ask is audited", async () => {
    const lead = await seedLead({ name: "Door Dora", salesStatus: "won" });
    const detail = await port().getLead(lead.id);
    expect(detail?.review).toMatchObject({ link: LINK, emailGiven: false, askedAt: null });
    expect(detail?.review?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(await port().askForReview(lead.id)).toBe("review_shown");
    const audits = await auditOf(db, lead.id);
    expect(audits.at(-1)).toMatchObject({ action: "review", outcome: "done", actor: "owner@example.co.uk" });
    const again = await port().getLead(lead.id);
    expect(again?.review?.askedAt).toBe(audits.at(-1)?.at);
    expect(again?.timeline.map((entry) => entry.text)).toContain(
      "Asked for a review at the door (link and QR code shown)",
    );
  });

  it("is offered only once a job is done or won, and not before the owner has confirmed the link", async () => {
    const open = await seedLead({ name: "Open Olive", salesStatus: "contacted" });
    expect((await port().getLead(open.id))?.review ?? null).toBeNull();
    expect(await port().askForReview(open.id)).toBe("refused");
    expect((await auditOf(db, open.id)).at(-1)).toMatchObject({ action: "review", outcome: "refused" });
    const won = await seedLead({ name: "Won Wendy", salesStatus: "won" });
    expect(await port("").askForReview(won.id)).toBe("review_no_link");
  });
});
