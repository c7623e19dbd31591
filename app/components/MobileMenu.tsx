import { Menu } from "lucide";
import { Icon } from "~/components/Icon";
import { Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { SiteNavigation } from "~/content/navigation";
import { lazyComponent, whenIdleAfterLoad } from "~/lib/lazy-component";

const sheet = lazyComponent(() => import("./MobileMenuSheet"));
const loadSheet = () => void sheet.load();

/**
 * The phone and tablet menu button. The menu itself (and its dialog library)
 * is not in the page's initial JavaScript: it is fetched when the browser is
 * idle after the page has loaded, or when a visitor reaches for the button,
 * whichever comes first, so the first tap opens it at once.
 */
export function MobileMenu({ navigation }: { navigation: SiteNavigation }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Any navigation (including back/forward) closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => whenIdleAfterLoad(sheet.load), []);
  const MobileMenuSheet = sheet.Component();
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="tooltip tooltip-below tooltip-end flex size-11 items-center justify-center rounded-lg border border-slate-300 text-brand-900 hover:bg-brand-50 xl:hidden"
        data-tooltip="Menu"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onTouchStart={loadSheet}
        onPointerDown={loadSheet}
        onFocus={loadSheet}
        onClick={() => setOpen(true)}
      >
        <Icon node={Menu} className="size-6" />
      </button>
      {open && (
        <Suspense>
          <MobileMenuSheet navigation={navigation} onClose={() => setOpen(false)} toggleRef={toggleRef} />
        </Suspense>
      )}
    </>
  );
}
