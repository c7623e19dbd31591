import { expect, type Locator, type Page, test } from "@playwright/test";
import { londonDay } from "~/lib/contracts/london-time";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import { gotoHydrated } from "./hydrated";
import { queryLeads, sqlText, uniqueName } from "./leads-db";
import { axeAtWidths, nuFindings, sidewaysScroll } from "./outside-checkers";

/**
 * The desk as a one-thumb tool, at 390 px with the development switch: what
 * needs the owner comes first, the first page stays small with 200 leads,
 * paging works without JavaScript, and each daily job takes at most its
 * number of taps from the desk's first page (counted here: a job that grows
 * a tap fails). The leads are written to the local D1 as the pipeline would.
 */

interface Seeded {
  id: string;
  name: string;
  phone: string;
}

interface RequestSeed {
  state: "requested" | "confirmed";
  requested?: string;
  window?: string;
  email?: string;
}

async function seedLead(label: string, salesStatus = "new", request?: RequestSeed): Promise<Seeded> {
  const id = crypto.randomUUID();
  const name = uniqueName(label);
  const phone = `+4477009${String(Math.floor(10000 + Math.random() * 89999))}`;
  const now = new Date().toISOString();
  await queryLeads(
    `INSERT INTO leads (id, submission_id, created_at, name, phone, postcode, issue, service, source_page, notification_status, notified_at, sales_status)
     VALUES (${sqlText(id)}, ${sqlText(`thumb-${id}`)}, ${sqlText(now)}, ${sqlText(name)}, ${sqlText(phone)}, 'TS5 6AA',
       'Boiler shows F28, no heating', 'Boiler Repair', '/contact', 'notified', ${sqlText(now)}, ${sqlText(salesStatus)})`,
  );
  if (request) {
    const text = (value: string | undefined) => (value ? sqlText(value) : "NULL");
    await queryLeads(
      `INSERT INTO lead_requests (lead_id, created_at, email, requested_window, visit_state, visit_window, updated_at)
       VALUES (${sqlText(id)}, ${sqlText(now)}, ${text(request.email)}, ${text(request.requested)}, ${sqlText(request.state)},
         ${text(request.window)}, ${sqlText(now)})`,
    );
  }
  return { id, name, phone };
}

const visitRow = async (id: string) =>
  (
    await queryLeads<{ visit_state: string; on_way_minutes: number | null; proposed_windows: string | null }>(
      `SELECT visit_state, on_way_minutes, proposed_windows FROM lead_requests WHERE lead_id = ${sqlText(id)}`,
    )
  )[0];

/** Counts the owner's taps; a tel: link is counted and checked, not followed (the test has no dialler). */
class Taps {
  count = 0;
  async tap(target: Locator) {
    await target.click();
    this.count++;
  }
  dial(target: Locator, phone: string) {
    this.count++;
    return expect(target).toHaveAttribute("href", `tel:${phone}`);
  }
}

/** The most taps each daily job may take from the desk's first page. */
const BUDGET = { call: 1, confirm: 2, propose: 3, onMyWay: 2, done: 2, review: 2 } as const;

const card = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name }).first();

