/**
 * What a heating receptionist knows beyond the boiler itself: the controls (batteries, clocks, a
 * wireless link), the hot-water cylinder and its valves, and a boiler that will not light because
 * the gas supply is off (a prepayment meter out of credit, the emergency control valve closed).
 * General knowledge; business facts from business.ts; the words from ../lexicon.ts.
 */
import { formatPriceText, packageById } from "~/content/business";
import { services } from "~/content/services";
import type { Intent } from "../intent";
import {
  ALARM_LIFE,
  CONTROLS,
  CYLINDER,
  HOT_WATER_GONE,
  FAILS_BEFORE,
  GAS_SUPPLY,
  IGNITION_BANG,
  LOFT_TANK,
  LOW_FLOW,
  TRV,
  CONTROL_DESCRIBED,
} from "../lexicon";
import { SAFETY_NOTE } from "../safety-replies";
import { findWord, firstOf, hasAnyPhrase, hasExactWord, hasWord, phraseAt, span, words } from "../text";
import { checksAsked } from "../urgency";
import { documentById, search } from "../search";
import { handoffWith } from "../handoff";
import type { AssistantReply } from "~/lib/contracts/assistant";
import { phone, serviceLink } from "./links";

const centralHeating = serviceLink("central-heating-repair", "Central heating repair");
const noHotWater = serviceLink("no-hot-water-repairs", "No hot water repairs");

/** A bang said of the boiler lighting: the bang and the lighting within a few words of each other. */
function ignitionBang(list: readonly string[]): number {
  const bang = findWord(list, IGNITION_BANG.bang);
  if (bang < 0) return -1;
  const near = span(list, bang, 8, 13);
  // Said of radiators or pipes ("the rads bang"), it is the water, not the burner.
  const ofWater = hasWord(span(list, bang, 4), ["radiator*", "rads", "rad", "pipe*", "pipework"]);
  return !ofWater && (hasWord(near, IGNITION_BANG.lighting) || hasAnyPhrase(near, IGNITION_BANG.phrases)) ? bang : -1;
}

const radiatorRepair = services.find((s) => s.slug === "radiator-repair");

/** The immersion heater described without its name: "a switch for electric in the tank". */
const immersionDescribed = (list: readonly string[]) =>
  hasWord(list, ["electric*"]) &&
  hasWord(list, ["switch*", "element", "heater"]) &&
  hasWord(list, ["tank", "cylinder"]);

/** The boiler said not to light ("won't light", "ignition failure", "not firing"). */
/** One of `verbs` said to fail: a negation within the three words before ("won't light", "not working"). */
function saidToFail(list: readonly string[], verbs: readonly string[]): boolean {
  return list.some((w, i) => hasWord([w], verbs) && span(list, i, 3).some((v) => FAILS_BEFORE.includes(v)));
}

function ignitionFails(list: readonly string[]): boolean {
  return hasWord(list, ["ignition"]) || saidToFail(list, ["light*", "ignit*", "firing", "fire", "start*"]);
}

/**
 * A control told by what it does, not its name ("the box on the wall that sets the temperature", "the dial for the
 * heat"): a thing, then within a few words a verb of setting and the warmth it sets. Where the thing is.
 */
function controlDescribed(list: readonly string[]): number {
  for (let at = 0; at < list.length; at++) {
    if (!hasExactWord([list[at]!], CONTROL_DESCRIBED.thing)) continue;
    const after = span(list, at + 1, 0, 10);
    const sets = after.findIndex(
      (w) => hasExactWord([w], CONTROL_DESCRIBED.sets) || hasWord([w], ["set*", "control*"]),
    );
    if (sets >= 0 && hasWord(after.slice(sets + 1, sets + 6), CONTROL_DESCRIBED.warmth)) return at;
  }
  return -1;
}

