import { CallButton } from "~/components/PhoneLink";
import { PageIntro } from "~/components/PageIntro";
import { QuoteForm } from "~/components/QuoteForm";
import { areaBySlug } from "~/content/areas";
import { found } from "~/lib/not-found";
import { quoteAction } from "~/lib/quote-action.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/area";

export function loader({ params }: Route.LoaderArgs) {
  return { area: found(areaBySlug(params.location)) };
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { area } = loaderData;
  return pageMeta({
    title: `Boiler Repair and Servicing in ${area.name}`,
    description: area.summary,
    path: `/areas/${area.slug}`,
  });
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area } = loaderData;
  return (
    <PageIntro
      eyebrow={`Postcodes ${area.postcodeDistricts.join(", ")}`}
      title={`Boiler Repair in ${area.name}`}
      intro={area.about[0] ?? area.summary}
    >
      <p className="mt-4 text-lg text-slate-700">
        About {area.milesFromBase} miles from our base in Middlesbrough town centre.
      </p>
      <div className="mt-8">
        <CallButton />
      </div>
      <div className="mt-10 max-w-xl rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
        <QuoteForm formId="area" title={`Free quote in ${area.name}`} />
      </div>
    </PageIntro>
  );
}
