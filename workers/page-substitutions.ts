/**
 * What a page rendered with placeholders needs replaced for one response:
 * each per-response value, and the live opening status (computed from the
 * time, so its markup is rendered again for the response's moment).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { LiveStatus } from "~/components/StatusBar";
import type { PerResponseValues } from "./per-response";

/** The live opening status as server-rendered HTML, as React renders it inside the page. */
export function liveStatusHtml(renderedAt: string): string {
  return renderToString(createElement(LiveStatus, { now: new Date(renderedAt) }));
}

/** Placeholder text -> this response's text, for a page rendered with `placeholders`. */
export function substitutions(placeholders: PerResponseValues, values: PerResponseValues): Map<string, string> {
  return new Map([
    // The status markup first: it is computed from the time, which is substituted next.
    [liveStatusHtml(placeholders.renderedAt), liveStatusHtml(values.renderedAt)],
    [placeholders.nonce, values.nonce],
    [placeholders.formToken, values.formToken],
    [placeholders.renderedAt, values.renderedAt],
  ]);
}
