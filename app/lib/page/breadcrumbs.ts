import type { BreadcrumbList, WithContext } from "schema-dts";
import { absoluteUrl } from "~/content/business";

export interface Crumb {
  label: string;
  href: string;
}

/** The trail from Home to this page (the last crumb is the page itself). */
export function trail(...crumbs: Crumb[]): Crumb[] {
  return [{ label: "Home", href: "/" }, ...crumbs];
}

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}
