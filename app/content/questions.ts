/**
 * Frequently asked questions, grouped into categories with a page each under
 * /questions/{category}.
 */

export interface QuestionCategory {
  slug: string;
  name: string;
  /** One sentence for the index card and the meta description. */
  summary: string;
}

export const questionCategories: readonly QuestionCategory[] = [
  {
    slug: "repairs",
    name: "Boiler Repairs",
    summary:
      "Answers about boiler breakdowns, fault codes, same-day repair times and what our no call-out fee promise means for you.",
  },
  {
    slug: "servicing",
    name: "Boiler Servicing",
    summary:
      "How often a boiler needs servicing, what the service includes, how long it takes and why it matters for your manufacturer's warranty.",
  },
  {
    slug: "installation",
    name: "Boiler Installation",
    summary:
      "Choosing a new boiler: combi, system or heat-only, the right size for your home, how long fitting takes and what warranty you get.",
  },
  {
    slug: "gas-safety",
    name: "Gas Safety",
    summary:
      "Gas safety at home: carbon monoxide warning signs, what to do if you smell gas and how to check an engineer is Gas Safe registered.",
  },
  {
    slug: "pricing",
    name: "Prices and Payment",
    summary:
      "What our repairs, services and safety checks cost, why there is no VAT or call-out fee, and how and when you pay.",
  },
  {
    slug: "landlords",
    name: "Landlords",
    summary:
      "Landlord gas safety records (CP12): when the check is due, what it covers, how long to keep records and giving tenants a copy.",
  },
];

export function questionCategoryBySlug(slug: string): QuestionCategory | undefined {
  return questionCategories.find((c) => c.slug === slug);
}
