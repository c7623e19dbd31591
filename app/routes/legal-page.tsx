/**
 * The four legal pages: privacy, terms, complaints and reviews. One module,
 * registered once per path in app/routes.ts; each page's text is in
 * ~/content/long-pages, its title, description and closing contact line here.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactLine } from "~/components/ContactLine";
import { LongPageView } from "~/components/LongPageView";
import { business } from "~/content/business";
import { complaintsPage, privacyPage, reviewsPolicyPage, termsPage } from "~/content/long-pages";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { notFound } from "~/lib/page/not-found";
import { pageMeta } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { type ServerPageProps, serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/legal-page";

const LINK = "font-semibold text-brand-800 underline";

const LEGAL_PAGES = {
  "/privacy-policy": {
    title: "Privacy Policy",
    description:
      "How Boiler Repair Middlesbrough uses the details you give us when you ask for a quote or call us, how long we keep them and your rights under UK GDPR.",
    page: privacyPage,
    contact: <ContactLine />,
  },
  "/terms-conditions": {
    title: "Terms and Conditions",
    description:
      "The terms on which Boiler Repair Middlesbrough repairs, services and installs boilers: estimates, payment, our 12-month guarantee and cancellations.",
    page: termsPage,
    contact: (
      <ContactLine>
        Complaints are handled under our{" "}
        <Link className={LINK} to="/complaints-policy">
          complaints policy
        </Link>
        .
      </ContactLine>
    ),
  },
  "/complaints-policy": {
    title: "Complaints Policy",
    description:
      "How to raise a complaint about our work, how quickly Boiler Repair Middlesbrough responds, and how to escalate it if you are not satisfied with our answer.",
    page: complaintsPage,
    contact: (
      <ContactLine>
        Smell gas? Call the National Gas Emergency Service on{" "}
        <a className={LINK} href={`tel:${business.gasEmergencyLine.e164}`}>
          {business.gasEmergencyLine.display}
        </a>
        .
      </ContactLine>
    ),
  },
  "/reviews-policy": {
    title: "Reviews Policy",
    description:
      "How Boiler Repair Middlesbrough asks for reviews: every customer the same link, every review published, none paid for or filtered, as the DMCC Act 2024 requires.",
    page: reviewsPolicyPage,
    contact: (
      <ContactLine>Questions about a review, or one you think is fake? Tell us using these details.</ContactLine>
    ),
  },
} satisfies Record<string, { title: string; description: string; page: unknown; contact: ReactNode }>;

type LegalPath = keyof typeof LEGAL_PAGES;

function isLegalPath(path: string): path is LegalPath {
  return Object.hasOwn(LEGAL_PAGES, path);
}

/** The page: its data, meta tags and structured data. */
function pageView(path: LegalPath) {
  const { title, description, page } = LEGAL_PAGES[path];
  const crumbs = trail({ label: title, href: path });
  return {
    meta: pageMeta({ title, description, path }),
    path,
    page,
    crumbs,
    jsonLd: [breadcrumbJsonLd(crumbs)],
  };
}

export function loader(args: Route.LoaderArgs) {
  // The page's path; React Router's `url` leaves out the `.data` of a client navigation's request.
  const path = args.url.pathname;
  if (!isLegalPath(path)) notFound();
  return serverPage(args, pageView(path), Page);
}

export const meta = loaderMeta;

/** Nothing on the page needs JavaScript: it is rendered on the server only (see serverPage). */
function Page({ loaderData }: ServerPageProps<typeof pageView>) {
  const { title, contact } = LEGAL_PAGES[loaderData.path];
  return (
    <LongPageView page={loaderData.page} title={title} eyebrow="Legal" crumbs={loaderData.crumbs}>
      {contact}
    </LongPageView>
  );
}

export default ServerPage;
