import { PageIntro } from "~/components/PageIntro";
import { business } from "~/content/business";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description: `A Middlesbrough heating business since ${business.foundedYear}: Gas Safe registered engineers, no call-out fees and a ${business.guarantee} guarantee on every repair.`,
    path: "/about",
  });

export default function AboutPage() {
  return (
    <PageIntro
      eyebrow="About us"
      title={`Keeping Teesside Warm Since ${business.foundedYear}`}
      intro={`${business.name} has repaired, serviced and fitted boilers across Middlesbrough and Teesside since ${business.foundedYear}. Every engineer is Gas Safe registered, we never charge a call-out fee, and every repair carries a ${business.guarantee} guarantee.`}
    />
  );
}
