import {
  REPORT_CSV_URL,
  REPORT_PDF_URL,
  reportFileName as downloadFileName,
  type CohortFilter,
  type ReportType,
} from "@leadcoach/api/schemas";
import { useFormatDownload } from "../../lib/download";
import type { DayRange } from "./analytics-content";
import { cohortInput } from "./analytics-cohort";

const urls = { csv: REPORT_CSV_URL, pdf: REPORT_PDF_URL } as const;
type Format = keyof typeof urls;

/** 'Download CSV' / 'Download PDF': the chosen report, range and cohort, as the server writes the file. */
export function useDownloadReport() {
  const { pending, download } = useFormatDownload<Format>();
  const run = (format: Format, reportType: ReportType, range: DayRange, cohort: CohortFilter | null) => {
    const query = new URLSearchParams({ reportType, start: range.start, end: range.end });
    for (const [name, id] of Object.entries(cohortInput(cohort))) query.set(name, String(id));
    void download(
      format,
      `${urls[format]}?${query.toString()}`,
      downloadFileName({ reportType, range, cohort: cohort ?? undefined }, format),
    );
  };
  return { pending, run };
}
