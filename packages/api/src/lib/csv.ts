/**
 * A small RFC 4180 writer, browser-safe (no Node imports), shared by every CSV export (user e-mails on
 * the server, bug reports in the browser; import it from `@leadcoach/api/schemas`).
 * - Fields are joined by commas, records end with CRLF (the last one too).
 * - A field holding a comma, a double quote, CR or LF is quoted; quotes inside are doubled.
 * - Spreadsheet formulas are neutralised: a cell starting with =, +, -, @, tab or carriage return is
 *   prefixed with a single quote, so a spreadsheet shows it as text instead of running it.
 * - `toCsvFile` prefixes a UTF-8 byte-order mark so spreadsheets read non-ASCII names correctly.
 */

export type CsvValue = string | number | boolean | null | undefined | Date;

/** The UTF-8 byte-order mark, as the first character of a CSV file. */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as text: formulas neutralised, quoted when RFC 4180 requires it. */
export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else text = String(value);
  // Numbers are written as they are: a negative number is data, not a formula.
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records (the header first, if any) as RFC 4180 text, each line ending with CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/** A whole CSV file: byte-order mark, header row, then the records. */
export function toCsvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + toCsv([header, ...rows]);
}
