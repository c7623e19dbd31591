/**
 * The services the business offers, one entry per page under /services.
 * Navigation, the services index, sitemaps and page metadata read this list.
 */

export interface Service {
  slug: string;
  /** Page and card title. */
  name: string;
  /** Shorter label for menus. */
  navLabel: string;
  /** One sentence for cards and the meta description (about 120-160 characters). */
  summary: string;
  /** Opening paragraph of the page. */
  intro: string;
  /** Shown in the desktop Services dropdown (the spec's header list). */
  inHeader: boolean;
  /**
   * Pricing package id (business.ts) this service is normally priced by; omitted where the price is a
   * fixed written quote after a free survey (installations), never an hourly rate.
   */
  priceId?: string;
  /** Brand slug for the manufacturer-specialist services. */
  brand?: string;
}

export const services: readonly Service[] = [
  {
    slug: "boiler-repair",
    name: "Boiler Repair",
    navLabel: "Boiler Repair",
    summary:
      "Same-day boiler repair in Middlesbrough by Gas Safe registered engineers. Book before 12pm: no call-out fee, a fixed price and a parts and labour guarantee.",
    intro:
      "When your boiler stops working our Gas Safe registered engineers find the fault, explain it in plain English and, in most cases, fix it on the first visit with parts carried on the van.",
    inHeader: true,
    priceId: "same-day-repair",
  },
  {
    slug: "emergency-boiler-repair",
    name: "Emergency Boiler Repair",
    navLabel: "Emergency Boiler Repair",
    summary:
      "24/7 emergency boiler repair across Middlesbrough and Teesside. No heating or hot water? Call a Gas Safe engineer now, with no call-out fee.",
    intro:
      "No heating on a freezing night, a boiler leaking water or a pressure gauge at zero: call us day or night and an engineer will get you warm and safe again as quickly as possible.",
    inHeader: true,
    priceId: "weekend-repair",
  },
  {
    slug: "boiler-servicing",
    name: "Boiler Servicing",
    navLabel: "Boiler Servicing",
    summary:
      "Annual boiler servicing in Middlesbrough: a manufacturer-schedule service with flue gas analysis that keeps your warranty valid and your boiler safe.",
    intro:
      "An annual service is the cheapest way to avoid a winter breakdown. We clean and check every working part, test the flue gases and leave you a written record that keeps your manufacturer's warranty valid.",
    inHeader: true,
    priceId: "annual-service",
  },
  {
    slug: "boiler-installation",
    name: "New Boiler Installation",
    navLabel: "Boiler Installation",
    summary:
      "New boiler installation in Middlesbrough: a fixed written quote, A-rated combi, system and heat-only boilers, Building Regulations notified and long warranties.",
    intro:
      "If your boiler is old, unreliable or costing too much to run, we survey your home for free, recommend the right size and type of boiler and give you a fixed price before any work starts.",
    inHeader: true,
  },
  {
    slug: "combi-boiler-repair",
    name: "Combi Boiler Repair",
    navLabel: "Combi Boiler Repair",
    summary:
      "Combi boiler repair in Middlesbrough for every make: no hot water, pressure loss, diverter valve and fan faults fixed by Gas Safe engineers, same day.",
    intro:
      "A combi boiler heats your water on demand, so when it fails you lose both heating and hot water at once. We repair diverter valves, plate heat exchangers, fans, sensors and PCBs on all makes.",
    inHeader: true,
    priceId: "same-day-repair",
  },
  {
    slug: "gas-safety-checks",
    name: "Gas Safety Checks",
    navLabel: "Gas Safety Checks (CP12)",
    summary:
      "Landlord gas safety certificates (CP12) in Middlesbrough. Every gas appliance and flue checked by a Gas Safe engineer, with the record issued the same day.",
    intro:
      "Landlords must have every gas appliance and flue in a let property checked by a Gas Safe registered engineer every year. We carry out the check, issue the Landlord Gas Safety Record the same day and remind you before it is due again.",
    inHeader: true,
    priceId: "gas-safety-check",
  },
  {
    slug: "low-pressure-repairs",
    name: "Low Pressure Repairs",
    navLabel: "Low Pressure Repairs",
    summary:
      "Boiler losing pressure in Middlesbrough? We find the leak, faulty pressure relief valve or expansion vessel and fix it so you stop topping up every week.",
    intro:
      "A sealed heating system should hold between 1 and 1.5 bar when cold. If you keep having to top it up, water is escaping somewhere: we trace where and repair it rather than just re-pressurising.",
    inHeader: true,
    priceId: "same-day-repair",
  },
  {
    slug: "leaking-boiler-repairs",
    name: "Leaking Boiler Repairs",
    navLabel: "Leaking Boiler Repairs",
    summary:
      "Leaking boiler repairs in Middlesbrough. We trace drips from seals, valves, pumps and heat exchangers and repair them before water damages your home.",
    intro:
      "Water under or inside a boiler is never normal. Turn the boiler off, put a towel down and call us: we find whether it is a perished seal, a failed pump, a pressure relief valve or a corroded heat exchanger and fix it.",
    inHeader: true,
    priceId: "same-day-repair",
  },
  {
    slug: "no-hot-water-repairs",
    name: "No Hot Water Repairs",
    navLabel: "No Hot Water",
    summary:
      "No hot water in Middlesbrough? Gas Safe engineers repair diverter valves, flow sensors and cylinder controls the same day when you book before 12pm.",
    intro:
      "Heating working but no hot water from the taps usually points to a diverter valve, flow sensor or, on cylinder systems, a zone valve or thermostat. We diagnose it quickly and carry the common parts.",
    inHeader: true,
    priceId: "same-day-repair",
  },
  {
    slug: "no-heating-repairs",
    name: "No Heating Repairs",
    navLabel: "No Heating",
    summary:
      "No heating in Middlesbrough? We fix pumps, thermostats, programmers, valves and ignition faults, same day when booked before 12pm, with no call-out fee.",
    intro:
      "Cold radiators with hot water still working often means a failed pump, motorised valve, thermostat or programmer. If you have neither, it is usually the boiler itself. Either way we find the cause and fix it.",
    inHeader: true,
    priceId: "same-day-repair",
  },
  {
    slug: "power-flushing",
    name: "Power Flushing",
    navLabel: "Power Flushing",
    summary:
      "Central heating power flushing in Middlesbrough. Clear sludge and scale to fix cold spots, noisy boilers and slow heat-up, with a magnetic filter fitted.",
    intro:
      "Over the years rust sludge and scale build up in radiators and pipes, causing cold spots, a noisy boiler and higher bills. A power flush pumps cleaning chemicals through the whole system at high flow to clear it.",
    inHeader: true,
    priceId: "hourly-rate",
  },
  {
    slug: "central-heating-repair",
    name: "Central Heating Repair",
    navLabel: "Central Heating Repair",
    summary:
      "Central heating repair in Middlesbrough: pumps, motorised valves, thermostats, programmers and cold radiators fixed by local Gas Safe engineers.",
    intro:
      "A heating system is more than the boiler. We repair and replace pumps, motorised valves, room thermostats, programmers, wiring centres and radiator valves so every room heats evenly again.",
    inHeader: false,
    priceId: "hourly-rate",
  },
  {
    slug: "radiator-repair",
    name: "Radiator Repair",
    navLabel: "Radiator Repair",
    summary:
      "Radiator repair in Middlesbrough: cold spots, leaking valves, stuck TRVs, balancing and replacement radiators fitted by local heating engineers.",
    intro:
      "A radiator that is cold at the top needs bleeding; cold at the bottom usually means sludge. Leaking valves, stuck thermostatic valves and unbalanced systems are all quick fixes for an experienced engineer.",
    inHeader: false,
    priceId: "hourly-rate",
  },
  {
    slug: "boiler-breakdown",
    name: "Boiler Breakdown",
    navLabel: "Boiler Breakdown",
    summary:
      "Boiler broken down in Middlesbrough? A Gas Safe engineer visits the same day when you book before 12pm, with no call-out fee and a guarantee on the repair.",
    intro:
      "A boiler breakdown rarely comes at a good time. Note any fault code on the display, check the pressure gauge and the gas supply to other appliances, then call us: that information helps us bring the right part first time.",
    inHeader: false,
    priceId: "same-day-repair",
  },
  {
    slug: "worcester-bosch-specialists",
    name: "Worcester Bosch Specialists",
    navLabel: "Worcester Bosch Specialists",
    summary:
      "Worcester Bosch boiler repair and servicing in Middlesbrough. Greenstar faults such as EA 227 and low pressure fixed by engineers who know them well.",
    intro:
      "Worcester Bosch Greenstar boilers are among the most common in Teesside homes. We service and repair them every day, know their fault codes and carry the parts that fail most often.",
    inHeader: false,
    priceId: "same-day-repair",
    brand: "worcester-bosch",
  },
  {
    slug: "vaillant-specialists",
    name: "Vaillant Specialists",
    navLabel: "Vaillant Specialists",
    summary:
      "Vaillant ecoTEC boiler repair and servicing in Middlesbrough: F.22, F.28 and F.75 faults diagnosed and fixed by experienced Gas Safe engineers.",
    intro:
      "Vaillant ecoTEC boilers are reliable when looked after. We diagnose their F-codes, replace pumps, diverter valves and pressure sensors, and service them to Vaillant's schedule so your warranty stays valid.",
    inHeader: false,
    priceId: "same-day-repair",
    brand: "vaillant",
  },
  {
    slug: "ideal-specialists",
    name: "Ideal Specialists",
    navLabel: "Ideal Specialists",
    summary:
      "Ideal Logic and Vogue boiler repair in Middlesbrough. L2 ignition lockouts, F1 low pressure and fan faults fixed by local Gas Safe engineers.",
    intro:
      "Ideal boilers are built in Hull and fitted in thousands of North East homes. We repair the Logic, Vogue, Independent and older Ideal models and know the faults behind their L and F codes.",
    inHeader: false,
    priceId: "same-day-repair",
    brand: "ideal",
  },
  {
    slug: "boiler-pressure-problems",
    name: "Boiler Pressure Problems",
    navLabel: "Boiler Pressure Problems",
    summary:
      "Boiler pressure too high or too low in Middlesbrough? We fix expansion vessels, filling loops, relief valves and leaks so the gauge stays between 1 and 1.5 bar.",
    intro:
      "Pressure that keeps dropping points to a leak or a failing expansion vessel; pressure that climbs towards 3 bar usually means a filling loop left open or a flat expansion vessel. Both are worth fixing before they cause a lockout.",
    inHeader: false,
    priceId: "same-day-repair",
  },
];

/**
 * Old or alternative service URLs that permanently redirect to a canonical
 * page. The spec's header links to /services/powerflushing and its mobile menu
 * to /services/power-flushing: one page, one canonical address.
 */
export const serviceAliases: Readonly<Record<string, string>> = {
  powerflushing: "power-flushing",
};

export function serviceBySlug(slug: string): Service | undefined {
  return services.find((s) => s.slug === slug);
}
