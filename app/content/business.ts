/**
 * Every business fact the site states, in one typed place. Markup, metadata,
 * structured data and e-mails read these values; none of them repeat them.
 */

export interface OpeningHoursLine {
  /** Days as shown to people, e.g. "Mon-Fri". */
  label: string;
  /** Schema.org day names, for structured data. */
  days: readonly DayOfWeek[];
  opens: string;
  closes: string;
}

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

const WEEKDAYS: readonly DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/*
 * The facts below `business` derives from (and browser code reads: call links,
 * the live opening status) are parts of it of their own, so a page's
 * JavaScript carries just those, not every fact. Other code reads `business`.
 */

export const phone = {
  display: "01642 040623",
  /** For tel: links, in international form. */
  e164: "+441642040623",
} as const;

/** Hours as the footer and contact page show them. */
export const openingHours = {
  summary: "Mon-Fri 7:00-19:00, Sat-Sun 8:00-16:00, 24/7 emergency",
  lines: [
    { label: "Mon-Fri", days: WEEKDAYS, opens: "07:00", closes: "19:00" },
    { label: "Sat-Sun", days: ["Saturday", "Sunday"], opens: "08:00", closes: "16:00" },
  ] satisfies OpeningHoursLine[],
  emergency: "24/7 emergency",
} as const;

/** National Gas Emergency Service: for a gas smell or suspected CO, not us. */
export const gasEmergencyLine = { display: "0800 111 999", e164: "+448001119999" } as const;

/**
 * Visit windows a visitor can ask for and the owner books from the desk
 * (app/lib/contracts/visit-windows.ts): a morning from opening time to
 * `middayAt` and an afternoon from then to closing, on the hours above.
 */
export const visitWindows = {
  middayAt: "12:00",
  /** The furthest day offered, counted from today (day 0). */
  daysAhead: 7,
  /** Visits booked into one window at most (the owner confirms it: launchFacts.visitCapacity). */
  capacity: 3,
} as const;

/**
 * Text messages to customers (workers/texts/): the request page link, the
 * visit's changes. Caps against SMS pumping: per number and for the whole
 * site, each over the last 24 hours; over a cap nothing is sent and the desk
 * says so. Numbers and texts are kept as long as their lead.
 */
export const textMessages = {
  /** Texts to one number in 24 hours at most (the link, a proposal, the confirmation, on my way, one resend). */
  perNumberPerDay: 5,
  /** Texts from the whole site in 24 hours at most. */
  perSitePerDay: 100,
} as const;

/**
 * Gas safety and service reminders: how often one address can be sent a
 * confirm e-mail (a repeat sign-up within the window sends nothing new), and
 * how many reminders (properties) one address keeps at most, which also bounds
 * the "reminder added" e-mails of its manage page.
 */
export const reminderLimits = {
  confirmEmailWindowMinutes: 60,
  remindersPerAddress: 20,
} as const;

/**
 * Limits per recipient of the messages the site sends to visitors (an e-mail
 * address, or later a phone number): over a limit the visitor still gets
 * their answer and nothing is sent (workers/mail/recipient-caps.ts).
 */
export const recipientLimits = {
  /** Messages of every kind to one recipient in any 24 hours (request links, visit changes, reminders, reviews). */
  perDay: 6,
  /** The request page's link goes once per address per request; remembered this long (the leads' retention). */
  linkOncePerRequestDays: 365,
} as const;

/** The desk's "Needs action" view: how long a proposal may wait for the customer, how many new leads it shows. */
export const deskNeedsAction = {
  /** Times proposed this many hours ago and still not answered: call the customer. */
  proposalWaitHours: 24,
  /** New leads shown as cards; the rest are one tap away in the list ("New"). */
  newLeadCards: 8,
  /** Cards at most, whatever the reasons (visits today first): the first page stays small on a phone. */
  maxCards: 8,
} as const;

const email = "info@boilerrepairmiddlesbrough.co.uk";

const address = {
  building: "Oak Street Business Centre",
  street: "Oak Street",
  locality: "Middlesbrough",
  region: "North Yorkshire",
  postcode: "TS1 2RQ",
  country: "GB",
} as const;

/** Oak Street, TS1 2RQ, to 5 decimals (about 1 m); the owner confirms them in `launchFacts`. */
const geo = { latitude: 54.57318, longitude: -1.23747 } as const;

