/** A make named on its own: yes, we repair it, with its page. */
import type { Intent } from "../intent";
import { codeTables, makesIn } from "../fault-codes";

export const brandIntent: Intent = {
  name: "brand",
  priority: 4,
  find: ({ message, list }) => {
    const make = makesIn(message)[0];
    if (!make) return -1;
    // After a question about the problem ("vaillant ... no hot water"): the problem is answered first.
    return (
      100 +
      Math.max(
        0,
        list.findIndex((w) => makesIn(w)[0] === make),
      )
    );
  },
  // A make told in a longer message ("we've a Vaillant combi") is context for what it asks, not a question.
  onlyAlone: ({ list }) => list.length > 12,
  reply: ({ message }) => {
    const slug = makesIn(message)[0]!;
    const table = codeTables().find((b) => b.slug === slug)!;
    return {
      topic: "brand",
      text: [`Yes, we repair and service ${table.name} boilers. ${table.text.split(". ").slice(0, 2).join(". ")}.`],
      links: [{ href: table.url, label: `${table.name} boilers` }],
      offerCallback: true,
    };
  },
};
