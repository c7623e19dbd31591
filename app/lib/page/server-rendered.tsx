import { createContext, createElement, type MouseEvent, type ReactNode, useContext, useState } from "react";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";

/**
 * In the browser: keep whatever the server rendered inside (in production
 * React does not compare an element's inner HTML when hydrating). One object
 * for every render, so React never writes it either.
 */
const KEEP_SERVER_HTML = { __html: "" };

/** Marks an element whose content is the server's HTML (its site links prefetch through ServerLinkPrefetch). */
export const SERVER_HTML_ATTRIBUTE = "data-server-html";

/**
 * The address of the site link an event happened in, when the app can open it
 * itself: a link made by <Link> (marked `data-discover`) to a path of this site,
 * opening in this tab. In server HTML only, when a document-level listener asks.
 */
export function inAppLinkHref(target: EventTarget | null, { inServerHtml = false } = {}) {
  const selector = inServerHtml ? `[${SERVER_HTML_ATTRIBUTE}] a[data-discover]` : "a[data-discover]";
  const link = target instanceof Element ? target.closest(selector) : null;
  const href = link?.getAttribute("href");
  if (!link || !href?.startsWith("/") || href.startsWith("//")) return undefined;
  return (link.getAttribute("target") ?? "_self") === "_self" ? href : undefined;
}

/** A click on a site link made by <Link> navigates inside the app, as <Link> would. */
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
  const href = inAppLinkHref(event.target);
  if (!href) return;
  event.preventDefault();
  void navigate(href);
}

/** The browser's element for server HTML: it shows `inner`, and its site links navigate in the app. */
function keptServerHtml(as: Tag, className: string | undefined, inner: { __html: string }, navigate: NavigateFunction) {
  return createElement(as, {
    className,
    [SERVER_HTML_ATTRIBUTE]: "",
    onClick: (event: MouseEvent<HTMLElement>) => followLinkInApp(event, navigate),
    dangerouslySetInnerHTML: inner,
    suppressHydrationWarning: true,
  });
}

type Tag = "footer" | "div" | "section";

/**
 * An element of the layout whose content is the same on every page and never
 * changes in the browser (the footer, most of the header). The server renders
 * its content; the browser keeps that HTML as it is, so the content's code
 * need not be in the page's JavaScript: pass it only on the server, as
 * `{import.meta.env.SSR && <Content />}`, and the build leaves it out.
 * Only for parts of the root layout, which stays mounted across navigations.
 */
export function ServerRendered({ as, className, children }: { as: Tag; className?: string; children?: ReactNode }) {
  const navigate = useNavigate();
  if (import.meta.env.SSR) return createElement(as, { className, [SERVER_HTML_ATTRIBUTE]: "" }, children);
  return keptServerHtml(as, className, KEEP_SERVER_HTML, navigate);
}

/** The page's parts rendered by its loader for this document, by name (provided by entry.server.tsx). */
export const ServerPartsContext = createContext<Readonly<Record<string, string>>>({});

/**
 * The inner HTML to give React: after hydration, keep the server's; after a
 * client navigation, the HTML its loader rendered. A revalidation at the same
 * address (after a form is sent) keeps the DOM as it is, so nothing a visitor
 * opened (a <details>) snaps shut.
 */
function useInnerHtml(html: string | undefined) {
  const { pathname, search } = useLocation();
  const at = `${pathname}${search}`;
  const [shown, setShown] = useState(() => ({ at, inner: html === undefined ? KEEP_SERVER_HTML : { __html: html } }));
  if (shown.at !== at && html !== undefined) {
    const next = { at, inner: { __html: html } };
    setShown(next);
    return next.inner;
  }
  return shown.inner;
}

/**
 * A part of a page that needs no JavaScript, so its code and content are not
 * in the page's JavaScript: the loader renders it to HTML on the server
 * (`serverParts` in lib/page/server-html.server.tsx). A document carries that HTML
 * once, in the page; the browser keeps it. A client navigation gets it as
 * loader data (`html`). Site links inside navigate in the app, as <Link> would.
 */
export function ServerPart({
  name,
  html,
  as = "div",
  className,
}: {
  name: string;
  /** The loader's `html`: set on client navigations only. */
  html: Readonly<Record<string, string>> | undefined;
  as?: Tag;
  className?: string;
}) {
  const documentParts = useContext(ServerPartsContext);
  const navigate = useNavigate();
  const inner = useInnerHtml(html?.[name]);
  if (import.meta.env.SSR) {
    return createElement(as, {
      className,
      [SERVER_HTML_ATTRIBUTE]: "",
      dangerouslySetInnerHTML: { __html: documentParts[name] ?? "" },
    });
  }
  return keptServerHtml(as, className, inner, navigate);
}

/** A page with nothing interactive: its one part, rendered by its loader (`serverPage`). */
export function ServerPage({ loaderData }: { loaderData: { html?: Readonly<Record<string, string>> } }) {
  return <ServerPart name="page" html={loaderData.html} className="contents" />;
}