const rating = { value: 4.9, best: 5, count: 127 } as const;

export const business = {
  name: "Boiler Repair Middlesbrough",
  tagline: "Same-Day Gas Safe Engineers",
  siteUrl: "https://www.boilerrepairmiddlesbrough.co.uk",
  phone,
  email,
  address,
  geo,
  foundedYear: 2008,
  rating,
  guarantee: "12-month parts and labour",
  sameDayCutoff: "12pm",
  hours: openingHours,

  /**
   * The hours published in structured data. The customer's listing gives
   * Sunday 09:00-17:00 there, unlike the footer; both readings are kept.
   */
  structuredHours: [
    { label: "Mon-Fri", days: WEEKDAYS, opens: "07:00", closes: "19:00" },
    { label: "Sat", days: ["Saturday"], opens: "08:00", closes: "16:00" },
    { label: "Sun", days: ["Sunday"], opens: "09:00", closes: "17:00" },
  ] satisfies OpeningHoursLine[],
  paymentAccepted: ["Cash", "Credit Card", "Debit Card", "Bank Transfer"],
  priceRange: "££",
  claims: {
    gasSafe: "Gas Safe registered engineers",
    noCallOutFee: "No call-out fees",
    sevenDays: "Available 7 days a week",
    emergency: "24/7 emergency callouts",
    sameDay: "Same-day repairs when you book before 12pm, subject to availability",
  },
  gasEmergencyLine,
} as const;

// Launch checklist: facts only the owner can confirm. Each is stated with its value and whether the owner
// has confirmed it (and from what). `npm run launch-check` lists the unconfirmed ones (`--strict` fails on
// any) and `npm run deploy` prints them. Set `confirmed: true` and a `source` once the owner has checked.

/** A fact only the owner can confirm before launch. */
export interface OwnerFact {
  /** What the fact is, as the checklist names it. */
  label: string;
  /** The value the site states (or will state once confirmed); empty when the owner has not given it. */
  value: string;
  confirmed: boolean;
  /** Where the confirmed value comes from, e.g. "Gas Safe Register entry checked 2026-12-01". */
  source?: string;
}

export type LaunchFactId =
  | "testimonials"
  | "ratingSource"
  | "gasSafeNumber"
  | "legalEntity"
  | "companyNumber"
  | "vatStatus"
  | "emergencyResponseTimes"
  | "coordinates"
  | "visitCapacity"
  | "reviewLink"
  | "reminderPipeline"
  | "sundayHours"
  | "installDays";

/** Separate so the footer's bundle carries only this fact. */
const gasSafeNumber: OwnerFact = {
  label: "Gas Safe Register registration number (shown in the footer, on About and on Contact once confirmed)",
  value: "",
  confirmed: false,
};

/** Separate, as gasSafeNumber, so the footer's bundle carries only this fact. */
const ratingSource: OwnerFact = {
  label: `Where the rating "${rating.value}/${rating.best} from ${rating.count} reviews" comes from (review platform and date, e.g. "Google, 1 December 2026"; shown beside the rating once confirmed)`,
  value: "",
  confirmed: false,
};

