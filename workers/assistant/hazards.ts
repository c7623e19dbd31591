/**
 * Hazards that are not gas or carbon monoxide, each with its own advice, so
 * the evacuation steps stay for gas and CO (crying wolf teaches people to
 * ignore the real warning): a burning or electrical smell, water near
 * electrics, a discharge pipe dripping outside, a white plume from the flue.
 * Checked after ./safety.ts (gas and CO always win) and before anything else.
 */
import { business, telHref } from "~/content/business";
import type { AssistantReply } from "~/lib/contracts/assistant";
import {
  BURNING,
  BURNING_OWN_CAUSE,
  DISCHARGE_PIPE,
  DRIPPING,
  ELECTRICAL_TRIP,
  ELECTRICS,
  HAZARD_APPLIANCE,
  HAZARD_SMELL,
  OUTDOOR_SMOKE,
  OUTSIDE,
  PLUME,
  PLUME_OUTLET,
  SMOKE,
  SMOKE_OR_SPARKS,
  WATER_NEAR,
  LOFT_TANK,
  BURN_OFF_OWN,
  BURNING_OWN_CAUSE_MORE,
  BURNING_TAKEN_BACK,
  BURNING_TAKEN_BACK_NOT,
  ELECTRICAL_BURNING,
  OUTDOOR_SMOKE_ASKED,
  OUTDOOR_SMOKE_NUISANCE,
  SMOKE_FIGURE,
  HIGH_ON_HOUSE,
  BOILER_GUESSED,
  PORTABLE_ELECTRIC,
  STOOD_IN_WATER,
  FLOODABLE_APPLIANCES,
} from "./lexicon";
import { SAFETY_NOTE } from "./safety-replies";
import { allClearTold, figuresBlanked, firstUseSmellOver, fumesOnlyFeared, inScope } from "./safety";
import { hasAnyPhrase, hasExactPhrase, hasExactWord, hasWord, near, nearExactly, nearThenExactly, span } from "./text";

const phone = business.phone.display;
const gasLine = business.gasEmergencyLine.display;
const callLink = { href: telHref, label: `Call ${phone}` };

/** A burning smell's own cause named ("the toast", "the hair straighteners"). */
const burningCauseNamed = (list: readonly string[]) =>
  hasExactWord(list, [...BURNING_OWN_CAUSE.causes, ...BURNING_OWN_CAUSE_MORE]);

