import { SmartImage } from "~/components/SmartImage";
import { type ReactNode, useEffect } from "react";
import { ServerPart } from "~/lib/page/server-rendered";
import { AreaLists, AreasCovered, AreasHeading, CoverageIntro } from "~/components/home/AreasCovered";
import { BlogTeaser } from "~/components/home/BlogTeaser";
import { CallToAction } from "~/components/home/CallToAction";
import { Hero, HeroIntro } from "~/components/home/Hero";
import { PricingTabs } from "~/components/home/PricingTabs";
import { ServicesGrid } from "~/components/home/ServicesGrid";
import { Testimonials } from "~/components/home/Testimonials";
import { TrustSection } from "~/components/home/TrustSection";
import { coreAreas, extraAreas } from "~/content/areas";
import { articles } from "~/content/blog";
import { brands } from "~/content/brands";
import { business, pricingCategories, pricingPackages } from "~/content/business";
import { homeServiceCards } from "~/content/home";
import { areaLink, brandLink } from "~/content/links";
import { testimonials } from "~/content/testimonials";
import { bookedPackage } from "~/lib/page/booking";
import { quoteAction } from "~/lib/page/quote-action.server";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { localBusinessJsonLd } from "~/lib/page/structured-data";
import { withStructuredData } from "~/lib/page/structured-data.server";
import { serverParts } from "~/lib/page/server-html.server";
import { enhanceCarousels } from "~/lib/browser/carousel";
import { enhanceImages } from "~/lib/browser/images";
import { followQuoteLinks } from "~/lib/browser/scroll-to-quote";
import { enhanceTabs } from "~/lib/browser/tabs";
import type { Route } from "./+types/home";

/**
 * The home page but for its quote form and postcode check: nothing in it needs
 * React in the browser, so it is rendered on the server only (see ServerPart),
 * in parts between those two. Its tabs, carousel and images are brought to life
 * by small listeners (see HomePage).
 */
function homeParts(
  url: URL,
): Record<"intro" | "middle" | "areasHeading" | "areas" | "coverageIntro" | "end", () => ReactNode> {
  return {
    intro: () => <HeroIntro />,
    middle: () => (
      <>
        <Figure
          src="/images/engineer-repairing-boiler.svg"
          alt="A Gas Safe engineer repairing a combi boiler in a kitchen"
          caption="Most repairs are finished on the first visit, with common parts carried on the van."
        />
        <TrustSection brands={brands.map(brandLink)} />
        <Figure
          src="/images/boiler-service-checklist.svg"
          alt="A boiler with its cover off during a service, with a flue gas analyser and a checklist"
          caption="An annual service checks every safety device and the flue gases, and keeps your warranty valid."
        />
        <ServicesGrid cards={homeServiceCards} />
        <PricingTabs
          categories={pricingCategories}
          packages={pricingPackages}
          requested={url.searchParams.get("tab")}
        />
        <BlogTeaser teasers={blogTeasers()} />
      </>
    ),
    areasHeading: () => <AreasHeading />,
    areas: () => <AreaLists core={coreAreas().map(areaLink)} extra={extraAreas().map(areaLink)} />,
    coverageIntro: () => <CoverageIntro />,
    end: () => (
      <>
        <Figure
          src="/images/our-team.svg"
          alt="Our engineers standing by their van"
          caption={`Local engineers who have kept Teesside's heating running since ${business.foundedYear}.`}
        />
        <Testimonials testimonials={testimonials} />
        <CallToAction />
      </>
    ),
  };
}

/** The featured article first, then the next two. */
function blogTeasers() {
  const featured = articles.find((a) => a.featured);
  return [featured, ...articles.filter((a) => a !== featured)].slice(0, 3).flatMap((a) =>
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
}

export function loader({ url, request, context }: Route.LoaderArgs) {
  return withStructuredData(context, {
    meta: pageMeta({
      description:
        "Same-day boiler repair in Middlesbrough when you book before 12pm. 24/7 emergency callouts, servicing, new boilers and CP12 gas safety checks. No call-out fee.",
      path: "/",
    }),
    booking: bookedPackage(url),
    html: serverParts({ context, request, url }, homeParts(url)),
    // Built here, on the server, so the browser never loads the area list to make it.
    jsonLd: [localBusinessJsonLd()],
  });
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export const meta = loaderMeta;

function Figure({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <figure className="container-page py-6">
      <SmartImage src={src} alt={alt} width={1200} height={800} className="mx-auto max-w-3xl shadow-lg" />
      <figcaption className="mt-3 text-center text-sm text-slate-600">{caption}</figcaption>
    </figure>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { booking, html } = loaderData;
  useEffect(() => {
    const stops = [followQuoteLinks(), enhanceTabs(), enhanceCarousels(), enhanceImages()];
    return () => stops.forEach((stop) => stop());
  }, []);
  return (
    <>
      <Hero booking={booking} intro={<ServerPart name="intro" html={html} />} />
      <ServerPart name="middle" html={html} className="contents" />
      <AreasCovered
        heading={<ServerPart name="areasHeading" html={html} />}
        lists={<ServerPart name="areas" html={html} />}
        intro={<ServerPart name="coverageIntro" html={html} />}
      />
      <ServerPart name="end" html={html} className="contents" />
    </>
  );
}
