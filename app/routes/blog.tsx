import { CardGrid } from "~/components/CardGrid";
import { PageIntro } from "~/components/PageIntro";
import { articles } from "~/content/blog";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";

export function loader() {
  return {
    cards: articles.map((a) => ({ href: `/blog/${a.slug}`, title: a.title, text: a.excerpt })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Boiler Advice Blog",
    description:
      "Plain-English boiler advice from Middlesbrough Gas Safe engineers: pressure problems, fault codes, servicing and keeping your heating running through winter.",
    path: "/blog",
  });

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Boiler Advice from Our Engineers"
        intro="Practical advice from engineers who fix boilers across Teesside every day: what a fault means, what you can safely check yourself, and when to call."
      />
      <div className="container-page pb-16">
        <CardGrid cards={loaderData.cards} label="Articles" />
      </div>
    </>
  );
}
