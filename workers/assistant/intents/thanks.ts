/** "thanks", "cheers that helps": a short reply, not the help menu. */
import type { Intent } from "../intent";
import { hasWord } from "../text";
import { callLink, contactLink, phone } from "./links";
import { THANKS } from "../lexicon";

export const thanks: Intent = {
  name: "thanks",
  social: true,
  priority: 9,
  // Only a message that is thanks and little else ("thanks, how much is a service" is answered as the question).
  find: ({ list }) => (list.length <= 6 && hasWord(list, THANKS) ? 0 : -1),
  onlyAlone: () => true,
  reply: () => ({
    topic: "thanks",
    text: [`You're welcome. If anything else comes up, ask here or call us on ${phone}.`],
    links: [callLink, contactLink],
  }),
};
