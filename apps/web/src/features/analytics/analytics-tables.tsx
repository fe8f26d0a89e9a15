import type { SkillMetric } from "@leadcoach/api/schemas";
import type { ReactNode } from "react";
import { FigureTable, type FigureRow } from "../../components/figure-table";
import { Section } from "../../components/section";
import { formatCount, formatMonth, formatPercent } from "./analytics-content";

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
