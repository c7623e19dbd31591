/**
 * "commercial gas safety for my restaurant", "service the boiler in our office": the site's
 * services and prices are for homes and rented homes (the spec's audience), and gas work in
 * commercial premises needs an engineer registered for that kind of work (each Gas Safe
 * registration lists the work its engineer may do). Nothing is promised that business.ts lacks:
 * the answer asks them to call. The home's own answers (prices, bookings, the landlord's record)
 * stand aside for it (./index.ts), so no home price is quoted for a restaurant.
 */
import type { Intent } from "../intent";
import { findWord, hasPhrase, wordMatches } from "../text";
import { callLink, phone } from "./links";

/** Premises named as the writer's own ("my restaurant", "our office"): "at the office" or "a hotel" are not. */
const PREMISES = [
  "restaurant*",
  "cafe",
  "cafes",
  "café",
  "takeaway*",
  "pub",
  "pubs",
  "hotel*",
  "shop",
  "shops",
  "salon*",
  "premises",
  "office",
  "offices",
  "business",
  "school",
  "church",
  "warehouse",
  "factory",
  "workshop",
];
const OWNERS = ["my", "our"];

function ownPremises(list: readonly string[]): number {
  for (let i = 0; i < list.length - 1; i++) {
    if (!OWNERS.includes(list[i]!)) continue;
    // "my office" may be a room at home; "our office" is a workplace.
    for (const next of list.slice(i + 1, i + 3)) {
      if (next === "home") break;
      if (PREMISES.some((p) => wordMatches(next, p)) && !(next === "office" && list[i] === "my")) return i;
    }
  }
  return -1;
}

export const commercialIntent: Intent = {
  name: "commercial",
  priority: 0,
  find: ({ list }) => {
    const at = [
      findWord(list, ["commercial", "nondomestic"]),
      hasPhrase(list, "non domestic") ? findWord(list, ["non"]) : -1,
      ownPremises(list),
    ].filter((i) => i >= 0);
    return at.length ? Math.min(...at) : -1;
  },
  reply: () => ({
    topic: "commercial",
    text: [
      `The services and prices on this site are for homes and rented homes. Gas work in commercial premises, such as restaurants and commercial kitchens, offices, shops and schools, needs an engineer registered for that kind of work. Call us on ${phone}, tell us the premises and the appliances, and we'll tell you straight away whether we can help.`,
    ],
    links: [callLink, { href: "/services", label: "Our services" }],
    offerCallback: true,
  }),
};
