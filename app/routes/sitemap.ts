import { absoluteUrl } from "~/content/business";
import { sitePages } from "~/lib/contracts/site-pages.server";

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

export function loader() {
  const urls = sitePages()
    .map(
      (page) =>
        `  <url><loc>${escapeXml(absoluteUrl(page.path))}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
