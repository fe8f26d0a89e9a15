import { Button, Group, SimpleGrid, Text } from "@mantine/core";
import { IconBook, IconFilterOff } from "@tabler/icons-react";
import { Navigate, useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { CardGridSkeleton } from "../../components/loading";
import { Page } from "../../components/page";
import { QueryState } from "../../components/query-state";
import { trpc } from "../../lib/trpc";
import { useSignedInUser } from "../auth/use-session";
import { LessonCard } from "./lesson-card";
import { parseIdParam, progressByLesson } from "./lesson-display";

/** /lessons: the catalogue; `?skill=` filters it, `?start=` opens a lesson straight away. */
export function LessonsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const start = searchParams.get("start");
  if (start) return <Navigate to={`/lesson/${encodeURIComponent(start)}`} replace />;

  const skillId = parseIdParam(searchParams.get("skill"));
  return <LessonCatalogue skillId={skillId} onShowAll={() => setSearchParams({})} />;
}

function LessonCatalogue({ skillId, onShowAll }: { skillId: number | null; onShowAll: () => void }) {
  const user = useSignedInUser();
  const lessons = trpc.lessons.list.useQuery(skillId ? { skillId } : undefined);
  const progress = trpc.lessons.progress.useQuery({ userId: user.id });
  const categories = trpc.skills.categories.useQuery(undefined, { enabled: skillId !== null });

  const skillName =
    skillId === null
      ? null
      : (categories.data?.flatMap((c) => c.skills).find((s) => s.id === skillId)?.name ??
        lessons.data?.find((l) => l.skillId === skillId)?.skillName ??
        "this skill");
  const records = progressByLesson(progress.data ?? []);

  return (
    <Page
      title="Interactive Learning"
      description="Short, practical lessons for engineers growing into leadership."
    >
      {skillId !== null && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fw={500} role="status">
            Showing lessons for {skillName}
          </Text>
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onShowAll}>
            Show all lessons
          </Button>
        </Group>
      )}

      <QueryState
        query={lessons}
        loading={<CatalogueSkeleton />}
        errorTitle="Lessons could not be loaded"
        empty={
          <EmptyState
            icon={<IconBook size={32} />}
            title={skillId !== null ? "No lessons for this skill yet" : "No lessons available"}
            description={
              skillId !== null
                ? "Browse the full catalogue while lessons for this skill are prepared."
                : "New lessons will appear here as soon as they are published."
            }
            action={skillId !== null && <Button onClick={onShowAll}>Show all lessons</Button>}
          />
        }
      >
        {(loaded) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {loaded.map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} progress={records.get(lesson.id)} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Page>
  );
}

function CatalogueSkeleton() {
  return (
    <CardGridSkeleton
      label="Loading lessons"
      count={6}
      cols={{ base: 1, sm: 2, lg: 3 }}
      lines={[[20, "40%"], [24], [48], [8], [36]]}
    />
  );
}
