/**
 * Vite plugin: turns each content page under app/content/pages/ (Markdown with
 * YAML frontmatter) into a module exporting plain data at build time.
 *
 * - The frontmatter is validated with the zod schema of its kind
 *   (app/content/frontmatter.ts); a bad field fails the build naming the file
 *   and the field.
 * - The body is rendered to HTML with `marked` (CommonMark + GitHub tables,
 *   lists, links, **bold**) and cut up as its kind requires: fixed named
 *   sections, free "## " sections, or one block.
 * - Nothing is parsed at request time or in the browser, and a content page
 *   imported by browser code fails the build: content reaches the browser only
 *   as server-rendered HTML and loader data.
 */
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { Marked, type Token, type TokensList } from "marked";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { contentKinds, type BodyShape, type HtmlSection } from "../app/content/frontmatter.ts";

const marked = new Marked({ gfm: true });

class ContentError extends Error {}

function splitFrontmatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${file}: must start with YAML frontmatter between two "---" lines`);
  try {
    return { data: parseYaml(match[1] ?? "") ?? {}, body: match[2] ?? "" };
  } catch (error) {
    throw new ContentError(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
}

/** Renders tokens to HTML, keeping the reference links of the whole document. */
function render(tokens: Token[], all: TokensList): string {
  const list = Object.assign([...tokens], { links: all.links }) as TokensList;
  return marked.parser(list).trim();
}

/** The body cut at its "## " headings; text before the first heading is an error. */
function h2Sections(body: string, file: string): { heading: string; html: string }[] {
  const tokens = marked.lexer(body);
  const sections: { heading: string; tokens: Token[] }[] = [];
  for (const token of tokens) {
    if (token.type === "heading" && token.depth === 2) {
      sections.push({ heading: token.text.trim(), tokens: [] });
    } else if (sections.length === 0) {
      if (token.type !== "space") throw new ContentError(`${file}: body text before the first "## " heading`);
    } else {
      sections.at(-1)?.tokens.push(token);
    }
  }
  return sections.map((s) => ({ heading: s.heading, html: render(s.tokens, tokens) }));
}

function renderBody(shape: BodyShape, body: string, file: string): unknown {
  if (shape.kind === "whole") {
    const html = marked.parse(body, { async: false }).trim();
    if (!html && !shape.optional) throw new ContentError(`${file}: body: the page needs body text`);
    return html;
  }
  const sections = h2Sections(body, file);
  if (shape.kind === "sections") {
    if (sections.length === 0) throw new ContentError(`${file}: body: needs at least one "## " section`);
    return sections;
  }
  const byHeading = new Map(sections.map((s) => [s.heading, s.html]));
  const known = new Set(Object.values(shape.sections).map((s) => s.heading));
  for (const s of sections) {
    if (!known.has(s.heading)) {
      throw new ContentError(
        `${file}: body: unknown section "## ${s.heading}" (expected ${[...known].map((h) => `"## ${h}"`).join(", ")})`,
      );
    }
  }
  const out: Record<string, string> = {};
  for (const [key, { heading, optional }] of Object.entries(shape.sections)) {
    const html = byHeading.get(heading);
    if (html) out[key] = html;
    else if (!optional) throw new ContentError(`${file}: body: missing section "## ${heading}"`);
  }
  return out;
}

/** Builds one content page: validated frontmatter plus its rendered body. */
export function buildContentPage(source: string, path: string, root = process.cwd()): Record<string, unknown> {
  const file = relative(root, path);
  const kind = Object.values(contentKinds).find((k) => k.pattern.test(path.replaceAll("\\", "/")));
  if (!kind) throw new ContentError(`${file}: no content kind for this path (see app/content/frontmatter.ts)`);
  const { data, body } = splitFrontmatter(source, file);
  const parsed = kind.frontmatter.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(frontmatter)"}: ${i.message}`);
    throw new ContentError(`${file}: invalid frontmatter\n${problems.join("\n")}`);
  }
  const page: Record<string, unknown> = { ...parsed.data };
  const fileSlug = /([^/]+)\.md$/.exec(path)?.[1];
  if ("slug" in page && page.slug !== fileSlug) {
    throw new ContentError(`${file}: slug: "${String(page.slug)}" must equal the file name "${fileSlug}"`);
  }
  const rendered = renderBody(kind.body as BodyShape, body, file);
  if ("tables" in page && Array.isArray(rendered)) {
    const sections = rendered as HtmlSection[];
    for (const table of page.tables as NonNullable<HtmlSection["table"]>[]) {
      const section = sections.find((s) => s.heading === table.section);
      if (!section) throw new ContentError(`${file}: tables: no "## ${table.section}" section for the table`);
      section.table = table;
    }
    delete page.tables;
  }
  page.body = rendered;
  return page;
}

export function markdownContent(): Plugin {
  return {
    name: "markdown-content",
    enforce: "pre",
    async load(id) {
      const path = id.split("?")[0] ?? id;
      if (!path.endsWith(".md") || !path.includes("/app/content/pages/")) return null;
      if (this.environment?.name === "client") {
        this.error(
          `${relative(process.cwd(), path)} was imported by browser code: content must reach the browser only through loaders`,
        );
      }
      this.addWatchFile(path);
      try {
        const page = buildContentPage(await readFile(path, "utf8"), path);
        return { code: `export default ${JSON.stringify(page)};`, map: null };
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
