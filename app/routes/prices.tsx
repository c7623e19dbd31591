import { PageIntro } from "~/components/PageIntro";
import { formatPriceText, pricingCategories, pricingPackages, vatNote } from "~/content/business";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/prices";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Boiler Repair and Servicing Prices",
    description:
      "Clear prices for boiler repairs from £95, servicing from £85 and gas safety checks at £75 in Middlesbrough. No VAT, no call-out fee, a free estimate first.",
    path: "/prices",
  });

export default function PricesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Prices"
        title="Our Prices"
        intro="Fixed, published prices with no VAT and no call-out fee. We give you a free estimate before work begins, so you always know the cost before we pick up a tool."
      />
      <div className="container-page space-y-10 pb-16">
        {pricingCategories.map((category) => (
          <section key={category.id} aria-labelledby={`prices-${category.id}`}>
            <h2 id={`prices-${category.id}`} className="text-2xl font-bold">
              {category.label}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {pricingPackages
                .filter((p) => p.category === category.id)
                .map((p) => (
                  <li key={p.id} className="rounded-xl border border-slate-200 p-5">
                    <h3 className="font-bold">{p.name}</h3>
                    <p className="mt-1 text-2xl font-extrabold text-brand-800">{formatPriceText(p)}</p>
                    <p className="text-sm text-slate-600">{vatNote}</p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
