/**
 * "do you fix oil boilers", "do you do lpg": we are Gas Safe engineers for gas
 * boilers; for another fuel the area pages ask people to tell us the fuel when
 * they call, and so does this answer (nothing is promised that business.ts lacks).
 */
import { business } from "~/content/business";
import { handoffWith } from "../handoff";
import type { Intent } from "../intent";
import { findWord, near } from "../text";
import { callLink, phone } from "./links";
import { ELECTRIC_HEATING, HEATERS, OTHER_FUELS } from "../lexicon";

export const otherFuels: Intent = {
  name: "other-fuels",
  priority: 1,
  find: ({ list }) => {
    const fuel = findWord(list, OTHER_FUELS);
    if (fuel >= 0) return fuel;
    // "an electric boiler", "electric storage heaters"; not "a safe electric heater" or an electrical smell.
    return near(list, ELECTRIC_HEATING, HEATERS, 2) ? findWord(list, ELECTRIC_HEATING) : -1;
  },
  // Whether we work on another fuel is not on the site: the honest handoff, with what we do.
  reply: () =>
    handoffWith(
      `Our ${business.claims.gasSafe} repair, service and fit gas boilers; whether we can help with oil, LPG or electric heating isn't something I can answer from our site. Tell us the fuel and the make, or call ${phone}.`,
      [callLink, { href: "/services", label: "Our services" }],
    ),
};
