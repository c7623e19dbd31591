/**
 * What a message can ask, each with where it is asked (the word position, so
 * two questions are answered in order) and its answer. Business facts come
 * from business.ts; coverage from app/lib/contracts/coverage.ts and the area pages;
 * fault codes from the brand pages' tables; everything else from the site's
 * pages through full-text search.
 */
import {
  business,
  formatHoursLine,
  formatPriceText,
  fullAddress,
  mailtoHref,
  type PricingPackage,
  pricingPackages,
  ratingText,
  telHref,
  vatNote,
} from "~/content/business";
import { checkCoverage, outwardCode } from "~/lib/contracts/coverage";
import { openStatus, sameDayStatus } from "~/lib/contracts/opening-status";
import type { AssistantLink, AssistantReply } from "~/lib/contracts/assistant";
import { adviceIntents, adviceNames } from "./advice";
import type { Context, Intent } from "./intent";
import { places, servicePrices } from "./corpus";
import { brandName, codeCandidates, codeTables, lookUp, makesIn, makesWithCode } from "./fault-codes";
import { contentReply, findContentTopic } from "./topics";
import { editDistance, findWord, hasAnyPhrase, hasWord, wordMatches } from "./text";

const phone = business.phone.display;
const pricesLink: AssistantLink = { href: "/prices", label: "Full price list" };
const contactLink: AssistantLink = { href: "/contact", label: "Contact us" };

/** Index of the first word of the first phrase found, or -1. */
function phraseAt(list: readonly string[], phrases: readonly string[]): number {
  let best = -1;
  for (const phrase of phrases) {
    const parts = phrase.split(" ");
    for (let i = 0; i + parts.length <= list.length; i++) {
      if (parts.every((p, k) => wordMatches(list[i + k]!, p))) {
        if (best < 0 || i < best) best = i;
        break;
      }
    }
  }
  return best;
}

const firstOf = (...positions: number[]) => {
  const found = positions.filter((p) => p >= 0);
  return found.length ? Math.min(...found) : -1;
};

// Prices ---------------------------------------------------------------------

const PRICE_WORDS = [
  "price*",
  "pric",
  "cost*",
  "charge*",
  "fee",
  "fees",
  "£",
  "cheap*",
  "expensive",
  "vat",
  "quid",
  "callout",
  "rate",
  "rates",
  "pay",
  "paying",
  "card",
  "cash",
  "estimate*",
  "quote*",
  "quotation*",
  "instalment*",
];
const PRICE_PHRASES = ["how much", "call out", "how mutch", "hw much", "how much is", "what do you charge"];

const pkg = (id: string) => pricingPackages.find((p) => p.id === id)!;
/** "Hourly Rate: first hour from £75, £35 per half hour after that": a rate is its two figures, as on the price list. */
const priceLine = (p: PricingPackage) =>
  p.id === "hourly-rate"
    ? `${p.name}: ${p.features
        .filter((f) => f.includes("£"))
        .map((f, i) => (i === 0 ? f.charAt(0).toLowerCase() + f.slice(1) : f))
        .join(", ")}`
    : `${p.name} ${formatPriceText(p)}`;

function findPrices({ list }: Context): number {
  const at = firstOf(findWord(list, PRICE_WORDS), phraseAt(list, PRICE_PHRASES));
  if (at < 0) return -1;
  // "how much pressure" is not a price question.
  if (list[at] === "how" && ["pressure", "water", "bar", "gas"].includes(list[at + 2] ?? "")) return -1;
  return at;
}

