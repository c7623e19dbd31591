import { useContext, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { business, telHref } from "~/content/business";
import { markCurrentPage } from "~/lib/browser/current-page";
import { SiteNavigationContext } from "~/lib/page/site-navigation";
import { DesktopNav, MAIN_NAV_ID } from "./DesktopNav";
import { Logo } from "./Logo";
import { MOBILE_MENU_ID, MOBILE_NAV_ID, MobileMenu } from "./MobileMenu";
import { CallButton } from "./PhoneLink";
import { ServerRendered } from "../lib/page/server-rendered";

/**
 * Sticky site header. Desktop (xl): dropdown navigation, phone number and Call
 * Now. Tablet (md-lg): a Call button and the menu. Phone: a call icon and the menu.
 * All of it is kept as the server's HTML in the browser (see ServerRendered),
 * so its code is not shipped; after a client navigation the current-page marks
 * move and an open menu closes.
 */
export function Header() {
  const navigation = useContext(SiteNavigationContext);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // Not on hydration (the server marked the page, and a visitor may have opened a dropdown already).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    markCurrentPage(pathname, [MAIN_NAV_ID, MOBILE_NAV_ID]);
    document.querySelector<HTMLElement>(`#${MOBILE_MENU_ID}:popover-open`)?.hidePopover();
  }, [pathname]);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 max-w-[90rem] items-center justify-between gap-3 sm:h-[4.5rem]">
        <ServerRendered as="div" className="contents">
          {import.meta.env.SSR && (
            <>
              <Logo />
              {navigation && <DesktopNav navigation={navigation} />}
            </>
          )}
        </ServerRendered>
        <div className="flex shrink-0 items-center gap-2">
          <ServerRendered as="div" className="contents">
            {import.meta.env.SSR && (
              <>
                <CallLinks />
                {navigation && <MobileMenu navigation={navigation} />}
              </>
            )}
          </ServerRendered>
        </div>
      </div>
    </header>
  );
}

function CallLinks() {
  return (
    <>
      <a
        href={telHref}
        className="hidden items-center gap-1.5 rounded-md px-2 py-1 font-bold whitespace-nowrap text-brand-800 hover:text-flame-700 min-[1360px]:flex"
      >
        <Icon name="phone" className="size-4" />
        {business.phone.display}
      </a>
      <CallButton className="hidden whitespace-nowrap xl:inline-flex" />
      <CallButton label="Call" className="hidden md:inline-flex xl:hidden" />
      <a
        href={telHref}
        className="tooltip tooltip-below tooltip-end flex size-11 items-center justify-center rounded-lg bg-flame-700 text-white md:hidden"
        aria-label={`Call ${business.phone.display}`}
        data-tooltip={`Call ${business.phone.display}`}
      >
        <Icon name="phone" className="size-5" />
      </a>
    </>
  );
}
