/**
 * What a receptionist is asked about the firm and its rules rather than a boiler: whether the visitor
 * is talking to a person, complaints, the company itself, the same-day rule, nights and holidays, and
 * a visit on a given day. Facts from business.ts only (none invented: no holiday rota is published, so
 * the answer is the 24/7 line); the words from ../lexicon.ts.
 */
import { standingAgreement } from "./not-offered";
import { business, formatHoursLine, formatPriceText, packageById, visitWindows } from "~/content/business";
import { sameDayStatus } from "~/lib/contracts/opening-status";
import type { AssistantReply } from "~/lib/contracts/assistant";
import type { Intent } from "../intent";
import { handoffWith } from "../handoff";
import {
  ANYONE_NOW,
  SOMEONE_NOW,
  APPLIANCE_ALONE,
  EXTRA_APPLIANCE,
  COMPANY,
  COMPLAINT,
  FEARED_TRADER,
  ENGINEER_IDENTITY,
  TIDINESS,
  GUARANTEE,
  INCLUDES,
  HOLIDAY,
  IN_CHARGE,
  PRICE_WORDS,
  NIGHT_TIME,
  OTHER_GAS_APPLIANCES,
  PERSON,
  PORTFOLIO,
  SAME_DAY_RULE,
  OFFER_SERVICE,
  SAME_VISIT,
  TENANT_ACCESS,
  TENANT_DIRECT,
  BOOKED_ARRIVAL,
  TENANT_REFUSES,
  OTHER_FIRM,
  VISIT_ASK,
  VISIT_DAY,
  HAPPENED_TOLD,
  BILL_ABOVE_QUOTE,
  WEEKEND_DAY,
  STAND_BEHIND,
  PERSON_ADDRESSED,
  VISIT_TIME,
} from "../lexicon";
import { aboutSection } from "../corpus";
import { documentById, search } from "../search";
import {
  askedInSentence,
  exactPhraseAt,
  findWord,
  firstOf,
  hasAnyPhrase,
  hasExactWord,
  hasWord,
  near,
  nearExactly,
  phraseAt,
  sentencesOf,
  span,
} from "../text";
import { callLink, contactLink, phone } from "./links";

/** Whether word i is a clock time: "6pm", "6 pm", "at 6", "half seven", "eight oclock". */
function clockTime(list: readonly string[], i: number): boolean {
  const w = list[i]!;
  if (/^(1[0-2]|[1-9])(am|pm)$/.test(w)) return true;
  const hour = /^(1[0-2]|[1-9])$/.test(w) || VISIT_TIME.numbers.includes(w);
  return hour && (VISIT_TIME.lead.includes(list[i - 1] ?? "") || VISIT_TIME.tail.includes(list[i + 1] ?? ""));
}

const hoursText = business.hours.lines.map(formatHoursLine).join(", ");

/** The FAQ that says which appliances can be checked on a service visit. */
const SAME_VISIT_FAQ = "questions-gas-safety-faq-do-homeowners-need-an-annual-gas-safety-check";

/** "12 rental flats", "several houses", "3 rental houses": more than one property ("minus 5 boiler" is a temperature). */
/**
 * The tenant dealt with by us directly, asked by a landlord who can't be there ("can you liaise with her directly",
 * "wud u deal with the tenant direct"): a verb of dealing, then the tenant or "directly" within a few words.
 */
function tenantDirect(list: readonly string[]): number {
  const at = findWord(list, TENANT_DIRECT.deal);
  if (at < 0) return -1;
  const after = span(list, at + 1, 0, 6);
  return hasExactWord(after, TENANT_DIRECT.directly) &&
    (hasWord(after, TENANT_DIRECT.tenant) || hasWord(list, ["tenant*"]))
    ? at
    : -1;
}

/**
 * When the engineer turns up for a booked visit ("what time do they arrive if I book a morning slot", "wen does ur man
 * arrive for an appointment"): a time asked, the arrival, and the booking named. Where the time is asked.
 */
