// The build's last step: every public page of the sitemap, and its client navigation data, rendered
// once by the built Worker in workerd with placeholders where each response's values go (CSP nonce,
// form token, time, live opening status, the contact form's visit windows), stored in
// build/client/_prerendered/ (docs/decisions/0030). The Worker serves those files through its ASSETS
// binding, filling in the values in one pass; the files themselves are never served (wrangler.toml).
// Pages the Worker declines (none today) are left to it, rendered per response.
// Each file: one line of JSON ({ status, headers, year, slots: [start, end, name][] }, byte ranges of
// the body), then the body.
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { serveBuild } from "./serve-build.mjs";

const OUT = "build/client/_prerendered";

/**
 * Whether a page must hold a placeholder: every page holds the nonce, form token and time; a document
 * the live status's markup, and the visit-time select's options where it has that select (the contact
 * form); client data neither markup.
 * @param {string} name @param {"document" | "data"} kind @param {Buffer} body
 */
const mustHold = (name, kind, body) =>
  name === "liveStatus"
    ? kind === "document"
    : name === "visitWindows"
      ? kind === "document" && body.includes('name="visitWindow"')
      : true;

/**
 * Byte ranges of every placeholder in a body, in order. Fails on overlapping placeholders, or when one
 * a page must hold is not found: a page must never go out with a placeholder in it, nor with one value
 * shared by every visitor, nor with the markup of the placeholder's moment.
 * @param {Buffer} body @param {Record<string, string>} placeholders @param {"document" | "data"} kind
 */
function slotsOf(body, placeholders, kind) {
  /** @type {[number, number, string][]} */
  const slots = [];
  for (const [name, text] of Object.entries(placeholders)) {
    const needle = Buffer.from(text);
    for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, at + needle.length)) {
      slots.push([at, at + needle.length, name]);
    }
  }
  for (const name of Object.keys(placeholders)) {
    if (mustHold(name, kind, body) && !slots.some((slot) => slot[2] === name))
      throw new Error(`its ${name} placeholder is not in the ${kind}`);
  }
  slots.sort((a, b) => a[0] - b[0]);
  slots.forEach((slot, i) => {
    const next = slots[i + 1];
    if (next && next[0] < slot[1]) throw new Error(`placeholders ${slot[2]} and ${next[2]} overlap`);
  });
  return slots;
}

/** React Router's URL of a page's client navigation data. @param {string} path */
const dataUrlOf = (path) => (path === "/" ? "/_.data" : `${path}.data`);

const key = randomUUID();
rmSync(OUT, { recursive: true, force: true });
const port = 8797;
const server = await serveBuild({ port, probe: "/favicon.svg", vars: { PRERENDER_KEY: key } });
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  if (paths.length === 0) throw new Error("the sitemap lists no pages");
  let files = 0;
  let bytes = 0;
  /** @type {string[]} */
  const declined = [];
  for (const path of paths) {
    for (const [kind, url] of /** @type {const} */ ([
      ["document", path],
      ["data", dataUrlOf(path)],
    ])) {
      const response = await fetch(`${server.origin}${url}`, {
        headers: { "X-Prerender-Key": key },
        redirect: "manual",
      });
      const body = Buffer.from(await response.arrayBuffer());
      const head = response.headers.get("X-Prerender");
      if (!head) {
        if (kind === "document") declined.push(path);
        continue;
      }
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      // The Worker names the file it will read (under /_prerendered/ in the assets).
      const { file: name, placeholders, ...rest } = JSON.parse(head);
      if (!String(name).startsWith("/_prerendered/")) throw new Error(`${url}: the Worker named ${name}`);
      /** @type {[number, number, string][]} */
      let slots;
      try {
        slots = slotsOf(body, placeholders, kind);
      } catch (error) {
        throw new Error(`${url}: ${error instanceof Error ? error.message : error}`);
      }
      const file = join("build/client", name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.concat([Buffer.from(`${JSON.stringify({ ...rest, slots })}\n`), body]));
      files++;
      bytes += body.length;
    }
  }
  console.log(
    `prerendered ${files} files (${paths.length - declined.length} pages and their data, ${(bytes / 1024).toFixed(0)} KiB)` +
      (declined.length ? `; rendered per response: ${declined.join(", ")}` : ""),
  );
} finally {
  await server.stop();
}
