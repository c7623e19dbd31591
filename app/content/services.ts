/**
 * The services the business offers, one Markdown file per page under /services
 * (app/content/pages/services/*.md, in `order`).
 * Navigation, the services index, sitemaps and page metadata read this list.
 */

import { pagesInOrder } from "./content-files";
import type { ServicePage } from "./frontmatter";

/** One service page: pages/services/{slug}.md (frontmatter fields, body sections as HTML). */
export type Service = ServicePage;

export const services: readonly Service[] = pagesInOrder(
  import.meta.glob<ServicePage>("./pages/services/*.md", { eager: true, import: "default" }),
);

/**
 * Old or alternative service URLs that permanently redirect to a canonical
 * page. Both /services/powerflushing and /services/power-flushing have been
 * linked to: one page, one canonical address.
 */
export const serviceAliases: Readonly<Record<string, string>> = {
  powerflushing: "power-flushing",
};

/** Where an old service slug now lives; own keys only ("constructor" and "__proto__" are not aliases). */
export function serviceAliasOf(slug: string): string | undefined {
  return Object.hasOwn(serviceAliases, slug) ? serviceAliases[slug] : undefined;
}

export function serviceBySlug(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
