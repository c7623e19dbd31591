/**
 * "Do you cover…": a place (the area pages and their frontmatter aliases, or a
 * town without a page) or a postcode, answered in the coverage check's own words
 * (app/lib/contracts/coverage.ts), so the assistant never promises more than the site.
 */
import { business } from "~/content/business";
import { checkCoverage, outwardCode } from "~/lib/contracts/coverage";
import type { AssistantReply } from "~/lib/contracts/assistant";
import type { Context, Intent } from "../intent";
import { places } from "../corpus";
import { makesIn } from "../fault-codes";
import {
  GUARANTEE,
  PLACE_JOINERS,
  VISIT_ASKED,
  COVER_WORDS,
  COVER_PHRASES,
  PLACE_PHRASES,
  POSTCODE_AREAS,
  PLACE_NEAR,
  WORK_IN_TIME,
  PLACE_BEYOND,
  ASKING,
  PLACE_MEASURE,
  PLACE_OWN,
} from "../lexicon";
import {
  editDistance,
  findWord,
  firstOf,
  hasAnyPhrase,
  hasExactWord,
  hasWord,
  phraseAt,
  sentencesOf,
  span,
  words,
} from "../text";

/** A place's area page, by its slug: the one lookup the matching and the replies share. */
const areaPage = (slug: string) => places().find((p) => p.slug === slug);

/** Places without an area page, as the postcode district that serves them. */
const OTHER_PLACES: Readonly<Record<string, string>> = {
  hartlepool: "TS24",
  "seaton carew": "TS25",
  darlington: "DL1",
  northallerton: "DL6",
  thirsk: "YO7",
  pickering: "YO18",
  sedgefield: "TS21",
  durham: "DH1",
  sunderland: "SR1",
  newcastle: "NE1",
  york: "YO1",
  leeds: "LS1",
  scarborough: "YO11",
};

interface PlaceMatch {
  at: number;
  slug?: string;
  district?: string;
  name: string;
  exact?: boolean;
  /** How many words the name takes. */
  words: number;
  /** Where it is named in the message's question sentences (-1: not there). */
  asked?: number;
  /** The visitor's own town, with no area page, said to lie by this one ("Swainby, just past Stokesley"). */
  beyond?: string;
}

/** The words of a message's question sentences (ending "?"), when it has other sentences too. */
function questionWords(message: string): string {
  const sentences = sentencesOf(message);
  // ... or saying it asks ("My question is whether you come out to Billingham."): ASKING in the lexicon.
  const asked = sentences.filter((s) => /\?\s*$/.test(s.text) || hasAnyPhrase(s.words, ASKING));
  return asked.length && asked.length < sentences.length ? ` ${asked.flatMap((s) => s.words).join(" ")} ` : "";
}

/** A word that is a place's name shortened as it is said or texted ("guisboro", "middlesbro"). */
const shortened = (w: string, key: string) => w.length >= 6 && key.startsWith(w) && key.length - w.length <= 3;

function findPlace(list: readonly string[], message = ""): PlaceMatch | undefined {
  return findPlaces(list, message)[0];
}

