/**
 * Site navigation, built from the content lists on the server (entry.server.tsx
 * gives it to the header and footer), so menus cost the browser no content
 * JavaScript and no hydration data.
 */
import { featuredAreas } from "./areas";
import { brands } from "./brands";
import { areaLink, brandLink } from "./links";
import { services } from "./services";

import type { NavLink } from "./main-links";

export type { NavLink };

export interface SiteNavigation {
  /** The desktop Services dropdown: the services marked inHeader. */
  headerServices: NavLink[];
  /** Every service, for the mobile menu. */
  allServices: NavLink[];
  brands: NavLink[];
  areas: NavLink[];
  footerServices: NavLink[];
}

export const gasSafeQuestionsLink: NavLink = { href: "/gas-safe-questions", label: "Gas Safe Questions" };

const FOOTER_SERVICE_SLUGS = [
  "boiler-repair",
  "boiler-servicing",
  "gas-safety-checks",
  "gas-safe-questions",
  "boiler-installation",
  "emergency-boiler-repair",
] as const;

const serviceLink = (s: { slug: string; navLabel: string }): NavLink => ({
  href: `/services/${s.slug}`,
  label: s.navLabel,
});

export function buildNavigation(): SiteNavigation {
  const headerServices = services.filter((s) => s.inHeader).map(serviceLink);
  return {
    headerServices: [...headerServices, gasSafeQuestionsLink],
    allServices: [...services.map(serviceLink), gasSafeQuestionsLink],
    brands: brands.map(brandLink),
    areas: featuredAreas().map(areaLink),
    footerServices: FOOTER_SERVICE_SLUGS.map((slug) => {
      if (slug === "gas-safe-questions") return gasSafeQuestionsLink;
      const service = services.find((s) => s.slug === slug);
      if (!service) throw new Error(`Footer names unknown service ${slug}`);
      return serviceLink(service);
    }),
  };
}
