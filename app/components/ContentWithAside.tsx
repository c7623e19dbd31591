import type { ReactNode } from "react";

/**
 * The body of a long page, with the quote form beside it on wide screens and after it on phones. A plain
 * <div>: the page's <h1> sits above it (in <PageIntro>), so an <article> here would have no heading.
 */
export function ContentWithAside({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_24rem]">
      <div className="min-w-0">{children}</div>
      {aside}
    </div>
  );
}
