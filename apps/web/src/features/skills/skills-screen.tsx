import type { SkillProgressItem } from "@leadcoach/api/schemas";
import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconClipboardList, IconInfoCircle } from "@tabler/icons-react";
import { useMemo } from "react";
import { TakeAssessmentButton } from "../assessment/take-assessment-button";
import { BusyRegion } from "../../components/loading";
import { Page } from "../../components/page";
import { bothQueries, QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { SkillCategoryCard } from "./skill-category-card";

/** /skills: one card per category with the caller's progress on each skill. */
export function SkillsScreen() {
  const categories = trpc.skills.categories.useQuery();
  const progress = trpc.skills.progress.useQuery();

  const progressBySkill = useMemo(
    () => new Map<number, SkillProgressItem>((progress.data?.skillProgress ?? []).map((p) => [p.skillId, p])),
    [progress.data],
  );
  const hasScores = progress.data?.skillProgress.some((item) => item.status !== "Not Started") ?? false;

  return (
    <Page
      documentTitle="Skills"
      title="Skills Assessment & Development"
      description="Where you stand on each leadership skill, what to work on next, and a quick way to practise."
      lead
    >
      <QueryState
        query={bothQueries(categories, progress)}
        loading={<SkillsSkeleton />}
        errorTitle="Skills could not be loaded"
        errorAction="refresh"
        isEmpty={([loaded]) => loaded.length === 0}
        empty={
          <Card withBorder radius="md" p="xl">
            <Stack align="center" ta="center" gap="xs">
              <Title order={2} size="h3">
                No skills yet
              </Title>
              <Text>The skill catalogue is empty. Please check back later.</Text>
            </Stack>
          </Card>
        }
      >
        {([loaded]) => (
          <>
            {!hasScores && (
              <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} title="No scores yet">
                <Group justify="space-between" gap="sm">
                  <Text size="sm">Take the leadership skills assessment to set your starting scores.</Text>
                  <TakeAssessmentButton size="xs" leftSection={<IconClipboardList size={14} aria-hidden />} />
                </Group>
              </Alert>
            )}
            {loaded.map((category) => (
              <SkillCategoryCard key={category.id} category={category} progressBySkill={progressBySkill} />
            ))}
          </>
        )}
      </QueryState>
    </Page>
  );
}

function SkillsSkeleton() {
  return (
    <BusyRegion label="Loading skills" gap="lg">
      {[0, 1].map((card) => (
        <Card key={card} withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Skeleton height={28} width="40%" />
            <Skeleton height={14} width="70%" />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} height={150} radius="md" />
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
    </BusyRegion>
  );
}
