/** A make named on its own: yes, we repair it, with its page. */
import type { Intent } from "../intent";
import { codeTables, makesIn } from "../fault-codes";
import { ONLY_ONE_MAKE } from "../lexicon";
import { hasExactWord } from "../text";

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
  reply: ({ message, list }) => {
    const makes = [...new Set(makesIn(message))];
    // "do you only do Worcester? mine's an Intergas": every make we work on, each named with its page.
    if (makes.length > 1 || (hasExactWord(list, ONLY_ONE_MAKE) && makes.length === 1)) {
      const tables = makes.flatMap((m) => codeTables().filter((b) => b.slug === m));
      const names = tables.map((t) => t.name);
      const named = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}` : names[0]!;
      return {
        topic: "brand",
        text: [
          `We repair and service every common make of gas boiler, not just one: yes, that includes ${named} boilers.`,
        ],
        links: tables.map((t) => ({ href: t.url, label: `${t.name} boilers` })),
        offerCallback: true,
      };
    }
    const slug = makes[0]!;
    const table = codeTables().find((b) => b.slug === slug)!;
    return {
      topic: "brand",
      text: [`Yes, we repair and service ${table.name} boilers. ${table.text.split(". ").slice(0, 2).join(". ")}.`],
      links: [{ href: table.url, label: `${table.name} boilers` }],
      offerCallback: true,
    };
  },
};