function pricesReply({ list }: Context): AssistantReply {
  const picked: PricingPackage[] = [];
  const add = (id: string) => picked.includes(pkg(id)) || picked.push(pkg(id));
  const extra: string[] = [];
  const co = hasWord(list, ["monoxide", "co"]);
  const landlord =
    hasWord(list, ["landlord*", "cp12", "cp", "certificate", "cert", "certs", "rental", "tenant*", "let"]) ||
    hasAnyPhrase(list, ["gas safety", "safety check", "safety record"]);
  if (co) add("carbon-monoxide-test");
  if (landlord) add("gas-safety-check");
  if (hasWord(list, ["premium"])) add("premium-service");
  if (landlord && hasWord(list, ["servic*"])) add("landlord-service");
  else if (hasWord(list, ["servic*", "annual"]) && !hasWord(list, ["premium"])) {
    add("annual-service");
    add("premium-service");
  }
  if (hasWord(list, ["weekend*", "saturday", "sunday", "sat", "sun"])) add("weekend-repair");
  if (hasWord(list, ["hourly", "hour", "labour", "rate"])) add("hourly-rate");
  if (hasWord(list, ["emergency", "urgent"])) {
    add("same-day-repair");
    add("weekend-repair");
    add("emergency-safety");
  }
  // A fault described ("how much to sort a banging noise", "how much is that?" after one): the repair price.
  if (
    hasWord(list, [
      "repair*",
      "fix*",
      "breakdown",
      "diagnos*",
      "noise*",
      "noisy",
      "bang*",
      "leak*",
      "drip*",
      "broken",
      "fault*",
      "error*",
      "lockout",
      "pressure",
    ]) ||
    hasAnyPhrase(list, ["not working", "no heating", "no hot water", "wont work", "fault code", "error code"])
  )
    add("same-day-repair");
  const parts = hasWord(list, [
    "pump",
    "part*",
    "valve",
    "fan",
    "pcb",
    "board",
    "thermostat*",
    "radiator*",
    "sensor*",
    "electrode",
    "seal*",
  ]);
  const newBoiler =
    hasAnyPhrase(list, [
      "new boiler",
      "new combi",
      "boiler fitted",
      "fit a boiler",
      "boiler installed",
      "boiler replaced",
    ]) ||
    (hasWord(
      list.filter((w) => !w.startsWith("instalment")),
      ["install*", "replace*", "replacement"],
    ) &&
      hasWord(list, ["boiler*", "combi"]) &&
      !parts);
  if (parts && hasWord(list, ["replace*", "new"])) add("same-day-repair");
  if (newBoiler) {
    extra.push(
      "A new boiler is quoted after a free survey of your home, so it has no set price on our price list: the engineer measures up and gives you a fixed quote before any work.",
    );
  }
  if (hasWord(list, ["vat"])) extra.push(`${vatNote}: our prices have no VAT to add.`);
  if (hasWord(list, ["pay", "paying", "card", "cash", "transfer"]))
    extra.push(`You can pay by ${business.paymentAccepted.join(", ").toLowerCase()}.`);
  // A service named in the message ("power flush") is priced by its package in services.ts.
  const joined = list.join("");
  const generic = new Set(["boiler", "repair", "repairs", "problems", "specialists", "checks"]);
  const named = servicePrices().find((s) => {
    if (s.slug === "boiler-installation") return false; // quoted after a survey, above
    const keys = s.name
      .toLowerCase()
      .split(" ")
      .filter((k) => !generic.has(k) && k.length >= 5);
    return keys.length > 0 && keys.every((k) => joined.includes(k.slice(0, 5)));
  });
  if (picked.length === 0 && named?.priceId && !newBoiler) {
    const p = pkg(named.priceId);
    extra.push(
      `${named.name} is priced as our ${p.name}: ${formatPriceText(p)} (${p.features.slice(0, 2).join("; ").toLowerCase()}). ${vatNote}, and a free estimate before any work begins.`,
    );
  }
  if (picked.length === 0 && extra.length === 0) ["same-day-repair", "annual-service", "gas-safety-check"].forEach(add);
  const text: string[] = [];
  if (picked.length)
    text.push(
      `${picked.map(priceLine).join(", ")}. ${vatNote} and never a call-out fee; you get a free estimate before any work begins.`,
    );
  else if (!newBoiler && !named)
    text.push(`${business.claims.noCallOutFee}, and a free estimate before any work begins.`);
  return {
    topic: "prices",
    text: [...text, ...extra],
    links: newBoiler
      ? [pricesLink, { href: "/services/boiler-installation", label: "New boiler installation" }]
      : [pricesLink],
    offerCallback: true,
  };
}

// Hours ----------------------------------------------------------------------

const HOURS_WORDS = [
  "open*",
  "hours",
  "closed*",
  "closing*",
  "weekend*",
  "saturday*",
  "sunday*",
  "sat",
  "sun",
  "christmas",
  "xmas",
  "tonight",
  "evening*",
  "247",
  "night*",
  "midnight",
  "late",
];
const HOURS_PHRASES = [
  "what time",
  "wat time",
  "bank holiday",
  "24 7",
  "out of hours",
  "do you work",
  "when are you",
  "available now",
  "anyone come out",
];