// Built by a call marked pure, as are the derived texts below: browser code that does not use them
// does not carry them, nor the facts they read.
export const launchFacts: Readonly<Record<LaunchFactId, OwnerFact>> = /* @__PURE__ */ (() => ({
  testimonials: {
    label:
      "The six testimonials on the home page are real customers' words, used with permission (app/content/testimonials.ts)",
    value: "6 testimonials",
    confirmed: false,
  },
  ratingSource,
  reviewLink: {
    label:
      "The one review link every customer is asked to use after a job (the desk's \"Ask for a review\"), e.g. the Google Business Profile's review link",
    value: "",
    confirmed: false,
  },
  reminderPipeline: {
    label:
      "The price card's promise \"Reminder before next year's check\" is kept: reminders are configured for production (migration 0010 applied, CUSTOMER_EMAIL able to send to any address, the daily cron deployed: docs/deploying.md)",
    value: "",
    confirmed: false,
  },
  sundayHours: {
    label:
      "Sunday opening hours: the footer, contact page and assistant say 08:00-16:00, the structured data (the business listing's reading) says 09:00-17:00; which is right (then make openingHours and structuredHours agree)",
    value: "",
    confirmed: false,
  },
  installDays: {
    label:
      "How long installations usually take, as the installation page and its FAQ say: a like-for-like swap one day, a conversion to a combi or a move two to three days; confirm or correct both",
    value: "one day; two to three days",
    confirmed: false,
  },
  gasSafeNumber,
  legalEntity: {
    label: "Legal entity behind the trading name (sole trader, partnership or limited company) and its registered name",
    value: "",
    confirmed: false,
  },
  companyNumber: {
    label: "Companies House company number (a limited company must show it), or 'none' for a sole trader",
    value: "",
    confirmed: false,
  },
  vatStatus: {
    label: 'VAT status behind "No VAT" on every price: not VAT registered (turnover under the threshold)',
    value: "Not VAT registered",
    confirmed: false,
  },
  emergencyResponseTimes: {
    label: "Emergency response times stated on the area pages (typicalResponse in app/content/pages/areas/*.md)",
    value: "within the hour to within 2 hours, by area",
    confirmed: false,
  },
  coordinates: {
    label: "Map coordinates of the premises in structured data",
    value: `${geo.latitude}, ${geo.longitude}`,
    confirmed: false,
  },
  visitCapacity: {
    label: "How many visits can be booked into one morning or afternoon window (visitWindows.capacity)",
    value: String(visitWindows.capacity),
    confirmed: false,
  },
}))();

/** The facts still waiting for the owner, in checklist order. */
export function unconfirmedFacts(facts: Readonly<Record<string, OwnerFact>> = launchFacts): OwnerFact[] {
  return Object.values(facts).filter((fact) => !fact.confirmed);
}

/** "Gas Safe registered, no. 123456" once the owner has confirmed the number; undefined until then. */
export function gasSafeRegistration(fact: OwnerFact = gasSafeNumber): string | undefined {
  return fact.confirmed && fact.value ? `Gas Safe registered, no. ${fact.value}` : undefined;
}

/** "Google, 1 December 2026": where the rating comes from, once the owner has confirmed it; undefined until then. */
export function ratingSourceText(fact: OwnerFact = ratingSource): string | undefined {
  return fact.confirmed && fact.value ? fact.value : undefined;
}

/**
 * The review link the desk gives every customer alike: the same
 * for everyone, never chosen by the job or by how it went; undefined until
 * the owner has confirmed it.
 */
export function reviewRequestLink(fact: OwnerFact = launchFacts.reviewLink): string | undefined {
  return fact.confirmed && /^https:\/\//.test(fact.value) ? fact.value : undefined;
}

export const telHref = `tel:${phone.e164}`;
export const mailtoHref = /* @__PURE__ */ (() => `mailto:${email}`)();
export const fullAddress = /* @__PURE__ */ (() =>
  `${address.building}, ${address.street}, ${address.locality} ${address.postcode}`)();
export const ratingText = /* @__PURE__ */ (() => `${rating.value}/${rating.best}`)();

/** Shown when a form cannot be sent: an apology that names the phone number. */
export const contactFallbackError = `Sorry, there was an error. Please try calling us directly at ${phone.display}.`;

/** "07:00" -> "7:00", as the footer shows times. */
const shortTime = (time: string) => time.replace(/^0/, "");

/** One line of opening hours as people read it, e.g. "Mon-Fri 7:00-19:00". */
export function formatHoursLine(line: OpeningHoursLine): string {
  return `${line.label} ${shortTime(line.opens)}-${shortTime(line.closes)}`;
}

export function absoluteUrl(path: string): string {
  return new URL(path, business.siteUrl).toString();
}

// Prices, before VAT (the business is not VAT registered). Every figure the site quotes comes from here.

export type PricingCategory = "repairs" | "servicing" | "safety";

export interface PricingPackage {
  id: string;
  category: PricingCategory;
  name: string;
  /** Price in pounds, VAT-free. */
  amount: number;
  /** A starting price ("from £95") rather than a fixed one ("£79"). */
  from: boolean;
  badge?: string;
  features: readonly string[];
  link?: { text: string; href: string };
  /** A routine visit (a service, a check), not a fault: its booking form asks "Anything we should know?". */
  routine?: true;
}

export const pricingCategories: readonly { id: PricingCategory; label: string }[] = [
  { id: "repairs", label: "Repairs" },
  { id: "servicing", label: "Servicing" },
  { id: "safety", label: "Safety" },
];

