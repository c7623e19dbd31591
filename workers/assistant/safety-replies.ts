/**
 * What the assistant says when ./safety.ts finds a hint of gas or carbon
 * monoxide: the steps and 0800 111 999 before anything else, medical advice
 * for carbon monoxide, and a one-line note for questions about safety services.
 */
import { business, formatPriceText, packageById, telHref } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { gasSmellSteps, lpgSmellSteps, questionId } from "./corpus";
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

/** The advice below is the site's own FAQs (app/content/pages/questions/), by category and question. */
const faqId = (category: string, question: string) => `questions-${category}-faq-${questionId(question)}`;
const YELLOW_FLAME_FAQ = faqId("gas-safety", "Is it safe to use a gas appliance with a yellow or orange flame?");
const PILOT_FAQ = faqId("gas-safety", "Why does the pilot light keep going out?");
const FLUE_HATCHES_FAQ = faqId("gas-safety", "Does a boiler flue hidden in a ceiling need inspection hatches?");
const SMOKE_SPILLAGE_FAQ = faqId(
  "gas-safety",
  "What should I do if smoke comes back into the room from my fire or stove?",
);
const COOKER_FOR_HEAT_FAQ = faqId("gas-safety", "Can I use my gas oven or hob to heat the room?");
const LIGHTING_WHIFF_FAQ = faqId("gas-safety", "Is a faint whiff of gas normal as the hob lights?");
const FIRST_USE_SMELL_FAQ = faqId("servicing", "Why is there a burning smell when the heating first comes on?");

/** Paragraph `n` of a site FAQ, read when the reply is made (an edit to the FAQ is the reply's edit). */
function faqParagraph(id: string, n: number): string {
  return documentById(id)?.paragraphs[n] ?? "";
}

/** Sentences joined with a space, leaving out any that are missing. */
const joined = (...parts: string[]) => parts.filter(Boolean).join(" ");

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
      text: [joined(faqParagraph(PILOT_FAQ, 0), `Call us on ${phone}.`), SAFETY_NOTE],
      links: [callUs, { href: "/services/boiler-repair", label: "Boiler repair" }],
      offerCallback: true,
    };
  if (advice === "flue-hatches")
    return {
      topic: "flue-hatches",
      text: [
        ...[faqParagraph(FLUE_HATCHES_FAQ, 0)].filter(Boolean),
        `Ask us about it on ${phone} or leave your details below and we'll advise. ${SAFETY_NOTE}`,
      ],
      links: [callUs, { href: "/gas-safe-questions", label: "Gas Safe questions" }],
      offerCallback: true,
    };
  if (advice === "smoke-spillage")
    return {
      topic: "smoke-spillage",
      text: [...[faqParagraph(SMOKE_SPILLAGE_FAQ, 0)].filter(Boolean), SAFETY_NOTE],
      links: [{ href: "/gas-safe-questions", label: "Gas Safe questions" }],
    };
  if (advice === "cooker-for-heat")
    return {
      topic: "cooker-for-heat",
      text: [joined(faqParagraph(COOKER_FOR_HEAT_FAQ, 0), `Call us on ${phone}.`), SAFETY_NOTE],
      links: [callUs, { href: "/services/boiler-repair", label: "Boiler repair" }],
      offerCallback: true,
    };
  if (advice === "lighting-whiff")
    return {
      topic: "lighting-whiff",
      // The FAQ's warning first (the conditional line if the FAQ is missing), then what the whiff is.
      text: [
        faqParagraph(LIGHTING_WHIFF_FAQ, 1) || SAFETY_NOTE,
        joined(faqParagraph(LIGHTING_WHIFF_FAQ, 0), `Call us on ${phone}.`),
      ],
      links: [{ href: "/gas-safe-questions#gas-emergency", label: "Gas safety steps" }],
    };
  return {
    topic: "first-use-smell",
    text: [
      ...[faqParagraph(FIRST_USE_SMELL_FAQ, 0)].filter(Boolean),
      joined(faqParagraph(FIRST_USE_SMELL_FAQ, 1), `Call us on ${phone}.`, SAFETY_NOTE),
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
