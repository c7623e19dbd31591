/**
 * One meta tag as React Router's <Meta> takes it ({ title }, { name, content },
 * { property, content } or { tagName: "link", rel, href }): strings only, so it
 * travels as loader data (see lib/page/loader-meta.ts).
 */
export type MetaTag = Readonly<Record<string, string>>;
import { absoluteUrl, business } from "~/content/business";

export interface PageSeo {
  /** Page title without the business name; omit for the home page. */
  title?: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services/boiler-repair". */
  path: string;
}

export const homeTitle = `${business.name} | ${business.tagline}`;
export const socialImagePath = "/social-card.jpg";

/** Search engines show about this many characters of a title and of a description. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

/** Cuts text at a word boundary so that it and an ellipsis fit in `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, "")}…`;
}

/**
 * A page's <title>: "{title} | {business name}" when that fits in 60 characters and the title does not
 * already name the town; otherwise the title alone, cut at a word if it is still too long.
 */
export function fullTitle(title?: string): string {
  if (!title) return homeTitle;
  const branded = `${title} | ${business.name}`;
  const namesTown = title.toLowerCase().includes(business.address.locality.toLowerCase());
  if (!namesTown && branded.length <= TITLE_MAX) return branded;
  return clip(title, TITLE_MAX);
}

/**
 * A meta description of 70-160 characters: a long one ends at its last whole sentence that fits (or is
 * cut at a word), a short one gains the phone number.
 */
export function metaDescription(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length > DESCRIPTION_MAX) {
    const head = trimmed.slice(0, DESCRIPTION_MAX);
    const sentenceEnd = Math.max(head.lastIndexOf(". "), head.lastIndexOf("? "), head.lastIndexOf("! "));
    if (sentenceEnd + 1 >= DESCRIPTION_MIN) return head.slice(0, sentenceEnd + 1);
    if (/[.?!]$/.test(head) && trimmed[DESCRIPTION_MAX] === " ") return head;
    return clip(trimmed, DESCRIPTION_MAX);
  }
  if (trimmed.length < DESCRIPTION_MIN) {
    return clip(`${trimmed} Gas Safe engineers, no call-out fee: call ${business.phone.display}.`, DESCRIPTION_MAX);
  }
  return trimmed;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({ title, description: text, path }: PageSeo): MetaTag[] {
  const url = absoluteUrl(path);
  const heading = fullTitle(title);
  const description = metaDescription(text);
  const image = absoluteUrl(socialImagePath);
  return [
    { title: heading },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: heading },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${business.name}: same-day boiler repairs across Teesside` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: heading },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

export const notFoundMeta: MetaTag[] = [
  { title: fullTitle("Page Not Found") },
  {
    name: "description",
    content: metaDescription(
      `Sorry, we could not find that page. Find boiler repair, servicing and gas safety help across Teesside here, or call us on ${business.phone.display}.`,
    ),
  },
  { name: "robots", content: "noindex" },
];
