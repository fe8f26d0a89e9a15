import type { ReportType } from "@leadcoach/api/schemas";
import { Stack } from "@mantine/core";
import { IconBook, IconClock, IconTrendingUp, IconUsers } from "@tabler/icons-react";
import { BusyRegion } from "../../components/loading";
import { bothQueries, QueryState } from "../../components/query-state";
import {
  changeCaption,
  formatCount,
  formatMinutes,
  formatPercent,
  skillImprovementCaption,
  type DayRange,
} from "./analytics-content";
import { ReportCard } from "./report-card";
import { StatTile, TileGrid, TileSkeletons } from "./stat-tile";
import { useEngagement, useSkillAnalytics } from "./use-analytics";

interface OverviewTabProps {
  range: DayRange;
  reportType: ReportType;
  onReportTypeChange: (reportType: ReportType) => void;
}

/** The headline figures against the previous period, and the chosen organisation report. */
export function OverviewTab({ range, reportType, onReportTypeChange }: OverviewTabProps) {
  return (
    <Stack gap="lg">
      <OverviewCards range={range} />
      <ReportCard range={range} reportType={reportType} onReportTypeChange={onReportTypeChange} />
    </Stack>
  );
}

function OverviewCards({ range }: { range: DayRange }) {
  const figures = bothQueries(useEngagement(range), useSkillAnalytics());
  return (
    <QueryState
      query={figures}
      loading={
        <BusyRegion label="Loading the overview">
          <TileSkeletons count={4} height={112} />
        </BusyRegion>
      }
      errorTitle="The overview could not be loaded"
    >
      {([engagement, skills]) => {
        const { summary, comparison, range: period } = engagement;
        return (
          <TileGrid cols={4}>
            <StatTile
              label="Total Users"
              value={formatCount(summary.totalUsers)}
              caption={changeCaption(comparison.totalUsers, period.days)}
              icon={IconUsers}
              color="indigo"
            />
            <StatTile
              label="Avg Session Duration"
              value={formatMinutes(summary.averageSessionDuration)}
              caption={changeCaption(comparison.averageSessionDuration, period.days)}
              icon={IconClock}
              color="teal"
            />
            <StatTile
              label="Lessons Completed"
              value={formatCount(summary.totalLessonsCompleted)}
              caption={changeCaption(comparison.totalLessonsCompleted, period.days)}
              icon={IconBook}
              color="orange"
            />
            <StatTile
              label="Skill Improvement"
              value={formatPercent(skills.summary.averageImprovementAcrossAllSkills)}
              caption={skillImprovementCaption(skills.summary.totalSkillsTracked)}
              icon={IconTrendingUp}
              color="violet"
            />
          </TileGrid>
        );
      }}
    </QueryState>
  );
}
