/**
 * CSV through `csv-stringify` (its browser build: no Node imports), shared by every export (user
 * e-mails on the server, bug reports in the browser; import it from `@leadcoach/api/schemas`).
 * - RFC 4180: fields joined by commas, records ending with CRLF (the last one too), a field holding a
 *   comma, a double quote, CR or LF quoted, quotes inside doubled.
 * - Spreadsheet formulas are neutralised: a text cell starting with =, +, -, @, tab or carriage return
 *   is prefixed with a single quote, so a spreadsheet shows it as text instead of running it.
 * - `toCsvFile` starts with a UTF-8 byte-order mark so spreadsheets read non-ASCII names correctly.
 */
import { stringify } from "csv-stringify/browser/esm/sync";

export type CsvValue = string | number | boolean | null | undefined | Date;

/** The UTF-8 byte-order mark, as the first character of a CSV file. */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet may safely read it. Numbers are data, not formulas, and stay as they are. */
function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function stringifyRows(rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      record_delimiter: "\r\n",
      // A line break inside a field must be quoted whatever the record delimiter is.
      quoted_match: /[\r\n]/,
      cast: {
        string: neutralised,
        date: (value) => neutralised(value.toISOString()),
        boolean: (value) => String(value),
      },
    },
  );
}

/** One cell as text: formulas neutralised, quoted when RFC 4180 requires it. */
export function csvCell(value: CsvValue): string {
  return stringifyRows([[value]]).slice(0, -2);
}

/** Records (the header first, if any) as RFC 4180 text, each line ending with CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.length === 0 ? "" : stringifyRows(rows);
}

/** A whole CSV file: byte-order mark, header row, then the records. */
export function toCsvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + toCsv([header, ...rows]);
}
