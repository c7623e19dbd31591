/**
 * "How much…": the price list's packages that the message names (business.ts),
 * a service's package, or how a new boiler is quoted.
 */
import { business, formatPriceText, type PricingPackage, pricingPackages, vatNote } from "~/content/business";
import type { AssistantLink, AssistantReply } from "~/lib/contracts/assistant";
import { servicePrices, termsSection } from "../corpus";
import { handoffWith } from "../handoff";
import type { Context, Intent } from "../intent";
import {
  BEFORE_HAND,
  BOILER_BOUGHT,
  BOILER_OWNED_BEFORE,
  CALL_OUT,
  COST_FEAR,
  FINANCE,
  FITTING_WORK,
  INCLUDES,
  NOT_PRICE,
  PACKAGE_WORDS,
  PAY_METHOD,
  PAY_WHEN,
  ESTIMATE_ASKED,
  PENALTY,
  PRICE_ASK_PHRASES,
  PRICE_ASK_WORDS,
  RETURN_VISIT,
  FAULT_WORDS,
  CO_NAMED,
  CANCELLATION,
  NEW_ONE,
  LET_OUT,
} from "../lexicon";
import { documentById } from "../search";
import { findWord, firstOf, hasAnyPhrase, hasExactWord, hasWord, phraseAt, span } from "../text";
import { phone } from "./links";

/**
 * The words with the boiler one has told ("mine's a combi", "we've got a boiler in the loft") taken out: that "a
 * combi" is the boiler there now, not one asked for.
 */
const boughtRead = (list: readonly string[]) =>
  list.map((w, i) => (w === "a" && hasExactWord(span(list, i, 2), BOILER_OWNED_BEFORE) ? "_" : w));

const pricesLink: AssistantLink = { href: "/prices", label: "Full price list" };

const pkg = (id: string) => pricingPackages.find((p) => p.id === id)!;
/** "Hourly Rate: first hour from £75, £35 per half hour after that": a rate is its two figures, as on the price list. */
const priceLine = (p: PricingPackage) =>
  p.id === "hourly-rate"
    ? `${p.name}: ${p.features
        .filter((f) => f.includes("£"))
        .map((f, i) => (i === 0 ? f.charAt(0).toLowerCase() + f.slice(1) : f))
        .join(", ")}`
    : `${p.name} ${formatPriceText(p)}`;

/** The words with paying or booking told as what comes after ("before I pay someone to come out") taken out. */
export function withoutBeforeHand(list: readonly string[]): string[] {
  const at = phraseAt(list, BEFORE_HAND);
  return at < 0 ? [...list] : list.map((w, i) => (i >= at && i < at + 7 ? "_" : w));
}

export function findPrices({ list: heard }: Context): number {
  const said = withoutBeforeHand(heard);
  // Real words one typo from a price word ("the clocks changed" is not "charged").
  // ... nor "in charge" (who runs the firm).
  const list = said.map((w, i) => (NOT_PRICE.has(w) || (w === "charge" && said[i - 1] === "in") ? "_" : w));
  const at = firstOf(
    costFeared(list),
    findWord(list, CANCELLATION.words),
    phraseAt(list, CANCELLATION.phrases),
    findWord(list, PRICE_ASK_WORDS),
    phraseAt(list, PRICE_ASK_PHRASES),
    findWord(list, PAY_WHEN.words),
    findWord(list, PAY_METHOD),
    phraseAt(list, PAY_WHEN.phrases),
    hasWord(list, PAY_WHEN.pay) ? phraseAt(list, PAY_WHEN.withPay) : -1,
  );
  if (at < 0) return -1;
  // "how much pressure" is not a price question.
  // "how much time does that take", "how much longer": a duration, not a price.
  if (list[at] === "how" && ["pressure", "water", "bar", "gas", "time", "longer"].includes(list[at + 2] ?? ""))
    return -1;
  // "how much is the fine for a landlord without a certificate": a penalty, which the landlords' questions answer.
  if (hasExactWord(list, PENALTY.words) || hasAnyPhrase(list, PENALTY.phrases)) return -1;
  return at;
}

const sentences = (text: string) => text.split(/(?<=\.)\s+/);

/** "how do I know you won't rip me off": a fear of being charged for what was not needed, where it is asked. */
function costFeared(list: readonly string[]): number {
  const at = phraseAt(list, COST_FEAR.asked);
  return at >= 0 && (hasWord(list.slice(at), COST_FEAR.about) || hasExactWord(list, COST_FEAR.strong)) ? at : -1;
}

const PAY_FAQ = "questions-pricing-faq-how-and-when-do-i-pay";

