/**
 * Situations answered with their own advice rather than a page section, each
 * recognised by the meaning of its words (families of words, not phrasings):
 * a flashing light with no code (lockout), a boiler with no power, short
 * cycling, a pressure reading, "do you fit new boilers", and a landlord's
 * duties (the yearly gas safety check, repairs, an expired record).
 * General knowledge and business.ts only; every answer links its page.
 */
import { business, formatPriceText, pricingPackages, telHref } from "~/content/business";
import { codeCandidates } from "./fault-codes";
import type { Intent } from "./intent";
import { findWord, hasAnyPhrase, hasWord, near } from "./text";

const phone = business.phone.display;
const callLink = { href: telHref, label: `Call ${phone}` };
const service = (slug: string, label: string) => ({ href: `/services/${slug}`, label });

const LIGHT = ["light*", "led", "leds", "lamp", "symbol*", "icon*", "triangle"];
const FLASH = ["flash*", "blink*", "flick*", "pulsing", "pulse*"];
const LETTING_PHRASES = ["rent out", "rent it out", "renting out", "let out", "buy to let", "rental property"];
const isLandlord = (list: readonly string[]) => hasWord(list, LANDLORD) || hasAnyPhrase(list, LETTING_PHRASES);
const LANDLORD = [
  "landlord*",
  "letting",
  "rental",
  "rented",
  "renting",
  "tenant*",
  "tenancy",
  "hmo",
  "let",
  "lettings",
];
const TENANT = ["tenant*", "tenancy", "renting", "rented", "rent"];
const RECORD = ["cp12", "cp", "certificate*", "cert", "certs", "record", "lgsr"];
const EXPIRED = ["expired", "expire*", "lapsed", "overdue", "ran out", "run out", "out of date", "outofdate", "late"];
const BROKEN = [
  "broken",
  "broke",
  "not working",
  "isnt working",
  "stopped",
  "packed",
  "died",
  "no heating",
  "no hot water",
  "faulty",
  "fault*",
  "repair*",
  "fix*",
  "leak*",
];

/** Index of the first match of any of these words or phrases, or -1. */
function at(list: readonly string[], keys: readonly string[]): number {
  const single = keys.filter((k) => !k.includes(" "));
  const phrases = keys.filter((k) => k.includes(" "));
  const w = findWord(list, single);
  if (w >= 0) return w;
  return hasAnyPhrase(list, phrases) ? 0 : -1;
}

const lockout: Intent = {
  name: "lockout",
  priority: 0,
  find: ({ list, message }) => {
    if (codeCandidates(message).some((c) => !c.numberOnly)) return -1;
    return near(list, LIGHT, FLASH, 4) ||
      hasAnyPhrase(list, ["red light", "orange light", "amber light", "locked out", "lock out", "lockout"])
      ? Math.max(0, findWord(list, [...LIGHT, ...FLASH, "lock*"]))
      : -1;
  },
  reply: () => ({
    topic: "lockout",
    text: [
      "A flashing light with no code usually means the boiler has locked out: it has stopped itself for safety after a fault, most often because it could not light or the pressure is too low.",
      `Check the pressure gauge reads 1 to 1.5 bar when cold and that your other gas appliances work (and a prepayment meter has credit), then press reset once and wait a few minutes. If it locks out again, don't keep resetting it: call us on ${phone}. If the display shows a code, send it with the make and I'll say what it means.`,
    ],
    links: [
      service("boiler-breakdown", "Boiler breakdown"),
      { href: "/blog/boiler-error-codes", label: "Common boiler error codes" },
    ],
    offerCallback: true,
  }),
};

const noPower: Intent = {
  name: "no-power",
  priority: 0,
  find: ({ list }) =>
    hasAnyPhrase(
      list,
      [
        "no lights",
        "no light",
        "no power",
        "no display",
        "display blank",
        "blank display",
        "screen blank",
        "blank screen",
        "completely dead",
        "totally dead",
        "dead boiler",
        "boiler dead",
        "boiler is dead",
        "nothing on the display",
        "wont turn on at all",
        "no lights on",
      ],
      1,
    )
      ? 0
      : -1,
  reply: () => ({
    topic: "no-power",
    text: [
      "No lights at all usually means the boiler has no power. Check the fused spur switch beside the boiler is on, that nothing has tripped at the consumer unit (fuse box), and whether other sockets work (a power cut?). The fuse in the spur may have blown.",
      `If it has power and still shows nothing, or the fuse blows again, it needs an engineer (often the circuit board or a component shorting): call us on ${phone}.`,
    ],
    links: [service("boiler-breakdown", "Boiler breakdown"), callLink],
    offerCallback: true,
  }),
};

