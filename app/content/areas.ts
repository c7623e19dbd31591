/**
 * Places we cover. `areaPages` are the places with a page of their own under
 * /areas/{slug}; `coreAreas` and `extraAreas` are the spec's home-page lists.
 */

export interface AreaPage {
  slug: string;
  name: string;
  /** Postcode districts that cover the place. */
  postcodeDistricts: readonly string[];
  /** Road distance from our Oak Street base, in miles. */
  milesFromBase: number;
  /** One sentence for cards and the meta description. */
  summary: string;
  /** Opening paragraph of the page. */
  intro: string;
  /** Shown in the footer and the header's Areas menu. */
  featured: boolean;
}

export const areaPages: readonly AreaPage[] = [
  {
    slug: "acklam",
    name: "Acklam",
    postcodeDistricts: ["TS5"],
    milesFromBase: 2.5,
    summary:
      "Boiler repair, servicing and gas safety checks in Acklam, TS5. Local Gas Safe engineers, same-day visits when you book before 12pm, no call-out fee.",
    intro:
      "Acklam is about two and a half miles south-west of our Oak Street base, so an engineer can usually reach you well within the hour for an emergency and the same day for a booked repair.",
    featured: true,
  },
  {
    slug: "linthorpe",
    name: "Linthorpe",
    postcodeDistricts: ["TS1", "TS5"],
    milesFromBase: 1.5,
    summary:
      "Boiler repair and servicing in Linthorpe, Middlesbrough (TS1, TS5). Gas Safe engineers for Victorian terraces and family homes, same-day when booked before 12pm.",
    intro:
      "Linthorpe's Victorian and Edwardian terraces often have older heating systems with long pipe runs and sludge-prone radiators. We are a mile and a half away and work here every week.",
    featured: true,
  },
  {
    slug: "marton",
    name: "Marton",
    postcodeDistricts: ["TS7", "TS8"],
    milesFromBase: 3.5,
    summary:
      "Boiler repair, servicing and installation in Marton, Middlesbrough (TS7, TS8). Local Gas Safe engineers, no call-out fee, 12-month guarantee.",
    intro:
      "Marton sits about three and a half miles south-east of the town centre, around Stewart Park and the Captain Cook Birthplace Museum. We repair, service and replace boilers across the village and its estates.",
    featured: true,
  },
  {
    slug: "coulby-newham",
    name: "Coulby Newham",
    postcodeDistricts: ["TS8"],
    milesFromBase: 4,
    summary:
      "Boiler repair and servicing in Coulby Newham, TS8. Gas Safe engineers for the estate's combi and system boilers, same-day when booked before 12pm.",
    intro:
      "Coulby Newham's homes were mostly built from the late 1970s onwards, and many now have their second or third combi boiler. We are about four miles away and cover the whole estate.",
    featured: true,
  },
  {
    slug: "nunthorpe",
    name: "Nunthorpe",
    postcodeDistricts: ["TS7"],
    milesFromBase: 5,
    summary:
      "Boiler repair, servicing and new boilers in Nunthorpe, TS7. Local Gas Safe engineers with no call-out fee and a 12-month parts and labour guarantee.",
    intro:
      "Nunthorpe, on the edge of the North York Moors about five miles from our base, has many larger homes with system boilers and hot water cylinders. We repair, service and upgrade both.",
    featured: true,
  },
];

export function areaBySlug(slug: string): AreaPage | undefined {
  return areaPages.find((a) => a.slug === slug);
}

/** The home page's 12 core areas, in the spec's order. */
export const coreAreas: readonly string[] = [
  "Middlesbrough",
  "Redcar",
  "Guisborough",
  "Saltburn-by-the-Sea",
  "Eston",
  "Normanby",
  "Ormesby",
  "Marton",
  "Coulby Newham",
  "Hemlington",
  "Stainton",
  "Thornaby",
];

/** The 20 further areas the home page adds on 'Show all areas', in the spec's order. */
export const extraAreas: readonly string[] = [
  "Billingham",
  "Stockton-on-Tees",
  "Yarm",
  "Eaglescliffe",
  "Ingleby Barwick",
  "Norton",
  "Maltby",
  "Great Ayton",
  "Stokesley",
  "Kirklevington",
  "Seamer",
  "Marske-by-the-Sea",
  "New Marske",
  "Skelton",
  "Brotton",
  "Loftus",
  "Hinderwell",
  "Staithes",
  "Whitby",
  "Robin Hood's Bay",
];
