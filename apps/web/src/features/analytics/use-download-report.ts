import {
  REPORT_CSV_URL,
  REPORT_PDF_URL,
  reportFileName as downloadFileName,
  type CohortFilter,
  type ReportType,
} from "@leadcoach/api/schemas";
import { useState } from "react";
import { saveFromApi } from "../../lib/download";
import { showToast } from "../../lib/toast";
import type { DayRange } from "./analytics-content";
import { cohortInput } from "./analytics-cohort";

const urls = { csv: REPORT_CSV_URL, pdf: REPORT_PDF_URL } as const;
type Format = keyof typeof urls;

/** 'Download CSV' / 'Download PDF': the chosen report, range and cohort, as the server writes the file. */
export function useDownloadReport() {
  const [pending, setPending] = useState<Format | null>(null);

  const run = async (
    format: Format,
    reportType: ReportType,
    range: DayRange,
    cohort: CohortFilter | null,
  ) => {
    setPending(format);
    try {
      const query = new URLSearchParams({ reportType, start: range.start, end: range.end });
      for (const [name, id] of Object.entries(cohortInput(cohort))) query.set(name, String(id));
      await saveFromApi(
        `${urls[format]}?${query.toString()}`,
        downloadFileName({ reportType, range, cohort: cohort ?? undefined }, format),
      );
    } catch {
      showToast({
        title: "Download Failed",
        message: "The report could not be downloaded. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(null);
    }
  };

  return {
    pending,
    run: (format: Format, reportType: ReportType, range: DayRange, cohort: CohortFilter | null) =>
      void run(format, reportType, range, cohort),
  };
}
