/**
 * The typed frontmatter of every Markdown content page under app/content/pages/,
 * one zod schema per kind of page, and the shapes the pages take once built.
 *
 * The Markdown plugin (plugins/markdown-content.ts) validates each file against
 * its schema when the site is built: a missing or wrong field fails the build
 * with the file and the field named. Pages never parse Markdown at request time:
 * they import the built module (frontmatter + HTML) through content-files.ts.
 *
 * This file is read by the build (Node) as well as the app, so it imports
 * nothing but zod.
 */
import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");
const text = z.string().trim().min(1);

const questionAnswer = z.strictObject({
  question: text,
  /** One or more paragraphs of plain text. */
  answer: z.array(text).min(1),
  /**
   * Words visitors use for this question that its own words miss ("fail" for "What happens if an
   * appliance fails?"): read by the assistant's search, never shown on the page.
   */
  hints: z.array(text).optional(),
});

const faultCode = z.strictObject({
  code: text,
  meaning: text,
  /** What the homeowner can safely try, or "Call an engineer". */
  whatToDo: text,
});

const table = z.strictObject({
  /** Heading of the body section the table closes. */
  section: text,
  caption: text,
  columns: z.array(text).min(2),
  rows: z.array(z.array(text)).min(1),
});

/** pages/services/{slug}.md: body sections "What it is", "Signs", "Causes", "What we do", optional "Safety first". */
export const serviceFrontmatter = z.strictObject({
  slug,
  /** Position in menus and lists (lower first). */
  order: z.number().int(),
  /** Page and card title. */
  name: text,
  /** Shorter label for menus. */
  navLabel: text,
  /** One sentence for cards and the meta description (about 120-160 characters). */
  summary: text,
  /** Opening paragraph of the page. */
  intro: text,
  /** Shown in the desktop Services dropdown. */
  inHeader: z.boolean(),
  /**
   * Pricing package id (business.ts) this service is normally priced by; omitted where the price is a
   * fixed written quote after a free survey (installations), never an hourly rate.
   */
  priceId: text.optional(),
  /** Brand slug for the manufacturer-specialist services. */
  brand: slug.optional(),
  /** Typical time on site, e.g. "Most repairs take 1 to 2 hours". */
  timeTaken: text,
  faqs: z.array(questionAnswer).min(3).max(6),
  /** Slugs of related services, 2-4. */
  relatedServices: z.array(slug).min(1),
  /** Slugs of related brands, 0-4. */
  relatedBrands: z.array(slug),
});

/** pages/brands/{slug}.md: body sections "About", "Common faults", "Parts", "Servicing and warranty". */
export const brandFrontmatter = z.strictObject({
  slug,
  order: z.number().int(),
  name: text,
  /** Boiler ranges a homeowner will recognise from the front panel. */
  models: z.array(text).min(1),
  /** One sentence for cards and the meta description. */
  summary: text,
  /** Opening paragraph of the page. */
  intro: text,
  faultCodes: z.array(faultCode).min(1),
  faqs: z.array(questionAnswer).min(1),
  relatedServices: z.array(slug).min(1),
});

/** pages/areas/{slug}.md: the body is the "about this place" text. */
export const areaFrontmatter = z.strictObject({
  slug,
  order: z.number().int(),
  name: text,
  /** Postcode districts covering the place, e.g. ["TS10", "TS11"]. */
  postcodeDistricts: z.array(z.string().regex(/^[A-Z]{1,2}\d{1,2}$/, "a postcode district such as TS5")).min(1),
  /** Approximate road distance from the Oak Street base, in miles. */
  milesFromBase: z.number().nonnegative(),
  /** Typical response for an emergency callout, e.g. "usually within 60 minutes". */
  typicalResponse: text,
  /** Local authority / county, e.g. "Redcar and Cleveland". */
  localAuthority: text,
  /** One sentence for cards and the meta description (120-160 characters). */
  summary: text,
  /** Slugs of nearby areas, 2-5. */
  nearby: z.array(slug).min(1),
  /**
   * Other names people use for the place, lower case ("stockton", "boro"): the
   * assistant's coverage answers read them. Each names this place only.
   */
  aliases: z.array(z.string().regex(/^[a-z][a-z ]*[a-z]$/, "lower-case words, e.g. stockton")).optional(),
  /** At the edge of our patch: engineers are not there every day, so callers check availability first. */
  callToCheck: z.boolean().optional(),
});

/** pages/articles/{slug}.md: the body's "## " headings are the article's sections. */
export const articleFrontmatter = z.strictObject({
  slug,
  /** Position in the home page teaser and "more articles" lists (lower first); the blog page lists newest first. */
  order: z.number().int(),
  title: text,
  excerpt: text,
  /** Minutes, shown as "{n} min read". */
  readTime: z.number().int().positive(),
  category: text,
  /** Date of publication. */
  published: isoDate,
  author: text,
  featured: z.boolean(),
  /** Opening paragraph of the article. */
  intro: text,
  tables: z.array(table).default([]),
});

