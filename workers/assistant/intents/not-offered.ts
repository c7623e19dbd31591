/**
 * What we do not offer, even where a boiler is named (selling parts, gas meter work, a car charger, a range cooker,
 * jobs with us, council contracts: NOT_OFFERED in ../lexicon.ts): the honest handoff, so the question reaches the
 * owner, never a neighbouring page. The arbitration table makes the home offers stand aside for it.
 */
import { handoff } from "../handoff";
import type { Intent } from "../intent";
import {
  ASKS_TO_DO,
  BUILDING_WORK,
  CLAIM_BACK,
  FIXTURE_FAULT,
  STANDING_AGREEMENT,
  COMPLAINT,
  LANGUAGE_ASKED,
  NOT_A_BOILER,
  NOT_OFFERED,
  VENTILATION_KIT,
} from "../lexicon";
import { findWord, firstOf, hasAnyPhrase, hasExactWord, hasWord, phraseAt, span } from "../text";

/** The gas meter moved, fitted or swapped (not its lever, nor a smell or hiss there). */
function meterWork(list: readonly string[]): number {
  const at = findWord(list, NOT_OFFERED.meter);
  if (at < 0 || !hasExactWord(list, NOT_OFFERED.meterWork)) return -1;
  if (hasAnyPhrase(list, ["turn off", "turn the gas", "gas off", "lever", "emergency credit", "top up"])) return -1;
  // The meter work done, and the boiler not lighting since: the supply (./heating-depth.ts), not meter work asked.
  if (hasWord(list, ["ignition", "light*", "lock*", "fault*", "error*"]) && hasWord(list, ["boiler*", "combi"]))
    return -1;
  return at;
}

/** A part to buy ("can i buy a diverter valve off u"): we fit parts, we don't sell them. */
const buyPart = (list: readonly string[]) =>
  hasExactWord(list, NOT_OFFERED.parts) ? findWord(list, NOT_OFFERED.buy) : -1;

/**
 * Another trade's appliance asked to be worked on ("could he also look at my washing machine"), or, where no boiler
 * is named, the work asked after it ("our storage heaters are knackered, is that something you repair?").
 */
function otherTrade(list: readonly string[]): number {
  // "a warm air heater, not a boiler": a boiler named only to say there is none.
  const boiler = hasWord(list, ["boiler*", "combi"]) && !hasAnyPhrase(list, NOT_A_BOILER);
  for (let at = 0; at < list.length; at++) {
    if (phraseAt(list.slice(at), [...NOT_OFFERED.otherTrade, ...VENTILATION_KIT]) !== 0) continue;
    if (hasWord(span(list, at, 8), NOT_OFFERED.work)) return at;
    // Asked after what is told of it ("an old warm air unit, a Johnson & Starley, with vents in the floor. Can you
    // repair those?"): the next sentence's verb still asks for it.
    if (!boiler && hasWord(list.slice(at + 1, at + 15), NOT_OFFERED.work)) return at;
  }
  return -1;
}

/**
 * A plumbing fixture with a fault of its own ("the bath tap is leaking", "the loo keeps flushing") asked to be fixed:
 * another trade's job, whatever boiler visit it is added to. The fault told of the fixture itself, within a few words;
 * a tap running cold or lukewarm is the boiler's hot water, not the tap's.
 */
function fixtureFault(list: readonly string[]): number {
  if (!hasWord(list, FIXTURE_FAULT.fix) && !hasAnyPhrase(list, FIXTURE_FAULT.fix)) return -1;
  for (let at = 0; at < list.length; at++) {
    if (!hasExactWord([list[at]!], FIXTURE_FAULT.fixtures)) continue;
    const around = span(list, at, 2, 8);
    const fault = around.findIndex((w) => hasExactWord([w], FIXTURE_FAULT.faults));
    if (fault < 0 || hasExactWord(around.slice(fault + 1, fault + 3), FIXTURE_FAULT.heat)) continue;
    return at;
  }
  return -1;
}

