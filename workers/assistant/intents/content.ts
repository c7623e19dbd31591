/** Anything else the site's pages answer, found by the topic table and full-text search (topics.ts). */
import type { Intent } from "../intent";
import { contentReply, findContentTopic } from "../topics";
import { findPrices } from "./prices";

export const contentIntent: Intent = {
  name: "content",
  priority: 5,
  find: (ctx) => {
    const found = findContentTopic(ctx.list);
    if (!found) return -1;
    // "how much is a gas safety check": the price answer is the answer.
    if (found.topic.aboutService && findPrices(ctx) >= 0) return -1;
    return found.at;
  },
  reply: (ctx) => contentReply(ctx.list),
  onlyAlone: (ctx) => findContentTopic(ctx.list)?.topic.name === "boiler",
  fromQuestion: true,
};
