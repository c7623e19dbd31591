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

/** The status changes once a minute at most: the last minute's markup is reused. */
let lastMinute: { minute: string; html: string } | undefined;
function liveStatusHtmlThisMinute(renderedAt: string): string {
  const minute = renderedAt.slice(0, 16);
  if (lastMinute?.minute !== minute) lastMinute = { minute, html: liveStatusHtml(renderedAt) };
  return lastMinute.html;
}

/** A stored page's placeholder markup, made once per stored page. */
const placeholderStatus = new WeakMap<PerResponseValues, string>();
function placeholderStatusHtml(placeholders: PerResponseValues): string {
  let html = placeholderStatus.get(placeholders);
  if (html === undefined) {
    html = liveStatusHtml(placeholders.renderedAt);
    placeholderStatus.set(placeholders, html);
  }
  return html;
}

/** Placeholder text -> this response's text, for a page rendered with `placeholders`. */
export function substitutions(placeholders: PerResponseValues, values: PerResponseValues): Map<string, string> {
  return new Map([
    // The status markup first: it is computed from the time, which is substituted next.
    [placeholderStatusHtml(placeholders), liveStatusHtmlThisMinute(values.renderedAt)],
    [placeholders.nonce, values.nonce],
    [placeholders.formToken, values.formToken],
    [placeholders.renderedAt, values.renderedAt],
  ]);
}
