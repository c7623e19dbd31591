/**
 * Page parts rendered on the server only (ServerPart): a document carries
 * their HTML once, in the page, not again in React Router's hydration data; a
 * client navigation (`.data`) gets the same markup as loader data, and the
 * page's meta tags with it.
 */
import { describe, expect, it } from "vitest";
import { business } from "~/content/business";
import { page, request } from "../test/site";

/** A sentence from a part of each page (its Markdown body or a static section), and the page's title. */
const pages = [
  { path: "/", text: "Fault found and fixed, usually on the first visit", title: "Boiler Repair Middlesbrough" },
  { path: "/services/boiler-repair", text: "Signs to look out for", title: "Boiler Repair Middlesbrough" },
  { path: "/services/brands/worcester-bosch", text: "Servicing and warranty", title: "Worcester Bosch" },
  { path: "/areas/acklam", text: "Nearby areas we cover", title: "Acklam" },
  { path: "/blog/boiler-losing-pressure", text: "More boiler advice", title: "Pressure" },
  { path: "/prices", text: "Weekend Repair", title: "Prices" },
  { path: "/contact", text: "For non-urgent questions and landlord paperwork.", title: "Contact" },
  { path: "/privacy-policy", text: "Last updated", title: "Privacy Policy" },
  // The four legal pages share one route module (app/routes/legal-page.tsx): each must find its own page.
  { path: "/terms-conditions", text: "Complaints are handled under our", title: "Terms and Conditions" },
  { path: "/complaints-policy", text: "National Gas Emergency Service", title: "Complaints Policy" },
  { path: "/reviews-policy", text: "one you think is fake?", title: "Reviews Policy" },
];

describe("page parts rendered on the server only", () => {
  it.each(pages)("$path has its parts in the page's HTML, not in the hydration data", async ({ path, text }) => {
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(html.slice(html.indexOf("<main"), html.indexOf("</main>"))).toContain(text);
    expect(html.slice(html.indexOf("__reactRouterContext"))).not.toContain(text);
  });

  it.each(pages)(
    "$path has the menus and footer in its HTML, not their links in the hydration data",
    async ({ path }) => {
      const { html } = await page(path);
      const hydrationData = html.slice(html.indexOf("__reactRouterContext"));
      // A brand appears only in the phone menu, an area in the footer (not linked from every page's content).
      expect(html.slice(html.indexOf("<header"), html.indexOf("</header>"))).toContain(
        'href="/services/brands/heatline"',
      );
      expect(html.slice(html.indexOf("<footer"), html.indexOf("</footer>"))).toContain('href="/areas/nunthorpe"');
      expect(hydrationData).not.toContain("/services/brands/heatline");
      expect(hydrationData).not.toContain("/areas/nunthorpe");
    },
  );

  it.each(pages)(
    "$path sends the same parts and its meta tags to a client navigation",
    async ({ path, text, title }) => {
      // React Router's address for a page's data (with trailing-slash-aware data requests).
      const response = await request(path === "/" ? "/_.data" : `${path}.data`);
      expect(response.status).toBe(200);
      const data = await response.text();
      expect(data).toContain(text);
      expect(data).toContain(title);
      expect(data).toContain("og:title");
    },
  );

  it.each(pages)("$path is written in one piece, no part streamed in later by a script", async ({ path }) => {
    const { html } = await page(path);
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain("$RC");
  });

  it("renders relative links in a part at the page's own address", async () => {
    const data = await (await request("/prices.data")).text();
    expect(data).toContain("/prices?book=");
    expect(data).not.toMatch(/href=\\?"\/\?book=/);
  });
});

describe("the legal pages' contact line", () => {
  it.each([
    ["/terms-conditions", "Complaints are handled under our complaints policy."],
    ["/complaints-policy", "Smell gas? Call the National Gas Emergency Service"],
    ["/reviews-policy", "Questions about a review, or one you think is fake?"],
  ])("%s reads as two sentences, with a space after the e-mail address", async (path, sentence) => {
    const { html } = await page(path);
    const text = html
      .slice(html.indexOf("<main"), html.indexOf("</main>"))
      .replace(/<!--.*?-->/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ");
    expect(text).toContain(`e-mail ${business.email}. ${sentence}`);
  });
});
