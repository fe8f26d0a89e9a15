import type { RetentionAnalytics } from "@leadcoach/api/schemas";
import { Stack } from "@mantine/core";
import { IconRepeat, IconUserCheck, IconUsers } from "@tabler/icons-react";
import { QueryState } from "../../components/query-state";
import { ANALYTICS_DISPLAY_CAPS, firstRows, formatCount, formatPercent } from "./analytics-content";
import { AnalyticsEmpty } from "./analytics-empty";
import { AnalyticsNotes } from "./analytics-notes";
import { FigurePanel, RetentionTable } from "./analytics-tables";
import { StatTile, TabSkeleton, TileGrid } from "./stat-tile";
import { useRetention } from "./use-analytics";

export function RetentionTab() {
  const retention = useRetention();
  return (
    <QueryState
      query={retention}
      loading={<TabSkeleton label="Loading retention" tiles={3} />}
      errorTitle="Retention could not be loaded"
      isEmpty={(data) => data.summary.totalRegisteredUsers === 0 && data.retentionByMonth.length === 0}
      empty={<AnalyticsEmpty text="No retention data available" />}
    >
      {(data) => <Retention data={data} />}
    </QueryState>
  );
}

function Retention({ data }: { data: RetentionAnalytics }) {
  const { summary } = data;
  const months = firstRows(data.retentionByMonth, ANALYTICS_DISPLAY_CAPS.retentionMonths);
  return (
    <Stack gap="lg">
      <TileGrid cols={3}>
        <StatTile
          label="Overall Retention Rate"
          value={formatPercent(summary.overallRetentionRate)}
          icon={IconRepeat}
          color="indigo"
        />
        <StatTile
          label="Total Users"
          value={formatCount(summary.totalRegisteredUsers)}
          icon={IconUsers}
          color="teal"
        />
        <StatTile
          label="Currently Active"
          value={formatCount(summary.currentlyActiveUsers)}
          icon={IconUserCheck}
          color="green"
        />
      </TileGrid>
      {months.length > 0 && (
        <FigurePanel id="retention-months-heading" title="Retention by Registration Month">
          <RetentionTable months={months} />
        </FigurePanel>
      )}
      <AnalyticsNotes notes={data.notes} />
    </Stack>
  );
}