/** "burning smell from the boiler", "electrical smell", sparks or smoke from the boiler (not from the flue outside). */
export function burningSmell(said: readonly string[]): boolean {
  // "the hot water smells eggy": the water, not a hot smell; "no burning smell, no gas smell": denied, not told.
  // "a smoking deal", "blowing smoke": a figure of speech, no smoke.
  const figure = (w: string, i: number) =>
    hasExactWord([w], SMOKE) &&
    (SMOKE_FIGURE.next.includes(said[i + 1] ?? "") ||
      SMOKE_FIGURE.before.some((b) => span(said, i, b.split(" ").length).join(" ") === b));
  // "a smoking hot deal", "the alarm on my phone": the safety layer's figures of speech, blanked too.
  const list = inScope(
    figuresBlanked(said.map((w, i) => ((w === "hot" && said[i + 1] === "water") || figure(w, i) ? "_" : w))),
    false,
  );
  // "my plug-in fan heater smells of hot plastic": a portable electric appliance of the home's own, with no part of the
  // heating system named, is not the boiler's burning smell (what is asked about it gets its own answer).
  if (hasAnyPhrase(list, PORTABLE_ELECTRIC.named) && !hasWord(list, PORTABLE_ELECTRIC.ours)) return false;
  // "a smell of hot paint when the new radiators warm up": paint or dust burning off, the normal first-heat smell,
  // with nothing electrical, melting or smoking told (./safety.ts answers it).
  if (near(list, HAZARD_SMELL, BURN_OFF_OWN.what, 4) && !hasWord(list, BURN_OFF_OWN.not)) return false;
  // Smoke from a fire outside ("the neighbour burns wood in his garden"), with nothing electrical or melting: not the boiler's.
  if (hasWord(list, SMOKE) && hasAnyPhrase(list, OUTDOOR_SMOKE) && !hasWord(list, ELECTRICAL_BURNING)) return false;
  // "it was just the toast, sorted": a cause of its own found, with no appliance of ours named with the smell.
  // "burnt the toast and set the smoke alarm off, boiler's fine": a cause of its own with an all-clear, whatever is near.
  const ownCause = burningCauseNamed(list);
  if (
    ownCause &&
    hasAnyPhrase(list, BURNING_OWN_CAUSE.found) &&
    !near(list, [...HAZARD_SMELL, ...BURNING], HAZARD_APPLIANCE, 5)
  )
    return false;
  // "burning plastic smell no sorry that was the toaster ignore me": the smell taken back in the same message, put down
  // to a cause of its own, with nothing electrical, melting or at an appliance of ours told with it.
  const causeSaid = burningCauseNamed(said);
  if (
    causeSaid &&
    hasExactPhrase(said, BURNING_TAKEN_BACK) &&
    !hasExactPhrase(said, BURNING_TAKEN_BACK_NOT) &&
    !nearExactly(list, [...HAZARD_SMELL, "burn*", "burnt"], HAZARD_APPLIANCE, 5) &&
    !hasWord(list, ["spark*", "melt*"])
  )
    return false;
  // "the burning smell was the hair straighteners, panic over": the scare said to be over, nothing electrical at ours;
  // the boiler said to be fine clears only a smell given a cause of its own.
  if (
    allClearTold(said, ownCause) &&
    (ownCause || !hasWord(list, ["spark*", "melt*", "plastic*"])) &&
    !hasExactPhrase(said, ["not the toast", "not toast", "not the cooking", "not cooking"])
  )
    return false;
  if (near(list, HAZARD_SMELL, BURNING, 4)) return true;
  if (
    hasAnyPhrase(
      list,
      ["burning smell*", "smell* burning", "smell* of burning", "electrical smell*", "smell* hot", "hot smell*"],
      1,
    )
  )
    return true;
  return (
    // Smoke or sparks read exactly ("serviced last spring" is no spark).
    nearThenExactly(list, HAZARD_APPLIANCE, SMOKE_OR_SPARKS, 5) &&
    !hasWord(list, ["outside", "flue", "white", "steam*", "plume"])
  );
}

/**
 * Smoke smelt or coming in from a fire outside ("next door's bonfire", "he burns rubbish in his garden"), nothing
 * electrical, and what to do about it asked (a message that asks something else gets that answered).
 */
export function outdoorSmoke(list: readonly string[]): boolean {
  return (
    (hasWord(list, SMOKE) || hasWord(list, ["bonfire*"])) &&
    hasAnyPhrase(list, OUTDOOR_SMOKE_NUISANCE) &&
    hasExactPhrase(list, OUTDOOR_SMOKE_ASKED) &&
    !hasWord(list, [...ELECTRICAL_BURNING, "boiler*"])
  );
}

/** Water on or near electrics: sockets, the fused spur, the boiler's circuit board. */
export function waterNearElectrics(list: readonly string[]): boolean {
  return (
    near(list, WATER_NEAR, ELECTRICS, 6) &&
    !hasAnyPhrase(list, ["electric shower", "electric heater", "switch on", "switch off", "switch for electric"]) &&
    // The immersion heater's switch on a hot-water tank, with no leak told.
    !(
      hasWord(list, ["tank", "cylinder"]) &&
      hasWord(list, ["switch*"]) &&
      !hasWord(list, ["leak*", "drip*", "wet", "puddle*", "pouring"])
    )
  );
}

/**
 * A pipe told high on the house (by the roof, under the eaves, high up) with nothing of the boiler's relief pipe
 * (copper, the pressure): a tank's overflow, the boiler named only in the visitor's guess ("is that the boiler?").
 */
