/**
 * Symptoms answered with their own advice: a flashing light with no code
 * (lockout), a boiler with no power, short cycling, a pressure reading, and
 * relighting a pilot light (one that keeps going out is a safety sign: safety.ts).
 */
import { codeCandidates } from "../fault-codes";
import type { Intent } from "../intent";
import { findWord, hasAnyPhrase, hasExactWord, hasWord, near } from "../text";
import { callLink, phone, serviceLink } from "./links";
import { INDICATOR_LIGHT, FLASH, SHORT_CYCLE, PILOT, INDICATOR_DENIED } from "../lexicon";
import { pressureSwings } from "../topics";

/**
 * The words with each denial of a light, its flashing or a code blanked ("no lights flashing", "there is not any
 * flashing light", "nothing flashing", "no warning lights"): a run from a denier over light, flash and code words
 * only, blanked when it reaches one of `kinds` ("not working, red light flashing" keeps its light).
 */
export function indicatorsDenied(list: readonly string[], kinds: readonly string[]): string[] {
  const out = [...list];
  list.forEach((w, i) => {
    if (!INDICATOR_DENIED.deniers.includes(w)) return;
    let end = i;
    while (
      end + 1 < list.length &&
      end - i < 5 &&
      hasExactWord([list[end + 1]!], [...INDICATOR_DENIED.reach, ...kinds])
    )
      end++;
    if (end > i && hasExactWord(list.slice(i + 1, end + 1), kinds)) out.fill("_", i, end + 1);
  });
  return out;
}

export const lockout: Intent = {
  name: "lockout",
  priority: 0,
  find: ({ list: said, message }) => {
    const list = indicatorsDenied(said, [...INDICATOR_LIGHT, ...FLASH]);
    if (codeCandidates(message).some((c) => !c.numberOnly)) return -1;
    // Its cause told ("the outside pipe is frozen solid"): the frozen condensate pipe answers (../topics.ts).
    if (hasWord(list, ["frozen", "froze", "frost*", "icy", "iced"]) && hasWord(list, ["pipe*", "condensate"]))
      return -1;
    return near(list, INDICATOR_LIGHT, FLASH, 4) ||
      hasAnyPhrase(list, ["red light", "orange light", "amber light", "locked out", "lock out", "lockout"])
      ? Math.max(0, findWord(list, [...INDICATOR_LIGHT, ...FLASH, "lock*"]))
      : -1;
  },
  reply: () => ({
    topic: "lockout",
    text: [
      "A flashing light with no code usually means the boiler has locked out: it has stopped itself for safety after a fault, most often because it could not light or the pressure is too low.",
      `Check the pressure gauge reads 1 to 1.5 bar when cold and that your other gas appliances work (and a prepayment meter has credit), then press reset once and wait a few minutes. If it locks out again, don't keep resetting it: call us on ${phone}. If the display shows a code, send it with the make and I'll say what it means.`,
    ],
    links: [
      serviceLink("boiler-breakdown", "Boiler breakdown"),
      { href: "/blog/boiler-error-codes", label: "Common boiler error codes" },
    ],
    offerCallback: true,
  }),
};

export const noPower: Intent = {
  name: "no-power",
  priority: 0,
  // "no lights flashing", "no warning lights" deny a fault light, not the power.
  find: ({ list }) =>
    hasAnyPhrase(
      indicatorsDenied(list, [...FLASH, ...INDICATOR_DENIED.faultWords]),
      [
        "no lights",
        "no light",
        "no power",
        "no display",
        "display blank",
        "blank display",
        "screen blank",
        "blank screen",
        "completely dead",
        "totally dead",
        "dead boiler",
        "boiler dead",
        "boiler is dead",
        "nothing on the display",
        "wont turn on at all",
        "no lights on",
      ],
      1,
    )
      ? 0
      : -1,
  reply: () => ({
    topic: "no-power",
    text: [
      "No lights at all usually means the boiler has no power. Check the fused spur switch beside the boiler is on, that nothing has tripped at the consumer unit (fuse box), and whether other sockets work (a power cut?). The fuse in the spur may have blown.",
      `If it has power and still shows nothing, or the fuse blows again, it needs an engineer (often the circuit board or a component shorting): call us on ${phone}.`,
    ],
    links: [serviceLink("boiler-breakdown", "Boiler breakdown"), callLink],
    offerCallback: true,
  }),
};

