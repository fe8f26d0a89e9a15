import { AppDialog, DialogForm } from "../../components/form-dialog";
import { MutationErrorAlert } from "../../components/error-alert";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { emptyGoalForm } from "./goal-form";
import { GoalFormFields } from "./goal-form-fields";
import { milestoneLinkOptions } from "./milestone-links";
import { useGoalForm } from "./use-goal-form";
import type { SkillOption, SkillOptionGroup } from "./skill-options";
import { useAlignmentChoices } from "../goal-alignment/use-alignment-choices";

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
    <AppDialog opened={opened} onClose={onClose} title="New Goal">
      {/* Mounted only while open, so each opening starts from a fresh form. */}
      {opened && <CreateGoalForm onClose={onClose} {...formProps} />}
    </AppDialog>
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
  const alignment = useAlignmentChoices(null);

  return (
    <DialogForm
      onSubmit={form.onSubmit((input) => create.mutate(input))}
      onCancel={onClose}
      submit={{ label: "Create Goal", pending: create.isPending, pendingLabel: "Creating..." }}
    >
      <MutationErrorAlert
        error={create.error}
        fallback="Failed to create goal."
        networkFallback="Failed to create goal. Please try again."
      />
      <GoalFormFields
        form={form}
        skillOptions={skillOptions}
        withMilestones
        linkOptions={linkOptions}
        alignmentOptions={alignment.options}
        alignmentNote={alignment.note}
      />
    </DialogForm>
  );
}
