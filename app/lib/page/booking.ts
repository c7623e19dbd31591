import { formatPriceText, pricingPackages } from "~/content/business";
import { postcodeDistrictOf, PROPERTY_NAME_MAX } from "~/lib/contracts/reminders";

export interface Booking {
  id: string;
  title: string;
  /** A routine visit (a service, a check): the form asks "Anything we should know?" rather than "What's wrong?". */
  routine: boolean;
  /** What the link filled in (a reminder's "Book now"): the postcode district, and the property's name in the note. */
  postcode?: string;
  note?: string;
}

/**
 * The package a "Book Now" link chose (?book=<package id>), if it is one of
 * ours, with what a reminder's link fills in (?postcode=, ?property=): kept
 * only when they read as a postcode district and a short name. Used by loaders.
 */
export function bookedPackage(url: URL): Booking | undefined {
  const id = url.searchParams.get("book");
  const pkg = id ? pricingPackages.find((p) => p.id === id) : undefined;
  if (!pkg) return undefined;
  const postcode = postcodeDistrictOf(url.searchParams.get("postcode") ?? "");
  const property = (url.searchParams.get("property") ?? "").trim().replace(/\s+/g, " ").toWellFormed();
  return {
    id: pkg.id,
    title: `Book ${pkg.name} (${formatPriceText(pkg)})`,
    routine: pkg.routine === true,
    ...(postcode && { postcode }),
    ...(property && property.length <= PROPERTY_NAME_MAX && { note: `Property: ${property}` }),
  };
}
