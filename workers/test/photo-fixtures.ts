/**
 * Test photos, made here rather than committed as opaque files:
 * tiny JPEG, PNG and WebP pictures drawn by Chromium's canvas (base64 below),
 * given what a phone writes into a photo (EXIF with GPS coordinates, camera
 * make, model and serial via piexifjs; XMP; IPTC; a comment), and the hostile
 * files the upload must refuse. Used by the vitest tests and by Playwright.
 */
import piexif from "piexifjs";

const BASE = {
  jpeg: "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAgADADASIAAhEBAxEB/8QAGAAAAwEBAAAAAAAAAAAAAAAAAgMGBAX/xAAfEAABBAMBAQEBAAAAAAAAAAACAAEEEQMFEkFhBhP/xAAVAQEBAAAAAAAAAAAAAAAAAAAEBf/EABsRAAMBAQEBAQAAAAAAAAAAAAABAwIRMQQT/9oADAMBAAIRAxEAPwBpOkm6IiVTo9NrpmowZ5EfvIfVl2TXRO3jqPCL2+Iu/RZTXWRxkkm6tP0Ok1sPSyJEeNxlDnkuyerJm9f6ociTsyeXxg/2W11Ak6SRIidJIk2eAtNHaIlqj73ZQ444I0njGF8jwL1b3631YTJJN1MllrwoVafpvm77ZzIxx5MnvEddD/MWunvxvi5BEiJ0kiT5576C20vASdJIkROkG6dPASmj/9k=",
  png: "iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAYAAABU1PscAAAIJ0lEQVR4AZyWy4ulVxXF965/QhQUhYCiiCgKgWhiiImJtt1Juumkn+m2bRPThI4BwYE4EAeCICr4wLZNbBV8gBIQHMQHIeITxYE4EByIA3EgCIKzs7e/tc853/fd6opYgbq1a6+z1trrnHPvd2vvP0+9LP/91MvzX0++Iv/55CvzH1dflX+/+ur82xOvyb8+cUv+5cot+ecrr80/Pf66/OPjr88/PPaG/P1jb8zfPPqm/OUH35wvXH5LPn/5rfmTS2/L5y7dmj+6eGv+8OJt+eyFt+f3L9ye3z1/R377/J35zXN35Y1zd+f1M/fktTP35pdO3ZdfOHUkP/fwkfzMQ8fy0yfvz0+dfDA/eeJ4fuLEyfz48YfyY8dP5UcfOJ0feeBsfvjYubx67EJeOXoxP3T0Ul4+8oF8/5FHcy9szyLdejVLc2vh1D1rabv44DXV8Urx+Tvxabnyg376NtZj4Tm+G//UfBtzNvjgSyefxK+leF76oI8029OvoGk1RKExcZFsMZ3rKU5abS709xiSVW0fX71zONb5HIo0mjPDqAbaqPlW+rkurtbUz/WEt+KdP27AGOK1M5F0AxJFGqYK4az3zQUmLQ/G/3++9PKj6iB41Vx8kw01+qAGm85lnvhOHt2YjzzcQEtMiiTQrYVBck6O18ADM/HSJdb6NHMrvN4GB/DRR4WRbq5bDZ94q3XvPvBnX+vMa+RLcPWpHGGVraFL8D39amll2gADUOSArJrUibc0NqcwtvIJ33ECos/BT3y2eNBHWum3eOf56oc+8AnxwwZu6JxNrryE1+Dt6VdCbmmQnd0Z5O0JOzihA7zC+li3jmMUpRfumyGGFzqGBBz5i6dwCV81Bp70DV7SL3igX/CNj1nNnXxuwGtoDLJqpEHywrNwq9BbPCbO4OCVDO+m2jx8Nis84KmuPl6+Af9gvIdNdC2NuT74A8d3i++1cJtPlyiRI1IIZxOqVr2GzfWs4TbWnXWvIetQhomzPM3WdX0wy4tNR82z8ikMTQ+nub7i4qYxR7gteMLnKeQ1PDCLNBa9+p0w4AE5MEp42nSoVv8/+DqcwQv0Db6qfLrellDqhWfxbckR6IT3dRt8XyrfAw6ZE8t1MRG1NG5GuBf5tq/8zm6/9lu789qv7e7rv7J7r//C3vu1n9vRp1+wB5953k488zN7+Os/tTM3fmznv/Gc9U26lQ+hegi8xiZ2cU42jM+ML/w2eKUbT6MYPkm+SKtc3ADi0QSihFTizXtNOJ+dQ/1Mn141bIbvh7If773XYbbK47WhIE+E7eCNnIUn3wPBrxCpQB8ngFi7BO9kP1R4kVvaOpTDiI1/DN+kLjgi9Q2e6oKH1UnvxyM7XjfQGye8gutGqBgFr2QjEuN/qJ8kXEvjFPuJB333kz/48A1q4Wyy+PSNufv5uQ8P/Fqa/hcibDXOiTkDZT6Hem0qER8qPWSZJ76BNpankcI7c4Y/QRuvgNfSVhyN+ii881vxfMmnz1iyaW5AoJdYoESRxrU5ZO84YjId6idq+PCJ6dP7NcwW75uTLpiXQ5+1GV/yBHikkcvrcPemWRPIp12LAalhEhKH1dPoUOkhB/qUD+FDPokPvXD1VZnXNnjCi7Q6uDb11IWPvmm9qtcmdr+JAzGLgSipjRpVSXTInyCM9Fl6DdMJy98roHwjjRArLn7wtgjm5tAHVX3gE7nyk178ugE1elQFYCAORC07OQge4M9efIf94OId9r1H3mnfeeQu+9b5d9mNc/fY02ffbV89e599+fR77Iun32efP3XUPnvq/hHSuWYbIb3q4o+xwjbmJf4LPuZ13FefMP7WZr18WtKTk8+AQDX6YKk6QzekfSeSDJviOVR1izdCBbyXhDOvpdV7vh3gk4Te4nwTi6zwjkibcXbobMKoE3d64Vq34ilcLGa+rIfe8wxuacVTzbGZKL5wX/lwhccB/Fz4zOXvxKft49cNdLFzRV6h59OopRHCB45J9drUftzReYUKBgVDsoYZ+q1OPPWqvvK1afgx/PvcyVO1m/xj8LkBH0NUHVOz5OkQhBCpVfWOl0g8TEN1xSev61a892w6rA6ipVni04ZvrTOvgQe4eq1H2pJLvQ41x+EEvMnnBgiCWbLYqKHFkHjihJ143oyn+Bs86AP+ofCwsSkjtHNYzJZP4bOflcNIG3y3egrFCJ9DFKqEiMJFxpA+wfsmnSE2TIyTlSmcwZdePPG1mXhRnMMJ9MM3qZMfCV4348xxZvBivQmvD7oXvnwPSFyLkEpc1TkRhhA+KoSXqNEn622YbfkLPvhBjS2fvtEH+kjDT/6qzqF4zYtlXf0Wt/pSbaXz4tcNZJnajlikPtxqyPp08eq1ngqBNqjqe+3rPYTXkI5b6Vbcal4jrHxUQ145cH3GWJv8mDicrHmaw1toNgHYSV7XtcVbynSLq+8nF2NI5xshfYSGT4iJB/5NXKo0E08CdRz+sm4bn/n2VN3FpeMGAHlPyTQwFxhlCk4/8Vlb7uKthjqhjaHaFEHQF7/ewx1Xn+AtrA5IusRfNcC1HtWzXtXxc7hrX+t1KCvOY1RDRRLoJZJplsmKSxypfj9fvXS9xiZMhOEn3Hi7OJtceQlPc4IadQjzhCdf1dFNvOvF77qO98dohRW5k7J6Y/ciTZweXMO0rhoMb2kjpFMdDS/hYTW8ES6HLoSbwevhkn7rs/u/kaHHK1X389V3nBsQyTH1zQkZQWb4XpMQrcy8eDGG5034i/EHztt112cXT3wbmw58++Z62NzBjbwd/y8AAAD//+AGVs4AAAAGSURBVAMA3VzDcLcoKE8AAAAASUVORK5CYII=",
  webp: "UklGRqQCAABXRUJQVlA4WAoAAAAgAAAALwAAHwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggtgAAAJAFAJ0BKjAAIAA+tUSdSacjorG1WAgCMBaJaACdOUFVvhJNcyeCNUApFOqnpQnfF1BOLhigAPbmAEw2DSMNsa8WzkRvgJvWTkcWnxDmddwLvHhSHXmg3jj9a0LwmzyNdBVTwWlNiyMwn4taNvtqzt/+lCfxWXgqCssSqgJGBk4HXn5rJ8n1Y3Y3seJ0GwX5ZR45UfdT8MuFWyQXC1tB+7VSiBh2XEnpuRvCHdn9q7Yw59yS4nYA",
} as const;

