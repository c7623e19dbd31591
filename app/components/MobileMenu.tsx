import { Link, useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { isActiveLink, mainLinks, type NavLink } from "~/content/main-links";
import type { SiteNavigation } from "~/content/navigation";
import { CallButton } from "./PhoneLink";

export const MOBILE_MENU_ID = "mobile-menu";
export const MOBILE_NAV_ID = "mobile-nav";

function MenuGroup({ title, links, pathname }: { title: string; links: NavLink[]; pathname: string }) {
  return (
    <details className="group border-b border-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-base font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
        {title}
        <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="grid grid-cols-1 gap-0.5 pb-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              aria-current={isActiveLink(pathname, { ...link, prefix: false }) ? "page" : undefined}
              className="block rounded-md px-2 py-2 text-[0.95rem] text-slate-700 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-800"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The phone and tablet menu: a button and a popover (a sheet from the right,
 * in the top layer) with grouped links. The browser opens and closes it
 * (`popovertarget`: no code to fetch or render first, so the first tap is as
 * fast as a native control, and it works without JavaScript), closes it on
 * Escape or a tap outside and gives focus back to the button. Rendered on the
 * server only; a chosen link closes it (`enhanceMenu`, app/lib/browser/menu.ts) and
 * `markCurrentPage` keeps its current-page marks after a client navigation.
 */
export function MobileMenu({ navigation }: { navigation: SiteNavigation }) {
  const { pathname } = useLocation();
  return (
    <>
      <button
        type="button"
        className="tooltip tooltip-below tooltip-end flex size-11 items-center justify-center rounded-lg border border-slate-300 text-brand-900 hover:bg-brand-50 xl:hidden"
        data-tooltip="Menu"
        aria-label="Open menu"
        aria-haspopup="dialog"
        popoverTarget={MOBILE_MENU_ID}
      >
        <Icon name="menu" className="size-6" />
      </button>
      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MOBILE_MENU_ID}-title`}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md flex-col overscroll-contain border-0 bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 open:flex"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={`${MOBILE_MENU_ID}-title`} className="text-lg font-bold text-slate-900">
            Menu
          </h2>
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            aria-label="Close menu"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <nav id={MOBILE_NAV_ID} aria-label="Mobile" className="flex-1 overflow-y-auto overscroll-contain px-4 pb-4">
          <ul className="border-b border-slate-200 py-2">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  data-prefix={link.prefix ? "" : undefined}
                  aria-current={isActiveLink(pathname, link) ? "page" : undefined}
                  className="block rounded-md px-2 py-2.5 text-lg font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <MenuGroup title="Services" links={navigation.allServices} pathname={pathname} />
          <MenuGroup
            title="Areas"
            links={[...navigation.areas, { href: "/areas", label: "View All Areas" }]}
            pathname={pathname}
          />
          <MenuGroup title="Boiler Brands" links={navigation.brands} pathname={pathname} />
        </nav>
        <div className="space-y-2 border-t border-slate-200 bg-slate-50 p-4">
          <CallButton label="Call" className="w-full text-lg" />
          <Link to="/contact" className="btn btn-primary w-full">
            Get Free Quote
          </Link>
          <p className="pt-1 text-center text-sm font-medium text-slate-700">
            24/7 Emergency • Gas Safe • No Call-Out Fee
          </p>
        </div>
      </div>
    </>
  );
}
