import { ContactLine } from "~/components/ContactLine";
import { LongPageView } from "~/components/LongPageView";
import { privacyPage } from "~/content/long-pages";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/privacy-policy";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail({ label: "Privacy Policy", href: "/privacy-policy" });
  return {
    meta: pageMeta({
      title: "Privacy Policy",
      description:
        "How Boiler Repair Middlesbrough uses the details you give us when you ask for a quote or call us, how long we keep them and your rights under UK GDPR.",
      path: "/privacy-policy",
    }),
    page: privacyPage,
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
    <LongPageView page={loaderData.page} title="Privacy Policy" eyebrow="Legal" crumbs={loaderData.crumbs}>
      <ContactLine />
    </LongPageView>
  );
}

export default ServerPage;
