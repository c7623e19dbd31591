import { formatPriceText, pricingPackages } from "~/content/business";

export interface Booking {
  id: string;
  title: string;
}

/** The package a "Book Now" link chose (?book=<package id>), if it is one of ours. Used by loaders. */
export function bookedPackage(url: URL): Booking | undefined {
  const id = url.searchParams.get("book");
  const pkg = id ? pricingPackages.find((p) => p.id === id) : undefined;
  return pkg ? { id: pkg.id, title: `Book ${pkg.name} (${formatPriceText(pkg)})` } : undefined;
}