const CYCLE = [
  "on and off",
  "off and on",
  "on off",
  "turning on and off",
  "switching on and off",
  "firing up and",
  "keeps firing",
  "keeps restarting",
  "short cycl*",
  "cycling",
  "every few min*",
  "every couple of min*",
  "every few seconds",
  "every minute",
];

const shortCycling: Intent = {
  name: "short-cycling",
  priority: 0,
  find: ({ list }) =>
    hasAnyPhrase(list, CYCLE, 1) &&
    hasWord(list, ["boiler*", "heating", "combi", "keeps", "turn*", "switch*", "fir*", "cycl*"])
      ? 0
      : -1,
  reply: () => ({
    topic: "short-cycling",
    text: [
      "A boiler that keeps switching on and off every few minutes is short cycling. Common causes: the thermostat or its batteries (or a thermostat in a warm spot), low pressure or poor flow (radiator valves closed, sludge, a sticking pump), or a boiler too big for the heating it has to do.",
      `Check the pressure (1 to 1.5 bar cold), open the radiator valves and set the thermostat a few degrees above room temperature. If it keeps cycling, an engineer can find the cause, as it wears parts and wastes gas: call ${phone}.`,
    ],
    links: [service("boiler-repair", "Boiler repair")],
    offerCallback: true,
  }),
};

const pressureReading: Intent = {
  name: "pressure-reading",
  priority: 0,
  find: ({ message, list }) =>
    barReading(message) !== undefined && hasWord(list, ["pressure", "presure", "bar", "gauge"]) ? 0 : -1,
  reply: ({ message }) => {
    const bar = barReading(message)!;
    const verdict =
      bar >= 2.5
        ? `${bar} bar is too high. Cold, the gauge should read 1 to 1.5 bar (up to about 2 when the heating is hot); at 3 bar the pressure relief valve opens and lets water out through a pipe outside.`
        : bar < 0.8
          ? `${bar} bar is too low: the boiler may stop or lock out. Cold, the gauge should read 1 to 1.5 bar; you can top it up with the filling loop as your manual shows.`
          : `${bar} bar is fine: cold, the gauge should read 1 to 1.5 bar, and it rises a little (up to about 2) when the heating is hot.`;
    const action =
      bar >= 2.5
        ? `If it is high, bleeding a radiator brings it down, and check the filling loop valves are fully closed. If it climbs again, the filling loop may be letting by or the expansion vessel needs recharging: an engineer's job, call ${phone}.`
        : `If you keep having to top it up, there is a leak or a faulty part: call ${phone}.`;
    return {
      topic: "pressure-reading",
      text: [verdict, action],
      links: [service("boiler-pressure-problems", "Boiler pressure problems")],
      offerCallback: true,
    };
  },
};

/** "3 bar", "1.5bar", "pressure is at 0.5": the number read next to "bar" or "pressure". */
export function barReading(message: string): number | undefined {
  const m = /(\d(?:\.\d+)?)\s*(?:bar|b\b)/i.exec(message) ?? /pressure[^\d]{0,15}(\d(?:\.\d+)?)\b/i.exec(message);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n >= 0 && n <= 6 ? n : undefined;
}

const FIT_VERBS = [
  "fit",
  "fitting",
  "fitted",
  "install*",
  "instal",
  "supply",
  "supplied",
  "replace*",
  "swap*",
  "put in",
  "do new",
];
const NEW_BOILER = [
  "new boiler*",
  "new combi*",
  "boiler installation*",
  "boiler replacement*",
  "replacement boiler*",
  "new heating system",
];

const fitNewBoilers: Intent = {
  name: "fit-new-boilers",
  priority: 0,
  find: ({ list }) => {
    const asks = hasAnyPhrase(
      list,
      ["do you", "do u", "can you", "can u", "do yous", "are you able", "could you", "would you"],
      1,
    );
    if (!asks) return -1;
    if (hasWord(list, ["price*", "cost*", "much", "quote*"])) return -1;
    const about =
      hasAnyPhrase(list, NEW_BOILER, 1) || (hasWord(list, FIT_VERBS) && hasWord(list, ["boiler*", "combi*", "combis"]));
    return about && !hasWord(list, ["part*", "pump", "valve", "thermostat*", "radiator*", "alarm*", "detector*"])
      ? 0
      : -1;
  },
  reply: () => ({
    topic: "installation",
    text: [
      `Yes, we fit new boilers: ${business.claims.gasSafe.toLowerCase()} survey your home for free, recommend the right size and type, and give you a fixed quote before any work starts.`,
      `Ask for a free survey below or call ${phone}.`,
    ],
    links: [service("boiler-installation", "New boiler installation"), { href: "/prices", label: "Prices" }],
    offerCallback: true,
  }),
};

