/**
 * Places we cover, each with a page under /areas/{slug} (details/areas.ts
 * holds their facts). The home page lists them in the spec's order: 12 core
 * areas, then 20 more; the footer and header feature five.
 */
import type { AreaDetail } from "./detail-types";
import { areaDetails } from "./details/areas";

export type Area = AreaDetail;

export const areas: readonly Area[] = areaDetails;

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

/** The home page's 12 core areas, in the spec's order. */
export const coreAreas = () =>
  bySlugs([
    "middlesbrough", "redcar", "guisborough", "saltburn-by-the-sea", "eston", "normanby",
    "ormesby", "marton", "coulby-newham", "hemlington", "stainton", "thornaby",
  ]);

/** The 20 further areas 'Show all areas' adds, in the spec's order. */
export const extraAreas = () =>
  bySlugs([
    "billingham", "stockton-on-tees", "yarm", "eaglescliffe", "ingleby-barwick", "norton", "maltby",
    "great-ayton", "stokesley", "kirklevington", "seamer", "marske-by-the-sea", "new-marske", "skelton",
    "brotton", "loftus", "hinderwell", "staithes", "whitby", "robin-hoods-bay",
  ]);
