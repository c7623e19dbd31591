/**
 * Everything the site knows, as search documents {id, title, url, text, kind}.
 * This is the ONE module that reads site content for the assistant: when the
 * content's shape changes, only this adapter changes. Business facts (prices,
 * hours, contact, coverage) come from business.ts and app/lib, never typed here.
 */
import { areas } from "~/content/areas";
import { articles } from "~/content/blog";
import { type Brand, brands } from "~/content/brands";
import { business, formatHoursLine, formatPriceText, fullAddress, pricingPackages } from "~/content/business";
import type { HtmlSection, QuestionAnswer } from "~/content/frontmatter";
import { aboutPage, reviewsPolicyPage, termsPage } from "~/content/long-pages";
import { gasSafety, questionCategories } from "~/content/questions";
import { services } from "~/content/services";
import { BORDERLINE_DISTRICTS } from "~/lib/contracts/coverage";
import { LANDMARK_BEFORE } from "./lexicon";

export type DocumentKind = "faq" | "service" | "brand" | "area" | "article" | "page" | "price" | "fact";

export interface SiteDocument {
  id: string;
  kind: DocumentKind;
  title: string;
  /** The page the answer comes from (every answer links it). */
  url: string;
  /** Label for the link. */
  page: string;
  /** Paragraphs, the first being the most direct answer. */
  paragraphs: string[];
  /** Extra search words that are not shown (synonyms, model names). */
  keywords?: string;
}

type FaultCode = Brand["faultCodes"][number];

export interface BrandCodes {
  slug: string;
  name: string;
  url: string;
  faultCodes: readonly FaultCode[];
  /** Everything the brand page says (used to find its note on status codes). */
  text: string;
}

/** Computed on first use, then kept for the life of the Worker. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * A question's stable id: its words, lower case, hyphenated, at most 60
 * characters ("why-is-my-radiator-cold-at-the-top"). Never its position, so
 * reordering a page's FAQs moves no answer; rewording a question changes its
 * id, and the test that every topic's `doc` resolves names the one to update.
 */
export function questionId(question: string): string {
  const words = question
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return words.length <= 60 ? words : words.slice(0, 60).replace(/-[^-]*$/, "");
}

const faqs = (prefix: string, url: string, page: string, list: readonly QuestionAnswer[]): SiteDocument[] =>
  list.map((qa) => ({
    id: `${prefix}-faq-${questionId(qa.question)}`,
    kind: "faq",
    title: qa.question,
    url,
    page,
    paragraphs: [...qa.answer],
    ...(qa.hints ? { keywords: qa.hints.join(" ") } : {}),
  }));

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/**
 * The paragraphs and list items of a page's built HTML (content is Markdown
 * rendered at build time) as plain text, one string each.
 */
