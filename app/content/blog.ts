/**
 * Blog articles. The blog list, the home page teaser, the sitemap and each
 * article page read this one list.
 */

import { pagesInOrder } from "./content-files";
import type { ArticlePage } from "./frontmatter";

/** One article: pages/articles/{slug}.md (frontmatter, then "## " sections as HTML). */
export type Article = ArticlePage;

export const articles: readonly Article[] = pagesInOrder(
  import.meta.glob<ArticlePage>("./pages/articles/*.md", { eager: true, import: "default" }),
);

export function articleBySlug(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}
