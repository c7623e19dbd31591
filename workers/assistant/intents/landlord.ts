/**
 * A landlord's duties: the yearly gas safety check and record, an expired
 * record (book now), who pays for repairs in a let home, and "do you do gas
 * safety certificates" (yes, with the price from business.ts).
 */
import { formatPriceText, pricingPackages } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import type { Intent } from "../intent";
import {
  APPLIANCE_BROKEN,
  DURATION_ASKED,
  DUTY_ASKED_OF_OTHERS,
  DUTY_WORDS,
  EXPIRED,
  FREQUENCY_ASKED,
  LANDLORD,
  LANDLORDS_COMPARED,
  LANDLORD_ASKS,
  LETTING_PHRASES,
  OWNER_OCCUPIER,
  RECORD_EARLY,
  SAFETY_RECORD,
  TENANT,
  TIME_AHEAD,
} from "../lexicon";
import { documentById } from "../search";
import {
  askedInSentence,
  findWord,
  firstOf,
  hasAnyPhrase,
  hasExactPhrase,
  hasExactWord,
  hasWord,
  phraseAt,
  span,
} from "../text";
import { phone, serviceLink } from "./links";
import { keptOrTenantsCopy } from "./safety-questions";
import { recordEarlyAsked } from "../topics";
const isLandlord = (list: readonly string[]) => hasWord(list, LANDLORD) || hasAnyPhrase(list, LETTING_PHRASES);

/** Index of the first match of any of these words or phrases, or -1. */
function at(list: readonly string[], keys: readonly string[]): number {
  const single = keys.filter((k) => !k.includes(" "));
  const phrases = keys.filter((k) => k.includes(" "));
  const w = findWord(list, single);
  if (w >= 0) return w;
  return hasAnyPhrase(list, phrases) ? 0 : -1;
}

/**
 * Where a record is said to have run out, or -1; not when it runs out ahead ("run out in the next six weeks",
 * "due to expire", "expires next month"): that is a check to book in time, not a lapsed record.
 */
function expiredAt(list: readonly string[]): number {
  const i = firstOf(
    findWord(
      list,
      EXPIRED.filter((k) => !k.includes(" ")),
    ),
    phraseAt(
      list,
      EXPIRED.filter((k) => k.includes(" ")),
    ),
  );
  if (i < 0) return -1;
  const after = list.slice(i + 1, i + 5);
  const before = span(list, i, 3);
  const ahead =
    hasWord(after, ["next", "soon", "coming", "shortly"]) ||
    // "run out at different times over the next few months": a time to come, a few words on.
    hasAnyPhrase(list.slice(i + 1, i + 8), TIME_AHEAD) ||
    hasAnyPhrase(after, ["in a", "in two", "in three", "in six", "in the"]) ||
    hasWord(before, ["will", "due", "about", "going", "gonna"]);
  return ahead ? -1 : i;
}

export const landlordDuty: Intent = {
  name: "landlord-duty",
  priority: 0,
  find: ({ list }) => {
    // A homeowner asking the duty ("my mother owns her bungalow, must she ...") gets the homeowner's answer below.
    if (!isLandlord(list) && !hasAnyPhrase(list, OWNER_OCCUPIER)) return -1;
    // "which rooms must have a CO alarm": the alarm rule (a content topic), not the gas safety record.
    if (hasWord(list, ["alarm*", "detector*"]) && hasWord(list, ["monoxide", "co", "carbon"])) return -1;
    const record =
      hasWord(list, [...SAFETY_RECORD, "check", "checks", "checked", "inspection*", "certificat*"]) ||
      hasAnyPhrase(list, ["gas safety", "gas safe check", "safety check", "gas check"]);
    if (!record) return -1;
    if (at(list, EXPIRED) >= 0) return -1;
    const duty =
      hasWord(list, [...DUTY_WORDS, "need", "needs", "obligation*", "have to"]) ||
      hasExactWord(list, DUTY_ASKED_OF_OTHERS) ||
      hasAnyPhrase(list, ["do i need", "do landlords", "have to", "got to", "what do i need"]) ||
      // "how often should my landlord get it done": the duty's interval.
      hasAnyPhrase(list, FREQUENCY_ASKED);
    // "the landlord check, it take how long? I must stay home all day?": the time a check takes, not the duty.
    if (
      hasAnyPhrase(list, DURATION_ASKED) &&
      !hasWord(list, ["law", "legal*", "regulation*"]) &&
      !keptOrTenantsCopy(list)
    )
      return -1;
    // "need a gas safe cert for my flat, how much": a price asked, not the duty.
    const onlyNeed = !hasWord(list, DUTY_WORDS) && !hasAnyPhrase(list, ["have to", "got to", "do landlords"]);
    if (onlyNeed && hasAnyPhrase(list, ["how much", "cost*", "price*", "charge*"])) return -1;
    return duty ? 0 : -1;
  },
  reply: ({ list }) => {
    // "I am owner of my house, not renting. Must I do a gas check every year by law?": the homeowner's answer.
    // "like landlords do", "as it is for landlords": landlords named for comparison, not the asker.
    const landlordSaid =
      list.some(
        (w, i) =>
          hasWord([w], ["landlord*", "tenant*", "tenancy"]) &&
          !span(list, i, 4).some((v) => LANDLORDS_COMPARED.includes(v)),
      ) && !hasAnyPhrase(list, ["not landlord*", "not a landlord"]);
    if (hasAnyPhrase(list, OWNER_OCCUPIER) && !landlordSaid) {
      const faq = documentById(HOMEOWNER_FAQ);
      if (faq)
        return {
          topic: "homeowner-check",
          text: faq.paragraphs.slice(0, 1),
          links: [{ href: faq.url, label: faq.page }],
        };
    }
    // "is he even allowed to do that?": "Yes" would answer the wrong question; the duty itself is the answer.
    // ... nor to "how often": the duty itself (every 12 months) is the answer.
    return landlordDutyReply(!hasExactWord(list, DUTY_ASKED_OF_OTHERS) && !hasAnyPhrase(list, FREQUENCY_ASKED));
  },
};

