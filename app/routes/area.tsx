import { ContentWithAside } from "~/components/ContentWithAside";
import { LinkList } from "~/components/LinkList";
import { CallButton } from "~/components/PhoneLink";
import { PageIntro } from "~/components/PageIntro";
import { Markdown } from "~/components/Prose";
import { QuoteAside } from "~/components/QuoteAside";
import { type Area, areaBySlug } from "~/content/areas";
import { absoluteUrl } from "~/content/business";
import type { NavLink } from "~/content/main-links";
import { type Testimonial, testimonials } from "~/content/testimonials";
import { areaLinks, serviceLinks } from "~/content/links";
import { breadcrumbJsonLd, type Crumb, trail } from "~/lib/page/breadcrumbs";
import { found } from "~/lib/page/not-found";
import { quoteAction } from "~/lib/page/quote-action.server";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { businessRef } from "~/lib/page/structured-data";
import { withStructuredData } from "~/lib/page/structured-data.server";
import { ServerPart } from "~/lib/page/server-rendered";
import { serverParts } from "~/lib/page/server-html.server";
import type { Route } from "./+types/area";

/** Services listed on every area page: what people in any town ask us for most. */
const AREA_SERVICES = [
  "boiler-repair",
  "emergency-boiler-repair",
  "boiler-servicing",
  "boiler-installation",
  "gas-safety-checks",
  "no-heating-repairs",
  "no-hot-water-repairs",
  "power-flushing",
];

export function loader({ params, request, context, url }: Route.LoaderArgs) {
  const area = found(areaBySlug(params.location));
  const path = `/areas/${area.slug}`;
  const crumbs = trail({ label: "Areas", href: "/areas" }, { label: area.name, href: path });
  const page: AreaPageView = {
    area,
    services: serviceLinks(AREA_SERVICES),
    nearby: areaLinks(area.nearby),
    testimonial: testimonials.find((t) => t.location === area.name),
    crumbs,
  };
  return withStructuredData(context, {
    meta: pageMeta({ title: `Boiler Repair and Servicing in ${area.name}`, description: area.summary, path }),
    area: { name: area.name },
    html: serverParts(
      { context, request, url },
      {
        intro: () => <Intro {...page} />,
        body: () => <Body {...page} />,
      },
    ),
    jsonLd: [
      breadcrumbJsonLd(crumbs),
      {
        "@context": "https://schema.org",
        "@type": "Service",
        name: `Boiler repair and servicing in ${area.name}`,
        url: absoluteUrl(path),
        areaServed: {
          "@type": "Place",
          name: area.name,
          address: { "@type": "PostalAddress", addressLocality: area.name, addressCountry: "GB" },
        },
        provider: businessRef(),
      },
    ],
  });
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export const meta = loaderMeta;

/** What the page's server-rendered parts show. */
interface AreaPageView {
  area: Area;
  services: NavLink[];
  nearby: NavLink[];
  testimonial?: Testimonial;
  crumbs: Crumb[];
}

function Intro({ area, crumbs }: AreaPageView) {
  return (
    <PageIntro
      crumbs={crumbs}
      eyebrow={`Postcodes ${area.postcodeDistricts.join(", ")}`}
      title={`Boiler Repair in ${area.name}`}
      intro={area.summary}
    >
      <div className="mt-6">
        <CallButton />
      </div>
    </PageIntro>
  );
}

function Body({ area, services, nearby, testimonial }: AreaPageView) {
  const facts = [
    ["Postcode districts", area.postcodeDistricts.join(", ")],
    ["Distance from our base", `About ${area.milesFromBase} miles from Middlesbrough town centre`],
    ["Emergency response", `${area.typicalResponse.charAt(0).toUpperCase()}${area.typicalResponse.slice(1)}`],
    ["Local authority", area.localAuthority],
  ];
  return (
    <>
      <dl className="grid gap-3 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section className="mt-10">
        <h2 className="text-2xl font-bold">{`Heating in ${area.name}`}</h2>
        <Markdown html={area.body} />
      </section>
      {testimonial && (
        <figure className="mt-10 rounded-2xl bg-brand-50 p-6">
          <blockquote className="text-lg text-slate-800">
            <p>“{testimonial.text}”</p>
          </blockquote>
          <figcaption className="mt-3 font-semibold text-brand-900">{`${testimonial.name}, ${testimonial.location}`}</figcaption>
        </figure>
      )}
      <LinkList title={`Our services in ${area.name}`} links={services} />
      <LinkList title="Nearby areas we cover" links={nearby} />
    </>
  );
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { html, area } = loaderData;
  return (
    <>
      <ServerPart name="intro" html={html} />
      <ContentWithAside aside={<QuoteAside formId="area" title={`Free quote in ${area.name}`} />}>
        <ServerPart name="body" html={html} />
      </ContentWithAside>
    </>
  );
}
