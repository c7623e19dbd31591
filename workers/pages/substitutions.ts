/**
 * What a page rendered with placeholders shows of the time: the live opening
 * status and the contact form's visit windows are computed from it, so each
 * response gets its moment's markup in place of the placeholder moment's
 * (workers/pages/prerendered.ts).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { LiveStatus } from "~/components/StatusBar";
import { openStatus, sameDayStatus } from "~/lib/contracts/opening-status";
import { offeredWindows } from "~/lib/contracts/visit-windows";

/** The live opening status as server-rendered HTML, as React renders it inside the page. */
export function liveStatusHtml(renderedAt: string): string {
  return renderToString(createElement(LiveStatus, { now: new Date(renderedAt) }));
}

/**
 * The live status's markup as React renders it, cut around its two messages: [before the opening
 * message, between the messages, after], once for an open moment and once for a closed one (the dot's
 * colour differs). Made at build time from React's own render and stored with each prerendered page,
 * so a response fills in its moment's messages without React.
 */
export interface StatusTemplates {
  open: [string, string, string];
  closed: [string, string, string];
}

const TEXT_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
/** Text as React escapes it in HTML. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => TEXT_ENTITIES[c] ?? c);
}

function cutStatus(now: Date): [string, string, string] {
  const html = liveStatusHtml(now.toISOString());
  const first = escapeText(openStatus(now).message);
  const second = escapeText(sameDayStatus(now).message);
  const at = html.indexOf(first);
  const then = html.indexOf(second, at + first.length);
  if (at < 0 || then < 0) throw new Error("the live status's markup does not hold its messages");
  return [html.slice(0, at), html.slice(at + first.length, then), html.slice(then + second.length)];
}

/** The templates, from the first open and the first closed hour of the week after `from`. */
export function statusTemplates(from: Date): StatusTemplates {
  let open: Date | undefined;
  let closed: Date | undefined;
  for (let hour = 0; hour < 7 * 24 && (!open || !closed); hour++) {
    const now = new Date(from.getTime() + hour * 3_600_000);
    if (openStatus(now).open) open ??= now;
    else closed ??= now;
  }
  if (!open || !closed) throw new Error("no open and closed hour in a week");
  return { open: cutStatus(open), closed: cutStatus(closed) };
}

/** The live status's markup at `now` from the templates: the same as `liveStatusHtml`. */
export function statusFromTemplates(templates: StatusTemplates, now: Date): string {
  const open = openStatus(now);
  const [before, between, after] = open.open ? templates.open : templates.closed;
  return before + escapeText(open.message) + between + escapeText(sameDayStatus(now).message) + after;
}

/**
 * The visit-time select's options offered at `renderedAt` (after its fixed "No preference" one), as
 * React renders them in the contact form (app/components/request/QuoteExtras.tsx, which offers the
 * same windows for the root's `renderedAt` when it hydrates). The build fails when React's markup
 * differs (scripts/prerender.mjs cannot find it).
 */
export function visitWindowOptionsHtml(renderedAt: string): string {
  return offeredWindows(new Date(renderedAt))
    .map((window) => `<option value="${escapeText(window.id)}">${escapeText(window.label)}</option>`)
    .join("");
}
