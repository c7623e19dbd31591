/**
 * Frequently asked questions, grouped into categories with a page each under
 * /questions/{category}.
 */

import { onePage, pagesInOrder } from "./content-files";
import type { GasSafetyPage, QuestionCategoryPage } from "./frontmatter";

/** One category: pages/questions/{slug}.md, its questions and answers in the frontmatter. */
export type QuestionCategory = QuestionCategoryPage;

export const questionCategories: readonly QuestionCategory[] = pagesInOrder(
  import.meta.glob<QuestionCategoryPage>("./pages/questions/*.md", { eager: true, import: "default" }),
);

export function questionCategoryBySlug(slug: string): QuestionCategory | undefined {
  return questionCategories.find((c) => c.slug === slug);
}

/** /gas-safe-questions: pages/gas-safe-questions.md. */
export const gasSafety: GasSafetyPage = onePage(
  import.meta.glob<GasSafetyPage>("./pages/gas-safe-questions.md", { eager: true, import: "default" }),
);
