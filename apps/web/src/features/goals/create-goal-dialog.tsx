import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { emptyGoalForm } from "./goal-form";
import { GoalFormFields } from "./goal-form-fields";
import { milestoneLinkOptions } from "./milestone-links";
import { useGoalForm } from "./use-goal-form";
import type { SkillOption, SkillOptionGroup } from "./skill-options";

interface CreateGoalDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The skill from /goals?create=true&skill={skillId}. */
  presetSkillId: number | null;
  skillOptions: SkillOptionGroup[] | SkillOption[];
}

/** 'New Goal': title, description, target date, priority, skill and milestones. */
export function CreateGoalDialog({ opened, onClose, ...formProps }: CreateGoalDialogProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title="New Goal"
      size="lg"
    >
      {/* Mounted only while open, so each opening starts from a fresh form. */}
      {opened && <CreateGoalForm onClose={onClose} {...formProps} />}
    </Modal>
  );
}

function CreateGoalForm({ onClose, presetSkillId, skillOptions }: Omit<CreateGoalDialogProps, "opened">) {
  const create = trpc.goals.create.useMutation({
    onSuccess: (goal) => {
      showToast({ title: "Goal Created", message: `“${goal.title}” has been added to your goals.` });
      onClose();
    },
  });

  const form = useGoalForm(emptyGoalForm(presetSkillId));
  const lessons = trpc.lessons.list.useQuery(undefined);
  const linkOptions = milestoneLinkOptions(lessons.data);

  return (
    <form onSubmit={form.onSubmit((input) => create.mutate(input))} noValidate>
      <Stack gap="md">
        {create.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(
              create.error,
              "Failed to create goal.",
              "Failed to create goal. Please try again.",
            )}
          </Alert>
        )}
        <GoalFormFields form={form} skillOptions={skillOptions} withMilestones linkOptions={linkOptions} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create Goal"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
