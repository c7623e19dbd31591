/**
 * Parts of a page that need no JavaScript (see ServerPart) are rendered to
 * HTML here, by the page's loader, so their code and content never reach the
 * browser's bundle. For a document, the HTML goes to a per-request collector
 * (opened by the root middleware, read by entry.server.tsx) and into the page
 * once, not into the hydration data; for a client navigation (a `.data`
 * request) it is the loader's data.
 */
import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createContext, MemoryRouter, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { MetaTag } from "./seo";
import { withStructuredData } from "./structured-data.server";

const serverPartsContext = createContext<Record<string, string>>();

/** Root middleware: an empty collector for each request. */
export const collectServerParts: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(serverPartsContext, {});
  return next();
};

/** The parts this request's loaders rendered (none when the collector was never opened). */
export function collectedServerParts(context: Readonly<RouterContextProvider>): Readonly<Record<string, string>> {
  try {
    return context.get(serverPartsContext);
  } catch {
    return {};
  }
}

type LoaderArgsOfPage = { context: Readonly<RouterContextProvider>; request: Request; url: URL };

/**
 * Renders a page's parts (by name; unique on the page), from the loader's
 * arguments. Their content gets its props here and must not use the router's
 * data hooks; links (<Link>) work.
 * Returns the HTML for a client navigation, `undefined` for a document.
 */
export function serverParts<Part extends string>(
  { context, request, url }: LoaderArgsOfPage,
  parts: Readonly<Record<Part, () => ReactNode>>,
): Record<Part, string> | undefined {
  const html = {} as Record<Part, string>;
  // At the page's own address, so relative links (<Link to="?book=…">) resolve as they would in the page.
  const at = `${url.pathname}${url.search}`;
  for (const part of Object.keys(parts) as Part[]) {
    html[part] = renderToString(<MemoryRouter initialEntries={[at]}>{parts[part]()}</MemoryRouter>);
  }
  if (new URL(request.url).pathname.endsWith(".data")) return html;
  Object.assign(context.get(serverPartsContext), html);
  return undefined;
}

/** The props of a server-only page's `Page`: its view without what goes in the head (`typeof pageView`). */
export type ServerPageProps<PageView extends (...args: never[]) => { meta: MetaTag[]; jsonLd: readonly object[] }> = {
  loaderData: Omit<ReturnType<PageView>, "meta" | "jsonLd">;
};

/**
 * The loader of a page with nothing interactive: its meta tags and JSON-LD go
 * where every page's go, and the rest of `page` is rendered whole by `Page` as
 * the one part, "page", that the route shows with `ServerPage`.
 */
export function serverPage<View extends { meta: MetaTag[]; jsonLd: readonly object[] }>(
  args: LoaderArgsOfPage,
  { meta, jsonLd, ...view }: View,
  Page: ComponentType<{ loaderData: Omit<View, "meta" | "jsonLd"> }>,
) {
  return withStructuredData(args.context, {
    meta,
    html: serverParts(args, { page: () => <Page loaderData={view} /> }),
    jsonLd,
  });
}
