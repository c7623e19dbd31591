import type { ReactNode } from "react";
import { formatLongDate } from "~/lib/page/dates";
import type { LongPage } from "~/content/long-pages";
import type { Crumb } from "~/lib/page/breadcrumbs";
import { PageIntro } from "./PageIntro";
import { Sections } from "./Prose";

/** About and the legal pages: an intro, a "last updated" date and sections. */
export function LongPageView({
  page,
  title,
  eyebrow,
  crumbs,
  children,
}: {
  page: LongPage;
  title: string;
  eyebrow: string;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageIntro crumbs={crumbs} eyebrow={eyebrow} title={title} intro={page.intro}>
        <p className="mt-4 text-sm text-slate-600">
          Last updated <time dateTime={page.updated}>{formatLongDate(page.updated)}</time>
        </p>
      </PageIntro>
      <div className="container-page max-w-3xl pb-16">
        {children}
        <Sections sections={page.body} />
      </div>
    </>
  );
}
