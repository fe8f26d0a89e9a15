import { toCsvFile } from "../../lib/csv";
import {
  growthCategoryLabel,
  programReportFileName,
  PROGRAM_REPORT_MIN_PEOPLE,
  type ProgramGrowthFigures,
  type ProgramGrowthSection,
  type ProgramReport,
  type ProgramReportInput,
} from "../../schemas/program-reports";
import { organisationName } from "../analytics/report-export";
import type { ReportDocument } from "../analytics/report-document";
import { renderReportPdf } from "../analytics/report-pdf";
import type { ServiceDeps, SessionUser } from "../deps";
import { getProgramReport } from "./report";

const TOO_FEW_CELL = `fewer than ${PROGRAM_REPORT_MIN_PEOPLE} people`;
const GROWTH_COLUMNS = [
  "People",
  "Mean change (points)",
  "95% CI",
  "Effect size (d_z)",
  "Improved beyond noise (%)",
];

/** One growth row's cells after its name: too few people print no figure at all. */
function growthCells(f: ProgramGrowthFigures): (string | number)[] {
  if (f.kind === "too-few") return [f.n, TOO_FEW_CELL, "", "", ""];
  return [
    f.n,
    f.meanChange,
    `${f.ci95.low} to ${f.ci95.high}`,
    f.cohensDz ?? "",
    f.reliablyImprovedShare === null ? "" : Math.round(f.reliablyImprovedShare * 100),
  ];
}

/**
 * One measure's tables: by category and by skill, the first with what the measure is, how its ends are
 * chosen and what the figures mean above it; when nothing shows, one empty table saying why.
 */
function growthTables(
  g: ProgramGrowthSection,
  index: number,
  explained: string,
): NonNullable<ReportDocument["moreTables"]> {
  const intro = [g.caveat, g.window, g.noise, ...(index === 0 ? [explained] : [])];
  if (g.state !== "measured") {
    return [{ heading: `Growth: ${g.label}`, intro, columns: [], rows: [], emptyText: g.emptyReason ?? "" }];
  }
  const byCategory = {
    heading: `Growth by category: ${g.label}`,
    columns: ["Category", ...GROWTH_COLUMNS],
    rows: g.categories.map((c) => [growthCategoryLabel(c), ...growthCells(c.figures)]),
  };
  const bySkill = {
    heading: `Growth by skill: ${g.label}`,
    columns: ["Skill", ...GROWTH_COLUMNS],
    rows: g.skills.map((s) => [s.skillName, ...growthCells(s.figures)]),
  };
  return g.categories.length > 0
    ? [
        { ...byCategory, intro },
        { ...bySkill, intro: [] },
      ]
    : [{ ...bySkill, intro }];
}

/**
 * The program report laid out for the analytics reports' downloads (`report-pdf.ts`): the enrolment
 * and engagement figures, completion by week as the table and the bar chart, then each measure's growth
 * tables apart (skills assessment, skill pulses, 360 reviewer ratings), each under its own caveat. Only
 * what the JSON report holds: nothing is added for small groups.
 */
export function programReportDocument(report: ProgramReport): ReportDocument {
  const shown = report.completionByWeek.filter((w) => w.completedPercent !== null);
  return {
    title: `Program report: ${report.programName}`,
    scope: `${report.lengthWeeks}-week program`,
    range: { start: report.today, end: report.today },
    subtitle: `Figures as of ${report.today} (UTC)`,
    figures: [
      { label: "Enrolled", value: report.enrolment.enrolled },
      { label: "Started (a step done)", value: report.enrolment.started },
      { label: "Completed every step", value: report.enrolment.completed },
      { label: "Stalled", value: report.enrolment.stalled },
      ...(report.engagement
        ? [
            { label: "Active in the last 7 days", value: report.engagement.activeLast7Days },
            { label: "Active in the last 28 days", value: report.engagement.activeLast28Days },
          ]
        : []),
    ],
    table: {
      heading: "Completion by week",
      columns: ["Week", "People who began it", "Did all its steps (%)"],
      rows: report.completionByWeek.map((w) => [
        `Week ${w.week}`,
        w.begun,
        w.completedPercent ?? TOO_FEW_CELL,
      ]),
    },
    chart: {
      heading: "Share who did all of the week's steps",
      unit: "%",
      bars: shown.map((w) => ({ label: `Week ${w.week}`, value: w.completedPercent ?? 0 })),
    },
    moreTables: report.growth.flatMap((g, i) => growthTables(g, i, report.growthExplained)),
    notes: report.notes,
    smallGroupNote: `No share or growth figure describes fewer than ${PROGRAM_REPORT_MIN_PEOPLE} people; enrolment counts show at any size.`,
  };
}

const CSV_COLUMNS = ["Section", "Label", "Value", ...GROWTH_COLUMNS.slice(2), "People"];

/**
 * GET /api/admin/programs/{id}/report.csv: RFC 4180 rows (formulas neutralised, BOM): what it is, the
 * headline figures, completion by week, each measure's growth by category and by skill (or why it has
 * none) as the PDF's tables hold them, and the notes: each measure's caveat, window and noise rule.
 */
export async function exportProgramReportCsv(
  deps: ServiceDeps,
  caller: SessionUser,
  input: ProgramReportInput,
) {
  const report = await getProgramReport(deps, caller, input);
  const doc = programReportDocument(report);
  const pad = (cells: (string | number | null | undefined)[]) =>
    [...cells, "", "", "", "", "", ""].slice(0, CSV_COLUMNS.length);
  const growth = doc.moreTables ?? [];
  const rows = [
    pad(["Report", doc.title]),
    pad(["Organisation", await organisationName(deps)]),
    pad(["Date", report.today]),
    ...doc.figures.map((f) => pad(["Figure", f.label, f.value])),
    ...report.completionByWeek.map((w) =>
      pad([
        "Completion by week (%)",
        `Week ${w.week}`,
        w.completedPercent ?? TOO_FEW_CELL,
        "",
        "",
        "",
        w.begun,
      ]),
    ),
    // The PDF's growth tables, a row each under the table's heading (people last), or why it is empty.
    ...growth.flatMap((table) =>
      table.rows.length === 0
        ? [pad([table.heading, table.emptyText])]
        : table.rows.map(([name, people, ...figures]) => pad([table.heading, name, ...figures, people])),
    ),
    ...growth.flatMap((table) => table.intro).map((line) => pad(["Note", line])),
    ...doc.notes.map((note) => pad(["Note", note])),
  ];
  return { filename: programReportFileName(report, "csv"), csv: toCsvFile(CSV_COLUMNS, rows) };
}

/** GET /api/admin/programs/{id}/report.pdf: the report drawn as the analytics reports are, in base64. */
export async function exportProgramReportPdf(
  deps: ServiceDeps,
  caller: SessionUser,
  input: ProgramReportInput,
) {
  const report = await getProgramReport(deps, caller, input);
  const pdf = await renderReportPdf(programReportDocument(report), {
    organisation: await organisationName(deps),
    generatedAt: report.generatedAt,
  });
  return { filename: programReportFileName(report, "pdf"), base64: pdf.toString("base64") };
}