function findHours(ctx: Context): number {
  const at = firstOf(findWord(ctx.list, HOURS_WORDS), phraseAt(ctx.list, HOURS_PHRASES));
  if (at < 0) return -1;
  // "weekend call out cost": a price question about weekends, not the opening hours.
  if (findPrices(ctx) >= 0 && !hasWord(ctx.list, ["open*", "hours", "closed*", "closing*", "time"])) return -1;
  return at;
}

function hoursReply({ list, now }: Context): AssistantReply {
  const late =
    hasWord(list, ["tonight", "night", "midnight", "late", "now", "247"]) ||
    hasAnyPhrase(list, ["24 7", "out of hours"]);
  const text = [
    `${openStatus(now).message}. Our hours are ${business.hours.lines.map(formatHoursLine).join(" and ")}, and the ${business.hours.emergency} line is always answered.`,
    `${sameDayStatus(now).message}.`,
  ];
  if (late)
    text.unshift(
      `For a breakdown out of hours call ${phone}: ${business.claims.emergency.toLowerCase()}, with no call-out fee.`,
    );
  return { topic: "hours", text, links: [contactLink], offerCallback: true };
}

// Contact and the business ----------------------------------------------------

const WHERE_PHRASES = [
  "where are you",
  "where r u",
  "where r you",
  "where are u",
  "where is your",
  "where u based",
  "where you based",
  "where abouts",
  "where is the office",
  "where r ur",
  "where are ur",
];

const contactIntents: Intent[] = [
  {
    name: "where",
    priority: 1,
    find: ({ list }) =>
      firstOf(
        phraseAt(list, WHERE_PHRASES),
        findWord(list, ["based", "address", "located", "location", "whereabouts", "office", "premises"]),
      ),
    reply: () => ({
      topic: "where",
      text: [`We're based at ${fullAddress}, and our engineers cover Middlesbrough and the rest of Teesside.`],
      links: [contactLink, { href: "/areas", label: "Areas we cover" }],
    }),
  },
  {
    name: "email",
    priority: 1,
    find: ({ list }) => firstOf(findWord(list, ["email*", "emial", "emai", "mail"]), phraseAt(list, ["e mail"])),
    reply: () => ({
      topic: "email",
      text: [`E-mail us at ${business.email}, or call ${phone} for anything urgent.`],
      links: [{ href: mailtoHref, label: business.email }, contactLink],
    }),
  },
  {
    name: "phone",
    priority: 1,
    find: ({ list }) =>
      firstOf(
        phraseAt(list, [
          "phone number",
          "your number",
          "ur number",
          "contact number",
          "number to call",
          "call you",
          "ring you",
          "telephone",
          "phone no",
          "tel no",
        ]),
      ),
    reply: () => ({
      topic: "phone",
      text: [`Call us on ${phone}: ${business.claims.emergency.toLowerCase()}.`],
      links: [{ href: telHref, label: `Call ${phone}` }, contactLink],
    }),
  },
  {
    name: "gas-safe",
    priority: 1,
    find: ({ list }) => {
      const at = phraseAt(list, ["gas safe", "gassafe", "gas-safe"]);
      if (
        at >= 0 &&
        (hasWord(list, [
          "regist*",
          "reg",
          "registerd",
          "number",
          "id",
          "card",
          "accredited",
          "qualified",
          "certified",
          "legit",
          "engineer*",
          "licen*",
        ]) ||
          hasAnyPhrase(list, ["are you", "r u", "are u", "r you", "is your"]))
      )
        return at;
      return firstOf(
        findWord(list, ["corgi", "qualified", "accredited"]),
        phraseAt(list, ["are you registered", "r u registered", "are your engineers registered"]),
      );
    },
    reply: () => ({
      topic: "gas-safe",
      text: [
        `Yes. ${business.claims.gasSafe} do every job. Ask to see the engineer's Gas Safe ID card; you can check its licence number on the Gas Safe Register.`,
      ],
      links: [
        { href: "/about", label: "About us" },
        { href: "/gas-safe-questions", label: "Gas Safe questions" },
      ],
    }),
  },
  {
    name: "about",
    priority: 2,
    find: ({ list }) =>
      firstOf(
        findWord(list, [
          "reviews",
          "review",
          "rating",
          "rated",
          "established",
          "guarantee*",
          "guaranteed",
          "trustworthy",
          "reputable",
        ]),
        phraseAt(list, ["how long have you", "how long you been", "how long u been", "since when", "how many years"]),
      ),
    reply: ({ list }) => {
      const text: string[] = [];
      if (hasWord(list, ["guarantee*", "guaranteed"]))
        text.push(`Our repairs come with a ${business.guarantee} guarantee.`);
      if (hasWord(list, ["reviews", "review", "rating", "rated", "trustworthy", "reputable"]))
        text.push(`Customers rate us ${ratingText} from ${business.rating.count} reviews.`);
      if (text.length === 0 || hasAnyPhrase(list, ["how long", "since when", "established", "how many years"]))
        text.push(
          `We've been repairing and servicing boilers across Teesside since ${business.foundedYear}, with ${business.claims.gasSafe.toLowerCase()} and ${business.claims.noCallOutFee.toLowerCase()}.`,
        );
      return { topic: "about", text, links: [{ href: "/about", label: "About us" }] };
    },
  },
];

