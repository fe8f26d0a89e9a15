import { describe, expect, it } from "vitest";
import {
  bugReportsCsvFileName,
  commentCountLabel,
  countBugReports,
  descriptionPreview,
  filterBugReports,
  isSeverityFilter,
  isStatusFilter,
  orNotProvided,
  showingLabel,
  type BugReportFacets,
} from "./bug-display";
import { bugReportsExportUrl } from "./export-bug-reports";

const reports: (BugReportFacets & { id: number })[] = [
  { id: 1, status: "open", severity: "critical" },
  { id: 2, status: "in_progress", severity: "high" },
  { id: 3, status: "resolved", severity: "critical" },
  { id: 4, status: "closed", severity: "low" },
  { id: 5, status: "open", severity: "medium" },
];

describe("countBugReports", () => {
  it("counts open and in progress as open, and critical by severity", () => {
    expect(countBugReports(reports)).toEqual({ total: 5, open: 3, resolved: 1, critical: 2 });
  });
  it("counts nothing in an empty list", () => {
    expect(countBugReports([])).toEqual({ total: 0, open: 0, resolved: 0, critical: 0 });
  });
});

describe("filterBugReports", () => {
  it("keeps everything with both filters at all", () => {
    expect(filterBugReports(reports, { status: "all", severity: "all" })).toHaveLength(5);
  });
  it("filters by status and severity together", () => {
    expect(filterBugReports(reports, { status: "all", severity: "critical" }).map((r) => r.id)).toEqual([
      1, 3,
    ]);
    expect(filterBugReports(reports, { status: "open", severity: "all" }).map((r) => r.id)).toEqual([1, 5]);
    expect(filterBugReports(reports, { status: "open", severity: "critical" }).map((r) => r.id)).toEqual([1]);
    expect(filterBugReports(reports, { status: "closed", severity: "high" })).toEqual([]);
  });
  it("recognises the filter values", () => {
    expect(isStatusFilter("in_progress")).toBe(true);
    expect(isStatusFilter("all")).toBe(true);
    expect(isStatusFilter("pending")).toBe(false);
    expect(isSeverityFilter("critical")).toBe(true);
    expect(isSeverityFilter(null)).toBe(false);
  });
  it("says how many are shown", () => {
    expect(showingLabel(2, 5)).toBe("Showing 2 of 5 reports");
  });
});

describe("display helpers", () => {
  it("previews a description on one line", () => {
    expect(descriptionPreview("Short\n  text")).toBe("Short text");
    expect(descriptionPreview("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
  });
  it("counts comments", () => {
    expect(commentCountLabel(0)).toBe("0 comments");
    expect(commentCountLabel(1)).toBe("1 comment");
  });
  it("says 'Not provided' for empty fields", () => {
    expect(orNotProvided(null)).toBe("Not provided");
    expect(orNotProvided("  ")).toBe("Not provided");
    expect(orNotProvided("x")).toBe("x");
  });
  it("names the export after the current day", () => {
    expect(bugReportsCsvFileName(new Date(2026, 0, 5, 23, 59))).toBe("bug-reports-2026-01-05.csv");
  });
});

describe("the CSV export", () => {
  it("asks the server for the screen's filters", () => {
    expect(bugReportsExportUrl({ status: "resolved", severity: "high" })).toBe(
      "/api/bug-reports/export?status=resolved&severity=high",
    );
    expect(bugReportsExportUrl({ status: "all", severity: "all" })).toBe(
      "/api/bug-reports/export?status=all&severity=all",
    );
  });
});
