import type { ReactNode } from "react";
import type { Crumb } from "~/lib/page/breadcrumbs";
import { Breadcrumbs } from "./Breadcrumbs";

/** The top of an inner page: breadcrumbs, an optional eyebrow, the page's one H1 and its opening paragraph. */
export function PageIntro({
  eyebrow,
  title,
  intro,
  crumbs,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        {crumbs && (
          <div className="mb-6">
            <Breadcrumbs crumbs={crumbs} />
          </div>
        )}
        {eyebrow && <p className="text-sm font-bold tracking-wider text-flame-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
