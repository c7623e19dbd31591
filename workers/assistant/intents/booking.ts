/** Booking a visit or a callback, and an emergency: the phone number first. */
import { business, telHref } from "~/content/business";
import { sameDayStatus } from "~/lib/contracts/opening-status";
import type { Intent } from "../intent";
import { findWord, firstOf, hasAnyPhrase, hasWord, phraseAt } from "../text";
import { contactLink, phone } from "./links";

const BOOK_WORDS = ["book*", "appointment*", "callback", "visit", "slot", "slots"];
/** "today", "tomorrow", "asap" ask for a visit only about the job ("what's the weather like tomorrow" does not). */
const WHEN_WORDS = ["asap", "today", "tomorrow"];
const JOB_WORDS = [
  "boiler*",
  "heating",
  "engineer*",
  "someone",
  "anyone",
  "servic*",
  "repair*",
  "fix*",
  "check*",
  "cp12",
  "come",
  "available",
  "slot*",
  "free",
  "water",
  "radiator*",
  "gas",
];
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

export const bookingIntents: Intent[] = [
  {
    name: "booking",
    priority: 3,
    find: ({ list }) =>
      firstOf(
        findWord(list, BOOK_WORDS),
        phraseAt(list, BOOK_PHRASES),
        hasWord(list, JOB_WORDS) ? findWord(list, WHEN_WORDS) : -1,
      ),
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
      // A prepayment meter's "emergency credit" is not an emergency (./heating-depth.ts answers the supply).
      hasAnyPhrase(list, ["emergency credit"])
        ? -1
        : firstOf(
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
