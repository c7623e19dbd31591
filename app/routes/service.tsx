import { redirect } from "react-router";
import { CallButton } from "~/components/PhoneLink";
import { PageIntro } from "~/components/PageIntro";
import { QuoteForm } from "~/components/QuoteForm";
import { business, formatPriceText, packageById, vatNote } from "~/content/business";
import { serviceAliases, serviceBySlug } from "~/content/services";
import { found } from "~/lib/not-found";
import { quoteAction } from "~/lib/quote-action.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service";

export function loader({ params }: Route.LoaderArgs) {
  const alias = serviceAliases[params.service];
  if (alias) throw redirect(`/services/${alias}`, 301);
  const service = found(serviceBySlug(params.service));
  const price = packageById(service.priceId);
  return { service, price: { name: price.name, priceText: formatPriceText(price) } };
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { service } = loaderData;
  return pageMeta({
    title: `${service.name} Middlesbrough`,
    description: service.summary,
    path: `/services/${service.slug}`,
  });
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, price } = loaderData;
  return (
    <PageIntro
      eyebrow="Gas Safe registered • No call-out fee"
      title={`${service.name} in Middlesbrough`}
      intro={service.intro}
    >
      <p className="mt-4 text-lg text-slate-700">
        {price.name} <strong className="text-slate-900">{price.priceText}</strong> ({vatNote}), with a{" "}
        {business.guarantee} guarantee.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <CallButton />
      </div>
    </PageIntro>
  );
}
