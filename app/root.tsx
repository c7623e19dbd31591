import { useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { AssistantLauncher } from "./components/assistant/AssistantLauncher";
import { CallBar } from "./components/CallBar";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { IconSprite } from "./components/IconSprite";
import { NavigationSpinner } from "./components/NavigationSpinner";
import { ServerLinkPrefetch } from "./components/ServerLinkPrefetch";
import { ToastHost } from "./components/ToastHost";
import { NotFound } from "./components/NotFound";
import { StatusBar } from "./components/StatusBar";
import { StructuredData } from "./components/StructuredData";
import { InlineCssContext } from "./lib/page/inline-css";
import stylesheetUrl from "./app.css?url";
import { ServerRendered } from "./lib/page/server-rendered";
import { enhanceMenu } from "./lib/browser/menu";
import { trackContactTaps } from "./lib/contracts/track";
import { londonYear } from "./lib/contracts/london-time";
import { requestContext } from "./lib/contracts/request-context.server";
import { notFoundMeta } from "./lib/page/seo";
import { collectServerParts } from "./lib/page/server-html.server";
import { collectStructuredData } from "./lib/page/structured-data.server";

/** Icons and manifest: generated from the logo by scripts/render-icons.mjs. */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const middleware: Route.MiddlewareFunction[] = [collectStructuredData, collectServerParts];

export function loader({ context }: Route.LoaderArgs) {
  const { nonce, formToken, renderedAt, env } = context.get(requestContext);
  return {
    nonce,
    formToken,
    /** Set when Cloudflare Turnstile protects the quote forms (off by default). */
    turnstileSiteKey: (env as { TURNSTILE_SITE_KEY?: string }).TURNSTILE_SITE_KEY || undefined,
    year: londonYear(new Date()),
    /** When the page was rendered: the live status starts from this, so hydration matches. */
    renderedAt,
    /** Meta tags of a page that is not found, also after a client navigation (see lib/page/loader-meta.ts). */
    notFoundMeta,
  };
}

// Navigation data never changes at run time; only a fresh document reloads it.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const css = useContext(InlineCssContext);
  // The owner's lead desk (routes with handle.desk) has its own frame, without the site's chrome.
  const desk = useMatches().some((match) => (match.handle as { desk?: boolean } | undefined)?.desk);
  // Marks the page interactive (used by the browser tests and for debugging).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Counts taps on phone and e-mail links, per page: one listener for the whole document.
  useEffect(() => trackContactTaps(), []);
  // The phone menu (a popover in server HTML): its button opens it, a chosen link closes it.
  useEffect(() => enhanceMenu(), []);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3b66" />
        <Meta />
        <Links />
        <StructuredData />
        {/* Filled on the server only; the browser keeps what the server sent. The desk links the same
            stylesheet instead: its pages are many and private, and the phone keeps the file between them. */}
        {desk ? (
          <link rel="stylesheet" href={stylesheetUrl} />
        ) : (
          <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
        )}
      </head>
      <body className="flex min-h-dvh flex-col bg-white text-slate-800 antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {desk ? (
          <main id="main" className="flex-1">
            {children}
          </main>
        ) : (
          <>
            <StatusBar renderedAt={data?.renderedAt ?? new Date().toISOString()} />
            <Header />
            <NavigationSpinner />
            <ServerLinkPrefetch />
            <main id="main" className="flex-1">
              {children}
            </main>
            <Footer year={data?.year ?? new Date().getFullYear()} />
            <CallBar />
            <AssistantLauncher />
            <ToastHost />
          </>
        )}
        {/* Every icon's drawing, once (see IconSprite); the browser keeps the server's. */}
        <ServerRendered as="div">{import.meta.env.SSR && <IconSprite />}</ServerRendered>
        {data?.turnstileSiteKey && (
          <script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer nonce={data.nonce} />
        )}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  return error ? (loaderData?.notFoundMeta ?? []) : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-lg">
        This page could not be shown. Please try again, or call us: an engineer is always happy to help.
      </p>
    </section>
  );
}
