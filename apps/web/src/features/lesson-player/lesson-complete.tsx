import type { LessonDetail } from "@leadcoach/api/schemas";
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAward, IconTrophy } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

interface LessonCompleteProps {
  lesson: LessonDetail;
  /** The lesson was already completed before this run: its XP and badge were earned the first time. */
  review: boolean;
}

/** The completion screen: the XP and badge earned, and where to go next. */
export function LessonComplete({ lesson, review }: LessonCompleteProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card withBorder radius="md" padding="xl" maw={640} mx="auto">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="indigo">
          <IconTrophy size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} ref={headingRef} tabIndex={-1}>
          Lesson Complete!
        </Title>
        <Text size="lg">
          {review ? `You reviewed “${lesson.title}”.` : `You finished “${lesson.title}”.`}
        </Text>
        {review ? (
          <Text>
            You earned its {lesson.points} XP{lesson.badge ? ` and the ${lesson.badge} badge` : ""} the first
            time you completed it.
          </Text>
        ) : (
          <Group gap="sm" justify="center">
            <Badge size="xl" variant="filled">
              +{lesson.points} XP earned
            </Badge>
            {lesson.badge && (
              <Badge
                size="xl"
                variant="light"
                color="grape"
                leftSection={<IconAward size={18} aria-hidden />}
              >
                Badge earned: {lesson.badge}
              </Badge>
            )}
          </Group>
        )}
        <Group gap="sm" justify="center" mt="sm">
          <Button component={Link} to="/lessons">
            Back to Lessons
          </Button>
          <Button component={Link} to="/skills" variant="default">
            View Skills Progress
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
