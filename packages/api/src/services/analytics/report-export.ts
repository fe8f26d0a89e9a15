import { toCsvFile } from "../../lib/csv";
import { reportFileName, type Report, type ZReportInput } from "../../schemas/analytics";
import type { ServiceDeps, SessionUser } from "../deps";
import { readOrganisationSettings } from "../organisation/cache";
import { getReport } from "./analytics";
import { reportDocument } from "./report-document";
import { renderReportPdf } from "./report-pdf";
import type { z } from "zod";

type Input = z.output<typeof ZReportInput>;

/** Who the report is about: the organisation's name, or the product's until a super admin sets one. */
export async function organisationName({ db, now, config }: ServiceDeps): Promise<string> {
  const { name } = await readOrganisationSettings(db, now());
  return name || config.mail.productName;
}

const fileName = (report: Report, input: Input, ext: "csv" | "pdf") =>
  reportFileName({ reportType: report.reportType, range: report.range, cohort: input.cohort }, ext);

const CSV_COLUMNS = ["Section", "Label", "Value", "Previous period", "Change (%)"] as const;

/**
 * GET /api/reports/csv: the report as RFC 4180 rows of five columns (formulas neutralised, BOM):
 * what it is, its headline figures, its table (the table's heading in the first column) and its notes.
 */
export async function exportReportCsv(deps: ServiceDeps, caller: SessionUser, input: Input) {
  const report = await getReport(deps, caller, input);
  const doc = reportDocument(report);
  const pad = (cells: (string | number | null | undefined)[]) =>
    [...cells, "", "", "", ""].slice(0, CSV_COLUMNS.length);
  const rows = [
    pad(["Report", doc.title]),
    pad(["Organisation", await organisationName(deps)]),
    pad(["Range", doc.range.start, doc.range.end]),
    pad(["Scope", doc.scope]),
    ...doc.figures.map((f) => pad(["Figure", f.label, f.value, f.previous, f.changePercent])),
    ...doc.table.rows.map((row) => pad([doc.table.heading, ...row])),
    ...doc.notes.map((note) => pad(["Note", note])),
  ];
  return { filename: fileName(report, input, "csv"), csv: toCsvFile(CSV_COLUMNS, rows) };
}

/** GET /api/reports/pdf: the report drawn as a PDF (`report-pdf.ts`), in base64 for tRPC. */
export async function exportReportPdf(deps: ServiceDeps, caller: SessionUser, input: Input) {
  const report = await getReport(deps, caller, input);
  const pdf = await renderReportPdf(reportDocument(report), {
    organisation: await organisationName(deps),
    generatedAt: report.generatedAt,
  });
  return { filename: fileName(report, input, "pdf"), base64: pdf.toString("base64") };
}
