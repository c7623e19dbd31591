import type { HtmlSection, QuestionAnswer } from "~/content/frontmatter";
import { ScrollableTable } from "./ScrollableTable";

/**
 * Body text of a Markdown content page (paragraphs, lists, links, bold),
 * rendered to HTML from our own files at build time (plugins/markdown-content.ts).
 */
export function Markdown({ html, compact = false }: { html: string; compact?: boolean }) {
  return (
    <div className={compact ? "markdown markdown-compact" : "markdown"} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Long-form sections: headings, Markdown body text and tables. */
export function Sections({ sections, level = 2 }: { sections: readonly HtmlSection[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <Heading className="text-2xl font-bold">{section.heading}</Heading>
          <Markdown html={section.html} />
          {section.table && (
            <ScrollableTable label={section.table.caption} className="mt-5">
              <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
                <caption className="bg-slate-50 px-4 py-2 text-left font-semibold text-slate-700">
                  {section.table.caption}
                </caption>
                <thead className="bg-brand-900 text-white">
                  <tr>
                    {section.table.columns.map((c) => (
                      <th key={c} scope="col" className="px-4 py-2.5 font-semibold">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.table.rows.map((row) => (
                    <tr key={row.join("|")} className="border-t border-slate-200 even:bg-slate-50">
                      {row.map((cell, i) =>
                        i === 0 ? (
                          <th key={i} scope="row" className="px-4 py-2.5 font-semibold">
                            {cell}
                          </th>
                        ) : (
                          <td key={i} className="px-4 py-2.5 align-top">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollableTable>
          )}
        </section>
      ))}
    </>
  );
}

export function Bullets({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  return (
    <List
      className={`mt-4 space-y-2 pl-6 text-[1.0625rem] leading-relaxed ${ordered ? "list-decimal" : "list-disc"} marker:text-flame-700`}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}

/** Questions and answers, each question a heading so it can be found and linked. */
export function Faqs({ faqs, title = "Questions and answers" }: { faqs: readonly QuestionAnswer[]; title?: string }) {
  return (
    <section className="mt-12" aria-labelledby="faqs">
      <h2 id="faqs" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {faqs.map((faq) => (
          <div key={faq.question} className="p-5">
            <h3 className="text-lg font-bold text-brand-900">{faq.question}</h3>
            {faq.answer.map((p) => (
              <p key={p.slice(0, 40)} className="mt-2 leading-relaxed text-slate-800">
                {p}
              </p>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
