/**
 * The on-site assistant's answers, from the site's own content: questions,
 * prices, articles, the fault-code tables and the coverage data. No external
 * AI service. A gas smell or carbon monoxide, in any wording, is answered with
 * the safety steps before anything else.
 */
import { brands } from "~/content/brands";
import { business, formatHoursLine, formatPriceText, pricingPackages } from "~/content/business";
import { gasSafety } from "~/content/questions";
import { services } from "~/content/services";
import { checkCoverage, outwardCode } from "~/lib/coverage";
import { openStatus, sameDayStatus } from "~/lib/opening-status";

export interface AssistantLink {
  href: string;
  label: string;
}

export interface AssistantReply {
  /** What kind of answer this is (tests and the UI use it). */
  topic: string;
  /** Paragraphs. */
  text: string[];
  /** Ordered steps, when the answer is a procedure. */
  steps?: string[];
  links: AssistantLink[];
  /** The UI shows the callback form after this reply. */
  offerCallback?: boolean;
}

/** "A fault code" is one of the quick replies (app/lib/assistant-topics.ts). */
const phone = business.phone.display;
const serviceLink = (slug: string): AssistantLink => {
  const service = services.find((s) => s.slug === slug);
  return { href: `/services/${slug}`, label: service?.name ?? slug };
};

/** Gas smell or carbon monoxide, however it is put. */
const GAS_DANGER =
  /\b(smell\w*\s+(of\s+)?gas|gas\s+(smell|leak|escape)|leak\w*\s+gas|smells?\s+like\s+gas|carbon\s+monoxide|co\s+(alarm|detector|poisoning)|\bco\b\s+(is\s+)?(going\s+off|beeping)|alarm\s+(is\s+)?(going\s+off|beeping|sounding)|fumes?)\b/i;

function gasDanger(): AssistantReply {
  return {
    topic: "gas-emergency",
    text: [
      `If you smell gas or think there is carbon monoxide, act now. Call the National Gas Emergency Service on ${business.gasEmergencyLine.display} (free, 24 hours): they make the supply safe. Do this first; we repair the appliance afterwards.`,
    ],
    steps: [...gasSafety.gasSmellSteps],
    links: [
      { href: `tel:${business.gasEmergencyLine.e164}`, label: `Call ${business.gasEmergencyLine.display}` },
      { href: "/gas-safe-questions#gas-emergency", label: "Gas safety steps" },
    ],
  };
}

const BRAND_WORDS: [RegExp, string][] = [
  [/worcester|bosch|greenstar/i, "worcester-bosch"],
  [/vaillant|ecotec|ecofit/i, "vaillant"],
  [/glow[\s-]?worm/i, "glow-worm"],
  [/\bideal\b|\blogic\b|\bvogue\b|instinct/i, "ideal"],
  [/\bbaxi\b|duo[\s-]?tec/i, "baxi"],
  [/viessmann|vitodens/i, "viessmann"],
  [/vokera|unica/i, "vokera"],
  [/\balpha\b/i, "alpha"],
  [/ariston/i, "ariston"],
  [/ferroli/i, "ferroli"],
  [/\bmain\b/i, "main-heating"],
  [/potterton/i, "potterton"],
  [/intergas/i, "intergas"],
  [/\batag\b/i, "atag"],
  [/biasi/i, "biasi"],
  [/heatline/i, "heatline"],
];

/** A token that looks like a boiler fault code: F28, F.28, EA 227, L2, E119, CE207, 5P1. */
const CODE = /\b([A-Z]{1,2}[\s.]?\d{1,3}|\d[A-Z]\d)\b/i;
const normaliseCode = (code: string) => code.replace(/[\s.]/g, "").toUpperCase();

