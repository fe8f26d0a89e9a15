import type { AssessmentQuestion } from "@leadcoach/api/schemas";
import { Button, Container, Group, Paper, Progress, Radio, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { resumeIndex, type AssessmentAnswers } from "./assessment-progress";
import type { ProgressSaveState } from "./use-progress-save";
import { ToneBadge } from "../../components/tone-badge";

interface AssessmentQuestionFlowProps {
  questions: readonly AssessmentQuestion[];
  /** Answers saved on the server (already checked against the questions). */
  initialAnswers: AssessmentAnswers;
  isSubmitting: boolean;
  /** Every change of the answers, for the server-side save. */
  onAnswersChange: (answers: AssessmentAnswers) => void;
  saveState: ProgressSaveState;
  onSubmit: (answers: AssessmentAnswers) => void;
}

/** One question at a time with Previous / Next; the answers so far are saved on the server as they change. */
export function AssessmentQuestionFlow({
  questions,
  initialAnswers,
  isSubmitting,
  onAnswersChange,
  saveState,
  onSubmit,
}: AssessmentQuestionFlowProps) {
  const [answers, setAnswers] = useState<AssessmentAnswers>(initialAnswers);
  const [index, setIndex] = useState(() => resumeIndex(questions, initialAnswers));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  const total = questions.length;
  const question = questions[index];
  const answered = questions.filter((item) => answers[item.id] !== undefined).length;
  const isLast = index === total - 1;

  // Move focus to the new question after Previous / Next, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [index]);

  if (!question) return null;
  const current = answers[question.id] ?? null;

  const choose = (optionId: string) => {
    const next = { ...answers, [question.id]: optionId };
    setAnswers(next);
    onAnswersChange(next);
  };

  const goTo = (target: number) => {
    movedRef.current = true;
    setIndex(Math.min(Math.max(target, 0), total - 1));
  };

  const handleNext = () => {
    if (current === null) return;
    if (!isLast) {
      goTo(index + 1);
      return;
    }
    const missing = resumeIndex(questions, answers);
    if (answers[questions[missing]?.id ?? ""] === undefined) {
      goTo(missing);
      return;
    }
    onSubmit(answers);
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Leadership Skills Assessment</Title>
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Group justify="space-between" gap="sm">
                <Title order={2} size="h4" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
                  Question {index + 1} of {total}
                </Title>
                <ToneBadge color="blue" size="lg" style={{ maxWidth: "none" }}>
                  {question.categoryName}
                </ToneBadge>
              </Group>
              <Progress
                value={total ? (answered / total) * 100 : 0}
                aria-label={`Assessment progress: ${answered} of ${total} answered`}
                size="md"
              />
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  {answered} of {total} answered
                </Text>
                <SaveStatus state={saveState} />
              </Group>
            </Stack>

            <Radio.Group
              key={question.id}
              label={question.text}
              labelProps={{ fz: "lg", fw: 600, mb: "md" }}
              value={current}
              onChange={choose}
              name={`assessment-${question.id}`}
            >
              <Stack gap="sm">
                {question.options.map((option) => (
                  <Radio key={option.id} value={option.id} label={option.label} size="md" />
                ))}
              </Stack>
            </Radio.Group>

            <Group justify="space-between">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => goTo(index - 1)}
                disabled={index === 0 || isSubmitting}
              >
                Previous
              </Button>
              <Button
                rightSection={isLast ? undefined : <IconArrowRight size={16} aria-hidden />}
                onClick={handleNext}
                disabled={current === null || isSubmitting}
                aria-busy={isSubmitting}
              >
                {isLast ? (isSubmitting ? "Submitting..." : "Complete Assessment") : "Next"}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

/** Whether the answers so far are saved on the server (announced politely, never stealing focus). */
function SaveStatus({ state }: { state: ProgressSaveState }) {
  const text =
    state.kind === "saving"
      ? "Saving your answers..."
      : state.kind === "saved"
        ? "Answers saved"
        : state.kind === "failed"
          ? state.message
          : "";
  return (
    <Text
      size="sm"
      c={state.kind === "failed" ? "red.8" : "dimmed"}
      role="status"
      data-testid="assessment-save-status"
    >
      {text}
    </Text>
  );
}
