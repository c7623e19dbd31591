import { PageIntro } from "~/components/PageIntro";
import { business } from "~/content/business";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/complaints-policy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Complaints Policy",
    description:
      "How to raise a complaint about our work, how quickly Boiler Repair Middlesbrough responds, and how to escalate it if you are not satisfied with our answer.",
    path: "/complaints-policy",
  });

export default function ComplaintsPage() {
  return (
    <PageIntro
      eyebrow="Legal"
      title="Complaints Policy"
      intro={`If something is not right, tell us by phone on ${business.phone.display} or by e-mail to ${business.email}. We acknowledge every complaint within two working days and aim to resolve it within fourteen.`}
    />
  );
}
