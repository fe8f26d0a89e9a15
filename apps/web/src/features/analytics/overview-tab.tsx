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

/** The engagement figures, each shown with its change against the previous period. */
const engagementTiles = [
  { key: "totalUsers", label: "Total Users", format: formatCount, icon: IconUsers, color: "indigo" },
  {
    key: "averageSessionDuration",
    label: "Avg Session Duration",
    format: formatMinutes,
    icon: IconClock,
    color: "teal",
  },
  {
    key: "totalLessonsCompleted",
    label: "Lessons Completed",
    format: formatCount,
    icon: IconBook,
    color: "orange",
  },
] as const;

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
            {engagementTiles.map(({ key, label, format, icon, color }) => (
              <StatTile
                key={key}
                label={label}
                value={format(summary[key])}
                caption={changeCaption(comparison[key], period.days)}
                icon={icon}
                color={color}
              />
            ))}
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
