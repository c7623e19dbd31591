/**
 * "do you fix oil boilers", "do you do lpg": we are Gas Safe engineers for gas
 * boilers; for another fuel the area pages ask people to tell us the fuel when
 * they call, and so does this answer (nothing is promised that business.ts lacks).
 */
import { business } from "~/content/business";
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
  reply: () => ({
    topic: "other-fuels",
    text: [
      `Our ${business.claims.gasSafe} repair, service and fit gas boilers. Not every home around Teesside is on mains gas, so if yours runs on oil, LPG or electricity, call us on ${phone} and tell us the fuel and the make, and we'll tell you straight away whether we can help.`,
    ],
    links: [callLink, { href: "/services", label: "Our services" }],
    offerCallback: true,
  }),
};
