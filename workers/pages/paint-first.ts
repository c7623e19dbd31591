/**
 * Paint first, hydrate second. Every page is complete as server-rendered HTML
 * (stylesheet inlined, links and call buttons plain anchors), so the browser
 * should show it before it spends a slow phone's bandwidth and CPU on React.
 *
 * React Router puts module preloads in the head and starts hydration from an
 * inline module script. This rewrite (streaming, at the edge) removes the
 * preloads and parks the module script, then a small nonce'd script re-adds
 * both right after the first frame has been painted. Without it the scripts'
 * downloads compete with the page and its first paint.
 */
const PARKED_TYPE = "text/x-module-after-paint";

function loaderScript(preloads: string[], nonce: string): string {
  const hrefs = JSON.stringify(preloads).replace(/</g, "\\u003c");
  return (
    `<script nonce="${nonce}">(function(h){function go(){` +
    `h.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
    `document.querySelectorAll('script[type="${PARKED_TYPE}"]').forEach(function(o){` +
    `var s=document.createElement("script");s.type="module";s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s)})}` +
    `requestAnimationFrame(function(){setTimeout(go,0)})})(${hrefs})</script>`
  );
}

export function withPaintFirst(response: Response, nonce: string): Response {
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("text/html")) return response;
  const preloads: string[] = [];
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) preloads.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.setAttribute("type", PARKED_TYPE);
        // A data block may not carry `async` (HTML spec); the re-added module script runs async anyway.
        script.removeAttribute("async");
      },
    })
    .on("body", {
      element(body) {
        body.onEndTag((end) => {
          end.before(loaderScript(preloads, nonce), { html: true });
        });
      },
    })
    .transform(response);
}
