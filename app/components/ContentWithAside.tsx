import type { ReactNode } from "react";

/** The body of a long page: the article, with the quote form beside it on wide screens and after it on phones. */
export function ContentWithAside({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_24rem]">
      <article className="min-w-0">{children}</article>
      {aside}
    </div>
  );
}
