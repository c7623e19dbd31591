import type { FAQPage, WithContext } from "schema-dts";
import { brands } from "~/content/brands";
import type { QuestionAnswer } from "~/content/frontmatter";
import { gasSafety, questionCategories } from "~/content/questions";
import { services } from "~/content/services";

/**
 * Every page that shows questions and answers, in order of preference: a question shown on several
 * pages is marked up as FAQ only on the first of them (the Q&A pages before services and brands).
 */
function pagesWithQuestions(): [path: string, faqs: readonly QuestionAnswer[]][] {
  return [
    ...questionCategories.map((c): [string, readonly QuestionAnswer[]] => [`/questions/${c.slug}`, c.questions]),
    ["/gas-safe-questions", gasSafety.questions],
    ...services.map((s): [string, readonly QuestionAnswer[]] => [`/services/${s.slug}`, s.faqs]),
    ...brands.map((b): [string, readonly QuestionAnswer[]] => [`/services/brands/${b.slug}`, b.faqs]),
  ];
}

const key = (question: string) => question.trim().toLowerCase();

let owners: Map<string, string> | undefined;

/** The one page whose FAQ markup carries this question. */
export function faqOwner(question: string): string | undefined {
  if (!owners) {
    owners = new Map();
    for (const [path, faqs] of pagesWithQuestions()) {
      for (const faq of faqs) if (!owners.has(key(faq.question))) owners.set(key(faq.question), path);
    }
  }
  return owners.get(key(question));
}

/** The FAQPage block for the page at `path`: its questions no other page marks up (none: no block). */
export function faqJsonLd(faqs: readonly QuestionAnswer[], path: string): WithContext<FAQPage>[] {
  const own = faqs.filter((faq) => faqOwner(faq.question) === path);
  if (own.length === 0) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: own.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer.join("\n\n") },
      })),
    },
  ];
}
