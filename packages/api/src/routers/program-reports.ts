import { serve } from "../context";
import {
  ZProgramReport,
  ZProgramReportCsvFile,
  ZProgramReportInput,
  ZProgramReportPdfFile,
} from "../schemas/program-reports";
import { exportProgramReportCsv, exportProgramReportPdf } from "../services/program-reports/export";
import { getProgramReport } from "../services/program-reports/report";
import { adminProcedure, router } from "../trpc";

/** The program report (docs/programs.md, 'The program report'): aggregates of 5 people or more only. */
export const programReportsRouter = router({
  /** GET /api/admin/programs/{programId}/report */
  get: adminProcedure.input(ZProgramReportInput).output(ZProgramReport).query(serve(getProgramReport)),
  /** GET /api/admin/programs/{programId}/report.csv */
  csv: adminProcedure
    .input(ZProgramReportInput)
    .output(ZProgramReportCsvFile)
    .query(serve(exportProgramReportCsv)),
  /** GET /api/admin/programs/{programId}/report.pdf: with the completion-by-week chart. */
  pdf: adminProcedure
    .input(ZProgramReportInput)
    .output(ZProgramReportPdfFile)
    .query(serve(exportProgramReportPdf)),
});
