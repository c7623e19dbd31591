/**
 * The header's main links. Kept apart from the content lists so the browser
 * bundle carries only these few strings.
 */

export interface NavLink {
  href: string;
  label: string;
}

export type MainLink = NavLink & { prefix: boolean };

export const homeLink: MainLink = { href: "/", label: "Home", prefix: false };
export const allServicesLink: MainLink = { href: "/services", label: "All Services", prefix: false };

/** Links after the dropdowns; each is active on any page below it. */
export const sectionLinks: readonly MainLink[] = [
  { href: "/blog", label: "Blog", prefix: true },
  { href: "/questions", label: "Questions", prefix: true },
  { href: "/prices", label: "Prices", prefix: true },
  { href: "/about", label: "About", prefix: true },
  { href: "/contact", label: "Contact", prefix: true },
];

/** Main links, in header order. */
export const mainLinks: readonly MainLink[] = [homeLink, allServicesLink, ...sectionLinks];

export function isActiveLink(pathname: string, link: { href: string; prefix: boolean }): boolean {
  if (!link.prefix) return pathname === link.href;
  return pathname === link.href || pathname.startsWith(`${link.href}/`);
}

/** The desktop dropdowns, by the id of their panel. */
export type DropdownId = "nav-services" | "nav-brands" | "nav-areas";

/** The dropdown whose section holds the page, if any: it is shown as active. */
export function activeDropdown(pathname: string): DropdownId | undefined {
  if (pathname.startsWith("/services/brands/")) return "nav-brands";
  if (pathname.startsWith("/services") || pathname === "/gas-safe-questions") return "nav-services";
  if (pathname.startsWith("/areas")) return "nav-areas";
  return undefined;
}
