import type { Goal, UpdateGoalInput } from "@leadcoach/api/schemas";
import { trpc } from "../../lib/trpc";

/** The card as it should read right after a change, until the server answers. */
function applyUpdate(goal: Goal, input: UpdateGoalInput): Goal {
  const next: Goal = { ...goal };
  if (input.title !== undefined) next.title = input.title;
  if (input.description !== undefined) next.description = input.description;
  if (input.priority !== undefined) next.priority = input.priority;
  if (input.status !== undefined) next.status = input.status;
  if (input.milestones !== undefined) {
    next.milestones = input.milestones.map((m) => ({
      description: m.description,
      completed: m.completed,
      completedAt: m.completedAt ?? null,
    }));
  }
  return next;
}

/**
 * goals.update with the card changed at once (in the same event, so a ticked checkbox stays ticked). A
 * failure is only logged (the product shows no error for it) and the card goes back to what it showed before.
 */
export function useUpdateGoal(userId: number) {
  const utils = trpc.useUtils();
  const mutation = trpc.goals.update.useMutation({
    onSuccess: (saved) => {
      utils.goals.list.setData({ userId }, (goals) =>
        goals?.map((goal) => (goal.id === saved.id ? saved : goal)),
      );
    },
  });

  const update = (input: UpdateGoalInput, options?: { onSuccess?: () => void; onSettled?: () => void }) => {
    const previous = utils.goals.list.getData({ userId });
    void utils.goals.list.cancel({ userId });
    utils.goals.list.setData({ userId }, (goals) =>
      goals?.map((goal) => (goal.id === input.goalId ? applyUpdate(goal, input) : goal)),
    );
    mutation.mutate(input, {
      onSuccess: () => options?.onSuccess?.(),
      onSettled: () => options?.onSettled?.(),
      onError: (error) => {
        console.error("Failed to update the goal", error);
        if (previous) utils.goals.list.setData({ userId }, previous);
      },
    });
  };

  return {
    update,
    isPending: mutation.isPending,
    pendingGoalId: mutation.isPending ? mutation.variables?.goalId : undefined,
  };
}
