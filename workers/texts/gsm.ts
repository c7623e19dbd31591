/**
 * GSM 03.38: the 7-bit alphabet every phone reads, and how many parts
 * (segments) a text takes. A text within the basic alphabet and its extension
 * table is 160 septets in one part, 153 a part when split (the rest carries
 * the joining header); an extension character takes two septets. Anything
 * outside it sends the whole text as UCS-2 (70, then 67 a part), so texts are
 * written in plain GSM-7: straight quotes, hyphens, no emoji.
 */
const BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const EXTENSION = "^{}\\[~]|€\f";
const basic = new Set(BASIC);
const extension = new Set(EXTENSION);

/** Septets the text takes in GSM-7, or null when a character is outside it. */
export function gsmSeptets(text: string): number | null {
  let septets = 0;
  for (const char of text) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else return null;
  }
  return septets;
}

/** How many parts a text is sent in (GSM-7 when it fits the alphabet, else UCS-2). */
export function segmentCount(text: string): number {
  const septets = gsmSeptets(text);
  if (septets !== null) return septets <= 160 ? 1 : Math.ceil(septets / 153);
  const units = text.length; // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

const PLAIN: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
};

/** The text in plain GSM-7: curly quotes and dashes straightened; any other character outside it dropped. */
export function toGsm(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const plain = PLAIN[char] ?? char;
    if (gsmSeptets(plain) !== null) out += plain;
  }
  return out;
}
