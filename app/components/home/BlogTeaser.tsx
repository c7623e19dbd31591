import { Link } from "react-router";
import { Icon } from "~/components/Icon";

/** A blog teaser: title, excerpt, reading time, category, link and whether it is the featured one. */
export interface Teaser {
  title: string;
  excerpt: string;
  readTime: number;
  category: string;
  href: string;
  featured: boolean;
}

function Meta({ teaser }: { teaser: Teaser }) {
  return (
    <p className="flex items-center gap-3 text-sm font-semibold">
      <span className="rounded-full bg-flame-50 px-2.5 py-0.5 text-flame-800 ring-1 ring-flame-600/30">
        {teaser.category}
      </span>
      <span className="flex items-center gap-1 text-slate-600">
        <Icon name="clock" className="size-4" />
        {`${teaser.readTime} min read`}
      </span>
    </p>
  );
}

export function BlogTeaser({ teasers }: { teasers: Teaser[] }) {
  const featured = teasers.find((t) => t.featured) ?? teasers[0];
  const others = teasers.filter((t) => t !== featured).slice(0, 2);
  if (!featured) return null;
  return (
    <section aria-labelledby="blog-heading" className="bg-slate-50 py-14 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="blog-heading" className="text-3xl font-extrabold sm:text-4xl">
              Boiler Advice from Our Engineers
            </h2>
            <p className="mt-2 text-lg text-slate-700">Plain answers to the problems we fix every week.</p>
          </div>
          <Link to="/blog" className="inline-flex items-center gap-1.5 font-bold text-brand-700 hover:underline">
            All articles <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <article className="flex flex-col rounded-2xl bg-brand-900 p-7 text-white shadow-lg">
            <p className="text-xs font-bold tracking-wider text-flame-500 uppercase">Featured article</p>
            <h3 className="mt-3 text-2xl font-extrabold text-white sm:text-3xl">
              <Link to={featured.href} className="hover:underline">
                {featured.title}
              </Link>
            </h3>
            <p className="mt-3 flex-1 text-lg text-brand-100">{featured.excerpt}</p>
            <p className="mt-5 text-sm font-semibold text-brand-100">{`${featured.category} · ${featured.readTime} min read`}</p>
          </article>
          <div className="grid gap-6">
            {others.map((teaser) => (
              <article key={teaser.href} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <Meta teaser={teaser} />
                <h3 className="mt-3 text-xl font-bold">
                  <Link to={teaser.href} className="text-brand-900 hover:underline">
                    {teaser.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{teaser.excerpt}</p>
              </article>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
