import type { SkillsAnalytics } from "@leadcoach/api/schemas";
import { SimpleGrid, Stack } from "@mantine/core";
import { IconTarget, IconTrendingUp, IconUsers } from "@tabler/icons-react";
import { QueryState } from "../../components/query-state";
import { ANALYTICS_DISPLAY_CAPS, firstRows, formatCount, formatPercent } from "./analytics-content";
import { AnalyticsEmpty } from "./analytics-empty";
import { AnalyticsNotes } from "./analytics-notes";
import { FigureTable } from "../../components/figure-table";
import { FigurePanel, skillImprovementColumns, skillImprovementRows } from "./analytics-tables";
import { StatTile, TabSkeleton, TileGrid } from "./stat-tile";
import { useSkillAnalytics } from "./use-analytics";

export function SkillsTab() {
  const skills = useSkillAnalytics();
  return (
    <QueryState
      query={skills}
      loading={<TabSkeleton label="Loading skill analytics" tiles={3} />}
      errorTitle="Skill analytics could not be loaded"
      isEmpty={(data) => data.skillMetrics.length === 0 && data.summary.totalSkillsTracked === 0}
      empty={<AnalyticsEmpty text="No skill data available" />}
    >
      {(data) => <Skills data={data} />}
    </QueryState>
  );
}

function Skills({ data }: { data: SkillsAnalytics }) {
  const { summary } = data;
  const skillRows = firstRows(data.skillMetrics, ANALYTICS_DISPLAY_CAPS.skillRows);
  const performers = firstRows(data.topPerformers, ANALYTICS_DISPLAY_CAPS.topPerformers);
  return (
    <Stack gap="lg">
      <TileGrid cols={3}>
        <StatTile
          label="Skills Tracked"
          value={formatCount(summary.totalSkillsTracked)}
          icon={IconTarget}
          color="indigo"
        />
        <StatTile
          label="Users Improving"
          value={formatCount(summary.totalUsersImproving)}
          icon={IconUsers}
          color="teal"
        />
        <StatTile
          label="Avg Improvement"
          value={formatPercent(summary.averageImprovementAcrossAllSkills)}
          icon={IconTrendingUp}
          color="violet"
        />
      </TileGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FigurePanel id="skill-rows-heading" title="Skill Improvement">
          <FigureTable
            striped
            minWidth={440}
            columns={skillImprovementColumns}
            rows={skillImprovementRows(skillRows)}
          />
        </FigurePanel>

        <FigurePanel id="top-performers-heading" title="Top Performers">
          <FigureTable
            striped
            minWidth={360}
            columns={["Name", "Improvement", "Current Score"]}
            rows={performers.map((performer, index) => ({
              key: `${performer.userName}-${index}`,
              header: performer.userName,
              cells: [`+${formatPercent(performer.improvement)}`, formatPercent(performer.currentScore)],
            }))}
          />
        </FigurePanel>
      </SimpleGrid>
      <AnalyticsNotes notes={data.notes} />
    </Stack>
  );
}