/** Every place a message names, the one asked first (see findPlace). */
function findPlaces(list: readonly string[], message = ""): PlaceMatch[] {
  const text = ` ${list.join(" ")} `;
  const asked = questionWords(message);
  const wordAt = (phrase: string) => {
    const i = text.indexOf(` ${phrase} `);
    return i < 0 ? -1 : text.slice(0, i).split(" ").length - 1;
  };
  const candidates: PlaceMatch[] = [];
  const consider = (name: string, match: Omit<PlaceMatch, "at" | "words">) => {
    const key = name.toLowerCase().replace(/['’]/g, "").replace(/-/g, " ");
    const exactAt = wordAt(key);
    // "Seamer near Stokesley, not the one by Scarborough": a place said not to be it is not a candidate.
    const denied = (i: number) => span(list, i, 4).some((w) => ["not", "isnt", "nowhere"].includes(w));
    if (exactAt >= 0 && denied(exactAt)) return;
    if (exactAt >= 0)
      return void candidates.push({
        ...match,
        at: exactAt,
        exact: true,
        words: key.split(" ").length,
        asked: asked.indexOf(` ${key} `),
      });
    const at =
      key.includes(" ") || key.length < 6
        ? -1
        : list.findIndex((w) => w.length >= 5 && (editDistance(w, key, 1) <= 1 || shortened(w, key)));
    if (at >= 0) return void candidates.push({ ...match, at, words: 1 });
    // "kirk levington", "guis borough": a one-word name written as two words.
    const split =
      key.includes(" ") || key.length < 8 ? -1 : list.findIndex((w, i) => `${w}${list[i + 1] ?? ""}` === key);
    if (split >= 0) candidates.push({ ...match, at: split, exact: true, words: 2 });
  };
  // "I know you're based in Middlesbrough": our base, named about us, is not the visitor's place.
  const ours = (name: string) =>
    new RegExp(
      `\\b(?:youre|you are|your|ur|u r) (?:based|base|office) (?:is )?(?:in|at) ${name.toLowerCase()}\\b`,
    ).test(text);
  for (const p of places()) {
    if (ours(p.name)) continue;
    consider(p.name, { slug: p.slug, name: p.name });
    // Other names for the place, from its page's frontmatter (`aliases`).
    for (const alias of p.aliases) consider(alias, { slug: p.slug, name: p.name });
    // A landmark its page's summary places it by ("round Roseberry Topping").
    for (const landmark of p.landmarks) consider(landmark, { slug: p.slug, name: p.name });
  }
  for (const [name, district] of Object.entries(OTHER_PLACES))
    consider(name, { district, name: name.replace(/\b\w/g, (c) => c.toUpperCase()) });
  // "Seamer near Scarborough, not the Stokesley one": a page that tells its place apart by the one it is near
  // ("Seamer near Stokesley") is not the place asked when another is named as the one it is near, or its own denied.
  const namesake = (c: PlaceMatch) => {
    const own = c.slug ? areaPage(c.slug)?.locatedNear?.toLowerCase() : undefined;
    if (!own) return false;
    if (new RegExp(`\\b(?:not|isnt) (?:the )?${own}\\b`).test(text)) return true;
    const after = list.slice(c.at + c.words, c.at + c.words + 5);
    const by = after.findIndex((w) => PLACE_NEAR.includes(w));
    return (
      by >= 0 && candidates.some((o) => o !== c && o.at === c.at + c.words + by + 1 && o.name.toLowerCase() !== own)
    );
  };
  const namesakes = new Set(candidates.filter(namesake));
  const kept = candidates.filter((c) => !namesakes.has(c));
  // Longest name first ("new marske" over "marske"), then earliest.
  // "Seamer near Stokesley": a place after "near" or "by" another place only says where that one is.
  const reference = (c: PlaceMatch) => PLACE_NEAR.includes(list[c.at - 1] ?? "") && kept.some((o) => o.at < c.at - 1);
  // "I'm in Swainby, just past Stokesley": the visitor's town has no page; the one it lies by is told with it.
  const told = new RegExp(
    `\\b(?:in|at|from) ((?:[A-Z][a-z]+ ?){1,2}),? (?:[a-z]+ ){0,2}(?:${PLACE_BEYOND.join("|")})\\b`,
  )
    .exec(message)?.[1]
    ?.trim();
  const unknownTold =
    told !== undefined && !candidates.some((o) => ` ${told.toLowerCase()} `.includes(` ${list[o.at]} `));
  const beyond = (c: PlaceMatch) =>
    unknownTold && span(list, c.at, 3).some((w) => PLACE_BEYOND.includes(w)) ? { ...c, beyond: told } : c;
  // A name inside a longer one ("marske" in "new marske") is not a place of its own.
  const inside = (c: PlaceMatch) =>
    candidates.some((o) => o !== c && o.words > c.words && o.at <= c.at && c.at + c.words <= o.at + o.words);
  // The place the question sentence asks about ("... We have moved to Nunthorpe. Do you work in Nunthorpe?"), then
  // the first named ("marton, middlesbrough way": where the visitor is, then the bigger place beside it).
  // "are you near Middlesbrough? I'm in Marske": the place the visitor says they are in is the one asked, over a
  // place named only as a measure of nearness ("near", "close to", "round", "is Stockton far").
  const own = (c: PlaceMatch) => hasAnyPhrase(span(list, c.at, 4), PLACE_OWN);
  const measure = (c: PlaceMatch) =>
    hasExactWord(span(list, c.at, 4), PLACE_MEASURE.before) ||
    hasExactWord(list.slice(c.at + c.words, c.at + c.words + 2), PLACE_MEASURE.after);
  const ownOver = (a: PlaceMatch, b: PlaceMatch) => Number(own(a) && measure(b));
  return kept
    .filter((c) => !reference(c) && !inside(c))
    .map(beyond)
    .sort(
      (a, b) =>
        Number(Boolean(b.exact)) - Number(Boolean(a.exact)) ||
        ownOver(b, a) - ownOver(a, b) ||
        Number((b.asked ?? -1) >= 0) - Number((a.asked ?? -1) >= 0) ||
        (a.asked ?? -1) - (b.asked ?? -1) ||
        a.at - b.at,
    );
}

function findPostcode(ctx: Context, coverWords: boolean): { at: number; district: string } | undefined {
  const tokens = ctx.list;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!/^[a-z]{1,2}\d[a-z\d]?$/.test(t)) continue;
    const full = /^\d[a-z]{2}$/.test(tokens[i + 1] ?? "");
    const letters = t.replace(/\d.*$/, "");
    if (!(full || coverWords || POSTCODE_AREAS.has(letters))) continue;
    // "ne1 available tonight": "anyone" in a text message, not Newcastle, unless the message asks about the area.
    if (t === "ne1" && !full && !coverWords) continue;
    const district = outwardCode(full ? `${t} ${tokens[i + 1]}` : t);
    if (district) return { at: i, district };
  }
  return undefined;
}

