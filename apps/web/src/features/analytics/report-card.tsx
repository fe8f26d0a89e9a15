import { reportTypeLabels, reportTypes, type Report, type ReportType } from "@leadcoach/api/schemas";
import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import { QueryState } from "../../components/query-state";
import {
  ANALYTICS_DISPLAY_CAPS,
  firstRows,
  formatCount,
  formatMinutes,
  formatPercent,
  type DayRange,
} from "./analytics-content";
import { AnalyticsNotes } from "./analytics-notes";
import { FigureTable } from "../../components/figure-table";
import { RetentionTable, skillImprovementColumns, skillImprovementRows } from "./analytics-tables";
import { useReport } from "./use-analytics";

export { reportTypeLabels };

function isReportType(value: string | null): value is ReportType {
  return reportTypes.some((type) => type === value);
}

interface ReportCardProps {
  range: DayRange;
  reportType: ReportType;
  onReportTypeChange: (reportType: ReportType) => void;
}

/** 'Organisation Report': the chosen report over everyone, for the range; the one 'Export Report' saves. */
export function ReportCard({ range, reportType, onReportTypeChange }: ReportCardProps) {
  const report = useReport(reportType, range);
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h3" id={headingId}>
            Organisation Report
          </Title>
          <Select
            label="Report type"
            value={reportType}
            onChange={(value) => isReportType(value) && onReportTypeChange(value)}
            data={reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] }))}
            allowDeselect={false}
            w={{ base: "100%", xs: 240 }}
          />
        </Group>
        <QueryState
          query={report}
          loading={
            <div aria-busy="true">
              <Skeleton height={120} radius="md" />
            </div>
          }
          errorTitle="The report could not be loaded"
        >
          {(loaded) => <ReportBody report={loaded} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

/** A report's three headline figures (label and value), what goes with them, and the server's notes. */
function ReportLayout({
  figures,
  notes,
  children,
}: {
  figures: readonly (readonly [label: string, value: string])[];
  notes: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {figures.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text size="sm">{label}</Text>
            <Text fz={22} fw={700}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {children}
      <AnalyticsNotes notes={notes} />
    </Stack>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { notes } = report;
  switch (report.reportType) {
    case "engagement_overview":
      return (
        <ReportLayout
          notes={notes}
          figures={[
            ["Total Sessions", formatCount(report.summary.totalSessions)],
            ["Active Users", formatCount(report.summary.activeUsers)],
            ["Avg Session Duration", formatMinutes(report.summary.averageSessionDuration)],
          ]}
        />
      );
    case "skill_improvement":
      return (
        <ReportLayout
          notes={notes}
          figures={[
            ["Skills Tracked", formatCount(report.summary.skillsTracked)],
            ["Users Improving", formatCount(report.summary.usersImproving)],
            ["Average Improvement", formatPercent(report.summary.averageImprovement)],
          ]}
        >
          {report.topSkills.length > 0 && (
            <FigureTable
              caption="Top skills"
              minWidth={420}
              columns={skillImprovementColumns}
              rows={skillImprovementRows(firstRows(report.topSkills, ANALYTICS_DISPLAY_CAPS.skillRows))}
            />
          )}
        </ReportLayout>
      );
    case "user_retention":
      return (
        <ReportLayout
          notes={notes}
          figures={[
            ["Overall Retention Rate", formatPercent(report.summary.overallRetentionRate)],
            ["Registered Users", formatCount(report.summary.totalRegisteredUsers)],
            ["Active Users", formatCount(report.summary.currentlyActiveUsers)],
          ]}
        >
          {report.retentionByMonth.length > 0 && (
            <RetentionTable
              months={firstRows(report.retentionByMonth, ANALYTICS_DISPLAY_CAPS.retentionMonths)}
            />
          )}
        </ReportLayout>
      );
  }
}
