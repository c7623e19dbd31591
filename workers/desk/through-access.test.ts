/**
 * The desk as the owner reaches it in production: through Cloudflare Access
 * (a token signed locally for a stand-in team, test/desk-access.ts), against
 * the production build. Bad input in a desk address answers 400 or 404,
 * never 500.
 */
import { describe, expect, it } from "vitest";
import { londonDay } from "~/lib/contracts/london-time";
import { deskPost, deskRequest } from "../../test/desk-access";
import { seedLead } from "../test/desk-leads";
import { db, uniqueId } from "../test/fakes";
import { openRequest } from "../requests/store";

/** What a person reads on the page: the text outside tags, scripts and styles. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** A lead whose visit is booked for today's morning, with an e-mail address. */
async function visitToday(name: string) {
  const lead = await seedLead({ name, salesStatus: "booked" });
  await openRequest(db, lead.id, { email: "sam@example.com" }, new Date());
  await db
    .prepare("UPDATE lead_requests SET visit_state = 'confirmed', visit_window = ? WHERE lead_id = ?")
    .bind(`${londonDay(new Date())}:am`, lead.id)
    .run();
  return lead;
}

describe("the desk through Access", () => {
  it("lets a signed-in owner in and keeps everyone else out", async () => {
    const lead = await seedLead({ name: "Access Customer Qv" });
    const page = await deskRequest(`/desk/leads/${lead.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Access Customer Qv");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const refused = await deskRequest(`/desk/leads/${lead.id}`, { token: null });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("Access Customer");
  });

  it("malformed %-encoding in a lead's address is a 400 or 404, never a 500", async () => {
    for (const path of [
      "/desk/leads/%E0%A4%A",
      "/desk/leads/%",
      "/desk/leads/%ZZ",
      "/desk/leads/%E0%A4%A.data",
      "/desk/leads/%E0%A4%A/call",
      "/desk/leads/%/photos/%",
      "/desk/leads/%C0%AF",
    ]) {
      const response = await deskRequest(path);
      expect([400, 404], path).toContain(response.status);
      const post = await deskRequest(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=note&note=hello",
      });
      expect([400, 404, 405], `POST ${path}`).toContain(post.status);
    }
  });

  it("an impossible date in the list's or the CSV's range is a 400 that says so", async () => {
    for (const day of ["2027-13-01", "2027-02-30", "2027-00-10", "2027-01-32"]) {
      const list = await deskRequest(`/desk?from=${day}`);
      expect(list.status, day).toBe(400);
      expect(await list.text()).toContain("is not a date");
      const to = await deskRequest(`/desk?to=${day}`);
      expect(to.status, day).toBe(400);
      const csv = await deskRequest(`/desk/export.csv?from=${day}&to=2027-03-01`);
      expect(csv.status, day).toBe(400);
      expect(await csv.text()).toContain("is not a date");
    }
    expect((await deskRequest("/desk?from=2027-02-28&to=2027-03-01")).status).toBe(200);
  });
});

describe("the one-thumb desk through Access", () => {
  it("the first page: needs action first, each card saying why, then the list paged with links that need no script", async () => {
    const tag = uniqueId("needs");
    const fresh = await seedLead({ name: `Fresh ${tag}`, salesStatus: "new" });
    const today = await visitToday(`Today ${tag}`);
    for (let i = 0; i < 26; i++) await seedLead({ name: `Filler ${tag} ${i}`, salesStatus: "contacted" });
    const html = await (await deskRequest("/desk")).text();
    const text = visibleText(html);
    expect(text.indexOf("Needs action")).toBeLessThan(text.indexOf("All leads"));
    const needs = text.slice(text.indexOf("Needs action"), text.indexOf("All leads"));
    expect(needs).toContain(`New request: not contacted yet Fresh ${tag}`);
    expect(needs).toMatch(new RegExp(`Visit today: morning [^·]* Today ${tag}`));
    expect(needs).toContain("On my way…");
    expect(html).toMatch(/href="\/desk\?page=2#all"/);
    const second = visibleText(await (await deskRequest("/desk?page=2")).text());
    expect(second).toContain("page 2 of");
    expect(second).not.toContain("Needs action");
    expect(text).not.toContain(fresh.id);
    expect(text).not.toContain(today.id);
  });

  it("a customer's change shows until the owner opens the lead", async () => {
    const lead = await seedLead({ name: `Changer ${uniqueId()}`, salesStatus: "contacted" });
    await openRequest(db, lead.id, {}, new Date(Date.now() - 60_000));
    await db
      .prepare("INSERT INTO request_events (lead_id, at, kind, text) VALUES (?, ?, 'details', 'Side door, loft hatch')")
      .bind(lead.id, new Date().toISOString())
      .run();
    const before = visibleText(await (await deskRequest("/desk")).text());
    expect(before).toMatch(new RegExp(`They added a note \\([^)]*\\) since you last looked ${lead.name}`));
    const page = visibleText(await (await deskRequest(`/desk/leads/${lead.id}`)).text());
    // Reading order: what is wrong, their notes, then the actions; the technical rows last.
    const order = [
      "What is wrong",
      "Their notes",
      "Side door, loft hatch",
      "What you can do",
      "What happened, in order",
      "How you were told",
    ];
    expect(order.map((words) => page.indexOf(words))).toEqual(
      order.map((words) => page.indexOf(words)).sort((a, b) => a - b),
    );
    expect(page).not.toContain(lead.id);
    const after = visibleText(await (await deskRequest("/desk")).text());
    expect(after).not.toContain(`since you last looked ${lead.name}`);
  });

  it("on my way with 30 minutes: stored, and the customer's e-mail says about 30 minutes", async () => {
    const lead = await visitToday(`On way ${uniqueId()}`);
    const refused = await deskPost(`/desk/leads/${lead.id}`, { intent: "on_way", minutes: "5" });
    expect(refused.headers.get("Location")).toContain("done=minutes");
    const posted = await deskPost(`/desk/leads/${lead.id}`, { intent: "on_way", minutes: "30" });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toContain("done=visit_on_way");
    const row = await db
      .prepare("SELECT visit_state, on_way_minutes FROM lead_requests WHERE lead_id = ?")
      .bind(lead.id)
      .first();
    expect(row).toEqual({ visit_state: "on_way", on_way_minutes: 30 });
    const email = await db
      .prepare("SELECT subject FROM customer_emails WHERE lead_id = ? AND kind = 'visitor_on_way'")
      .bind(lead.id)
      .first<{ subject: string }>();
    expect(email?.subject).toBe("The engineer is on the way");
    const page = visibleText(await (await deskRequest(`/desk/leads/${lead.id}`)).text());
    expect(page).toContain("You said you were about 30 minutes away.");
    expect(page).toContain("On my way: about 30 minutes");
  });

  it("the review link is an owner setting pasted on Settings; until then the lead says what to paste and where", async () => {
    const lead = await seedLead({ name: `Reviewed ${uniqueId()}`, salesStatus: "won" });
    await db.prepare("DELETE FROM desk_settings").run();
    const unset = visibleText(await (await deskRequest(`/desk/leads/${lead.id}`)).text());
    expect(unset).toContain("Your review link is not set yet.");
    expect(unset).toContain("paste it on the Settings page");
    expect(unset).not.toMatch(/launchFacts|business\.ts|app\//);
    expect((await deskPost("/desk/settings", { reviewLink: "javascript:alert(1)" })).headers.get("Location")).toBe(
      "/desk/settings?done=refused",
    );
    expect((await deskPost("/desk/settings", { reviewLink: " https://g.page/r/abc123/review " })).status).toBe(303);
    const set = visibleText(await (await deskRequest(`/desk/leads/${lead.id}`)).text());
    expect(set).toContain("Ask for a review at the door");
    expect(set).toContain("https://g.page/r/abc123/review");
    const audit = await db
      .prepare("SELECT actor, outcome FROM desk_audit WHERE action = 'settings' ORDER BY id DESC LIMIT 1")
      .first();
    expect(audit).toEqual({ actor: "owner@example.co.uk", outcome: "done" });
  });
});
