import type { LessonDetail, LessonProgress } from "@leadcoach/api/schemas";
import {
  Anchor,
  Button,
  Container,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconArrowLeft,
  IconArrowRight,
  IconAward,
  IconCheck,
  IconClock,
  IconStar,
  IconTarget,
} from "@tabler/icons-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { DocumentTitle } from "../../components/document-title";
import { DifficultyBadge } from "../lessons/difficulty-badge";
import { LessonComplete } from "./lesson-complete";
import { advanceSave, completionSave, resumeStepIndex, stepPercent } from "./player-progress";
import { StepCard } from "./step-card";
import type { ContentStyle } from "./step-content";
import { useContentStyle } from "./use-content-style";
import { useProgressSaver } from "./use-progress-saver";

interface LessonPlayerProps {
  lesson: LessonDetail;
  /** The user's progress record for this lesson, if any. */
  record: LessonProgress | undefined;
  userId: number;
}

const contentStyleOptions: { label: string; value: ContentStyle }[] = [
  { label: "Simple", value: "simple" },
  { label: "Technical", value: "technical" },
];

/** The lesson player: one step at a time, saving progress as the learner moves on. */
export function LessonPlayer({ lesson, record, userId }: LessonPlayerProps) {
  const total = lesson.steps.length;
  const [stepIndex, setStepIndex] = useState(() => resumeStepIndex(record, total));
  const [completed, setCompleted] = useState(false);
  // Decided when the lesson opens: the completion save refreshes `record`, which must not turn a first
  // completion into a review.
  const [isReview] = useState(() => record?.status === "completed");
  const [style, setStyle] = useContentStyle();
  const save = useProgressSaver({ userId, lessonId: lesson.id, recordId: record?.id ?? null });

  // Moving to another step puts focus on its title, so keyboard and screen-reader users start there.
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    stepHeadingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [stepIndex]);

  const step = lesson.steps[stepIndex];
  const isLast = stepIndex >= total - 1;

  const goNext = () => {
    moved.current = true;
    if (isLast) {
      save(completionSave(total));
      window.scrollTo({ top: 0 });
      setCompleted(true);
      return;
    }
    save(advanceSave(stepIndex, total));
    setStepIndex(stepIndex + 1);
  };
  // Going back saves nothing.
  const goBack = () => {
    moved.current = true;
    setStepIndex(Math.max(0, stepIndex - 1));
  };

  if (completed) {
    return (
      <Container size="md" py="xl">
        <DocumentTitle title={`${lesson.title}: complete`} />
        <LessonComplete lesson={lesson} review={isReview} />
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <DocumentTitle title={lesson.title} />
      <Stack gap="lg">
        <Anchor component={Link} to="/lessons" size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            All lessons
          </Group>
        </Anchor>

        <Stack gap="sm">
          <Title order={1}>{lesson.title}</Title>
          <Group gap="md" wrap="wrap">
            <DifficultyBadge difficulty={lesson.difficulty} />
            <Meta icon={<IconClock size={16} aria-hidden />}>{lesson.estimatedMinutes} min</Meta>
            {lesson.skillName && <Meta icon={<IconTarget size={16} aria-hidden />}>{lesson.skillName}</Meta>}
            <Meta icon={<IconStar size={16} aria-hidden />}>{lesson.points} XP available</Meta>
            {lesson.badge && <Meta icon={<IconAward size={16} aria-hidden />}>Badge: {lesson.badge}</Meta>}
          </Group>
        </Stack>

        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fw={600} aria-live="polite">
              Step {stepIndex + 1} of {total}
            </Text>
            <SegmentedControl
              aria-label="Content style"
              data={contentStyleOptions}
              value={style}
              onChange={(value) => setStyle(value === "simple" ? "simple" : "technical")}
              size="sm"
            />
          </Group>
          <Progress value={stepPercent(stepIndex, total)} aria-label="Lesson progress" />
        </Stack>

        {step && (
          <StepCard
            key={stepIndex}
            lessonId={lesson.id}
            step={step}
            stepIndex={stepIndex}
            style={style}
            headingRef={stepHeadingRef}
          />
        )}

        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={goBack}
            disabled={stepIndex === 0}
          >
            Previous
          </Button>
          <Button
            onClick={goNext}
            rightSection={
              isLast ? <IconCheck size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />
            }
          >
            {isLast ? "Complete Lesson" : "Next"}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}
