import { CardGrid } from "~/components/CardGrid";
import { PageIntro } from "~/components/PageIntro";
import { areas } from "~/content/areas";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { checkCoverage } from "~/lib/contracts/coverage";
import { CoverageCheck } from "~/components/CoverageCheck";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { withStructuredData } from "~/lib/page/structured-data.server";
import type { Route } from "./+types/areas";

export function loader({ url, context }: Route.LoaderArgs) {
  const postcode = url.searchParams.get("postcode");
  const crumbs = trail({ label: "Areas", href: "/areas" });
  return withStructuredData(context, {
    meta: pageMeta({
      title: "Areas We Cover",
      description:
        "Boiler repair and servicing across Middlesbrough, Teesside and East Cleveland: Acklam, Linthorpe, Marton, Coulby Newham, Nunthorpe and the surrounding towns.",
      path: "/areas",
    }),
    crumbs,
    jsonLd: [breadcrumbJsonLd(crumbs)],
    coverage: postcode === null ? undefined : checkCoverage(postcode.slice(0, 16)),
    cards: areas.map((a) => ({ href: `/areas/${a.slug}`, title: a.name, text: a.summary })),
  });
}

export const meta = loaderMeta;

export default function AreasPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        crumbs={loaderData.crumbs}
        eyebrow="Areas"
        title="Areas We Cover"
        intro="We are based on Oak Street in Middlesbrough town centre and cover the town and a wide radius around it, from Stockton and Yarm to Redcar, Guisborough and the coast."
      />
      <div className="container-page pb-16">
        <section
          id="coverage"
          aria-labelledby="coverage-heading"
          className="mb-10 max-w-xl scroll-mt-24 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
        >
          <h2 id="coverage-heading" className="text-xl font-bold">
            Do we cover your postcode?
          </h2>
          <div className="mt-3">
            <CoverageCheck key={loaderData.coverage?.district ?? "none"} initial={loaderData.coverage} tone="light" />
          </div>
        </section>
        <CardGrid cards={loaderData.cards} label="Areas" />
      </div>
    </>
  );
}
