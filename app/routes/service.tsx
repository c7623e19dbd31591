import type { Service as ServiceSchema, WithContext } from "schema-dts";
import { redirect } from "react-router";
import { ContentWithAside } from "~/components/ContentWithAside";
import { LinkList } from "~/components/LinkList";
import { CallButton } from "~/components/PhoneLink";
import { PageIntro } from "~/components/PageIntro";
import { Faqs, Markdown } from "~/components/Prose";
import { QuoteAside } from "~/components/QuoteAside";
import { areas } from "~/content/areas";
import {
  absoluteUrl,
  business,
  carriesGuarantee,
  formatPriceText,
  installationPricing,
  packageById,
  vatNote,
} from "~/content/business";
import { serviceAliasOf, serviceBySlug } from "~/content/services";
import { brandLinks, serviceLinks } from "~/content/links";
import { breadcrumbJsonLd, trail } from "~/lib/breadcrumbs";
import { faqJsonLd } from "~/lib/faq-json-ld";
import { found } from "~/lib/not-found";
import { quoteAction } from "~/lib/quote-action.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { businessRef } from "~/lib/structured-data";
import { withStructuredData } from "~/lib/structured-data.server";
import type { Route } from "./+types/service";

export function loader({ params, context }: Route.LoaderArgs) {
  const alias = serviceAliasOf(params.service);
  if (alias) throw redirect(`/services/${alias}`, 301);
  const service = found(serviceBySlug(params.service));
  const detail = service;
  const pkg = service.priceId ? packageById(service.priceId) : undefined;
  const path = `/services/${service.slug}`;
  const crumbs = trail({ label: "Services", href: "/services" }, { label: service.name, href: path });
  const schema: WithContext<ServiceSchema> = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: `${service.name} in Middlesbrough`,
    serviceType: service.name,
    description: service.summary,
    url: absoluteUrl(path),
    provider: businessRef(),
    areaServed: areas.map((a) => ({ "@type": "Place", name: a.name })),
    ...(pkg && {
      offers: {
        "@type": "Offer",
        name: pkg.name,
        price: pkg.amount,
        priceCurrency: "GBP",
        priceSpecification: {
          "@type": "PriceSpecification",
          price: pkg.amount,
          priceCurrency: "GBP",
          valueAddedTaxIncluded: false,
        },
      },
    }),
  };
  return withStructuredData(context, {
    service: { slug: service.slug, name: service.name, intro: service.intro, summary: service.summary },
    detail,
    price: pkg
      ? { name: pkg.name, text: formatPriceText(pkg), vat: ` (${vatNote})`, guaranteed: carriesGuarantee(pkg) }
      : { name: "Price:", text: installationPricing, vat: "", guaranteed: true },
    related: serviceLinks(detail.relatedServices),
    brands: brandLinks(detail.relatedBrands),
    crumbs,
    jsonLd: [schema, breadcrumbJsonLd(crumbs), ...faqJsonLd(detail.faqs, path)],
  });
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { service } = loaderData;
  return [
    ...pageMeta({
      title: `${service.name} Middlesbrough`,
      description: service.summary,
      path: `/services/${service.slug}`,
    }),
  ];
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, detail, price, related, brands, crumbs } = loaderData;
  return (
    <>
      <PageIntro
        crumbs={crumbs}
        eyebrow="Gas Safe registered • No call-out fee"
        title={`${service.name} in Middlesbrough`}
        intro={service.intro}
      >
        <p className="mt-4 text-lg text-slate-700">
          {`${price.name} `}
          <strong className="text-slate-900">{price.text}</strong>
          {`${price.vat}${price.guaranteed ? `, with a ${business.guarantee} guarantee` : ""}.`}
        </p>
        <div className="mt-6">
          <CallButton />
        </div>
      </PageIntro>
      <ContentWithAside aside={<QuoteAside formId="service" title="Ask for a free quote" service={service.slug} />}>
        <section>
          <h2 className="text-2xl font-bold">{`${service.name}: what you need to know`}</h2>
          <Markdown html={detail.body.whatItIs} />
        </section>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <section>
            <h2 className="text-xl font-bold">Signs to look out for</h2>
            <Markdown html={detail.body.signs} />
          </section>
          <section>
            <h2 className="text-xl font-bold">Common causes</h2>
            <Markdown html={detail.body.causes} />
          </section>
        </div>
        <section className="mt-10">
          <h2 className="text-2xl font-bold">What our engineer does</h2>
          <Markdown html={detail.body.whatWeDo} />
          <p className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">{`How long it takes: ${detail.timeTaken}`}</p>
        </section>
        {detail.body.safetyNote && (
          <section className="mt-8 rounded-xl border-l-4 border-flame-600 bg-flame-50 p-5">
            <h2 className="text-lg font-bold">Safety first</h2>
            <Markdown html={detail.body.safetyNote} compact />
          </section>
        )}
        <section className="mt-10 rounded-2xl border border-slate-200 p-6">
          <h2 className="text-xl font-bold">Price and guarantee</h2>
          <p className="mt-2 leading-relaxed text-slate-800">
            {`${price.name} ${price.text}${price.vat}. ` +
              (price.guaranteed
                ? `You get a free estimate before any work begins, there is no call-out fee, and the parts we fit and the work we do carry a ${business.guarantee} guarantee.`
                : "There is no call-out fee, and you get the written record the same day. If the check finds a fault, we quote for the repair before doing any work.")}
          </p>
        </section>
        <Faqs faqs={detail.faqs} title={`${service.name}: your questions`} />
        <LinkList title="Related services" links={related} />
        <LinkList title="Boiler makes" links={brands} />
      </ContentWithAside>
    </>
  );
}