// Booking and emergencies -----------------------------------------------------

const BOOK_WORDS = ["book*", "appointment*", "callback", "visit", "asap", "today", "tomorrow"];
const BOOK_PHRASES = [
  "speak to",
  "talk to",
  "how soon",
  "how quickly",
  "how fast",
  "when can you",
  "can you come",
  "can u come",
  "come out",
  "come round",
  "send someone",
  "send an engineer",
  "get someone",
  "someone out",
  "engineer out",
  "call back",
  "call me",
  "ring me",
  "phone me",
  "contact me",
  "someone ring",
  "someone call",
  "request a callback",
];

const bookingIntents: Intent[] = [
  {
    name: "booking",
    priority: 3,
    find: ({ list }) => firstOf(findWord(list, BOOK_WORDS), phraseAt(list, BOOK_PHRASES)),
    reply: ({ now }) => ({
      topic: "callback",
      text: [
        `Leave your details below and an engineer will call you back, or call ${phone}. It takes a minute and no payment is taken.`,
        `${sameDayStatus(now).message}.`,
      ],
      links: [contactLink],
      offerCallback: true,
    }),
  },
  {
    name: "emergency",
    priority: 2,
    yieldsTo: ["booking"],
    find: ({ list }) =>
      firstOf(
        findWord(list, ["emergency", "emergancy", "urgent", "urgently"]),
        phraseAt(list, ["broke down", "broken down", "right now"]),
      ),
    reply: () => ({
      topic: "emergency",
      text: [
        `For an emergency call ${phone} now: ${business.claims.emergency.toLowerCase()} and ${business.claims.noCallOutFee.toLowerCase()}.`,
      ],
      links: [
        { href: telHref, label: `Call ${phone}` },
        { href: "/services/emergency-boiler-repair", label: "Emergency boiler repair" },
      ],
      offerCallback: true,
    }),
  },
];

// Coverage --------------------------------------------------------------------

/** Places without an area page, as the postcode district that serves them. */
const OTHER_PLACES: Readonly<Record<string, string>> = {
  hartlepool: "TS24",
  "seaton carew": "TS25",
  darlington: "DL1",
  northallerton: "DL6",
  thirsk: "YO7",
  pickering: "YO18",
  sedgefield: "TS21",
  durham: "DH1",
  sunderland: "SR1",
  newcastle: "NE1",
  york: "YO1",
  leeds: "LS1",
  scarborough: "YO11",
};
const COVER_WORDS = ["cover*", "area*", "travel", "reach", "postcode", "near", "nearby", "local"];
const COVER_PHRASES = [
  "come to",
  "come out to",
  "get to",
  "work in",
  "go to",
  "in your area",
  "r u in",
  "are you in",
  "im in",
  "i am in",
  "live in",
  "based in",
];
/** "do you do Yarm": only with a place after it ("do you do gas safety certificates" is not about coverage). */
const PLACE_PHRASES = ["do you do", "do u do", "you do", "what about"];

interface PlaceMatch {
  at: number;
  slug?: string;
  district?: string;
  name: string;
  exact?: boolean;
}

