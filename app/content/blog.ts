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
      "What a Gas Safe engineer checks in a boiler service, how long it takes, what it costs in Middlesbrough and why skipping it can void your warranty.",
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
      "F28 on a Vaillant, EA 227 on a Worcester, L2 on an Ideal: what the most common fault codes mean, which you can reset and which need an engineer.",
    readTime: 3,
    category: "Troubleshooting",
    published: "2026-08-25",
    author: "Boiler Repair Middlesbrough engineers",
    featured: false,
    intro:
      "Modern boilers show a code when they lock out. Many of the most common codes mean the same few things on every make: the boiler could not light, the pressure is too low, or water is not flowing through it.",
  },
];

export function articleBySlug(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}
