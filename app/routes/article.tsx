import { articleBySlug } from "~/content/blog";
import { found } from "~/lib/not-found";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/article";

export function loader({ params }: Route.LoaderArgs) {
  return { article: found(articleBySlug(params.slug)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { article } = loaderData;
  return pageMeta({ title: article.title, description: article.excerpt, path: `/blog/${article.slug}` });
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <article className="container-page max-w-3xl py-12 sm:py-16">
      <p className="text-sm font-bold uppercase tracking-wider text-flame-700">{article.category}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
      <p className="mt-4 text-sm text-slate-600">
        <time dateTime={article.published}>{dateFormat.format(new Date(article.published))}</time> ·{" "}
        {article.readTime} min read · {article.author}
      </p>
      <div className="prose-page">
        <p>{article.intro}</p>
      </div>
    </article>
  );
}
