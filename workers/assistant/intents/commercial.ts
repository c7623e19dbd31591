/**
 * "commercial gas safety for my restaurant", "service the boiler in our office": the site's
 * services and prices are for homes and rented homes (the spec's audience), and gas work in
 * commercial premises needs an engineer registered for that kind of work (each Gas Safe
 * registration lists the work its engineer may do). Nothing is promised that business.ts lacks:
 * the answer asks them to call. The home's own answers (prices, bookings, the landlord's record)
 * stand aside for it (./index.ts), so no home price is quoted for a restaurant.
 */
import { handoffWith } from "../handoff";
import type { Intent } from "../intent";
import { findWord, hasPhrase, hasWord, phraseAt, span, wordMatches } from "../text";
import { callLink, phone } from "./links";
import { BUSINESS_PLACES, WORKPLACES, WORK_IS_IN, HOME_PLACES, RUNS_PREMISES, NON_DOMESTIC } from "../lexicon";

/** Where the writer names premises of their own as the place of the work, or -1. */
function ownPremises(list: readonly string[]): number {
  if (findWord(list, HOME_PLACES) >= 0) return -1;
  for (let i = 0; i < list.length - 1; i++) {
    // "my cafe", "our restaurant", or premises the writer runs ("I run a cafe in Redcar").
    if (list[i] !== "my" && list[i] !== "our" && !RUNS_PREMISES.includes(list[i]!)) continue;
    for (const next of list.slice(i + 1, i + 3)) {
      if (BUSINESS_PLACES.some((p) => wordMatches(next, p))) return i;
      if (WORKPLACES.includes(next) && WORK_IS_IN.includes(list[i - 1] ?? "")) return i;
    }
  }
  return -1;
}

/** Where premises that are no home are asked about ("do you do church halls", "would you work in a care home"), or -1. */
function premisesAsked(list: readonly string[]): number {
  const at = phraseAt(list, NON_DOMESTIC.premises);
  return at >= 0 && hasWord(span(list, at, 4), NON_DOMESTIC.asks) ? at : -1;
}

export const commercialIntent: Intent = {
  name: "commercial",
  priority: 0,
  find: ({ list }) => {
    const at = [
      findWord(list, ["commercial", "nondomestic"]),
      hasPhrase(list, "non domestic") ? findWord(list, ["non"]) : -1,
      ownPremises(list),
      // "do you do church halls?", "is it domestic only?": whether we work in premises that are no home, asked. A
      // church hall's radiators told with what is wrong are answered as they are (the fault first).
      phraseAt(list, NON_DOMESTIC.domesticOnly),
      premisesAsked(list),
    ].filter((i) => i >= 0);
    return at.length ? Math.min(...at) : -1;
  },
  // Commercial work is not on the site: the honest handoff, with why.
  reply: () =>
    handoffWith(
      `The services and prices on this site are for homes and rented homes. Gas work in commercial premises, such as restaurants and commercial kitchens, offices, shops and schools, needs an engineer registered for that kind of work: tell us the premises and the appliances, or call ${phone}, and we'll tell you whether we can help.`,
      [callLink, { href: "/services", label: "Our services" }],
    ),
};
