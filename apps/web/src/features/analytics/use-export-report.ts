import type { CohortFilter, ReportType } from "@leadcoach/api/schemas";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { showToast } from "../../lib/toast";
import { downloadTextFile } from "../../lib/download";
import { reportFileName, type DayRange } from "./analytics-content";
import { cohortInput } from "./analytics-cohort";

/**
 * 'Export Report': the chosen report over the chosen range (of the chosen cohort, when one is), saved as
 * `{reportType}-{YYYY-MM-DD}.json`.
 */
export function useExportReport() {
  const utils = trpc.useUtils();
  const [isPending, setPending] = useState(false);

  const run = async (reportType: ReportType, range: DayRange, cohort: CohortFilter | null) => {
    setPending(true);
    try {
      // The Overview's report card has usually loaded it already: a fresh copy comes from the cache.
      const report = await utils.analytics.report.fetch({ reportType, ...range, ...cohortInput(cohort) });
      downloadTextFile(
        reportFileName(reportType, new Date()),
        `${JSON.stringify(report, null, 2)}\n`,
        "application/json;charset=utf-8",
      );
    } catch (error) {
      showToast({
        title: "Export Failed",
        message:
          error instanceof Error ? error.message : "The report could not be exported. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  return {
    isPending,
    run: (reportType: ReportType, range: DayRange, cohort: CohortFilter | null) =>
      void run(reportType, range, cohort),
  };
}
