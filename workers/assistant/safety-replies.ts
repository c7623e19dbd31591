/**
 * What the assistant says when ./safety.ts finds a hint of gas or carbon
 * monoxide: the steps and 0800 111 999 before anything else, medical advice
 * for carbon monoxide, and a one-line note for questions about safety services.
 */
import { business, formatPriceText, packageById, telHref } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { gasSmellSteps, lpgSmellSteps } from "./corpus";
import { LPG_SUPPLY, NOTICE_REPAIR } from "./lexicon";
import { documentById } from "./search";
import { exactPhraseAt, hasExactPhrase, hasExactWord, words } from "./text";
import type { SafetyVerdict } from "./safety";

const line = business.gasEmergencyLine;
const emergencyLinks = [
  { href: `tel:${line.e164}`, label: `Call ${line.display}` },
  { href: "/gas-safe-questions#gas-emergency", label: "Gas safety steps" },
];

/** National numbers for medical help (not business facts): NHS 111 and 999. */
export const MEDICAL_ADVICE =
  "If anyone has a headache, feels dizzy, sick, breathless or drowsy, get them into fresh air and get medical advice now: call NHS 111 and say you suspect carbon monoxide. Call 999 if anyone is seriously unwell, collapses or is unconscious.";

export const CARBON_MONOXIDE_STEPS: readonly string[] = [
  "Open doors and windows to let fresh air in.",
  "Turn off the boiler, fire or other gas appliance if you can do it safely, and stop using it.",
  "Get everyone out into fresh air, pets too.",
  // The service, free and 24 hours, is named in the line above the steps: here only where to call from.
  `Call ${line.display} from outside.`,
  "Don't go back in until you are told it is safe, and don't use the appliance again until a Gas Safe registered engineer has checked it.",
];

/** A single chirp now and then is how most CO alarms warn of a low battery or the end of their life. */
export const CHIRP_NOTE =
  "If the alarm gives a single chirp every minute or so rather than a loud continuous alarm, it is usually a low battery or the alarm reaching the end of its life: replace the battery or the alarm (most last 7 to 10 years; the date is on the back). A loud continuous alarm always means act now.";

export const SAFETY_NOTE = `If you can smell gas now, a carbon monoxide alarm is sounding or anyone feels unwell near an appliance, get out into fresh air and call ${line.display}.`;

const phone = business.phone.display;
const callUs = { href: telHref, label: `Call ${phone}` };

const YELLOW_FLAME_FAQ = "questions-gas-safety-faq-is-it-safe-to-use-a-gas-appliance-with-a-yellow-or-orange";

/** Advice of its own for a message that is about safety but shows no hazard now (./safety.ts `advice`). */
export function adviceReply(advice: NonNullable<SafetyVerdict["advice"]>, message = ""): AssistantReply {
  if (advice === "warning-notice") {
    // "can you come and repair it": yes, with the repair's price and the free estimate.
    const repair = packageById("same-day-repair");
    const said = words(message);
    // The appliance named ("reconnect the cooker"): the repair offered is of it, reconnected.
    const appliance = NOTICE_REPAIR.appliances.find((a) => exactPhraseAt(said, a) >= 0);
    const what = appliance ? `repair and reconnect your ${appliance}` : "repair it";
    const asked =
      /\b(repair|fix|mend|sort|come|book)/i.test(message) || hasExactPhrase(said, NOTICE_REPAIR.asked)
        ? [`We can ${what}: our ${repair.name} is ${formatPriceText(repair)}, with a free estimate before any work.`]
        : [];
    return {
      topic: "warning-notice",
      text: [
        `Don't use it, and don't switch it back on or uncap it yourself: a warning label ("Do not use", "At Risk" or "Immediately Dangerous") or a capped supply means the engineer found it unsafe, and it must not be used until it has been repaired by a Gas Safe registered engineer. Call us on ${phone} to arrange the repair.`,
        ...asked,
        SAFETY_NOTE,
      ],
      links: [callUs, { href: "/gas-safe-questions", label: "Gas Safe questions" }],
      offerCallback: true,
    };
  }
  if (advice === "alarm-chirp")
    return {
      topic: "co-alarm-chirp",
      text: [CHIRP_NOTE, SAFETY_NOTE],
      links: [{ href: "/gas-safe-questions", label: "Gas Safe questions" }],
    };
  if (advice === "decorative-flame") {
    // The gas safety FAQ on yellow flames: its paragraph on decorative fires, and the conditional line.
    const faq = documentById(YELLOW_FLAME_FAQ);
    const decorative = faq?.paragraphs.find((p) => /living-flame/.test(p));
    return {
      topic: "decorative-flame",
      text: [...(decorative ? [decorative] : []), SAFETY_NOTE],
      links: [{ href: faq?.url ?? "/questions/gas-safety", label: faq?.page ?? "Gas Safety" }],
    };
  }
  if (advice === "flame-colour") {
    // The FAQ's answer to "is a yellow flame safe", without its "No.": what colour a gas flame should be, and why.
    const faq = documentById(YELLOW_FLAME_FAQ);
    const colour = faq?.paragraphs.find((p) => /should be crisp and blue/.test(p))?.replace(/^No\.\s*/, "");
    return {
      topic: "flame-colour",
      text: [colour ?? "A gas flame should be crisp and blue.", SAFETY_NOTE],
      links: [{ href: faq?.url ?? "/questions/gas-safety", label: faq?.page ?? "Gas Safety" }],
    };
  }
  if (advice === "pilot-going-out")
    return {
      topic: "pilot-going-out",
      text: [
        `A pilot light that keeps going out needs an engineer: it is often a worn thermocouple (the safety sensor that holds the gas on), but it can also be a problem with the flue or the air supply, so stop relighting it over and over and book a check. Call us on ${phone}.`,
        SAFETY_NOTE,
      ],
      links: [callUs, { href: "/services/boiler-repair", label: "Boiler repair" }],
      offerCallback: true,
    };
  if (advice === "flue-hatches")
    return {
      topic: "flue-hatches",
      text: [
        "Yes, that is real: a boiler flue hidden in a ceiling or wall void needs inspection hatches so a Gas Safe registered engineer can examine its whole length. Without them, Gas Safe Register's guidance is that the engineer will class the installation 'At Risk', advise you not to use it and ask your permission to turn it off.",
        `Ask us about it on ${phone} or leave your details below and we'll advise. ${SAFETY_NOTE}`,
      ],
      links: [callUs, { href: "/gas-safe-questions", label: "Gas Safe questions" }],
      offerCallback: true,
    };
  if (advice === "smoke-spillage")
    return {
      topic: "smoke-spillage",
      text: [
        "Smoke coming back into the room means the fumes are not all going up the chimney or flue, and carbon monoxide can come with them even when you feel fine. Stop using the fire or stove until the chimney or flue has been swept and checked (a chimney sweep for a wood or multi-fuel stove, a Gas Safe registered engineer for a gas fire), and fit a carbon monoxide alarm in that room.",
        SAFETY_NOTE,
      ],
      links: [{ href: "/gas-safe-questions", label: "Gas Safe questions" }],
    };
  if (advice === "cooker-for-heat")
    return {
      topic: "cooker-for-heat",
      text: [
        `Please don't heat the room with a gas oven or hob: a cooker isn't made to run for hours as a heater, and in a closed room it can give off carbon monoxide. Use a safe electric heater meanwhile, and call us on ${phone} to get the heating fixed.`,
        SAFETY_NOTE,
      ],
      links: [callUs, { href: "/services/boiler-repair", label: "Boiler repair" }],
      offerCallback: true,
    };
  if (advice === "lighting-whiff")
    return {
      topic: "lighting-whiff",
      text: [
        `If the smell lingers after the burner has lit, you smell gas with everything off, or a burner is slow to light, turn it off, open a window and call ${line.display}.`,
        `A faint whiff for a moment as a hob burner lights, gone once the flame catches, is usually the little gas released before it ignites. A burner that is slow to catch should be checked: call us on ${phone}.`,
      ],
      links: [{ href: "/gas-safe-questions#gas-emergency", label: "Gas safety steps" }],
    };
  return {
    topic: "first-use-smell",
    text: [
      "A faint dusty or hot smell the first time the heating runs after the summer, or from a new radiator or boiler, is usually dust or factory coatings burning off, and it should fade within an hour or so. Open a window meanwhile.",
      `If it lasts, smells of burning plastic or wiring, or there is smoke, switch the boiler off and call us on ${phone}. ${SAFETY_NOTE}`,
    ],
    links: [{ href: "/services/boiler-servicing", label: "Boiler servicing" }],
  };
}

