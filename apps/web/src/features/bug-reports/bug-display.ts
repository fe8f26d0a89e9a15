import {
  bugCategories,
  bugSeverities,
  bugStatuses,
  bugCategoryLabels,
  bugSeverityLabels,
  bugStatusLabels,
  bugReportsCsvFileName as csvFileNameForDay,
  type BugSeverity,
  type BugStatus,
} from "@leadcoach/api/schemas";

export const severityColors: Record<BugSeverity, string> = {
  low: "blue",
  medium: "yellow",
  high: "orange",
  critical: "red",
};

export const statusColors: Record<BugStatus, string> = {
  open: "blue",
  in_progress: "violet",
  resolved: "green",
  closed: "gray",
};

export const severityOptions = bugSeverities.map((value) => ({ value, label: bugSeverityLabels[value] }));
export const categoryOptions = bugCategories.map((value) => ({ value, label: bugCategoryLabels[value] }));
export const statusOptions = bugStatuses.map((value) => ({ value, label: bugStatusLabels[value] }));

/** The fields of a report the counters and filters read. */
export interface BugReportFacets {
  severity: BugSeverity;
  status: BugStatus;
}

export interface BugReportCounts {
  total: number;
  /** open or in_progress */
  open: number;
  resolved: number;
  /** by severity */
  critical: number;
}

/** A report still waiting for a fix. */
export function isOpenStatus(status: BugStatus): boolean {
  return status === "open" || status === "in_progress";
}

/** The four counters of 'My Bug Reports': Total Reports, Open, Resolved, Critical. */
export function countBugReports(reports: readonly BugReportFacets[]): BugReportCounts {
  return {
    total: reports.length,
    open: reports.filter((r) => isOpenStatus(r.status)).length,
    resolved: reports.filter((r) => r.status === "resolved").length,
    critical: reports.filter((r) => r.severity === "critical").length,
  };
}

export type StatusFilter = "all" | BugStatus;
export type SeverityFilter = "all" | BugSeverity;

export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All statuses" },
  ...statusOptions,
];
export const severityFilterOptions: { value: SeverityFilter; label: string }[] = [
  { value: "all", label: "All severities" },
  ...severityOptions,
];

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value === "all" || (bugStatuses as readonly (string | null)[]).includes(value);
}

export function isSeverityFilter(value: string | null): value is SeverityFilter {
  return value === "all" || (bugSeverities as readonly (string | null)[]).includes(value);
}

/** The admin list as filtered (the status filter is the server's; it is applied here too, harmlessly). */
export function filterBugReports<T extends BugReportFacets>(
  reports: readonly T[],
  filters: { status: StatusFilter; severity: SeverityFilter },
): T[] {
  return reports.filter(
    (r) =>
      (filters.status === "all" || r.status === filters.status) &&
      (filters.severity === "all" || r.severity === filters.severity),
  );
}

/** 'Showing X of Y reports'. */
export function showingLabel(shown: number, total: number): string {
  return `Showing ${shown} of ${total} reports`;
}

/** The first line of a description, cut at `max` characters with an ellipsis. */
export function descriptionPreview(description: string, max = 140): string {
  const flat = description.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** '3 comments', '1 comment', '0 comments'. */
export function commentCountLabel(count: number): string {
  return `${count} ${count === 1 ? "comment" : "comments"}`;
}

/** Text for an optional field in the detail dialogs. */
export function orNotProvided(value: string | null | undefined): string {
  return value && value.trim() ? value : "Not provided";
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** 'Nov 23, 2026, 9:05 AM' in the viewer's zone; the text itself when unreadable. */
export function formatDateTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateTimeFormat.format(time);
}

/** 'bug-reports-YYYY-MM-DD.csv' for the viewer's current day. */
export function bugReportsCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return csvFileNameForDay(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
}
