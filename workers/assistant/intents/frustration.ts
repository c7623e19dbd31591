/**
 * "ur useless bot", "f*** this boiler": a calm reply that offers a person, never
 * rudeness back. A question in the same message is answered as well.
 */
import { business } from "~/content/business";
import type { Intent } from "../intent";
import { findWord } from "../text";
import { callLink, contactLink, phone } from "./links";
import { ANNOYED } from "../lexicon";

/** Swearing as typed: starred or spelled out ("f***", "f**k", "fcuk", "sh*t"). */
const SWEARING = /\b(?:f[u*@#!]?[c*@#!]?k\w*|f\*+|fcuk\w*|sh[i*!]t\w*|bollocks|wtf)(?=\W|$)/i;

export const frustration: Intent = {
  name: "frustration",
  priority: 8,
  find: ({ message, list }) => {
    const annoyed = findWord(list, ANNOYED);
    if (annoyed >= 0) return 50 + annoyed;
    return SWEARING.test(message) ? 50 : -1;
  },
  reply: () => ({
    topic: "frustration",
    text: [
      `Sorry, that sounds frustrating. You can speak to a person now: call ${phone} (${business.claims.emergency.toLowerCase()}), or tell me what the boiler is doing and I'll help.`,
    ],
    links: [callLink, contactLink],
    offerCallback: true,
  }),
};
