/**
 * CSV as the server's own exports write it, without a CSV library:
 * - RFC 4180: fields joined by commas, every record ending with CRLF, a field holding a comma, a double
 *   quote, CR or LF quoted, quotes inside doubled;
 * - a text cell starting with =, +, -, @, tab or CR gets a leading single quote, so a spreadsheet shows
 *   it as text instead of running it as a formula (numbers stay numbers).
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records (the header first) as CSV text, each line ending with CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
