import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import css from "~/app.css?inline";
import { buildNavigation } from "~/content/navigation";
import { InlineCssContext } from "~/lib/page/inline-css";
import { ServerPartsContext } from "~/lib/page/server-rendered";
import { StructuredDataContext } from "~/components/StructuredData";
import { requestContext } from "~/lib/contracts/request-context.server";
import { collectedServerParts } from "~/lib/page/server-html.server";
import { SiteNavigationContext } from "~/lib/page/site-navigation";
import { collectedStructuredData } from "~/lib/page/structured-data.server";

/** The same on every page: built once per isolate. */
const siteNavigation = buildNavigation();

/**
 * Renders every document. The whole page is awaited before it is sent: the
 * content is local, so waiting costs little and the status code and HTML are
 * always complete (no half-streamed error pages for visitors or crawlers).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestContext);
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <InlineCssContext value={css}>
      <StructuredDataContext value={collectedStructuredData(loadContext)}>
        <ServerPartsContext value={collectedServerParts(loadContext)}>
          <SiteNavigationContext value={siteNavigation}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </SiteNavigationContext>
        </ServerPartsContext>
      </StructuredDataContext>
    </InlineCssContext>,
    {
      nonce,
      signal: request.signal,
      // The page is sent whole (below), so a finished <Suspense> part is written in place: never "outlined"
      // to be moved in later by an inline script (React does that past 12.8 kB of HTML by default).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
