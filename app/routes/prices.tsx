import { PageIntro } from "~/components/PageIntro";
import { BookableQuoteForm } from "~/components/BookableQuoteForm";
import { PricingGrid } from "~/components/PricingGrid";
import { pricingCategories, pricingPackages } from "~/content/business";
import { bookedPackage } from "~/lib/page/booking";
import { quoteAction } from "~/lib/page/quote-action.server";
import { breadcrumbJsonLd, type Crumb, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { offerCatalog } from "~/lib/page/structured-data";
import { withStructuredData } from "~/lib/page/structured-data.server";
import { ServerPart } from "~/lib/page/server-rendered";
import { serverParts } from "~/lib/page/server-html.server";
import type { Route } from "./+types/prices";

export const meta = loaderMeta;

export function loader({ url, request, context }: Route.LoaderArgs) {
  const crumbs = trail({ label: "Prices", href: "/prices" });
  return withStructuredData(context, {
    meta: pageMeta({
      title: "Boiler Repair and Servicing Prices",
      description:
        "Clear prices for boiler repairs from £95, servicing from £85 and gas safety checks at £75 in Middlesbrough. No VAT, no call-out fee, a free estimate first.",
      path: "/prices",
    }),
    booking: bookedPackage(url),
    html: serverParts(
      { context, request, url },
      {
        intro: () => <Intro crumbs={crumbs} />,
        lists: () => <PriceLists />,
      },
    ),
    // The price list as an offer catalogue of our business.
    jsonLd: [breadcrumbJsonLd(crumbs), { "@context": "https://schema.org", ...(offerCatalog() as object) }],
  });
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

function Intro({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <PageIntro
      crumbs={crumbs}
      eyebrow="Prices"
      title="Our Prices"
      intro="Fixed, published prices with no VAT and no call-out fee. We give you a free estimate before work begins, so you always know the cost before we pick up a tool."
    />
  );
}

/** Every package, by category. */
function PriceLists() {
  return (
    <>
      {pricingCategories.map((category) => (
        <section key={category.id} aria-labelledby={`prices-${category.id}`}>
          <h2 id={`prices-${category.id}`} className="text-2xl font-bold">
            {category.label}
          </h2>
          <PricingGrid packages={pricingPackages.filter((p) => p.category === category.id)} />
        </section>
      ))}
    </>
  );
}

export default function PricesPage({ loaderData }: Route.ComponentProps) {
  const { booking, html } = loaderData;
  return (
    <>
      <ServerPart name="intro" html={html} />
      <div className="container-page space-y-10 pb-16">
        <ServerPart name="lists" html={html} className="space-y-10" />
        <section
          id="quote"
          aria-label="Book or ask for a quote"
          className="max-w-xl scroll-mt-24 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
        >
          <BookableQuoteForm formId="prices" booking={booking} />
        </section>
      </div>
    </>
  );
}
