import { Link } from "react-router";
import { ContactLine } from "~/components/ContactLine";
import { LongPageView } from "~/components/LongPageView";
import { termsPage } from "~/content/long-pages";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/terms-conditions";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail({ label: "Terms and Conditions", href: "/terms-conditions" });
  return {
    meta: pageMeta({
      title: "Terms and Conditions",
      description:
        "The terms on which Boiler Repair Middlesbrough repairs, services and installs boilers: estimates, payment, our 12-month guarantee and cancellations.",
      path: "/terms-conditions",
    }),
    page: termsPage,
    crumbs,
    jsonLd: [breadcrumbJsonLd(crumbs)],
  };
}

export function loader(args: Route.LoaderArgs) {
  return serverPage(args, pageView(), Page);
}

export const meta = loaderMeta;

/** Nothing on the page needs JavaScript: it is rendered on the server only (see serverPage). */
function Page({ loaderData }: { loaderData: Omit<ReturnType<typeof pageView>, "meta" | "jsonLd"> }) {
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

export default ServerPage;
