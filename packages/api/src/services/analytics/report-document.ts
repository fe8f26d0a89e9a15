import { cohortKindLabels, reportTypeLabels, tooFewInCohort, type Report } from "../../schemas/analytics";

/**
 * A report laid out once for both downloads: headline figures, one table and one chart, each drawn from
 * the same figures the JSON report holds (so the CSV and the PDF can never disagree with it). The report
 * already leaves out whatever describes fewer than 5 people; nothing here adds a figure.
 */
export interface ReportDocument {
  title: string;
  /** The cohort the figures are about ('Group: Platform team', 'Program: First 90 days'), or 'Everyone'. */
  scope: string;
  range: { start: string; end: string };
  /** Printed under the title in place of the range (a program report's weeks). */
  subtitle?: string;
  figures: { label: string; value: number | null; previous?: number | null; changePercent?: number | null }[];
  table: { heading: string; columns: string[]; rows: (string | number)[][] };
  /** Bars: one label and value per row of the table (the chart of the table's main figure). */
  chart: { heading: string; unit: string; bars: { label: string; value: number }[] };
  /**
   * Further tables after the first, each with lines of text above it (a program report's growth) and,
   * for one without rows, the sentence saying why.
   */
  moreTables?: {
    heading: string;
    intro: string[];
    columns: string[];
    rows: (string | number)[][];
    emptyText?: string;
  }[];
  notes: string[];
  /** The PDF's last note on small groups, when the report's rule differs from the analytics' own. */
  smallGroupNote?: string;
}

export function reportDocument(report: Report): ReportDocument {
  const doc = layout(report);
  // A cohort under 5 answers zeros with a note: the downloads print no figure at all for it.
  if (!Object.values(tooFewInCohort).some((note) => report.notes.includes(note))) return doc;
  return { ...doc, figures: [], table: { ...doc.table, rows: [] }, chart: { ...doc.chart, bars: [] } };
}

function layout(report: Report): ReportDocument {
  const base = {
    title: reportTypeLabels[report.reportType],
    scope: report.group
      ? `${cohortKindLabels.group}: ${report.group.name}`
      : report.program
        ? `${cohortKindLabels.program}: ${report.program.name}`
        : "Everyone",
    range: { start: report.range.start, end: report.range.end },
    notes: report.notes,
  };
  if (report.reportType === "engagement_overview") {
    const c = report.comparison;
    const figures = [
      { label: "Total users", key: "totalUsers" },
      { label: "Active users", key: "activeUsers" },
      { label: "Sessions", key: "totalSessions" },
      { label: "Average session (minutes)", key: "averageSessionDuration" },
      { label: "Lessons completed", key: "totalLessonsCompleted" },
    ] as const;
    const rows = figures.map((f) => ({
      label: f.label,
      value: report.summary[f.key],
      previous: report.previousSummary[f.key],
      changePercent: c[f.key].changePercent,
    }));
    return {
      ...base,
      figures: rows,
      table: {
        heading: "This period and the previous one",
        columns: ["Figure", "This period", "Previous period", "Change (%)"],
        rows: rows.map((r) => [r.label, r.value, r.previous, r.changePercent ?? ""]),
      },
      chart: {
        heading: "Active users and sessions",
        unit: "",
        bars: [
          { label: "Active users (previous)", value: report.previousSummary.activeUsers },
          { label: "Active users", value: report.summary.activeUsers },
          { label: "Sessions (previous)", value: report.previousSummary.totalSessions },
          { label: "Sessions", value: report.summary.totalSessions },
        ],
      },
    };
  }
  if (report.reportType === "skill_improvement") {
    return {
      ...base,
      figures: [
        { label: "Skills tracked", value: report.summary.skillsTracked },
        { label: "Users improving", value: report.summary.usersImproving },
        { label: "Average improvement (points)", value: report.summary.averageImprovement },
      ],
      table: {
        heading: "Top skills",
        columns: ["Skill", "Category", "Average improvement (points)", "People"],
        rows: report.topSkills.map((s) => [s.skillName, s.categoryName, s.averageImprovement, s.totalUsers]),
      },
      chart: {
        heading: "Average improvement by skill",
        unit: " pts",
        bars: report.topSkills.map((s) => ({ label: s.skillName, value: s.averageImprovement })),
      },
    };
  }
  return {
    ...base,
    figures: [
      { label: "Registered users", value: report.summary.totalRegisteredUsers },
      { label: "Active in the last 30 days", value: report.summary.currentlyActiveUsers },
      { label: "Retention rate (%)", value: report.summary.overallRetentionRate },
    ],
    table: {
      heading: "Retention by sign-up month",
      columns: ["Sign-up month", "Registered", "Active", "Retention rate (%)"],
      rows: report.retentionByMonth.map((m) => [
        m.registrationMonth,
        m.totalUsers,
        m.activeUsers,
        m.retentionRate,
      ]),
    },
    chart: {
      heading: "Retention rate by sign-up month",
      unit: "%",
      bars: [...report.retentionByMonth]
        .reverse()
        .map((m) => ({ label: m.registrationMonth, value: m.retentionRate })),
    },
  };
}
