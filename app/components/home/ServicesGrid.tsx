import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import type { ServiceCard } from "~/content/home";

export function ServicesGrid({ cards }: { cards: readonly ServiceCard[] }) {
  return (
    <section aria-labelledby="services-heading" className="bg-slate-50 py-14 sm:py-20">
      <div className="container-page">
        <h2 id="services-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
          Our Boiler Services
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">
          Everything your heating needs, from a same-day repair to a landlord's gas safety record.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.href}>
              <Link
                to={card.href}
                prefetch="intent"
                className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                {card.popular && (
                  <span className="absolute top-4 right-4 rounded-full bg-flame-50 px-2.5 py-0.5 text-xs font-bold text-flame-800 ring-1 ring-flame-600/40">
                    Popular
                  </span>
                )}
                <h3 className="pr-16 text-xl font-bold text-brand-900">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
                <span className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 group-hover:underline">
                  {card.anchorText}
                  <Icon name="arrow-right" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