export const CAMERA = { make: "Canon", model: "Canon EOS 5D Mark IV", serial: "SN-032021001234" };

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBinary = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");
const fromBinary = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const ascii = (text: string) => new TextEncoder().encode(text);

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export const plainJpeg = () => fromBase64(BASE.jpeg);
export const plainPng = () => fromBase64(BASE.png);
export const plainWebp = () => fromBase64(BASE.webp);

/** "Exif\0\0" + TIFF: GPS position, camera make, model and body serial, orientation 6 (a portrait photo). */
function exifBlock(): string {
  return piexif.dump({
    "0th": {
      [piexif.ImageIFD.Make]: CAMERA.make,
      [piexif.ImageIFD.Model]: CAMERA.model,
      [piexif.ImageIFD.Orientation]: 6,
    },
    Exif: {
      [piexif.ExifIFD.BodySerialNumber]: CAMERA.serial,
      [piexif.ExifIFD.DateTimeOriginal]: "2026:11:20 18:04:00",
    },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: "N",
      [piexif.GPSIFD.GPSLatitude]: [
        [54, 1],
        [34, 1],
        [2712, 100],
      ],
      [piexif.GPSIFD.GPSLongitudeRef]: "W",
      [piexif.GPSIFD.GPSLongitude]: [
        [1, 1],
        [14, 1],
        [1080, 100],
      ],
    },
  });
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:tiff="http://ns.adobe.com/tiff/1.0/" xmlns:exifEX="http://cipa.jp/exif/1.0/" tiff:Make="${CAMERA.make}" tiff:Model="${CAMERA.model}" exifEX:BodySerialNumber="${CAMERA.serial}"/></rdf:RDF></x:xmpmeta>`;

function jpegSegment(marker: number, body: Uint8Array): Uint8Array {
  const length = body.byteLength + 2;
  return concat(new Uint8Array([0xff, marker, length >> 8, length & 0xff]), body);
}

/** A JPEG as a phone writes it: EXIF (GPS, make, model, serial), XMP, IPTC (APP13), a comment. */
export function cameraJpeg(): Uint8Array<ArrayBuffer> {
  const withExif = fromBinary(piexif.insert(exifBlock(), toBinary(plainJpeg())));
  const xmp = jpegSegment(0xe1, ascii(`http://ns.adobe.com/xap/1.0/\0${XMP}`));
  // IPTC-IIM in Photoshop's 8BIM resource 0x0404: a by-line and a city.
  const iim = concat(
    new Uint8Array([0x1c, 0x02, 0x50, 0, 9]),
    ascii("Joe Smith"),
    new Uint8Array([0x1c, 0x02, 0x5a, 0, 13]),
    ascii("Middlesbrough"),
  );
  const irb = concat(ascii("8BIM"), new Uint8Array([0x04, 0x04, 0, 0, 0, 0, 0, iim.byteLength]), iim);
  const iptc = jpegSegment(0xed, concat(ascii("Photoshop 3.0\0"), irb));
  const comment = jpegSegment(0xfe, ascii(`Taken with ${CAMERA.model} serial ${CAMERA.serial}`));
  return concat(withExif.subarray(0, 2), xmp, iptc, comment, withExif.subarray(2));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
