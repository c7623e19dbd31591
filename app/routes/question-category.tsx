import { PageIntro } from "~/components/PageIntro";
import { questionCategoryBySlug } from "~/content/questions";
import { found } from "~/lib/not-found";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/question-category";

export function loader({ params }: Route.LoaderArgs) {
  return { category: found(questionCategoryBySlug(params.category)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { category } = loaderData;
  return pageMeta({
    title: `${category.name} Questions`,
    description: category.summary,
    path: `/questions/${category.slug}`,
  });
}

export default function QuestionCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <PageIntro
      eyebrow="Questions"
      title={`${category.name}: Your Questions Answered`}
      intro={category.summary}
    />
  );
}
