import { BUG_REPORTS_EXPORT_URL, BUG_CSV_MAX_ROWS } from "@leadcoach/api/schemas";
import { showToast } from "../../lib/toast";
import { DownloadRefused, saveBlob } from "../../lib/download";
import { bugReportsCsvFileName, type SeverityFilter, type StatusFilter } from "./bug-display";

export interface BugReportsExportFilters {
  status: StatusFilter;
  severity: SeverityFilter;
}

/** What the export's red toast says when the file could not be made or fetched. */
export const EXPORT_FAILED = {
  title: "Export Failed",
  message: "Failed to export bug reports. Please try again.",
};

/** The export's address for the screen's filters (the server builds the file, as a script would get it). */
export function bugReportsExportUrl({ status, severity }: BugReportsExportFilters): string {
  return `${BUG_REPORTS_EXPORT_URL}?${new URLSearchParams({ status, severity }).toString()}`;
}

/** The server's `{ message }`, when the failure carries one. */
async function failureMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * 'Export CSV': fetches the filtered reports' CSV with the session cookie and saves it under the viewer's
 * day. A capped file (more matches than it holds) says so; a refusal throws the server's reason.
 */
export async function saveBugReportsCsv(filters: BugReportsExportFilters): Promise<void> {
  const response = await fetch(bugReportsExportUrl(filters), { credentials: "same-origin" });
  if (!response.ok) {
    throw new DownloadRefused((await failureMessage(response)) ?? EXPORT_FAILED.message);
  }
  saveBlob(await response.blob(), bugReportsCsvFileName(new Date()));
  const total = Number(response.headers.get("x-total-count"));
  if (total > BUG_CSV_MAX_ROWS) {
    showToast({
      title: "Export capped",
      message: `The file holds the newest ${BUG_CSV_MAX_ROWS.toLocaleString()} of ${total.toLocaleString()} reports; narrow the filters for the rest.`,
    });
  }
}
