import { ROLE_PLAY_ANSWER_MAX, ROLE_PLAY_MAX_TURNS, type RolePlayReply } from "@leadcoach/api/schemas";
import { Alert, Button, Group, List, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconAlertCircle, IconMessageCircle } from "@tabler/icons-react";
import { useState } from "react";
import { ToneBadge } from "../../components/tone-badge";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";
import type { ContentStyle } from "./step-content";

interface Turn {
  learner: string;
  reply?: string;
}

interface RolePlayConversationProps {
  lessonId: number;
  stepIndex: number;
  speaker: string;
  /** The learner's stored answer: the conversation's first turn. */
  firstAnswer: string;
  style: ContentStyle;
}

/**
 * 'Hear their reply' (only with a language-model provider): the other participant answers the learner's
 * words, for up to three of the learner's turns, and the rubric is applied to what the learner said.
 * The conversation lives in this step only; the server keeps only how many turns were answered in a row
 * (three of them stand in for a written answer's words).
 */
export function RolePlayConversation({
  lessonId,
  stepIndex,
  speaker,
  firstAnswer,
  style,
}: RolePlayConversationProps) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState("");
  const [judgement, setJudgement] = useState<RolePlayReply["rubric"]>([]);
  const hear = trpc.lessons.hearRolePlayReply.useMutation();

  const ask = (pending: Turn[]) => {
    hear.mutate(
      { lessonId, stepIndex, turns: pending },
      {
        onSuccess: (result) => {
          setTurns(
            pending.map((turn, index) =>
              index === pending.length - 1 ? { ...turn, reply: result.reply } : turn,
            ),
          );
          setJudgement(result.rubric);
          setDraft("");
        },
      },
    );
  };
  const started = turns.length > 0;
  const canContinue = started && turns.length < ROLE_PLAY_MAX_TURNS && !hear.isPending;

  return (
    <Stack gap="sm" component="section" aria-labelledby={`conversation-${stepIndex}`}>
      <Title order={3} size="h5" id={`conversation-${stepIndex}`}>
        Try it out with {speaker}
      </Title>
      {turns.map((turn, index) => (
        <Stack key={index} gap={6}>
          <Paper withBorder radius="md" p="sm">
            <Text size="sm" fw={600}>
              You
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {turn.learner}
            </Text>
          </Paper>
          {turn.reply && (
            <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-indigo-light)">
              <Text size="sm" fw={600}>
                {speaker}
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {turn.reply}
              </Text>
            </Paper>
          )}
        </Stack>
      ))}
      {hear.error && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {mutationErrorMessage(hear.error, "No reply this time.", "No reply this time. Please try again.")}
        </Alert>
      )}
      {!started && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconMessageCircle size={16} aria-hidden />}
            loading={hear.isPending}
            onClick={() => ask([{ learner: firstAnswer }])}
          >
            Hear their reply
          </Button>
        </Group>
      )}
      {canContinue && (
        <Stack gap="xs">
          <Textarea
            label={`Your reply to ${speaker}`}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={ROLE_PLAY_ANSWER_MAX}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group>
            <Button
              variant="light"
              disabled={draft.trim() === ""}
              onClick={() => ask([...turns, { learner: draft.trim() }])}
            >
              Hear their reply
            </Button>
            <Text size="sm">
              {ROLE_PLAY_MAX_TURNS - turns.length}{" "}
              {ROLE_PLAY_MAX_TURNS - turns.length === 1 ? "turn" : "turns"} left
            </Text>
          </Group>
        </Stack>
      )}
      {judgement.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            Your words against the checklist
          </Text>
          <List spacing={4} size="sm">
            {judgement.map((line, index) => (
              <List.Item key={index}>
                <ToneBadge color={line.met ? "green" : "orange"} mr="xs">
                  {line.met ? "Covered" : "Not yet"}
                </ToneBadge>
                {(style === "simple" && line.nonTechnicalCriterion) || line.criterion}: {line.note}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
