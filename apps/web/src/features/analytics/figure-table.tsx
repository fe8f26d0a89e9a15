import type { SkillMetric } from "@leadcoach/api/schemas";
import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { Section } from "../../components/section";
import { formatCount, formatMonth, formatPercent } from "./analytics-content";

/** One row of figures: what it is about (the row's header), then one cell per further column. */
export interface FigureRow {
  key: string | number;
  header: ReactNode;
  cells: readonly ReactNode[];
}

interface FigureTableProps {
  /** The column headings; the first heads the rows' own headers. */
  columns: readonly string[];
  rows: readonly FigureRow[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Names the table when no heading above it does. */
  caption?: string | undefined;
  striped?: boolean;
  highlightOnHover?: boolean;
}

/** A table of figures, each row named by its first cell (a row header, for screen readers). */
export function FigureTable({
  columns,
  rows,
  minWidth,
  caption,
  striped,
  highlightOnHover,
}: FigureTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} highlightOnHover={highlightOnHover}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={500}>
                {row.header}
              </Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A tab's panel of figures: a small heading over a table or a chart. */
export function FigurePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section id={id} title={title} size="h4" gap="sm" p="md">
      {children}
    </Section>
  );
}

export const skillImprovementColumns = ["Skill", "Category", "Avg Improvement", "Users"] as const;

/** The skills' improvement, one row per skill, for the Skills tab and the skill report. */
export function skillImprovementRows(skills: readonly SkillMetric[]): FigureRow[] {
  return skills.map((skill) => ({
    key: skill.skillId,
    header: skill.skillName,
    cells: [skill.categoryName, formatPercent(skill.averageImprovement), formatCount(skill.totalUsers)],
  }));
}

interface RetentionMonth {
  registrationMonth: string;
  totalUsers: number;
  activeUsers: number;
  retentionRate: number;
}

/** Retention by registration month: the Retention tab's and the retention report's table. */
export function RetentionTable({
  months,
  caption,
}: {
  months: readonly RetentionMonth[];
  /** Names the table when no heading above it does. */
  caption?: string;
}) {
  return (
    <FigureTable
      striped
      minWidth={420}
      caption={caption}
      columns={["Registration Month", "Registered", "Active", "Retention"]}
      rows={months.map((month) => ({
        key: month.registrationMonth,
        header: /^\d{4}-\d{2}$/.test(month.registrationMonth)
          ? formatMonth(`${month.registrationMonth}-01`)
          : month.registrationMonth,
        cells: [
          formatCount(month.totalUsers),
          formatCount(month.activeUsers),
          formatPercent(month.retentionRate),
        ],
      }))}
    />
  );
}