/** pages/questions/{slug}.md: one page of questions and answers. */
export const questionCategoryFrontmatter = z.strictObject({
  slug,
  order: z.number().int(),
  name: text,
  /** One sentence for the index card and the meta description. */
  summary: text,
  questions: z.array(questionAnswer).min(1),
});

/** pages/gas-safe-questions.md. */
export const gasSafetyFrontmatter = z.strictObject({
  /** What to do if you smell gas, in order, ending with calling the emergency line. */
  gasSmellSteps: z.array(text).min(1),
  /**
   * The same for bottled or tank gas (LPG), whose supplier, not the National Gas Emergency Service, runs the
   * emergency line (Calor's emergency page: the supplier's line, and 999 if there is any fire).
   */
  lpgSmellSteps: z.array(text).min(1),
  /** Carbon monoxide warning signs and symptoms. */
  carbonMonoxideSigns: z.array(text).min(1),
  questions: z.array(questionAnswer).min(1),
});

/** pages/about.md and the legal pages: the body's "## " headings are the sections. */
export const longPageFrontmatter = z.strictObject({
  /** Shown under the H1. */
  intro: text,
  /** "Last updated" date. */
  updated: isoDate,
});

/** How the body of each kind of page is cut up: fixed named sections, free "## " sections, or one block. */
export type BodyShape =
  | { kind: "named"; sections: Record<string, { heading: string; optional?: boolean }> }
  | { kind: "sections" }
  | { kind: "whole"; optional?: boolean };

/** Each kind of content file: where it lives, its frontmatter and its body. */
export const contentKinds = {
  service: {
    pattern: /\/pages\/services\/[^/]+\.md$/,
    frontmatter: serviceFrontmatter,
    body: {
      kind: "named",
      sections: {
        whatItIs: { heading: "What it is" },
        signs: { heading: "Signs" },
        causes: { heading: "Causes" },
        whatWeDo: { heading: "What we do" },
        safetyNote: { heading: "Safety first", optional: true },
      },
    },
  },
  brand: {
    pattern: /\/pages\/brands\/[^/]+\.md$/,
    frontmatter: brandFrontmatter,
    body: {
      kind: "named",
      sections: {
        about: { heading: "About" },
        commonFaults: { heading: "Common faults" },
        parts: { heading: "Parts" },
        servicingAndWarranty: { heading: "Servicing and warranty" },
      },
    },
  },
  area: { pattern: /\/pages\/areas\/[^/]+\.md$/, frontmatter: areaFrontmatter, body: { kind: "whole" } },
  article: { pattern: /\/pages\/articles\/[^/]+\.md$/, frontmatter: articleFrontmatter, body: { kind: "sections" } },
  questionCategory: {
    pattern: /\/pages\/questions\/[^/]+\.md$/,
    frontmatter: questionCategoryFrontmatter,
    body: { kind: "whole", optional: true },
  },
  gasSafety: {
    pattern: /\/pages\/gas-safe-questions\.md$/,
    frontmatter: gasSafetyFrontmatter,
    body: { kind: "whole", optional: true },
  },
  longPage: {
    pattern: /\/pages\/(about|privacy-policy|terms-conditions|complaints-policy|reviews-policy)\.md$/,
    frontmatter: longPageFrontmatter,
    body: { kind: "sections" },
  },
} satisfies Record<string, { pattern: RegExp; frontmatter: z.ZodType; body: BodyShape }>;

/** A body section: its heading and its HTML (paragraphs, lists, links, bold). */
export interface HtmlSection {
  heading: string;
  html: string;
  table?: z.infer<typeof table>;
}

export type QuestionAnswer = z.infer<typeof questionAnswer>;

/** What a built .md module exports, per kind. */
export type ServicePage = z.infer<typeof serviceFrontmatter> & {
  body: Record<"whatItIs" | "signs" | "causes" | "whatWeDo", string> & { safetyNote?: string };
};
export type BrandPage = z.infer<typeof brandFrontmatter> & {
  body: Record<"about" | "commonFaults" | "parts" | "servicingAndWarranty", string>;
};
export type AreaPage = z.infer<typeof areaFrontmatter> & { body: string };
export type ArticlePage = z.infer<typeof articleFrontmatter> & { body: HtmlSection[] };
export type QuestionCategoryPage = z.infer<typeof questionCategoryFrontmatter> & { body: string };
export type GasSafetyPage = z.infer<typeof gasSafetyFrontmatter> & { body: string };
export type LongPage = z.infer<typeof longPageFrontmatter> & { body: HtmlSection[] };
