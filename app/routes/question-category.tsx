import { LinkList } from "~/components/LinkList";
import { PageIntro } from "~/components/PageIntro";
import { Faqs } from "~/components/Prose";
import { questionCategories, questionCategoryBySlug } from "~/content/questions";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { faqJsonLd } from "~/lib/page/faq-json-ld";
import { found } from "~/lib/page/not-found";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { type ServerPageProps, serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/question-category";

/** The page: its data, meta tags and structured data. */
function pageView({ params }: Route.LoaderArgs) {
  const category = found(questionCategoryBySlug(params.category));
  const faqs = category.questions;
  const crumbs = trail(
    { label: "Questions", href: "/questions" },
    { label: category.name, href: `/questions/${category.slug}` },
  );
  return {
    meta: pageMeta({
      title: `${category.name} Questions`,
      description: category.summary,
      path: `/questions/${category.slug}`,
    }),
    category,
    faqs,
    others: questionCategories
      .filter((c) => c.slug !== category.slug)
      .map((c) => ({ href: `/questions/${c.slug}`, label: c.name })),
    crumbs,
    jsonLd: [...faqJsonLd(faqs, `/questions/${category.slug}`), breadcrumbJsonLd(crumbs)],
  };
}

export function loader(args: Route.LoaderArgs) {
  return serverPage(args, pageView(args), Page);
}

export const meta = loaderMeta;

/** Nothing on the page needs JavaScript: it is rendered on the server only (see serverPage). */
function Page({ loaderData }: ServerPageProps<typeof pageView>) {
  const { category, faqs, others, crumbs } = loaderData;
  return (
    <>
      <PageIntro
        crumbs={crumbs}
        eyebrow="Questions"
        title={`${category.name}: Your Questions Answered`}
        intro={category.summary}
      />
      <div className="container-page max-w-4xl pb-16">
        <Faqs faqs={faqs} title={`${faqs.length} questions about ${category.name.toLowerCase()}`} />
        <LinkList
          title="More questions"
          links={[...others, { href: "/gas-safe-questions", label: "Gas Safe Questions" }]}
        />
      </div>
    </>
  );
}

export default ServerPage;
