import { CardGrid } from "~/components/CardGrid";
import { PageIntro } from "~/components/PageIntro";
import { areas } from "~/content/areas";
import { breadcrumbJsonLd, trail } from "~/lib/breadcrumbs";
import { jsonLdMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/areas";

export function loader() {
  const crumbs = trail({ label: "Areas", href: "/areas" });
  return {
    crumbs,
    jsonLd: [breadcrumbJsonLd(crumbs)],
    cards: areas.map((a) => ({ href: `/areas/${a.slug}`, title: a.name, text: a.summary })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: "Areas We Cover",
    description:
      "Boiler repair and servicing across Middlesbrough, Teesside and East Cleveland: Acklam, Linthorpe, Marton, Coulby Newham, Nunthorpe and the surrounding towns.",
    path: "/areas",
  }),
  ...jsonLdMeta(loaderData?.jsonLd),
];

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
        <CardGrid cards={loaderData.cards} label="Areas" />
      </div>
    </>
  );
}