const HOMEOWNER_FAQ = "questions-gas-safety-faq-do-homeowners-need-an-annual-gas-safety-check";

const landlordDutyReply = (yes = true): AssistantReply => ({
  topic: "landlord-duty",
  text: [
    `${yes ? "Yes. " : ""}By law (the Gas Safety (Installation and Use) Regulations 1998) a landlord must have every gas appliance, fitting and flue they provide checked by a Gas Safe registered engineer every 12 months, give the tenants a copy of the gas safety record (CP12) within 28 days of the check (new tenants before they move in), and keep the records for 2 years.`,
    `We do landlord gas safety checks across Teesside: book online or call ${phone}.`,
  ],
  links: [serviceLink("gas-safety-checks", "Gas safety checks"), { href: "/prices", label: "Prices" }],
  offerCallback: true,
});

export const expiredRecord: Intent = {
  name: "expired-record",
  priority: 0,
  // Renewing early told ("they run out in February, can I get them done in December"): not expired.
  find: ({ list }) =>
    (hasWord(list, SAFETY_RECORD) || hasAnyPhrase(list, ["gas safety", "safety check"])) && !recordEarlyAsked(list)
      ? expiredAt(list)
      : -1,
  reply: () => ({
    topic: "expired-record",
    text: [
      `Book a gas safety check now: a landlord must not let a home without a current gas safety record, and an expired one is a breach of the gas safety regulations. We can usually come quickly: book below or call ${phone}.`,
      "Keep a note of when you booked and of any tenant who cannot give access: showing you took all reasonable steps matters if the check is late.",
    ],
    links: [serviceLink("gas-safety-checks", "Gas safety checks"), { href: "/prices", label: "Prices" }],
    offerCallback: true,
  }),
};

/** A landlord's record renewed early or brought into line, in any words: the gas safety check page's 2-month rule. */
export const recordEarly: Intent = {
  name: "record-early",
  priority: 0,
  // ... asked in the sentence that tells the timing ("can the check be done a bit early"), not a note told ("a note
  // saying 'book early'").
  find: ({ list, message }) => {
    if (!recordEarlyAsked(list)) return -1;
    const early = (w: string[]) =>
      hasExactWord(w, RECORD_EARLY.early) || hasExactPhrase(w, RECORD_EARLY.earlyPhrases) ? 0 : -1;
    return askedInSentence(message, early, RECORD_EARLY.asks) >= 0
      ? Math.max(0, findWord(list, RECORD_EARLY.early))
      : -1;
  },
  reply: () => {
    const doc = documentById("service-gas-safety-checks-faq-can-i-book-the-check-early-without-losing-months");
    if (!doc) return undefined;
    return {
      topic: "record-early",
      text: [...doc.paragraphs],
      links: [{ href: doc.url, label: doc.page }],
      offerCallback: true,
    };
  },
};

export const tenantRepairs: Intent = {
  name: "tenant-repairs",
  priority: 0,
  find: ({ list }) => {
    const rented = hasWord(list, TENANT) || hasWord(list, ["landlord*", "letting", "agent", "council", "housing"]);
    if (!rented) return -1;
    const broken = at(list, APPLIANCE_BROKEN) >= 0;
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
    return broken && (who || hasWord(list, ["tenant*"])) && !hasWord(list, SAFETY_RECORD) && !access ? 0 : -1;
  },
  reply: () => ({
    topic: "tenant-repairs",
    text: [
      "In a rented home the landlord is responsible for repairing the boiler, heating and hot water (Landlord and Tenant Act 1985, section 11), and must do it within a reasonable time: quickly when there is no heat or hot water. The tenant reports the fault and gives access; they only pay if they caused the damage.",
      `Landlords and agents can book us directly: call ${phone} or leave details below.`,
    ],
    links: [
      serviceLink("boiler-repair", "Boiler repair"),
      serviceLink("gas-safety-checks", "Landlord gas safety checks"),
    ],
    offerCallback: true,
  }),
};

/** "do you do gas safety certificates", "can you do a cp12 for my flat": yes, with the price from business.ts. */
export const offerGasSafety: Intent = {
  name: "offer-gas-safety",
  priority: 0,
  find: ({ list }) => {
    if (!hasAnyPhrase(list, LANDLORD_ASKS, 1)) return -1;
    if (hasWord(list, ["price*", "cost*", "much", "expired", "expire*", "lapsed"])) return -1;
    // How long the check takes asked: the page's answer (the time per appliance), not the offer.
    if (hasAnyPhrase(list, DURATION_ASKED)) return -1;
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
      links: [serviceLink("gas-safety-checks", "Gas safety checks"), { href: "/prices", label: "Prices" }],
      offerCallback: true,
    };
  },
};