function faultCode(message: string): AssistantReply | undefined {
  const brandSlug = BRAND_WORDS.find(([re]) => re.test(message))?.[1];
  const token = message.match(CODE)?.[1];
  const mentionsCode = /\b(code|fault|error|flashing|showing|says|display\w*)\b/i.test(message);
  // A bare token could be a postcode (TS5) or CP12: only a make or a word like "code" makes it a fault code.
  if (!brandSlug && !mentionsCode) return undefined;
  if (!token && !brandSlug) return undefined;
  if (!token) {
    const brand = brands.find((b) => b.slug === brandSlug);
    return {
      topic: "fault-code",
      text: [`Which code is your ${brand?.name ?? "boiler"} showing? Type it as it appears, for example F28 or EA 227.`],
      links: [{ href: `/services/brands/${brandSlug}`, label: `${brand?.name ?? "Brand"} fault codes` }],
    };
  }
  const wanted = normaliseCode(token);
  const matches = brands
    .filter((d) => !brandSlug || d.slug === brandSlug)
    .flatMap((d) => d.faultCodes.filter((f) => normaliseCode(f.code).split("/").some((c) => c === wanted || c.startsWith(wanted))).map((f) => ({ brand: d.slug, fault: f })));
  if (matches.length === 0) {
    return {
      topic: "fault-code",
      text: [
        `I don't have ${token.toUpperCase()}${brandSlug ? ` for ${brands.find((b) => b.slug === brandSlug)?.name}` : ""} in our fault-code tables. Note the code, check the pressure gauge (1 to 1.5 bar cold) and whether your other gas appliances work, reset the boiler once, and if the code comes back, call us on ${phone}.`,
      ],
      links: [{ href: "/blog/boiler-error-codes", label: "Common boiler error codes" }],
      offerCallback: true,
    };
  }
  const text = matches.slice(0, 3).map(({ brand, fault }) => {
    const name = brands.find((b) => b.slug === brand)?.name ?? brand;
    return `${name} ${fault.code}: ${fault.meaning} What you can do: ${fault.whatToDo}`;
  });
  return {
    topic: "fault-code",
    text: [...text, `If it keeps coming back, an engineer can fix it: call ${phone}.`],
    links: [
      ...[...new Set(matches.map((m) => m.brand))].slice(0, 2).map((slug) => ({
        href: `/services/brands/${slug}`,
        label: `${brands.find((b) => b.slug === slug)?.name ?? slug} fault codes`,
      })),
      { href: "/blog/boiler-error-codes", label: "Common boiler error codes" },
    ],
    offerCallback: true,
  };
}

interface Topic {
  test: RegExp;
  reply: (message: string, now: Date) => AssistantReply;
}

