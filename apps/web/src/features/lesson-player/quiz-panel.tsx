import { Alert, Radio, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useState } from "react";
import { trpc } from "../../lib/trpc";
import { explanationFor, quizWording, type ContentStyle, type LessonQuiz } from "./step-content";

interface QuizPanelProps {
  lessonId: number;
  stepIndex: number;
  quiz: LessonQuiz;
  style: ContentStyle;
}

interface CheckedAnswer {
  optionIndex: number;
  correct: boolean;
  explanation: string;
  nonTechnicalExplanation: string;
}

/**
 * A quiz: picking an option asks the server whether it is right and shows the verdict with the
 * explanation at once; the learner can change the answer.
 */
export function QuizPanel({ lessonId, stepIndex, quiz, style }: QuizPanelProps) {
  const [selected, setSelected] = useState<number | null>(null);
  /** Verdicts by option: an answer's verdict never changes, so a late reply cannot show the wrong one. */
  const [verdicts, setVerdicts] = useState<Partial<Record<number, CheckedAnswer>>>({});
  const [failed, setFailed] = useState(false);
  const answer = trpc.lessons.answerQuiz.useMutation();
  const wording = quizWording(quiz, style);

  const choose = (value: string) => {
    const optionIndex = Number(value);
    setSelected(optionIndex);
    setFailed(false);
    answer.mutate(
      { lessonId, stepIndex, optionIndex },
      {
        onSuccess: (result) => {
          setVerdicts((current) => ({ ...current, [optionIndex]: { optionIndex, ...result } }));
        },
        onError: (error) => {
          console.error("Failed to check the quiz answer", error);
          setFailed(true);
        },
      },
    );
  };

  const verdict = selected === null ? undefined : verdicts[selected];

  return (
    <Stack gap="md">
      <Radio.Group
        label={wording.question}
        value={selected === null ? null : String(selected)}
        onChange={choose}
        styles={{ label: { fontSize: "var(--mantine-font-size-md)", fontWeight: 600, marginBottom: 8 } }}
      >
        <Stack gap="sm" mt="xs">
          {wording.options.map((option, index) => (
            <Radio key={index} value={String(index)} label={option} />
          ))}
        </Stack>
      </Radio.Group>

      <div aria-live="polite">
        {selected !== null && !verdict && !failed && <Text size="sm">Checking your answer...</Text>}
        {failed && (
          <Alert color="red" title="Your answer could not be checked" icon={<IconCircleX aria-hidden />}>
            Please pick an option again.
          </Alert>
        )}
        {verdict &&
          (verdict.correct ? (
            <Alert
              color="green"
              icon={<IconCircleCheck aria-hidden />}
              title={`Correct! +${quiz.points} XP`}
              styles={{ title: { color: "var(--mantine-color-text)" } }}
            >
              {explanationFor(verdict, style)}
            </Alert>
          ) : (
            <Alert
              color="orange"
              icon={<IconCircleX aria-hidden />}
              title="Not quite right. Try again!"
              styles={{ title: { color: "var(--mantine-color-text)" } }}
            >
              {explanationFor(verdict, style)}
            </Alert>
          ))}
      </div>
    </Stack>
  );
}
