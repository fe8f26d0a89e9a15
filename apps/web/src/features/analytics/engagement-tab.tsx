import type { EngagementAnalytics } from "@leadcoach/api/schemas";
import { Skeleton, Stack, Text } from "@mantine/core";
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
import { FigureTable } from "../../components/figure-table";
import { FigurePanel } from "./analytics-tables";
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

      <FigurePanel id="engagement-trend-heading" title="Daily Engagement">
        {points.length === 0 ? (
          <Text size="sm">No daily activity in the selected period.</Text>
        ) : (
          <div aria-hidden>
            <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="md" />}>
              <EngagementChart data={[...points].reverse()} height={CHART_HEIGHT} />
            </Suspense>
          </div>
        )}
      </FigurePanel>

      {rows.length > 0 && (
        <FigurePanel id="engagement-days-heading" title="Daily Breakdown">
          <FigureTable
            striped
            highlightOnHover
            minWidth={420}
            columns={["Date", "Users", "Sessions", "Lessons"]}
            rows={rows.map((row) => ({
              key: row.day,
              header: row.day,
              cells: [formatCount(row.users), formatCount(row.sessions), formatCount(row.lessons)],
            }))}
          />
        </FigurePanel>
      )}
      <AnalyticsNotes notes={data.notes} />
    </Stack>
  );
}