const TOPICS: Topic[] = [
  {
    test: /call\s*(me)?\s*back|callback|ring me|phone me|contact me|book (an? )?(engineer|visit|repair)/i,
    reply: () => ({
      topic: "callback",
      text: ["Leave your details and an engineer will call you back. It takes a minute, and no payment is taken."],
      links: [],
      offerCallback: true,
    }),
  },
  {
    test: /\b(cover|area|postcode|come to|travel|reach)\b/i,
    reply: (message) => {
      const district = message.match(/\b([A-Z]{1,2}\d[A-Z\d]?)(\s*\d[A-Z]{2})?\b/i)?.[0];
      if (district && outwardCode(district)) {
        const answer = checkCoverage(district);
        return {
          topic: "coverage",
          text: [answer.message],
          links: answer.area ? [{ href: answer.area.href, label: `Boiler repair in ${answer.area.name}` }] : [{ href: "/areas", label: "Areas we cover" }],
          offerCallback: answer.status !== "outside",
        };
      }
      return {
        topic: "coverage",
        text: ["We cover Middlesbrough and a wide radius around it, from Stockton and Yarm to Redcar, Guisborough and the coast as far as Whitby. Type your postcode (for example TS5) and I'll check."],
        links: [{ href: "/areas", label: "Areas we cover" }],
      };
    },
  },
  {
    test: /\b(hours|open|opening|closed|close|weekend|sunday|saturday|tonight|now)\b/i,
    reply: (_m, now) => ({
      topic: "hours",
      text: [
        `${openStatus(now).message}. Our hours are ${business.hours.lines.map(formatHoursLine).join(" and ")}, and the emergency line is open 24/7.`,
        `${sameDayStatus(now).message}.`,
      ],
      links: [{ href: "/contact", label: "Contact us" }],
      offerCallback: true,
    }),
  },
  {
    test: /\b(price|prices|cost|costs|charge|how much|fee|quote|£)\b/i,
    reply: () => ({
      topic: "prices",
      text: [
        `Our prices have no VAT to add and there is never a call-out fee. ${pricingPackages
          .filter((p) => ["same-day-repair", "annual-service", "gas-safety-check"].includes(p.id))
          .map((p) => `${p.name} ${formatPriceText(p)}`)
          .join(", ")}. You get a free estimate before any work begins.`,
      ],
      links: [{ href: "/prices", label: "Full price list" }],
      offerCallback: true,
    }),
  },
  {
    test: /\b(cp12|landlord|gas safety (check|certificate|record)|tenant)\b/i,
    reply: () => ({
      topic: "gas-safety-check",
      text: [
        "Landlords must have every gas appliance, fitting and flue they provide checked by a Gas Safe registered engineer every 12 months, keep the record for 2 years, and give existing tenants a copy within 28 days (new tenants before they move in). A check done up to 2 months before the due date keeps the original expiry date.",
      ],
      links: [serviceLink("gas-safety-checks"), { href: "/questions/landlords", label: "Landlord questions" }],
      offerCallback: true,
    }),
  },
  {
    test: /\b(servic\w*|annual|maintenance|check[\s-]?up)\b/i,
    reply: () => ({
      topic: "servicing",
      text: [
        "Manufacturers recommend a boiler service every 12 months, and most warranties depend on it. The engineer checks every safety device, tests the flue gases and cleans what clogs; it takes about an hour.",
      ],
      links: [serviceLink("boiler-servicing"), { href: "/blog/annual-boiler-service", label: "What happens in a service" }],
      offerCallback: true,
    }),
  },
  {
    test: /\b(leak\w*|drip\w*|puddle|water (under|coming|on the floor))\b/i,
    reply: () => ({
      topic: "leak",
      text: [
        "Turn the boiler off, put a towel or bowl under the drip and keep water away from electrics. If water is coming from the small pipe outside, the pressure relief valve may be letting go at high pressure. A leak needs an engineer: call us or ask for a callback.",
      ],
      links: [serviceLink("leaking-boiler-repairs")],
      offerCallback: true,
    }),
  },
  {
    test: /\b(pressure|bar|gauge|top(ping)? up|repressuri\w*|filling loop)\b/i,
    reply: () => ({
      topic: "pressure",
      text: [
        "With the heating off and the system cold, the gauge should read 1 to 1.5 bar. If it is low you can usually top it up with the filling loop as your manual shows, then close both valves. If you keep having to top it up, water is escaping somewhere and an engineer should find the leak.",
      ],
      links: [serviceLink("low-pressure-repairs"), { href: "/blog/boiler-losing-pressure", label: "Why a boiler loses pressure" }],
      offerCallback: true,
    }),
  },
  {
    test: /\b(no hot water|hot water|taps? (are )?cold|shower (is )?cold)\b/i,
    reply: () => ({
      topic: "no-hot-water",
      text: [
        "If the heating works but the taps run cold, a combi boiler's diverter valve or flow sensor is the usual cause; with a cylinder, check the programmer's hot water setting and the cylinder thermostat. Check the pressure too. If that doesn't fix it, an engineer will.",
      ],
      links: [serviceLink("no-hot-water-repairs"), serviceLink("combi-boiler-repair")],
      offerCallback: true,
    }),
  },
  {
    test: /\b(no heat\w*|heating (is )?(not|isn'?t|off|broken)|radiators? (are |is )?cold|cold radiators?|boiler (not|won'?t|isn'?t) (work|start|fire|light)\w*|not working|broken down|breakdown)\b/i,
    reply: () => ({
      topic: "no-heating",
      text: [
        "Quick checks: is the thermostat set above room temperature and the programmer on? Is the pressure gauge between 1 and 1.5 bar? Do your other gas appliances work, and is there credit on a prepayment meter? In frost, a frozen condensate pipe outside often stops the boiler: thaw it with warm (not boiling) water, then reset once.",
        `If it still won't run, book before 12pm for a same-day repair, or call ${phone}.`,
      ],
      links: [serviceLink("no-heating-repairs"), { href: "/blog/frozen-condensate-pipe", label: "Frozen condensate pipe" }],
      offerCallback: true,
    }),
  },
  {
    test: /\b(emergency|urgent|asap|right now|tonight)\b/i,
    reply: () => ({
      topic: "emergency",
      text: [`For an emergency call ${phone} now: our engineers answer 24/7 and there is no call-out fee.`],
      links: [serviceLink("emergency-boiler-repair")],
      offerCallback: true,
    }),
  },
];

function fallback(): AssistantReply {
  return {
    topic: "help",
    text: [
      `I can help with no heating or hot water, pressure, leaks, fault codes, servicing and landlord gas safety checks, prices, opening hours and whether we cover your area. Pick a topic below, or call ${phone} to speak to an engineer.`,
    ],
    links: [{ href: "/questions", label: "All questions" }],
  };
}

export function answer(message: string, now: Date = new Date()): AssistantReply {
  const text = message.trim().slice(0, 500);
  if (GAS_DANGER.test(text)) return gasDanger();
  if (/^a fault code$/i.test(text)) {
    return {
      topic: "fault-code",
      text: ["Which make is your boiler and which code is it showing? For example: Vaillant F28, Worcester EA 227 or Ideal L2."],
      links: [{ href: "/blog/boiler-error-codes", label: "Common boiler error codes" }],
    };
  }
  const code = faultCode(text);
  if (code) return code;
  const topic = TOPICS.find((t) => t.test.test(text));
  return topic ? topic.reply(text, now) : fallback();
}