export function bookedArrival(list: readonly string[]): number {
  const when = phraseAt(list, BOOKED_ARRIVAL.when);
  return when >= 0 && hasAnyPhrase(list, BOOKED_ARRIVAL.arrive) && hasWord(list, BOOKED_ARRIVAL.booked) ? when : -1;
}

function severalProperties(list: readonly string[]): number {
  const first = findWord(list, PORTFOLIO.properties);
  if (first < 0) return -1;
  if (hasWord(list, ["portfolio"]) || hasAnyPhrase(list, PORTFOLIO.twoHomes)) return first;
  // A count told of any word for homes, not only the first ("his rental business ... five flats in Stockton").
  for (let at = first; at >= 0; at = findWord(list, PORTFOLIO.properties, at + 1)) {
    const from = Math.max(0, at - 3);
    const before = list.slice(from, at);
    // "a 4 bed house", "a three-bedroom house": a count said of the rooms is the house's size.
    const many = before.some(
      (w, i) =>
        (/^([2-9]|[1-9]\d+)$/.test(w) || PORTFOLIO.counts.includes(w)) &&
        !["minus", "is", "at", "of"].includes(before[i - 1] ?? list[at - 4] ?? "") &&
        !PORTFOLIO.rooms.includes(list[from + i + 1] ?? ""),
    );
    if (many || hasWord(before, PORTFOLIO.many)) return at;
  }
  return -1;
}

/** An afternoon or evening hour in figures ("15:00", "13.30", "1.30pm"): after the same-day cut-off. */
function afternoonHour(list: readonly string[]): number {
  return list.findIndex(
    (w, i) =>
      /^(1[2-9]|2[0-3])\.\d\d$/.test(w) ||
      /^([1-9]|1[01])(\.\d\d)?pm$/.test(w) ||
      (/^(1[2-9]|2[0-3])$/.test(w) && /^\d\d$/.test(list[i + 1] ?? "")),
  );
}

