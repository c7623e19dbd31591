import { PageIntro } from "~/components/PageIntro";
import { business } from "~/content/business";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/gas-safe-questions";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Gas Safe Questions",
    description:
      "Gas safety answered: checking an engineer is on the Gas Safe Register, landlord CP12 rules, carbon monoxide signs and what to do if you smell gas.",
    path: "/gas-safe-questions",
  });

export default function GasSafeQuestionsPage() {
  return (
    <PageIntro
      eyebrow="Gas safety"
      title="Gas Safe Questions"
      intro="By law, anyone who works on gas appliances in your home must be on the Gas Safe Register. Every engineer we send carries a Gas Safe ID card showing the work they are qualified to do: ask to see it."
    >
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        If you smell gas, do not use switches or naked flames, open doors and windows, turn off the gas at the
        meter if you can, leave the property and call the National Gas Emergency Service on{" "}
        <a className="font-bold text-flame-700 underline" href={`tel:${business.gasEmergencyLine.e164}`}>
          {business.gasEmergencyLine.display}
        </a>
        .
      </p>
    </PageIntro>
  );
}
