/**
 * Questions about gas safety asked ahead, with no hazard now, answered from the gas safety pages: what to do if one
 * ever smells gas (the page's steps), when the landlord's record comes (the check's package), how quickly we get to
 * a place (its area page's typical response). The words from ../lexicon.ts.
 */
import { business, formatPriceText, packageById } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import type { Intent } from "../intent";
import { gasSmellSteps, htmlParagraphs, places } from "../corpus";
import { documentById } from "../search";
import { bookedArrival } from "./receptionist";
import {
  ACTION_ASKED,
  ALARM_LAW,
  ALARM_STANDARD,
  CO_CHECKED_FOR,
  CO_NAMED,
  CO_NATURE_ASKED,
  CO_TEST_ASKED,
  DIY_GAS_WORK,
  ELECTRIC_HEATING,
  GAS_OFF_ASKED,
  GAS_STEPS_ASKED,
  GAS_STEPS_ASKED_MORE,
  GAS_VALVE,
  NOT_CURRENT_STANDARDS,
  RECORDS_KEPT,
  RECORD_TIMING,
  RESPONSE_TIME,
  RULES_ASKED,
  SERVICE_CO_CHECK,
  UNREGISTERED_WORK,
  UNSAFE_FOUND_ASKED,
} from "../lexicon";
import { unregisteredWorkAt } from "../safety";
import { services } from "~/content/services";
import {
  findWord,
  firstOf,
  hasAnyPhrase,
  hasExactPhrase,
  hasExactWord,
  hasWord,
  near,
  phraseAt,
  sentencesOf,
  span,
  words,
} from "../text";
import { callLink, phone } from "./links";

/** The gas safety FAQ's answers on the two unsafe classes, and on what carbon monoxide is. */
const IMMEDIATELY_DANGEROUS_FAQ = "gas-safe-faq-what-does-immediately-dangerous-mean";
const AT_RISK_FAQ = "gas-safe-faq-what-does-at-risk-mean";
const CO_NATURE_FAQ = "questions-gas-safety-faq-what-is-carbon-monoxide-and-why-cant-you-smell-it";

/**
 * The place a text names (an area page's name or alias, the longest first), or its postcode district when the area
 * pages that share it give one response time ("TS10 to be exact").
 */
function placeNamed(list: readonly string[]) {
  return placeByName(list) ?? placeByDistrict(list);
}

function placeByDistrict(list: readonly string[]) {
  const district = list.map((w) => w.toUpperCase()).find((w) => /^[A-Z]{1,2}\d{1,2}$/.test(w));
  if (!district) return undefined;
  const served = places().filter((p) => p.districts.includes(district));
  if (!served.length || new Set(served.map((p) => p.typicalResponse)).size > 1) return undefined;
  return served.length === 1 ? served[0] : { ...served[0]!, name: district };
}

