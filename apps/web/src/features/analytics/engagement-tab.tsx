import type { EngagementAnalytics } from "@leadcoach/api/schemas";
import { Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconBook, IconClock, IconUsers, IconActivity } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { QueryState } from "../../components/query-state";
import {
  firstRows,
  formatCount,
  formatDay,
  formatMinutes,
  ANALYTICS_DISPLAY_CAPS,
  type DayRange,
} from "./analytics-content";
import { AnalyticsEmpty } from "./analytics-empty";
import { AnalyticsNotes } from "./analytics-notes";
import { StatTile, TabSkeleton, TileGrid } from "./stat-tile";
import { useEngagement } from "./use-analytics";

// The chart library is a large download: it loads only on this screen, once there is something to draw.
const EngagementChart = lazy(() => import("./engagement-chart"));
const CHART_HEIGHT = 280;

export function EngagementTab({ range }: { range: DayRange }) {
  const engagement = useEngagement(range);
  return (
    <QueryState
      query={engagement}
      loading={<TabSkeleton label="Loading engagement" />}
      errorTitle="Engagement could not be loaded"
      isEmpty={(data) => data.engagementTrends.length === 0 && data.summary.totalSessions === 0}
      empty={<AnalyticsEmpty text="No engagement data available for the selected period" />}
    >
      {(data) => <Engagement data={data} />}
    </QueryState>
  );
}

function Engagement({ data }: { data: EngagementAnalytics }) {
  const { summary } = data;
  // The server lists days newest first: the table shows the latest days, the chart runs left to right.
  const points = data.engagementTrends.map((row) => ({
    day: formatDay(row.date),
    users: row.uniqueUsers,
    sessions: row.totalSessions,
    lessons: row.totalLessonsCompleted,
  }));
  const rows = firstRows(points, ANALYTICS_DISPLAY_CAPS.engagementDays);
  return (
    <Stack gap="lg">
      <TileGrid cols={4}>
        <StatTile
          label="Total Sessions"
          value={formatCount(summary.totalSessions)}
          icon={IconActivity}
          color="indigo"
        />
        <StatTile
          label="Unique Users"
          value={formatCount(summary.activeUsers)}
          icon={IconUsers}
          color="teal"
        />
        <StatTile
          label="Avg Session Duration"
          value={formatMinutes(summary.averageSessionDuration)}
          icon={IconClock}
          color="violet"
        />
        <StatTile
          label="Lessons Completed"
          value={formatCount(summary.totalLessonsCompleted)}
          icon={IconBook}
          color="orange"
        />
      </TileGrid>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="engagement-trend-heading">
        <Title order={2} size="h4" mb="sm" id="engagement-trend-heading">
          Daily Engagement
        </Title>
        {points.length === 0 ? (
          <Text size="sm">No daily activity in the selected period.</Text>
        ) : (
          <div aria-hidden>
            <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
              <EngagementChart data={[...points].reverse()} height={CHART_HEIGHT} />
            </Suspense>
          </div>
        )}
      </Paper>

      {rows.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="engagement-days-heading">
          <Title order={2} size="h4" mb="sm" id="engagement-days-heading">
            Daily Breakdown
          </Title>
          <Table.ScrollContainer minWidth={420}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Users</Table.Th>
                  <Table.Th scope="col">Sessions</Table.Th>
                  <Table.Th scope="col">Lessons</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.day}>
                    <Table.Th scope="row" fw={500}>
                      {row.day}
                    </Table.Th>
                    <Table.Td>{formatCount(row.users)}</Table.Td>
                    <Table.Td>{formatCount(row.sessions)}</Table.Td>
                    <Table.Td>{formatCount(row.lessons)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <AnalyticsNotes notes={data.notes} />
    </Stack>
  );
}