function coverageParts(ctx: Context) {
  // "boiler cover plans" are insurance, not the area we cover.
  const insurance = hasAnyPhrase(ctx.list, [
    "cover plan*",
    "boiler cover",
    "home cover",
    "cover policy",
    "cover insurance",
    "homecare",
  ]);
  // "can I cover the vent", "to cover the cost": the visitor covering a thing, not the area we cover.
  // "water near the pipe", "a local plumber": near or local said of a thing, not of us ("are you local").
  const coverWord = findWord(
    ctx.list.map((w, i) =>
      ["near", "nearby", "local"].includes(w) &&
      !span(ctx.list, i, 3).some((v) => ["you", "u", "ur", "your", "yous", "ye"].includes(v)) &&
      !findPlace(ctx.list, ctx.message) &&
      !findPostcode(ctx, false)
        ? "_"
        : w,
    ),
    COVER_WORDS,
  );
  const coversAThing =
    coverWord >= 0 &&
    hasWord([ctx.list[coverWord]!], ["cover*"]) &&
    (["i", "to", "we", "it", "that", "insurance"].includes(ctx.list[coverWord - 1] ?? "") ||
      // "does your guarantee cover the whole boiler": what a guarantee covers, not our area.
      hasWord([ctx.list[coverWord - 1] ?? ""], GUARANTEE.words));
  // "what would it come to": what a job costs, not whether we come to a place.
  const costComesTo = hasAnyPhrase(ctx.list, ["it come to", "that come to", "it all come to", "it comes to"]);
  // "my husband is at work in the day": the visitor's own working time, not a place asked after "work in".
  const phrases = ctx.list.map((w, i) =>
    w.startsWith("work") && ctx.list[i + 1] === "in" && hasAnyPhrase(span(ctx.list, i + 2, 0, 2), WORK_IN_TIME)
      ? "_"
      : w,
  );
  const coverAt =
    insurance || coversAThing ? -1 : firstOf(coverWord, costComesTo ? -1 : phraseAt(phrases, COVER_PHRASES));
  const postcode = makesIn(ctx.message).length && coverAt < 0 ? undefined : findPostcode(ctx, coverAt >= 0);
  const place = findPlace(ctx.list, ctx.message);
  // A place with an area page counts wherever it is named ("I'm in Acklam", "r u ok 4 guisborough").
  const placeCounts =
    place &&
    (Boolean(place.slug) ||
      coverAt >= 0 ||
      phraseAt(ctx.list, PLACE_PHRASES) >= 0 ||
      ctx.list.length <= 4 ||
      ["in", "to", "near", "from"].includes(ctx.list[place.at - 1] ?? "") ||
      // "Darlington DL1 - worth asking?": a town told with its postcode district.
      (postcode !== undefined && Math.abs(postcode.at - place.at) <= 2) ||
      hasWord(ctx.list, ["come", "today", "tomorrow"]));
  // "Loftus and Brotton", "Eston n Normanby": other area-page places joined to the one asked, each answered too.

  // Named beside the place asked, a joining word and at most three others between ("a flat in Yarm and a house in
  // Darlington").
  const joinedTo = (o: PlaceMatch, p: PlaceMatch) => {
    const between = o.at > p.at ? ctx.list.slice(p.at + p.words, o.at) : ctx.list.slice(o.at + o.words, p.at);
    return between.length <= 4 && between.some((w) => PLACE_JOINERS.includes(w));
  };
  // Each place joined to the one asked, an area page's or a district's ("Hartlepool and Sedgefield").
  const also = placeCounts
    ? findPlaces(ctx.list, ctx.message).filter(
        (o) =>
          (o.slug || o.district) &&
          o.exact &&
          (o.slug ? o.slug !== place.slug : o.name !== place.name) &&
          joinedTo(o, place),
      )
    : [];
  return { coverAt, postcode, place: placeCounts ? place : undefined, also };
}

