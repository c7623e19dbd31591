import { LongPageView } from "~/components/LongPageView";
import { CallButton } from "~/components/PhoneLink";
import { business, gasSafeRegistration, ratingText } from "~/content/business";
import { aboutPage } from "~/content/long-pages";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { type ServerPageProps, serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/about";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail({ label: "About", href: "/about" });
  return {
    meta: pageMeta({
      title: "About Us",
      description: `A Middlesbrough heating business since ${business.foundedYear}: Gas Safe registered engineers, no call-out fees and a ${business.guarantee} guarantee on every repair.`,
      path: "/about",
    }),
    page: aboutPage,
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
  const facts = [
    ["Founded", String(business.foundedYear)],
    ["Rating", `${ratingText} from ${business.rating.count} reviews`],
    ["Guarantee", business.guarantee],
    ["Call-out fee", "None, day or night"],
    ...(gasSafeRegistration() ? [["Gas Safe", gasSafeRegistration() ?? ""]] : []),
  ];
  return (
    <LongPageView
      page={loaderData.page}
      title={`Keeping Teesside Warm Since ${business.foundedYear}`}
      eyebrow="About us"
      crumbs={loaderData.crumbs}
    >
      <dl className="mt-8 grid grid-cols-2 gap-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="font-bold text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <CallButton />
      </div>
    </LongPageView>
  );
}

export default ServerPage;