/**
 * A standing agreement for upkeep asked of us ("do you offer a maintenance contract", "a yearly servicing contract for
 * the lot"): no price of ours; not an agreement the visitor only tells of ("my tenancy contract says").
 */
export function standingAgreement(list: readonly string[]): number {
  const at = findWord(list, STANDING_AGREEMENT.agreement);
  if (at < 0 || !hasWord(span(list, at, 4, 4), STANDING_AGREEMENT.upkeep)) return -1;
  return hasAnyPhrase(span(list, at, 3), STANDING_AGREEMENT.theirs) ? -1 : at;
}

/** Money asked to be claimed back from another party (a developer, a builder, the firm that fitted it). */
function claimBack(list: readonly string[]): number {
  const at = phraseAt(list, CLAIM_BACK.claim);
  return at >= 0 && hasAnyPhrase(list, CLAIM_BACK.party) ? at : -1;
}

/** Building work asked of us beside the boiler's ("would you brick it up and plaster it?"): not told as done. */
function buildingWork(list: readonly string[]): number {
  const at = phraseAt(list, BUILDING_WORK);
  return at >= 0 && hasExactWord(span(list, at, 10), ASKS_TO_DO) ? at : -1;
}

/** A gas appliance that is not the boiler fitted, connected, taken out or capped ("a new gas fire put in"). */
function otherGasAppliance(list: readonly string[]): number {
  if (hasWord(list, NOT_OFFERED.applianceCheck)) return -1;
  for (let at = 0; at < list.length; at++) {
    if (phraseAt(list.slice(at), NOT_OFFERED.gasAppliance) !== 0) continue;
    const around = span(list, at, 8, 10);
    if (hasExactWord(around, NOT_OFFERED.applianceWork) || hasAnyPhrase(around, NOT_OFFERED.applianceWorkPhrases))
      return at;
    // Repaired ("do you lot repair gas cookers", "the hob needs fixing"): the verb said of the appliance itself.
    if (hasExactWord(span(list, at, 3, 4), NOT_OFFERED.applianceRepair)) return at;
  }
  return -1;
}

/** A copy of paperwork lost or issued by another firm ("I lost the certificate, you can give me a copy?"). */
function paperworkCopy(list: readonly string[]): number {
  const at = findWord(list, NOT_OFFERED.paperwork);
  if (at < 0 || !(hasWord(list, NOT_OFFERED.copy) || hasAnyPhrase(list, NOT_OFFERED.copy))) return -1;
  return hasAnyPhrase(list, NOT_OFFERED.lost) || hasAnyPhrase(list, COMPLAINT.elsewhere) ? at : -1;
}

/** An engineer asked for by name ("can you send Gary again"): where in the words the name is. */
function namedEngineer(message: string, list: readonly string[]): number {
  const name = NOT_OFFERED.namedAgain.exec(message)?.[1];
  return name && !NOT_OFFERED.notNames.includes(name) ? list.indexOf(name.toLowerCase()) : -1;
}

/** A language asked to be spoken by the engineer ("does anyone speak Polish"). */
function languageAsked(list: readonly string[]): number {
  const at = findWord(list, LANGUAGE_ASKED.speak);
  return at >= 0 && hasExactWord(list.slice(at, at + 4), LANGUAGE_ASKED.languages) ? at : -1;
}

export const notOffered: Intent = {
  name: "not-offered",
  priority: 0,
  find: ({ list, message }) =>
    firstOf(
      namedEngineer(message, list),
      languageAsked(list),
      phraseAt(list, NOT_OFFERED.phrases),
      // "money off for a 5 star review": whether reviews are bought, which the reviews policy answers.
      hasWord(list, ["review*"]) ? -1 : phraseAt(list, NOT_OFFERED.discounts),
      findWord(list, NOT_OFFERED.words),
      meterWork(list),
      buyPart(list),
      otherTrade(list),
      fixtureFault(list),
      standingAgreement(list),
      claimBack(list),
      buildingWork(list),
      otherGasAppliance(list),
      paperworkCopy(list),
    ),
  reply: handoff,
};