export const depthIntents: Intent[] = [
  {
    name: "ignition-bang",
    priority: 1,
    find: ({ list }) => ignitionBang(list),
    reply: () => ({
      topic: "ignition-bang",
      text: [
        "A bang as the boiler lights is usually delayed ignition: the gas builds up for a moment before it catches, often from a worn or dirty ignition electrode, a partly blocked burner or a gas pressure fault. It can damage the boiler and its flue, so don't keep resetting it: switch it off if it keeps happening and call us on " +
          `${phone} for a repair.`,
        SAFETY_NOTE,
      ],
      links: [serviceLink("boiler-repair", "Boiler repair")],
      offerCallback: true,
    }),
  },
  {
    name: "low-flow",
    priority: 1,
    find: ({ list }) => phraseAt(list, LOW_FLOW),
    reply: () => ({
      topic: "low-flow",
      text: [
        "'Low flow' on the display means the boiler senses too little water moving through it. On a combi, open a hot tap fully (a trickle may be too little for it to fire) and check the stopcock is fully open; for the heating, check the pressure gauge reads about 1 to 1.5 bar.",
        `If it stays, a blocked filter, a flow sensor or the pump needs an engineer: call us on ${phone}.`,
      ],
      links: [noHotWater, serviceLink("boiler-pressure-problems", "Boiler pressure problems")],
      offerCallback: true,
    }),
  },
  {
    name: "trv-fit",
    priority: 1,
    // "can you fit TRVs to all my rads", "how much to put thermostatic valves on 6 radiators".
    find: ({ list }) => {
      const at = phraseAt(list, TRV.valves);
      return at >= 0 && hasWord(list, TRV.fit) && !hasWord(list, ["stuck", "leak*", "broken", "seized"]) ? at : -1;
    },
    reply: () => {
      const rate = packageById(radiatorRepair?.priceId ?? "hourly-rate");
      return {
        topic: "trv-fit",
        text: [
          `Yes, we fit and replace thermostatic radiator valves (TRVs) as part of our radiator work, charged at our ${rate.name} (${formatPriceText(rate)}) with no call-out fee. ${radiatorRepair?.timeTaken ?? ""}`.trim(),
          `Tell us how many radiators when you book, or call ${phone} for an estimate.`,
        ],
        links: [serviceLink("radiator-repair", "Radiator repair"), { href: "/prices", label: "Prices" }],
        offerCallback: true,
      };
    },
  },
  {
    name: "alarm-life",
    priority: 1,
    // "how often should a CO alarm be replaced", "how long do carbon monoxide alarms last".
    find: ({ list }) =>
      hasWord(list, ["alarm*", "detector*"]) &&
      (hasWord(list, ALARM_LIFE.words) || hasAnyPhrase(list, ALARM_LIFE.phrases))
        ? findWord(list, ["alarm*", "detector*"])
        : -1,
    reply: () => ({
      topic: "alarm-life",
      text: [
        "Most carbon monoxide alarms last 7 to 10 years: the replace-by date is on the back, and many chirp once a minute when they reach it. Test it monthly with its button, and replace it by that date or sooner if it fails the test.",
      ],
      links: [{ href: "/gas-safe-questions", label: "Gas Safe questions" }],
    }),
  },
  {
    name: "controls",
    priority: 1,
    find: ({ list }) => {
      // "since the clocks changed the heating comes on an hour early": the programmer's clock, named or not.
      if (
        hasAnyPhrase(list, CONTROLS.clockPhrases) &&
        hasWord(list, ["heating", "boiler*", "comes", "timer", "programmer"])
      )
        return Math.max(0, phraseAt(list, CONTROLS.clockPhrases));
      const device = hasWord(list, CONTROLS.devices) ? findWord(list, CONTROLS.devices) : controlDescribed(list);
      if (device < 0) return -1;
      const fault =
        hasWord(list, CONTROLS.faults) ||
        hasAnyPhrase(list, CONTROLS.faultPhrases) ||
        hasAnyPhrase(list, CONTROL_DESCRIBED.blank);
      return fault ? device : -1;
    },
    reply: ({ list }) => {
      const clock = hasWord(list, CONTROLS.clock) || hasAnyPhrase(list, CONTROLS.clockPhrases);
      // A thermostat named ("the thermostat does nothing since the power went"): its batteries and link first.
      const thermostat = hasWord(list, ["thermostat*", "stat", "hive", "nest", "tado"]) || controlDescribed(list) >= 0;
      const clockText =
        "Check the clock on the programmer or timer: after a power cut or the clocks changing, many lose the time or keep the old one, so the heating comes on at the wrong times or not at all. Set the time and the on and off times as its manual shows.";
      const thermostatText =
        "A blank, flashing or unresponsive thermostat is most often flat batteries: fit new ones. A wireless or smart thermostat that has lost its link (or its Wi-Fi) needs pairing again with the receiver by the boiler, as its manual shows; most receivers have a button to run the heating by hand meanwhile.";
      return {
        topic: clock && !thermostat ? "controls-clock" : "controls",
        text:
          clock && !thermostat
            ? [clockText, `If the clock is right and the heating still doesn't follow it, call us on ${phone}.`]
            : [
                thermostatText,
                ...(clock ? ["After a power cut, also check the programmer's clock."] : []),
                `If the thermostat works and the boiler still doesn't respond, call us on ${phone}.`,
              ],
        links: [centralHeating],
        offerCallback: true,
      };
    },
  },
  {
    name: "cylinder",
    priority: 1,
    find: ({ list }) =>
      firstOf(
        findWord(list, CYLINDER.words),
        phraseAt(list, CYLINDER.tank),
        // The immersion described without its name, asked to be used meanwhile.
        immersionDescribed(list) && hasAnyPhrase(list, CYLINDER.meanwhile) ? findWord(list, ["tank"]) : -1,
      ),
    reply: ({ list }) => {
      // "can you do the G3 inspection on our unvented cylinder": what the site says (an area page), then the owner.
      const discharge =
        hasWord(list, ["tundish", "drip*", "dripping", "pouring", "running", "discharg*"]) ||
        hasAnyPhrase(list, ["coming out", "water out", "pipe on top"]);
      // ... unless its safety valve is letting water go now: that is the answer first.
      if (!discharge && hasWord(list, ["unvented", "megaflo*", "g3"]) && hasAnyPhrase(list, CYLINDER.inspection)) {
        // The area page of the place named first, else any that says it.
        const pages = search("unvented cylinder ask us who can check", ["area"], 6)
          .map((h) => h.doc)
          .sort((a, b) => Number(list.includes(b.page.toLowerCase())) - Number(list.includes(a.page.toLowerCase())));
        const said = pages
          .map((d) => d.paragraphs.join(" ").match(/[^.;]*unvented cylinder, ask us[^.]*\./i)?.[0])
          .find(Boolean)
          ?.trim();
        if (said) return handoffWith(`${said.charAt(0).toUpperCase()}${said.slice(1)}`, [noHotWater]);
      }
      // "can I use the immersion in the meantime": the no-hot-water page's answer.
      // ... or described without its name: "a switch for electric in the tank" (the immersion heater's switch).
      // ... or what to use meanwhile asked with the cylinder named (the answer says "if it has an immersion").
      const immersion =
        hasWord(list, ["immersion"]) ||
        immersionDescribed(list) ||
        (!discharge && !hasAnyPhrase(list, CYLINDER.tooHot) && hasWord(list, HOT_WATER_GONE));
      if (immersion && hasAnyPhrase(list, CYLINDER.meanwhile)) {
        const faq = search("Can I use the immersion heater while I wait", ["faq"], 1)[0]?.doc;
        if (faq) return { topic: "immersion", text: faq.paragraphs.slice(0, 1), links: [noHotWater] };
      }
      // "the cylinder water is scalding": too hot, not too cold.
      if (hasWord(list, CYLINDER.tooHot) && !hasWord(list, ["not", "no", "isnt", "wont", "cold", "lukewarm"]))
        return {
          topic: "cylinder-too-hot",
          text: [
            "Water too hot from a cylinder usually means the cylinder thermostat is set too high or has failed, or the motorised valve is stuck open so the boiler keeps heating it; an immersion heater's own thermostat can fail too. Set the cylinder thermostat to about 60°C.",
            `If it stays scalding, or water comes from the tundish or the cylinder's safety pipe, switch off the boiler's hot water and any immersion heater and call us on ${phone}.`,
          ],
          links: [noHotWater],
          offerCallback: true,
        };
      return discharge
        ? {
            topic: "cylinder-discharge",
            text: [
              "Water from the tundish (the open funnel on the pipe under an unvented cylinder) or from the cylinder's safety pipe means a safety valve is letting water go: the pressure or temperature is too high, or the valve or expansion vessel is worn.",
              `Switch off the boiler's hot water and any immersion heater, don't block the pipe, and call us on ${phone}: an unvented cylinder must be repaired by an engineer with the G3 unvented qualification.`,
            ],
            links: [noHotWater],
            offerCallback: true,
          }
        : {
            topic: "cylinder",
            text: [
              "When the heating works but the boiler no longer heats the cylinder, the usual causes are the motorised valve to the cylinder (stuck or its motor failed), the cylinder thermostat set too low or faulty, or the hot-water timer being off. Check the hot water is on at the programmer and the cylinder thermostat is at about 60°C.",
              `If it still doesn't heat, call us on ${phone}; meanwhile an immersion heater, if you have one, gives you hot water.`,
            ],
            links: [noHotWater, centralHeating],
            offerCallback: true,
          };
    },
  },
  {
    name: "no-gas-supply",
    priority: 1,
    // Read with what is negated kept in: "not light", "won't light" are what it says ("Boiler not light and gas
    // fire also not light").
    find: ({ message }) => {
      const list = words(message);
      const meter = firstOf(findWord(list, GAS_SUPPLY.prepayment), phraseAt(list, GAS_SUPPLY.phrases));
      if (meter >= 0) return meter;
      // The boiler and another gas appliance both not lighting: the supply, not the boiler. The other said to work
      // ("the hob lights fine", "so it's not the supply"): the supply is on.
      if (hasAnyPhrase(list, GAS_SUPPLY.otherWorks)) return -1;
      // "they fitted a new gas meter and now the boiler won't light": the supply after the meter work.
      if (hasWord(list, ["meter"]) && hasWord(list, ["boiler*", "combi"]) && ignitionFails(list))
        return findWord(list, ["meter"]);
      const both =
        hasWord(list, ["boiler*"]) &&
        (hasWord(list, GAS_SUPPLY.otherAppliances) || hasAnyPhrase(list, GAS_SUPPLY.otherAppliancePhrases)) &&
        // Said to fail ("won't light", "not working", "neither works", "the hob won't either"): not "someone at work".
        (saidToFail(list, ["light*", "ignit*", "firing", "fired", "work*"]) ||
          hasWord(list, ["ignition", "either", "neither"]) ||
          // "won't fire", "it fires then stops": the verb; "a gas fire", "an open fireplace" are appliances.
          list.some(
            (w, i) =>
              /^fires?$/.test(w) &&
              ["wont", "not", "doesnt", "cant", "to", "will", "it", "never"].includes(list[i - 1] ?? ""),
          ));
      if (both) return findWord(list, ["boiler*"]);
      // The boiler not lighting with the checks one can make asked ("just clicks and won't light, what can I check
      // before I ring you"): the supply is the first check.
      return hasWord(list, ["boiler*", "combi"]) && ignitionFails(list) && checksAsked(list)
        ? findWord(list, ["boiler*", "combi"])
        : -1;
    },
    reply: () => ({
      topic: "no-gas-supply",
      text: [
        "If the boiler won't light and the hob or other gas appliances won't either, the gas supply is off: check a prepayment meter has credit (and use its emergency credit), and that the lever on the emergency control valve next to the meter is in line with the pipe (on), not across it.",
        `If the supply is on and the boiler still won't light, call us on ${phone}. If you can smell gas, don't turn anything on: call 0800 111 999.`,
      ],
      links: [serviceLink("boiler-breakdown", "Boiler breakdown")],
      offerCallback: true,
    }),
  },
  {
    name: "loft-tank",
    priority: 1,
    // "water pouring out the overflow from the tank in the loft", "header tank keeps overflowing".
    find: ({ list }) =>
      hasWord(list, LOFT_TANK.tank) &&
      hasAnyPhrase(list, LOFT_TANK.where) &&
      hasWord(list, [...LOFT_TANK.overflow, ...LOFT_TANK.pumpingOver])
        ? findWord(list, LOFT_TANK.tank)
        : -1,
    reply: ({ list }) => {
      // Warm or steaming rather than overflowing: the heating pumping over (the central heating page's answer).
      const pumping =
        hasWord(list, LOFT_TANK.pumpingOver) && !hasWord(list, LOFT_TANK.overflow)
          ? documentById("service-central-heating-repair-faq-what-is-pumping-over-and-why-does-it-matter")
          : undefined;
      if (pumping)
        return {
          topic: "pumping-over",
          // The page's answer opens "It is when...": the reply names what "it" is.
          text: [
            pumping.paragraphs[0]!.replace(/^It is /, "That sounds like pumping over: it is "),
            `Call us on ${phone} to have the pump and pipework checked.`,
          ],
          links: [{ href: pumping.url, label: pumping.page }],
          offerCallback: true,
        };
      return loftTankReply();
    },
  },
];

const loftTankReply = (): AssistantReply => ({
  topic: "loft-tank",
  text: [
    "A loft tank running out of its overflow pipe usually has a float (ball) valve that no longer shuts off, from a worn washer or a stuck float. If it is the small feed and expansion tank for the heating, it can also be a leaking coil in the hot water cylinder or the system pumping water over.",
    `Turn off the tank's supply valve if there is one and call us on ${phone} to find which it is.`,
  ],
  links: [centralHeating],
  offerCallback: true,
});
