import { CallButton } from "~/components/PhoneLink";
import { PageIntro } from "~/components/PageIntro";
import { brandBySlug } from "~/content/brands";
import { found } from "~/lib/not-found";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/brand";

export function loader({ params }: Route.LoaderArgs) {
  return { brand: found(brandBySlug(params.brand)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { brand } = loaderData;
  return pageMeta({
    title: `${brand.name} Boiler Repair Middlesbrough`,
    description: brand.summary,
    path: `/services/brands/${brand.slug}`,
  });
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  return (
    <PageIntro
      eyebrow="Boiler brands and models"
      title={`${brand.name} Boiler Repair and Servicing`}
      intro={brand.intro}
    >
      <h2 className="mt-8 text-xl font-bold">{brand.name} boilers we work on</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {brand.models.map((model) => (
          <li
            key={model}
            className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
          >
            {model}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <CallButton />
      </div>
    </PageIntro>
  );
}
