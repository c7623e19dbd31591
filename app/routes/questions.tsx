import { CardGrid } from "~/components/CardGrid";
import { PageIntro } from "~/components/PageIntro";
import { questionCategories } from "~/content/questions";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { type ServerPageProps, serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/questions";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail({ label: "Questions", href: "/questions" });
  return {
    meta: pageMeta({
      title: "Boiler and Heating Questions",
      description:
        "Answers to the questions Middlesbrough homeowners and landlords ask us most: repairs, servicing, new boilers, gas safety, prices and landlord certificates.",
      path: "/questions",
    }),
    cards: [
      ...questionCategories.map((c) => ({
        href: `/questions/${c.slug}`,
        title: c.name,
        text: `${c.summary} (${c.questions.length} questions)`,
      })),
      {
        href: "/gas-safe-questions",
        title: "Gas Safe Questions",
        text: "The Gas Safe Register, landlord gas safety records and what to do if you smell gas.",
      },
    ],
    crumbs,
    jsonLd: [breadcrumbJsonLd(crumbs)],
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
        eyebrow="Questions"
        title="Your Boiler Questions Answered"
        intro="Straight answers to the questions we are asked most often. If yours is not here, call us: the engineer who answers will tell you honestly whether you need a visit."
      />
      <div className="container-page pb-16">
        <CardGrid cards={loaderData.cards} label="Question categories" />
      </div>
    </>
  );
}

export default ServerPage;
