import { describe, expect, it } from "vitest";
import { db } from "../test/fakes";
import { csvField, toCsv } from "./csv";
import { leadCsv } from "./export";
import { seedLead } from "../test/desk-leads";

describe("CSV for Excel", () => {
  it("starts with a UTF-8 byte-order mark, ends lines with CRLF and quotes every field", () => {
    const csv = toCsv(
      ["Name", "Note"],
      [
        ["Zoë O'Neil", 'said "asap", then\nhung up'],
        ["£95", null],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('"Name","Note"\r\n"Zoë O\'Neil","said ""asap"", then\nhung up"\r\n"£95",""\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil","click")', '"\'=HYPERLINK(""http://evil"",""click"")"'],
    ["+44 7700 900123", '"\'+44 7700 900123"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1:A2)", '"\'@SUM(A1:A2)"'],
    ["\t=1+1", '"\'\t=1+1"'],
    ["\r=1+1", '"\'\r=1+1"'],
  ])("neutralises a formula: %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("leaves ordinary text alone", () => {
    expect(csvField("TS5 6AA")).toBe('"TS5 6AA"');
    expect(csvField("a=b")).toBe('"a=b"');
    expect(csvField(42)).toBe('"42"');
  });
});

describe("the export", () => {
  it("has the leads of the chosen London days only, formula-safe, phone numbers as the owner dials them", async () => {
    const inside = await seedLead({
      name: "=cmd|' /C calc'!A0",
      createdAt: "2025-03-10T09:30:00.000Z",
      sourcePage: "/contact",
    });
    await seedLead({ name: "Too Early", createdAt: "2025-03-08T23:59:00.000Z" });
    // March before the clocks change: London is on GMT, so 00:30 UTC on 12 March is 12 March.
    await seedLead({ name: "Too Late", createdAt: "2025-03-12T00:30:00.000Z" });
    const csv = await leadCsv(db, "2025-03-09", "2025-03-11");
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Received","Name","Phone","Postcode","Problem","Service","Page","Status","Notification","Possible spam","Visit","Time asked for","Reference"',
    );
    expect(lines).toHaveLength(3); // header, one lead, final empty line
    expect(lines[1]).toBe(
      `"Monday 10 March 2025 at 09:30","'=cmd|' /C calc'!A0","07700 900123","TS5 6AA","No hot water","Boiler Repair","/contact","New","E-mailed","","","","${inside.id}"`,
    );
  });

  it("counts London days in summer time (BST)", async () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    const lead = await seedLead({ name: "Summer Night", createdAt: "2025-07-01T23:30:00.000Z" });
    expect(await leadCsv(db, "2025-07-02", "2025-07-02")).toContain(lead.id);
    expect(await leadCsv(db, "2025-07-01", "2025-07-01")).not.toContain(lead.id);
  });
});
