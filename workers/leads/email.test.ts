import { describe, expect, it } from "vitest";
import { composeLeadEmail, formatLondonTime } from "./email";
import type { Lead } from "./lead";

const lead: Lead = {
  id: "lead-1",
  submissionId: "sub-00000001",
  createdAt: "2026-07-01T11:30:00.000Z",
  name: `<script>alert("x")</script> O'Brien`,
  phone: "+447700900123",
  postcode: "TS5 6AA",
  issue: "Robert'); DROP TABLE leads;-- <b>bold</b> & more",
  service: "Same-Day Repair (from £95)",
  sourcePage: "/services/boiler-repair",
};

describe("the owner's lead e-mail", () => {
  const email = composeLeadEmail(lead, { from: "leads@example.co.uk", to: "owner@example.co.uk" });

  it("names the customer and postcode in the subject", () => {
    expect(email.subject).toBe(`New quote request: <script>alert("x")</script> O'Brien, TS5 6AA`);
    expect(email.raw).toMatch(/^Subject: /m);
  });

  it("carries every field, a tap-to-call link and the time in Europe/London", () => {
    for (const text of ["07700 900123", "TS5 6AA", "Same-Day Repair (from £95)", "lead-1"]) {
      expect(email.text).toContain(text);
    }
    expect(email.text).toContain("Tap to call: tel:+447700900123");
    expect(email.html).toContain('href="tel:+447700900123"');
    // 11:30 UTC in July is 12:30 British Summer Time.
    expect(email.text).toContain("Received: Wednesday 1 July 2026 at 12:30");
    expect(formatLondonTime("2026-01-15T09:05:00Z")).toBe("Thursday 15 January 2026 at 09:05");
    expect(email.text).toContain("https://www.boilerrepairmiddlesbrough.co.uk/services/boiler-repair");
  });

  it("escapes every customer value in the HTML part", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien");
    expect(email.html).toContain("Robert&#39;); DROP TABLE leads;-- &lt;b&gt;bold&lt;/b&gt; &amp; more");
  });

  it("is a MIME message with plain text and HTML parts, a Message-ID and the configured addresses", () => {
    expect(email.raw).toMatch(/^From: .*<leads@example\.co\.uk>/m);
    expect(email.raw).toMatch(/^To: .*owner@example\.co\.uk/m);
    expect(email.raw).toMatch(/^Message-ID: <lead-1@www\.boilerrepairmiddlesbrough\.co\.uk>/m);
    expect(email.raw).toContain("Content-Type: text/plain; charset=UTF-8");
    expect(email.raw).toContain("Content-Type: text/html; charset=UTF-8");
    expect(email.raw).toContain("Content-Transfer-Encoding: base64");
    // The parts decode back to the text, "£" included.
    const parts = email.raw.split(/\r?\n\r?\n/);
    const decoded = parts.map((part) => {
      try {
        const bytes = Uint8Array.from(atob(part.replace(/\s+/g, "").split("--")[0] ?? ""), (c) => c.charCodeAt(0));
        return new TextDecoder().decode(bytes);
      } catch {
        return "";
      }
    });
    expect(
      decoded.some((text) => text.includes("Same-Day Repair (from £95)") && text.startsWith("New quote request")),
    ).toBe(true);
  });
});

describe("a lead marked possible spam", () => {
  const email = composeLeadEmail(
    { ...lead, name: "Sam Quick", suspicion: "too_fast" },
    { from: "leads@example.co.uk", to: "owner@example.co.uk" },
  );

  it("says so in the subject and the body, and still carries the whole lead", () => {
    expect(email.subject).toBe("Possible spam: New quote request: Sam Quick, TS5 6AA");
    expect(email.text.split("\n")[0]).toMatch(
      /^Possible spam: it was sent sooner after the form was shown than most people can type\./,
    );
    expect(email.html).toContain("Possible spam:");
    expect(email.text).toContain("07700 900123");
  });

  it("an unmarked lead is not called spam", () => {
    const plain = composeLeadEmail({ ...lead, suspicion: null }, { from: "a@example.co.uk", to: "b@example.co.uk" });
    expect(plain.subject.startsWith("New quote request:")).toBe(true);
    expect(plain.text).not.toMatch(/spam/i);
  });
});

describe("values the owner must never get", () => {
  const email = composeLeadEmail(
    {
      ...lead,
      name: "Ann\u202eLee",
      issue: "Leak\u0000ing\u001b[2J badly\r\nsince Monday",
      sourcePage: "//evil.example/phish",
    },
    { from: "leads@example.co.uk", to: "owner@example.co.uk" },
  );

  it("no control or direction characters, even from a message queued before the checks", () => {
    for (const part of [email.subject, email.text, email.html]) {
      // eslint-disable-next-line no-control-regex -- the test is that no control character gets through
      expect(part).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e]/);
    }
    expect(email.text).toContain("Problem: Leaking[2J badly\nsince Monday");
    expect(email.subject).toBe("New quote request: AnnLee, TS5 6AA");
  });

  it("no off-site link", () => {
    expect(email.text).not.toContain("evil.example");
    expect(email.text).toContain("Sent from: (unknown page)");
  });
});

describe("the owner's e-mail with photos", () => {
  it("says how many photos were stored, with the desk link; never photos that were not", () => {
    const lead = {
      id: "lead-1",
      submissionId: "s-1",
      createdAt: "2026-11-20T18:00:00.000Z",
      name: "Ann Example",
      phone: "+447700900123",
      postcode: "TS1 2RQ",
      issue: null,
      service: null,
      sourcePage: "/contact",
      photos: 2,
    };
    const addresses = { from: "leads@example.co.uk", to: "owner@example.co.uk" };
    const email = composeLeadEmail(lead, { ...addresses, photosStored: 2 });
    expect(email.text).toContain(
      "Photos: 2 photos stored: https://www.boilerrepairmiddlesbrough.co.uk/desk/leads/lead-1",
    );
    expect(composeLeadEmail(lead, { ...addresses, photosStored: 0 }).text).toContain(
      "Photos: 0 stored so far of 2 photos the visitor chose; the desk shows every photo that arrives",
    );
    expect(composeLeadEmail({ ...lead, photos: undefined }, { from: "a@b.c", to: "d@e.f" }).text).not.toContain(
      "Photos",
    );
  });
});
