/**
 * Boiler manufacturers we repair and service, one page each under
 * /services/brands/{slug}. Names are shown as text: no manufacturer logos.
 */

import { pagesInOrder } from "./content-files";
import type { BrandPage } from "./frontmatter";

/** One brand page: pages/brands/{slug}.md (models, fault codes, questions; body sections as HTML). */
export type Brand = BrandPage;

export const brands: readonly Brand[] = pagesInOrder(
  import.meta.glob<BrandPage>("./pages/brands/*.md", { eager: true, import: "default" }),
);

export function brandBySlug(slug: string): Brand | undefined {
  return brands.find((b) => b.slug === slug);
}