export function overflowHighUp(list: readonly string[]): boolean {
  return (
    hasAnyPhrase(list, HIGH_ON_HOUSE) &&
    !hasWord(list, ["copper", "pressure", "bar"]) &&
    (!hasWord(list, ["boiler*", "combi"]) || hasAnyPhrase(list, BOILER_GUESSED))
  );
}

/** A small copper pipe outside dripping or running: the pressure relief valve's discharge pipe. */
export function dischargePipe(list: readonly string[]): boolean {
  // A loft tank's overflow is its float valve (./intents/heating-depth.ts), not the boiler's relief valve.
  if (hasWord(list, ["loft", "attic", "tank", "tanks", "cistern"])) return false;
  if (overflowHighUp(list)) return false;
  // An unvented cylinder's own relief valve (into its tundish) is the cylinder's (./intents/heating-depth.ts).
  if (hasWord(list, ["tundish", "unvented", "megaflo*", "cylinder*"])) return false;
  if (hasAnyPhrase(list, ["relief valve", "prv", "discharge pipe", "overflow pipe"]) && hasWord(list, DRIPPING))
    return true;
  // The pipe, its drip and where it is told together, not "pipework" and "water" sentences apart in a long message.
  if (!near(list, DISCHARGE_PIPE, DRIPPING, 10)) return false;
  const outside =
    near(list, DISCHARGE_PIPE, OUTSIDE, 10) ||
    hasAnyPhrase(list, ["through the wall", "out the wall", "out of the wall"]);
  return (
    outside &&
    (hasWord(list, ["copper", "small", "little", "thin", "15mm", "metal", "overflow"]) || hasWord(list, ["boiler*"]))
  );
}

/** White smoke or steam from the flue: the normal plume of a condensing boiler (black smoke, soot or fumes are not). */
export function whitePlume(list: readonly string[]): boolean {
  if (!hasWord(list, PLUME) || !hasWord(list, PLUME_OUTLET)) return false;
  if (hasWord(list, ["black*", "grey", "dark", "soot*", "inside", "indoors", "room"])) return false;
  // Fumes named only as a fear of what is seen ("the neighbour says that's fumes") leave the plume a plume.
  if (!fumesOnlyFeared(list)) return false;
  // A tank in the loft steaming is the heating pumping over, not the flue.
  if (hasWord(list, LOFT_TANK.tank) && hasWord(list, LOFT_TANK.where)) return false;
  return hasWord(list, [
    "white",
    "steam*",
    "steaming",
    "vapour",
    "vapor",
    "plume*",
    "cloud*",
    "normal",
    "cold",
    "winter",
  ]);
}

/**
 * A boiler or gas appliance that has stood in flood water ("the boiler was sat in two inches of water", "the cupboard
 * was under water"): told by how deep the water stood, not by water leaking out of it.
 */
export function floodedAppliance(list: readonly string[]): boolean {
  return hasWord(list, FLOODABLE_APPLIANCES) && hasAnyPhrase(list, STOOD_IN_WATER);
}

/** The boiler tripping the electrics: a fault in one of its electrical parts, or water reaching them. */
export function electricalTrip(list: readonly string[]): boolean {
  return (
    hasWord(list, ["boiler*", "heating", "pump"]) &&
    hasExactWord(list, ELECTRICAL_TRIP.trip) &&
    (hasWord(list, ELECTRICAL_TRIP.what) || hasAnyPhrase(list, ["fuse box", "trip switch"]))
  );
}

