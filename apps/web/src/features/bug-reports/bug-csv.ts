import { toCsvFile, type BugCategory, type BugSeverity, type BugStatus } from "@leadcoach/api/schemas";

/** The export's columns, in order. */
export const BUG_REPORT_CSV_HEADER = [
  "ID",
  "Title",
  "Severity",
  "Category",
  "Status",
  "Created",
  "User",
  "Description",
] as const;

/** The fields of a report the export reads. */
export interface BugReportCsvSource {
  id: number;
  title: string;
  severity: BugSeverity;
  category: BugCategory;
  status: BugStatus;
  createdAt: string;
  userId: number | null;
  description: string;
}

/** The export's records for the list as filtered, values as stored (the header is separate). */
export function bugReportCsvRows(reports: readonly BugReportCsvSource[]): string[][] {
  return reports.map((r) => [
    String(r.id),
    r.title,
    r.severity,
    r.category,
    r.status,
    r.createdAt,
    r.userId === null ? "" : String(r.userId),
    r.description,
  ]);
}

/** The whole export: UTF-8 byte-order mark, header, records (RFC 4180, formulas neutralised). */
export function bugReportsCsv(reports: readonly BugReportCsvSource[]): string {
  return toCsvFile(BUG_REPORT_CSV_HEADER, bugReportCsvRows(reports));
}
