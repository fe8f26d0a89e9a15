import { reportTypes, type Report, type ReportType } from "@leadcoach/api/schemas";
import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useId } from "react";
import { QueryState } from "../../components/query-state";
import {
  ANALYTICS_DISPLAY_CAPS,
  firstRows,
  formatCount,
  formatMinutes,
  formatMonth,
  formatPercent,
  type DayRange,
} from "./analytics-content";
import { AnalyticsNotes } from "./analytics-notes";
import { useReport } from "./use-analytics";

export const reportTypeLabels = {
  engagement_overview: "Engagement Overview",
  skill_improvement: "Skill Improvement",
  user_retention: "User Retention",
} as const satisfies Record<ReportType, string>;

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

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{label}</Text>
      <Text fz={22} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

function ReportBody({ report }: { report: Report }) {
  switch (report.reportType) {
    case "engagement_overview":
      return (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure label="Total Sessions" value={formatCount(report.summary.totalSessions)} />
            <Figure label="Active Users" value={formatCount(report.summary.activeUsers)} />
            <Figure
              label="Avg Session Duration"
              value={formatMinutes(report.summary.averageSessionDuration)}
            />
          </SimpleGrid>
          <AnalyticsNotes notes={report.notes} />
        </Stack>
      );
    case "skill_improvement":
      return (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure label="Skills Tracked" value={formatCount(report.summary.skillsTracked)} />
            <Figure label="Users Improving" value={formatCount(report.summary.usersImproving)} />
            <Figure label="Average Improvement" value={formatPercent(report.summary.averageImprovement)} />
          </SimpleGrid>
          {report.topSkills.length > 0 && (
            <Table.ScrollContainer minWidth={420}>
              <Table>
                <Table.Caption>Top skills</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Skill</Table.Th>
                    <Table.Th scope="col">Category</Table.Th>
                    <Table.Th scope="col">Avg Improvement</Table.Th>
                    <Table.Th scope="col">Users</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {firstRows(report.topSkills, ANALYTICS_DISPLAY_CAPS.skillRows).map((skill) => (
                    <Table.Tr key={skill.skillId}>
                      <Table.Th scope="row" fw={500}>
                        {skill.skillName}
                      </Table.Th>
                      <Table.Td>{skill.categoryName}</Table.Td>
                      <Table.Td>{formatPercent(skill.averageImprovement)}</Table.Td>
                      <Table.Td>{formatCount(skill.totalUsers)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <AnalyticsNotes notes={report.notes} />
        </Stack>
      );
    case "user_retention":
      return (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Figure
              label="Overall Retention Rate"
              value={formatPercent(report.summary.overallRetentionRate)}
            />
            <Figure label="Registered Users" value={formatCount(report.summary.totalRegisteredUsers)} />
            <Figure label="Active Users" value={formatCount(report.summary.currentlyActiveUsers)} />
          </SimpleGrid>
          {report.retentionByMonth.length > 0 && (
            <RetentionTable
              months={firstRows(report.retentionByMonth, ANALYTICS_DISPLAY_CAPS.retentionMonths)}
            />
          )}
          <AnalyticsNotes notes={report.notes} />
        </Stack>
      );
  }
}

export function RetentionTable({
  months,
  caption,
}: {
  months: readonly {
    registrationMonth: string;
    totalUsers: number;
    activeUsers: number;
    retentionRate: number;
  }[];
  /** Names the table when no heading above it does. */
  caption?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Registration Month</Table.Th>
            <Table.Th scope="col">Registered</Table.Th>
            <Table.Th scope="col">Active</Table.Th>
            <Table.Th scope="col">Retention</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => (
            <Table.Tr key={month.registrationMonth}>
              <Table.Th scope="row" fw={500}>
                {/^\d{4}-\d{2}$/.test(month.registrationMonth)
                  ? formatMonth(`${month.registrationMonth}-01`)
                  : month.registrationMonth}
              </Table.Th>
              <Table.Td>{formatCount(month.totalUsers)}</Table.Td>
              <Table.Td>{formatCount(month.activeUsers)}</Table.Td>
              <Table.Td>{formatPercent(month.retentionRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
