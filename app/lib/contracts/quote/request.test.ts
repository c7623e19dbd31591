import { describe, expect, it } from "vitest";
import { formatUkPhone, normalisePostcode, normaliseUkPhone, quoteRequestSchema } from "./request";

describe("UK phone numbers", () => {
  it.each([
    ["07700 900123", "+447700900123"],
    ["07700900123", "+447700900123"],
    ["+44 7700 900123", "+447700900123"],
    ["+44 (0)7700 900123", "+447700900123"],
    ["0044 7700 900123", "+447700900123"],
    ["(01642) 040623", "+441642040623"],
    ["01642-040-623", "+441642040623"],
    ["020 7946 0018", "+442079460018"],
    ["016977 4567", "+44169774567"],
    ["0345 123 4567", "+443451234567"],
  ])("accepts %s", (raw, e164) => {
    expect(normaliseUkPhone(raw)).toBe(e164);
  });

  it.each([
    "",
    "12345",
    "0770090012",
    "077009001234",
    "+1 415 555 0100",
    "0800 111 999 ext",
    "09001234567",
    "phone me",
  ])("refuses %j", (raw) => {
    expect(normaliseUkPhone(raw)).toBeUndefined();
  });

  it("formats numbers for people", () => {
    expect(formatUkPhone("+447700900123")).toBe("07700 900123");
    expect(formatUkPhone("+441642040623")).toBe("01642 040623");
    expect(formatUkPhone("+442079460018")).toBe("020 7946 0018");
  });
});

describe("UK postcodes", () => {
  it.each([
    ["ts1 2rq", "TS1 2RQ"],
    ["TS12RQ", "TS1 2RQ"],
    [" ts5  6aa ", "TS5 6AA"],
    ["YO22 4AB", "YO22 4AB"],
    ["SW1A 1AA", "SW1A 1AA"],
    ["EC1A1BB", "EC1A 1BB"],
    ["W1A 0AX", "W1A 0AX"],
  ])("normalises %j", (raw, postcode) => {
    expect(normalisePostcode(raw)).toBe(postcode);
  });

  it.each(["", "TS1", "banana", "12345", "TS1 2R", "QQ1 1AA", "TS1 2RQQ"])("refuses %j", (raw) => {
    expect(normalisePostcode(raw)).toBeUndefined();
  });
});

describe("quote request schema", () => {
  const valid = { name: "  Jane Smith ", phone: "07700 900123", postcode: "ts5 6aa", issue: " No heating " };

  it("trims and normalises, and ignores unknown fields", () => {
    const result = quoteRequestSchema.parse({ ...valid, admin: true, status: "notified" });
    expect(result).toEqual({
      name: "Jane Smith",
      phone: "+447700900123",
      postcode: "TS5 6AA",
      issue: "No heating",
      service: undefined,
    });
  });

  it("treats an empty or missing issue as none", () => {
    expect(quoteRequestSchema.parse({ ...valid, issue: "" }).issue).toBeUndefined();
    expect(quoteRequestSchema.parse({ ...valid, issue: null }).issue).toBeUndefined();
    const { issue: _omitted, ...noIssue } = valid;
    expect(quoteRequestSchema.parse(noIssue).issue).toBeUndefined();
  });

  it.each([
    ["name", { name: "J" }, "Please tell us your name."],
    ["name", { name: "x".repeat(101) }, "Please keep your name to 100 characters."],
    ["name", { name: "Jane\r\nBcc: x@y.z" }, "Please use letters and spaces in your name."],
    ["phone", { phone: "" }, "Please give us a phone number so an engineer can call you back."],
    ["phone", { phone: "12345" }, "Please enter a UK phone number, for example 07700 900123 or 01642 123456."],
    ["postcode", { postcode: "banana" }, "Please enter a full UK postcode, for example TS1 2RQ."],
    ["issue", { issue: "x".repeat(2001) }, "The description of the problem must be 2000 characters or fewer."],
    ["issue", { issue: 42 }, "The description of the problem must be text."],
  ])("explains a bad %s", (field, change, message) => {
    const result = quoteRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});
