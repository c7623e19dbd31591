/**
 * The desk as an installable app: its pages link the desk's own web
 * app manifest (public/desk/manifest.webmanifest, scope /desk) before the
 * site's, and browsers use the first manifest link of a page. Done here, on
 * the desk's HTML, so the site's page code (the root layout's links, in every
 * public page's JavaScript) stays as it is; the site's link is left in place
 * so that React's hydration finds the head it rendered. The manifest is
 * fetched with credentials, so Cloudflare Access lets it through.
 */
import { DESK_PATHS } from "~/lib/contracts/desk";

export function linkDeskManifest(response: Response): Response {
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on('link[rel="manifest"]', {
      element(link) {
        link.before(`<link rel="manifest" href="${DESK_PATHS.manifest}" crossorigin="use-credentials">`, {
          html: true,
        });
      },
    })
    .transform(response);
}
