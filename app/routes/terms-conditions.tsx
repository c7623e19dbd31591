import { Link } from "react-router";
import { LongPageView } from "~/components/LongPageView";
import { business, fullAddress, mailtoHref, telHref } from "~/content/business";
import { termsPage } from "~/content/details/pages";
import { breadcrumbJsonLd, trail } from "~/lib/breadcrumbs";
import { jsonLdMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-conditions";

export function loader() {
  const crumbs = trail({ label: "Terms and Conditions", href: "/terms-conditions" });
  return { page: termsPage, crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: "Terms and Conditions",
    description:
      "The terms on which Boiler Repair Middlesbrough repairs, services and installs boilers: estimates, payment, our 12-month guarantee and cancellations.",
    path: "/terms-conditions",
  }),
  ...jsonLdMeta(loaderData?.jsonLd),
];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <LongPageView
      page={loaderData.page}
      title="Terms and Conditions"
      eyebrow="Legal"
      crumbs={loaderData.crumbs}
    >
      <p className="mt-8 rounded-xl bg-brand-50 p-5 leading-relaxed text-slate-800">
        {`${business.name}, ${fullAddress}. `}
        Phone{" "}
        <a className="font-semibold text-brand-800 underline" href={telHref}>
          {business.phone.display}
        </a>
        , e-mail{" "}
        <a className="font-semibold text-brand-800 underline" href={mailtoHref}>
          {business.email}
        </a>
        . Complaints are handled under our{" "}
        <Link className="font-semibold text-brand-800 underline" to="/complaints-policy">
          complaints policy
        </Link>
        .
      </p>
    </LongPageView>
  );
}
