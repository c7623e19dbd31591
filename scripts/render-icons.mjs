// Renders the site's icons from the logo (public/favicon.svg) with resvg, and
// writes the web app manifest from business.ts. Run after changing the logo:
//   node scripts/render-icons.mjs
// Writes, in public/: favicon.ico (16, 32, 48 px), apple-touch-icon.png
// (180 px, square: iOS rounds the corners), icon-192.png, icon-512.png,
// icon-maskable-512.png (the mark inside the maskable safe zone) and
// site.webmanifest. The generated files are committed.
import { readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import { business } from "../app/content/business.ts";

const publicDir = new URL("../public/", import.meta.url);
const logo = readFileSync(new URL("favicon.svg", publicDir), "utf8");
const background = logo.match(/<rect[^>]*fill="(#[0-9a-f]{6})"/i)?.[1] ?? "#0b3b66";
const inner = logo.replace(/^<svg[^>]*>|<\/svg>\s*$/g, "").replace(/<rect[^>]*\/>/, "");

/** The logo as drawn (rounded square). */
const rounded = logo;
/** The mark on a full square of the logo's colour, scaled by `scale` about the centre. */
const square = (/** @type {number} */ scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${background}"/>` +
  `<g transform="translate(20 20) scale(${scale}) translate(-20 -20)">${inner}</g></svg>`;

/** @param {string} svg @param {number} size */
function png(svg, size) {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

/**
 * An ICO file holding PNG images (supported by every current browser).
 * @param {{ size: number, data: Buffer }[]} images
 */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const write = (/** @type {string} */ name, /** @type {Buffer | string} */ data) => {
  writeFileSync(new URL(name, publicDir), data);
  console.log(`public/${name}  ${data.length} bytes`);
};

write("favicon.ico", ico([16, 32, 48].map((size) => ({ size, data: png(rounded, size) }))));
write("apple-touch-icon.png", png(square(0.9), 180));
write("icon-192.png", png(rounded, 192));
write("icon-512.png", png(rounded, 512));
write("icon-maskable-512.png", png(square(0.75), 512));

const manifest = {
  name: business.name,
  short_name: "Boiler Repair",
  description: `${business.tagline}: boiler repair, servicing and gas safety across Middlesbrough and Teesside.`,
  lang: "en-GB",
  start_url: "/",
  scope: "/",
  display: "browser",
  background_color: "#ffffff",
  theme_color: background,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
  ],
};
write("site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);

// The owner's lead desk as an app on his home screen: scoped to /desk, linked from desk pages only.
const deskManifest = {
  id: "/desk",
  name: `Lead desk: ${business.name}`,
  short_name: "Lead desk",
  description: "New quote requests, on the lock screen within seconds.",
  lang: "en-GB",
  start_url: "/desk",
  scope: "/desk",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: background,
  icons: manifest.icons.filter((icon) => icon.type === "image/png"),
};
write("desk/manifest.webmanifest", `${JSON.stringify(deskManifest, null, 2)}\n`);
