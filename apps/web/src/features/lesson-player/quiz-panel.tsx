import type { OptionExplanation } from "@leadcoach/api/schemas";
import { Alert, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useState } from "react";
import { ToneBadge } from "../../components/tone-badge";
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
  optionExplanations: OptionExplanation[];
}

/**
 * A quiz: picking an option asks the server whether it is right and shows the verdict with why that
 * option is right or wrong at once; the learner can change the answer. Once they find the right one,
 * every option's explanation follows (a wrong option is often a good move at another time).
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
              {explanationFor(verdict.optionExplanations[0] ?? verdict, style)}
            </Alert>
          ))}
      </div>
      {verdict?.correct && verdict.optionExplanations.length > 0 && (
        <OptionExplanations
          options={wording.options}
          explanations={verdict.optionExplanations}
          correct={verdict.optionIndex}
          style={style}
        />
      )}
    </Stack>
  );
}

interface OptionExplanationsProps {
  options: string[];
  explanations: OptionExplanation[];
  correct: number;
  style: ContentStyle;
}

/** Why each option is right or wrong, in option order. */
function OptionExplanations({ options, explanations, correct, style }: OptionExplanationsProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="quiz-option-explanations">
      <Title order={3} size="h5" id="quiz-option-explanations">
        Why each option
      </Title>
      {explanations.map((item) => (
        <Paper key={item.optionIndex} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ToneBadge color={item.optionIndex === correct ? "green" : "gray"} style={{ flexShrink: 0 }}>
                {item.optionIndex === correct ? "Best answer" : "Not here"}
              </ToneBadge>
              <Text fw={600} size="sm">
                {options[item.optionIndex]}
              </Text>
            </Group>
            <Text size="sm">{explanationFor(item, style)}</Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