test.describe("the desk at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 120_000 });

  test("each daily job takes at most its taps from the first page", async ({ page }) => {
    // Free windows for this run: earlier runs' visits (same D1) would fill them.
    await queryLeads(
      "DELETE FROM lead_requests WHERE lead_id IN (SELECT id FROM leads WHERE submission_id LIKE 'thumb-%')",
    );
    await queryLeads(
      "INSERT INTO desk_settings (key, value, updated_at, updated_by) VALUES ('review_link', 'https://g.page/r/thumb/review', '2026-01-01T00:00:00Z', 'e2e') ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
    const [asked, other] = offeredWindows(new Date()).filter((w) => w.day !== londonDay(new Date()));
    const today = `${londonDay(new Date())}:am`;
    const used: Record<keyof typeof BUDGET, number> = {
      call: 0,
      confirm: 0,
      propose: 0,
      onMyWay: 0,
      done: 0,
      review: 0,
    };

    // Call a new lead: one tap on its card in "Needs action".
    const caller = await seedLead("Thumb Call");
    await gotoHydrated(page, "/desk");
    let taps = new Taps();
    await taps.dial(
      card(page, caller.name).getByRole("link", { name: `Call ${caller.name} on 07700 ${caller.phone.slice(7)}` }),
      caller.phone,
    );
    used.call = taps.count;

    // Confirm the time asked for: open the lead, tap "Confirm <time>".
    const confirmer = await seedLead("Thumb Confirm", "new", {
      state: "requested",
      requested: asked!.id,
      email: "c@example.com",
    });
    await gotoHydrated(page, "/desk");
    taps = new Taps();
    await taps.tap(card(page, confirmer.name).getByRole("link", { name: confirmer.name, exact: true }));
    await taps.tap(page.getByRole("button", { name: /^Confirm / }));
    await expect(page.getByRole("status").filter({ hasText: "Visit confirmed" })).toBeVisible();
    expect((await visitRow(confirmer.id))?.visit_state).toBe("confirmed");
    used.confirm = taps.count;

    // Propose the next free times: open the lead, the first two chips are ticked, tap "Propose".
    const proposer = await seedLead("Thumb Propose", "new", { state: "requested", requested: other!.id });
    await gotoHydrated(page, "/desk");
    taps = new Taps();
    await taps.tap(card(page, proposer.name).getByRole("link", { name: proposer.name, exact: true }));
    await taps.tap(page.getByRole("button", { name: "Propose the ticked times" }));
    await expect(page.getByRole("status").filter({ hasText: "Times proposed" })).toBeVisible();
    const proposed = await visitRow(proposer.id);
    expect(proposed?.visit_state).toBe("proposed");
    expect(JSON.parse(proposed!.proposed_windows!)).toHaveLength(2);
    used.propose = taps.count;

    // On my way, 30 minutes: from the visit's card in "Needs action".
    const visit = await seedLead("Thumb Visit", "booked", {
      state: "confirmed",
      window: today,
      email: "v@example.com",
    });
    await gotoHydrated(page, "/desk");
    taps = new Taps();
    const visitCard = card(page, visit.name);
    await expect(visitCard).toContainText("Visit today");
    await taps.tap(visitCard.getByText("On my way…"));
    await taps.tap(visitCard.getByRole("button", { name: "30 min" }));
    await expect(page.getByRole("status").filter({ hasText: "on the way" })).toBeVisible();
    expect(await visitRow(visit.id)).toMatchObject({ visit_state: "on_way", on_way_minutes: 30 });
    used.onMyWay = taps.count;

    // Done: from the same card, which asks first.
    await gotoHydrated(page, "/desk");
    taps = new Taps();
    await taps.tap(card(page, visit.name).getByText("Done…"));
    await taps.tap(card(page, visit.name).getByRole("button", { name: "Yes, the visit is done" }));
    await expect(page.getByRole("status").filter({ hasText: "Visit done" })).toBeVisible();
    expect((await visitRow(visit.id))?.visit_state).toBe("done");
    used.done = taps.count;

    // Ask for a review: the lead is at the top of the list; open it, tap the button.
    const reviewed = await seedLead("Thumb Review", "won");
    await gotoHydrated(page, "/desk");
    taps = new Taps();
    await taps.tap(card(page, reviewed.name).getByRole("link", { name: reviewed.name, exact: true }));
    await taps.tap(page.getByRole("button", { name: "Ask for a review at the door" }));
    await expect(page.getByRole("status").filter({ hasText: "Review asked for" })).toBeVisible();
    used.review = taps.count;

    console.log(`Taps per job: ${JSON.stringify(used)}`);
    for (const job of Object.keys(BUDGET) as (keyof typeof BUDGET)[]) {
      expect(used[job], job).toBeLessThanOrEqual(BUDGET[job]);
    }
  });

  test("with 200 leads the first page is at most 60 KB, needs action comes first, and paging needs no script", async ({
    browser,
    request,
  }) => {
    const count = (await queryLeads<{ n: number }>("SELECT COUNT(*) AS n FROM leads"))[0]!.n;
    if (count < 200) {
      const rows = Array.from({ length: 200 - count }, (_, i) => {
        const id = crypto.randomUUID();
        const at = new Date(Date.now() - (i + 1) * 3_600_000).toISOString();
        return `(${sqlText(id)}, ${sqlText(`bulk-${id}`)}, ${sqlText(at)}, ${sqlText(`Bulk Customer ${i}`)}, '+4477009${10000 + i}', 'TS5 6AA', 'No hot water since this morning and the boiler shows F28', 'Boiler Repair', '/contact', 'notified', ${sqlText(at)})`;
      });
      await queryLeads(
        `INSERT INTO leads (id, submission_id, created_at, name, phone, postcode, issue, service, source_page, notification_status, notified_at) VALUES ${rows.join(", ")}`,
      );
    }
    const html = await (await request.get("/desk")).text();
    const bytes = new TextEncoder().encode(html).length;
    console.log(`First desk page: ${bytes} bytes with ${Math.max(count, 200)} leads`);
    expect(bytes).toBeLessThanOrEqual(60 * 1024);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/desk");
    const headings = await page
      .getByRole("heading", { level: 1 })
      .or(page.getByRole("heading", { level: 2 }))
      .allTextContents();
    expect(headings.indexOf("Needs action")).toBeLessThan(headings.indexOf("All leads"));
    await expect(page.getByText("Find, filter or export")).toBeVisible();
    await expect(page.getByLabel("Name, phone or postcode")).toBeHidden();
    await page.getByRole("link", { name: "Older →" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("status").filter({ hasText: /page 2 of \d+/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Needs action" })).toHaveCount(0);
    await context.close();
  });

  test("the menu is one line and nothing is wider than the phone", async ({ page }) => {
    await page.goto("/desk");
    const tops = await page
      .getByRole("navigation", { name: "Desk" })
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
    expect(await sidewaysScroll(page)).toBeUndefined();
  });
});

test("every desk view: axe at 390/820/1440, the W3C checker, and no id, file path or code name as text", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const visit = await seedLead("Thumb Views", "booked", {
    state: "confirmed",
    window: `${londonDay(new Date())}:pm`,
    email: "views@example.com",
  });
  const asking = await seedLead("Thumb Asking", "new", {
    state: "requested",
    requested: offeredWindows(new Date()).at(-1)!.id,
  });
  await queryLeads(
    `INSERT INTO request_events (lead_id, at, kind, text) VALUES (${sqlText(asking.id)}, ${sqlText(new Date().toISOString())}, 'details', 'Loft hatch is above the landing; use the side door')`,
  );
  const won = await seedLead("Thumb Won", "won");
  const views = [
    "/desk",
    "/desk?page=2",
    "/desk?from=2027-13-01",
    `/desk/leads/${visit.id}`,
    `/desk/leads/${asking.id}`,
    `/desk/leads/${won.id}`,
    "/desk/settings",
    "/desk/insight",
    "/desk/reminders",
    "/desk/devices",
  ];
  const findings: string[] = [];
  const documents: { name: string; html: string }[] = [];
  for (const path of views) {
    await gotoHydrated(page, path);
    for (const finding of await axeAtWidths(page)) findings.push(`${path}: ${finding}`);
    const text = await page.locator("body").innerText();
    for (const id of [visit.id, asking.id, won.id]) if (text.includes(id)) findings.push(`${path}: shows the id ${id}`);
    const code =
      /\b[\w/-]+\.(?:tsx?|mjs|js|json|md|toml)\b|\b(?:app|docs|workers)\/|\blaunchFacts\b|\bDESK_DEV_OPEN\b|\bVAPID\b|[0-9a-f]{8}-[0-9a-f]{4}-/.exec(
        text,
      );
    if (code) findings.push(`${path}: shows “${code[0]}”`);
    documents.push({ name: path, html: await (await request.get(path)).text() });
  }
  // The visit is over: it leaves "Needs action" for the next run on this database.
  await queryLeads(`UPDATE lead_requests SET visit_state = 'done' WHERE lead_id = ${sqlText(visit.id)}`);
  expect(findings).toEqual([]);
  expect(await nuFindings(documents)).toEqual([]);
});
