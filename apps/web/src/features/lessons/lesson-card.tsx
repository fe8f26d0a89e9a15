import type { LessonSummary } from "@leadcoach/api/schemas";
import { Button, Card, Group, List, Progress, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconClock, IconTarget } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { DifficultyBadge } from "./difficulty-badge";
import { CARD_OBJECTIVES, displayedProgress, lessonAction, type LessonProgressLike } from "./lesson-display";

interface LessonCardProps {
  lesson: LessonSummary;
  progress: LessonProgressLike | undefined;
}

/** One lesson of the catalogue. */
export function LessonCard({ lesson, progress }: LessonCardProps) {
  const titleId = useId();
  const percent = displayedProgress(progress);
  const action = lessonAction(progress);

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <DifficultyBadge difficulty={lesson.difficulty} />
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{lesson.estimatedMinutes} min</Text>
          </Group>
        </Group>
        <Title order={2} size="h4" id={titleId}>
          {lesson.title}
        </Title>
        <Text size="sm">{lesson.description}</Text>
        {lesson.skillName && (
          <Group gap={6} wrap="nowrap">
            <IconTarget size={16} aria-hidden />
            <Text size="sm" fw={500}>
              {lesson.skillName}
            </Text>
          </Group>
        )}
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm">Progress</Text>
            <Text size="sm" fw={600}>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} aria-label={`${lesson.title} progress`} />
        </Stack>
        {lesson.objectives.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              You will learn to
            </Text>
            <List size="sm" spacing={4}>
              {lesson.objectives.slice(0, CARD_OBJECTIVES).map((objective) => (
                <List.Item key={objective}>{objective}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Button
          component={Link}
          to={`/lesson/${lesson.id}`}
          mt="auto"
          variant={action === "Review" ? "light" : "filled"}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
