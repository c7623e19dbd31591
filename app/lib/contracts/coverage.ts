/**
 * "Do you cover my area?" answered from one data set: the postcode districts
 * of our area pages are covered; a ring of neighbouring districts is
 * borderline (call to check); everywhere else is outside.
 */
import { areas } from "~/content/areas";
import { normalisePostcode } from "./quote/request";

/** Districts just beyond our usual patch: we often can, but call first. */
export const BORDERLINE_DISTRICTS = [
  "TS24",
  "TS25",
  "TS26",
  "TS27",
  "TS28",
  "TS29",
  "DL1",
  "DL2",
  "DL3",
  "DL6",
  "DL7",
  "YO7",
  "YO13",
  "YO18",
] as const;

export type CoverageStatus = "covered" | "borderline" | "outside" | "invalid";

export interface CoverageAnswer {
  status: CoverageStatus;
  /** Outward code, e.g. "TS5". */
  district?: string;
  /** The nearest area page for a covered district. */
  area?: { name: string; href: string };
  message: string;
}

const OUTWARD = /^[A-PR-UWYZ](\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRVWXY])$/;

/** "ts5 6aa" or "ts5" -> "TS5"; undefined for something that is not a UK postcode or district. */
export function outwardCode(input: string): string | undefined {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (OUTWARD.test(compact)) return compact;
  const full = normalisePostcode(input);
  return full?.split(" ")[0];
}

/**
 * District -> the area page that fits it best: one whose main district it is,
 * then the nearest to us, then the most specific (fewest districts).
 */
function coveredDistricts(): Map<string, { name: string; slug: string; callToCheck?: boolean }> {
  const rank = (area: (typeof areas)[number], district: string) =>
    [area.postcodeDistricts[0] === district ? 0 : 1, area.milesFromBase, area.postcodeDistricts.length] as const;
  const better = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
    return false;
  };
  const best = new Map<string, (typeof areas)[number]>();
  for (const area of areas) {
    for (const district of area.postcodeDistricts) {
      const current = best.get(district);
      if (!current || better(rank(area, district), rank(current, district))) best.set(district, area);
    }
  }
  return best;
}

export function checkCoverage(input: string): CoverageAnswer {
  const district = outwardCode(input.trim());
  if (!district) {
    return {
      status: "invalid",
      message: "Please enter a UK postcode, or just its first part, for example TS5 or TS1 2RQ.",
    };
  }
  const area = coveredDistricts().get(district);
  if (area?.callToCheck) {
    return {
      status: "borderline",
      district,
      area: { name: area.name, href: `/areas/${area.slug}` },
      message: `We do cover ${district} (${area.name}), at the edge of our area: call us to check availability before you book.`,
    };
  }
  if (area) {
    return {
      status: "covered",
      district,
      area: { name: area.name, href: `/areas/${area.slug}` },
      message: `Yes, we cover ${district}: our engineers work in ${area.name} and nearby every day.`,
    };
  }
  if ((BORDERLINE_DISTRICTS as readonly string[]).includes(district)) {
    return {
      status: "borderline",
      district,
      message: `${district} is just beyond our usual area. We can often still help: call us to check.`,
    };
  }
  return {
    status: "outside",
    district,
    message: `Sorry, ${district} is outside the area we cover around Middlesbrough, so we could not reach you quickly.`,
  };
}
