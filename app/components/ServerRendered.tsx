import { createElement, type MouseEvent, type ReactNode } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

/**
 * In the browser: keep whatever the server rendered inside (in production
 * React does not compare an element's inner HTML when hydrating). One object
 * for every render, so React never writes it either.
 */
const KEEP_SERVER_HTML = { __html: "" };

/** A click on a site link made by <Link> (marked `data-discover`) navigates inside the app, as <Link> would. */
function followLinkInApp(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  const link = (event.target as Element).closest("a[data-discover]");
  const href = link?.getAttribute("href");
  if (!link || !href?.startsWith("/") || (link.getAttribute("target") ?? "_self") !== "_self") return;
  event.preventDefault();
  void navigate(href);
}

/**
 * An element of the layout whose content is the same on every page and never
 * changes in the browser (the footer). The server renders its content; the
 * browser keeps that HTML as it is, so the content's code need not be in the
 * page's JavaScript: pass it only on the server, as
 * `{import.meta.env.SSR && <Content />}`, and the build leaves it out.
 * Only for parts of the root layout, which stays mounted across navigations.
 */
export function ServerRendered({
  as,
  className,
  children,
}: {
  as: "footer" | "div";
  className?: string;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  if (import.meta.env.SSR) return createElement(as, { className }, children);
  return createElement(as, {
    className,
    onClick: (event: MouseEvent<HTMLElement>) => followLinkInApp(event, navigate),
    dangerouslySetInnerHTML: KEEP_SERVER_HTML,
    suppressHydrationWarning: true,
  });
}
