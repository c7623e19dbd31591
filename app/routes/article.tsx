import type { BlogPosting, WithContext } from "schema-dts";
import { formatLongDate, londonDateTime } from "~/lib/page/dates";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { CallButton } from "~/components/PhoneLink";
import { Sections } from "~/components/Prose";
import { articleBySlug, articles } from "~/content/blog";
import { absoluteUrl, business } from "~/content/business";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { found } from "~/lib/page/not-found";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta, socialImagePath } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { type ServerPageProps, serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/article";

/** The page: its data, meta tags and structured data. */
function pageView({ params }: Route.LoaderArgs) {
  const article = found(articleBySlug(params.slug));
  const body = { sections: article.body };
  const path = `/blog/${article.slug}`;
  const crumbs = trail({ label: "Blog", href: "/blog" }, { label: article.title, href: path });
  const posting: WithContext<BlogPosting> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    datePublished: londonDateTime(article.published),
    dateModified: londonDateTime(article.published),
    articleSection: article.category,
    author: { "@type": "Organization", name: article.author, url: absoluteUrl("/about") },
    publisher: {
      "@type": "Organization",
      name: business.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    },
    image: absoluteUrl(socialImagePath),
    mainEntityOfPage: absoluteUrl(path),
    timeRequired: `PT${article.readTime}M`,
  };
  return {
    meta: [
      ...pageMeta({ title: article.title, description: article.excerpt, path: `/blog/${article.slug}` }),
      { property: "article:published_time", content: article.published },
    ],
    article,
    body,
    more: articles
      .filter((a) => a.slug !== article.slug)
      .slice(0, 3)
      .map((a) => ({ href: `/blog/${a.slug}`, title: a.title, excerpt: a.excerpt })),
    crumbs,
    jsonLd: [posting, breadcrumbJsonLd(crumbs)],
  };
}

export function loader(args: Route.LoaderArgs) {
  return serverPage(args, pageView(args), Page);
}

export const meta = loaderMeta;

/** Nothing on the page needs JavaScript: it is rendered on the server only (see serverPage). */
function Page({ loaderData }: ServerPageProps<typeof pageView>) {
  const { article, body, more, crumbs } = loaderData;
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <Breadcrumbs crumbs={crumbs} />
      <article>
        <p className="mt-8 text-sm font-bold tracking-wider text-flame-700 uppercase">{article.category}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
        <p className="mt-4 text-sm text-slate-600">
          <time dateTime={article.published}>{formatLongDate(article.published)}</time>
          {` · ${article.readTime} min read · ${article.author}`}
        </p>
        <p className="mt-6 text-xl leading-relaxed text-slate-800">{article.intro}</p>
        <Sections sections={body.sections} />
      </article>
      <aside className="mt-12 rounded-2xl bg-brand-900 p-6 text-white">
        <p className="text-lg font-bold">Need an engineer? We are Gas Safe registered, with no call-out fee.</p>
        <CallButton className="mt-4" />
      </aside>
      <section className="mt-12" aria-labelledby="more-heading">
        <h2 id="more-heading" className="text-2xl font-bold">
          More boiler advice
        </h2>
        <ul className="mt-4 space-y-4">
          {more.map((a) => (
            <li key={a.href}>
              <Link to={a.href} className="text-lg font-bold text-brand-800 hover:underline">
                {a.title}
              </Link>
              <p className="text-slate-700">{a.excerpt}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default ServerPage;
