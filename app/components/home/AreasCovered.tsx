import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import { CoverageCheck } from "~/components/CoverageCheck";
import { CallButton } from "~/components/PhoneLink";
import type { NavLink } from "~/content/main-links";

function AreaList({ areas, label }: { areas: NavLink[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 lg:grid-cols-4">
      {areas.map((area) => (
        <li key={area.href}>
          <Link
            to={area.href}
            data-track="area_tap"
            className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white px-3 py-2.5 font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800"
          >
            <Icon name="map-pin" className="size-4 shrink-0 text-flame-700" />
            {area.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The area links: static, rendered on the server only (passed to AreasCovered). */
export function AreaLists({ core, extra }: { core: NavLink[]; extra: NavLink[] }) {
  return (
    <div>
      <AreaList areas={core} label="Core areas" />
      <details className="group mt-3" data-testid="more-areas">
        <summary className="mx-auto mt-2 flex w-fit cursor-pointer list-none items-center gap-2 rounded-lg border-2 border-brand-700 px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">Show all areas</span>
          <span className="hidden group-open:inline">Show fewer areas</span>
        </summary>
        <div className="mt-4">
          <AreaList areas={extra} label="More areas" />
        </div>
      </details>
    </div>
  );
}

/** The section's heading: static, rendered on the server only. */
export function AreasHeading() {
  return (
    <>
      <h2 id="areas-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
        Areas We Cover
      </h2>
      <p className="mt-3 text-center text-lg text-slate-700">Serving Middlesbrough and surrounding areas</p>
    </>
  );
}

/** The postcode panel's text: static, rendered on the server only. */
export function CoverageIntro() {
  return (
    <>
      <h3 id="coverage-heading" className="text-xl font-bold text-white">
        Not sure if we cover your area?
      </h3>
      <p className="mt-3 text-brand-100">
        We cover a wide radius around Middlesbrough, from Stockton and Yarm to the coast at Saltburn and Whitby. Type
        your postcode for an instant answer, or call us and we will tell you straight away.
      </p>
      <p className="mt-4 font-semibold text-white">Check your postcode now:</p>
    </>
  );
}

/**
 * Areas We Cover: 12 core areas, and 'Show all areas' for 20 more (a native
 * disclosure, so it works without JavaScript too), and the postcode check.
 * Its texts and lists come in as server-rendered parts; the postcode check is
 * React's.
 */
export function AreasCovered({ heading, lists, intro }: { heading: ReactNode; lists: ReactNode; intro: ReactNode }) {
  return (
    <section aria-labelledby="areas-heading" className="container-page py-14 sm:py-20">
      {heading}
      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[2fr_1fr]">
        {lists}
        <aside className="rounded-2xl bg-brand-900 p-6 text-white" aria-labelledby="coverage-heading">
          {intro}
          <div className="mt-2">
            <CoverageCheck />
          </div>
          <CallButton label="Call Now for Coverage Check" className="mt-5 w-full" />
        </aside>
      </div>
    </section>
  );
}
