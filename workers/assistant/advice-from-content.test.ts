import { describe, expect, it } from "vitest";
import { business, telHref } from "~/content/business";
import { questionId } from "./corpus";
import { documentById } from "./search";
import { SAFETY_NOTE, adviceReply } from "./safety-replies";

/**
 * The safety advice the assistant gives when there is no hazard now (a pilot
 * light that keeps going out, a flue without hatches, smoke back into the
 * room, a cooker used for heat, a whiff as the hob lights, a smell on the
 * heating's first run) is the site's own FAQ, which visitors can read: the
 * reply's paragraph is the FAQ's text, so changing the FAQ changes the reply.
 * The callback sentence, the conditional line and the links stay as they were.
 */
const phone = business.phone.display;
const callUs = { href: telHref, label: `Call ${phone}` };
const faqId = (category: string, question: string) => `questions-${category}-faq-${questionId(question)}`;

interface Case {
  advice:
    "pilot-going-out" | "flue-hatches" | "smoke-spillage" | "cooker-for-heat" | "lighting-whiff" | "first-use-smell";
  faq: string;
  url: string;
  /** Which of the FAQ's paragraphs the reply gives, in the reply's order. */
  uses: number[];
  links: { href: string; label: string }[];
  offerCallback?: true;
  safetyNote: boolean;
}

const cases: Case[] = [
  {
    advice: "pilot-going-out",
    faq: faqId("gas-safety", "Why does the pilot light keep going out?"),
    url: "/questions/gas-safety",
    uses: [0],
    links: [callUs, { href: "/services/boiler-repair", label: "Boiler repair" }],
    offerCallback: true,
    safetyNote: true,
  },
  {
    advice: "flue-hatches",
    faq: faqId("gas-safety", "Does a boiler flue hidden in a ceiling need inspection hatches?"),
    url: "/questions/gas-safety",
    uses: [0],
    links: [callUs, { href: "/gas-safe-questions", label: "Gas Safe questions" }],
    offerCallback: true,
    safetyNote: true,
  },
  {
    advice: "smoke-spillage",
    faq: faqId("gas-safety", "What should I do if smoke comes back into the room from my fire or stove?"),
    url: "/questions/gas-safety",
    uses: [0],
    links: [{ href: "/gas-safe-questions", label: "Gas Safe questions" }],
    safetyNote: true,
  },
  {
    advice: "cooker-for-heat",
    faq: faqId("gas-safety", "Can I use my gas oven or hob to heat the room?"),
    url: "/questions/gas-safety",
    uses: [0],
    links: [callUs, { href: "/services/boiler-repair", label: "Boiler repair" }],
    offerCallback: true,
    safetyNote: true,
  },
  {
    advice: "lighting-whiff",
    faq: faqId("gas-safety", "Is a faint whiff of gas normal as the hob lights?"),
    url: "/questions/gas-safety",
    // The warning first (when a smell is not the lighting whiff), then what the whiff is.
    uses: [1, 0],
    links: [{ href: "/gas-safe-questions#gas-emergency", label: "Gas safety steps" }],
    safetyNote: false,
  },
  {
    advice: "first-use-smell",
    faq: faqId("servicing", "Why is there a burning smell when the heating first comes on?"),
    url: "/questions/servicing",
    uses: [0, 1],
    links: [{ href: "/services/boiler-servicing", label: "Boiler servicing" }],
    safetyNote: true,
  },
];

describe.each(cases)("the $advice advice comes from the site's FAQ", (c) => {
  it("is an FAQ visitors can read on the site", () => {
    const doc = documentById(c.faq);
    expect(doc, c.faq).toBeDefined();
    expect(doc!.url).toBe(c.url);
    expect(doc!.paragraphs.length).toBeGreaterThan(Math.max(...c.uses));
  });

  it("gives the FAQ's paragraphs, in order, as the reply's advice", () => {
    const doc = documentById(c.faq)!;
    const reply = adviceReply(c.advice);
    c.uses.forEach((n, i) =>
      expect(reply.text[i]!.startsWith(doc.paragraphs[n]!), `${n}: ${reply.text[i]}`).toBe(true),
    );
  });

  it("changes when the FAQ's text changes", () => {
    const doc = documentById(c.faq)!;
    const saved = [...doc.paragraphs];
    try {
      c.uses.forEach((n) => (doc.paragraphs[n] = `Edited paragraph ${n} of the FAQ.`));
      const text = adviceReply(c.advice).text.join("\n");
      for (const n of c.uses) expect(text).toContain(`Edited paragraph ${n} of the FAQ.`);
      for (const n of c.uses) expect(text).not.toContain(saved[n]!);
    } finally {
      doc.paragraphs.splice(0, doc.paragraphs.length, ...saved);
    }
  });

  it("keeps its safety level, conditional line, links and callback offer", () => {
    const reply = adviceReply(c.advice);
    expect(reply.topic).toBe(c.advice);
    expect(reply.urgent).toBeUndefined();
    expect(reply.steps).toBeUndefined();
    expect(reply.text.join(" ")).toContain(business.gasEmergencyLine.display);
    if (c.safetyNote) expect(reply.text.join(" ")).toContain(SAFETY_NOTE);
    expect(reply.links).toEqual(c.links);
    expect(reply.offerCallback).toBe(c.offerCallback);
    if (c.offerCallback) expect(reply.text.join(" ")).toContain(phone);
  });
});

describe("the business's number stays out of the FAQs", () => {
  it.each(cases)("$advice: the FAQ has no phone number of ours; the reply adds it", (c) => {
    const doc = documentById(c.faq)!;
    expect(doc.paragraphs.join(" ")).not.toContain(phone);
  });
});
