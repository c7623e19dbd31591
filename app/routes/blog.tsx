import { Link } from "react-router";
import { formatLongDate } from "~/lib/page/dates";
import { PageIntro } from "~/components/PageIntro";
import { articles } from "~/content/blog";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { type ServerPageProps, serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/blog";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail({ label: "Blog", href: "/blog" });
  return {
    meta: pageMeta({
      title: "Boiler Advice Blog",
      description:
        "Plain-English boiler advice from Middlesbrough Gas Safe engineers: pressure problems, fault codes, servicing and keeping your heating running through winter.",
      path: "/blog",
    }),
    posts: [...articles]
      .sort((a, b) => b.published.localeCompare(a.published))
      .map((a) => ({
        href: `/blog/${a.slug}`,
        title: a.title,
        excerpt: a.excerpt,
        category: a.category,
        readTime: a.readTime,
        published: a.published,
        date: formatLongDate(a.published),
      })),
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
        eyebrow="Blog"
        title="Boiler Advice from Our Engineers"
        intro="Practical advice from engineers who fix boilers across Teesside every day: what a fault means, what you can safely check yourself, and when to call."
      />
      <div className="container-page pb-16">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post) => (
            <li key={post.href}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-sm font-semibold text-flame-700">{`${post.category} · ${post.readTime} min read`}</p>
                <h2 className="mt-2 text-xl font-bold">
                  <Link to={post.href} prefetch="intent" className="text-brand-900 hover:underline">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
                <p className="mt-4 text-sm text-slate-600">
                  <time dateTime={post.published}>{post.date}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export default ServerPage;
