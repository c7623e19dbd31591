import { Icon } from "~/components/Icon";
import { Link, useLocation } from "react-router";
import {
  activeDropdown,
  allServicesLink,
  type DropdownId,
  homeLink,
  isActiveLink,
  type NavLink,
  sectionLinks,
} from "~/content/main-links";
import type { SiteNavigation } from "~/content/navigation";

const itemClass =
  "flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-[0.95rem] font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 data-[active]:bg-brand-50 data-[active]:text-brand-800";

const columnsClass = { 1: "w-60", 2: "w-[34rem] grid-cols-2", 3: "w-[40rem] grid-cols-3" } as const;

function ItemLink({ link, pathname }: { link: NavLink & { prefix: boolean }; pathname: string }) {
  return (
    <Link
      to={link.href}
      prefetch="intent"
      className={itemClass}
      data-prefix={link.prefix ? "" : undefined}
      aria-current={isActiveLink(pathname, link) ? "page" : undefined}
    >
      {link.label}
    </Link>
  );
}

/**
 * A dropdown built on the browser's Popover API: the button toggles it,
 * keyboard focus moves from the button into the panel, Escape and clicks
 * outside close it and focus returns to the button. No script is needed.
 */
function Dropdown({
  id,
  label,
  heading,
  links,
  pathname,
  footer,
  columns,
}: {
  id: DropdownId;
  label: string;
  heading: string;
  links: NavLink[];
  pathname: string;
  footer?: NavLink;
  columns: keyof typeof columnsClass;
}) {
  const anchor = `--${id}`;
  return (
    <li>
      <button
        type="button"
        popoverTarget={id}
        className={itemClass}
        style={{ anchorName: anchor }}
        data-active={activeDropdown(pathname) === id ? "" : undefined}
      >
        {label}
        <Icon name="chevron-down" className="size-4" />
      </button>
      <div id={id} popover="auto" className="nav-popover" style={{ positionAnchor: anchor }}>
        <p className="px-2 pb-2 text-xs font-bold tracking-wider text-slate-600 uppercase">{heading}</p>
        <ul className={`grid gap-0.5 ${columnsClass[columns]}`}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                prefetch="intent"
                aria-current={isActiveLink(pathname, { ...link, prefix: false }) ? "page" : undefined}
                className="block rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:font-bold aria-[current=page]:text-brand-800"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {footer && (
          <Link
            to={footer.href}
            aria-current={isActiveLink(pathname, { ...footer, prefix: false }) ? "page" : undefined}
            className="mt-3 block border-t border-slate-100 px-2 pt-3 text-sm font-bold text-brand-700 hover:text-brand-900"
          >
            {footer.label} →
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * Desktop navigation: main links and three dropdowns. Rendered on the server
 * only (in the header's ServerRendered part); after a client navigation
 * `markCurrentPage` brings its current-page marks up to date.
 */
export function DesktopNav({ navigation }: { navigation: SiteNavigation }) {
  const { pathname } = useLocation();
  return (
    <nav id={MAIN_NAV_ID} aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        <li>
          <ItemLink link={homeLink} pathname={pathname} />
        </li>
        <Dropdown
          id="nav-services"
          label="Services"
          heading="Our services"
          links={navigation.headerServices}
          pathname={pathname}
          footer={allServicesLink}
          columns={2}
        />
        <Dropdown
          id="nav-brands"
          label="Boiler Brands"
          heading="Boiler Brands and Models"
          links={navigation.brands}
          pathname={pathname}
          columns={3}
        />
        <Dropdown
          id="nav-areas"
          label="Areas"
          heading="Areas we cover"
          links={navigation.areas}
          pathname={pathname}
          footer={{ href: "/areas", label: "View All Areas" }}
          columns={1}
        />
        {sectionLinks.map((link) => (
          <li key={link.href}>
            <ItemLink link={link} pathname={pathname} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const MAIN_NAV_ID = "main-nav";
