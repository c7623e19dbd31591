/** The home page's own content: the six service cards (title, link, description, link text, and whether it is marked popular). */
export interface ServiceCard {
  title: string;
  href: string;
  description: string;
  /** Link text, e.g. "Book a repair". */
  anchorText: string;
  popular: boolean;
}

export const homeServiceCards: readonly ServiceCard[] = [
  {
    title: "Boiler Repair",
    href: "/services/boiler-repair",
    description:
      "Fault found and fixed, usually on the first visit with parts from the van. Same day when you book before 12pm, subject to availability.",
    anchorText: "Boiler repair",
    popular: true,
  },
  {
    title: "Emergency Boiler Repair",
    href: "/services/emergency-boiler-repair",
    description:
      "No heat or hot water, a leak or a lockout at any hour: a Gas Safe engineer 24/7, with no call-out fee.",
    anchorText: "Emergency repairs",
    popular: true,
  },
  {
    title: "Boiler Servicing",
    href: "/services/boiler-servicing",
    description:
      "A full manufacturer-schedule service with flue gas analysis that keeps your warranty valid and your family safe.",
    anchorText: "Boiler servicing",
    popular: false,
  },
  {
    title: "New Boiler Installation",
    href: "/services/boiler-installation",
    description:
      "A free survey, the right size of boiler for your home and a fixed written price before any work starts.",
    anchorText: "New boilers",
    popular: false,
  },
  {
    title: "Gas Safety Checks",
    href: "/services/gas-safety-checks",
    description:
      "Landlord gas safety records (CP12) for every gas appliance and flue, with the certificate the same day.",
    anchorText: "Landlord CP12",
    popular: false,
  },
  {
    title: "Leak Repairs",
    href: "/services/leaking-boiler-repairs",
    description:
      "Water under the boiler or a pressure gauge that keeps dropping: we trace the leak and repair it properly.",
    anchorText: "Leak repairs",
    popular: false,
  },
];
