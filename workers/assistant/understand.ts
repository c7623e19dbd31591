/**
 * What a message holds, wherever in it it is said: a place or postcode, an appliance, symptoms, a
 * make and a code, a day or time, words about price, who is at risk; and what it asks (can you,
 * how much, when, is it safe, do I have to, why, how). `npm run ask` prints it; the intents read the
 * same words from ./lexicon.ts.
 */
import { places } from "./corpus";
import { codeCandidates, makesIn } from "./fault-codes";
import { APPLIANCE_SLOT, ASKS, DAY_TIME, PRICE_WORDS, SYMPTOM_WORDS } from "./lexicon";
import { describesSymptoms } from "./safety";
import { hasAnyPhrase, normalise, wordMatches, words } from "./text";
import { vulnerable } from "./urgency";

export interface Understood {
  place: string[];
  appliance: string[];
  symptom: string[];
  make: string[];
  code: string[];
  dayTime: string[];
  price: string[];
  atRisk: string[];
  asks: string[];
}

const matching = (list: readonly string[], keywords: readonly string[]) => [
  ...new Set(list.filter((w) => keywords.some((k) => wordMatches(w, k)))),
];

export function understand(message: string): Understood {
  const list = words(message);
  const text = ` ${normalise(message)} `;
  const place = places()
    .filter((p) => [p.name, ...p.aliases].some((n) => text.includes(` ${normalise(n)} `)))
    .map((p) => p.name);
  const postcode = message.match(/\b[A-Z]{1,2}\d{1,2}[A-Z]?(?:\s*\d[A-Z]{2})?\b/gi) ?? [];
  return {
    place: [...place, ...postcode.map((p) => p.toUpperCase())],
    appliance: matching(list, APPLIANCE_SLOT),
    symptom: describesSymptoms(list) ? matching(list, SYMPTOM_WORDS).concat(matching(list, ["sick"])) : [],
    make: makesIn(message),
    code: codeCandidates(message).map((c) => JSON.stringify(c)),
    dayTime: matching(list, DAY_TIME).concat(message.match(/\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b/gi) ?? []),
    price: matching(list, PRICE_WORDS),
    atRisk: vulnerable(list, message) ? ["someone vulnerable"] : [],
    asks: ASKS.filter((a) => hasAnyPhrase(list, a.phrases)).map((a) => a.ask),
  };
}
