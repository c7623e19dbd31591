/** Internal links built from slugs, for "related" and "nearby" lists (server side). */
import { areaBySlug } from "./areas";
import { brandBySlug } from "./brands";
import type { NavLink } from "./main-links";
import { serviceBySlug } from "./services";

/** A place's page, labelled with its name. */
export function areaLink(area: { slug: string; name: string }): NavLink {
  return { href: `/areas/${area.slug}`, label: area.name };
}

/** A boiler make's page, labelled with its name. */
export function brandLink(brand: { slug: string; name: string }): NavLink {
  return { href: `/services/brands/${brand.slug}`, label: brand.name };
}

export function serviceLinks(slugs: readonly string[]): NavLink[] {
  return slugs.flatMap((slug) => {
    const service = serviceBySlug(slug);
    return service ? [{ href: `/services/${service.slug}`, label: service.name }] : [];
  });
}

export function brandLinks(slugs: readonly string[]): NavLink[] {
  return slugs.flatMap((slug) => {
    const brand = brandBySlug(slug);
    return brand ? [{ ...brandLink(brand), label: `${brand.name} boilers` }] : [];
  });
}

export function areaLinks(slugs: readonly string[]): NavLink[] {
  return slugs.flatMap((slug) => {
    const area = areaBySlug(slug);
    return area ? [areaLink(area)] : [];
  });
}
