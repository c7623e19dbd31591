import { PageIntro } from "~/components/PageIntro";
import { business } from "~/content/business";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How Boiler Repair Middlesbrough uses the details you give us when you ask for a quote or call us, how long we keep them and your rights under UK GDPR.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicyPage() {
  return (
    <PageIntro
      eyebrow="Legal"
      title="Privacy Policy"
      intro={`When you ask us for a quote, ${business.name} uses your name, phone number, postcode and description of the problem only to contact you about that job. We do not sell your details or use them for marketing. Contact ${business.email} with any question about your data.`}
    />
  );
}
