import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, X } from "lucide";
import { Icon } from "~/components/Icon";
import type { RefObject } from "react";
import { Link, useLocation } from "react-router";
import { isActiveLink, mainLinks, type NavLink } from "~/content/main-links";
import type { SiteNavigation } from "~/content/navigation";
import { CallButton } from "./PhoneLink";

function MenuGroup({
  title,
  links,
  pathname,
  onChoose,
}: {
  title: string;
  links: NavLink[];
  pathname: string;
  onChoose: () => void;
}) {
  return (
    <details className="group border-b border-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-base font-bold text-slate-900 [&::-webkit-details-marker]:hidden">
        {title}
        <Icon node={ChevronDown} className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="grid grid-cols-1 gap-0.5 pb-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              onClick={onChoose}
              aria-current={pathname === link.href ? "page" : undefined}
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
 * The open phone and tablet menu: a modal sheet (Radix Dialog: focus trap,
 * Escape, scroll lock) with grouped links. Loaded on first use only.
 */
export default function MobileMenuSheet({
  navigation,
  onClose,
  toggleRef,
}: {
  navigation: SiteNavigation;
  onClose: () => void;
  /** The button that opened the menu: focus returns there on close. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname } = useLocation();
  const close = onClose;

  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:motion-safe:animate-[fade-in_150ms]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close
              className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
              aria-label="Close menu"
            >
              <Icon node={X} className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 pb-4">
            <ul className="border-b border-slate-200 py-2">
              {mainLinks.map((link) => {
                const active = isActiveLink(pathname, link);
                return (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={close}
                      aria-current={active ? "page" : undefined}
                      className="block rounded-md px-2 py-2.5 text-lg font-semibold text-slate-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <MenuGroup title="Services" links={navigation.allServices} pathname={pathname} onChoose={close} />
            <MenuGroup
              title="Areas"
              links={[...navigation.areas, { href: "/areas", label: "View All Areas" }]}
              pathname={pathname}
              onChoose={close}
            />
            <MenuGroup title="Boiler Brands" links={navigation.brands} pathname={pathname} onChoose={close} />
          </nav>
          <div className="space-y-2 border-t border-slate-200 bg-slate-50 p-4">
            <CallButton label="Call" className="w-full text-lg" />
            <Link to="/contact" onClick={close} className="btn btn-primary w-full">
              Get Free Quote
            </Link>
            <p className="pt-1 text-center text-sm font-medium text-slate-700">
              24/7 Emergency • Gas Safe • No Call-Out Fee
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
