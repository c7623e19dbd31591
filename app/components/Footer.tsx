import { Icon } from "~/components/Icon";
import { useContext } from "react";
import { Link } from "react-router";
import {
  business,
  formatHoursLine,
  gasSafeRegistration,
  mailtoHref,
  ratingSourceText,
  ratingText,
  telHref,
} from "~/content/business";
import type { NavLink } from "~/content/navigation";
import { SiteNavigationContext } from "~/lib/page/site-navigation";
import { LogoMark } from "./Logo";
import { ServerRendered } from "../lib/page/server-rendered";

const legalLinks: NavLink[] = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-conditions", label: "Terms & Conditions" },
  { href: "/complaints-policy", label: "Complaints Policy" },
  { href: "/reviews-policy", label: "Reviews Policy" },
];

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="inline-block py-1 text-slate-300 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer: the same on every page, so its content is rendered on the
 * server only and kept as HTML in the browser (see ServerRendered).
 */
export function Footer({ year }: { year: number }) {
  return (
    <ServerRendered as="footer" className="bg-brand-900 pb-20 text-slate-300 md:pb-0">
      {import.meta.env.SSR && <FooterContent year={year} />}
    </ServerRendered>
  );
}

function FooterContent({ year }: { year: number }) {
  const navigation = useContext(SiteNavigationContext);
  const { address } = business;
  return (
    <>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.1fr_1fr_0.8fr_1.4fr]">
        <div>
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-10" />
            <p className="text-lg font-extrabold text-white">{business.name}</p>
          </div>
          <address className="mt-4 flex gap-2 leading-relaxed not-italic">
            <Icon name="map-pin" className="mt-1 size-4 shrink-0" />
            <span>
              {address.building}
              <br />
              {address.street}, {address.locality}
              <br />
              {address.postcode}
            </span>
          </address>
          <p className="mt-4 flex items-center gap-2 font-semibold text-white">
            <Icon name="shield-check" className="size-5 text-flame-500" />
            {gasSafeRegistration() ?? "Gas Safe Registered"}
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Icon name="star" className="size-5 fill-amber-400 text-amber-400" />
            <span>
              <strong className="text-white">{ratingText}</strong> rating from {business.rating.count} reviews
              {ratingSourceText() && ` (${ratingSourceText()})`}
            </span>
          </p>
        </div>
        {navigation && <LinkList title="Services" links={navigation.footerServices} />}
        {navigation && (
          <LinkList title="Areas" links={[...navigation.areas, { href: "/areas", label: "View All Areas" }]} />
        )}
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Contact</h2>
          <div className="mt-4 flex flex-col gap-2">
            <a href={telHref} className="btn justify-start bg-white/10 text-white hover:bg-white/20">
              <Icon name="phone" className="size-4" />
              {business.phone.display}
            </a>
            <a href={mailtoHref} className="btn justify-start bg-white/10 break-all text-white hover:bg-white/20">
              <Icon name="mail" className="size-4 shrink-0" />
              <span className="text-[0.8rem]">
                {/* Let a narrow column break the address after the @, not mid-word. */}
                {business.email.split("@")[0]}@<wbr />
                {business.email.split("@")[1]}
              </span>
            </a>
          </div>
          <h3 className="mt-6 flex items-center gap-2 text-sm font-bold text-white">
            <Icon name="clock" className="size-4" /> Opening hours
          </h3>
          <ul className="mt-2 space-y-0.5 text-sm">
            {business.hours.lines.map((line) => (
              <li key={line.label}>{formatHoursLine(line)}</li>
            ))}
            <li className="font-semibold text-white">{business.hours.emergency}</li>
          </ul>
          <a href={telHref} className="btn btn-call mt-4 w-full">
            <Icon name="siren" className="size-5" />
            Emergency Call Out
          </a>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${year} ${business.name}. All rights reserved.`}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