const landlordDuty: Intent = {
  name: "landlord-duty",
  priority: 0,
  find: ({ list }) => {
    if (!isLandlord(list)) return -1;
    const record =
      hasWord(list, [...RECORD, "check", "checks", "inspection*", "certificat*"]) ||
      hasAnyPhrase(list, ["gas safety", "gas safe check", "safety check", "gas check"]);
    if (!record) return -1;
    if (at(list, EXPIRED) >= 0) return -1;
    const duty =
      hasWord(list, [
        "need",
        "needs",
        "must",
        "legal*",
        "law",
        "required",
        "require*",
        "obliged",
        "obligation*",
        "duty",
        "duties",
        "responsib*",
        "have to",
        "compulsory",
        "mandatory",
      ]) || hasAnyPhrase(list, ["do i need", "do landlords", "have to", "got to", "what do i need"]);
    return duty ? 0 : -1;
  },
  reply: () => ({
    topic: "landlord-duty",
    text: [
      "Yes. By law (the Gas Safety (Installation and Use) Regulations 1998) a landlord must have every gas appliance, fitting and flue they provide checked by a Gas Safe registered engineer every 12 months, give the tenants a copy of the gas safety record (CP12) within 28 days of the check (new tenants before they move in), and keep the records for 2 years.",
      `We do landlord gas safety checks across Teesside: book online or call ${phone}.`,
    ],
    links: [service("gas-safety-checks", "Gas safety checks"), { href: "/prices", label: "Prices" }],
    offerCallback: true,
  }),
};

const expiredRecord: Intent = {
  name: "expired-record",
  priority: 0,
  find: ({ list }) =>
    (hasWord(list, RECORD) || hasAnyPhrase(list, ["gas safety", "safety check"])) && at(list, EXPIRED) >= 0 ? 0 : -1,
  reply: () => ({
    topic: "expired-record",
    text: [
      `Book a gas safety check now: a landlord must not let a home without a current gas safety record, and an expired one is a breach of the gas safety regulations. We can usually come quickly: book below or call ${phone}.`,
      "Keep a note of when you booked and of any tenant who cannot give access: showing you took all reasonable steps matters if the check is late.",
    ],
    links: [service("gas-safety-checks", "Gas safety checks"), { href: "/prices", label: "Prices" }],
    offerCallback: true,
  }),
};

const tenantRepairs: Intent = {
  name: "tenant-repairs",
  priority: 0,
  find: ({ list }) => {
    const rented = hasWord(list, TENANT) || hasWord(list, ["landlord*", "letting", "agent", "council", "housing"]);
    if (!rented) return -1;
    const broken = at(list, BROKEN) >= 0;
    // "landlord hasnt fixed the boiler": a tenant waiting for a repair.
    if (
      broken &&
      hasAnyPhrase(
        list,
        [
          "landlord hasnt",
          "landlord wont",
          "landlord not",
          "landlord is not",
          "landlord refus*",
          "landlord ignor*",
          "landlord still",
          "landlord has not",
          "landlord doesnt",
          "landlord didnt",
        ],
        1,
      )
    )
      return 0;
    const who =
      hasAnyPhrase(
        list,
        [
          "who pays",
          "who fixes",
          "who is responsible",
          "whos responsible",
          "who has to",
          "whose job",
          "who should",
          "who pay",
          "who fix",
        ],
        1,
      ) || hasWord(list, ["responsib*", "liable", "pay", "pays"]);
    const access =
      hasWord(list, ["check*", "access", "inspection", "service", "servicing"]) ||
      hasAnyPhrase(list, ["let in", "let the", "let engineer", "gas safety"], 1);
    return broken && (who || hasWord(list, ["tenant*"])) && !hasWord(list, RECORD) && !access ? 0 : -1;
  },
  reply: () => ({
    topic: "tenant-repairs",
    text: [
      "In a rented home the landlord is responsible for repairing the boiler, heating and hot water (Landlord and Tenant Act 1985, section 11), and must do it within a reasonable time: quickly when there is no heat or hot water. The tenant reports the fault and gives access; they only pay if they caused the damage.",
      `Landlords and agents can book us directly: call ${phone} or leave details below.`,
    ],
    links: [service("boiler-repair", "Boiler repair"), service("gas-safety-checks", "Landlord gas safety checks")],
    offerCallback: true,
  }),
};

