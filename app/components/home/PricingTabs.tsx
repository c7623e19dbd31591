import { PricingGrid } from "~/components/PricingGrid";
import type { PricingCategory, PricingPackage } from "~/content/business";

interface Props {
  categories: readonly { id: PricingCategory; label: string }[];
  packages: readonly PricingPackage[];
  /** The tab asked for in the address (?tab=servicing), if any. */
  requested: string | null;
}

/**
 * Repairs / Servicing / Safety price tabs (WAI-ARIA tabs: arrow keys, Home,
 * End; one tab in the tab order). The tabs are links (?tab=servicing), so
 * they work without JavaScript too; with it they switch in place
 * (`enhanceTabs`, lib/browser/tabs.ts). Rendered on the server only.
 */
export function PricingTabs({ categories, packages, requested }: Props) {
  const active = categories.find((c) => c.id === requested)?.id ?? "repairs";

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="container-page scroll-mt-24 py-14 sm:py-20">
      <h2 id="pricing-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
        Clear, Fixed Prices
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">
        No VAT to add, no call-out fee, and a free estimate before any work begins.
      </p>
      <div
        role="tablist"
        aria-label="Price lists"
        className="mx-auto mt-8 flex w-fit gap-1 rounded-xl bg-slate-100 p-1"
      >
        {categories.map((category) => {
          const selected = category.id === active;
          return (
            <a
              key={category.id}
              href={`?tab=${category.id}#pricing`}
              role="tab"
              id={`tab-${category.id}`}
              aria-selected={selected}
              aria-controls={`panel-${category.id}`}
              tabIndex={selected ? 0 : -1}
              className="rounded-lg px-4 py-2.5 font-semibold text-slate-700 hover:text-brand-800 aria-selected:bg-white aria-selected:text-brand-900 aria-selected:shadow sm:px-6"
            >
              {category.label}
            </a>
          );
        })}
      </div>
      {categories.map((category) => (
        <div
          key={category.id}
          role="tabpanel"
          id={`panel-${category.id}`}
          aria-labelledby={`tab-${category.id}`}
          hidden={category.id !== active}
          className="mt-4"
        >
          <PricingGrid packages={packages.filter((p) => p.category === category.id)} />
        </div>
      ))}
    </section>
  );
}
