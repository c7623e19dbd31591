/** "Do you fit new boilers": yes, after a free survey, with its page. */
import { business } from "~/content/business";
import type { Intent } from "../intent";
import { FINANCE, FIT_VERBS, NEW_BOILER } from "../lexicon";
import { hasAnyPhrase, hasWord } from "../text";
import { phone, serviceLink } from "./links";

export const fitNewBoilers: Intent = {
  name: "fit-new-boilers",
  priority: 0,
  find: ({ list }) => {
    const asks = hasAnyPhrase(
      list,
      ["do you", "do u", "can you", "can u", "do yous", "are you able", "could you", "would you"],
      1,
    );
    if (!asks) return -1;
    // A price or paying over time asked ("do you do new boilers on finance"): the prices answer says it.
    if (hasWord(list, ["price*", "cost*", "much", "quote*", ...FINANCE.words]) || hasAnyPhrase(list, FINANCE.phrases))
      return -1;
    const about =
      hasAnyPhrase(list, NEW_BOILER, 1) || (hasWord(list, FIT_VERBS) && hasWord(list, ["boiler*", "combi*", "combis"]));
    return about && !hasWord(list, ["part*", "pump", "valve", "thermostat*", "radiator*", "alarm*", "detector*"])
      ? 0
      : -1;
  },
  reply: () => ({
    topic: "installation",
    text: [
      `Yes, we fit new boilers: our ${business.claims.gasSafe} survey your home for free, recommend the right size and type, and give you a fixed quote before any work starts.`,
      `Ask for a free survey below or call ${phone}.`,
    ],
    links: [serviceLink("boiler-installation", "New boiler installation"), { href: "/prices", label: "Prices" }],
    offerCallback: true,
  }),
};
