/**
 * A fault code: its meaning on the make named (the brand pages' tables), the
 * makes it belongs to when none is named, or which make or code we need.
 */
import type { AssistantLink, AssistantReply } from "~/lib/contracts/assistant";
import type { Context, Intent } from "../intent";
import { brandName, codeCandidates, codeTables, lookUp, makesWithCode, makesIn } from "../fault-codes";
import { findWord, firstOf, hasAnyPhrase, hasWord, near, words } from "../text";
import { phone } from "./links";
import { CODE_CONTEXT, FLASH, INDICATOR_DENIED, WEAK_CONTEXT } from "../lexicon";
import { indicatorsDenied } from "./boiler-symptoms";
/** "i reset it and it came back", "still showing after a reset": the visitor has already tried the reset. */
const cameBack = (list: readonly string[]) =>
  hasAnyPhrase(list, [
    "came back",
    "comes back",
    "coming back",
    "back again",
    "keeps coming",
    "didnt work",
    "still showing",
  ]) ||
  (hasWord(list, ["reset*"]) && hasWord(list, ["again", "still", "keeps"]));

const NEAR_POSTCODE = /^(ts|dl|yo|ne|dh|sr)\d/i;

interface CodeFinding {
  at: number;
  reply: AssistantReply;
}

function faultCode(told: Context): CodeFinding | undefined {
  // "no error code on the screen", "nothing flashing": a code or its flashing denied is no code shown.
  const ctx = { ...told, list: indicatorsDenied(told.list, [...INDICATOR_DENIED.codeWords, ...FLASH]) };
  if (
    hasWord(told.list, INDICATOR_DENIED.codeWords) &&
    !hasWord(ctx.list, INDICATOR_DENIED.codeWords) &&
    codeCandidates(told.message).length === 0
  )
    return undefined;
  const makes = makesIn(ctx.message);
  const make = makes[0];
  // "says", "showing", "means" count only about the boiler or its display ("my baxi says"), not "my husband keeps
  // saying he'll sort it" in a long message.
  const about = ["boiler*", "combi*", "display*", "screen", "light*", ...(make ? words(make.replace(/-/g, " ")) : [])];
  const strong = hasWord(
    ctx.list,
    CODE_CONTEXT.filter((k) => !WEAK_CONTEXT.includes(k)),
  );
  // "it shows EA", "my baxi says E133": right after it; not "my wife keeps saying it's the boiler".
  const weak =
    ctx.list.some((w, i) => hasWord([w], WEAK_CONTEXT) && ["it", "its"].includes(ctx.list[i - 1] ?? "")) ||
    near(ctx.list, WEAK_CONTEXT, about, 2);
  const context = strong || weak;
  // Letters alone ("it shows EA") with the make known: which of its codes, asked below, not an unknown code.
  const candidates = codeCandidates(ctx.message).filter(
    (c) => !NEAR_POSTCODE.test(c.compact) && !(make && /^[A-Z]+$/.test(c.compact)),
  );
  const at = firstOf(
    findWord(ctx.list, CODE_CONTEXT),
    ...candidates.map((c) =>
      ctx.list.findIndex(
        (w) => w === c.typed.toLowerCase().split(" ")[0] || w === c.typed.toLowerCase().replace(/\./g, ""),
      ),
    ),
    0,
  );
  const table = make ? codeTables().find((b) => b.slug === make) : undefined;
  const brandLink = (slug: string): AssistantLink => ({
    href: `/services/brands/${slug}`,
    label: `${brandName(slug)} fault codes`,
  });
  const codesLink: AssistantLink = { href: "/blog/boiler-error-codes", label: "Common boiler error codes" };

  const status = candidates.find((c) => c.status);
  if (status && (!make || make === "vaillant" || make === "glow-worm")) {
    const name = make ? brandName(make) : "your boiler";
    return {
      at,
      reply: {
        topic: "status-code",
        text: [
          `${status.typed} is a status code, not a fault: S codes show what ${name} is doing at that moment (for example heating, or lighting the burner), so there is nothing to fix or reset.`,
          `If it stays on one status code and the heating or hot water does not come on, call us on ${phone} with the code.`,
        ],
        links: [make ? brandLink(make) : codesLink],
        offerCallback: true,
      },
    };
  }

  if (table) {
    for (const c of candidates.filter((x) => !x.status)) {
      const match = lookUp(table, c.compact);
      if (match) {
        return {
          at,
          reply: {
            topic: "fault-code",
            text: [
              ...(cameBack(ctx.list)
                ? [
                    `When ${match.code} comes back after a reset, do not keep resetting it: try what is below, and if the code still returns the boiler needs an engineer (call us on ${phone}).`,
                  ]
                : []),
              `${table.name} ${match.code}: ${match.meaning}`,
              `What you can do: ${match.whatToDo}`,
              `If it keeps coming back, an engineer can fix it: call ${phone}.`,
            ],
            links: [brandLink(table.slug), codesLink],
            offerCallback: true,
          },
        };
      }
    }
    const unknown = candidates.find((c) => !c.status && !c.numberOnly);
    if (unknown || (context && candidates.some((c) => c.numberOnly))) {
      const typed = (unknown ?? candidates.find((c) => c.numberOnly)!).typed;
      const known = table.faultCodes
        .map((f) => f.code)
        .slice(0, 6)
        .join(", ");
      return {
        at,
        reply: {
          topic: "fault-code",
          text: [
            `I don't have ${typed} for ${table.name} in our fault-code table${known ? ` (it lists ${known})` : ""}. Check the whole code on the display, including any dot or letters.`,
            `Meanwhile: check the pressure gauge (1 to 1.5 bar cold) and that your other gas appliances work, reset once, and if the code comes back call us on ${phone}.`,
          ],
          links: [brandLink(table.slug), codesLink],
          offerCallback: true,
        },
      };
    }
    // Asking which code only when a fault or a code is named ("my Baxi has a fault", "it shows EA"), not for
    // "keeps saying".
    if (context) {
      return {
        at,
        reply: {
          topic: "fault-code",
          text: [
            `Which code is your ${table.name} showing? Type it as it appears on the display, for example ${table.faultCodes[0]?.code ?? "F28"}.`,
          ],
          links: [brandLink(table.slug)],
        },
      };
    }
    return undefined;
  }

  // No make: a code that is in our tables, or any code with words like "error", needs the make.
  const lettered = candidates.filter((c) => !c.status && !c.numberOnly);
  const known = lettered.map((c) => ({ c, makes: makesWithCode(c.compact) })).find((k) => k.makes.length);
  // A code that only one make in our tables uses: its meaning on that make, and how to say if yours is another.
  const brands = known ? [...new Map(known.makes.map((m) => [m.brand.slug, m])).values()] : [];
  if (known && brands.length === 1) {
    const m = brands[0]!;
    return {
      at,
      reply: {
        topic: "fault-code",
        text: [
          `${m.code} is ${/^[AEIOU]/i.test(m.brand.name) ? "an" : "a"} ${m.brand.name} code in our tables: ${m.meaning}`,
          `What you can do: ${m.whatToDo}`,
          `If your boiler is another make, tell me which and I'll check. If the code keeps coming back, call ${phone}.`,
        ],
        links: [brandLink(m.brand.slug), codesLink],
        offerCallback: true,
      },
    };
  }
  if (known || (context && (lettered.length || /\bcode\b/.test(ctx.message.toLowerCase())))) {
    const code = known?.c.typed ?? lettered[0]?.typed;
    const where = known
      ? ` In our tables ${code} appears for ${[...new Set(known.makes.map((m) => m.brand.name))].join(" and ")}.`
      : "";
    return {
      at,
      reply: {
        topic: "fault-code",
        text: [
          `Which make is your boiler? ${code ? `${code} means different things on different makes.` : "Codes mean different things on different makes."}${where} Send the make and the code together, for example "Vaillant F28".`,
        ],
        links: [codesLink, ...(known ? [brandLink(known.makes[0]!.brand.slug)] : [])],
      },
    };
  }
  return undefined;
}

export const faultIntent: Intent = {
  name: "fault-code",
  priority: 0,
  find: (ctx) => faultCode(ctx)?.at ?? -1,
  reply: (ctx) => faultCode(ctx)?.reply,
};

/** The quick reply "A fault code": which make and which code. */

export const quickFaultCode: Intent = {
  name: "quick-fault-code",
  priority: 0,
  find: ({ message }) => (/^a fault code$/i.test(message) ? 0 : -1),
  reply: () => ({
    topic: "fault-code",
    text: [
      "Which make is your boiler and which code is it showing? For example: Vaillant F28, Worcester EA 227 or Ideal L2.",
    ],
    links: [{ href: "/blog/boiler-error-codes", label: "Common boiler error codes" }],
  }),
};