/** "how do i relight the pilot light": the appliance's own steps, and when to stop and call. */
export const pilotLight: Intent = {
  name: "pilot-light",
  priority: 0,
  find: ({ list }) => findWord(list, PILOT),
  reply: () => ({
    topic: "pilot-light",
    text: [
      "Only older boilers, back boilers and some gas fires have a pilot light; a modern boiler lights itself. The relighting steps are on a label inside the boiler's front panel or in its manual: usually turn the control to pilot, hold it in while you press the igniter, and keep holding for the time the label gives before letting go.",
      `If it will not light, or lights and keeps going out, stop trying and call us on ${phone}: a pilot that keeps going out can mean the appliance is not burning safely, so it needs a Gas Safe engineer to check it.`,
    ],
    links: [serviceLink("boiler-repair", "Boiler repair"), callLink],
    offerCallback: true,
  }),
};

export const shortCycling: Intent = {
  name: "short-cycling",
  priority: 0,
  find: ({ list }) =>
    hasAnyPhrase(list, SHORT_CYCLE, 1) &&
    hasWord(list, ["boiler*", "heating", "combi", "keeps", "turn*", "switch*", "fir*", "cycl*"])
      ? 0
      : -1,
  reply: () => ({
    topic: "short-cycling",
    text: [
      "A boiler that keeps switching on and off every few minutes is short cycling. Common causes: the thermostat or its batteries (or a thermostat in a warm spot), low pressure or poor flow (radiator valves closed, sludge, a sticking pump), or a boiler too big for the heating it has to do.",
      `Check the pressure (1 to 1.5 bar cold), open the radiator valves and set the thermostat a few degrees above room temperature. If it keeps cycling, an engineer can find the cause, as it wears parts and wastes gas: call ${phone}.`,
    ],
    links: [serviceLink("boiler-repair", "Boiler repair")],
    offerCallback: true,
  }),
};

export const pressureReading: Intent = {
  name: "pressure-reading",
  priority: 0,
  // A normal reading told in passing ("the pressure's about 1.2") comes after what is asked.
  aside: ({ message }) => {
    const bar = barReading(message);
    return bar !== undefined && bar >= 0.8 && bar < 2.5;
  },
  // A swing told ("1 bar cold, up to nearly 3 when it runs"): the expansion vessel's answer (../topics.ts) covers it.
  find: ({ message, list }) =>
    barReading(message) !== undefined &&
    !pressureSwings(list) &&
    (hasWord(list, ["pressure", "presure", "bar", "gauge"]) || heatedReading(message) !== undefined)
      ? 0
      : -1,
  reply: ({ message }) => {
    const bar = barReading(message)!;
    const verdict =
      bar >= 2.5
        ? `${bar} bar is too high. Cold, the gauge should read 1 to 1.5 bar (up to about 2 when the heating is hot); at 3 bar the pressure relief valve opens and lets water out through a pipe outside.`
        : bar < 0.8
          ? `${bar} bar is too low: the boiler may stop or lock out. Cold, the gauge should read 1 to 1.5 bar; you can top it up with the filling loop as your manual shows.`
          : `${bar} bar is fine: cold, the gauge should read 1 to 1.5 bar, and it rises a little (up to about 2) when the heating is hot.`;
    const action =
      bar >= 2.5
        ? `If it is high, bleeding a radiator brings it down, and check the filling loop valves are fully closed. If it climbs again, the filling loop may be letting by or the expansion vessel needs recharging: an engineer's job, call ${phone}.`
        : `If you keep having to top it up, there is a leak or a faulty part: call ${phone}.`;
    return {
      topic: "pressure-reading",
      text: [verdict, action],
      links: [serviceLink("boiler-pressure-problems", "Boiler pressure problems")],
      offerCallback: true,
    };
  },
};

/**
 * "it was 1.2 cold but with the heating on it's at 2.8": gauge readings told without "bar" or "pressure", as decimals
 * with the system cold or hot; the highest is the one to judge (pressure rising when hot).
 */
function heatedReading(message: string): number | undefined {
  if (!/\b(cold|hot|heating|warm|gauge|rads|radiators)\b/i.test(message)) return undefined;
  const readings = [
    ...message.matchAll(/(?<![£$\d.,])\b([0-4]\.\d{1,2})\b(?!\s*(?:°|deg|kw|m\b|c\b|%|litre|mm))/gi),
  ].map((r) => Number(r[1]));
  return readings.length ? Math.max(...readings) : undefined;
}

/** "3 bar", "1.5bar", "pressure is at 0.5": the number read next to "bar" or "pressure". */
export function barReading(message: string): number | undefined {
  const m = /(\d(?:\.\d+)?)\s*(?:bar|b\b)/i.exec(message) ?? /pressure[^\d]{0,15}(\d(?:\.\d+)?)\b/i.exec(message);
  if (!m) return heatedReading(message);
  const n = Number(m[1]);
  return n >= 0 && n <= 6 ? n : undefined;
}