/** Whether the gas is from a bottle or tank (LPG), named or implied by where it is ("the caravan", "the gas bottle"). */
function fromBottleOrTank(message: string): boolean {
  const list = words(message);
  return hasExactWord(list, LPG_SUPPLY.words) || hasExactPhrase(list, LPG_SUPPLY.phrases);
}

export function safetyReply(verdict: SafetyVerdict, message = ""): AssistantReply {
  const resetting =
    /\b(reset|relight|restart|lock(?:ed|s)? ?out|fault|code|error|flash\w*|blink\w*|[a-z]{1,2}\.?\d{1,3})\b/i.test(
      message,
    )
      ? ["Don't reset the boiler or try to relight it: leave it off until it has been made safe."]
      : [];
  const after = `When everyone is safe, we can repair or check the appliance: call ${business.phone.display}.`;
  if (verdict.danger === "gas") {
    // Gas from a bottle or tank (LPG) has its supplier's emergency line and its own valve; mains gas the national line.
    const lpg = fromBottleOrTank(message);
    return {
      topic: "gas-emergency",
      urgent: true,
      text: [
        lpg
          ? `This could be a gas leak: act now. Gas from a bottle or tank (LPG) has its own emergency line, your LPG supplier's; call 999 if there is any fire. On mains gas, call the National Gas Emergency Service on ${line.display} (free, 24 hours).`
          : `This could be a gas escape: act now. Call the National Gas Emergency Service on ${line.display} (free, 24 hours): they make the supply safe. Do this first.`,
        ...(verdict.symptoms ? [MEDICAL_ADVICE] : []),
      ],
      steps: [...(lpg ? lpgSmellSteps : gasSmellSteps)],
      after: [...resetting, after],
      links: lpg
        ? [emergencyLinks[0]!, { href: "/gas-safe-questions#lpg", label: "Bottled gas (LPG) steps" }]
        : emergencyLinks,
    };
  }

  const intro = verdict.symptoms
    ? `These can be signs of carbon monoxide poisoning, which you cannot see or smell. Get everyone out into fresh air now and call the National Gas Emergency Service on ${line.display}.`
    : `This could mean carbon monoxide, which you cannot see or smell: act now and call the National Gas Emergency Service on ${line.display} (free, 24 hours).`;
  return {
    topic: "carbon-monoxide",
    urgent: true,
    text: [intro, ...(verdict.symptoms ? [MEDICAL_ADVICE] : []), ...(verdict.chirp ? [CHIRP_NOTE] : [])],
    steps: [...CARBON_MONOXIDE_STEPS],
    after: verdict.symptoms ? [after] : [MEDICAL_ADVICE, after],
    links: emergencyLinks,
  };
}
