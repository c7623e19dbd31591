import { Icon } from "~/components/Icon";
import { Link } from "react-router";
import { formatPriceText, type PricingPackage, vatNote } from "~/content/business";

/**
 * One price package. "Book Now" starts a real quote request with the package
 * chosen: it opens the page's quote form (#quote) with the package filled in,
 * with or without JavaScript.
 */
export function PricingCard({ pkg, headingLevel = 3 }: { pkg: PricingPackage; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      id={pkg.id}
      className={`relative flex h-full scroll-mt-24 flex-col rounded-2xl border bg-white p-6 shadow-sm ${pkg.badge ? "border-flame-600 ring-2 ring-flame-600/30" : "border-slate-200"}`}
    >
      {pkg.badge && (
        <p className="absolute -top-3 left-6 rounded-full bg-flame-700 px-3 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
          {pkg.badge}
        </p>
      )}
      <Heading className="text-lg font-bold">{pkg.name}</Heading>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-extrabold whitespace-nowrap text-brand-800">{formatPriceText(pkg)}</span>
        <span className="text-sm font-semibold text-slate-600">{vatNote}</span>
      </p>
      <ul className="mt-4 flex-1 space-y-2">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-[0.95rem]">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {feature}
          </li>
        ))}
      </ul>
      {pkg.link && (
        <Link to={pkg.link.href} className="mt-4 text-sm font-semibold text-brand-700 underline">
          {pkg.link.text}
        </Link>
      )}
      <Link
        to={`?book=${pkg.id}#quote`}
        preventScrollReset
        className="btn btn-primary mt-6 w-full"
        aria-label={`Book Now: ${pkg.name}, ${formatPriceText(pkg)}`}
      >
        Book Now
      </Link>
    </article>
  );
}
