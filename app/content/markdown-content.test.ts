/** Content pages are checked when the site is built: a bad file fails the build and says where. */
import { describe, expect, it } from "vitest";
import { buildContentPage } from "../../plugins/markdown-content";

const root = "/site";
const area = (frontmatter: string, body = "A paragraph with **bold**, a [link](/areas) and:\n\n- one\n- two\n") =>
  `---\n${frontmatter}\n---\n\n${body}`;
const good = [
  "slug: new-town",
  "order: 500",
  "name: New Town",
  "postcodeDistricts: [TS5]",
  "milesFromBase: 3",
  "typicalResponse: usually within 60 minutes",
  "localAuthority: Middlesbrough",
  "summary: Boiler repair in New Town.",
  "nearby: [acklam]",
].join("\n");
const build = (source: string, path = `${root}/app/content/pages/areas/new-town.md`) =>
  buildContentPage(source, path, root);

describe("Markdown content pages", () => {
  it("renders bold, links and lists to HTML beside the typed frontmatter", () => {
    const page = build(area(good));
    expect(page).toMatchObject({ slug: "new-town", order: 500, postcodeDistricts: ["TS5"], milesFromBase: 3 });
    expect(page.body).toContain("<strong>bold</strong>");
    expect(page.body).toContain('<a href="/areas">link</a>');
    expect(page.body).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
  });

  it("names the file and the field when the frontmatter is wrong", () => {
    expect(() => build(area(good.replace("summary: Boiler repair in New Town.\n", "")))).toThrow(
      /app\/content\/pages\/areas\/new-town\.md: invalid frontmatter\n\s+summary:/,
    );
    expect(() => build(area(good.replace("[TS5]", "[ts5x]")))).toThrow(
      /new-town\.md[\s\S]*postcodeDistricts\.0: a postcode district/,
    );
    expect(() => build(area(`${good}\ncolour: red`))).toThrow(/new-town\.md[\s\S]*colour/);
  });

  it("requires the slug to be the file name and the body to have its sections", () => {
    expect(() => build(area(good), `${root}/app/content/pages/areas/old-town.md`)).toThrow(/old-town\.md: slug/);
    const service = (body: string) => `---\nslug: x\n---\n${body}`;
    expect(() => build(service("## What it is\n\nText"), `${root}/app/content/pages/services/x.md`)).toThrow(
      /services\/x\.md/,
    );
    expect(() => build("no frontmatter")).toThrow(/must start with YAML frontmatter/);
  });

  it("cuts an article at its headings and attaches a table to its section", () => {
    const article = [
      "---",
      "slug: a",
      "order: 1",
      "title: T",
      "excerpt: E",
      "readTime: 3",
      "category: Repairs",
      "published: 2026-11-01",
      "author: Us",
      "featured: false",
      "intro: I",
      "tables:",
      "  - { section: Codes, caption: C, columns: [Code, Meaning], rows: [[F1, Low pressure]] }",
      "---",
      "## First",
      "",
      "Para one.",
      "",
      "## Codes",
      "",
      "Para two.",
    ].join("\n");
    const page = build(article, `${root}/app/content/pages/articles/a.md`);
    expect(page.body).toEqual([
      { heading: "First", html: "<p>Para one.</p>" },
      {
        heading: "Codes",
        html: "<p>Para two.</p>",
        table: { section: "Codes", caption: "C", columns: ["Code", "Meaning"], rows: [["F1", "Low pressure"]] },
      },
    ]);
    expect(() =>
      build(article.replace("section: Codes", "section: Nowhere"), `${root}/app/content/pages/articles/a.md`),
    ).toThrow(/articles\/a\.md: tables: no "## Nowhere" section/);
  });
});