const u32 = (n: number) => new Uint8Array([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(ascii(type), data);
  return concat(u32(data.byteLength), typed, u32(crc32(typed)));
}

/** A PNG with eXIf (GPS, make, model, serial), an XMP iTXt chunk and a tEXt comment. */
export function cameraPng(): Uint8Array<ArrayBuffer> {
  const png = plainPng();
  const afterIhdr = 8 + 25;
  const exif = fromBinary(exifBlock()).subarray(6); // eXIf holds the TIFF without "Exif\0\0"
  return concat(
    png.subarray(0, afterIhdr),
    pngChunk("eXIf", exif),
    pngChunk("iTXt", ascii(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`)),
    pngChunk("tEXt", ascii(`Comment\0${CAMERA.model} ${CAMERA.serial}`)),
    png.subarray(afterIhdr),
  );
}

const u32le = (n: number) => new Uint8Array([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]);
function riffChunk(type: string, data: Uint8Array): Uint8Array {
  return concat(ascii(type), u32le(data.byteLength), data, new Uint8Array(data.byteLength % 2));
}

/** A WebP in the extended format with EXIF and XMP chunks (after Chromium's VP8X, ICC profile and picture). */
export function cameraWebp(): Uint8Array<ArrayBuffer> {
  const webp = plainWebp();
  const extended = String.fromCharCode(...webp.subarray(12, 16)) === "VP8X";
  const [w, h] = [48 - 1, 32 - 1];
  const vp8x = extended ? webp.slice(20, 30) : new Uint8Array([0, 0, 0, 0, w & 0xff, w >> 8, 0, h & 0xff, h >> 8, 0]);
  vp8x[0] = vp8x[0]! | 0x08 | 0x04;
  const body = concat(
    riffChunk("VP8X", vp8x),
    webp.subarray(extended ? 30 : 12),
    riffChunk("EXIF", fromBinary(exifBlock()).subarray(6)),
    riffChunk("XMP ", ascii(XMP)),
  );
  return concat(ascii("RIFF"), u32le(body.byteLength + 4), ascii("WEBP"), body);
}

/** The hostile files: each must be refused by name, storing nothing. */
export const hostile = {
  /** A Windows executable renamed to look like a photo. */
  renamedExe: () => concat(ascii("MZ"), new Uint8Array(58), u32le(64), ascii("PE\0\0"), new Uint8Array(200)),
  svg: () => ascii(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`),
  /** A real JPEG that is also an HTML page (markup in a comment). */
  polyglot: () => {
    const jpeg = plainJpeg();
    const html = jpegSegment(0xfe, ascii("<html><script>alert(document.cookie)</script></html>"));
    return concat(jpeg.subarray(0, 2), html, jpeg.subarray(2));
  },
  empty: () => new Uint8Array(),
  /** A PNG whose header says 60000 x 60000 pixels (3.6 gigapixels): a decompression bomb. */
  bomb: () => {
    const png = plainPng();
    const ihdr = png.slice(8, 8 + 25);
    ihdr.set(u32(60000), 8);
    ihdr.set(u32(60000), 12);
    ihdr.set(u32(crc32(ihdr.subarray(4, 21))), 21);
    return concat(png.subarray(0, 8), ihdr, png.subarray(33));
  },
  /** The start of an iPhone HEIC. */
  heic: () => concat(u32(24), ascii("ftypheic"), u32(0), ascii("mif1heic"), new Uint8Array(64)),
};
