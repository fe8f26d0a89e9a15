import type { Goal } from "@leadcoach/api/schemas";
import { Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { AppDialog } from "../../components/form-dialog";
import { formatInstantDate } from "../../lib/format-date";
import { toggleMilestone } from "./goal-display";
import { GoalProgress } from "./goal-progress";
import { useUpdateGoal } from "./use-goal-mutations";

interface UpdateProgressDialogProps {
  goal: Goal | null;
  onClose: () => void;
  userId: number;
}

/** 'Update Progress': one checkbox per milestone; each toggle saves the whole list. */
export function UpdateProgressDialog({ goal, onClose, userId }: UpdateProgressDialogProps) {
  const update = useUpdateGoal(userId);
  // The ticked state shows within the click itself; the goal list catches up a moment later.
  const [ticking, setTicking] = useState<{ index: number; completed: boolean } | null>(null);

  const toggle = (index: number, completed: boolean) => {
    if (!goal) return;
    const milestones = toggleMilestone(goal.milestones, index, completed, new Date());
    setTicking({ index, completed });
    update.update({ goalId: goal.id, milestones }, { onSettled: () => setTicking(null) });
  };

  return (
    <AppDialog opened={goal !== null} onClose={onClose} title="Update Progress" size="md">
      {goal && (
        <Stack gap="md">
          <Text fw={600}>{goal.title}</Text>
          <GoalProgress goal={goal} />
          {goal.milestones.length === 0 ? (
            <Text>This goal has no milestones.</Text>
          ) : (
            <Stack gap="sm" role="group" aria-label="Milestones">
              {goal.milestones.map((milestone, index) => (
                <Checkbox
                  key={index}
                  label={milestone.description}
                  description={
                    milestone.completed && milestone.completedAt
                      ? `Completed ${formatInstantDate(milestone.completedAt)}`
                      : undefined
                  }
                  checked={ticking?.index === index ? ticking.completed : milestone.completed}
                  // Toggles are saved one after another, so no save can undo an earlier one.
                  disabled={update.isPending}
                  onChange={(event) => toggle(index, event.currentTarget.checked)}
                />
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </AppDialog>
  );
}
