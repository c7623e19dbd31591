/**
 * Places we cover, each with a page under /areas/{slug} from one Markdown file
 * in pages/areas/. The home page lists 12 core areas first,
 * then 20 more, in the owner's order; the footer and header feature five.
 */
import { pagesInOrder } from "./content-files";
import type { AreaPage } from "./frontmatter";

/** One area page: pages/areas/{slug}.md (postcode districts, distance, nearby areas; the body is its text). */
export type Area = AreaPage;

export const areas: readonly Area[] = pagesInOrder(
  import.meta.glob<AreaPage>("./pages/areas/*.md", { eager: true, import: "default" }),
);

export function areaBySlug(slug: string): Area | undefined {
  return areas.find((a) => a.slug === slug);
}

function bySlugs(slugs: readonly string[]): Area[] {
  return slugs.map((slug) => {
    const area = areaBySlug(slug);
    if (!area) throw new Error(`No area page for ${slug}`);
    return area;
  });
}

/** Shown in the footer and the header's Areas menu. */
export const featuredAreas = () => bySlugs(["acklam", "linthorpe", "marton", "coulby-newham", "nunthorpe"]);

/** The home page's 12 core areas, in the owner's order. */
export const coreAreas = () =>
  bySlugs([
    "middlesbrough",
    "redcar",
    "guisborough",
    "saltburn-by-the-sea",
    "eston",
    "normanby",
    "ormesby",
    "marton",
    "coulby-newham",
    "hemlington",
    "stainton",
    "thornaby",
  ]);

/** The 20 further areas 'Show all areas' adds, in the owner's order. */
export const extraAreas = () =>
  bySlugs([
    "billingham",
    "stockton-on-tees",
    "yarm",
    "eaglescliffe",
    "ingleby-barwick",
    "norton",
    "maltby",
    "great-ayton",
    "stokesley",
    "kirklevington",
    "seamer",
    "marske-by-the-sea",
    "new-marske",
    "skelton",
    "brotton",
    "loftus",
    "hinderwell",
    "staithes",
    "whitby",
    "robin-hoods-bay",
  ]);
