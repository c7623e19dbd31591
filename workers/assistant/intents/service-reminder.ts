import { formatPriceText, pricingPackages } from "~/content/business";
import type { Intent } from "../intent";
import { hasAnyPhrase, hasWord } from "../text";
import { phone } from "./links";

/** A spanner symbol, "SE" or "service due" on the display: the yearly service reminder, not a fault. */
export const serviceReminder: Intent = {
  name: "service-reminder",
  priority: 0,
  find: ({ list }) => {
    const shown = hasWord(list, [
      "showing",
      "shows",
      "says",
      "display*",
      "screen",
      "symbol",
      "icon",
      "light*",
      "flashing",
      "come up",
      "came up",
      "reminder",
    ]);
    // A spanner as the tool ("the valve you turn with a spanner"), with no display told: not the symbol.
    if (hasWord(list, ["spanner", "wrench"]))
      return !shown && hasWord(list, ["valve*", "nut*", "radiator*", "rad", "rads", "tighten*", "turn"]) ? -1 : 0;
    if (hasWord(list, ["price*", "cost*", "much", "book*"])) return -1;
    if (
      hasAnyPhrase(
        list,
        [
          "service due",
          "service reminder",
          "service light",
          "service symbol",
          "service icon",
          "service needed",
          "service required",
          "servicing due",
          "maintenance due",
        ],
        1,
      )
    )
      return 0;
    return shown && hasWord(list, ["se", "ser", "serv"]) ? 0 : -1;
  },
  reply: () => {
    const service = pricingPackages.find((p) => p.id === "annual-service")!;
    return {
      topic: "service-reminder",
      text: [
        "That is the boiler's service reminder, not a fault: it comes up when the yearly service is due (on many boilers as a spanner symbol or SE). The boiler keeps working.",
        `Book a service and the engineer clears it afterwards: our ${service.name} is ${formatPriceText(service)}. Book online or call ${phone}.`,
      ],
      links: [
        { href: "/services/boiler-servicing", label: "Boiler servicing" },
        { href: "/prices", label: "Prices" },
      ],
      offerCallback: true,
    };
  },
};
