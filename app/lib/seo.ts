import type { MetaDescriptor } from "react-router";
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

export function fullTitle(title?: string): string {
  return title ? `${title} | ${business.name}` : homeTitle;
}

/** Title, description, canonical URL, Open Graph and Twitter tags for one page. */
export function pageMeta({ title, description, path }: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const heading = fullTitle(title);
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

export const notFoundMeta: MetaDescriptor[] = [
  { title: fullTitle("Page Not Found") },
  { name: "robots", content: "noindex" },
];

/** JSON-LD blocks from a loader, as meta descriptors. */
export function jsonLdMeta(blocks: readonly object[] | undefined): MetaDescriptor[] {
  return (blocks ?? []).map((block) => ({ "script:ld+json": block }));
}