export function hazardReply(list: readonly string[], message?: string): AssistantReply | undefined {
  // Dust burning off on the season's first run, told as gone, with another question (./safety.ts): no hazard now.
  if (burningSmell(list) && !(message && firstUseSmellOver(message))) {
    return {
      topic: "burning-smell",
      text: [
        `Switch the boiler off at its fused spur (the switched socket beside it) or at the consumer unit, stop using it, and call us on ${phone}: a burning or electrical smell usually means an overheating part, such as the pump, the fan or a wire, and it needs an engineer before the boiler is used again.`,
        "If you see smoke or flames, get out and call 999.",
        `If it smells of gas (rotten eggs) rather than burning, leave the property and call the National Gas Emergency Service on ${gasLine}.`,
      ],
      links: [callLink, { href: "/services/boiler-repair", label: "Boiler repair" }],
      offerCallback: true,
    };
  }
  if (floodedAppliance(list)) {
    return {
      topic: "flooded-appliance",
      text: [
        `Don't switch it on or use it, even once it looks dry: a boiler or gas appliance that has been in flood water has to be checked by a Gas Safe engineer before it is used again, as the water can damage its electrics, controls and burner. Keep the power to it off, and don't touch switches that are still wet.`,
        `Call us on ${phone} and an engineer will check it and tell you whether it is safe to relight.`,
      ],
      links: [callLink, { href: "/services/boiler-repair", label: "Boiler repair" }],
      offerCallback: true,
    };
  }
  if (waterNearElectrics(list)) {
    return {
      topic: "water-electrics",
      text: [
        "Don't touch the wet sockets, switches or the boiler's controls. If you can reach the consumer unit (fuse box) with dry hands and stand somewhere dry, switch the power off there, then turn the water off at the stopcock.",
        `Then call us on ${phone}: an engineer finds the leak and checks the boiler before it is switched back on. Have an electrician check any wet sockets or wiring.`,
      ],
      links: [callLink, { href: "/services/leaking-boiler-repairs", label: "Leaking boiler repairs" }],
      offerCallback: true,
    };
  }
  if (electricalTrip(list)) {
    return {
      topic: "electrical-trip",
      text: [
        `Leave the boiler switched off at its fused spur and don't keep resetting the trip: a boiler that trips the electrics usually has a faulty part (the pump, the fan, the igniter or the circuit board) or water reaching one. Call us on ${phone} and an engineer will find it.`,
      ],
      links: [callLink, { href: "/services/boiler-repair", label: "Boiler repair" }],
      offerCallback: true,
    };
  }
  if (dischargePipe(list)) {
    return {
      topic: "discharge-pipe",
      text: [
        "That small copper pipe outside is usually the discharge pipe of your boiler's pressure relief valve. The valve opens and lets water out when the system pressure is too high (about 3 bar), to protect the boiler; if it keeps dripping at normal pressure, the valve is worn and is letting by.",
        `Check the pressure gauge: 1 to 1.5 bar when the heating is cold. Don't block or cap the pipe. The valve, or the expansion vessel that usually makes the pressure climb, has to be checked and replaced by a Gas Safe engineer, as it sits inside the sealed boiler: call us on ${phone}.`,
      ],
      links: [
        { href: "/services/leaking-boiler-repairs", label: "Leaking boiler repairs" },
        { href: "/services/low-pressure-repairs", label: "Boiler pressure repairs" },
      ],
      offerCallback: true,
    };
  }
  if (whitePlume(list)) {
    return {
      topic: "flue-plume",
      text: [
        "Yes, that is normal: a condensing boiler's flue gives off a white plume of water vapour (steam), and it is much bigger on cold or damp days. It is not smoke.",
        `What is not normal: black or grey smoke, soot or brown staining around the flue, or fumes getting back inside. Then stop using the boiler, open windows and call the National Gas Emergency Service on ${gasLine}.`,
      ],
      links: [{ href: "/services/boiler-servicing", label: "Boiler servicing" }],
    };
  }
  if (outdoorSmoke(list)) {
    return {
      topic: "outdoor-smoke",
      text: [
        "Smoke from a bonfire or a fire outside drifting in is not a fault with your heating. While it burns, close the windows and trickle vents on that side, but don't block or tape over the permanent air vent a gas fire or an open-flued boiler has: it needs a supply of fresh air to burn safely.",
        "If it keeps happening, talk to your neighbour first; your council's environmental health team deals with smoke that is a regular nuisance.",
        SAFETY_NOTE,
      ],
      links: [{ href: "/gas-safe-questions", label: "Gas Safe questions" }],
    };
  }
  return undefined;
}
