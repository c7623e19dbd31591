import { CardGrid } from "~/components/CardGrid";
import { PageIntro } from "~/components/PageIntro";
import { business } from "~/content/business";
import { services } from "~/content/services";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { type ServerPageProps, serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/services";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail({ label: "Services", href: "/services" });
  return {
    meta: pageMeta({
      title: "Boiler and Heating Services in Middlesbrough",
      description:
        "Every boiler and heating service we offer in Middlesbrough and Teesside: repairs, 24/7 emergencies, servicing, new boilers, CP12 gas safety checks and power flushing.",
      path: "/services",
    }),
    crumbs,
    jsonLd: [breadcrumbJsonLd(crumbs)],
    cards: services.map((s) => ({ href: `/services/${s.slug}`, title: s.name, text: s.summary })),
  };
}

export function loader(args: Route.LoaderArgs) {
  return serverPage(args, pageView(), Page);
}

export const meta = loaderMeta;

/** Nothing on the page needs JavaScript: it is rendered on the server only (see serverPage). */
function Page({ loaderData }: ServerPageProps<typeof pageView>) {
  return (
    <>
      <PageIntro
        crumbs={loaderData.crumbs}
        eyebrow="All services"
        title="Boiler and Heating Services"
        intro={`From a same-day repair to a new boiler or a landlord's gas safety record, every job is carried out by a Gas Safe registered engineer, with no call-out fee and a ${business.guarantee} guarantee on repairs and installations.`}
      />
      <div className="container-page pb-16">
        <CardGrid cards={loaderData.cards} label="Services" />
      </div>
    </>
  );
}

export default ServerPage;