function placeByName(list: readonly string[]) {
  const text = ` ${list.join(" ")} `;
  return places()
    .flatMap((p) =>
      [p.name, ...p.aliases].map((n) => ({ p, n: n.toLowerCase().replace(/['’]/g, "").replace(/-/g, " ") })),
    )
    .filter(({ n }) => text.includes(` ${n} `))
    .sort((a, b) => b.n.length - a.n.length)[0]?.p;
}

/** "how long must I keep the CP12s", "how soon must tenants get a copy": the landlord's duty asked. */
export function keptOrTenantsCopy(list: readonly string[]): boolean {
  return hasWord(list, RECORDS_KEPT.kept) || (hasWord(list, RECORDS_KEPT.copy) && hasWord(list, ["tenant*"]));
}

/** The servicing page's step that reads the flue gases ("Flue gas analysis: with the boiler firing ..."). */
/** "check our gas fire for carbon monoxide": a check word, then "for" right before the gas named, no alarm or smell. */
function checkedForCo(list: readonly string[]): number {
  const at = list.findIndex((w, i) => w === "for" && ["carbon", "co"].includes(list[i + 1] ?? ""));
  const check = findWord(span(list, at, 8), CO_CHECKED_FOR);
  return at >= 0 && check >= 0 && !hasWord(list, ["alarm*", "detector*", "smel*"]) ? Math.max(0, at - 8) + check : -1;
}

function flueGasStep(): string | undefined {
  const servicing = services.find((s) => s.slug === "boiler-servicing");
  return servicing && htmlParagraphs(servicing.body.whatWeDo).find((p) => /flue gas analy/i.test(p));
}

/** Where the emergency control valve is or which way is on, asked: the valve named, or a valve or lever at the meter. */
function valveAsked(list: readonly string[]): number {
  const named = phraseAt(list, GAS_VALVE.named);
  const valve = named >= 0 ? named : hasWord(list, GAS_VALVE.meter) ? phraseAt(list, GAS_VALVE.valve) : -1;
  return valve >= 0 && hasAnyPhrase(list, GAS_VALVE.asked) ? valve : -1;
}

/** The gas safety FAQ on where a CO alarm goes: its paragraph naming the standard. */
const ALARM_PLACE_FAQ = "questions-gas-safety-faq-where-should-i-put-a-carbon-monoxide-alarm";
/** The gas safety FAQ on alarms in rented homes. */
const RENTED_ALARMS_FAQ = "gas-safe-faq-do-rented-homes-need-carbon-monoxide-and-smoke-alarms";

/** What to do if one ever smells gas: the gas safety page's steps, asked ahead (no hazard now). */
export function gasStepsReply(): AssistantReply {
  return {
    topic: "gas-steps",
    text: ["If you ever smell gas:"],
    steps: [...gasSmellSteps],
    links: [{ href: "/gas-safe-questions#gas-emergency", label: "Gas safety steps" }],
  };
}

/** The gas safety FAQ's paragraph on "Not to Current Standards". */
function ncsParagraph(): { text: string; url: string; page: string } | undefined {
  const faq = documentById(AT_RISK_FAQ);
  const text = faq?.paragraphs.find((p) => /Not to Current Standards/.test(p));
  return faq && text ? { text, url: faq.url, page: faq.page } : undefined;
}

/** The law for one's own home: no duty for appliances already there, the Building Regulations rule for new ones. */
function ownHomeAlarmLaw(): AssistantReply {
  return {
    topic: "alarm-law",
    text: [
      "In your own home no law makes you fit a carbon monoxide alarm for appliances already there, but since October 2022 Building Regulations in England require one in the room whenever a new or replacement fixed appliance that burns fuel (such as a boiler or gas fire, not a cooker) is installed. Landlords must have one in every room with such an appliance.",
      "We'd recommend one in every room with a gas appliance either way: it is the only warning you get.",
    ],
    links: [{ href: "/gas-safe-questions", label: "Gas Safe questions" }],
  };
}

/**
 * The landlord's duty, from the rented-home FAQ (a CO alarm in every room with a fixed combustion appliance, gas cookers
 * excluded); when the only gas appliance named is a cooker, that it is excluded leads.
 */
function landlordAlarmLaw(list: readonly string[]): AssistantReply | undefined {
  const faq = documentById(RENTED_ALARMS_FAQ);
  const rule = faq?.paragraphs.find((p) => /cookers are excluded/i.test(p));
  if (!faq || !rule) return undefined;
  // "electric heaters", "an electric fire": not a combustion appliance.
  const fixed = list.filter(
    (w, i) => !ELECTRIC_HEATING.includes(list[i - 1] ?? "") && hasWord([w], ALARM_LAW.fixedAppliance),
  );
  const cookerOnly = hasWord(list, ALARM_LAW.cooker) && fixed.length === 0;
  return {
    topic: "alarm-law",
    text: [
      ...(cookerOnly
        ? ["Not for a gas cooker on its own: the landlord's carbon monoxide alarm rule excludes gas cookers."]
        : []),
      // "Yes, in England." answers whether rented homes need one; after "not for a cooker" the rule alone.
      cookerOnly ? rule.replace(/^Yes, in England\. Since/, "In England, since") : rule,
    ],
    links: [{ href: faq.url, label: faq.page }],
  };
}

/**
 * What to do asked in any person ("what is she supposed to do", "what do we need to do first", "whats the drill"):
 * a "what" whose clause ends on "do", or names a procedure. Not "what do you charge" (the "do" asks of something else).
 */
function actionAsked(list: readonly string[], message: string): number {
  // Sentence by sentence: "what are we supposed to do? Want to be prepared" ends its clause at the mark.
  for (const { from, words: said } of sentencesOf(message)) {
    const part = list.slice(from, from + said.length);
    const at = part.findIndex(
      (w, i) =>
        ACTION_ASKED.what.includes(w) &&
        part
          .slice(i + 1, i + 7)
          .some(
            (v, k) =>
              ACTION_ASKED.procedure.includes(v) ||
              (v === "do" && k > 0 && (i + k + 2 >= part.length || ACTION_ASKED.after.includes(part[i + k + 2]!))),
          ),
    );
    if (at >= 0) return from + at;
  }
  return -1;
}

export const safetyQuestionIntents: Intent[] = [
  {
    // "can I disconnect the gas hob myself", "is it ok to move the cooker myself": advised against, and why.
    name: "diy-gas-work",
    priority: 0,
    find: ({ list }) =>
      hasAnyPhrase(list, DIY_GAS_WORK.self) &&
      hasWord(list, DIY_GAS_WORK.appliance) &&
      (hasAnyPhrase(list, DIY_GAS_WORK.work) || hasAnyPhrase(list, UNREGISTERED_WORK.work))
        ? phraseAt(list, DIY_GAS_WORK.self)
        : -1,
    reply: () => ({
      topic: "diy-gas-work",
      text: [
        "We'd advise against it: by law gas work, including disconnecting, moving or fitting a gas appliance, must be done by someone competent, which in practice means a Gas Safe registered engineer, and the connection must be tested for leaks afterwards (even a cooker on a bayonet hose). We can do it for you: leave your details below.",
      ],
      links: [{ href: "/gas-safe-questions", label: "Gas Safe questions" }],
      offerCallback: true,
    }),
  },
  {
    // "the record lists the fire as NCS, can she still use it": not unsafe, may be upgraded (the gas safety FAQ).
    name: "not-current-standards",
    priority: 0,
    find: ({ list }) => phraseAt(list, NOT_CURRENT_STANDARDS),
    reply: () => {
      const ncs = ncsParagraph();
      if (!ncs) return undefined;
      return {
        topic: "not-current-standards",
        text: [ncs.text, "So it can still be used, unless it is also labelled At Risk or Immediately Dangerous."],
        links: [{ href: ncs.url, label: ncs.page }],
      };
    },
  },
  {
    // "do you sell CO alarms", "can your man bring one", "check my flat for carbon monoxide": the CO test.
    name: "co-test-offer",
    priority: 0,
    // Not the law asked ("do I legally have to fit a CO alarm"): the duty is the answer (alarm-law, the rented-home FAQ).
    find: ({ list }) =>
      (hasWord(list, ["monoxide", "co"]) || (hasWord(list, ["alarm*", "detector*"]) && hasWord(list, ["sell*"]))) &&
      !hasWord(list, ALARM_LAW.law) &&
      !hasAnyPhrase(list, ALARM_LAW.phrases)
        ? firstOf(phraseAt(list, CO_TEST_ASKED), checkedForCo(list))
        : -1,
    reply: () => {
      const test = packageById("carbon-monoxide-test");
      return {
        topic: "co-test-offer",
        text: [
          `Our ${test.name} (${formatPriceText(test)}): ${test.features.join("; ").toLowerCase()}. Whether the engineer can bring and fit an alarm on the visit we'd confirm when you book.`,
        ],
        links: [{ href: "/prices", label: "Prices" }],
        offerCallback: true,
      };
    },
  },
  {
    // "my brother-in-law isn't Gas Safe but he moved our boiler, do we need it checked", "can you sign it off":
    // the law, have it checked before relying on it, and whom to tell.
    name: "unregistered-work",
    priority: 0,
    find: ({ message }) => unregisteredWorkAt(message),
    reply: () => {
      const check = packageById("gas-safety-check");
      return {
        topic: "unregistered-work",
        text: [
          "By law only a Gas Safe registered engineer may fit, move or work on a gas boiler or appliance, and work by someone who isn't registered can be unsafe even when it works: have it checked by a Gas Safe registered engineer before you rely on it.",
          `We can inspect it and tell you what needs putting right (our ${check.name}, ${formatPriceText(check)}), but we can't sign off work someone else did: you can report unregistered gas work to the Gas Safe Register, and your council's building control can advise on the certificate.`,
        ],
        links: [{ href: "/services/gas-safety-checks", label: "Gas safety checks" }],
        offerCallback: true,
      };
    },
  },
  {
    // "which standard should a CO alarm have on the box": the standard the gas safety FAQ names.
    name: "alarm-standard",
    priority: 0,
    find: ({ list }) =>
      hasWord(list, ["alarm*", "detector*"]) && hasWord(list, ["monoxide", "co", "carbon"])
        ? firstOf(phraseAt(list, ALARM_STANDARD.words), phraseAt(list, ALARM_STANDARD.phrases))
        : -1,
    reply: () => {
      const faq = documentById(ALARM_PLACE_FAQ);
      const line = faq?.paragraphs.flatMap((p) => p.split(/(?<=\.)\s+/)).find((s) => /BS EN/.test(s));
      if (!faq || !line) return undefined;
      return { topic: "alarm-standard", text: [line], links: [{ href: faq.url, label: faq.page }] };
    },
  },
  {
    // "what happens if the engineer finds something dangerous?": the unsafe-situations procedure, from the gas safety
    // FAQ (Immediately Dangerous disconnected and labelled; At Risk turned off and labelled).
    name: "unsafe-found",
    priority: 0,
    find: ({ message }) => {
      for (const { from, words: w } of sentencesOf(message)) {
        const { asked, finds, unsafe } = UNSAFE_FOUND_ASKED;
        const at = w.findIndex((v) => finds.includes(v));
        if (at >= 0 && hasExactWord(w, asked) && hasWord(w.slice(at + 1, at + 10), unsafe)) return from + at;
      }
      return -1;
    },
    reply: () => {
      const faq = documentById(IMMEDIATELY_DANGEROUS_FAQ);
      const sentences = (paragraphs: readonly string[] = []) => paragraphs.map((p) => p.split(/(?<=\.)\s+/));
      const dangerous = sentences(faq?.paragraphs);
      const atRisk = sentences(documentById(AT_RISK_FAQ)?.paragraphs);
      // What each class is, and what the engineer does (the FAQ's first sentences).
      const told = [dangerous[0]?.[0], dangerous[1]?.[0], atRisk[0]?.[0], atRisk[0]?.[1]];
      if (!faq || told.some((t) => !t)) return undefined;
      return {
        topic: "unsafe-found",
        text: [`${told[0]} ${told[1]}`, `${told[2]} ${told[3]}`],
        links: [{ href: faq.url, label: faq.page }],
      };
    },
  },
  {
    // "why can't you smell carbon monoxide and what makes it?": what it is, from the gas safety FAQ.
    name: "co-nature",
    priority: 0,
    // Read on the words as written: "why can't you smell it" asks, the negation denies nothing sensed.
    find: ({ message }) => {
      const said = words(message);
      const co = said.findIndex((w, i) => w === "co" || (w === "carbon" && said[i + 1]?.startsWith("monox")));
      if (co < 0 || hasWord(said, ["alarm*", "detector*"])) return -1;
      const { asked, property } = CO_NATURE_ASKED;
      // The signs or symptoms asked are another question (what to look out for).
      if (hasWord(said, ["sign*", "symptom*"])) return -1;
      return hasExactWord(said, asked) && hasExactPhrase(said, property) ? co : -1;
    },
    reply: () => {
      const faq = documentById(CO_NATURE_FAQ);
      if (!faq || faq.paragraphs.length < 2) return undefined;
      return { topic: "co-nature", text: faq.paragraphs.slice(0, 2), links: [{ href: faq.url, label: faq.page }] };
    },
  },
  {
    // "does the service check for carbon monoxide at all": yes, the flue gas analysis (the servicing FAQ's words).
    name: "service-co-check",
    priority: 0,
    find: ({ list }) =>
      hasWord(list, CO_NAMED) &&
      hasWord(list, SERVICE_CO_CHECK.service) &&
      hasWord(list, SERVICE_CO_CHECK.check) &&
      !hasWord(list, ["alarm*", "detector*", "smel*", "price*", "cost*", "much"])
        ? phraseAt(list, SERVICE_CO_CHECK.service)
        : -1,
    reply: () => {
      const step = flueGasStep();
      if (!step) return undefined;
      return {
        topic: "service-co-check",
        text: [`Yes, every service includes it. ${step}`],
        links: [{ href: "/services/boiler-servicing", label: "Boiler servicing" }],
        offerCallback: true,
      };
    },
  },
  {
    // "do I as a homeowner legally have to have a CO alarm": the law for one's own home (a landlord's rule is a page topic).
    name: "alarm-law",
    priority: 0,
    find: ({ list }) =>
      hasWord(list, ["alarm*", "detector*"]) &&
      hasWord(list, ["monoxide", "co", "carbon"]) &&
      // The rules asked too ("what are the actual rules for landlords?"), read exactly ("rule" is no "rules" typo).
      (hasWord(list, ALARM_LAW.law) || hasAnyPhrase(list, ALARM_LAW.phrases) || hasExactWord(list, RULES_ASKED))
        ? phraseAt(list, ["alarm*", "detector*"])
        : -1,
    // A landlord's duty (the rented-home FAQ), or the law for one's own home.
    reply: ({ list }) => (hasWord(list, ALARM_LAW.landlord) ? landlordAlarmLaw(list) : ownHomeAlarmLaw()),
  },
  {
    name: "gas-steps",
    priority: 0,
    find: ({ list, message }) =>
      // ... or a leak only supposed ("if I think I have a gas leak, who do I ring?").
      hasWord(list, ["smel*", "smelt", ...GAS_STEPS_ASKED_MORE.hazard]) &&
      hasWord(list, ["gas"]) &&
      hasAnyPhrase(list, GAS_STEPS_ASKED.when)
        ? firstOf(phraseAt(list, [...GAS_STEPS_ASKED.ask, ...GAS_STEPS_ASKED_MORE.ask]), actionAsked(list, message))
        : -1,
    reply: () => gasStepsReply(),
  },
  {
    // "where would I turn the gas off if I ever had to", "how is the gas shut off": the gas safety page's answer
    // (the lever at a right angle to the pipe), not a supply gone off.
    name: "gas-off",
    priority: 0,
    // ... or the emergency control valve asked about ("where's the ECV, and how do I know if it's on or off").
    find: ({ list }) =>
      hasAnyPhrase(list, GAS_OFF_ASKED.ask) &&
      near(list, ["gas"], ["off"], 5) &&
      near(list, GAS_OFF_ASKED.turn, ["gas", "off"], 4) &&
      !hasAnyPhrase(list, GAS_OFF_ASKED.noSupply)
        ? findWord(list, ["gas"])
        : valveAsked(list),
    reply: () => {
      const faq = documentById("questions-gas-safety-faq-how-do-i-turn-off-the-gas-supply-in-an-emergency");
      return faq
        ? {
            topic: "gas-off",
            text: faq.paragraphs.slice(0, 1),
            links: [{ href: faq.url, label: "Gas safety questions" }],
          }
        : undefined;
    },
  },
  {
    name: "record-timing",
    priority: 0,
    // How long records are kept, or when tenants get their copy, is the landlord's duty (./landlord.ts), not when
    // the certificate reaches whoever booked the check.
    find: ({ list }) =>
      hasWord(list, RECORD_TIMING.record) && !keptOrTenantsCopy(list) ? phraseAt(list, RECORD_TIMING.when) : -1,
    reply: () => {
      const check = packageById("gas-safety-check");
      return {
        topic: "record-timing",
        text: [`${check.name} (${formatPriceText(check)}): ${check.features.join("; ").toLowerCase()}.`],
        links: [{ href: "/services/gas-safety-checks", label: "Gas safety checks" }],
        offerCallback: true,
      };
    },
  },
  {
    name: "response-time",
    priority: 0,
    // The reach asked with the time ("how long to get to Marske"), not "my rota has come out" sentences before it.
    find: ({ list }) => {
      if (hasAnyPhrase(list, RESPONSE_TIME.stay)) return -1;
      // When the engineer turns up for a booked visit is the visit's time (./receptionist.ts), not our reach.
      if (bookedArrival(list) >= 0) return -1;
      for (let i = phraseAt(list, RESPONSE_TIME.how); i >= 0 && i < list.length; i++) {
        if (phraseAt(list.slice(i), RESPONSE_TIME.how) !== 0) continue;
        const reach = phraseAt(list.slice(i, i + 12), RESPONSE_TIME.reach);
        if (reach >= 0) return i;
        // "how quick for an emergency": how soon we come, asked of the emergency rather than a verb of coming.
        const soon = phraseAt(list.slice(i), RESPONSE_TIME.soon) === 0;
        if (soon && phraseAt(list.slice(i, i + 8), RESPONSE_TIME.emergency) >= 0) return i;
      }
      return -1;
    },
    reply: ({ list }) => {
      const place = placeNamed(list);
      const line = place
        ? `For an emergency in ${place.name}, we're ${place.typicalResponse.replace(/^usually/, "usually with you")}.`
        : "It depends where you are: tell me your town or postcode and I'll give you our usual time there.";
      return {
        topic: "response-time",
        text: [`${line} Call ${phone}: our ${business.claims.emergency.toLowerCase()} line is open now.`],
        links: [callLink, ...(place ? [{ href: place.url, label: `Boiler repair in ${place.name}` }] : [])],
        offerCallback: true,
      };
    },
  },
];
