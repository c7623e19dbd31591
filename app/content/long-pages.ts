/**
 * The about page and the legal pages, one Markdown file each in pages/. The
 * page components show the phone number, e-mail address, street address,
 * prices and rating next to this text from business.ts, so none of them
 * appear in the files.
 */
import { onePage } from "./content-files";
import type { LongPage } from "./frontmatter";

export type { LongPage };

const glob = (files: Record<string, LongPage>) => onePage(files);

export const aboutPage = glob(import.meta.glob<LongPage>("./pages/about.md", { eager: true, import: "default" }));
export const privacyPage = glob(
  import.meta.glob<LongPage>("./pages/privacy-policy.md", { eager: true, import: "default" }),
);
export const termsPage = glob(
  import.meta.glob<LongPage>("./pages/terms-conditions.md", { eager: true, import: "default" }),
);
export const complaintsPage = glob(
  import.meta.glob<LongPage>("./pages/complaints-policy.md", { eager: true, import: "default" }),
);
export const reviewsPolicyPage = glob(
  import.meta.glob<LongPage>("./pages/reviews-policy.md", { eager: true, import: "default" }),
);