export const vatNote = "No VAT";

export const pricingPackages: readonly PricingPackage[] = [
  {
    id: "same-day-repair",
    category: "repairs",
    name: "Same-Day Repair",
    amount: 95,
    from: true,
    badge: "Most Popular",
    features: [
      "Book before 12pm for a same-day visit, subject to availability",
      "Fault diagnosis and repair",
      "Common parts carried on the van",
      "12-month parts and labour guarantee",
    ],
    link: { text: "About boiler repair", href: "/services/boiler-repair" },
  },
  {
    id: "weekend-repair",
    category: "repairs",
    name: "Weekend Repair",
    amount: 110,
    from: true,
    features: [
      "Saturday and Sunday visits",
      "Fault diagnosis and repair",
      "No call-out fee, even at weekends",
      "12-month parts and labour guarantee",
    ],
    link: { text: "Emergency repairs", href: "/services/emergency-boiler-repair" },
  },
  {
    id: "hourly-rate",
    category: "repairs",
    name: "Hourly Rate",
    amount: 75,
    from: true,
    features: [
      "First hour from £75",
      "£35 per half hour after that",
      "Parts quoted before they are fitted",
      "Free estimate before work begins",
    ],
  },
  {
    id: "annual-service",
    routine: true,
    category: "servicing",
    name: "Annual Service",
    amount: 85,
    from: true,
    badge: "Recommended",
    features: [
      "Full manufacturer-schedule service",
      "Flue gas analysis and safety checks",
      "Keeps your boiler warranty valid",
      "Service record left with you",
    ],
    link: { text: "About boiler servicing", href: "/services/boiler-servicing" },
  },
  {
    id: "premium-service",
    routine: true,
    category: "servicing",
    name: "Premium Service",
    amount: 125,
    from: true,
    features: [
      "Everything in the Annual Service",
      "Heating system pressure and radiator check",
      "Magnetic filter clean where fitted",
      "Carbon monoxide alarm test",
    ],
  },
  {
    id: "landlord-service",
    routine: true,
    category: "servicing",
    name: "Landlord Service",
    amount: 79,
    from: false,
    features: [
      "Boiler service for let properties",
      "Arranged directly with your tenant",
      "Add a gas safety record on the same visit",
      "Paperwork e-mailed to you",
    ],
    link: { text: "Landlord gas safety", href: "/services/gas-safety-checks" },
  },
  {
    id: "gas-safety-check",
    routine: true,
    category: "safety",
    name: "Gas Safety Check",
    amount: 75,
    from: false,
    badge: "Legal Requirement",
    features: [
      "Landlord Gas Safety Record (CP12)",
      "Every gas appliance and flue checked",
      "Certificate the same day",
      "Reminder before next year's check",
    ],
    link: { text: "About gas safety checks", href: "/services/gas-safety-checks" },
  },
  {
    id: "carbon-monoxide-test",
    routine: true,
    category: "safety",
    name: "Carbon Monoxide Test",
    amount: 45,
    from: false,
    features: ["Room and appliance CO readings", "Flue spillage test", "Advice on alarm placement", "Written results"],
  },
  {
    id: "emergency-safety",
    category: "safety",
    name: "Emergency Safety",
    amount: 99,
    from: false,
    features: [
      "Urgent visit after a gas or CO concern",
      "Appliance made safe and tested",
      "Clear report of what was found",
      "Repair quoted on the spot",
    ],
  },
];

/** "£95" */
export function formatPrice(pkg: Pick<PricingPackage, "amount">): string {
  return `£${pkg.amount}`;
}

/** "from £95" or "£79", as price lists show it. */
export function formatPriceText(pkg: Pick<PricingPackage, "amount" | "from">): string {
  return pkg.from ? `from ${formatPrice(pkg)}` : formatPrice(pkg);
}

/**
 * Whether a package's work carries the parts and labour guarantee: repairs and services do; an
 * inspection (gas safety check, CO test) fits no parts and certifies what it found.
 */
export function carriesGuarantee(pkg: Pick<PricingPackage, "category">): boolean {
  return pkg.category !== "safety";
}

/** How a new boiler is priced: never by the hour. */
export const installationPricing = "Free home survey, then a fixed written quote before any work starts";

export function packageById(id: string): PricingPackage {
  const found = pricingPackages.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown pricing package: ${id}`);
  return found;
}
