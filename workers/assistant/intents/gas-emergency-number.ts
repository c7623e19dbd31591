import { business } from "~/content/business";
import type { Intent } from "../intent";
import { inScope } from "../safety";
import { hasWord, phraseAt, span } from "../text";
import { phone } from "./links";

/** "whats the number for gas emergencies": the national line, with what to do. */
export const gasEmergencyNumber: Intent = {
  name: "gas-emergency-number",
  priority: 0,
  find: ({ list: said }) => {
    // "NOT a gas emergency": a negated mention asks nothing about the line.
    const list = inScope(said);
    const at = phraseAt(list, [
      "gas emergenc*",
      "emergency gas",
      "gas board",
      "national gas",
      "gas leak number",
      "gas leak line",
    ]);
    // "don't tell me to ring the gas emergency line": the line refused, not asked for.
    const refused = hasWord(span(list, at, 7), ["dont", "not", "no", "never", "without"]);
    return at >= 0 && !refused && hasWord(list, ["number", "phone", "call", "ring", "who", "line", "contact"]) ? 0 : -1;
  },
  reply: () => ({
    topic: "gas-emergency-number",
    text: [
      `The National Gas Emergency Service: ${business.gasEmergencyLine.display}, free, 24 hours a day. If you smell gas: get everyone out, open doors and windows, don't use switches or flames, turn the gas off at the meter if you can, and call from outside.`,
      `For a repair once the supply is safe, call us on ${phone}.`,
    ],
    links: [
      { href: `tel:${business.gasEmergencyLine.e164}`, label: `Call ${business.gasEmergencyLine.display}` },
      { href: "/gas-safe-questions#gas-emergency", label: "Gas safety steps" },
    ],
  }),
};
