import type { PricingPackage } from "~/content/business";
import { PricingCard } from "./PricingCard";

/** The three packages of one price list. */
export function PricingGrid({ packages }: { packages: readonly PricingPackage[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-3">
      {packages.map((p) => (
        <li key={p.id}>
          <PricingCard pkg={p} />
        </li>
      ))}
    </ul>
  );
}
