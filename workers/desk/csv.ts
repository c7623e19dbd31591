/**
 * CSV that Excel opens cleanly: UTF-8 with a byte-order mark, CRLF line ends,
 * every field quoted. A field that a spreadsheet would run as a formula (it
 * starts with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe, so a customer's "name" can never execute on the owner's laptop.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
