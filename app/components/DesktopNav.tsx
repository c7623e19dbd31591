import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import { Link, useLocation } from "react-router";
import { allServicesLink, homeLink, isActiveLink, sectionLinks, type NavLink } from "~/content/main-links";
import type { SiteNavigation } from "~/content/navigation";

const itemClass =
  "flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-[0.95rem] font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[active]:text-brand-800 data-[active]:bg-brand-50 data-[state=open]:bg-brand-50";

function MenuLink({ link, active }: { link: NavLink; active: boolean }) {
  return (
    <NavigationMenu.Link asChild active={active}>
      <Link to={link.href} className={itemClass} prefetch="intent">
        {link.label}
      </Link>
    </NavigationMenu.Link>
  );
}

function Dropdown({
  label,
  heading,
  links,
  pathname,
  footer,
  columns,
}: {
  label: string;
  heading: string;
  links: NavLink[];
  pathname: string;
  footer?: NavLink;
  columns: 1 | 2 | 3;
}) {
  const sectionActive = links.some((l) => pathname === l.href) || pathname === footer?.href;
  const grid = { 1: "w-64", 2: "w-[34rem] grid-cols-2", 3: "w-[42rem] grid-cols-3" }[columns];
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={itemClass} data-active={sectionActive ? "" : undefined}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 in-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute left-0 top-full mt-2 rounded-xl border border-slate-200 bg-white p-4 shadow-xl">
        <p className="px-2 pb-2 text-xs font-bold uppercase tracking-wider text-slate-600">{heading}</p>
        <ul className={`grid gap-0.5 ${grid}`}>
          {links.map((link) => (
            <li key={link.href}>
              <NavigationMenu.Link asChild active={pathname === link.href}>
                <Link
                  to={link.href}
                  prefetch="intent"
                  className="block rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 data-[active]:font-bold data-[active]:text-brand-800"
                >
                  {link.label}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
        {footer && (
          <NavigationMenu.Link asChild active={pathname === footer.href}>
            <Link
              to={footer.href}
              className="mt-3 block rounded-md border-t border-slate-100 px-2 pt-3 text-sm font-bold text-brand-700 hover:text-brand-900"
            >
              {footer.label} →
            </Link>
          </NavigationMenu.Link>
        )}
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** Desktop navigation with accessible dropdowns (Radix Navigation Menu). */
export function DesktopNav({ navigation }: { navigation: SiteNavigation }) {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Root aria-label="Main" className="relative hidden xl:block" delayDuration={150}>
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item>
          <MenuLink link={homeLink} active={isActiveLink(pathname, homeLink)} />
        </NavigationMenu.Item>
        <Dropdown
          label="Services"
          heading="Our services"
          links={navigation.headerServices}
          pathname={pathname}
          footer={allServicesLink}
          columns={2}
        />
        <Dropdown
          label="Boiler Brands"
          heading="Boiler Brands and Models"
          links={navigation.brands}
          pathname={pathname}
          columns={3}
        />
        <Dropdown
          label="Areas"
          heading="Areas we cover"
          links={navigation.areas}
          pathname={pathname}
          footer={{ href: "/areas", label: "View All Areas" }}
          columns={1}
        />
        {sectionLinks.map((link) => (
          <NavigationMenu.Item key={link.href}>
            <MenuLink link={link} active={isActiveLink(pathname, link)} />
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