export function htmlParagraphs(html: string): string[] {
  return html
    .split(/<\/(?:p|li|h[1-6]|td|th|blockquote)>/i)
    .map((block) =>
      block
        .replace(/<[^>]+>/g, " ")
        .replace(
          /&(#?\w+);/g,
          (entity, name: string) =>
            ENTITIES[name] ?? (name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : entity),
        )
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

const sectionText = (s: HtmlSection) => htmlParagraphs(s.html);

export function siteDocuments(): SiteDocument[] {
  const docs: SiteDocument[] = [];
  for (const service of services) {
    const url = `/services/${service.slug}`;
    const body = service.body;
    docs.push({
      id: `service-${service.slug}`,
      kind: "service",
      title: service.name,
      url,
      page: service.name,
      paragraphs: [service.intro, ...htmlParagraphs(body.whatItIs)],
    });
    docs.push({
      id: `service-${service.slug}-signs`,
      kind: "service",
      title: `${service.name}: signs and causes`,
      url,
      page: service.name,
      paragraphs: [
        `Signs: ${htmlParagraphs(body.signs).join("; ")}.`,
        `Likely causes: ${htmlParagraphs(body.causes).join(" ")}`,
      ],
    });
    if (body.safetyNote)
      docs.push({
        id: `service-${service.slug}-check`,
        kind: "service",
        title: `${service.name}: what you can check`,
        url,
        page: service.name,
        paragraphs: htmlParagraphs(body.safetyNote),
      });
    docs.push({
      id: `service-${service.slug}-time`,
      kind: "service",
      title: `${service.name}: how long it takes`,
      url,
      page: service.name,
      paragraphs: [service.timeTaken],
    });
    docs.push(...faqs(`service-${service.slug}`, url, service.name, service.faqs));
  }
  for (const brand of brands) {
    const url = `/services/brands/${brand.slug}`;
    const body = brand.body;
    const page = `${brand.name} boilers`;
    docs.push({
      id: `brand-${brand.slug}`,
      kind: "brand",
      title: `${brand.name} boiler repair and servicing`,
      url,
      page,
      paragraphs: [brand.intro, ...htmlParagraphs(body.about)],
      keywords: brand.models.join(" "),
    });
    docs.push({
      id: `brand-${brand.slug}-faults`,
      kind: "brand",
      title: `Common ${brand.name} faults`,
      url,
      page,
      paragraphs: htmlParagraphs(body.commonFaults),
      keywords: brand.models.join(" "),
    });
    docs.push({
      id: `brand-${brand.slug}-parts`,
      kind: "brand",
      title: `${brand.name} parts`,
      url,
      page,
      paragraphs: htmlParagraphs(body.parts),
    });
    docs.push({
      id: `brand-${brand.slug}-warranty`,
      kind: "brand",
      title: `${brand.name} servicing and warranty`,
      url,
      page,
      paragraphs: htmlParagraphs(body.servicingAndWarranty),
    });
    docs.push(...faqs(`brand-${brand.slug}`, url, page, brand.faqs));
  }
  for (const area of areas) {
    docs.push({
      id: `area-${area.slug}`,
      kind: "area",
      title: `Boiler repair in ${area.name}`,
      url: `/areas/${area.slug}`,
      page: `Boiler repair in ${area.name}`,
      paragraphs: [
        area.summary,
        // No response time: it is not confirmed by the owner (launchFacts); coverage words come from app/lib/contracts/coverage.ts.
        `${area.name} (${area.postcodeDistricts.join(", ")}) is about ${area.milesFromBase} miles from our base.`,
        ...htmlParagraphs(area.body),
      ],
      keywords: area.postcodeDistricts.join(" "),
    });
  }
  for (const article of articles) {
    const url = `/blog/${article.slug}`;
    docs.push({
      id: `article-${article.slug}`,
      kind: "article",
      title: article.title,
      url,
      page: article.title,
      paragraphs: [article.intro, article.excerpt],
    });
    article.body.forEach((section, i) =>
      docs.push({
        id: `article-${article.slug}-${i}`,
        kind: "article",
        title: `${article.title}: ${section.heading}`,
        url,
        page: article.title,
        paragraphs: sectionText(section),
      }),
    );
  }
  for (const category of questionCategories) {
    docs.push(
      ...faqs(
        `questions-${category.slug}`,
        `/questions/${category.slug}`,
        `${category.name} questions`,
        category.questions,
      ),
    );
  }
  docs.push(...faqs("gas-safe", "/gas-safe-questions", "Gas Safe questions", gasSafety.questions));
  docs.push({
    id: "gas-safe-steps",
    kind: "faq",
    title: "What to do if you smell gas",
    url: "/gas-safe-questions#gas-emergency",
    page: "Gas safety steps",
    paragraphs: [...gasSmellSteps],
  });
  docs.push({
    id: "co-signs",
    kind: "faq",
    title: "Carbon monoxide warning signs and symptoms",
    url: "/gas-safe-questions",
    page: "Gas Safe questions",
    paragraphs: [`${carbonMonoxideSigns.join("; ")}.`],
  });
  aboutPage.body.forEach((section, i) =>
    docs.push({
      id: `about-${i}`,
      kind: "page",
      title: `About us: ${section.heading}`,
      url: "/about",
      page: "About us",
      paragraphs: sectionText(section),
    }),
  );
  docs.push(...businessDocuments());
  return docs;
}

/** Prices, hours, contact and coverage facts, worded from business.ts. */
function businessDocuments(): SiteDocument[] {
  const prices: SiteDocument[] = pricingPackages.map((p) => ({
    id: `price-${p.id}`,
    kind: "price",
    title: `${p.name} price`,
    url: "/prices",
    page: "Prices",
    paragraphs: [`${p.name}: ${formatPriceText(p)}, no VAT to add. ${p.features.join(". ")}.`],
  }));
  return [
    ...prices,
    {
      id: "fact-hours",
      kind: "fact",
      title: "Opening hours",
      url: "/contact",
      page: "Contact us",
      paragraphs: [
        `Our hours are ${business.hours.lines.map(formatHoursLine).join(" and ")}, with a ${business.hours.emergency} line.`,
      ],
      keywords: "open opening times closed weekend",
    },
    {
      id: "fact-contact",
      kind: "fact",
      title: "Contact details and address",
      url: "/contact",
      page: "Contact us",
      paragraphs: [`Call ${business.phone.display}, e-mail ${business.email}, or find us at ${fullAddress}.`],
      keywords: "phone email address where based located office",
    },
    {
      id: "fact-coverage",
      kind: "fact",
      title: "Areas we cover",
      url: "/areas",
      page: "Areas we cover",
      paragraphs: [
        `We cover Middlesbrough and Teesside: ${areas.map((a) => a.name).join(", ")}. Districts just beyond that (${BORDERLINE_DISTRICTS.join(", ")}) are borderline: call to check.`,
      ],
      keywords: "cover area areas travel postcode come",
    },
  ];
}

/** The fault-code tables, per make, for exact code lookups. */
export const brandCodes = once((): BrandCodes[] =>
  brands.map((brand) => {
    return {
      slug: brand.slug,
      name: brand.name,
      url: `/services/brands/${brand.slug}`,
      faultCodes: brand.faultCodes,
      text: [...htmlParagraphs(brand.body.about), ...brand.faqs.flatMap((f) => f.answer)].join(" "),
    };
  }),
);

/** Brands with their model names, for recognising a make in a message. */
export const brandNames = once(() => brands.map((b) => ({ slug: b.slug, name: b.name, models: b.models })));

/** Services with the pricing package each is normally priced by (services.ts). */
export const servicePrices = once(() => services.map((s) => ({ slug: s.slug, name: s.name, priceId: s.priceId })));

/**
 * Landmarks an area page's summary places the area by ("below Roseberry Topping", "near Albert Park"): a capitalised
 * name right after one of `LANDMARK_BEFORE`, not a place's own name nor a word of one, and named by one summary only.
 */
export const landmarks = once(() => {
  // A place's own name, and each word of one ("above Marske" names Marske-by-the-Sea, not a landmark).
  const names = new Set(areas.flatMap((a) => [a.name.toLowerCase(), ...a.name.toLowerCase().split(/[\s-]+/)]));
  const found = areas.flatMap((a) =>
    [...a.summary.matchAll(/\b([a-z]+) ((?:[A-Z][a-z']+)(?: [A-Z][a-z']+)*)/g)]
      // ... not an age of building ("Victorian and Edwardian homes").
      .filter((m) => LANDMARK_BEFORE.includes(m[1]!) && !names.has(m[2]!.toLowerCase()) && !/ian$/.test(m[2]!))
      .map((m) => ({ slug: a.slug, name: m[2]! })),
  );
  return found.filter((l) => found.filter((o) => o.name === l.name).length === 1);
});

/** Area pages as places, for "do you cover Yarm". */
export const places = once(() =>
  areas.map((a) => ({
    slug: a.slug,
    name: a.name,
    districts: a.postcodeDistricts,
    aliases: a.aliases ?? [],
    landmarks: landmarks()
      .filter((l) => l.slug === a.slug)
      .map((l) => l.name),
    // "Seamer near Stokesley": a name shared with another place, told apart by the one it is near.
    locatedNear: new RegExp(`\\b${a.name} near ([A-Z][a-z]+(?: [A-Z][a-z]+)*)`).exec(a.summary)?.[1],
    typicalResponse: a.typicalResponse,
    url: `/areas/${a.slug}`,
  })),
);

export const { gasSmellSteps, lpgSmellSteps, carbonMonoxideSigns } = gasSafety;

/** A section of a policy page by its heading, read from the page itself (not indexed: the search stays on help pages). */
function policySection(
  page: { body: HtmlSection[] },
  url: string,
  name: string,
  heading: string,
): SiteDocument | undefined {
  const section = page.body.find((s) => s.heading === heading);
  return section
    ? {
        id: `${url.slice(1)}-${questionId(heading)}`,
        kind: "page",
        title: `${name}: ${heading}`,
        url,
        page: name,
        paragraphs: sectionText(section),
      }
    : undefined;
}

/** A section of the reviews policy ("None are paid for"). */
export const reviewsPolicySection = (heading: string) =>
  policySection(reviewsPolicyPage, "/reviews-policy", "Reviews policy", heading);

/** A section of the terms ("Quotes and estimates"). */
export const termsSection = (heading: string) =>
  policySection(termsPage, "/terms-conditions", "Terms and conditions", heading);

/** A section of the about page by its heading ("Our guarantee"), read from the page itself. */
export const aboutSection = (heading: string): SiteDocument | undefined =>
  siteDocuments().find((d) => d.url === "/about" && d.title === `About us: ${heading}`);
