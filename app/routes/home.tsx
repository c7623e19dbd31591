import { SmartImage } from "~/components/SmartImage";
import { AreasCovered } from "~/components/home/AreasCovered";
import { BlogTeaser } from "~/components/home/BlogTeaser";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero } from "~/components/home/Hero";
import { PricingTabs } from "~/components/home/PricingTabs";
import { ServicesGrid } from "~/components/home/ServicesGrid";
import { Testimonials } from "~/components/home/Testimonials";
import { TrustSection } from "~/components/home/TrustSection";
import { coreAreas, extraAreas } from "~/content/areas";
import { articles } from "~/content/blog";
import { brands } from "~/content/brands";
import { pricingCategories, pricingPackages } from "~/content/business";
import { homeServiceCards } from "~/content/home";
import { areaLink, brandLink } from "~/content/links";
import { testimonials } from "~/content/testimonials";
import { bookedPackage } from "~/lib/booking";
import { quoteAction } from "~/lib/quote-action.server";
import { pageMeta } from "~/lib/seo";
import { localBusinessJsonLd } from "~/lib/structured-data";
import { withStructuredData } from "~/lib/structured-data.server";
import type { Route } from "./+types/home";

export function loader({ url, context }: Route.LoaderArgs) {
  const featured = articles.find((a) => a.featured);
  const teasers = [featured, ...articles.filter((a) => a !== featured)].slice(0, 3).flatMap((a) =>
    a
      ? [
          {
            title: a.title,
            excerpt: a.excerpt,
            readTime: a.readTime,
            category: a.category,
            href: `/blog/${a.slug}`,
            featured: a.featured,
          },
        ]
      : [],
  );
  return withStructuredData(context, {
    brands: brands.map(brandLink),
    serviceCards: homeServiceCards,
    pricing: { categories: pricingCategories, packages: pricingPackages },
    teasers,
    areas: { core: coreAreas().map(areaLink), extra: extraAreas().map(areaLink) },
    testimonials,
    booking: bookedPackage(url),
    // Built here, on the server, so the browser never loads the area list to make it.
    jsonLd: [localBusinessJsonLd()],
  });
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export const meta = () => [
  ...pageMeta({
    description:
      "Same-day boiler repair in Middlesbrough when you book before 12pm. 24/7 emergency callouts, servicing, new boilers and CP12 gas safety checks. No call-out fee.",
    path: "/",
  }),
];

function Figure({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <figure className="container-page py-6">
      <SmartImage src={src} alt={alt} width={1200} height={800} className="mx-auto max-w-3xl shadow-lg" />
      <figcaption className="mt-3 text-center text-sm text-slate-600">{caption}</figcaption>
    </figure>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { brands, serviceCards, pricing, teasers, areas, testimonials, booking } = loaderData;
  return (
    <>
      <Hero booking={booking} />
      <Figure
        src="/images/engineer-repairing-boiler.svg"
        alt="A Gas Safe engineer repairing a combi boiler in a kitchen"
        caption="Most repairs are finished on the first visit, with common parts carried on the van."
      />
      <TrustSection brands={brands} />
      <Figure
        src="/images/boiler-service-checklist.svg"
        alt="A boiler with its cover off during a service, with a flue gas analyser and a checklist"
        caption="An annual service checks every safety device and the flue gases, and keeps your warranty valid."
      />
      <ServicesGrid cards={serviceCards} />
      <PricingTabs categories={pricing.categories} packages={pricing.packages} />
      <BlogTeaser teasers={teasers} />
      <AreasCovered core={areas.core} extra={areas.extra} />
      <Figure
        src="/images/our-team.svg"
        alt="Our engineers standing by their van"
        caption="Local engineers who have kept Teesside's heating running since 2008."
      />
      <Testimonials testimonials={testimonials} />
      <CallToAction />
    </>
  );
}