function findPlace(list: readonly string[]): PlaceMatch | undefined {
  const text = ` ${list.join(" ")} `;
  const wordAt = (phrase: string) => {
    const i = text.indexOf(` ${phrase} `);
    return i < 0 ? -1 : text.slice(0, i).split(" ").length - 1;
  };
  const candidates: PlaceMatch[] = [];
  const consider = (name: string, match: Omit<PlaceMatch, "at">) => {
    const key = name.toLowerCase().replace(/['’]/g, "").replace(/-/g, " ");
    const exactAt = wordAt(key);
    if (exactAt >= 0) return void candidates.push({ ...match, at: exactAt, exact: true });
    const at =
      key.includes(" ") || key.length < 6 ? -1 : list.findIndex((w) => w.length >= 5 && editDistance(w, key, 1) <= 1);
    if (at >= 0) candidates.push({ ...match, at });
  };
  for (const p of places()) {
    consider(p.name, { slug: p.slug, name: p.name });
    // Other names for the place, from its page's frontmatter (`aliases`).
    for (const alias of p.aliases) consider(alias, { slug: p.slug, name: p.name });
  }
  for (const [name, district] of Object.entries(OTHER_PLACES))
    consider(name, { district, name: name.replace(/\b\w/g, (c) => c.toUpperCase()) });
  // Longest name first ("new marske" over "marske"), then earliest.
  return candidates.sort(
    (a, b) => Number(Boolean(b.exact)) - Number(Boolean(a.exact)) || b.name.length - a.name.length || a.at - b.at,
  )[0];
}

const POSTCODE_AREAS = new Set("ts dl yo dh sr ne hg ls bd hu dn wf ca la bb pr".split(" "));

function findPostcode(ctx: Context, coverWords: boolean): { at: number; district: string } | undefined {
  const tokens = ctx.list;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!/^[a-z]{1,2}\d[a-z\d]?$/.test(t)) continue;
    const full = /^\d[a-z]{2}$/.test(tokens[i + 1] ?? "");
    const letters = t.replace(/\d.*$/, "");
    if (!(full || coverWords || POSTCODE_AREAS.has(letters))) continue;
    const district = outwardCode(full ? `${t} ${tokens[i + 1]}` : t);
    if (district) return { at: i, district };
  }
  return undefined;
}

function coverageParts(ctx: Context) {
  // "boiler cover plans" are insurance, not the area we cover.
  const insurance = hasAnyPhrase(ctx.list, [
    "cover plan*",
    "boiler cover",
    "home cover",
    "cover policy",
    "cover insurance",
    "homecare",
  ]);
  const coverAt = insurance ? -1 : firstOf(findWord(ctx.list, COVER_WORDS), phraseAt(ctx.list, COVER_PHRASES));
  const postcode = makesIn(ctx.message).length && coverAt < 0 ? undefined : findPostcode(ctx, coverAt >= 0);
  const place = findPlace(ctx.list);
  const placeCounts =
    place &&
    (coverAt >= 0 ||
      phraseAt(ctx.list, PLACE_PHRASES) >= 0 ||
      ctx.list.length <= 4 ||
      ["in", "to", "near", "from"].includes(ctx.list[place.at - 1] ?? "") ||
      hasWord(ctx.list, ["come", "today", "tomorrow"]));
  return { coverAt, postcode, place: placeCounts ? place : undefined };
}

const coverageIntent: Intent = {
  name: "coverage",
  priority: 2,
  find: (ctx) => {
    const { coverAt, postcode, place } = coverageParts(ctx);
    return firstOf(coverAt, postcode?.at ?? -1, place?.at ?? -1);
  },
  reply: (ctx) => {
    const { postcode, place } = coverageParts(ctx);
    if (place?.slug) {
      // The coverage check's own words for the place's district (an edge district: call to check).
      const p = places().find((x) => x.slug === place.slug)!;
      const answer = checkCoverage(p.districts[0]!);
      return {
        topic: "coverage",
        text: [`${p.name} is ${p.districts.join(", ")}. ${answer.message}`],
        links: [{ href: p.url, label: `Boiler repair in ${p.name}` }],
        offerCallback: answer.status !== "outside",
      };
    }
    const district = postcode?.district ?? place?.district;
    if (district) {
      const answer = checkCoverage(district);
      const prefix = place && !postcode ? `${place.name} is ${district}. ` : "";
      return {
        topic: "coverage",
        text: [`${prefix}${answer.message}`],
        links: answer.area
          ? [{ href: answer.area.href, label: `Boiler repair in ${answer.area.name}` }]
          : [{ href: "/areas", label: "Areas we cover" }],
        offerCallback: answer.status !== "outside",
      };
    }
    return {
      topic: "coverage",
      text: [
        `We cover Middlesbrough and a wide radius around it, from Stockton and Yarm to Redcar, Guisborough and the coast as far as Whitby. Type your postcode (for example TS5) or your town and I'll check.`,
      ],
      links: [{ href: "/areas", label: "Areas we cover" }],
    };
  },
};

