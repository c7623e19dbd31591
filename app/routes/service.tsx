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
import type { NavLink } from "~/content/main-links";
import { type Service, serviceAliasOf, serviceBySlug } from "~/content/services";
import { brandLinks, serviceLinks } from "~/content/links";
import { breadcrumbJsonLd, type Crumb, trail } from "~/lib/page/breadcrumbs";
import { faqJsonLd } from "~/lib/page/faq-json-ld";
import { found } from "~/lib/page/not-found";
import { quoteAction } from "~/lib/page/quote-action.server";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { businessRef } from "~/lib/page/structured-data";
import { withStructuredData } from "~/lib/page/structured-data.server";
import { ServerPart } from "~/lib/page/server-rendered";
import { serverParts } from "~/lib/page/server-html.server";
import { ReminderForm } from "~/components/ReminderForm";
import { REMINDER_PATHS, type ReminderFormAnswer, type ReminderKind } from "~/lib/contracts/reminders";
import { reminderSignUpAction } from "~/lib/page/reminder-action.server";
import type { Route } from "./+types/service";

export function loader({ params, request, context, url }: Route.LoaderArgs) {
  const alias = serviceAliasOf(params.service);
  if (alias) throw redirect(`/services/${alias}`, 301);
  const service = found(serviceBySlug(params.service));
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
  const price = pkg
    ? { name: pkg.name, text: formatPriceText(pkg), vat: ` (${vatNote})`, guaranteed: carriesGuarantee(pkg) }
    : { name: "Price:", text: installationPricing, vat: "", guaranteed: true };
  const page: ServicePageView = {
    service,
    price,
    related: serviceLinks(service.relatedServices),
    brands: brandLinks(service.relatedBrands),
    crumbs,
  };
  return withStructuredData(context, {
    meta: pageMeta({ title: `${service.name} Middlesbrough`, description: service.summary, path }),
    service: { slug: service.slug, reminder: REMINDER_SERVICES[service.slug], routine: pkg?.routine === true },
    html: serverParts(
      { context, request, url },
      {
        intro: () => <Intro {...page} />,
        body: () => <Body {...page} />,
        more: () => <More {...page} />,
      },
    ),
    jsonLd: [schema, breadcrumbJsonLd(crumbs), ...faqJsonLd(service.faqs, path)],
  });
}

/** The reminder sign-up posts here too (`?reminder`), so its answer shows where the form is; the quote form otherwise. */
export const action = (args: Route.ActionArgs) =>
  new URL(args.request.url).searchParams.has(REMINDER_QUERY) ? reminderSignUpAction(args) : quoteAction(args);

const REMINDER_QUERY = "reminder";

export const meta = loaderMeta;

/** What the page's server-rendered parts show. */
interface ServicePageView {
  service: Service;
  price: { name: string; text: string; vat: string; guaranteed: boolean };
  related: NavLink[];
  brands: NavLink[];
  crumbs: Crumb[];
}

function Intro({ service, price, crumbs }: ServicePageView) {
  return (
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
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <CallButton />
        {REMINDER_SERVICES[service.slug] && (
          <a href="#reminder" className="btn btn-outline">
            E-mail me a reminder
          </a>
        )}
      </div>
    </PageIntro>
  );
}

/** The service pages that offer the reminder sign-up, and the kind of reminder each offers. */
const REMINDER_SERVICES: Readonly<Record<string, ReminderKind>> = {
  "gas-safety-checks": "gas-safety",
  "boiler-servicing": "service",
};

function Body({ service, price }: ServicePageView) {
  return (
    <>
      <section>
        <h2 className="text-2xl font-bold">{`${service.name}: what you need to know`}</h2>
        <Markdown html={service.body.whatItIs} />
      </section>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <section>
          <h2 className="text-xl font-bold">Signs to look out for</h2>
          <Markdown html={service.body.signs} />
        </section>
        <section>
          <h2 className="text-xl font-bold">Common causes</h2>
          <Markdown html={service.body.causes} />
        </section>
      </div>
      <section className="mt-10">
        <h2 className="text-2xl font-bold">What our engineer does</h2>
        <Markdown html={service.body.whatWeDo} />
        <p className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">{`How long it takes: ${service.timeTaken}`}</p>
      </section>
      {service.body.safetyNote && (
        <section className="mt-8 rounded-xl border-l-4 border-flame-600 bg-flame-50 p-5">
          <h2 className="text-lg font-bold">Safety first</h2>
          <Markdown html={service.body.safetyNote} compact />
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
    </>
  );
}

/** After the reminder sign-up: questions and links. */
function More({ service, related, brands }: ServicePageView) {
  return (
    <>
      <Faqs faqs={service.faqs} title={`${service.name}: your questions`} />
      <LinkList title="Related services" links={related} />
      <LinkList title="Boiler makes" links={brands} />
    </>
  );
}

/** The reminder sign-up, rendered by React: its answer is shown in place. */
function ReminderSection({ slug, kind, answer }: { slug: string; kind: ReminderKind; answer?: ReminderFormAnswer }) {
  return (
    <section
      id="reminder"
      aria-labelledby="reminder-heading"
      className="mt-10 scroll-mt-24 rounded-2xl bg-slate-50 p-6"
    >
      <h2 id="reminder-heading" className="text-xl font-bold">
        Get a reminder before the next one is due
      </h2>
      <p className="mt-2 text-slate-700">
        Free: we e-mail you 8 weeks and 3 weeks before, every year, until you unsubscribe. Or take a{" "}
        <a href={REMINDER_PATHS.signUp} className="font-semibold text-brand-800 underline">
          calendar file instead
        </a>
        .
      </p>
      <div className="mt-4">
        <ReminderForm
          idPrefix="page-reminder"
          action={`/services/${slug}?${REMINDER_QUERY}#reminder`}
          kind={kind}
          answer={answer}
        />
      </div>
    </section>
  );
}

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { html, service } = loaderData;
  // The reminder sign-up's answer (the quote form's is read by the quote form).
  const reminderAnswer = actionData && "done" in actionData ? (actionData as ReminderFormAnswer) : undefined;
  return (
    <>
      <ServerPart name="intro" html={html} />
      <ContentWithAside
        aside={
          <QuoteAside formId="service" title="Ask for a free quote" service={service.slug} routine={service.routine} />
        }
      >
        <ServerPart name="body" html={html} />
        {service.reminder && <ReminderSection slug={service.slug} kind={service.reminder} answer={reminderAnswer} />}
        <ServerPart name="more" html={html} />
      </ContentWithAside>
    </>
  );
}
