import { Menu } from "lucide";
import { Icon } from "~/components/Icon";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { SiteNavigation } from "~/content/navigation";

const loadSheet = () => import("./MobileMenuSheet");
const MobileMenuSheet = lazy(loadSheet);

/**
 * The phone and tablet menu button. The menu itself (and its dialog library)
 * is fetched when a visitor first reaches for the button, so it costs the first
 * page load nothing.
 */
export function MobileMenu({ navigation }: { navigation: SiteNavigation }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Any navigation (including back/forward) closes the menu.
  useEffect(() => setOpen(false), [pathname]);
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