// Fault codes -----------------------------------------------------------------

const CODE_CONTEXT = [
  "code*",
  "fault*",
  "error*",
  "eror*",
  "showing",
  "shows",
  "flashing",
  "flashes",
  "display*",
  "says",
  "saying",
  "reads",
  "reading",
  "lockout",
  "locked",
  "mean",
  "means",
];
const NEAR_POSTCODE = /^(ts|dl|yo|ne|dh|sr)\d/i;

interface CodeFinding {
  at: number;
  reply: AssistantReply;
}

function faultCode(ctx: Context): CodeFinding | undefined {
  const makes = makesIn(ctx.message);
  const make = makes[0];
  const context = hasWord(ctx.list, CODE_CONTEXT);
  const candidates = codeCandidates(ctx.message).filter((c) => !NEAR_POSTCODE.test(c.compact));
  const at = firstOf(
    findWord(ctx.list, CODE_CONTEXT),
    ...candidates.map((c) =>
      ctx.list.findIndex(
        (w) => w === c.typed.toLowerCase().split(" ")[0] || w === c.typed.toLowerCase().replace(/\./g, ""),
      ),
    ),
    0,
  );
  const table = make ? codeTables().find((b) => b.slug === make) : undefined;
  const brandLink = (slug: string): AssistantLink => ({
    href: `/services/brands/${slug}`,
    label: `${brandName(slug)} fault codes`,
  });
  const codesLink: AssistantLink = { href: "/blog/boiler-error-codes", label: "Common boiler error codes" };

  const status = candidates.find((c) => c.status);
  if (status && (!make || make === "vaillant" || make === "glow-worm")) {
    const name = make ? brandName(make) : "your boiler";
    return {
      at,
      reply: {
        topic: "status-code",
        text: [
          `${status.typed} is a status code, not a fault: S codes show what ${name} is doing at that moment (for example heating, or lighting the burner), so there is nothing to fix or reset.`,
          `If it stays on one status code and the heating or hot water does not come on, call us on ${phone} with the code.`,
        ],
        links: [make ? brandLink(make) : codesLink],
        offerCallback: true,
      },
    };
  }

  if (table) {
    for (const c of candidates.filter((x) => !x.status)) {
      const match = lookUp(table, c.compact);
      if (match) {
        return {
          at,
          reply: {
            topic: "fault-code",
            text: [
              `${table.name} ${match.code}: ${match.meaning}`,
              `What you can do: ${match.whatToDo}`,
              `If it keeps coming back, an engineer can fix it: call ${phone}.`,
            ],
            links: [brandLink(table.slug), codesLink],
            offerCallback: true,
          },
        };
      }
    }
    const unknown = candidates.find((c) => !c.status && !c.numberOnly);
    if (unknown || (context && candidates.some((c) => c.numberOnly))) {
      const typed = (unknown ?? candidates.find((c) => c.numberOnly)!).typed;
      const known = table.faultCodes
        .map((f) => f.code)
        .slice(0, 6)
        .join(", ");
      return {
        at,
        reply: {
          topic: "fault-code",
          text: [
            `I don't have ${typed} for ${table.name} in our fault-code table${known ? ` (it lists ${known})` : ""}. Check the whole code on the display, including any dot or letters.`,
            `Meanwhile: check the pressure gauge (1 to 1.5 bar cold) and that your other gas appliances work, reset once, and if the code comes back call us on ${phone}.`,
          ],
          links: [brandLink(table.slug), codesLink],
          offerCallback: true,
        },
      };
    }
    if (context) {
      return {
        at,
        reply: {
          topic: "fault-code",
          text: [
            `Which code is your ${table.name} showing? Type it as it appears on the display, for example ${table.faultCodes[0]?.code ?? "F28"}.`,
          ],
          links: [brandLink(table.slug)],
        },
      };
    }
    return undefined;
  }

  // No make: a code that is in our tables, or any code with words like "error", needs the make.
  const lettered = candidates.filter((c) => !c.status && !c.numberOnly);
  const known = lettered.map((c) => ({ c, makes: makesWithCode(c.compact) })).find((k) => k.makes.length);
  // A code that only one make in our tables uses: its meaning on that make, and how to say if yours is another.
  const brands = known ? [...new Map(known.makes.map((m) => [m.brand.slug, m])).values()] : [];
  if (known && brands.length === 1) {
    const m = brands[0]!;
    return {
      at,
      reply: {
        topic: "fault-code",
        text: [
          `${m.code} is ${/^[AEIOU]/i.test(m.brand.name) ? "an" : "a"} ${m.brand.name} code in our tables: ${m.meaning}`,
          `What you can do: ${m.whatToDo}`,
          `If your boiler is another make, tell me which and I'll check. If the code keeps coming back, call ${phone}.`,
        ],
        links: [brandLink(m.brand.slug), codesLink],
        offerCallback: true,
      },
    };
  }
  if (known || (context && (lettered.length || /\bcode\b/.test(ctx.message.toLowerCase())))) {
    const code = known?.c.typed ?? lettered[0]?.typed;
    const where = known
      ? ` In our tables ${code} appears for ${[...new Set(known.makes.map((m) => m.brand.name))].join(" and ")}.`
      : "";
    return {
      at,
      reply: {
        topic: "fault-code",
        text: [
          `Which make is your boiler? ${code ? `${code} means different things on different makes.` : "Codes mean different things on different makes."}${where} Send the make and the code together, for example "Vaillant F28".`,
        ],
        links: [codesLink, ...(known ? [brandLink(known.makes[0]!.brand.slug)] : [])],
      },
    };
  }
  return undefined;
}

