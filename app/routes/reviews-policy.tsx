import { ContactLine } from "~/components/ContactLine";
import { LongPageView } from "~/components/LongPageView";
import { reviewsPolicyPage } from "~/content/long-pages";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/reviews-policy";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail({ label: "Reviews Policy", href: "/reviews-policy" });
  return {
    meta: pageMeta({
      title: "Reviews Policy",
      description:
        "How Boiler Repair Middlesbrough asks for reviews: every customer the same link, every review published, none paid for or filtered, as the DMCC Act 2024 requires.",
      path: "/reviews-policy",
    }),
    page: reviewsPolicyPage,
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
    <LongPageView page={loaderData.page} title="Reviews Policy" eyebrow="Legal" crumbs={loaderData.crumbs}>
      <ContactLine> Questions about a review, or one you think is fake? Tell us using these details.</ContactLine>
    </LongPageView>
  );
}

export default ServerPage;
