import { Link } from "react-router";
import { CallButton } from "~/components/PhoneLink";
import { business, ratingText } from "~/content/business";
import { homeTitle, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    description:
      "Same-day boiler repair in Middlesbrough when you book before 12pm. 24/7 emergency callouts, servicing, new boilers and CP12 gas safety checks. No call-out fee.",
    path: "/",
  });

export default function HomePage() {
  const { claims } = business;
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="container-page py-16 sm:py-24">
        <p className="font-semibold text-flame-500">
          {claims.gasSafe} • {ratingText} rating
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-6xl">
          {homeTitle.replace(" | ", ": ")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">
          {claims.sameDay}. {claims.emergency}, {claims.noCallOutFee.toLowerCase()} and a {business.guarantee}{" "}
          guarantee.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <CallButton />
          <Link to="/contact" className="btn bg-white text-brand-900 hover:bg-brand-50">
            Get Free Quote
          </Link>
        </div>
      </div>
    </section>
  );
}