/** The day and part of the day asked ("tuesday afternoon"), as the visitor named them, or "it". */
function dayAsked(list: readonly string[]): string {
  const named = list.filter((w) => VISIT_DAY.days.includes(w));
  if (!named.length) return "it";
  const text = named.join(" ");
  return /^(mon|tues|wednes|thurs|fri)day/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Boilers to service at more than one home (not a landlord's checks): the service price per boiler. */
function servicesAtSeveral(list: readonly string[]): AssistantReply | undefined {
  if (!hasWord(list, ["servic*"]) || hasWord(list, ["landlord*", "tenant*", "cp12", "rental*", "let", "lets"])) return;
  const annual = packageById("annual-service");
  const discount = hasWord(list, ["discount*", "deal", "cheaper", "offer"])
    ? " Our price list has no discount for more than one; ask when you call."
    : "";
  return {
    topic: "portfolio",
    text: [
      `Each boiler is priced as a service of its own: our ${annual.name} is ${formatPriceText(annual)} per boiler, with no call-out fee.${discount} Give us each address when you book, or call ${phone} to arrange them together.`,
    ],
    links: [{ href: "/prices", label: "Prices" }, contactLink],
    offerCallback: true,
  };
}

/** Damage told of one of ours ("your lad cracked a tile", "the man you sent has broken the door"): where it is told. */
/** A bill told as more than the price given before it ("quoted 95, the invoice came to 160"), not asked ahead. */
export function billAboveQuote(list: readonly string[]): number {
  const at = findWord(list, BILL_ABOVE_QUOTE.bill);
  // ... or the amounts told say it: one given before the bill, a bigger one after ("said 85, the invoice says 120").
  const amount = (w: string) => (/^\d+$/.test(w) ? Number(w) : NaN);
  const before = list
    .slice(0, Math.max(at, 0))
    .map(amount)
    .filter((n) => n > 0);
  const after = list
    .slice(at + 1)
    .map(amount)
    .filter((n) => n > 0);
  const bigger = before.length > 0 && after.some((n) => n > before[0]!);
  return at >= 0 &&
    hasExactWord(list, BILL_ABOVE_QUOTE.given) &&
    (hasExactWord(list, BILL_ABOVE_QUOTE.more) || bigger) &&
    !hasExactWord(list, BILL_ABOVE_QUOTE.ahead)
    ? at
    : -1;
}

function damageByUs(list: readonly string[]): number {
  for (let at = 0; at < list.length; at++) {
    if (phraseAt(list.slice(at), COMPLAINT.ours) !== 0) continue;
    const after = list.slice(at + 1, at + 10);
    if (hasExactWord(after, COMPLAINT.damage) || hasAnyPhrase(after, COMPLAINT.damagePhrases)) return at;
  }
  return -1;
}

/**
 * Another firm asked about: "are you" or "is this" with a link to it ("the same firm as", "part of", "connected to"),
 * and the firm named by a noun or a capitalised name after the link (not "is this part of the service?").
 */
function otherFirmAsked(list: readonly string[], message: string): number {
  const asked = phraseAt(list, OTHER_FIRM.asked);
  const link = phraseAt(list, OTHER_FIRM.link);
  if (asked < 0 || link < 0 || link < asked || link - asked > 6) return -1;
  if (hasExactWord(list.slice(link), OTHER_FIRM.firm)) return asked;
  const linkWord = OTHER_FIRM.link.find((p) => list.slice(link).join(" ").startsWith(p))!;
  const rest = message.slice(message.toLowerCase().indexOf(linkWord.split(" ").pop()!));
  return /\s[A-Z][a-z]+/.test(rest) ? asked : -1;
}

/** The landlord questions' answer to a tenant who won't let the engineer in. */
const TENANT_REFUSES_FAQ = "questions-landlords-faq-what-if-my-tenant-wont-let-the-engineer-in";

export const receptionistIntents: Intent[] = [
  {
    // "who's the boss there", "speak to the manager": the site names no owner; how to reach whoever is in charge.
    name: "in-charge",
    priority: 1,
    find: ({ list }) => phraseAt(list, IN_CHARGE),
    reply: () =>
      handoffWith(
        `Our site doesn't give the owner's name. To speak to the owner or whoever is in charge, call ${phone} and ask for them, or leave your number with the callback form and say who you'd like to speak to.`,
        [{ href: "/about", label: "About us" }],
      ),
  },
  {
    // "can your engineer pick up the keys from our office", "do you hold keys for landlords": appointments are
    // arranged with the tenant (the landlord package); keys collected or held is not on the site, so the owner answers.
    name: "tenant-access",
    priority: 1,
    find: ({ list }) =>
      hasWord(list, TENANT_ACCESS.who) ? firstOf(phraseAt(list, TENANT_ACCESS.asked), tenantDirect(list)) : -1,
    reply: ({ list }) => {
      const landlord = packageById("landlord-service");
      const arranged = landlord.features.find((f) => /tenant/i.test(f));
      // The tenant dealt with directly, no keys asked: how we book visits to let homes answers it.
      if (arranged && phraseAt(list, TENANT_ACCESS.asked) < 0)
        return {
          topic: "tenant-access",
          text: [
            `Yes: visits to let homes are ${arranged.toLowerCase()}, so you don't need to be there. Give us the tenant's name and number when you book, or call ${phone}.`,
          ],
          links: [{ href: "/questions/landlords", label: "Landlord questions" }],
          offerCallback: true,
        };
      return handoffWith(
        `${arranged ? `${arranged}: that is how we book visits to let homes.` : ""} Collecting or holding keys is something we'd arrange with you.`.trim(),
        [{ href: "/questions/landlords", label: "Landlord questions" }],
      );
    },
  },
  {
    // "are you the same firm as ...", "are you part of British Gas": the site says who we are, not who we are not.
    name: "other-firm",
    priority: 1,
    find: ({ list, message }) => otherFirmAsked(list, message),
    reply: () =>
      handoffWith(
        `We're ${business.name}, a local firm based in Middlesbrough since ${business.foundedYear}. Our site doesn't say whether we're connected with another firm, so we'd rather answer that ourselves.`,
        [{ href: "/about", label: "About us" }],
      ),
  },
  {
    // "my tenant won't let the engineer in", "he's out whenever the gas man turns up": the landlord's reasonable
    // steps, in writing, kept as a record (the landlord questions).
    name: "tenant-refuses",
    priority: 0,
    find: ({ list }) =>
      hasWord(list, TENANT_REFUSES.who) && hasWord(list, TENANT_REFUSES.check)
        ? firstOf(findWord(list, TENANT_REFUSES.refusal), phraseAt(list, TENANT_REFUSES.refusalPhrases))
        : -1,
    reply: () => {
      const faq = documentById(TENANT_REFUSES_FAQ);
      return faq
        ? {
            topic: "tenant-refuses",
            // The steps, then the record of them kept as evidence.
            text: faq.paragraphs.slice(0, 2),
            links: [{ href: faq.url, label: "Landlord questions" }],
            offerCallback: true,
          }
        : undefined;
    },
  },
  {
    name: "portfolio",
    priority: 1,
    // A standing contract asked for them all ("a maintenance contract for the block") is no per-property price.
    find: ({ list }) => (standingAgreement(list) >= 0 ? -1 : severalProperties(list)),
    reply: ({ list }) => {
      const services = servicesAtSeveral(list);
      if (services) return services;
      const faq = search("several rental properties look after all of them", ["faq"], 1)[0]?.doc;
      const check = packageById("gas-safety-check");
      return {
        topic: "portfolio",
        text: [
          ...(faq ? faq.paragraphs.slice(0, 1) : []),
          `The ${check.name} is ${formatPriceText(check)} per property; call ${phone} to talk through your properties.`,
        ],
        links: [
          faq ? { href: faq.url, label: faq.page } : { href: "/questions/landlords", label: "Landlord questions" },
          { href: "/services/gas-safety-checks", label: "Gas safety checks" },
        ],
        offerCallback: true,
      };
    },
  },
  {
    name: "same-visit",
    priority: 1,
    // Two jobs or an extra appliance on one visit: "the gas safety check and service on the same visit",
    // "service my gas hob at the same time as the boiler".
    // Not what a package includes ("does the check cover the hob as well, or is it per appliance").
    find: ({ list }) => {
      const other = hasAnyPhrase(list, OTHER_GAS_APPLIANCES);
      // "Does the £85 service cover my gas fire as well, or just the boiler?": another appliance on the service visit.
      if (
        other &&
        hasWord(list, ["servic*"]) &&
        !hasWord(list, ["cp12", "certificat*", "cert", "landlord*"]) &&
        !hasAnyPhrase(list, ["safety check", "gas check"]) &&
        hasAnyPhrase(list, [...EXTRA_APPLIANCE, ...APPLIANCE_ALONE])
      )
        return Math.max(0, phraseAt(list, OTHER_GAS_APPLIANCES));
      return !hasWord(list, INCLUDES.words) &&
        !hasAnyPhrase(list, INCLUDES.phrases) &&
        hasAnyPhrase(list, SAME_VISIT) &&
        (hasWord(list, ["servic*", "check*", "cp12", "certificate"]) || other)
        ? Math.max(0, phraseAt(list, SAME_VISIT))
        : -1;
    },
    reply: ({ list }) => {
      const landlord = packageById("landlord-service");
      const faq = documentById(SAME_VISIT_FAQ)?.paragraphs[1];
      // The cooker or fire alone, no boiler job: the price list has no such service; what the site says, then the owner.
      if (hasAnyPhrase(list, APPLIANCE_ALONE))
        return handoffWith(
          `${faq ? `${faq.replace(/^A faulty[^.]*\. /, "")} ` : ""}A service of that appliance on its own isn't on our price list, so I can't give you a price.`,
          [{ href: "/questions/gas-safety", label: "Gas safety questions" }],
        );
      // The landlord's record asked with the service: what each costs.
      const check = packageById("gas-safety-check");
      const record = hasWord(list, ["cp12", "certificat*", "cert", "record", "lgsr"])
        ? ` (the ${check.name} is ${formatPriceText(check)})`
        : "";
      return {
        topic: "same-visit",
        text: [
          `Yes, tell us everything you want done when you book and we do it on one visit. ${faq ? `${faq.replace(/^A faulty[^.]*\. /, "")} ` : ""}For a let property, our ${landlord.name} (${formatPriceText(landlord)}) can add the gas safety record on the same visit${record}. An extra appliance is priced when you book: call ${phone}.`,
        ],
        links: [
          { href: "/prices", label: "Prices" },
          { href: "/questions/gas-safety", label: "Gas safety questions" },
        ],
        offerCallback: true,
      };
    },
  },
  {
    name: "person",
    priority: 1,
    // "a person" put to us ("can I speak to a person"), not anyone at all ("what does CO do to a person").
    find: ({ list }) =>
      phraseAt(
        list.map((w, i) =>
          PERSON_ADDRESSED.generic.some((g) => exactPhraseAt(list, g, i) === i) &&
          !hasExactWord(span(list, i, 4), PERSON_ADDRESSED.addressee)
            ? "_"
            : w,
        ),
        PERSON.phrases,
      ),
    reply: () => ({
      topic: "person",
      text: [
        `I'm an automatic assistant, not a person: I answer from our website. To talk to one of our engineers, call ${phone}, or leave your number with the callback form.`,
      ],
      links: [contactLink],
      offerCallback: true,
    }),
  },
  {
    name: "complaint",
    priority: 1,
    find: ({ list }) => {
      if (hasAnyPhrase(list, COMPLAINT.elsewhere) && !hasAnyPhrase(list, COMPLAINT.ours)) return -1;
      const at = firstOf(
        findWord(list, COMPLAINT.words),
        phraseAt(list, COMPLAINT.phrases),
        damageByUs(list),
        billAboveQuote(list),
      );
      // A fear of bad traders in general ("don't want cowboys", "too many cowboys about"): nothing has happened.
      return at >= 0 && hasAnyPhrase(span(list, at, 6, 1), FEARED_TRADER) && !hasAnyPhrase(list, COMPLAINT.ours)
        ? -1
        : at;
    },
    reply: () => ({
      topic: "complaint",
      text: [
        `I'm sorry to hear that. You can complain by phone on ${phone}, by e-mail to ${business.email} or in writing; our complaints policy says how we respond and where to go if you're still not satisfied.`,
      ],
      links: [{ href: "/complaints-policy", label: "Complaints policy" }, contactLink],
    }),
  },
  {
    name: "company",
    priority: 2,
    find: ({ list }) =>
      firstOf(
        findWord(list, COMPANY.words),
        phraseAt(list, COMPANY.phrases),
        // "how long has the business been going", "who owns you lot": the firm's age or owner asked.
        // ... said together ("how long have you lot been going"), not "this has been going on" and "you" far apart.
        nearExactly(list, COMPANY.firm, COMPANY.age, 4) ? phraseAt(list, COMPANY.ask) : -1,
      ),
    reply: () => ({
      topic: "company",
      text: [
        `We're ${business.name}, a local firm based in Middlesbrough since ${business.foundedYear}, not a national call centre: ${business.claims.gasSafe}, ${business.claims.noCallOutFee.toLowerCase()}.`,
      ],
      links: [{ href: "/about", label: "About us" }],
    }),
  },
  {
    name: "same-day-rule",
    priority: 1,
    find: ({ list }) =>
      firstOf(
        phraseAt(list, SAME_DAY_RULE.phrases),
        hasExactWord(list, SAME_DAY_RULE.timing) ? phraseAt(list, SAME_DAY_RULE.sameDay) : -1,
        // "the same story", "same engineer after the first visit": "same" of another thing than the day is no rule asked.
        hasWord(list, ["today"]) || hasAnyPhrase(list, [...SAME_DAY_RULE.sameDay, "same afternoon", "same morning"])
          ? firstOf(findWord(list, SAME_DAY_RULE.afternoon), afternoonHour(list))
          : -1,
        // "can someone come today", "if I book at 11 can you come today": a visit asked for today.
        hasExactWord(list, VISIT_ASK) ? findWord(list, ["today"]) : -1,
      ),
    reply: ({ now }) => ({
      topic: "same-day-rule",
      text: [
        `Book before ${business.sameDayCutoff} and we visit the same day, subject to availability; after that it's usually the next day. ${sameDayStatus(now).message}. For a breakdown that can't wait, call ${phone}: the emergency line is open 24/7.`,
      ],
      links: [{ href: "/questions/repairs", label: "Repair questions" }, callLink],
      offerCallback: true,
    }),
  },
  {
    name: "out-of-hours",
    priority: 1,
    // A time or holiday with a question about working then ("are you open on bank holidays"), not "before I go on holiday".
    // ... or whether anyone is there now, told with the hour ("it's 6am, is anyone there this early"); a price
    // asked for then is a question about working then too ("Boxing Day, do you charge the same as a Sunday?").
    find: ({ list }) =>
      phraseAt(list, ANYONE_NOW) >= 0 ||
      nearExactly(
        list.map((w, i) => (SOMEONE_NOW.arrival.includes(list[i - 1] ?? "") ? "_" : w)),
        SOMEONE_NOW.who,
        SOMEONE_NOW.there,
        2,
      )
        ? firstOf(phraseAt(list, ANYONE_NOW), findWord(list, SOMEONE_NOW.who))
        : hasWord(list, [...HOLIDAY.availability, ...PRICE_WORDS])
          ? firstOf(
              findWord(
                list.map((w, i) => (hasWord([list[i + 1] ?? ""], HOLIDAY.property) ? "_" : w)),
                [...NIGHT_TIME, ...HOLIDAY.words],
              ),
              phraseAt(list, HOLIDAY.phrases),
            )
          : -1,
    reply: () => ({
      topic: "out-of-hours",
      text: [
        `Our office hours are ${hoursText}, and outside them we take ${business.claims.emergency.toLowerCase()}, nights, weekends and holidays included: call ${phone}.`,
      ],
      links: [callLink, { href: "/services/emergency-boiler-repair", label: "Emergency boiler repair" }],
    }),
  },
  {
    name: "weekend-visit",
    priority: 1,
    // The visit asked near the day ("can someone come on Saturday"), not a weekend named elsewhere in a long message.
    // A weekend told as the past ("since the weekend", "last Saturday") is when something happened, not a visit asked.
    find: ({ list }) => {
      const days = list.map((w, i) =>
        ["since", "last"].includes(list[i - 1] ?? "") || (list[i - 1] === "the" && list[i - 2] === "since") ? "_" : w,
      );
      return near(
        days,
        ["come", "book*", "visit", "engineer*", "callout", "call", "available", "out", "work*", "do"],
        WEEKEND_DAY,
        8,
      )
        ? findWord(days, WEEKEND_DAY)
        : -1;
    },
    reply: () => ({
      topic: "weekend-visit",
      text: [
        `Yes, we work weekends: ${business.hours.lines.at(-1)!.label} ${formatHoursLine(business.hours.lines.at(-1)!).split(" ").at(-1)}. A weekend repair is ${formatPriceText(packageById("weekend-repair"))}, with no call-out fee. Call ${phone} or leave your details to book.`,
      ],
      links: [{ href: "/prices", label: "Prices" }, contactLink],
      offerCallback: true,
    }),
  },
  {
    name: "visit-day",
    priority: 1,
    // "could you do it next tuesday afternoon", "is friday morning possible": a weekday or part of a day asked for.
    // A greeting ("Morning.", "good afternoon") names no day.
    find: ({ list, message }) => {
      // ... nor a day in a sentence telling what happened then ("the engineer fitted it on Monday. Since then..."),
      // unless that sentence asks for the visit too ("he came this morning, can you come back tomorrow").
      const sentences = sentencesOf(message);
      const happened = (i: number) =>
        sentences.some(
          (s) =>
            s.from <= i &&
            i < s.from + s.words.length &&
            hasAnyPhrase(s.words, HAPPENED_TOLD) &&
            !hasAnyPhrase(s.words, VISIT_DAY.ask) &&
            !s.text.includes("?"),
        );
      // ... nor does a day gone by ("we smelt gas last Tuesday", "off since Monday").
      const greeting = (i: number) =>
        (["morning", "afternoon", "evening"].includes(list[i]!) && (i === 0 || (i === 1 && list[0] === "good"))) ||
        ["last", "since"].includes(list[i - 1] ?? "") ||
        (["last", "since"].includes(list[i - 2] ?? "") && phraseAt([list[i - 1] ?? ""], VISIT_DAY.days) === 0) ||
        happened(i);
      // "is Tuesday ok?", "would Friday morning be alright": a day proposed in a short message, its answer just after.
      const proposed =
        list.length <= 8 &&
        list.some(
          (_, i) =>
            phraseAt(list.slice(i), VISIT_DAY.days) === 0 &&
            !greeting(i) &&
            list.slice(i + 1, i + 4).some((w) => VISIT_DAY.okay.includes(w)),
        );
      if (!proposed && !hasAnyPhrase(list, VISIT_DAY.ask)) return -1;
      for (let i = phraseAt(list, VISIT_DAY.days); i >= 0 && i < list.length; i++)
        if (phraseAt(list.slice(i), VISIT_DAY.days) === 0 && !greeting(i)) return i;
      return -1;
    },
    reply: ({ list, now }) => ({
      topic: "visit-day",
      text: [
        `Choose ${dayAsked(list)} as your preferred visit time on the callback form below: we offer mornings (until ${visitWindows.middayAt}) and afternoons up to ${visitWindows.daysAhead} days ahead and confirm the time with you, subject to availability. ${sameDayStatus(now).message}.`,
      ],
      links: [contactLink, { href: "/questions/repairs", label: "Repair questions" }],
      offerCallback: true,
    }),
  },
  {
    name: "visit-time",
    priority: 1,
    // "could the engineer come at 6pm", "half seven in the morning", "after 6 on a weekday": a clock time asked
    // for a visit, in a sentence that asks; not a visit missed ("was meant to be here at 9").
    find: ({ message, list }) =>
      hasWord(list, VISIT_TIME.missed) || !hasWord(list, VISIT_TIME.visit)
        ? -1
        : firstOf(
            askedInSentence(message, (w) => w.findIndex((_, i) => clockTime(w, i)), VISIT_TIME.asks),
            bookedArrival(list),
          ),
    reply: () => ({
      topic: "visit-time",
      text: [
        `Our hours are ${business.hours.lines.map(formatHoursLine).join(" and ")}, and visits are booked within them: give the time that suits you as your preferred time on the callback form below and we'll confirm it, subject to availability. Outside those hours, the ${business.hours.emergency} line is for breakdowns.`,
      ],
      links: [contactLink],
      offerCallback: true,
    }),
  },
  {
    name: "offer-service",
    priority: 0,
    // "do u service combis", "could you service my boiler next week": yes, and the price.
    find: ({ list }) => {
      if (!hasAnyPhrase(list, OFFER_SERVICE.asks, 1) || hasWord(list, ["price*", "cost*", "much", "quote*"])) return -1;
      if (hasAnyPhrase(list, ["how often", "how long", "difference", "included", "include"])) return -1;
      return findWord(list, OFFER_SERVICE.verb);
    },
    reply: () => {
      const annual = packageById("annual-service");
      const premium = packageById("premium-service");
      return {
        topic: "offer-service",
        text: [
          `Yes, we service gas boilers of every make: our ${annual.name} is ${formatPriceText(annual)} and the ${premium.name} ${formatPriceText(premium)}, with no call-out fee. Book below or call ${phone}.`,
        ],
        links: [
          { href: "/services/boiler-servicing", label: "Boiler servicing" },
          { href: "/prices", label: "Prices" },
        ],
        offerCallback: true,
      };
    },
  },
  {
    name: "engineer-identity",
    priority: 1,
    // How one will know the engineer at the door is genuine, in any words: an identity cue near someone who comes,
    // not said of a thing ("genuine parts", "are your reviews genuine").
    find: ({ list }) => {
      if (hasWord(list, ENGINEER_IDENTITY.thing)) return -1;
      const phrase = firstOf(...ENGINEER_IDENTITY.phrases.map((p) => exactPhraseAt(list, p)));
      if (phrase >= 0) return phrase;
      // "id" is also "I'd" ("id like someone reliable").
      const who = list.flatMap((w, i) => (hasExactWord([w], ENGINEER_IDENTITY.who) ? [i] : []));
      return list.findIndex(
        (w, i) =>
          hasExactWord([w], ENGINEER_IDENTITY.cue) &&
          !(w === "id" && ENGINEER_IDENTITY.notId.includes(list[i + 1] ?? "")) &&
          who.some((j) => Math.abs(i - j) <= 8),
      );
    },
    reply: () => ({
      topic: "engineer-identity",
      text: [
        `Every engineer we send is Gas Safe registered and carries a Gas Safe ID card with their photo, name and licence number: ask to see it at the door before letting them in, and you can check the number on the Gas Safe Register's website. Any gas engineer should show you one.`,
      ],
      links: [
        { href: "/about", label: "About us" },
        { href: "/gas-safe-questions", label: "Gas Safe questions" },
      ],
    }),
  },
  {
    name: "tidiness",
    priority: 1,
    // Whether our engineers protect the home and tidy up: the about page's own sentence.
    // Asked, in a sentence that asks ("the lad was tidy" is told).
    find: ({ message }) =>
      askedInSentence(
        message,
        (w) =>
          firstOf(
            w.findIndex((v) => hasExactWord([v], TIDINESS.words)),
            ...TIDINESS.phrases.map((p) => exactPhraseAt(w, p)),
          ),
        TIDINESS.asks,
      ),
    reply: () => {
      const promise = aboutSection("How we work")
        ?.paragraphs.flatMap((p) => p.split(/(?<=\.)\s+/))
        .find((sentence) => /dust sheets/i.test(sentence));
      if (!promise) return undefined;
      return { topic: "tidiness", text: [`Yes. ${promise}`], links: [{ href: "/about", label: "About us" }] };
    },
  },
  {
    name: "guarantee",
    priority: 1,
    // "do you guarantee your work", "how long is the guarantee on a repair": ours, from the about page.
    // ... or a manufacturer's warranty registered ("will you register the warranty"): the same section says we do.
    // ... or paying again asked when a part we fitted or a repair fails ("if that pump fails, does she pay again").
    find: ({ list }) =>
      firstOf(
        (hasWord(list, GUARANTEE.ours) && !hasExactWord(list, GUARANTEE.manufacturer)) || hasWord(list, ["regist*"])
          ? findWord(list, GUARANTEE.words)
          : -1,
        hasExactWord(list, GUARANTEE.fails) ? phraseAt(list, GUARANTEE.payAgain) : -1,
        // "do you stand behind your work", "they wanted paying again": whether we guarantee it, in other words.
        phraseAt(list, STAND_BEHIND),
      ),
    reply: ({ list }) => {
      const section = aboutSection("Our guarantee");
      if (!section) return undefined;
      // "the whole boiler or only what you fixed": what "every repair we carry out" means for the rest of it.
      const scope = hasWord(list, GUARANTEE.scope) || hasAnyPhrase(list, GUARANTEE.scopePhrases);
      return {
        topic: "guarantee",
        text: [
          ...section.paragraphs.slice(0, 1),
          ...(scope
            ? [
                "It covers the repair itself (the parts we fitted and our work), not unrelated faults elsewhere in the boiler.",
              ]
            : []),
        ],
        links: [{ href: "/about", label: "About us" }],
      };
    },
  },
];
