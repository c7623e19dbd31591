import { PageIntro } from "~/components/PageIntro";
import { PricingCard } from "~/components/PricingCard";
import { QuoteForm } from "~/components/QuoteForm";
import { pricingCategories, pricingPackages } from "~/content/business";
import { bookedPackage } from "~/lib/booking";
import { quoteAction } from "~/lib/quote-action.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/prices";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Boiler Repair and Servicing Prices",
    description:
      "Clear prices for boiler repairs from £95, servicing from £85 and gas safety checks at £75 in Middlesbrough. No VAT, no call-out fee, a free estimate first.",
    path: "/prices",
  });

export function loader({ url }: Route.LoaderArgs) {
  return { booking: bookedPackage(url), categories: pricingCategories, packages: pricingPackages };
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export default function PricesPage({ loaderData }: Route.ComponentProps) {
  const { booking, categories, packages } = loaderData;
  return (
    <>
      <PageIntro
        eyebrow="Prices"
        title="Our Prices"
        intro="Fixed, published prices with no VAT and no call-out fee. We give you a free estimate before work begins, so you always know the cost before we pick up a tool."
      />
      <div className="container-page space-y-10 pb-16">
        {categories.map((category) => (
          <section key={category.id} aria-labelledby={`prices-${category.id}`}>
            <h2 id={`prices-${category.id}`} className="text-2xl font-bold">
              {category.label}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {packages
                .filter((p) => p.category === category.id)
                .map((p) => (
                  <li key={p.id}>
                    <PricingCard pkg={p} />
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <section
          id="quote"
          aria-label="Book or ask for a quote"
          className="scroll-mt-24 max-w-xl rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
        >
          <QuoteForm
            key={booking?.id ?? "quote"}
            formId="prices"
            title={booking?.title ?? "Ask for a free quote"}
            service={booking?.id}
            submitLabel={booking ? "Book Now" : undefined}
            focusOnMount={Boolean(booking)}
          />
        </section>
      </div>
    </>
  );
}
