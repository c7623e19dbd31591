import { formatPriceText, pricingPackages } from "~/content/business";
import { services } from "~/content/services";

/**
 * Turns the form's `service` value into words the owner understands: a
 * pricing package id becomes "Same-Day Repair (from £95)", a service slug its
 * name; anything else is kept as the visitor sent it.
 */
export function describeService(value: string | undefined): string | null {
  if (!value) return null;
  const pkg = pricingPackages.find((p) => p.id === value);
  if (pkg) return `${pkg.name} (${formatPriceText(pkg)})`;
  const service = services.find((s) => s.slug === value);
  if (service) return service.name;
  return value;
}

export function pricingPackageById(value: string | undefined) {
  return value ? pricingPackages.find((p) => p.id === value) : undefined;
}
