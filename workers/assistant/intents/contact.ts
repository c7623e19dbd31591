/** Where we are, how to e-mail or call us, Gas Safe registration, and the business itself (reviews, guarantee, years). */
import { business, fullAddress, gasSafeRegistration, mailtoHref, ratingText, telHref } from "~/content/business";
import { handoffWith } from "../handoff";
import type { Intent } from "../intent";
import { findWord, firstOf, hasAnyPhrase, hasExactPhrase, hasExactWord, hasWord, near, phraseAt } from "../text";
import {
  CALL_TOLD,
  GAS_SAFE_ASKED,
  GAS_SAFE_NUMBER,
  REVIEWS_GENUINE,
  REVIEWS_WHERE,
  WHERE_PHRASES,
  OPINION_ASKED,
  GOOD_FOR,
  WHERE_WORDS,
} from "../lexicon";
import { reviewsPolicySection } from "../corpus";
import { contactLink, phone } from "./links";

export const contactIntents: Intent[] = [
  {
    name: "where",
    priority: 1,
    find: ({ list }) =>
      firstOf(
        phraseAt(list, WHERE_PHRASES),
        // Asked ("where are you based", "what's your address"), not told ("I know you're based in Middlesbrough").
        near(list, ["where", "wheres", "what", "whats"], WHERE_WORDS, 3) ||
          hasAnyPhrase(list, [
            "are you based",
            "r u based",
            "your address",
            "ur address",
            "your office",
            "your premises",
            "an office",
          ])
          ? findWord(list, WHERE_WORDS)
          : -1,
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
    // Calling us told as what the visitor will do ("what can I check before I ring you"): not our number asked.
    find: ({ list }) =>
      hasExactPhrase(list, CALL_TOLD) && !hasExactWord(list, ["number", "no", "numbers"])
        ? -1
        : firstOf(
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
        phraseAt(list, GAS_SAFE_ASKED),
      );
    },
    reply: ({ list }) => {
      const text = `Yes. ${business.claims.gasSafe} do every job. Ask to see the engineer's Gas Safe ID card; you can check its licence number on the Gas Safe Register.`;
      const links = [
        { href: "/about", label: "About us" },
        { href: "/gas-safe-questions", label: "Gas Safe questions" },
      ];
      // Our registration number asked: said once the owner has confirmed it; until then the site cannot say it.
      if (hasExactWord(list, GAS_SAFE_NUMBER)) {
        const registration = gasSafeRegistration();
        if (registration) return { topic: "gas-safe", text: [`${registration}. ${text}`], links };
        return handoffWith(text, links);
      }
      return { topic: "gas-safe", text: [text], links };
    },
  },
  {
    name: "vetting",
    priority: 1,
    find: ({ list }) =>
      firstOf(
        findWord(list, ["dbs", "crb", "vetted", "vetting"]),
        phraseAt(list, ["background check*", "police check*", "criminal record*"]),
      ),
    // Background checks are not among the business's facts: what is, and who to ask.
    reply: () =>
      handoffWith(
        `Every engineer is Gas Safe registered and carries a Gas Safe ID card with their photo and licence number, which you can check on the Gas Safe Register before you let them in. Background (DBS) checks aren't on our site, so I can't answer that: ask us on ${phone}.`,
        [
          { href: "/gas-safe-questions", label: "Gas Safe questions" },
          { href: "/about", label: "About us" },
        ],
      ),
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
        // ... not "are you any good for Marton": whether we come there, or do that job.
        phraseAt(
          list.map((w, i) => (w === "good" && GOOD_FOR.includes(list[i + 1] ?? "") ? "_" : w)),
          OPINION_ASKED,
        ),
      ),
    reply: ({ list }) => {
      // "are those reviews even real, or do you pay for them": how reviews are collected, from the reviews policy.
      // ... or whether bad ones are hidden ("will you get it deleted"): that every review is published.
      const reviews = hasWord(list, ["review*"]);
      const bought = reviews && (hasWord(list, REVIEWS_GENUINE.words) || hasAnyPhrase(list, REVIEWS_GENUINE.phrases));
      const hidden =
        reviews && (hasWord(list, REVIEWS_GENUINE.hidden) || hasAnyPhrase(list, REVIEWS_GENUINE.hiddenPhrases));
      const sections = [
        ...(bought ? [reviewsPolicySection("None are paid for")] : []),
        // "which website are your reviews on?": the independent platform, as the policy says.
        ...(hidden || (reviews && !bought && hasWord(list, REVIEWS_WHERE.words))
          ? [reviewsPolicySection("Every review is published")]
          : []),
      ].filter((d) => d !== undefined);
      // "where can I read them": the rating first when the reviews are not doubted, then where they are published.
      const where = reviews && !bought && !hidden && hasWord(list, REVIEWS_WHERE.words);
      if (sections.length)
        return {
          topic: "reviews-policy",
          text: [
            ...(where ? [`Customers rate us ${ratingText} from ${business.rating.count} reviews.`] : []),
            ...sections.map((d) => d.paragraphs[0]!),
          ],
          links: [{ href: "/reviews-policy", label: "Reviews policy" }],
        };
      const text: string[] = [];
      if (hasWord(list, ["guarantee*", "guaranteed"]))
        text.push(`Our repairs come with a ${business.guarantee} guarantee.`);
      if (
        hasWord(list, ["reviews", "review", "rating", "rated", "trustworthy", "reputable"]) ||
        hasAnyPhrase(list, OPINION_ASKED)
      )
        text.push(`Customers rate us ${ratingText} from ${business.rating.count} reviews.`);
      if (text.length === 0 || hasAnyPhrase(list, ["how long", "since when", "established", "how many years"]))
        text.push(
          `We've been repairing and servicing boilers across Teesside since ${business.foundedYear}, with ${business.claims.gasSafe} and ${business.claims.noCallOutFee.toLowerCase()}.`,
        );
      return { topic: "about", text, links: [{ href: "/about", label: "About us" }] };
    },
  },
];
