import { ContentWithAside } from "~/components/ContentWithAside";
import { LinkList } from "~/components/LinkList";
import { CallButton } from "~/components/PhoneLink";
import { PageIntro } from "~/components/PageIntro";
import { Faqs, Markdown } from "~/components/Prose";
import { QuoteAside } from "~/components/QuoteAside";
import { ScrollableTable } from "~/components/ScrollableTable";
import { type Brand, brandBySlug } from "~/content/brands";
import { serviceLinks } from "~/content/links";
import { breadcrumbJsonLd, type Crumb, trail } from "~/lib/page/breadcrumbs";
import { faqJsonLd } from "~/lib/page/faq-json-ld";
import { found } from "~/lib/page/not-found";
import { quoteAction } from "~/lib/page/quote-action.server";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { withStructuredData } from "~/lib/page/structured-data.server";
import { ServerPart } from "~/lib/page/server-rendered";
import { serverParts } from "~/lib/page/server-html.server";
import type { NavLink } from "~/content/main-links";
import type { Route } from "./+types/brand";

export function loader({ params, request, context, url }: Route.LoaderArgs) {
  const brand = found(brandBySlug(params.brand));
  const path = `/services/brands/${brand.slug}`;
  const crumbs = trail({ label: "Services", href: "/services" }, { label: `${brand.name} boilers`, href: path });
  const page: BrandPageView = { brand, related: serviceLinks(brand.relatedServices), crumbs };
  return withStructuredData(context, {
    meta: pageMeta({ title: `${brand.name} Boiler Repair Middlesbrough`, description: brand.summary, path }),
    brand: { name: brand.name },
    html: serverParts(
      { context, request, url },
      {
        intro: () => <Intro {...page} />,
        body: () => <Body {...page} />,
      },
    ),
    jsonLd: [breadcrumbJsonLd(crumbs), ...faqJsonLd(brand.faqs, path)],
  });
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export const meta = loaderMeta;

/** What the page's server-rendered parts show. */
interface BrandPageView {
  brand: Brand;
  related: NavLink[];
  crumbs: Crumb[];
}

function Intro({ brand, crumbs }: BrandPageView) {
  return (
    <PageIntro
      crumbs={crumbs}
      eyebrow="Boiler brands and models"
      title={`${brand.name} Boiler Repair and Servicing`}
      intro={brand.intro}
    >
      <h2 className="mt-8 text-lg font-bold">{`${brand.name} boilers we work on`}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {brand.models.map((model) => (
          <li
            key={model}
            className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
          >
            {model}
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <CallButton />
      </div>
    </PageIntro>
  );
}

function Body({ brand, related }: BrandPageView) {
  return (
    <>
      <section>
        <h2 className="text-2xl font-bold">{`About ${brand.name}`}</h2>
        <Markdown html={brand.body.about} />
      </section>
      <section className="mt-10">
        <h2 className="text-2xl font-bold">{`Common ${brand.name} faults`}</h2>
        <Markdown html={brand.body.commonFaults} />
      </section>
      <section className="mt-10">
        <h2 className="text-2xl font-bold">{`${brand.name} fault codes`}</h2>
        <p className="mt-3 text-slate-700">
          Codes differ between ranges: check your boiler's manual, and never open the casing. If a code comes back after
          one reset, call us.
        </p>
        <ScrollableTable label={`${brand.name} fault codes`} className="mt-4">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="sr-only">{`${brand.name} fault codes, what they mean and what you can do`}</caption>
            <thead className="bg-brand-900 text-white">
              <tr>
                <th scope="col" className="px-4 py-2.5">
                  Code
                </th>
                <th scope="col" className="px-4 py-2.5">
                  What it means
                </th>
                <th scope="col" className="px-4 py-2.5">
                  What you can do
                </th>
              </tr>
            </thead>
            <tbody>
              {brand.faultCodes.map((fault) => (
                <tr key={fault.code} className="border-t border-slate-200 even:bg-slate-50">
                  <th scope="row" className="px-4 py-2.5 font-bold whitespace-nowrap">
                    {fault.code}
                  </th>
                  <td className="px-4 py-2.5 align-top">{fault.meaning}</td>
                  <td className="px-4 py-2.5 align-top">{fault.whatToDo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      </section>
      <section className="mt-10">
        <h2 className="text-2xl font-bold">Parts</h2>
        <Markdown html={brand.body.parts} />
      </section>
      <section className="mt-10">
        <h2 className="text-2xl font-bold">Servicing and warranty</h2>
        <Markdown html={brand.body.servicingAndWarranty} />
      </section>
      <Faqs faqs={brand.faqs} title={`${brand.name} questions`} />
      <LinkList title="Related services" links={related} />
    </>
  );
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { html, brand } = loaderData;
  return (
    <>
      <ServerPart name="intro" html={html} />
      <ContentWithAside
        aside={<QuoteAside formId="service" title={`${brand.name} repair quote`} service={`${brand.name} boiler`} />}
      >
        <ServerPart name="body" html={html} />
      </ContentWithAside>
    </>
  );
}
