/**
 * The desk as the owner reaches it in production: through Cloudflare Access
 * (a token signed locally for a stand-in team, test/desk-access.ts), against
 * the production build. Bad input in a desk address answers 400 or 404,
 * never 500.
 */
import { describe, expect, it } from "vitest";
import { deskRequest } from "../../test/desk-access";
import { seedLead } from "../test/desk-leads";

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
