import { PageIntro } from "~/components/PageIntro";
import { Bullets, Faqs } from "~/components/Prose";
import { business } from "~/content/business";
import { gasSafety } from "~/content/questions";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { faqJsonLd } from "~/lib/page/faq-json-ld";
import { loaderMeta } from "~/lib/page/loader-meta";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { type ServerPageProps, serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/gas-safe-questions";

/** The page: its data, meta tags and structured data. */
function pageView() {
  const crumbs = trail(
    { label: "Questions", href: "/questions" },
    { label: "Gas Safe Questions", href: "/gas-safe-questions" },
  );
  return {
    meta: pageMeta({
      title: "Gas Safe Questions",
      description:
        "Gas safety answered: checking an engineer is on the Gas Safe Register, landlord CP12 rules, carbon monoxide signs and what to do if you smell gas.",
      path: "/gas-safe-questions",
    }),
    faqs: gasSafety.questions,
    gasSmellSteps: gasSafety.gasSmellSteps,
    lpgSmellSteps: gasSafety.lpgSmellSteps,
    carbonMonoxideSigns: gasSafety.carbonMonoxideSigns,
    crumbs,
    jsonLd: [...faqJsonLd(gasSafety.questions, "/gas-safe-questions"), breadcrumbJsonLd(crumbs)],
  };
}

export function loader(args: Route.LoaderArgs) {
  return serverPage(args, pageView(), Page);
}

export const meta = loaderMeta;

/** Nothing on the page needs JavaScript: it is rendered on the server only (see serverPage). */
function Page({ loaderData }: ServerPageProps<typeof pageView>) {
  const emergency = business.gasEmergencyLine;
  return (
    <>
      <PageIntro
        crumbs={loaderData.crumbs}
        eyebrow="Gas safety"
        title="Gas Safe Questions"
        intro="By law, anyone who works on gas appliances in your home must be on the Gas Safe Register. Every engineer we send carries a Gas Safe ID card showing the work they are qualified to do: ask to see it."
      />
      <div className="container-page max-w-4xl pb-16">
        <section
          id="gas-emergency"
          aria-labelledby="smell-gas"
          className="scroll-mt-24 rounded-2xl border-2 border-red-700 bg-red-50 p-6"
        >
          <h2 id="smell-gas" className="text-2xl font-extrabold text-red-900">
            If you smell gas
          </h2>
          <Bullets items={loaderData.gasSmellSteps} ordered />
          <p className="mt-4 text-lg font-bold text-red-900">
            National Gas Emergency Service, free, 24 hours:{" "}
            <a className="underline" href={`tel:${emergency.e164}`}>
              {emergency.display}
            </a>
          </p>
          <p className="mt-2 text-slate-800">
            This is the gas network's emergency line, not ours: they make the supply safe. Once it is safe, we can
            repair the appliance.
          </p>
          <h3 id="lpg" className="mt-6 scroll-mt-24 text-xl font-bold text-red-900">
            Gas from a bottle or tank (LPG)
          </h3>
          <p className="mt-2 text-slate-800">
            The National Gas Emergency Service covers mains gas. If your gas comes from cylinders or a tank, as in many
            caravans and homes off the mains, your LPG supplier runs the emergency line:
          </p>
          <Bullets items={loaderData.lpgSmellSteps} ordered />
        </section>
        <section className="mt-10" aria-labelledby="co-signs">
          <h2 id="co-signs" className="text-2xl font-bold">
            Carbon monoxide: the warning signs
          </h2>
          <p className="mt-3 text-slate-800">
            Carbon monoxide has no colour, taste or smell. If your alarm sounds or you notice these signs, turn
            appliances off, open windows, get everyone into fresh air and call {emergency.display}; see a doctor if
            anyone feels unwell.
          </p>
          <Bullets items={loaderData.carbonMonoxideSigns} />
        </section>
        <Faqs faqs={loaderData.faqs} title="Gas Safe Register and gas safety records" />
      </div>
    </>
  );
}

export default ServerPage;
