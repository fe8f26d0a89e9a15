import type { RetentionAnalytics } from "@leadcoach/api/schemas";
import { Paper, Stack, Title } from "@mantine/core";
import { IconRepeat, IconUserCheck, IconUsers } from "@tabler/icons-react";
import { QueryState } from "../../components/query-state";
import { ANALYTICS_DISPLAY_CAPS, firstRows, formatCount, formatPercent } from "./analytics-content";
import { AnalyticsEmpty } from "./analytics-empty";
import { AnalyticsNotes } from "./analytics-notes";
import { RetentionTable } from "./report-card";
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
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="retention-months-heading">
          <Title order={2} size="h4" mb="sm" id="retention-months-heading">
            Retention by Registration Month
          </Title>
          <RetentionTable months={months} />
        </Paper>
      )}
      <AnalyticsNotes notes={data.notes} />
    </Stack>
  );
}
