import { CallButton } from "~/components/PhoneLink";
import { QuoteForm } from "~/components/QuoteForm";
import { PageIntro } from "~/components/PageIntro";
import { business, fullAddress, mailtoHref } from "~/content/business";
import { quoteAction } from "~/lib/quote-action.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: `Call ${business.phone.display} for same-day boiler repair in Middlesbrough, or ask for a free quote. Open ${business.hours.summary}.`,
    path: "/contact",
  });

export const action = (args: Route.ActionArgs) => quoteAction(args);

export default function ContactPage() {
  return (
    <PageIntro
      eyebrow="Contact"
      title="Contact Us"
      intro="The quickest way to reach an engineer is to call. Book before 12pm for a same-day repair; for a breakdown out of hours our emergency line is open 24/7."
    >
      <ul className="mt-6 space-y-2 text-lg">
        <li>
          Phone: <strong>{business.phone.display}</strong>
        </li>
        <li>
          E-mail:{" "}
          <a className="font-semibold text-brand-700 underline" href={mailtoHref}>
            {business.email}
          </a>
        </li>
        <li>Address: {fullAddress}</li>
        <li>Hours: {business.hours.summary}</li>
      </ul>
      <div className="mt-8">
        <CallButton />
      </div>
      <div className="mt-10 max-w-xl rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
        <QuoteForm formId="contact" title="Ask for a free quote" />
      </div>
    </PageIntro>
  );
}
