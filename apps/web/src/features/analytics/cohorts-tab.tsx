import { ANALYTICS_MIN_GROUP_SIZE, type Cohort } from "@leadcoach/api/schemas";
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { QueryState } from "../../components/query-state";
import { cohortGroupLabel, formatCount, formatPercent } from "./analytics-content";
import { AnalyticsEmpty } from "./analytics-empty";
import { AnalyticsNotes } from "./analytics-notes";
import { TabSkeleton } from "./stat-tile";
import { useCohorts } from "./use-analytics";
import { BareList } from "../../components/bare-list";

export function CohortsTab() {
  const cohorts = useCohorts();
  return (
    <QueryState
      query={cohorts}
      loading={<TabSkeleton label="Loading cohorts" />}
      errorTitle="Cohorts could not be loaded"
      isEmpty={(data) => data.length === 0}
      empty={<AnalyticsEmpty text="No cohort data available" />}
    >
      {(data) => (
        <Stack gap="md">
          <BareList gap="sm" aria-label="Cohorts">
            {data.map((cohort) => (
              <CohortItem key={cohort.id} cohort={cohort} />
            ))}
          </BareList>
          <AnalyticsNotes
            notes={[
              `Groups of fewer than ${ANALYTICS_MIN_GROUP_SIZE} people are not shown on their own, so nobody can be identified.`,
            ]}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function CohortItem({ cohort }: { cohort: Cohort }) {
  const metrics = [
    { label: "Engagement", value: cohort.averageEngagement },
    { label: "Completion Rate", value: cohort.completionRate },
    { label: "Retention", value: cohort.retentionRate },
    { label: "Skill Growth", value: cohort.averageSkillGrowth },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} size="h5">
              {cohort.cohortName}
            </Title>
            <Text size="sm">{cohortGroupLabel(cohort)}</Text>
          </Stack>
          <Badge variant="light" color="gray" size="lg">
            {formatCount(cohort.userCount)} {cohort.userCount === 1 ? "user" : "users"}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {metrics.map((metric) => (
            <Stack key={metric.label} gap={0}>
              <Text size="sm">{metric.label}</Text>
              <Text fw={700}>{formatPercent(metric.value)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
