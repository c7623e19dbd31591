import { readdirSync } from "node:fs";

/** Slugs of one kind of Markdown content page (app/content/pages/{kind}/*.md): what the menus must list. */
export function contentSlugs(kind: "services" | "brands" | "areas" | "articles" | "questions"): string[] {
  return readdirSync(new URL(`../app/content/pages/${kind}/`, import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length));
}