function pricesReply({ list }: Context): AssistantReply {
  // "will I get stung for cancelling": the terms' cancellation rule.
  const cancellations = termsSection("Cancellations")?.paragraphs[0];
  if (cancellations && (hasWord(list, CANCELLATION.words) || hasAnyPhrase(list, CANCELLATION.phrases)))
    return {
      topic: "cancellation",
      text: [cancellations],
      links: [{ href: "/terms-conditions", label: "Terms and conditions" }],
    };
  // "will I be charged again when he comes back to fit the part": the terms' estimate and return-visit rules.
  if (hasAnyPhrase(list, RETURN_VISIT)) {
    const quotes = termsSection("Quotes and estimates")?.paragraphs[0];
    const parts = termsSection("Parts")?.paragraphs.find((p) => p.includes("return visit"));
    if (quotes && parts)
      return {
        topic: "return-visit",
        text: [
          sentences(quotes)
            .filter((t, i) => i === 0 || t.includes("charge you more"))
            .concat(sentences(parts).filter((t) => t.includes("return visit")))
            .join(" "),
        ],
        links: [
          { href: "/terms-conditions", label: "Terms and conditions" },
          { href: "/prices", label: "Prices" },
        ],
      };
  }
  // "do you tell people what it'll cost before you start": the free estimate before any work, then when to pay.
  // ... but "tell me the price of a new combi" asks a price.
  if (
    (hasAnyPhrase(list, ESTIMATE_ASKED) && !hasAnyPhrase(list, ["price of", "price for", "cost of", "cost for"])) ||
    costFeared(list) >= 0
  )
    return {
      topic: "estimate",
      text: [
        `Yes: you get a free estimate before any work begins, and we won't carry out work or fit parts you haven't agreed to. ${business.claims.noCallOutFee}.`,
      ],
      links: [pricesLink],
    };
  // "is a deposit needed", "do you want paying before you start": when to pay, from the pricing page.
  if (
    hasWord(list, PAY_WHEN.words) ||
    hasAnyPhrase(list, PAY_WHEN.phrases) ||
    (hasWord(list, PAY_WHEN.pay) && hasAnyPhrase(list, PAY_WHEN.withPay))
  ) {
    const faq = documentById(PAY_FAQ);
    // ... with finance asked too ("a deposit? and can I spread the cost"): both answered, the finance handed over.
    if (faq && (hasWord(list, FINANCE.words) || hasAnyPhrase(list, FINANCE.phrases)))
      return handoffWith(
        `${faq.paragraphs[0]} Our price list has no finance or payment plan, so I can't answer that from our site.`,
        [{ href: faq.url, label: faq.page }],
      );
    if (faq) return { topic: "payment", text: faq.paragraphs.slice(0, 1), links: [{ href: faq.url, label: faq.page }] };
  }
  const picked: PricingPackage[] = [];
  const add = (id: string) => picked.includes(pkg(id)) || picked.push(pkg(id));
  const extra: string[] = [];
  // A package named by its price ("does the £45 come with an alarm"): the package with that amount.
  for (const [i, w] of list.entries())
    if (w === "£" && /^\d+$/.test(list[i + 1] ?? ""))
      for (const p of pricingPackages) if (p.amount === Number(list[i + 1]) && !p.from) add(p.id);
  const co = hasWord(list, CO_NAMED);
  const landlord =
    hasWord(list, ["landlord*", "cp12", "cp", "certificate", "cert", "certs", "rental", "tenant*", "let"]) ||
    hasAnyPhrase(list, ["gas safety", "safety check", "safety record"]) ||
    // "a flat I rent out", "the house is rented out": a home the visitor lets.
    hasAnyPhrase(list, LET_OUT);
  if (co) add("carbon-monoxide-test");
  if (landlord) add("gas-safety-check");
  if (hasWord(list, ["premium"])) add("premium-service");
  if (landlord && hasWord(list, ["servic*"])) add("landlord-service");
  else if (hasWord(list, ["servic*", "annual"]) && !hasWord(list, ["premium"])) {
    add("annual-service");
    add("premium-service");
  }
  // The weekend repair price for a repair at the weekend, not "a gas cert, and do you do them on Saturdays".
  if (
    hasWord(list, ["weekend*", "saturday*", "sunday*", "sat", "sun"]) &&
    (picked.length === 0 || hasWord(list, ["repair*", "fix*", "broken", "breakdown"]))
  )
    add("weekend-repair");
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
  // A boiler moved ("relocate my combi into the airing cupboard") is quoted after a survey, as a new one is.
  const moved =
    hasWord(list, ["move", "moving", "moved", "relocat*", "reposition*"]) && hasWord(list, ["boiler*", "combi"]);
  const newBoiler =
    moved ||
    (hasAnyPhrase(boughtRead(list), BOILER_BOUGHT) && !hasWord(list, FAULT_WORDS)) ||
    // "a new combi, fitted, like for like", "swap my old Baxi for a combi": the boiler fitted or swapped.
    (hasWord(list, ["boiler*", "combi"]) &&
      (hasWord(list, ["fitted", "swap", "swapping", "swapped"]) || hasAnyPhrase(list, ["like for like"])) &&
      !hasWord(list, FAULT_WORDS) &&
      !parts) ||
    // "a new Worcester Bosch 30kW combination boiler": its make and size between "new" and "boiler".
    (hasAnyPhrase(list, ["new boiler", "new combi", "new combination"], 4) && !parts) ||
    hasAnyPhrase(list, ["boiler fitted", "fit a boiler", "boiler installed", "boiler replaced"]) ||
    (hasWord(
      list.filter((w) => !w.startsWith("instalment")),
      ["install*", "replace*", "replacement"],
    ) &&
      hasWord(list, ["boiler*", "combi"]) &&
      !parts);
  // "how much would a new one be?" with no part named: a new boiler, not the repair the turn before asked about.
  const newOne = hasAnyPhrase(list, NEW_ONE) && !parts;
  if (newOne && picked.includes(pkg("same-day-repair"))) picked.splice(picked.indexOf(pkg("same-day-repair")), 1);
  if (parts && hasWord(list, ["replace*", "new"])) add("same-day-repair");
  /** A new boiler asked, by name or as "a new one": quoted after a survey, with the installation page. */
  const surveyQuote = newBoiler || newOne;
  if (surveyQuote) {
    extra.push(
      `${moved ? "Moving a boiler" : "A new boiler"} is quoted after a free survey of your home, so it has no set price on our price list: the engineer measures up and gives you a fixed quote before any work.`,
    );
  }
  if (hasWord(list, ["vat"])) extra.push(`${vatNote}: our prices have no VAT to add.`);
  const finance = hasWord(list, FINANCE.words) || hasAnyPhrase(list, FINANCE.phrases);
  if (finance || hasWord(list, ["pay", "paying", "payment*", "card", "cash", "transfer", ...PAY_METHOD]))
    extra.push(`You can pay by ${business.paymentAccepted.join(", ").toLowerCase()}.`);
  // Finance is not among the business's facts: say so, and who to ask.
  if (finance) extra.push(`Our price list has no finance or payment plan; call us on ${phone} to ask before you book.`);
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
  // Fitting, connecting or taking out something the list does not price ("a hive thermostat fitted"): not the
  // list's other prices, but the honest handoff.
  if (
    picked.length === 0 &&
    extra.length === 0 &&
    (hasExactWord(list, FITTING_WORK.words) || hasAnyPhrase(list, FITTING_WORK.phrases))
  )
    return handoffWith(`That job has no set price on our price list: we give a free estimate before any work begins.`, [
      pricesLink,
    ]);
  if (picked.length === 0 && extra.length === 0) ["same-day-repair", "annual-service", "gas-safety-check"].forEach(add);
  // "what do I get for the landlord service", "does the £85 service include...": what each package includes.
  if (hasWord(list, INCLUDES.words) || hasAnyPhrase(list, INCLUDES.phrases)) {
    const partsAsked = hasWord(list, ["part", "parts"]);
    if (partsAsked) extra.unshift(documentById(PARTS_FAQ)?.paragraphs[0] ?? "");
    else for (const p of picked) extra.push(`${p.name} includes: ${p.features.join("; ").toLowerCase()}.`);
  }
  // Finance is not among the business's facts: the honest handoff, with how to pay.
  if (finance)
    return handoffWith(
      `Our price list has no finance or payment plan, so I can't answer that from our site; you can pay by ${business.paymentAccepted.join(", ").toLowerCase()}.${newBoiler ? " A new boiler is quoted after a free survey." : ""}`,
      [pricesLink],
    );
  const text: string[] = [];
  // "is there a call-out fee at 2am": the answer first.
  // ... however the coming out is said ("extra to come out at night", "the fee for coming out").
  if (hasWord(list, ["callout*"]) || hasAnyPhrase(list, CALL_OUT))
    text.push(`${business.claims.noCallOutFee}, day or night.`);
  if (picked.length)
    text.push(
      `${picked.map(priceLine).join(", ")}. ${vatNote} and never a call-out fee; you get a free estimate before any work begins.`,
    );
  else if (!surveyQuote && !named)
    text.push(`${business.claims.noCallOutFee}, and a free estimate before any work begins.`);
  return {
    topic: "prices",
    text: [...text, ...extra],
    links: surveyQuote
      ? [pricesLink, { href: "/services/boiler-installation", label: "New boiler installation" }]
      : [pricesLink],
    offerCallback: true,
  };
}

const PARTS_FAQ = "questions-pricing-faq-how-are-boiler-parts-priced";

/** "what's included in the premium service": a package named with a question about what it includes. */
// The question where it is asked, beside the package it names ("does the yearly service check the rads as well"),
// not "annual service" in one sentence and "as well" in another of a long message.
export function includesOfPackage({ list }: Context): number {
  const named = phraseAt(list, PACKAGE_WORDS);
  if (named < 0) return -1;
  const asked = firstOf(findWord(list, INCLUDES.words), phraseAt(list, INCLUDES.phrases));
  return asked >= 0 && Math.abs(asked - named) <= 8 ? Math.min(asked, named) : -1;
}

export const pricesIntent: Intent = {
  name: "prices",
  priority: 1,
  find: (ctx) => firstOf(findPrices(ctx), includesOfPackage(ctx)),
  reply: pricesReply,
};
