/** Every page of the site, from the content data: the sitemap and its test use this list. */
import { areas } from "~/content/areas";
import { articles } from "~/content/blog";
import { brands } from "~/content/brands";
import { questionCategories } from "~/content/questions";
import { services } from "~/content/services";

export interface SitePage {
  path: string;
  /** ISO date of the last content change, where known. */
  lastmod?: string;
  kind: "home" | "index" | "service" | "brand" | "area" | "article" | "questions" | "page" | "legal";
}

export function sitePages(): SitePage[] {
  return [
    { path: "/", kind: "home" },
    ...["/services", "/areas", "/blog", "/questions"].map((path) => ({ path, kind: "index" as const })),
    ...services.map((s) => ({ path: `/services/${s.slug}`, kind: "service" as const })),
    ...brands.map((b) => ({ path: `/services/brands/${b.slug}`, kind: "brand" as const })),
    ...areas.map((a) => ({ path: `/areas/${a.slug}`, kind: "area" as const })),
    ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.published, kind: "article" as const })),
    ...questionCategories.map((c) => ({ path: `/questions/${c.slug}`, kind: "questions" as const })),
    { path: "/gas-safe-questions", kind: "questions" },
    ...["/prices", "/about", "/contact", "/reminders"].map((path) => ({ path, kind: "page" as const })),
    ...["/privacy-policy", "/terms-conditions", "/complaints-policy", "/reviews-policy"].map((path) => ({
      path,
      kind: "legal" as const,
    })),
  ];
}
