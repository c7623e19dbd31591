import type { MetaDescriptor } from "react-router";

interface WithMeta {
  meta?: MetaDescriptor[];
  notFoundMeta?: MetaDescriptor[];
}

/**
 * A page's meta tags are made on the server (by `pageMeta` in seo.ts, in the
 * loader) and reach the browser as loader data, so the browser never loads the
 * SEO code or the business constants it reads (the tags are seo.ts's `MetaTag`:
 * strings only, so they travel as loader data). Each page route exports
 * `meta = loaderMeta` and returns `meta` from its loader; a page whose loader
 * failed (404) gets the root's not-found tags.
 */
export function loaderMeta({ loaderData, matches }: { loaderData: unknown; matches: readonly unknown[] }) {
  const own = (loaderData as WithMeta | undefined)?.meta;
  if (own) return own;
  const root = matches.find((match) => (match as { id?: string } | undefined)?.id === "root") as
    { loaderData?: WithMeta } | undefined;
  return root?.loaderData?.notFoundMeta ?? [];
}
