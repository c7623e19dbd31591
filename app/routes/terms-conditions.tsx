import { PageIntro } from "~/components/PageIntro";
import { business } from "~/content/business";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms-conditions";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms and Conditions",
    description:
      "The terms on which Boiler Repair Middlesbrough repairs, services and installs boilers: estimates, payment, our 12-month guarantee and cancellations.",
    path: "/terms-conditions",
  });

export default function TermsPage() {
  return (
    <PageIntro
      eyebrow="Legal"
      title="Terms and Conditions"
      intro={`We give you a free estimate before any work begins and do not start without your agreement. Repairs carry a ${business.guarantee} guarantee on the parts we fit and the work we do.`}
    />
  );
}
