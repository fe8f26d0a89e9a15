import type { SkillsAnalytics } from "@leadcoach/api/schemas";
import { Paper, SimpleGrid, Stack, Table, Title } from "@mantine/core";
import { IconTarget, IconTrendingUp, IconUsers } from "@tabler/icons-react";
import { QueryState } from "../../components/query-state";
import { ANALYTICS_DISPLAY_CAPS, firstRows, formatCount, formatPercent } from "./analytics-content";
import { AnalyticsEmpty } from "./analytics-empty";
import { AnalyticsNotes } from "./analytics-notes";
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
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="skill-rows-heading">
          <Title order={2} size="h4" mb="sm" id="skill-rows-heading">
            Skill Improvement
          </Title>
          <Table.ScrollContainer minWidth={440}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Skill</Table.Th>
                  <Table.Th scope="col">Category</Table.Th>
                  <Table.Th scope="col">Avg Improvement</Table.Th>
                  <Table.Th scope="col">Users</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {skillRows.map((skill) => (
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
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="top-performers-heading">
          <Title order={2} size="h4" mb="sm" id="top-performers-heading">
            Top Performers
          </Title>
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">Improvement</Table.Th>
                  <Table.Th scope="col">Current Score</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {performers.map((performer, index) => (
                  <Table.Tr key={`${performer.userName}-${index}`}>
                    <Table.Th scope="row" fw={500}>
                      {performer.userName}
                    </Table.Th>
                    <Table.Td>+{formatPercent(performer.improvement)}</Table.Td>
                    <Table.Td>{formatPercent(performer.currentScore)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </SimpleGrid>
      <AnalyticsNotes notes={data.notes} />
    </Stack>
  );
}
