/**
 * npm run ask -- "message" [--history "earlier visitor turn" ...]: what the assistant recognised in
 * a message (the slots), how safety read it, which intents matched where, which won and why, and
 * the reply, the way `rasa shell --debug` shows a bot's reasoning.
 */
import { loadAssistant } from "./load-assistant.mjs";

const args = process.argv.slice(2);
const history = [];
let message = "";
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--history") history.push({ role: "visitor", text: args[++i] ?? "" });
  else message = args[i] ?? "";
}
if (!message) {
  console.error('Usage: npm run ask -- "message" [--history "earlier visitor turn"]');
  process.exit(2);
}
const { explain, close } = await loadAssistant();
const e = explain(message, new Date(), history);
console.log(`Message: ${JSON.stringify(message)}`);
console.log(`Words (after negation and conditions): ${e.scoped.join(" ")}`);
console.log("Recognised:");
for (const [slot, value] of Object.entries(e.slots))
  if (value.length) console.log(`  ${slot.padEnd(10)} ${value.join(", ")}`);
console.log(`Safety: ${JSON.stringify(e.safety)}`);
console.log(`Hazard that is not gas: ${e.hazard ?? "none"}`);
console.log("Intents found (word position, priority):");
for (const c of e.candidates)
  console.log(
    `  ${c.chosen ? "*" : " "} ${c.name.padEnd(22)} at ${String(c.at).padEnd(3)} priority ${c.priority}${c.dropped ? `  dropped: ${c.dropped}` : ""}`,
  );
console.log(`Why: ${e.why}`);
console.log(
  `Reply (${e.reply.topic}${e.reply.urgent ? ", urgent" : ""}${e.reply.offerCallback ? ", callback offered" : ""}):`,
);
for (const p of [
  ...e.reply.text,
  ...(e.reply.steps ?? []).map((/** @type {string} */ s, /** @type {number} */ i) => `${i + 1}. ${s}`),
  ...(e.reply.after ?? []),
])
  console.log(`  ${p}`);
console.log(`Links: ${e.reply.links.map((/** @type {{href: string}} */ l) => l.href).join(" ")}`);
await close();
