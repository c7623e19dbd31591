import type { FAQPage, WithContext } from "schema-dts";
import type { QuestionAnswer } from "~/content/frontmatter";

export function faqJsonLd(faqs: readonly QuestionAnswer[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer.join("\n\n") },
    })),
  };
}
