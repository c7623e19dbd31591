/** Booking a visit or a callback, and an emergency: the phone number first. */
import { business, telHref } from "~/content/business";
import { sameDayStatus } from "~/lib/contracts/opening-status";
import type { Intent } from "../intent";
import { findWord, firstOf, hasAnyPhrase, hasExactWord, hasWord, phraseAt } from "../text";
import { contactLink, phone } from "./links";
import { withoutBeforeHand } from "./prices";
import { BOOK_PHRASES, BOOK_WORDS, EMERGENCY_PRODUCT, JOB_WORDS, OTHER_APPOINTMENT, WHEN_WORDS } from "../lexicon";

export const bookingIntents: Intent[] = [
  {
    name: "booking",
    priority: 3,
    find: ({ list: heard }) => {
      // "before I book anything, how much...", "anything I can do before I pay someone to come out": booking is the
      // context, not the question.
      const list = withoutBeforeHand(heard);
      return firstOf(
        // "a hospital appointment at two": the visitor's own day, not a booking asked.
        findWord(
          list.map((w, i) => (hasWord([list[i - 1] ?? ""], OTHER_APPOINTMENT) ? "_" : w)),
          BOOK_WORDS,
        ),
        // "would you come out as far as Thirsk" asks how far we go (coverage), not for a visit.
        hasAnyPhrase(list, ["as far as", "how far", "that far"]) ? -1 : phraseAt(list, BOOK_PHRASES),
        hasWord(list, JOB_WORDS) ? findWord(list, WHEN_WORDS) : -1,
      );
    },
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
    find: ({ list }) =>
      firstOf(
        // "the gas emergency line" is the national line (./gas-emergency-number.ts), not an emergency of ours; a
        // product named "emergency" (a prepayment meter's emergency credit, home emergency cover) is none either.
        findWord(
          list.map((w, i) =>
            ["gas", "national", "home"].includes(list[i - 1] ?? "") ||
            hasExactWord([list[i + 1] ?? "_"], EMERGENCY_PRODUCT)
              ? "_"
              : w,
          ),
          ["emergency", "emergancy", "urgent", "urgently"],
        ),
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