const ASKS = ["do you", "do u", "can you", "can u", "could you", "do yous", "are you able", "would you", "you do"];

/** "do you do gas safety certificates", "can you do a cp12 for my flat": yes, with the price from business.ts. */
const offerGasSafety: Intent = {
  name: "offer-gas-safety",
  priority: 0,
  find: ({ list }) => {
    if (!hasAnyPhrase(list, ASKS, 1)) return -1;
    if (hasWord(list, ["price*", "cost*", "much", "expired", "expire*", "lapsed"])) return -1;
    const record =
      hasWord(list, ["cp12", "lgsr"]) ||
      hasAnyPhrase(list, [
        "gas safety",
        "gas safe cert*",
        "gas cert*",
        "safety cert*",
        "landlord cert*",
        "safety check*",
        "safety record*",
      ]);
    return record ? 0 : -1;
  },
  reply: () => {
    const check = pricingPackages.find((p) => p.id === "gas-safety-check")!;
    return {
      topic: "gas-safety-check",
      text: [
        `Yes, we do gas safety checks and certificates, including the Landlord Gas Safety Record (CP12): ${check.name} ${formatPriceText(check)}, ${check.features.slice(1).join(", ").toLowerCase()}.`,
        `Landlords need one by law every 12 months. Book online or call ${phone}.`,
      ],
      links: [service("gas-safety-checks", "Gas safety checks"), { href: "/prices", label: "Prices" }],
      offerCallback: true,
    };
  },
};

/** A spanner symbol, "SE" or "service due" on the display: the yearly service reminder, not a fault. */
const serviceReminder: Intent = {
  name: "service-reminder",
  priority: 0,
  find: ({ list }) => {
    const shown = hasWord(list, [
      "showing",
      "shows",
      "says",
      "display*",
      "screen",
      "symbol",
      "icon",
      "light*",
      "flashing",
      "come up",
      "came up",
      "reminder",
    ]);
    if (hasWord(list, ["spanner", "wrench"])) return 0;
    if (hasWord(list, ["price*", "cost*", "much", "book*"])) return -1;
    if (
      hasAnyPhrase(
        list,
        [
          "service due",
          "service reminder",
          "service light",
          "service symbol",
          "service icon",
          "service needed",
          "service required",
          "servicing due",
          "maintenance due",
        ],
        1,
      )
    )
      return 0;
    return shown && hasWord(list, ["se", "ser", "serv"]) ? 0 : -1;
  },
  reply: () => {
    const service = pricingPackages.find((p) => p.id === "annual-service")!;
    return {
      topic: "service-reminder",
      text: [
        "That is the boiler's service reminder, not a fault: it comes up when the yearly service is due (on many boilers as a spanner symbol or SE). The boiler keeps working.",
        `Book a service and the engineer clears it afterwards: our ${service.name} is ${formatPriceText(service)}. Book online or call ${phone}.`,
      ],
      links: [
        { href: "/services/boiler-servicing", label: "Boiler servicing" },
        { href: "/prices", label: "Prices" },
      ],
      offerCallback: true,
    };
  },
};

/** "whats the number for gas emergencies": the national line, with what to do. */
const gasEmergencyNumber: Intent = {
  name: "gas-emergency-number",
  priority: 0,
  find: ({ list }) =>
    hasAnyPhrase(
      list,
      ["gas emergenc*", "emergency gas", "gas board", "national gas", "gas leak number", "gas leak line"],
      1,
    ) && hasWord(list, ["number", "phone", "call", "ring", "who", "line", "contact"])
      ? 0
      : -1,
  reply: () => ({
    topic: "gas-emergency-number",
    text: [
      `The National Gas Emergency Service: ${business.gasEmergencyLine.display}, free, 24 hours a day. If you smell gas: get everyone out, open doors and windows, don't use switches or flames, turn the gas off at the meter if you can, and call from outside.`,
      `For a repair once the supply is safe, call us on ${phone}.`,
    ],
    links: [
      { href: `tel:${business.gasEmergencyLine.e164}`, label: `Call ${business.gasEmergencyLine.display}` },
      { href: "/gas-safe-questions#gas-emergency", label: "Gas safety steps" },
    ],
  }),
};

export const adviceIntents: readonly Intent[] = [
  gasEmergencyNumber,
  serviceReminder,
  offerGasSafety,
  lockout,
  noPower,
  shortCycling,
  pressureReading,
  fitNewBoilers,
  landlordDuty,
  expiredRecord,
  tenantRepairs,
];
export const adviceNames = adviceIntents.map((i) => i.name);
