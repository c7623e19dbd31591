import { ContactLine } from "~/components/ContactLine";
import { LongPageView } from "~/components/LongPageView";
import { privacyPage } from "~/content/long-pages";
import { breadcrumbJsonLd, trail } from "~/lib/breadcrumbs";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { withStructuredData } from "~/lib/structured-data.server";
import type { Route } from "./+types/privacy-policy";

export function loader({ context }: Route.LoaderArgs) {
  const crumbs = trail({ label: "Privacy Policy", href: "/privacy-policy" });
  return withStructuredData(context, {
    meta: pageMeta({
      title: "Privacy Policy",
      description:
        "How Boiler Repair Middlesbrough uses the details you give us when you ask for a quote or call us, how long we keep them and your rights under UK GDPR.",
      path: "/privacy-policy",
    }),
    page: privacyPage,
    crumbs,
    jsonLd: [breadcrumbJsonLd(crumbs)],
  });
}

export const meta = loaderMeta;

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LongPageView page={loaderData.page} title="Privacy Policy" eyebrow="Legal" crumbs={loaderData.crumbs}>
      <ContactLine />
    </LongPageView>
  );
}
