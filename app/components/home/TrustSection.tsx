import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import type { IconName } from "~/components/icons";
import { business, ratingText } from "~/content/business";
import type { NavLink } from "~/content/main-links";

const cards: { icon: IconName; title: string; text: string; href?: string; linkText?: string }[] = [
  {
    icon: "shield-check",
    title: "Gas Safe registered",
    text: "Every engineer carries a Gas Safe ID card. Ask to see it: we are glad you did.",
    href: "/gas-safe-questions",
    linkText: "Gas safety questions",
  },
  {
    icon: "pound-sterling",
    title: "No call-out fees",
    text: "You pay for the work, not the journey, even at night and at weekends.",
  },
  {
    icon: "badge-check",
    title: `${business.guarantee} guarantee`,
    text: "If a part we fitted or work we did fails within the year, we put it right free.",
  },
  {
    icon: "clock",
    title: "Same day before 12pm",
    text: "Book a repair before 12pm for a same-day visit, subject to availability. Emergencies 24/7.",
  },
  {
    icon: "star",
    title: `Rated ${ratingText}`,
    text: `From ${business.rating.count} reviews by homeowners and landlords across Teesside since ${business.foundedYear}.`,
  },
];

/** Why people trust us, and the boiler makes we work on. */
export function TrustSection({ brands }: { brands: NavLink[] }) {
  return (
    <section aria-labelledby="trust-heading" className="container-page py-14 sm:py-20">
      <h2 id="trust-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
        Why Teesside Trusts Us
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-5">
        {cards.map((card) => (
          <li
            key={card.title}
            className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm last:col-span-2 sm:p-5 sm:text-base lg:last:col-span-1"
          >
            <Icon name={card.icon} className="size-8 text-flame-700" />
            <h3 className="mt-3 text-base font-bold sm:text-lg">{card.title}</h3>
            <p className="mt-1 text-slate-700">{card.text}</p>
            {card.href && (
              <Link to={card.href} className="mt-3 inline-block font-semibold text-brand-700 underline">
                {card.linkText}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <h3 className="text-sm font-bold tracking-wider text-slate-600 uppercase">
          We repair and service every major make
        </h3>
        <ul className="mt-4 flex flex-wrap justify-center gap-2.5">
          {brands.map((brand) => (
            <li key={brand.href}>
              <Link
                to={brand.href}
                className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-[0.95rem] font-bold tracking-tight text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {brand.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
