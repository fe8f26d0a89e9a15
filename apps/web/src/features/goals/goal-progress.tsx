import type { Goal } from "@leadcoach/api/schemas";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { milestoneSummary } from "./goal-display";

interface GoalProgressProps {
  goal: Pick<Goal, "title" | "milestones" | "progressPercentage" | "status">;
  /** Draws the bar green once the goal is completed (on its card). */
  greenWhenCompleted?: boolean;
}

/** 'N of M milestones' and the percentage over the goal's progress bar. */
export function GoalProgress({ goal, greenWhenCompleted = false }: GoalProgressProps) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{milestoneSummary(goal.milestones)}</Text>
        <Text size="sm" fw={600}>
          {goal.progressPercentage}%
        </Text>
      </Group>
      <Progress
        value={goal.progressPercentage}
        color={greenWhenCompleted && goal.status === "completed" ? "green" : undefined}
        aria-label={`${goal.title} progress`}
      />
    </Stack>
  );
}