/** Whether a message names a place with an area page or a postcode district (an earlier turn holding the place asked). */
export function namesPlace(message: string): boolean {
  const list = words(message);
  return Boolean(findPlace(list, message)?.slug) || /\b[a-z]{1,2}\d[a-z\d]?\b/i.test(message);
}

/**
 * "Seamer near Scarborough, not the Stokesley one": the page of the same name told apart as another place, said in
 * the reply ("The Seamer on our area pages is the one near Stokesley").
 */
function namesakeNote(ctx: Context): string {
  const text = ` ${ctx.list.join(" ")} `;
  const found = findPlaces(ctx.list, ctx.message);
  const other = places().find(
    (p) => p.locatedNear && text.includes(` ${p.name.toLowerCase()} `) && !found.some((m) => m.slug === p.slug),
  );
  return other
    ? `The ${other.name} on our area pages is the one near ${other.locatedNear} (${other.districts.join(", ")}). `
    : "";
}

/** Replies that say a place is outside our area: nothing else in the message is offered there (./answer.ts). */
export const OUTSIDE_AREA = new WeakSet<AssistantReply>();

/**
 * A place named in passing ("my daughter renting in Linthorpe ... is her landlord meant to"): not what is asked.
 * Told with a visit asked ("berwick hills TS3, any1 able 2 come out 2moz?") it is where the visit is asked for.
 */
function mentionedOnly(ctx: Context): boolean {
  const { coverAt } = coverageParts(ctx);
  return (
    coverAt < 0 && phraseAt(ctx.list, PLACE_PHRASES) < 0 && phraseAt(ctx.list, VISIT_ASKED) < 0 && ctx.list.length > 6
  );
}

/** Places joined to the one asked that have no area page: what each district's check says, as for one asked alone. */
function elsewhereLines(also: readonly PlaceMatch[]): string[] {
  return also
    .filter((m) => !m.slug && m.district)
    .map(
      (o) =>
        `${o.name} is not one of the places on our area pages. ${o.name} is ${o.district}. ${checkCoverage(o.district!).message}`,
    );
}

