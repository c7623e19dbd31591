import { ContactLine } from "~/components/ContactLine";
import { LongPageView } from "~/components/LongPageView";
import { business } from "~/content/business";
import { complaintsPage } from "~/content/long-pages";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/complaints-policy";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail({ label: "Complaints Policy", href: "/complaints-policy" });
  return {
    meta: pageMeta({
      title: "Complaints Policy",
      description:
        "How to raise a complaint about our work, how quickly Boiler Repair Middlesbrough responds, and how to escalate it if you are not satisfied with our answer.",
      path: "/complaints-policy",
    }),
    page: complaintsPage,
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
    <LongPageView page={loaderData.page} title="Complaints Policy" eyebrow="Legal" crumbs={loaderData.crumbs}>
      <ContactLine>
        Smell gas? Call the National Gas Emergency Service on{" "}
        <a className="font-semibold text-brand-800 underline" href={`tel:${business.gasEmergencyLine.e164}`}>
          {business.gasEmergencyLine.display}
        </a>
        .
      </ContactLine>
    </LongPageView>
  );
}

export default ServerPage;
