/**
 * Helpers for the Markdown content pages. Each `import.meta.glob` of
 * `./pages/**.md` is resolved at build time by plugins/markdown-content.ts,
 * which validates the frontmatter and renders the body to HTML: adding a page
 * is adding a file, with no list to edit.
 */

/** The pages of one folder, by their `order` field (then slug). */
export function pagesInOrder<T extends { slug: string; order: number }>(files: Record<string, T>): T[] {
  return Object.values(files).sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** The one page a single-file glob matched. */
export function onePage<T>(files: Record<string, T>): T {
  const [page, ...rest] = Object.values(files);
  if (!page || rest.length) throw new Error(`Expected exactly one content page, found ${rest.length + (page ? 1 : 0)}`);
  return page;
}