/** An area page's place: its districts and what the coverage check says of the first, with its page's link. */
function areaLine(p: NonNullable<ReturnType<typeof areaPage>>) {
  const answer = checkCoverage(p.districts[0]!);
  return {
    text: `${p.name} is ${p.districts.join(", ")}. ${answer.message}`,
    link: { href: p.url, label: `Boiler repair in ${p.name}` },
    covered: answer.status !== "outside",
  };
}

/** Every place joined to the one asked (an area page's, once each, then the others'). */
function alsoAnywhere(also: readonly PlaceMatch[]): { text: string[]; links: { href: string; label: string }[] } {
  const pages = also
    .filter((o, i) => o.slug && also.findIndex((x) => x.slug === o.slug) === i)
    .map((o) => areaLine(areaPage(o.slug!)!));
  return {
    text: [...pages.map((l) => l.text), ...elsewhereLines(also)],
    links: pages.map((l) => l.link),
  };
}

export const coverageIntent: Intent = {
  name: "coverage",
  priority: 2,
  aside: mentionedOnly,
  find: (ctx) => {
    const { coverAt, postcode, place } = coverageParts(ctx);
    return firstOf(coverAt, postcode?.at ?? -1, place?.at ?? -1);
  },
  reply: (ctx) => {
    const { postcode, place, also } = coverageParts(ctx);
    if (place?.slug && place.beyond) {
      // Not said to be covered: the town told has no page; the page it lies by, and a call to check.
      const p = areaPage(place.slug)!;
      return {
        topic: "coverage",
        text: [
          `${place.beyond} is not one of the places on our area pages. The nearest one is ${p.name} (${p.districts.join(", ")})${checkCoverage(p.districts[0]!).status === "covered" ? ", which we cover" : ""}: call ${business.phone.display} or leave your details below and we'll check whether we can reach you.`,
        ],
        links: [{ href: p.url, label: `Boiler repair in ${p.name}` }],
        offerCallback: true,
      };
    }
    if (place?.slug) {
      // The coverage check's own words for each place's district (an edge district: call to check).
      const own = areaLine(areaPage(place.slug)!);
      const others = alsoAnywhere(also);
      return {
        topic: "coverage",
        text: [own.text, ...others.text],
        links: [own.link, ...others.links],
        offerCallback: own.covered || others.text.length > 0,
      };
    }
    const district = postcode?.district ?? place?.district;
    if (district) {
      const answer = checkCoverage(district);
      // A place named that has no area page: say so, then what its district's check says.
      const notListed = place && !place.slug ? `${place.name} is not one of the places on our area pages. ` : "";
      const prefix = `${namesakeNote(ctx)}${place && !postcode ? `${notListed}${place.name} is ${district}. ` : notListed}`;
      // A town with no area page outside the district list: whether we could still come is the owner's to say.
      const check =
        place && !place.slug && answer.status === "outside"
          ? ` If you'd like us to check anyway, call ${business.phone.display} or leave your details below.`
          : "";
      // Places joined to it ("Hartlepool and Sedgefield", "Darlington or Yarm"): each answered too.
      const others = place && !postcode ? alsoAnywhere(also) : { text: [], links: [] };
      const reply: AssistantReply = {
        topic: "coverage",
        text: [`${prefix}${answer.message}${check}`, ...others.text],
        links: [
          ...(answer.area
            ? [{ href: answer.area.href, label: `Boiler repair in ${answer.area.name}` }]
            : [{ href: "/areas", label: "Areas we cover" }]),
          ...others.links,
        ],
        offerCallback: answer.status !== "outside" || check !== "" || others.text.length > 0,
      };
      if (answer.status === "outside" && !others.text.length) OUTSIDE_AREA.add(reply);
      return reply;
    }
    return {
      topic: "coverage",
      text: [
        `We cover Middlesbrough and a wide radius around it, from Stockton and Yarm to Redcar, Guisborough and the coast as far as Whitby. Type your postcode (for example TS5) or your town and I'll check.`,
      ],
      links: [{ href: "/areas", label: "Areas we cover" }],
    };
  },
};
