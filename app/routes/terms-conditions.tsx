import { Link } from "react-router";
import { ContactLine } from "~/components/ContactLine";
import { LongPageView } from "~/components/LongPageView";
import { termsPage } from "~/content/long-pages";
import { breadcrumbJsonLd, trail } from "~/lib/breadcrumbs";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { withStructuredData } from "~/lib/structured-data.server";
import type { Route } from "./+types/terms-conditions";

export function loader({ context }: Route.LoaderArgs) {
  const crumbs = trail({ label: "Terms and Conditions", href: "/terms-conditions" });
  return withStructuredData(context, {
    meta: pageMeta({
      title: "Terms and Conditions",
      description:
        "The terms on which Boiler Repair Middlesbrough repairs, services and installs boilers: estimates, payment, our 12-month guarantee and cancellations.",
      path: "/terms-conditions",
    }),
    page: termsPage,
    crumbs,
    jsonLd: [breadcrumbJsonLd(crumbs)],
  });
}

export const meta = loaderMeta;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <LongPageView page={loaderData.page} title="Terms and Conditions" eyebrow="Legal" crumbs={loaderData.crumbs}>
      <ContactLine>
        Complaints are handled under our{" "}
        <Link className="font-semibold text-brand-800 underline" to="/complaints-policy">
          complaints policy
        </Link>
        .
      </ContactLine>
    </LongPageView>
  );
}
