import { Icon } from "~/components/Icon";
import { PageIntro } from "~/components/PageIntro";
import { QuoteAside } from "~/components/QuoteAside";
import { QuoteExtras } from "~/components/request/QuoteExtras";
import { photoParts } from "~/components/QuotePhotos";
import { business, formatHoursLine, fullAddress, gasSafeRegistration, mailtoHref, telHref } from "~/content/business";
import { breadcrumbJsonLd, type Crumb, trail } from "~/lib/page/breadcrumbs";
import { quoteAction } from "~/lib/page/quote-action.server";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { withStructuredData } from "~/lib/page/structured-data.server";
import { ServerPart } from "~/lib/page/server-rendered";
import { serverParts } from "~/lib/page/server-html.server";
import type { Route } from "./+types/contact";

export function loader({ request, context, url }: Route.LoaderArgs) {
  const crumbs = trail({ label: "Contact", href: "/contact" });
  return withStructuredData(context, {
    meta: pageMeta({
      title: "Contact Us",
      description: `Call ${business.phone.display} for same-day boiler repair in Middlesbrough, or ask for a free quote online. Engineers 7 days a week, emergencies 24/7.`,
      path: "/contact",
    }),
    html: serverParts(
      { context, request, url },
      {
        intro: () => <Intro crumbs={crumbs} />,
        details: () => <Details />,
      },
    ),
    jsonLd: [breadcrumbJsonLd(crumbs)],
  });
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export const meta = loaderMeta;

function Intro({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <PageIntro
      crumbs={crumbs}
      eyebrow="Contact"
      title="Contact Us"
      intro="The quickest way to reach an engineer is to call. Book before 12pm for a same-day repair, subject to availability; for a breakdown out of hours our emergency line is open 24/7."
    />
  );
}

/** Phone, e-mail, address and opening hours. */
function Details() {
  const sunday = business.structuredHours.find((line) => line.days.includes("Sunday"));
  return (
    <div className="min-w-0 space-y-8">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <li className="rounded-2xl border border-slate-200 p-5">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Icon name="phone" className="size-5 text-flame-700" /> Phone
          </h2>
          <a href={telHref} className="mt-2 block text-2xl font-extrabold text-brand-800 underline">
            {business.phone.display}
          </a>
          <p className="mt-1 text-slate-700">Answered by our engineers, and 24/7 for emergencies.</p>
        </li>
        <li className="rounded-2xl border border-slate-200 p-5">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Icon name="mail" className="size-5 text-flame-700" /> E-mail
          </h2>
          <a href={mailtoHref} className="mt-2 block font-bold break-words text-brand-800 underline">
            {business.email}
          </a>
          <p className="mt-1 text-slate-700">For non-urgent questions and landlord paperwork.</p>
        </li>
        <li className="rounded-2xl border border-slate-200 p-5 sm:col-span-2">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Icon name="map-pin" className="size-5 text-flame-700" /> Address
          </h2>
          <address className="mt-2 text-slate-800 not-italic">{fullAddress}</address>
          {gasSafeRegistration() && <p className="mt-1 font-semibold text-slate-800">{gasSafeRegistration()}</p>}
          <p className="mt-1 text-slate-700">
            Our base in Middlesbrough town centre; engineers come to you across Middlesbrough, Redcar and Cleveland,
            Stockton-on-Tees and North Yorkshire's edge as far as Whitby.
          </p>
        </li>
      </ul>
      <section aria-labelledby="hours-heading" className="rounded-2xl bg-brand-50 p-6">
        <h2 id="hours-heading" className="text-2xl font-bold">
          Opening hours
        </h2>
        <ul className="mt-3 space-y-1 text-lg">
          {business.hours.lines.map((line) => (
            <li key={line.label}>{formatHoursLine(line)}</li>
          ))}
          <li className="font-bold">{business.hours.emergency}</li>
        </ul>
        {sunday && (
          <p className="mt-4 leading-relaxed text-slate-800">
            {`A note on Sundays: some listings, such as maps and search results, show our Sunday hours as ${sunday.opens}-${sunday.closes} rather than ${business.hours.lines[1] ? formatHoursLine(business.hours.lines[1]).replace(/^\S+ /, "") : ""}. Both are times you can reach us to book a visit; whatever the time, the emergency line is open around the clock, so if your heating or hot water has failed, call.`}
          </p>
        )}
      </section>
    </div>
  );
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { html } = loaderData;
  return (
    <>
      <ServerPart name="intro" html={html} />
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_26rem]">
        <ServerPart name="details" html={html} className="min-w-0" />
        <QuoteAside
          formId="contact"
          title="Ask for a free quote"
          extraFields={(props) => <QuoteExtras {...props} />}
          photos={photoParts}
        />
      </div>
    </>
  );
}
