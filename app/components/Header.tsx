import { Phone } from "lucide";
import { Icon } from "~/components/Icon";
import { business, telHref } from "~/content/business";
import type { SiteNavigation } from "~/content/navigation";
import { DesktopNav } from "./DesktopNav";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { CallButton } from "./PhoneLink";

/**
 * Sticky site header. Desktop (xl): dropdown navigation, phone number and Call
 * Now. Tablet (md-lg): a Call button and the menu. Phone: a call icon and the menu.
 */
export function Header({ navigation }: { navigation?: SiteNavigation }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 max-w-[90rem] items-center justify-between gap-3 sm:h-[4.5rem]">
        <Logo />
        {navigation && <DesktopNav navigation={navigation} />}
        <div className="flex shrink-0 items-center gap-2">
          <a
            href={telHref}
            className="hidden items-center gap-1.5 rounded-md px-2 py-1 font-bold whitespace-nowrap text-brand-800 hover:text-flame-700 min-[1360px]:flex"
          >
            <Icon node={Phone} className="size-4" />
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
            <Icon node={Phone} className="size-5" />
          </a>
          {navigation && <MobileMenu navigation={navigation} />}
        </div>
      </div>
    </header>
  );
}
