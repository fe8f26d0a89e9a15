import {
  countWords,
  ROLE_PLAY_ANSWER_MAX,
  ROLE_PLAY_MIN_WORDS,
  rolePlayMissing,
  ZSubmitRolePlayInput,
  type RolePlayResult,
} from "@leadcoach/api/schemas";
import {
  Alert,
  Blockquote,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";
import { RolePlayConversation } from "./role-play-conversation";
import { rolePlayFeedbackWording, type ContentStyle } from "./step-content";

interface RolePlayProps {
  lessonId: number;
  stepIndex: number;
  /** Who the learner speaks to (the scene's first participant). */
  speaker: string;
  style: ContentStyle;
}

const ZAnswerForm = ZSubmitRolePlayInput.pick({ answer: true });

/**
 * The learner writes what they would say; the server stores it and answers with the model answer and
 * the rubric, which the learner ticks against their own words. Saving that self-check completes the step.
 */
export function RolePlay({ lessonId, stepIndex, speaker, style }: RolePlayProps) {
  const utils = trpc.useUtils();
  const stored = trpc.lessons.rolePlay.useQuery({ lessonId, stepIndex });
  const [editing, setEditing] = useState(false);
  const [pointsAwarded, setPointsAwarded] = useState(0);
  const remember = (result: RolePlayResult) => {
    utils.lessons.rolePlay.setData({ lessonId, stepIndex }, result);
    setPointsAwarded((points) => points + result.pointsAwarded);
  };
  const submit = trpc.lessons.submitRolePlay.useMutation({
    onSuccess: (result) => {
      remember(result);
      setEditing(false);
    },
  });

  if (stored.isPending) return <Text size="sm">Loading your answer...</Text>;
  const result = stored.data ?? null;

  if (!result || editing) {
    return (
      <AnswerForm
        initial={result?.answer ?? ""}
        pending={submit.isPending}
        error={submit.error}
        onCancel={result ? () => setEditing(false) : undefined}
        onSubmit={(answer) => submit.mutate({ lessonId, stepIndex, answer })}
      />
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3} size="h5">
          Your answer
        </Title>
        <Paper withBorder radius="md" p="md">
          <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{result.answer}</Text>
        </Paper>
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
            Rewrite my answer
          </Button>
        </Group>
      </Stack>
      <Feedback
        key={result.answer}
        lessonId={lessonId}
        stepIndex={stepIndex}
        result={result}
        style={style}
        onSaved={remember}
      />
      {result.completed && (
        <Alert
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          title={pointsAwarded > 0 ? `Role-play complete! +${pointsAwarded} XP` : "Role-play complete"}
          styles={{ title: { color: "var(--mantine-color-text)" } }}
          aria-live="polite"
        >
          {result.rubric.length > 0 ? "Your answer and your self-check are saved." : "Your answer is saved."}
        </Alert>
      )}
      {result.canHearReply && (
        <RolePlayConversation
          key={result.answer}
          lessonId={lessonId}
          stepIndex={stepIndex}
          speaker={speaker}
          firstAnswer={result.answer}
          style={style}
        />
      )}
    </Stack>
  );
}

interface AnswerFormProps {
  initial: string;
  pending: boolean;
  error: { message: string; data?: unknown } | null;
  onCancel: (() => void) | undefined;
  onSubmit: (answer: string) => void;
}

function AnswerForm({ initial, pending, error, onCancel, onSubmit }: AnswerFormProps) {
  const form = useSchemaForm(ZAnswerForm, { answer: initial });
  const words = countWords(form.values.answer);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.answer))}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(
              error,
              "Your answer could not be saved.",
              "Your answer could not be saved. Please try again.",
            )}
          </Alert>
        )}
        <Textarea
          label="What would you say?"
          description={`Write it as you would say it: at least ${ROLE_PLAY_MIN_WORDS} words for the step to count, up to ${ROLE_PLAY_ANSWER_MAX.toLocaleString("en")} characters. You will then see a model answer and a checklist.`}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={ROLE_PLAY_ANSWER_MAX}
          {...form.getInputProps("answer")}
        />
        <Text size="xs" c="dimmed" aria-live="polite">
          {words} of {ROLE_PLAY_MIN_WORDS} words
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={pending} disabled={form.values.answer.trim() === ""}>
            Submit my answer
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

interface FeedbackProps {
  lessonId: number;
  stepIndex: number;
  result: RolePlayResult;
  style: ContentStyle;
  onSaved: (result: RolePlayResult) => void;
}

/** The model answer, and the rubric as a checklist the learner ticks against their own answer. */
function Feedback({ lessonId, stepIndex, result, style, onSaved }: FeedbackProps) {
  const wording = rolePlayFeedbackWording(result, style);
  const [ticks, setTicks] = useState<boolean[]>(() => result.selfCheck ?? result.rubric.map(() => false));
  const save = trpc.lessons.saveRolePlayCheck.useMutation({ onSuccess: onSaved });
  const ticked = ticks.flatMap((tick, index) => (tick ? [String(index)] : []));
  // The server's rule, shown before saving: what still stands between this answer and completion.
  const missing = rolePlayMissing({
    answer: result.answer,
    conversationTurns: result.conversationTurns,
    canHearReply: result.canHearReply,
    rubricLength: result.rubric.length,
    selfCheck: ticks,
  });

  return (
    <Stack gap="md">
      {wording.modelAnswer && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            A model answer
          </Title>
          <Blockquote p="sm" pl="md" color="teal">
            <Text style={{ whiteSpace: "pre-wrap" }}>{wording.modelAnswer}</Text>
          </Blockquote>
        </Stack>
      )}
      {wording.rubric.length > 0 && (
        <Stack gap="sm">
          <Checkbox.Group
            label="Check your answer"
            description="Tick each point your own answer covers."
            value={ticked}
            onChange={(values) => setTicks(wording.rubric.map((_, index) => values.includes(String(index))))}
          >
            <Stack gap="xs" mt="xs">
              {wording.rubric.map((line, index) => (
                <Checkbox key={index} value={String(index)} label={line} />
              ))}
            </Stack>
          </Checkbox.Group>
          {save.error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {mutationErrorMessage(
                save.error,
                "Your self-check could not be saved.",
                "Your self-check could not be saved. Please try again.",
              )}
            </Alert>
          )}
          {missing.length > 0 && (
            <Stack gap={4} aria-live="polite">
              <Text size="sm" fw={600}>
                Before this step counts:
              </Text>
              <List size="sm">
                {missing.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group>
            <Button
              variant={result.completed ? "default" : "filled"}
              disabled={missing.length > 0}
              loading={save.isPending}
              onClick={() => save.mutate({ lessonId, stepIndex, selfCheck: ticks })}
            >
              Save my self-check
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
