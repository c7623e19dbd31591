/**
 * Blog articles. The blog list, the home page teaser, the sitemap and each
 * article page read this one list.
 */

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** Minutes, shown as "{n} min read". */
  readTime: number;
  category: string;
  /** ISO date of publication. */
  published: string;
  author: string;
  featured: boolean;
  /** Opening paragraph of the article. */
  intro: string;
}

export const articles: readonly Article[] = [
  {
    slug: "boiler-losing-pressure",
    title: "Why Is My Boiler Losing Pressure?",
    excerpt:
      "The gauge keeps dropping below 1 bar and you keep topping it up. Here are the five usual causes, what you can safely check yourself and when to call an engineer.",
    readTime: 5,
    category: "Repairs",
    published: "2026-10-06",
    author: "Boiler Repair Middlesbrough engineers",
    featured: true,
    intro:
      "A sealed central heating system should sit between 1 and 1.5 bar when cold. If the needle keeps falling, water is leaving the system somewhere: through a leak, a weeping pressure relief valve or a failing expansion vessel.",
  },
  {
    slug: "annual-boiler-service",
    title: "What Happens During an Annual Boiler Service?",
    excerpt:
      "What a Gas Safe engineer checks in a boiler service, how long it takes, what paperwork you should get and why skipping it can void your warranty.",
    readTime: 4,
    category: "Servicing",
    published: "2026-09-15",
    author: "Boiler Repair Middlesbrough engineers",
    featured: false,
    intro:
      "A boiler service takes between 45 minutes and an hour. The engineer checks that the boiler burns gas safely and efficiently, cleans the parts that clog, and records the results so your manufacturer's warranty stays valid.",
  },
  {
    slug: "boiler-error-codes",
    title: "Common Boiler Error Codes Explained",
    excerpt:
      "F.28 on a Vaillant, EA 227 on a Worcester, L2 on an Ideal: what the most common fault codes mean, which you can reset and which need an engineer.",
    readTime: 3,
    category: "Troubleshooting",
    published: "2026-08-25",
    author: "Boiler Repair Middlesbrough engineers",
    featured: false,
    intro:
      "Modern boilers show a code when they lock out. Many of the most common codes mean the same few things on every make: the boiler could not light, the pressure is too low, or water is not flowing through it.",
  },
  {
    slug: "frozen-condensate-pipe",
    title: "Frozen Condensate Pipe: How to Thaw It and Stop It Happening Again",
    excerpt:
      "Boiler stopped on a freezing morning? A frozen condensate pipe is the usual cause. How to find it, thaw it safely with warm water and stop it freezing again.",
    readTime: 4,
    category: "Troubleshooting",
    published: "2026-11-10",
    author: "Boiler Repair Middlesbrough engineers",
    featured: false,
    intro:
      "A condensing boiler makes water as it runs and drains it away through a plastic condensate pipe. In a hard frost the water in any outside section can freeze and block the pipe, and the boiler shuts down to protect itself, usually on the coldest morning of the year.",
  },
  {
    slug: "landlord-gas-safety-certificate",
    title: "Landlord Gas Safety Certificates (CP12): The Complete Guide",
    excerpt:
      "Annual checks, the 28-day rule, two years of records, the two-month early window and CO alarms: what landlords must know about gas safety records.",
    readTime: 5,
    category: "Landlords",
    published: "2026-07-14",
    author: "Boiler Repair Middlesbrough engineers",
    featured: false,
    intro:
      "If you let a home with gas appliances, the law requires you to have them checked for safety every year and to give your tenants a record of the check. This guide covers what the rules say, what the engineer checks and how to stay compliant without gaps.",
  },
  {
    slug: "repair-or-replace-boiler",
    title: "Repair or Replace? When a New Boiler Makes Sense",
    excerpt:
      "Age, parts, safety, efficiency and breakdowns: how to decide whether to repair your boiler or replace it, and what a fair engineer's assessment looks like.",
    readTime: 4,
    category: "Installation",
    published: "2026-06-23",
    author: "Boiler Repair Middlesbrough engineers",
    featured: false,
    intro:
      "Most boiler faults can be repaired, and a good engineer will tell you when a repair is the sensible choice. But there comes a point where spending money on an old boiler stops making sense. These are the factors that decide it.",
  },
];

export function articleBySlug(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}
