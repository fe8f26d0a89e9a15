import type { Goal } from "@leadcoach/api/schemas";
import { Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { QueryState } from "../../components/query-state";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { pulseChoices, pulseComplete, type PulseAnswers } from "./pulse-answers";

interface PulseDialogProps {
  goal: Goal | null;
  onClose: () => void;
}

/**
 * 'Re-check skill': the goal's skill's own assessment questions, answered again half way to the target
 * date. It updates the skill's current score; the full assessment and its retake date stay as they are.
 */
export function PulseDialog({ goal, onClose }: PulseDialogProps) {
  return (
    <AppDialog
      opened={goal !== null}
      onClose={onClose}
      title={goal?.skillName ? `Re-check ${goal.skillName}` : "Re-check skill"}
    >
      {/* Mounted only while open, so each opening starts with no answers. */}
      {goal && <PulseForm goalId={goal.id} onClose={onClose} />}
    </AppDialog>
  );
}

function PulseForm({ goalId, onClose }: { goalId: number; onClose: () => void }) {
  const questions = trpc.skillPulse.questions.useQuery({ goalId }, { retry: false });
  const [answers, setAnswers] = useState<PulseAnswers>({});
  const submit = trpc.skillPulse.submit.useMutation({
    onSuccess: (result) => {
      showToast({
        title: "Skill re-checked",
        message:
          result.previousScore === null
            ? `Your re-check scored ${result.score}%.`
            : `Your re-check scored ${result.score}% (it was ${result.previousScore}%).`,
      });
      onClose();
    },
  });

  return (
    <QueryState
      query={questions}
      loading={<Text size="sm">Loading the re-check questions…</Text>}
      errorTitle="The re-check could not be loaded"
    >
      {(pulse) => {
        const complete = pulseComplete(pulse.questions, answers);
        return (
          <DialogForm
            gap="lg"
            onSubmit={(event) => {
              event.preventDefault();
              submit.mutate({
                goalId,
                choices: pulseChoices(pulse.questions, answers),
              });
            }}
            onCancel={onClose}
            submit={{
              label: "Save re-check",
              pending: submit.isPending,
              pendingLabel: "Saving...",
              disabled: !complete,
            }}
          >
            <Text size="sm">
              {pulse.questions.length} questions from the assessment on {pulse.skillName}. Your answers update
              the skill&apos;s current score; your next full assessment date does not change.
            </Text>
            <MutationErrorAlert
              error={submit.error}
              fallback="The re-check failed."
              networkFallback="The re-check failed. Please try again."
            />
            {pulse.questions.map((question, index) => (
              <Radio.Group
                key={question.id}
                label={`${index + 1}. ${question.text}`}
                labelProps={{ fw: 600, mb: "xs" }}
                value={answers[question.id] ?? null}
                onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
                name={`pulse-${question.id}`}
              >
                <Stack gap={6}>
                  {question.options.map((option) => (
                    <Radio key={option.id} value={option.id} label={option.label} />
                  ))}
                </Stack>
              </Radio.Group>
            ))}
          </DialogForm>
        );
      }}
    </QueryState>
  );
}