const faultIntent: Intent = {
  name: "fault-code",
  priority: 0,
  yieldsTo: ["lockout", "service-reminder"],
  find: (ctx) => faultCode(ctx)?.at ?? -1,
  reply: (ctx) => faultCode(ctx)?.reply,
};

const brandIntent: Intent = {
  name: "brand",
  priority: 4,
  yieldsTo: ["fault-code"],
  find: ({ message, list }) => {
    const make = makesIn(message)[0];
    if (!make) return -1;
    // After a question about the problem ("vaillant ... no hot water"): the problem is answered first.
    return (
      100 +
      Math.max(
        0,
        list.findIndex((w) => makesIn(w)[0] === make),
      )
    );
  },
  reply: ({ message }) => {
    const slug = makesIn(message)[0]!;
    const table = codeTables().find((b) => b.slug === slug)!;
    return {
      topic: "brand",
      text: [`Yes, we repair and service ${table.name} boilers. ${table.text.split(". ").slice(0, 2).join(". ")}.`],
      links: [{ href: table.url, label: `${table.name} boilers` }],
      offerCallback: true,
    };
  },
};

// Quick replies that need their own answer --------------------------------------

const quickFaultCode: Intent = {
  name: "quick-fault-code",
  priority: 0,
  find: ({ message }) => (/^a fault code$/i.test(message) ? 0 : -1),
  reply: () => ({
    topic: "fault-code",
    text: [
      "Which make is your boiler and which code is it showing? For example: Vaillant F28, Worcester EA 227 or Ideal L2.",
    ],
    links: [{ href: "/blog/boiler-error-codes", label: "Common boiler error codes" }],
  }),
};

const contentIntent: Intent = {
  name: "content",
  priority: 5,
  find: (ctx) => {
    const found = findContentTopic(ctx.list);
    if (!found) return -1;
    // "how much is a gas safety check": the price answer is the answer.
    if (found.topic.aboutService && findPrices(ctx) >= 0) return -1;
    return found.at;
  },
  reply: (ctx) => contentReply(ctx.list),
  yieldsTo: adviceNames,
  onlyAlone: (ctx) => findContentTopic(ctx.list)?.topic.name === "boiler",
};

export const intents: readonly Intent[] = [
  ...adviceIntents,
  quickFaultCode,
  faultIntent,
  coverageIntent,
  { name: "prices", priority: 1, find: findPrices, reply: pricesReply },
  { name: "hours", priority: 2, find: findHours, reply: hoursReply },
  ...contactIntents,
  ...bookingIntents,
  brandIntent,
  contentIntent,
];
